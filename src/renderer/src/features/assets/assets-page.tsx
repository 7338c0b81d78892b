// Dashboard → Assets (docs/decisions.md AS1): the inventory of systems and devices, added one by
// one or imported from CSV (all lines or none). The database holds the rules.
import { errorText } from '../../lib/error-text';
import { useId, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables, TablesInsert } from '@shared/database.types';
import { ASSET_TYPES, CLASSIFICATIONS } from '@content/assets';
import { FormMessage, InputField, SelectField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { TeamAdminPage } from '../../components/team-admin-page';
import { DashboardSections } from '../../components/dashboard-sections';
import { ASSET_CSV_HEADER, readAssetCsv } from './asset-csv';

type Client = SupabaseClient<Database>;
type Asset = Tables<'assets'>;

interface AssetInventory {
  assets: Asset[];
  members: { id: string; name: string; email: string }[];
}

async function getAssets(client: Client, teamId: string, signal: AbortSignal) {
  const [assets, members] = await Promise.all([
    client
      .from('assets')
      .select('*')
      .eq('team_id', teamId)
      .order('type')
      .order('name')
      .abortSignal(signal),
    client
      .from('users')
      .select('id, full_name, email')
      .eq('team_id', teamId)
      .is('deactivated_at', null)
      .abortSignal(signal),
  ]);
  if (assets.error) throw assets.error;
  if (members.error) throw members.error;
  return {
    assets: assets.data,
    members: members.data.map((member) => ({
      id: member.id,
      name: member.full_name ?? member.email,
      email: member.email,
    })),
  } satisfies AssetInventory;
}

async function saveAssets(client: Client, rows: TablesInsert<'assets'>[]) {
  const { error } = await client.from('assets').insert(rows);
  if (error) throw error;
}

export function AddAsset({
  teamId,
  inventory,
  onDone,
}: {
  teamId: string;
  inventory: AssetInventory;
  onDone: (message: string) => Promise<void>;
}) {
  const blank = {
    name: '',
    type: 'laptop',
    owner_id: '',
    classification: 'Internal',
    location: '',
    holds_customer_data: false,
  };
  const [draft, setDraft] = useState(blank);
  const [error, setError] = useState('');
  const set = (change: Partial<typeof blank>) => setDraft((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await saveAssets(await getSupabase(), [
        { ...draft, team_id: teamId, owner_id: draft.owner_id || null },
      ]);
      setDraft(blank);
      await onDone(`Added ${draft.name.trim()}.`);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add an asset">
      <InputField
        label="Name"
        required
        maxLength={200}
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <SelectField label="Type" value={draft.type} onChange={(type) => set({ type })}>
        {ASSET_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <SelectField label="Owner" value={draft.owner_id} onChange={(owner_id) => set({ owner_id })}>
        <option value="">Nobody yet</option>
        {inventory.members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Classification"
        value={draft.classification}
        onChange={(classification) => set({ classification })}
      >
        {CLASSIFICATIONS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Location"
        maxLength={200}
        value={draft.location}
        onChange={(event) => set({ location: event.target.value })}
      />
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.holds_customer_data}
          onChange={(event) => set({ holds_customer_data: event.target.checked })}
        />
        Holds customer data
      </label>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className="button button-primary">
        Add asset
      </button>
    </form>
  );
}

export function ImportAssets({
  teamId,
  inventory,
  onDone,
}: {
  teamId: string;
  inventory: AssetInventory;
  onDone: (message: string) => Promise<void>;
}) {
  const [problems, setProblems] = useState<string[]>([]);
  const id = useId();

  async function importFile(file: File) {
    setProblems([]);
    const { assets, problems: found } = readAssetCsv(await file.text(), inventory.members);
    if (found.length > 0) {
      setProblems(found);
      return;
    }
    try {
      await saveAssets(
        await getSupabase(),
        assets.map((asset) => ({ ...asset, team_id: teamId })),
      );
      await onDone(`Imported ${assets.length} ${assets.length === 1 ? 'asset' : 'assets'}.`);
    } catch (caught) {
      setProblems([errorText(caught)]);
    }
  }

  return (
    <div>
      <p>
        One asset a line under the header <code>{ASSET_CSV_HEADER.join(',')}</code>. Type is one of{' '}
        {ASSET_TYPES.join(', ')}; classification one of {CLASSIFICATIONS.join(', ')} (Internal when
        empty); the owner by their email; holds customer data yes or no. Nothing is saved while a
        line has a problem.
      </p>
      <div className="form-field">
        <label htmlFor={id}>CSV file</label>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void importFile(file);
            event.target.value = '';
          }}
        />
      </div>
      {problems.length > 0 ? (
        <div role="alert" className="form-message form-message-error">
          <p>Nothing was imported:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function AssetTable({ inventory }: { inventory: AssetInventory }) {
  const names = new Map(inventory.members.map((member) => [member.id, member.name]));
  if (inventory.assets.length === 0) return <p>No assets yet.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Asset inventory">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Asset</th>
            <th scope="col">Type</th>
            <th scope="col">Owner</th>
            <th scope="col">Classification</th>
            <th scope="col">Location</th>
            <th scope="col">Customer data</th>
          </tr>
        </thead>
        <tbody>
          {inventory.assets.map((asset) => (
            <tr key={asset.id}>
              <th scope="row">{asset.name}</th>
              <td>{asset.type}</td>
              <td>{asset.owner_id ? (names.get(asset.owner_id) ?? 'Former member') : 'Nobody'}</td>
              <td>{asset.classification}</td>
              <td>{asset.location || '—'}</td>
              <td>{asset.holds_customer_data ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AssetsView({ teamId }: { teamId: string }) {
  const inventory = useQuery(['assets', teamId], (client, signal) =>
    getAssets(client, teamId, signal),
  );
  const [status, setStatus] = useState('');
  const done = async (message: string) => {
    await inventory.refresh();
    setStatus(message);
  };
  return (
    <div className="container">
      <PageHeader
        title="Assets"
        lead="The systems and devices your company runs on, who owns each and how sensitive it is."
      />
      <DashboardSections />
      <p role="status">{status}</p>
      {inventory.state === 'loading' ? <p role="status">Loading assets...</p> : null}
      {inventory.state === 'error' ? (
        <FormMessage kind="error">Failed to load the assets</FormMessage>
      ) : null}
      {inventory.state === 'ready' ? (
        <>
          <section aria-labelledby="asset-inventory">
            <h2 id="asset-inventory">Inventory ({inventory.data.assets.length})</h2>
            <AssetTable inventory={inventory.data} />
          </section>
          <section aria-labelledby="asset-import">
            <h2 id="asset-import">Import from CSV</h2>
            <ImportAssets teamId={teamId} inventory={inventory.data} onDone={done} />
          </section>
          <section aria-labelledby="asset-add">
            <h2 id="asset-add">Add an asset</h2>
            <AddAsset teamId={teamId} inventory={inventory.data} onDone={done} />
          </section>
        </>
      ) : null}
    </div>
  );
}

function AssetsPage() {
  return <TeamAdminPage title="Assets">{(teamId) => <AssetsView teamId={teamId} />}</TeamAdminPage>;
}

export { AssetsPage as Component };
