// Dashboard → Assets (docs/decisions.md AS1): the inventory of systems and devices, added one by
// one or imported from CSV (all lines or none). The database holds the rules.
import { errorText } from '../../lib/error-text';
import { useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables, TablesInsert } from '@shared/database.types';
import { ASSET_TYPES, CLASSIFICATIONS } from '@content/assets';
import { TitledSection } from '../../components/titled-section';
import { ActionForm } from '../../components/action-result';
import { DataTable } from '../../components/data-table';
import { CheckboxField, InputField, Options, SelectField } from '../../components/form-field';
import { MemberSelect } from '../../components/member-select';
import {
  RegisterView,
  useRegister,
  type RegisterSectionProps,
} from '../../components/register-view';
import { getSupabase } from '../../lib/supabase';
import { useDraft } from '../../lib/use-draft';
import { getMemberChoices, type MemberChoice } from '../../lib/team-members';
import { assetKeys } from './keys';
import { TeamAdminPage } from '../../components/team-admin-page';
import { ASSET_CSV_HEADER, readAssetCsv } from './asset-csv';
import { answer } from '../../lib/answer';

type Client = SupabaseClient<Database>;
type Asset = Tables<'assets'>;

interface AssetInventory {
  assets: Asset[];
  members: MemberChoice[];
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
    getMemberChoices(client, teamId, signal),
  ]);
  if (assets.error) throw assets.error;
  return { assets: assets.data, members } satisfies AssetInventory;
}

async function saveAssets(client: Client, rows: TablesInsert<'assets'>[]) {
  await answer(client.from('assets').insert(rows));
}

export function AddAsset({ teamId, register, onDone }: RegisterSectionProps<AssetInventory>) {
  const { draft, set, reset, text } = useDraft({
    name: '',
    type: 'laptop',
    owner_id: '',
    classification: 'Internal',
    location: '',
    holds_customer_data: false,
  });

  async function submit() {
    await saveAssets(await getSupabase(), [
      { ...draft, team_id: teamId, owner_id: draft.owner_id || null },
    ]);
    reset();
    await onDone(`Added ${draft.name.trim()}.`);
  }

  return (
    <ActionForm label="Add an asset" submitLabel="Add asset" onSubmit={submit}>
      <InputField label="Name" required maxLength={200} {...text('name')} />
      <SelectField label="Type" value={draft.type} onChange={(type) => set({ type })}>
        <Options of={ASSET_TYPES} />
      </SelectField>
      <MemberSelect
        label="Owner"
        members={register.members}
        value={draft.owner_id}
        onChange={(owner_id) => set({ owner_id })}
      />
      <SelectField
        label="Classification"
        value={draft.classification}
        onChange={(classification) => set({ classification })}
      >
        <Options of={CLASSIFICATIONS} />
      </SelectField>
      <InputField label="Location" maxLength={200} {...text('location')} />
      <CheckboxField
        label="Holds customer data"
        checked={draft.holds_customer_data}
        onChecked={(holds_customer_data) => set({ holds_customer_data })}
      />
    </ActionForm>
  );
}

export function ImportAssets({ teamId, register, onDone }: RegisterSectionProps<AssetInventory>) {
  const [problems, setProblems] = useState<string[]>([]);

  async function importFile(file: File) {
    setProblems([]);
    const { assets, problems: found } = readAssetCsv(await file.text(), register.members);
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
      <InputField
        label="CSV file"
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void importFile(file);
          event.target.value = '';
        }}
      />
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
    <DataTable
      label="Asset inventory"
      columns={['Asset', 'Type', 'Owner', 'Classification', 'Location', 'Customer data']}
    >
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
    </DataTable>
  );
}

function AssetsView({ teamId }: { teamId: string }) {
  const {
    register: inventory,
    status,
    setStatus,
    done,
  } = useRegister(assetKeys.inventory(teamId), (client, signal) =>
    getAssets(client, teamId, signal),
  );
  return (
    <RegisterView
      title="Assets"
      lead="The systems and devices your company runs on, who owns each and how sensitive it is."
      register={inventory}
      status={status}
      clearStatus={() => setStatus('')}
      loading="Loading assets..."
      failed="Failed to load the assets"
    >
      {(data) => (
        <>
          <TitledSection id="asset-inventory" title={`Inventory (${data.assets.length})`}>
            <AssetTable inventory={data} />
          </TitledSection>
          <TitledSection id="asset-import" title="Import from CSV">
            <ImportAssets teamId={teamId} register={data} onDone={done} />
          </TitledSection>
          <TitledSection id="asset-add" title="Add an asset">
            <AddAsset teamId={teamId} register={data} onDone={done} />
          </TitledSection>
        </>
      )}
    </RegisterView>
  );
}

function AssetsPage() {
  return <TeamAdminPage title="Assets">{(teamId) => <AssetsView teamId={teamId} />}</TeamAdminPage>;
}

export { AssetsPage as Component };
