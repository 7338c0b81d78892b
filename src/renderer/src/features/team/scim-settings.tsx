// Settings → Provisioning (docs/decisions.md SC1): SCIM tokens for the team's identity provider,
// each shown once and revocable, and the identity provider's group whose members are admins.
// Enterprise only; the database checks the admin and the plan, the page shows its answers.
import { useState, type FormEvent } from 'react';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { DataTable } from '../../components/data-table';
import { InputField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { errorText } from '../../lib/error-text';
import { getSupabase } from '../../lib/supabase';
import { readBackendConfig } from '../../lib/backend-config';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import {
  createScimToken,
  getScimSettings,
  revokeScimToken,
  setScimAdminGroup,
  type ScimToken,
} from './people-data';
import type { TeamSettings } from '../../lib/team/data';
import { teamPlan } from '../../lib/team/team-plan';
import { RevokeCell } from './revoke-cell';

const when = (value: string | null) => (value ? new Date(value).toLocaleString() : 'Never');

export function ScimSettings({ team }: { team: TeamSettings }) {
  if (teamPlan(team).plan.id !== 'enterprise') {
    return (
      <section className="card" aria-labelledby="scim-title">
        <h2 id="scim-title">Provisioning (SCIM)</h2>
        <p>
          On the Enterprise plan, your identity provider (Okta, Microsoft Entra) adds and removes
          people here by itself: leavers are signed out the moment they are deactivated there.
        </p>
      </section>
    );
  }
  return <ScimTokens teamId={team.id} />;
}

function ScimTokens({ teamId }: { teamId: string }) {
  const settings = useQuery(teamKeys.scim(teamId), (client) => getScimSettings(client));
  const [label, setLabel] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const { busy, result, run: runAction } = useAction('The change could not be made.');
  const baseUrl = `${readBackendConfig().url.replace(/\/$/, '')}/functions/v1/scim/v2`;

  const run = (change: () => Promise<string>) =>
    runAction(async () => {
      const done = await change();
      await invalidateQueries(teamKeys.scim(teamId));
      return done;
    });

  function create(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      setShown(await createScimToken(await getSupabase(), label));
      setLabel('');
      return 'Token created. Copy it now: it is not shown again.';
    });
  }

  function revoke(token: ScimToken) {
    setShown(null);
    void run(async () => {
      await revokeScimToken(await getSupabase(), token.id);
      return `The token “${token.label}” is revoked.`;
    });
  }

  function saveGroup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('admin-group');
    void run(async () => {
      await setScimAdminGroup(await getSupabase(), typeof value === 'string' ? value : '');
      return 'Admin group saved.';
    });
  }

  return (
    <section className="card" aria-labelledby="scim-title">
      <h2 id="scim-title">Provisioning (SCIM)</h2>
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
            <ScimTokenForm label={label} onLabel={setLabel} busy={busy} onSubmit={create} />
            {data.tokens.length > 0 ? (
              <DataTable
                label="SCIM tokens"
                columns={['Name', 'Created', 'Last Used', 'Status', 'Actions']}
              >
                {data.tokens.map((token) => (
                  <tr key={token.id}>
                    <th scope="row">{token.label}</th>
                    <td>
                      {when(token.created_at)} by {token.created_by_name}
                    </td>
                    <td>{when(token.last_used_at)}</td>
                    <td>{token.revoked_at ? `Revoked ${when(token.revoked_at)}` : 'Active'}</td>
                    <RevokeCell
                      name={token.label}
                      revoked={Boolean(token.revoked_at)}
                      busy={busy}
                      onRevoke={() => revoke(token)}
                    />
                  </tr>
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
    </section>
  );
}

/** A new token's name (the browser requires one, 100 characters at most) and "Create Token". */
export function ScimTokenForm({
  label,
  onLabel,
  busy,
  onSubmit,
}: {
  label: string;
  onLabel: (label: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form onSubmit={onSubmit} className="inline-form">
      <InputField
        label="Token name"
        value={label}
        maxLength={100}
        required
        placeholder="Okta"
        onValue={onLabel}
      />
      <button type="submit" className="button" disabled={busy}>
        Create Token
      </button>
    </form>
  );
}
