// Your Account: who you are, two-factor sign-in, your team, and leaving it (docs/decisions.md M1,
// TF1).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RequireSession } from '../../session/guards';
import { useSession } from '../../session/session';
import type { Profile } from '../../session/session-types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { teamKeys } from '../../lib/team/keys';
import { loadProfile } from '../../session/auth-data';
import { getTeamSettings, leaveTeam } from '../../lib/team/data';
import { TwoFactorSection } from '../../components/two-factor/two-factor-section';

function AccountPage() {
  return <RequireSession>{(profile) => <Account me={profile} />}</RequireSession>;
}

function Account({ me }: { me: Profile }) {
  return (
    <div className="container narrow">
      <PageHeader title="Your Account" />
      <dl className="details-list">
        <dt>Full Name</dt>
        <dd>{me.full_name}</dd>
        <dt>Email</dt>
        <dd>{me.email}</dd>
      </dl>
      <TwoFactorSection me={me} />
      {me.team_id ? (
        <TeamMembership me={me} teamId={me.team_id} />
      ) : (
        <p>You are not in a team. To join one, open the invite link your team admin sends you.</p>
      )}
    </div>
  );
}

function TeamMembership({ me, teamId }: { me: Profile; teamId: string }) {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const team = useQuery(teamKeys.settings(teamId), (client, signal) =>
    getTeamSettings(client, teamId, signal),
  );
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (team.state === 'loading') return <p role="status">Loading team data...</p>;
  if (team.state === 'error')
    return <FormMessage kind="error">Failed to load team data</FormMessage>;
  const { name, owner_id } = team.data;

  async function leave() {
    setBusy(true);
    setRefusal(null);
    try {
      const client = await getSupabase();
      await leaveTeam(client);
      const profile = await loadProfile(client, me.id);
      if (profile) signedIn(profile);
      navigate('/library', { replace: true });
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'You could not leave the team.');
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="team-title">
      <h2 id="team-title">Team</h2>
      <p>You are in {name}.</p>
      {owner_id === me.id ? (
        <p className="hint">
          As the team owner you cannot leave it. Transfer ownership to another admin first
          (Dashboard → Members).
        </p>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          Leave Team
        </button>
      )}
      {open ? (
        <ConfirmDialog
          title={`Leave ${name}?`}
          confirmLabel="Leave Team"
          busy={busy}
          error={refusal}
          onConfirm={() => void leave()}
          onCancel={() => setOpen(false)}
        >
          <p>
            You keep your account. Your training progress stays with {name} as “Former member”; to
            come back, you need a new invite link.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

export { AccountPage as Component };
