// What the Enterprise cards of Settings share: the card, offered on that plan only, and for the
// team's credentials (API keys, docs/decisions.md AK1; SCIM tokens, SC1) their creation, each
// secret shown once, and their list, each revocable.
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { useAction } from '../../components/action-result';
import { InputField } from '../../components/form-field';
import { ItemButton } from '../../components/item-button';
import { localDate } from '../../lib/local-day';
import { getSupabase } from '../../lib/supabase';
import type { TeamSettings } from '../../lib/team/data';
import { teamPlan } from '../../lib/team/team-plan';
import { invalidateQueries, type QueryKey } from '../../lib/use-query';

type Client = SupabaseClient<Database>;

/**
 * A settings card of an Enterprise feature, for a team: on the Enterprise plan its `Content`, below
 * it `offer`, what the plan would give.
 */
export function enterpriseCard({
  title,
  offer,
  Content,
}: {
  title: string;
  offer: ReactNode;
  Content: ComponentType<{ teamId: string }>;
}) {
  return function EnterpriseCard({ team }: { team: TeamSettings }) {
    const titleId = useId();
    return (
      <section className="card" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {teamPlan(team).plan.id === 'enterprise' ? <Content teamId={team.id} /> : <p>{offer}</p>}
      </section>
    );
  };
}

/**
 * Creating and revoking a kind of credential (a "Key", a "Token"), one change at a time, each
 * reloading the list at `listKey`: `name` is the new one's, `shown` its secret, once created (shown
 * once, hidden again by a revocation), and `result` says how the last change went.
 */
export function useCredentials(listKey: QueryKey, kind: string) {
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const { busy, result, run: runAction } = useAction('The change could not be made.');

  const run = (change: (client: Client) => Promise<string>) =>
    runAction(async () => {
      const done = await change(await getSupabase());
      await invalidateQueries(listKey);
      return done;
    });

  return {
    kind,
    name,
    setName,
    busy,
    result,
    shown,
    run,
    /** Makes a credential named `name` with `make`, which resolves to its secret. */
    create(make: (client: Client, name: string) => Promise<string>) {
      void run(async (client) => {
        setShown(await make(client, name));
        setName('');
        return `${kind} created. Copy it now: it is not shown again.`;
      });
    },
    revoke(revoked: string, revokeIt: (client: Client) => Promise<void>) {
      setShown(null);
      void run(async (client) => {
        await revokeIt(client);
        return `The ${kind.toLowerCase()} “${revoked}” is revoked.`;
      });
    },
  };
}

/**
 * A new credential's form: its name (the browser requires one, 100 characters at most), `children`
 * (the kind's own fields) and "Create Key" (of its kind), which makes it with `make`.
 */
export function CredentialForm({
  credentials,
  placeholder,
  make,
  children,
}: {
  credentials: ReturnType<typeof useCredentials>;
  placeholder: string;
  make: (client: Client, name: string) => Promise<string>;
  children?: ReactNode;
}) {
  const { kind, name, setName, busy, create } = credentials;
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        create(make);
      }}
    >
      <InputField
        label={`${kind} name`}
        value={name}
        maxLength={100}
        required
        placeholder={placeholder}
        onValue={setName}
      />
      {children}
      <button type="submit" className="button" disabled={busy}>
        Create {kind}
      </button>
    </form>
  );
}

const when = (value: string | null) => (value ? new Date(value).toLocaleString() : 'Never');

interface Credential {
  created_at: string;
  created_by_name: string;
  last_used_at: string | null;
  revoked_at: string | null;
  expires_at?: string | null;
}

function statusOf(credential: Credential): string {
  const { revoked_at, expires_at } = credential;
  if (revoked_at) return `Revoked ${when(revoked_at)}`;
  if (expires_at && Date.parse(expires_at) <= Date.now()) return 'Expired';
  return expires_at ? `Active until ${localDate(expires_at)}` : 'Active';
}

/**
 * A credential's row: its name (`title`, or `name`), `children` (the kind's own cells), when and
 * by whom it was made, its last use, its status and Revoke while it is not revoked yet.
 */
export function CredentialRow({
  credential,
  name,
  title = name,
  busy,
  onRevoke,
  children,
}: {
  credential: Credential;
  name: string;
  title?: ReactNode;
  busy: boolean;
  onRevoke: () => void;
  children?: ReactNode;
}) {
  return (
    <tr>
      <th scope="row">{title}</th>
      {children}
      <td>
        {when(credential.created_at)} by {credential.created_by_name}
      </td>
      <td>{when(credential.last_used_at)}</td>
      <td>{statusOf(credential)}</td>
      <td>
        {credential.revoked_at ? null : (
          <ItemButton small action="Revoke" item={name} disabled={busy} onClick={onRevoke} />
        )}
      </td>
    </tr>
  );
}
