// docs/decisions.md H1: a team's hotline is set up with a passphrase of 12 characters, typed twice;
// what the server answers stays on the form.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render';
import { fillFields, retype } from '../../../testing/fields';
import { SetUpForm } from './hotline-page';

const PASSPHRASE = 'correct horse battery staple';

describe('setting up the hotline', () => {
  it('names its form and fields and asks for the passphrase first', async () => {
    const user = userEvent.setup();
    const onSetUp = vi.fn(async () => {});
    renderScreen(<SetUpForm onSetUp={onSetUp} />);
    expect(screen.getByRole('form', { name: "Set up your team's hotline" })).toBeInTheDocument();
    const passphrase = screen.getByLabelText('New passphrase');
    expect(passphrase).toHaveAttribute('type', 'password');
    expect(passphrase).toHaveAttribute('minlength', '12');
    expect(passphrase).toBeRequired();
    expect(screen.getByLabelText('Confirm new passphrase')).toBeRequired();
    const setUp = screen.getByRole('button', { name: 'Set Up Hotline' });
    expect(setUp).toBeEnabled();

    await user.click(setUp);
    expect(passphrase).toBeInvalid();
    expect(onSetUp).not.toHaveBeenCalled();
  });

  it('refuses a passphrase under 12 characters', async () => {
    const user = userEvent.setup();
    const onSetUp = vi.fn(async () => {});
    renderScreen(<SetUpForm onSetUp={onSetUp} />);
    await fillFields(user, {
      'New passphrase': 'eleven char',
      'Confirm new passphrase': 'eleven char',
    });
    await user.click(screen.getByRole('button', { name: 'Set Up Hotline' }));
    // The browser stops a typed value under minlength before the form's own check.
    expect(screen.getByLabelText('New passphrase')).toBeInvalid();
    expect(onSetUp).not.toHaveBeenCalled();
  });

  it('refuses passphrases that differ, then sends the one typed twice', async () => {
    const user = userEvent.setup();
    const onSetUp = vi.fn(async () => {});
    renderScreen(<SetUpForm onSetUp={onSetUp} />);
    await user.type(screen.getByLabelText('New passphrase'), PASSPHRASE);
    await user.type(
      screen.getByLabelText('Confirm new passphrase'),
      'correct horse battery stapler',
    );
    await user.click(screen.getByRole('button', { name: 'Set Up Hotline' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The passphrases do not match.');
    expect(onSetUp).not.toHaveBeenCalled();

    await retype(user, screen.getByLabelText('Confirm new passphrase'), PASSPHRASE);
    await user.click(screen.getByRole('button', { name: 'Set Up Hotline' }));
    expect(onSetUp).toHaveBeenCalledExactlyOnceWith(PASSPHRASE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows why the setup failed and offers the button again', async () => {
    const user = userEvent.setup();
    const onSetUp = vi.fn(async () => {
      throw new Error('Only team admins can set up the hotline.');
    });
    renderScreen(<SetUpForm onSetUp={onSetUp} />);
    await user.type(screen.getByLabelText('New passphrase'), PASSPHRASE);
    await user.type(screen.getByLabelText('Confirm new passphrase'), PASSPHRASE);
    await user.click(screen.getByRole('button', { name: 'Set Up Hotline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only team admins can set up the hotline.',
    );
    expect(screen.getByRole('button', { name: 'Set Up Hotline' })).toBeEnabled();
  });
});
