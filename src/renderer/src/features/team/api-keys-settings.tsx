// Settings → API (docs/decisions.md AK1): team API keys for the REST API /api/v1, each shown once
// with a copy button, listed with its last use, revocable. Enterprise only; the database checks
// the admin and the plan, the page shows its answers.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ActionResultMessage } from '../../components/action-result';
import { CopyButton } from '../../components/copy-button';
import { DataTable } from '../../components/data-table';
import { InputField, Options, SelectField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { errorText } from '../../lib/error-text';
import { readBackendConfig } from '../../lib/backend-config';
import { useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import {
  CredentialForm,
  CredentialRow,
  enterpriseCard,
  useCredentials,
} from './enterprise-settings';
import {
  API_KEY_SCOPES,
  createApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKeyScope,
} from './api-keys-data';

export const ApiKeysSettings = enterpriseCard({
  title: 'API',
  offer: (
    <>
      On the Enterprise plan, your HR system, onboarding tool or data warehouse reads training
      status and policy acceptance from the ComplyReady API with a team API key. See the{' '}
      <Link to="/docs/api">API reference</Link>.
    </>
  ),
  Content: ApiKeys,
});

function ApiKeys({ teamId }: { teamId: string }) {
  const keys = useQuery(teamKeys.apiKeys(teamId), (client) => listApiKeys(client));
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiresOn, setExpiresOn] = useState('');
  const credentials = useCredentials(teamKeys.apiKeys(teamId), 'Key');
  const { busy, result, shown, revoke } = credentials;
  const baseUrl = `${readBackendConfig().url.replace(/\/$/, '')}/api/v1`;

  return (
    <>
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
      <CredentialForm
        credentials={credentials}
        placeholder="HR system"
        make={async (client, name) => {
          const key = await createApiKey(client, { name, scope, expiresOn: expiresOn || null });
          setExpiresOn('');
          return key;
        }}
      >
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
      </CredentialForm>
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
                <CredentialRow
                  key={key.id}
                  credential={key}
                  name={key.name}
                  title={
                    <>
                      {key.name} <code>{key.key_prefix}…</code>
                    </>
                  }
                  busy={busy}
                  onRevoke={() => revoke(key.name, (client) => revokeApiKey(client, key.id))}
                >
                  <td>{API_KEY_SCOPES[key.scope]}</td>
                </CredentialRow>
              ))}
            </DataTable>
          ) : (
            <p>No API keys yet.</p>
          )
        }
      </QueryStatus>
    </>
  );
}
