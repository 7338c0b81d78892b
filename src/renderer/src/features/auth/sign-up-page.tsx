import { AppLink, Redirect, usePageNavigation } from '../../navigation/navigation';
import { useSession } from '../../session/session';
import { InputField } from '../../components/form-field';
import { useHydrated } from '../../components/use-hydrated';
import { Island } from '../../islands/island';
import { AccountForm, useAccountForm } from './account-form';
import { AuthCard } from '../../components/auth-layout';
import { signUpErrorMessage } from '../../session/auth-error-messages';
import { savePendingSignup } from '../../session/pending-records';
import { isTeamAdminRole } from '@shared/roles';
import { buyPlanPath, planAskedFor, signInThenBuy } from '../../lib/team/buy-plan';
import { homeFor } from '../../session/return-path';

const blank = { fullName: '', email: '', companyName: '', password: '', confirmPassword: '' };

/** docs/product.md#create-your-team. The island of the sign-up page. */
export function SignUpScreen() {
  const hydrated = useHydrated();
  const { session } = useSession();
  // From Pricing's paid "Get Started": after confirming and signing in, on to buy the plan.
  const plan = planAskedFor(usePageNavigation().search(), 'plan');
  const signInPath = plan ? signInThenBuy(plan) : '/signin';
  const account = useAccountForm(blank, {
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
    confirmedPath: signInPath,
  });

  if (session.status === 'signed-in') {
    const role = session.profile.role;
    return <Redirect to={plan && isTeamAdminRole(role) ? buyPlanPath(plan) : homeFor(role)} />;
  }

  if (account.created) {
    return (
      <AuthCard title="Account Created Successfully">
        <p role="status">
          Please check your email for a confirmation link. Once you have confirmed your address,
          sign in to open your team dashboard.
        </p>
        <AppLink className="button button-primary" to={signInPath}>
          Return to Sign In
        </AppLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create Your Team">
      <p>Sign up as your company’s administrator. You will get an invite link for your team.</p>
      <AccountForm form={account} submitLabel="Create Team Account" disabled={!hydrated}>
        <InputField
          label="Company Name"
          autoComplete="organization"
          required
          {...account.field('companyName')}
        />
      </AccountForm>
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
