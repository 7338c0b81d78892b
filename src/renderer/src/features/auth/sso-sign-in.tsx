// "Sign in with SSO" (docs/decisions.md SSO1): the work email picks the identity provider; the
// provider sends the person back to /sso-callback, which keeps the session, lets the database make
// a first-time person a member of the provider's team, and finishes the sign-in like a password.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AppLink, usePageNavigation } from '../../app/navigation';
import { useSession } from '../../app/session';
import type { Profile } from '../../app/session-types';
import { emailProblem, fieldProblems } from '../../components/field-problems';
import { FormMessage, InputField } from '../../components/form-field';
import { useFieldProblems } from '../../components/use-field-problems';
import { useHydrated } from '../../components/use-hydrated';
import { getSupabase } from '../../lib/supabase';
import { AuthCard } from './auth-layout';
import { MissingDetails, UserFacingError, completeSignIn } from './data';
import { FinishAccount } from './finish-account';
import { landingPath } from './return-path';
import { finishSsoSignIn, ssoErrorOf, ssoSessionOf, startSsoSignIn } from './sso';

/** Where identity providers send people back to (an allowed redirect of the auth server). */
export const SSO_CALLBACK_PATH = '/sso-callback';

export function SsoSignIn({ onBack }: { onBack: () => void }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, problems, check, clear } = useFieldProblems<'email'>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!check(fieldProblems({ email: emailProblem(email) }))) return;
    setBusy(true);
    try {
      await startSsoSignIn({ email }, SSO_CALLBACK_PATH);
    } catch (failure) {
      setError(failure instanceof UserFacingError ? failure.message : 'Please try again.');
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign In with SSO">
      <p>Enter your work email. We will send you to your organisation&apos;s sign-in page.</p>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
        <InputField
          label="Work email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={problems.email}
          onChange={(event) => {
            clear('email');
            setEmail(event.target.value);
          }}
        />
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <button className="button button-primary" type="submit" disabled={busy || !hydrated}>
          {busy ? 'Redirecting...' : 'Continue'}
        </button>
      </form>
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          Sign in with a password
        </button>
      </p>
    </AuthCard>
  );
}

function SsoCallbackPage() {
  const { signedIn } = useSession();
  const navigation = usePageNavigation();
  // What the provider sent back, read once from the fragment (a pure read; cleared below).
  const [arrival] = useState(() => {
    const hash = typeof window === 'undefined' ? '' : window.location.hash;
    return { refusal: ssoErrorOf(hash), session: ssoSessionOf(hash) };
  });
  const [failure, setFailure] = useState<string | null>(
    arrival.refusal ?? (arrival.session ? null : 'The sign-in did not finish. Please try again.'),
  );
  const [missing, setMissing] = useState<MissingDetails | null>(null);
  const started = useRef(false);

  const finish = (profile: Profile) => {
    signedIn(profile);
    navigation.go(landingPath(null, profile.role, window.location.origin), { replace: true });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The tokens leave the address bar and history at once (docs/threat-model.md #12).
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const { refusal, session } = arrival;
    if (refusal || !session) return;
    void (async () => {
      try {
        const client = await getSupabase();
        finish(await completeSignIn(client, await finishSsoSignIn(client, session)));
      } catch (error) {
        if (error instanceof MissingDetails) setMissing(error);
        else {
          setFailure(
            error instanceof UserFacingError ? error.message : 'Single sign-on did not work.',
          );
        }
      }
    })();
    // Runs once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (missing) return <FinishAccount missing={missing} onFinished={finish} />;
  return (
    <AuthCard title="Signing In">
      {failure ? (
        <>
          <FormMessage kind="error">{failure}</FormMessage>
          <p>
            <AppLink to="/signin">Back to Sign In</AppLink>
          </p>
        </>
      ) : (
        <p role="status">Signing you in...</p>
      )}
    </AuthCard>
  );
}

export { SsoCallbackPage as Component };
