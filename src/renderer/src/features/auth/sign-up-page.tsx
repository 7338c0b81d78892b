import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { useHydrated } from '../../components/use-hydrated';
import { FormMessage, InputField } from '../../components/form-field';
import { createAccount } from './auth-api';
import { AuthCard } from './auth-layout';
import { ALREADY_REGISTERED, passwordProblem, signUpErrorMessage } from './error-messages';
import { savePendingSignup } from './pending-records';
import { homeFor } from './return-path';
import { useFormValues } from './use-form-values';

const blank = { fullName: '', email: '', companyName: '', password: '', confirmPassword: '' };

function SignUpPage() {
  const hydrated = useHydrated();
  const { session } = useSession();
  const { values, field } = useFormValues(blank);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);

  if (session.status === 'signed-in')
    return <Navigate to={homeFor(session.profile.role)} replace />;

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
      const companyName = values.companyName.trim();
      const outcome = await createAccount(values.email, values.password, {
        full_name: fullName,
        company_name: companyName,
      });
      if (outcome.kind === 'created') {
        savePendingSignup({ fullName, companyName });
        setCreated(true);
      } else {
        setError(
          outcome.kind === 'failed' ? signUpErrorMessage(outcome.error) : ALREADY_REGISTERED,
        );
      }
    } catch {
      setError(signUpErrorMessage({}));
    } finally {
      setBusy(false);
    }
  }

  if (created) {
    return (
      <AuthCard title="Account Created Successfully">
        <p role="status">
          Please check your email for a confirmation link. Once you have confirmed your address,
          sign in to open your team dashboard.
        </p>
        <Link className="button button-primary" to="/signin">
          Return to Sign In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create Your Team">
      <p>Sign up as your company’s administrator. You will get an invite link for your team.</p>
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
          label="Company Name"
          autoComplete="organization"
          required
          {...field('companyName')}
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
        <button className="button button-primary" type="submit" disabled={busy || !hydrated}>
          {busy ? 'Creating Account...' : 'Create Team Account'}
        </button>
      </form>
      <p>
        Already have an account? <Link to="/signin">Sign in</Link>
      </p>
    </AuthCard>
  );
}

export { SignUpPage as Component };
