// docs/decisions.md H1: the handlers' passphrase opens the team key in this browser only, and
// changing it needs the current one and a new one of 12 characters, typed twice.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MIN_PBKDF2_ITERATIONS,
  createTeamKeys,
  type TeamKeyMaterial,
} from '@shared/hotline-crypto';
import { renderScreen } from '../../../testing/render';
import { retype } from '../../../testing/fields';
import { useTeamKey } from '../../../lib/hotline/key-store';
import { ChangePassphrase } from './hotline-page';
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

    await retype(user, field, PASSPHRASE);
    await user.click(unlock);
    expect(await screen.findByText('Unlocked')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('changing the passphrase', () => {
  it('needs 12 characters, the same twice, and the current passphrase', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<ChangePassphrase channel={channel} onDone={onDone} />);
    await user.click(screen.getByText('Change the passphrase'));
    const change = screen.getByRole('button', { name: 'Change Passphrase' });
    const current = screen.getByLabelText('Current passphrase');
    const next = screen.getByLabelText('New passphrase');
    const confirmation = screen.getByLabelText('Confirm new passphrase');
    expect(next).toHaveAttribute('minlength', '12');

    await user.click(change);
    expect(current).toBeInvalid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(current, 'wrong horse battery staple');
    await user.type(next, 'a new passphrase');
    await user.type(confirmation, 'a new passphrasE');
    await user.click(change);
    expect(screen.getByRole('alert')).toHaveTextContent('The passphrases do not match.');

    await retype(user, confirmation, 'a new passphrase');
    await user.click(change);
    expect(await screen.findByRole('alert')).toHaveTextContent('The passphrase is not correct.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
