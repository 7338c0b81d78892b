import { useState, type FormEvent } from 'react';
import { platform } from '#platform';
import { AppLink, Redirect, usePageNavigation } from '../../navigation/navigation';
import { useSession } from '../../session/session';
import type { Profile } from '../../session/session-types';
import { FIELD_MESSAGES, emailProblem, fieldProblems } from '../../components/field-problems';
import { EmailField, FormMessage, PasswordField, SubmitButton } from '../../components/form-field';
import { useFieldProblems } from '../../components/use-field-problems';
import { useHydrated } from '../../components/use-hydrated';
import { Island } from '../../islands/island';
import { getSupabase } from '../../lib/supabase';
import { AccountUnavailable } from '../../components/account-unavailable';
import { CodeStep } from '../../components/two-factor/code-step';
import {
  MissingDetails,
  ProfileUnavailable,
  UserFacingError,
  signInWithCode,
  signInWithPassword,
  signInWithRecoveryCode,
} from '../../session/auth-data';
import { AuthCard } from '../../components/auth-layout';
import { SIGN_IN_ERRORS, resetRequestErrorMessage } from '../../session/auth-error-messages';
import { FinishAccount } from './finish-account';
import { useLinkFragment } from './link-fragment';
import { landingPath } from '../../session/return-path';

const RESET_SENT =
  "If an account exists with this email, you'll receive a password reset link shortly. Please check your email.";

function PasswordResetRequest({ onBack }: { onBack: () => void }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const { formRef, check, bind } = useFieldProblems<'email'>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    if (!check(fieldProblems({ email: emailProblem(email) }))) return;
    setBusy(true);
    try {
      const client = await getSupabase();
      const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
        redirectTo: platform.authRedirectUrl('/reset-password'),
      });
      setResult(
        error
          ? { kind: 'error', text: resetRequestErrorMessage(error) }
          : { kind: 'success', text: RESET_SENT },
      );
    } catch {
      setResult({ kind: 'error', text: resetRequestErrorMessage({}) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Reset Your Password">
      <p>
        Enter the email address you signed up with and we will send you a link to set a new
        password.
      </p>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <EmailField label="Email" required {...bind('email', email, setEmail)} />
        {result ? <FormMessage kind={result.kind}>{result.text}</FormMessage> : null}
        <SubmitButton busy={busy} busyLabel="Sending..." disabled={!hydrated}>
          Send Password Reset Link
        </SubmitButton>
      </form>
      <p>
        <button type="button" className="link-button" onClick={onBack}>
          Back to Sign In
        </button>
      </p>
    </AuthCard>
  );
}

/** docs/product.md#validation: both fields are needed, the email as an address. */
export const signInProblems = (email: string, password: string) =>
  fieldProblems({
    email: emailProblem(email),
    password: password === '' ? FIELD_MESSAGES.password : undefined,
  });

/**
 * docs/product.md#sign-in: the form, the password-reset request and, for an account whose details
 * are missing, the form that asks for them. The island of the sign-in page.
 */
export function SignInScreen() {
  const hydrated = useHydrated();
  const { session, signedIn, profileUnavailable, codeNeeded, cancelSignIn } = useSession();
  const navigation = usePageNavigation();
  // A confirmation link lands here with its outcome in the fragment.
  const linkOutcome = useLinkFragment();
  const passedMessage = (navigation.state as { message?: string } | null)?.message;
  const [mode, setMode] = useState<'sign-in' | 'reset'>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<MissingDetails | null>(null);
  const [recovered, setRecovered] = useState(false);
  const { formRef, check, bind } = useFieldProblems<'email' | 'password'>();

  const returnPath = new URLSearchParams(navigation.search()).get('redirect');
  // After a recovery code the lost authenticator is gone: the account page sets up a new one.
  if (session.status === 'signed-in' && recovered) return <Redirect to="/account" />;
  if (session.status === 'signed-in') {
    return <Redirect to={landingPath(returnPath, session.profile.role, window.location.origin)} />;
  }
  if (session.status === 'unavailable') return <AccountUnavailable />;
  if (mode === 'reset') return <PasswordResetRequest onBack={() => setMode('sign-in')} />;

  const finish = (profile: Profile) => {
    signedIn(profile);
    navigation.go(landingPath(returnPath, profile.role, window.location.origin), {
      replace: true,
    });
  };
  if (missing) return <FinishAccount missing={missing} onFinished={finish} />;

  /** Failures of either step that leave the sign-in form: the rest are shown where they are. */
  const leftTheForm = (failure: unknown) => {
    if (failure instanceof MissingDetails) setMissing(failure);
    else if (failure instanceof ProfileUnavailable) profileUnavailable();
    else return false;
    return true;
  };

  // docs/product.md#two-factor-sign-in: the account's authenticator code comes next.
  if (session.status === 'needs-code') {
    return (
      <CodeStep
        onCode={async (code) => {
          try {
            finish(await signInWithCode(code));
          } catch (failure) {
            if (!leftTheForm(failure)) throw failure;
          }
        }}
        onRecoveryCode={async (code) => {
          try {
            const profile = await signInWithRecoveryCode(code);
            setRecovered(true);
            signedIn(profile);
          } catch (failure) {
            if (!leftTheForm(failure)) throw failure;
          }
        }}
        otherError={(failure) =>
          failure instanceof UserFacingError ? failure.message : SIGN_IN_ERRORS.other
        }
        onCancel={() => void cancelSignIn()}
      />
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!check(signInProblems(email, password))) return;
    setBusy(true);
    try {
      const outcome = await signInWithPassword(email, password);
      if (outcome.kind === 'needs-code') {
        setPassword('');
        setBusy(false);
        codeNeeded();
        return;
      }
      finish(outcome.profile);
    } catch (failure) {
      if (!leftTheForm(failure)) {
        setError(failure instanceof UserFacingError ? failure.message : SIGN_IN_ERRORS.other);
      }
      setBusy(false);
    }
  }

  const greenMessage =
    passedMessage ??
    (session.status === 'signed-out' ? session.notice : undefined) ??
    (linkOutcome.kind === 'confirmed' ? 'Your email is confirmed. Please sign in.' : undefined);

  return (
    <AuthCard title="Sign In">
      {greenMessage ? <FormMessage kind="success">{greenMessage}</FormMessage> : null}
      {linkOutcome.kind === 'error' ? (
        <FormMessage kind="error">{linkOutcome.message}</FormMessage>
      ) : null}
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <EmailField label="Email" required {...bind('email', email, setEmail)} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...bind('password', password, setPassword)}
        />
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <SubmitButton busy={busy} busyLabel="Signing In..." disabled={!hydrated}>
          Sign In
        </SubmitButton>
      </form>
      <p>
        <button type="button" className="link-button" onClick={() => setMode('reset')}>
          Forgot password?
        </button>
      </p>
      <p>
        <AppLink to="/signin/sso">Sign in with SSO</AppLink>
      </p>
      <p>
        Don&apos;t have an account? <AppLink to="/signup">Create your team</AppLink>
      </p>
    </AuthCard>
  );
}

function SignInPage() {
  return <Island name="sign-in" component={SignInScreen} props={{}} />;
}

export { SignInPage as Component };
