// docs/product.md#create-your-team and #validation: the sign-up form checks its fields first.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { fillFields } from '../../testing/fields';
import { SignUpScreen } from './sign-up-page';

const submit = () => screen.getByRole('button', { name: 'Create Team Account' });

/** Fills the form with valid values but for `changes`, and sends it. */
async function send(changes: Record<string, string>) {
  const user = userEvent.setup();
  renderScreen(<SignUpScreen />);
  await fillFields(user, {
    'Full Name': 'Ada Lovelace',
    'Work Email': 'ada@example.com',
    'Company Name': 'Acme',
    Password: 'long enough',
    'Confirm Password': 'long enough',
    ...changes,
  });
  await user.click(submit());
  return user;
}

describe('Create Your Team', () => {
  it('names every field; the button is ready once the page runs', () => {
    renderScreen(<SignUpScreen />);
    expect(screen.getByRole('heading', { name: 'Create Your Team' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Work Email', 'Company Name', 'Password', 'Confirm Password'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Work Email')).toHaveAttribute('type', 'email');
    expect(submit()).toBeEnabled();
  });

  it('shows each empty field its message, tied to it, and focuses the first', async () => {
    const user = userEvent.setup();
    renderScreen(<SignUpScreen />);
    await user.click(submit());
    const expected = {
      'Full Name': 'Please enter your full name.',
      'Work Email': 'Please enter your email address.',
      'Company Name': 'Please enter your company name.',
      Password: 'Password must be at least 8 characters long.',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Confirm Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses names of spaces, an address that is none and passwords that differ', async () => {
    const user = await send({
      'Full Name': '   ',
      'Work Email': 'ada@',
      'Confirm Password': 'long enougH',
    });
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Please enter your full name.',
    );
    expect(screen.getByLabelText('Work Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByLabelText('Company Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );

    // Editing a field takes its message away.
    await user.type(screen.getByLabelText('Full Name'), 'Ada');
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your full name.')).not.toBeInTheDocument();
  });

  it('sends valid fields; a failure is a message for the whole form', async () => {
    await send({ 'Work Email': ' ada@example.com ' });
    // Nothing answers at the API's address.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create account/);
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
  });
});
