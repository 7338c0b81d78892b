// docs/product.md#reset-password: the page reads the link's tokens once, drops them from the
// address (docs/threat-model.md #12), and offers the form only once the session is restored.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { Component as ResetPasswordPage } from './reset-password-page';

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
