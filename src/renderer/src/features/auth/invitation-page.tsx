// /invitation/<token> (docs/decisions.md SC1): the page an invitation email links to. It names
// the team and the inviter; someone new creates their account here (the invitation makes them a
// member at their first sign-in), someone signed in with the invited address joins at once.
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen';
import { useSession } from '../../session/session';
import { FormMessage, StartButton } from '../../components/form-field';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { authKeys } from './keys';
import { AccountForm, CheckYourEmail, useAccountForm } from './account-form';
import { AuthCard } from '../../components/auth-layout';
import { acceptInvitation, loadProfile } from '../../session/auth-data';
import { savePendingInvitation } from '../../session/pending-records';
import { answer } from '../../lib/answer';

async function invitationDetails(token: string, signal: AbortSignal) {
  const client = await getSupabase();
  const data = await answer(client.rpc('invitation_details', { token }).abortSignal(signal));
  return data[0] ?? null;
}

function InvitationPage() {
  const { session, signedIn } = useSession();
  const { token = '' } = useParams();
  const invitation = useQuery(authKeys.invitation(token), (_client, signal) =>
    invitationDetails(token, signal),
  );
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (invitation.state === 'loading' || session.status === 'loading') return <LoadingScreen />;
  const details = invitation.state === 'ready' ? invitation.data : null;
  if (!details) {
    return (
      <AuthCard title="Invitation">
        <FormMessage kind="error">
          This invitation has expired or was revoked. Ask your admin for a new one.
        </FormMessage>
        <Link to="/">Back to Home</Link>
      </AuthCard>
    );
  }
  const intro = `${details.inviter_name} invited you (${details.email}) to join ${details.team_name} on ComplyReady.`;

  if (session.status === 'signed-in') {
    if (session.profile.team_id && !joining && !failure) {
      return <Navigate to="/library" replace />;
    }
    const join = async () => {
      setJoining(true);
      setFailure(null);
      try {
        const client = await getSupabase();
        await acceptInvitation(client, token, null);
        const profile = await loadProfile(client, session.profile.id);
        if (profile) signedIn(profile);
      } catch (problem) {
        setFailure(
          problem instanceof Error ? problem.message : 'The invitation could not be used.',
        );
        setJoining(false);
      }
    };
    return (
      <AuthCard title={`Join ${details.team_name}`}>
        <p>{intro}</p>
        <StartButton busy={joining} busyLabel="Joining..." error={failure} onStart={join}>
          {`Join ${details.team_name}`}
        </StartButton>
      </AuthCard>
    );
  }

  return (
    <InvitationForm
      teamName={details.team_name}
      email={details.email}
      fullName={details.full_name ?? ''}
      intro={intro}
      token={token}
    />
  );
}

/** Someone new to the invited address: the account form, then the email to confirm. */
export function InvitationForm({
  teamName,
  email,
  fullName = '',
  intro,
  token,
}: {
  teamName: string;
  email: string;
  /** The name the admin gave with the address, if any. */
  fullName?: string;
  intro: string;
  token: string;
}) {
  // The invited address and name are filled in: the invitation is for them (either can be
  // changed).
  const account = useAccountForm(
    { fullName, email, password: '', confirmPassword: '' },
    {
      metadata: (form) => ({ full_name: form.fullName.trim(), invitation: token }),
      onCreated: (form) => savePendingInvitation({ fullName: form.fullName.trim(), token }),
      failureMessage: (problem) => problem?.message || 'Failed to create your account',
    },
  );

  if (account.created) {
    return <CheckYourEmail email={account.values.email.trim()} next={`join ${teamName}`} />;
  }

  return (
    <AuthCard title={`Join ${teamName}`}>
      <p>{intro}</p>
      <p>Create your account with {email} to accept.</p>
      <AccountForm form={account} submitLabel="Create Account & Join Team" />
      <p>
        Already have an account?{' '}
        <Link to={`/signin?redirect=${encodeURIComponent(`/invitation/${token}`)}`}>Sign in</Link>
      </p>
    </AuthCard>
  );
}

export { InvitationPage as Component };
