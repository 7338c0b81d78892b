import { AppLink, Redirect } from '../../app/navigation';
import { useSession } from '../../app/session';
import { FormMessage, InputField } from '../../components/form-field';
import { useHydrated } from '../../components/use-hydrated';
import { Island } from '../../islands/island';
import { AccountFields, useAccountForm } from './account-form';
import { AuthCard } from './auth-layout';
import { signUpErrorMessage } from './error-messages';
import { savePendingSignup } from './pending-records';
import { homeFor } from './return-path';

const blank = { fullName: '', email: '', companyName: '', password: '', confirmPassword: '' };

/** docs/product.md#create-your-team. The island of the sign-up page. */
export function SignUpScreen() {
  const hydrated = useHydrated();
  const { session } = useSession();
  const { field, formRef, busy, error, created, submit } = useAccountForm(blank, {
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

  if (session.status === 'signed-in') return <Redirect to={homeFor(session.profile.role)} />;

  if (created) {
    return (
      <AuthCard title="Account Created Successfully">
        <p role="status">
          Please check your email for a confirmation link. Once you have confirmed your address,
          sign in to open your team dashboard.
        </p>
        <AppLink className="button button-primary" to="/signin">
          Return to Sign In
        </AppLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create Your Team">
      <p>Sign up as your company’s administrator. You will get an invite link for your team.</p>
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
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
        Already have an account? <AppLink to="/signin">Sign in</AppLink>
      </p>
    </AuthCard>
  );
}

function SignUpPage() {
  return <Island name="sign-up" component={SignUpScreen} props={{}} />;
}

export { SignUpPage as Component };
