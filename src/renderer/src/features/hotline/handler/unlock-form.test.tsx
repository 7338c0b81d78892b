// docs/decisions.md H1: the handlers' passphrase opens the team key in this browser only.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MIN_PBKDF2_ITERATIONS,
  createTeamKeys,
  type TeamKeyMaterial,
} from '@shared/hotline-crypto';
import { renderScreen } from '../../../testing/render';
import { useTeamKey } from './key-store';
import { UnlockForm } from './unlock-form';

const PASSPHRASE = 'correct horse battery staple';
let channel: TeamKeyMaterial;
beforeAll(async () => {
  const { publicKey, wrappedPrivateKey } = await createTeamKeys(PASSPHRASE, MIN_PBKDF2_ITERATIONS);
  channel = { publicKey, wrappedPrivateKey };
});

/** What the case pages read: whether this person's team key is open. */
function KeyState() {
  return <p>{useTeamKey('u1', 't1') ? 'Unlocked' : 'Locked'}</p>;
}

describe('unlocking the cases', () => {
  it('waits for a passphrase, refuses a wrong one, opens the key with the right one', async () => {
    const user = userEvent.setup();
    renderScreen(
      <>
        <UnlockForm userId="u1" teamId="t1" channel={channel} />
        <KeyState />
      </>,
    );
    const unlock = screen.getByRole('button', { name: 'Unlock' });
    const field = screen.getByLabelText('Hotline passphrase');
    expect(screen.getByRole('form', { name: 'Unlock the cases' })).toBeInTheDocument();
    expect(field).toHaveAttribute('type', 'password');
    expect(unlock).toBeDisabled();

    await user.type(field, 'wrong horse battery staple');
    await user.click(unlock);
    expect(await screen.findByRole('alert')).toHaveTextContent('The passphrase is not correct.');
    expect(screen.getByText('Locked')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, PASSPHRASE);
    await user.click(unlock);
    expect(await screen.findByText('Unlocked')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
