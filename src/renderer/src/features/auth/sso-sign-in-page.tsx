// "Sign in with SSO" (docs/decisions.md SSO1), /signin/sso: the work email picks the identity
// provider, which sends the person back to /sso-callback (./sso-callback-page.tsx).
import { useEffect, useState, type FormEvent } from 'react';
import { AppLink } from '../../navigation/navigation';
import { emailProblem, fieldProblems } from '../../components/field-problems';
import { EmailField, FormMessage, SubmitButton } from '../../components/form-field';
import { useFieldProblems } from '../../components/use-field-problems';
import { useHydrated } from '../../components/use-hydrated';
import { AuthCard } from '../../components/auth-layout';
import { UserFacingError } from '../../session/auth-data';
import {
  SSO_CALLBACK_PATH,
  enabledOAuthProviders,
  startOAuthSignIn,
  startSsoSignIn,
  type OAuthProvider,
} from '../../session/sso';

const PROVIDER_NAMES: Record<OAuthProvider, string> = {
  google: 'Continue with Google',
  azure: 'Continue with Microsoft',
};

function SsoSignInPage() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, check, bind } = useFieldProblems<'email'>();
  // Google Workspace and Microsoft Entra, where the auth server has them turned on.
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  useEffect(() => {
    void enabledOAuthProviders().then(setProviders, () => setProviders([]));
  }, []);

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
        <EmailField label="Work email" required {...bind('email', email, setEmail)} />
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <SubmitButton busy={busy} busyLabel="Redirecting..." disabled={!hydrated}>
          Continue
        </SubmitButton>
      </form>
      {providers.map((provider) => (
        <p key={provider}>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy || !hydrated}
            onClick={() => {
              setError(null);
              void startOAuthSignIn(provider).catch((failure: unknown) =>
                setError(
                  failure instanceof UserFacingError ? failure.message : 'Please try again.',
                ),
              );
            }}
          >
            {PROVIDER_NAMES[provider]}
          </button>
        </p>
      ))}
      <p>
        <AppLink to="/signin">Sign in with a password</AppLink>
      </p>
    </AuthCard>
  );
}

export { SsoSignInPage as Component };
