import { Link, Navigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { useHydrated } from '../../components/use-hydrated';
import { FormMessage, InputField } from '../../components/form-field';
import { AccountFields, useAccountForm } from './account-form';
import { AuthCard } from './auth-layout';
import { signUpErrorMessage } from './error-messages';
import { savePendingSignup } from './pending-records';
import { homeFor } from './return-path';

const blank = { fullName: '', email: '', companyName: '', password: '', confirmPassword: '' };

function SignUpPage() {
  const hydrated = useHydrated();
  const { session } = useSession();
  const { field, busy, error, created, submit } = useAccountForm(blank, {
    metadata: (values) => ({
      full_name: values.fullName.trim(),
      company_name: values.companyName.trim(),
    }),
    onCreated: (values) =>
      savePendingSignup({
        fullName: values.fullName.trim(),
        companyName: values.companyName.trim(),
      }),
    failureMessage: (failure) => signUpErrorMessage(failure ?? {}),
  });

  if (session.status === 'signed-in')
    return <Navigate to={homeFor(session.profile.role)} replace />;

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
        <AccountFields field={field}>
          <InputField
            label="Company Name"
            autoComplete="organization"
            required
            {...field('companyName')}
          />
        </AccountFields>
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
