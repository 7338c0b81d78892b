// Settings → Provisioning (docs/decisions.md SC1): SCIM tokens for the team's identity provider,
// each shown once and revocable, and the identity provider's group whose members are admins.
// Enterprise only; the database checks the admin and the plan, the page shows its answers.
import type { FormEvent } from 'react';
import { ActionResultMessage } from '../../components/action-result';
import { DataTable } from '../../components/data-table';
import { InputField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { errorText } from '../../lib/error-text';
import { readBackendConfig } from '../../lib/backend-config';
import { useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import {
  createScimToken,
  getScimSettings,
  revokeScimToken,
  setScimAdminGroup,
} from './people-data';
import {
  CredentialForm,
  CredentialRow,
  enterpriseCard,
  useCredentials,
} from './enterprise-settings';

export const ScimSettings = enterpriseCard({
  title: 'Provisioning (SCIM)',
  offer: (
    <>
      On the Enterprise plan, your identity provider (Okta, Microsoft Entra) adds and removes people
      here by itself: leavers are signed out the moment they are deactivated there.
    </>
  ),
  Content: ScimTokens,
});

function ScimTokens({ teamId }: { teamId: string }) {
  const settings = useQuery(teamKeys.scim(teamId), (client) => getScimSettings(client));
  const credentials = useCredentials(teamKeys.scim(teamId), 'Token');
  const { busy, result, shown, run, revoke } = credentials;
  const baseUrl = `${readBackendConfig().url.replace(/\/$/, '')}/functions/v1/scim/v2`;

  function saveGroup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('admin-group');
    void run(async (client) => {
      await setScimAdminGroup(client, typeof value === 'string' ? value : '');
      return 'Admin group saved.';
    });
  }

  return (
    <>
      <p>
        In your identity provider, add ComplyReady as a SCIM 2.0 app with the base URL{' '}
        <code>{baseUrl}</code> and a bearer token from here. People it assigns join as members; when
        it deactivates or removes someone, they are signed out at once.
      </p>
      <ActionResultMessage result={result} />
      {shown ? (
        <InputField
          label="New SCIM token"
          readOnly
          value={shown}
          onFocus={(event) => event.target.select()}
        />
      ) : null}
      <QueryStatus
        query={settings}
        loading="Loading provisioning..."
        failed={(error) => errorText(error, 'Failed to load provisioning')}
      >
        {(data) => (
          <>
            <CredentialForm credentials={credentials} placeholder="Okta" make={createScimToken} />
            {data.tokens.length > 0 ? (
              <DataTable
                label="SCIM tokens"
                columns={['Name', 'Created', 'Last Used', 'Status', 'Actions']}
              >
                {data.tokens.map((token) => (
                  <CredentialRow
                    key={token.id}
                    credential={token}
                    name={token.label}
                    busy={busy}
                    onRevoke={() =>
                      revoke(token.label, (client) => revokeScimToken(client, token.id))
                    }
                  />
                ))}
              </DataTable>
            ) : null}
            <form onSubmit={saveGroup} className="inline-form">
              <InputField
                label="Admin group in your identity provider"
                name="admin-group"
                defaultValue={data.admin_group ?? ''}
                maxLength={300}
                placeholder="ComplyReady Admins"
              />
              <button type="submit" className="button button-secondary" disabled={busy}>
                Save Admin Group
              </button>
            </form>
            <p className="hint">
              Members of this group (pushed to ComplyReady as a SCIM group) become admins, and
              members again when they leave it. Empty: roles are set here on Members only.
            </p>
          </>
        )}
      </QueryStatus>
    </>
  );
}
