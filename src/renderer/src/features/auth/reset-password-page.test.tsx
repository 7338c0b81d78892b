// docs/product.md#reset-password: the page reads the link's tokens once, drops them from the
// address (docs/threat-model.md #12), and offers the form only once the session is restored.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldProblems, fillFields } from '../../testing/fields';
import { renderScreen } from '../../testing/render';
import { NewPasswordForm, Component as ResetPasswordPage } from './reset-password-page';

describe('Reset password', () => {
  it('refuses a link without both tokens', () => {
    window.history.replaceState(null, '', '/reset-password#access_token=only-one');
    renderScreen(<ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid or expired password reset link. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('says why a link refused the account: deactivated, or single sign-on only', () => {
    for (const [code, text] of [
      [
        'user_banned',
        'Your account has been deactivated. Ask an admin of your team to reactivate it.',
      ],
      ['sso_required', 'Your team signs in with single sign-on. Use "Sign in with SSO".'],
      ['otp_expired', 'Invalid or expired password reset link. Please request a new one.'],
    ]) {
      window.history.replaceState(
        null,
        '',
        `/reset-password#error=access_denied&error_code=${code}&error_description=x`,
      );
      const { unmount } = renderScreen(<ResetPasswordPage />);
      expect(screen.getByRole('alert')).toHaveTextContent(text!);
      unmount();
    }
  });

  it('takes the tokens out of the address and keeps Update Password off until the session is back', async () => {
    window.history.replaceState(
      null,
      '',
      '/reset-password#access_token=a&refresh_token=b&type=recovery',
    );
    renderScreen(<ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Set a New Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toBeRequired();
    expect(screen.getByLabelText('Confirm New Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeDisabled();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/reset-password');
    // Nothing answers at the API's address: the session cannot be restored.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^(Unable to restore session\. Please request a new password reset link\.|Something went wrong restoring your session\. Please try again\.)$/,
    );
  });
});

describe('the new password form', () => {
  const update = () => screen.getByRole('button', { name: 'Update Password' });

  it('checks the length first, then that the two agree, beside each field', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn(() => Promise.resolve(null));
    renderScreen(<NewPasswordForm disabled={false} onUpdate={onUpdate} />);
    expect(update()).toBeEnabled();
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.click(update());
    expectFieldProblems({ 'New Password': 'Password must be at least 8 characters long.' });
    expect(screen.getByLabelText('Confirm New Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('New Password')).toHaveFocus();

    await fillFields(user, {
      'New Password': ' but long',
      'Confirm New Password': 'short but lonG',
    });
    await user.click(update());
    expect(screen.getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
    expectFieldProblems({ 'Confirm New Password': 'Passwords do not match.' });
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('sends the password, says "Updating..." meanwhile and shows the answer\'s error', async () => {
    const user = userEvent.setup();
    let answer: (error: string | null) => void = () => {};
    const onUpdate = vi.fn(
      () =>
        new Promise<string | null>((resolve) => {
          answer = resolve;
        }),
    );
    renderScreen(<NewPasswordForm disabled={false} onUpdate={onUpdate} />);
    await fillFields(user, {
      'New Password': 'long enough',
      'Confirm New Password': 'long enough',
    });
    await user.click(update());
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith('long enough');
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    answer('Your password is too weak. Please choose a stronger password.');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password is too weak. Please choose a stronger password.',
    );
    expect(update()).toBeEnabled();
  });

  it('stays off while the page says so', () => {
    renderScreen(<NewPasswordForm disabled onUpdate={vi.fn()} />);
    expect(update()).toBeDisabled();
  });
});
