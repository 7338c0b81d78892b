import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormMessage, PasswordField, SubmitButton } from '../../components/form-field';
import { useFieldProblems } from '../../components/use-field-problems';
import { endPendingSignIn } from '../../session/session-lifecycle';
import { getSupabase } from '../../lib/supabase';
import { CodeStep } from '../../components/two-factor/code-step';
import { codeNeeded, signInFactorId, verifyCode } from '../../session/two-factor-data';
import { AuthCard } from '../../components/auth-layout';
import { signInErrorMessage, updatePasswordErrorMessage } from '../../session/auth-error-messages';
import { newPasswordProblems } from './field-rules';
import { useLinkFragment, type LinkFragment } from './link-fragment';

const INVALID_LINK = 'Invalid or expired password reset link. Please request a new one.';
const UPDATED = 'Password updated successfully! Please sign in with your new password.';
/** docs/product.md#reset-password: redirect to sign-in 2 s after the password is updated. */
const REDIRECT_DELAY_MS = 2000;

type LinkState =
  | { state: 'restoring' }
  /**
   * Someone else is signed in here: the link's session replaces theirs only if they say so, or a
   * link sent by someone else would sign them into that person's account (docs/threat-model.md #86).
   */
  | { state: 'other-account'; signedInAs: string; linkFor: string }
  /** The account has an authenticator: only an aal2 session changes the password. */
  | { state: 'needs-code'; email: string }
  | { state: 'ready'; email: string }
  | { state: 'failed'; message: string };

/** A refusal of the account (deactivated, single sign-on only) says so; any other, the link's. */
function failedLink(fragment: LinkFragment): LinkState {
  const refusedAccount =
    fragment.kind === 'error' &&
    (fragment.code === 'user_banned' || fragment.code === 'sso_required');
  return {
    state: 'failed',
    message: refusedAccount ? signInErrorMessage({ code: fragment.code ?? '' }) : INVALID_LINK,
  };
}

function ResetPasswordPage() {
  const navigate = useNavigate();
  const fragment = useLinkFragment();
  const [link, setLink] = useState<LinkState>(
    fragment.kind === 'recovery' ? { state: 'restoring' } : failedLink(fragment),
  );
  const [updated, setUpdated] = useState(false);
  // Set once the person signed in here has agreed to leave their account for the link's.
  const [replaceSession, setReplaceSession] = useState(false);

  useEffect(() => {
    if (fragment.kind !== 'recovery') return;
    let active = true;
    void (async () => {
      try {
        const client = await getSupabase();
        const { data: here } = await client.auth.getSession();
        const signedInAs = here.session?.user;
        if (signedInAs && !replaceSession) {
          const { data: linked, error: linkError } = await client.auth.getUser(
            fragment.accessToken,
          );
          if (!active) return;
          if (linkError || !linked.user) {
            setLink({ state: 'failed', message: INVALID_LINK });
            return;
          }
          if (linked.user.id !== signedInAs.id) {
            setLink({
              state: 'other-account',
              signedInAs: signedInAs.email ?? '',
              linkFor: linked.user.email ?? '',
            });
            return;
          }
        }
        if (signedInAs && replaceSession) await client.auth.signOut({ scope: 'local' });
        const { data, error: sessionError } = await client.auth.setSession({
          access_token: fragment.accessToken,
          refresh_token: fragment.refreshToken,
        });
        if (!active) return;
        if (sessionError || !data.session) {
          setLink({
            state: 'failed',
            message: 'Unable to restore session. Please request a new password reset link.',
          });
          return;
        }
        const needsCode = await codeNeeded(client);
        const email = data.session.user.email ?? '';
        if (active) setLink(needsCode ? { state: 'needs-code', email } : { state: 'ready', email });
      } catch {
        if (active)
          setLink({
            state: 'failed',
            message: 'Something went wrong restoring your session. Please try again.',
          });
      }
    })();
    return () => {
      active = false;
    };
  }, [fragment, replaceSession]);

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(
      () => navigate('/signin', { replace: true, state: { message: UPDATED } }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [updated, navigate]);

  async function updatePassword(password: string): Promise<string | null> {
    try {
      const client = await getSupabase();
      const { error: updateError } = await client.auth.updateUser({ password });
      if (updateError) return updatePasswordErrorMessage(updateError);
      // The recovery session has done its job; the user signs in again with the new password.
      await client.auth.signOut({ scope: 'local' });
      setUpdated(true);
      return null;
    } catch {
      return updatePasswordErrorMessage({});
    }
  }

  if (link.state === 'needs-code') {
    return (
      <CodeStep
        onCode={async (code) => {
          const client = await getSupabase();
          await verifyCode(client, await signInFactorId(client), code);
          setLink({ state: 'ready', email: link.email });
        }}
        onCancel={() =>
          void endPendingSignIn().finally(() => navigate('/signin', { replace: true }))
        }
      />
    );
  }

  if (link.state === 'other-account') {
    return (
      <AuthCard title="Reset Password">
        <p>
          You are signed in as {link.signedInAs}. This link sets a new password for {link.linkFor}.
        </p>
        <p>If you did not ask for it, stay signed in: someone else may have sent it to you.</p>
        <div className="form-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => navigate('/library', { replace: true })}
          >
            Stay signed in
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setLink({ state: 'restoring' });
              setReplaceSession(true);
            }}
          >
            Sign out and continue
          </button>
        </div>
      </AuthCard>
    );
  }

  if (link.state === 'failed') {
    return (
      <AuthCard title="Reset Password">
        <FormMessage kind="error">{link.message}</FormMessage>
        <Link to="/signin">Back to Sign In</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set a New Password">
      {link.state === 'ready' && link.email ? <p>For {link.email}.</p> : null}
      {updated ? <FormMessage kind="success">{UPDATED}</FormMessage> : null}
      <NewPasswordForm disabled={updated || link.state === 'restoring'} onUpdate={updatePassword} />
    </AuthCard>
  );
}

/** The new password twice; `onUpdate` answers the error to show, or null once it is changed. */
export function NewPasswordForm({
  disabled,
  onUpdate,
}: {
  disabled: boolean;
  onUpdate: (password: string) => Promise<string | null>;
}) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, check, bind } = useFieldProblems<'password' | 'confirmPassword'>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!check(newPasswordProblems(password, confirmPassword))) return;
    setBusy(true);
    setError(await onUpdate(password));
    setBusy(false);
  }

  return (
    <form className="form" onSubmit={submit} noValidate ref={formRef}>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        {...bind('password', password, setPassword)}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        {...bind('confirmPassword', confirmPassword, setConfirmPassword)}
      />
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <SubmitButton busy={busy} busyLabel="Updating..." disabled={disabled}>
        Update Password
      </SubmitButton>
    </form>
  );
}

export { ResetPasswordPage as Component };
