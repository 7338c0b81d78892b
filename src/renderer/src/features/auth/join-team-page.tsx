import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { platform } from '#platform';
import { LoadingScreen } from '../../app/loading-screen';
import { useSession } from '../../app/session';
import { FormMessage, InputField } from '../../components/form-field';
import { getSupabase } from '../../lib/supabase';
import { AuthCard } from './auth-layout';
import { ALREADY_REGISTERED, passwordProblem, signUpErrorMessage } from './error-messages';
import { savePendingMemberSignup } from './pending-records';

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
  const [values, setValues] = useState(blank);
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

  const field = (name: keyof typeof blank) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

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
      const client = await getSupabase();
      const fullName = values.fullName.trim();
      const { data, error: signUpError } = await client.auth.signUp({
        email: values.email.trim(),
        password: values.password,
        options: {
          data: { full_name: fullName, invite_code: inviteCode },
          emailRedirectTo: platform.authRedirectUrl('/signin'),
        },
      });
      if (signUpError) {
        const message = signUpErrorMessage(signUpError);
        setError(
          message === ALREADY_REGISTERED ? message : signUpError.message || 'Failed to join team',
        );
      } else if (data.user?.identities?.length === 0) setError(ALREADY_REGISTERED);
      else {
        savePendingMemberSignup({ fullName, inviteCode });
        setJoined(true);
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
