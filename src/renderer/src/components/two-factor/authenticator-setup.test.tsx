// docs/product.md#your-account: setting up an authenticator starts at the server; when it cannot,
// the button says so and stays. Then a first code from the app confirms it.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../lib/supabase';
import { verifyCode } from '../../session/two-factor-data';
import { renderScreen } from '../../testing/render';
import { AuthenticatorSetup, ConfirmAuthenticator } from './authenticator-setup';

describe('setting up an authenticator', () => {
  it('says when it cannot start', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<AuthenticatorSetup startLabel="Set Up Authenticator App" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Set Up Authenticator App' }));
    // Nothing answers at the API's address.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Set Up Authenticator App' })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('confirming a new authenticator', () => {
  const setup = {
    factorId: 'factor-1',
    qrCode: 'data:image/svg+xml,<svg/>',
    secret: 'ABCDEFGHIJKLMNOP',
  };
  const checkCode = async (code: string) => verifyCode(await getSupabase(), setup.factorId, code);

  it('shows the QR code and the secret in groups, and takes the focus', () => {
    renderScreen(<ConfirmAuthenticator setup={setup} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Set up your authenticator app' })).toHaveFocus();
    expect(
      screen.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toHaveAttribute('src', setup.qrCode);
    expect(
      screen.getByLabelText("Can't scan it? Enter this secret key in the app:"),
    ).toHaveTextContent('ABCD EFGH IJKL MNOP');
    expect(screen.getByLabelText('Authentication code')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  /** Types `code` and confirms it. */
  async function confirmCode(user: UserEvent, code: string) {
    await user.type(screen.getByLabelText('Authentication code'), code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
  }

  it('asks for all 6 digits, empties the field and offers Confirm again', async () => {
    const user = userEvent.setup();
    renderScreen(<ConfirmAuthenticator setup={setup} onConfirm={checkCode} onCancel={vi.fn()} />);
    await confirmCode(user, '1234');
    const field = screen.getByLabelText('Authentication code');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 6-digit code from your authenticator app.'),
    );
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('says what went wrong when the code cannot be checked; Cancel gives up the setup', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn(() => Promise.resolve());
    renderScreen(<ConfirmAuthenticator setup={setup} onConfirm={checkCode} onCancel={onCancel} />);
    await confirmCode(user, '123456');
    // Nothing answers at the API's address.
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
