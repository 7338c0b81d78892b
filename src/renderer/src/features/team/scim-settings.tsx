// Settings → Provisioning (docs/decisions.md SC1): SCIM tokens for the team's identity provider,
// each shown once and revocable, and the identity provider's group whose members are admins.
// Enterprise only; the database checks the admin and the plan, the page shows its answers.
import { useState, type FormEvent } from 'react';
import { FormMessage, InputField } from '../../components/form-field';
import { getSupabase } from '../../lib/supabase';
import { readBackendConfig } from '../../lib/backend-config';
import { useQuery } from '../../lib/use-query';
import {
  createScimToken,
  getScimSettings,
  revokeScimToken,
  setScimAdminGroup,
  type ScimToken,
} from './people-data';
import type { TeamSettings } from '../../lib/team/data';
import { teamPlan } from '../../lib/team/team-plan';

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
  const settings = useQuery(['scim-settings', teamId], (client) => getScimSettings(client));
  const [label, setLabel] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const baseUrl = `${readBackendConfig().url.replace(/\/$/, '')}/functions/v1/scim/v2`;

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setResult(null);
    try {
      setResult({ kind: 'success', text: await action() });
      await settings.refresh();
    } catch (failure) {
      setResult({
        kind: 'error',
        text: failure instanceof Error ? failure.message : 'The change could not be made.',
      });
    } finally {
      setBusy(false);
    }
  }

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
      {settings.state === 'loading' ? <p role="status">Loading provisioning...</p> : null}
      {settings.state === 'error' ? (
        <FormMessage kind="error">
          {settings.error instanceof Error ? settings.error.message : 'Failed to load provisioning'}
        </FormMessage>
      ) : null}
      {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
      {shown ? (
        <div className="form-field">
          <label htmlFor="scim-new-token">New SCIM token</label>
          <input id="scim-new-token" readOnly value={shown} onFocus={(e) => e.target.select()} />
        </div>
      ) : null}
      {settings.state === 'ready' ? (
        <>
          <form onSubmit={create} className="inline-form">
            <InputField
              label="Token name"
              value={label}
              maxLength={100}
              required
              placeholder="Okta"
              onChange={(event) => setLabel(event.target.value)}
            />
            <button type="submit" className="button" disabled={busy}>
              Create Token
            </button>
          </form>
          {settings.data.tokens.length > 0 ? (
            <div className="table-scroll" tabIndex={0} role="region" aria-label="SCIM tokens">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Created</th>
                    <th scope="col">Last Used</th>
                    <th scope="col">Status</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {settings.data.tokens.map((token) => (
                    <tr key={token.id}>
                      <th scope="row">{token.label}</th>
                      <td>
                        {when(token.created_at)} by {token.created_by_name}
                      </td>
                      <td>{when(token.last_used_at)}</td>
                      <td>{token.revoked_at ? `Revoked ${when(token.revoked_at)}` : 'Active'}</td>
                      <td>
                        {token.revoked_at ? null : (
                          <button
                            type="button"
                            className="button button-small button-secondary"
                            aria-label={`Revoke ${token.label}`}
                            disabled={busy}
                            onClick={() => revoke(token)}
                          >
                            Revoke
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <form onSubmit={saveGroup} className="inline-form">
            <InputField
              label="Admin group in your identity provider"
              name="admin-group"
              defaultValue={settings.data.admin_group ?? ''}
              maxLength={300}
              placeholder="ComplyReady Admins"
            />
            <button type="submit" className="button button-secondary" disabled={busy}>
              Save Admin Group
            </button>
          </form>
          <p className="hint">
            Members of this group (pushed to ComplyReady as a SCIM group) become admins, and members
            again when they leave it. Empty: roles are set here on Members only.
          </p>
        </>
      ) : null}
    </section>
  );
}
