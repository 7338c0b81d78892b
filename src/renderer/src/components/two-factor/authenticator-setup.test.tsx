// docs/product.md#your-account: setting up an authenticator starts at the server; when it cannot,
// the button says so and stays. (The code checks are the code step's: code-step.test.tsx.)
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { AuthenticatorSetup } from './authenticator-setup';

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
