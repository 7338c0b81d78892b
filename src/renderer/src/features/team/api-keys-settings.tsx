// Settings → API (docs/decisions.md AK1): team API keys for the REST API /api/v1, each shown once
// with a copy button, listed with its last use, revocable. Enterprise only; the database checks
// the admin and the plan, the page shows its answers.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { CopyButton } from '../../components/copy-button';
import { DataTable } from '../../components/data-table';
import { InputField, Options, SelectField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { errorText } from '../../lib/error-text';
import { getSupabase } from '../../lib/supabase';
import { readBackendConfig } from '../../lib/backend-config';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import type { TeamSettings } from '../../lib/team/data';
import { teamPlan } from '../../lib/team/team-plan';
import { RevokeCell } from './revoke-cell';
import {
  API_KEY_SCOPES,
  createApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKey,
  type ApiKeyScope,
} from './api-keys-data';

const when = (value: string | null) => (value ? new Date(value).toLocaleString() : 'Never');

function statusOf(key: ApiKey): string {
  if (key.revoked_at) return `Revoked ${when(key.revoked_at)}`;
  if (key.expires_at && Date.parse(key.expires_at) <= Date.now()) return 'Expired';
  return key.expires_at
    ? `Active until ${new Date(key.expires_at).toLocaleDateString()}`
    : 'Active';
}

export function ApiKeysSettings({ team }: { team: TeamSettings }) {
  if (teamPlan(team).plan.id !== 'enterprise') {
    return (
      <section className="card" aria-labelledby="api-title">
        <h2 id="api-title">API</h2>
        <p>
          On the Enterprise plan, your HR system, onboarding tool or data warehouse reads training
          status and policy acceptance from the ComplyReady API with a team API key. See the{' '}
          <Link to="/docs/api">API reference</Link>.
        </p>
      </section>
    );
  }
  return <ApiKeys teamId={team.id} />;
}

function ApiKeys({ teamId }: { teamId: string }) {
  const keys = useQuery(teamKeys.apiKeys(teamId), (client) => listApiKeys(client));
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiresOn, setExpiresOn] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const { busy, result, run: runAction } = useAction('The change could not be made.');
  const baseUrl = `${readBackendConfig().url.replace(/\/$/, '')}/api/v1`;

  const run = (change: () => Promise<string>) =>
    runAction(async () => {
      const done = await change();
      await invalidateQueries(teamKeys.apiKeys(teamId));
      return done;
    });

  function create(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      setShown(
        await createApiKey(await getSupabase(), { name, scope, expiresOn: expiresOn || null }),
      );
      setName('');
      setExpiresOn('');
      return 'Key created. Copy it now: it is not shown again.';
    });
  }

  function revoke(key: ApiKey) {
    setShown(null);
    void run(async () => {
      await revokeApiKey(await getSupabase(), key.id);
      return `The key “${key.name}” is revoked.`;
    });
  }

  return (
    <section className="card" aria-labelledby="api-title">
      <h2 id="api-title">API</h2>
      <p>
        Your systems reach the API at <code>{baseUrl}</code> with{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>. A key reads (and, read-write, changes) this
        team only. See the <Link to="/docs/api">API reference</Link>.
      </p>
      <ActionResultMessage result={result} />
      {shown ? (
        <div className="invite-row">
          <input
            readOnly
            value={shown}
            aria-label="New API key"
            onFocus={(event) => event.target.select()}
          />
          <CopyButton text={shown} label="Copy Key" />
        </div>
      ) : null}
      <form onSubmit={create} className="inline-form">
        <InputField
          label="Key name"
          value={name}
          maxLength={100}
          required
          placeholder="HR system"
          onValue={setName}
        />
        <SelectField
          label="Access"
          value={scope}
          onChange={(value) => setScope(value as ApiKeyScope)}
        >
          <Options of={API_KEY_SCOPES} />
        </SelectField>
        <InputField
          label="Expires (optional)"
          type="date"
          value={expiresOn}
          onValue={setExpiresOn}
        />
        <button type="submit" className="button" disabled={busy}>
          Create Key
        </button>
      </form>
      <QueryStatus
        query={keys}
        loading="Loading API keys..."
        failed={(error) => errorText(error, 'Failed to load API keys')}
      >
        {(data) =>
          data.length > 0 ? (
            <DataTable
              label="API keys"
              columns={['Name', 'Access', 'Created', 'Last Used', 'Status', 'Actions']}
            >
              {data.map((key) => (
                <tr key={key.id}>
                  <th scope="row">
                    {key.name} <code>{key.key_prefix}…</code>
                  </th>
                  <td>{API_KEY_SCOPES[key.scope]}</td>
                  <td>
                    {when(key.created_at)} by {key.created_by_name}
                  </td>
                  <td>{when(key.last_used_at)}</td>
                  <td>{statusOf(key)}</td>
                  <RevokeCell
                    name={key.name}
                    revoked={Boolean(key.revoked_at)}
                    busy={busy}
                    onRevoke={() => revoke(key)}
                  />
                </tr>
              ))}
            </DataTable>
          ) : (
            <p>No API keys yet.</p>
          )
        }
      </QueryStatus>
    </section>
  );
}
