// docs/product.md#two-factor-sign-in: the code step, with the app's checks that run before
// anything is sent (a code of 6 digits, a recovery code that is not empty).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../lib/supabase';
import { renderScreen } from '../../testing/render';
import { CodeStep } from './code-step';
import { redeemRecoveryCode, verifyCode } from '../../session/two-factor-data';

const checkCode = async (code: string) => verifyCode(await getSupabase(), 'factor-1', code);
const redeem = async (code: string) => redeemRecoveryCode(await getSupabase(), code);

describe('the code step', () => {
  it('takes digits only, six at most, and says how long the code is valid', async () => {
    const user = userEvent.setup();
    renderScreen(<CodeStep onCode={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Enter Your Code' })).toBeInTheDocument();
    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.paste('123 45-6789');
    expect(field).toHaveValue('123456');
    expect(field).toHaveAccessibleDescription(
      /^The code your app shows now is valid for \d+ more seconds?\.$/,
    );
  });

  it('asks for all 6 digits before sending, and empties the field', async () => {
    const user = userEvent.setup();
    renderScreen(<CodeStep onCode={checkCode} onCancel={vi.fn()} />);
    const field = screen.getByLabelText('Authentication code');
    await user.type(field, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Enter the 6-digit code from your authenticator app.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 6-digit code from your authenticator app.'),
    );
    expect(field).toHaveValue('');
  });

  it('says what went wrong when the code cannot be checked', async () => {
    const user = userEvent.setup();
    renderScreen(<CodeStep onCode={checkCode} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Nothing answers at the API's address.
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('offers a recovery code only where one can be used; an empty one is refused', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { unmount } = renderScreen(<CodeStep onCode={vi.fn()} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel and sign out' }));
    expect(onCancel).toHaveBeenCalledOnce();
    unmount();

    renderScreen(<CodeStep onCode={vi.fn()} onRecoveryCode={redeem} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByRole('heading', { name: 'Use a Recovery Code' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Recovery Code' }));
    await screen.findByText('Enter one of your recovery codes.');
    expect(screen.getByLabelText('Recovery code')).toHaveAccessibleDescription(
      'Enter one of your recovery codes.',
    );
    await user.click(
      screen.getByRole('button', { name: 'Use a code from your authenticator app instead' }),
    );
    expect(screen.getByLabelText('Authentication code')).not.toHaveAttribute('aria-invalid');
  });
});
