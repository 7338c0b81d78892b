import { Link, Navigate, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen';
import { useSession } from '../../session/session';
import { FormMessage } from '../../components/form-field';
import { useQuery } from '../../lib/use-query';
import { authKeys } from './keys';
import { AccountForm, CheckYourEmail, useAccountForm } from './account-form';
import { AuthCard } from '../../components/auth-layout';
import { getTeamNameForInvite } from '../../session/auth-data';
import { savePendingMemberSignup } from '../../session/pending-records';

const blank = { fullName: '', email: '', password: '', confirmPassword: '' };

function JoinTeamPage() {
  const { session } = useSession();
  const { '*': inviteCode = '' } = useParams();
  const team = useQuery(authKeys.inviteTeamName(inviteCode), (client, signal) =>
    getTeamNameForInvite(client, inviteCode, signal),
  );

  if (session.status === 'signed-in') return <Navigate to="/library" replace />;
  if (team.state === 'loading' || session.status === 'loading') return <LoadingScreen />;
  if (team.state === 'error' || team.data === null) {
    return (
      <AuthCard title="Join a Team">
        <FormMessage kind="error">
          {team.state === 'error' ? 'Invalid invite link' : 'Team not found'}
        </FormMessage>
        <p>Ask your team admin for a new invite link.</p>
        <Link to="/">Back to Home</Link>
      </AuthCard>
    );
  }

  return <JoinTeamForm teamName={team.data} inviteCode={inviteCode} />;
}

/** The account form of an invite link to `teamName`, then the email to confirm. */
export function JoinTeamForm({ teamName, inviteCode }: { teamName: string; inviteCode: string }) {
  const account = useAccountForm(blank, {
    metadata: (form) => ({ full_name: form.fullName.trim(), invite_code: inviteCode }),
    onCreated: (form) => savePendingMemberSignup({ fullName: form.fullName.trim(), inviteCode }),
    // docs/product.md#error-messages: the join page shows the already-registered text, other errors
    // as they come.
    failureMessage: (failure) => failure?.message || 'Failed to join team',
  });

  if (account.created) {
    return (
      <CheckYourEmail
        email={account.values.email.trim()}
        next={`start your training with ${teamName}`}
      />
    );
  }

  return (
    <AuthCard title={`Join ${teamName}`}>
      <p>Create your account to join your team’s security training.</p>
      <AccountForm form={account} submitLabel="Create Account & Join Team" />
      <p>
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
    </AuthCard>
  );
}

export { JoinTeamPage as Component };
