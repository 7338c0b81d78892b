import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../app/loading-screen';
import { useSession } from '../../app/session';
import { FormMessage, InputField } from '../../components/form-field';
import { getSupabase } from '../../lib/supabase';
import { AuthCard } from './auth-layout';
import { createAccount } from './auth-api';
import { ALREADY_REGISTERED, passwordProblem } from './error-messages';
import { savePendingMemberSignup } from './pending-records';
import { useFormValues } from './use-form-values';

type TeamLookup =
  { state: 'loading' } | { state: 'found'; name: string } | { state: 'failed'; message: string };

/** Decision F3: anonymous visitors learn only the team's name, through a function. */
async function lookUpTeam(inviteCode: string): Promise<TeamLookup> {
  try {
    const client = await getSupabase();
    const { data, error } = await client.rpc('team_name_for_invite', { invite_code: inviteCode });
    if (error) return { state: 'failed', message: 'Invalid invite link' };
    if (typeof data !== 'string' || data === '')
      return { state: 'failed', message: 'Team not found' };
    return { state: 'found', name: data };
  } catch {
    return { state: 'failed', message: 'Invalid invite link' };
  }
}

const blank = { fullName: '', email: '', password: '', confirmPassword: '' };

function JoinTeamPage() {
  const { session } = useSession();
  const { '*': inviteCode = '' } = useParams();
  const [team, setTeam] = useState<TeamLookup>({ state: 'loading' });
  const { values, field } = useFormValues(blank);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);

  useEffect(() => {
    let active = true;
    void lookUpTeam(inviteCode).then((result) => active && setTeam(result));
    return () => {
      active = false;
    };
  }, [inviteCode]);

  if (session.status === 'signed-in') return <Navigate to="/library" replace />;
  if (team.state === 'loading' || session.status === 'loading') return <LoadingScreen />;
  if (team.state === 'failed') {
    return (
      <AuthCard title="Join a Team">
        <FormMessage kind="error">{team.message}</FormMessage>
        <p>Ask your team admin for a new invite link.</p>
        <Link to="/">Back to Home</Link>
      </AuthCard>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passwordProblem(values.password, values.confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const fullName = values.fullName.trim();
      const outcome = await createAccount(values.email, values.password, {
        full_name: fullName,
        invite_code: inviteCode,
      });
      if (outcome.kind === 'created') {
        savePendingMemberSignup({ fullName, inviteCode });
        setJoined(true);
      } else {
        // Spec §8: the join page shows the already-registered text, other errors as they come.
        setError(
          outcome.kind === 'failed'
            ? outcome.error.message || 'Failed to join team'
            : ALREADY_REGISTERED,
        );
      }
    } catch {
      setError('Failed to join team');
    } finally {
      setBusy(false);
    }
  }

  if (joined) {
    return (
      <AuthCard title="Check Your Email">
        <p role="status">
          We sent a confirmation link to {values.email.trim()}. Confirm your address, then sign in
          to start your training with {team.name}.
        </p>
        <Link className="button button-primary" to="/signin">
          Go to Sign In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={`Join ${team.name}`}>
      <p>Create your account to join your team’s security training.</p>
      <form className="form" onSubmit={submit}>
        <InputField label="Full Name" autoComplete="name" required {...field('fullName')} />
        <InputField
          label="Work Email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <InputField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <InputField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? 'Creating Account...' : 'Create Account & Join Team'}
        </button>
      </form>
      <p>
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
    </AuthCard>
  );
}

export { JoinTeamPage as Component };
