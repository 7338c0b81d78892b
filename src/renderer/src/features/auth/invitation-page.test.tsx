// docs/decisions.md SC1: an invitation link whose details cannot be read says so; its account
// form has the sign-up form's fields and checks (docs/product.md#validation).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT, expectFieldProblems, expectRequired, fillFields } from '../../testing/fields';
import { renderScreen } from '../../testing/render';
import { InvitationForm, Component as InvitationPage } from './invitation-page';

describe('an invitation', () => {
  it('that cannot be read is expired or revoked, and no form is offered', async () => {
    renderScreen(<InvitationPage />, { path: '/invitation/abc', route: '/invitation/:token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired or was revoked. Ask your admin for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Create Account & Join Team' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('the invitation account form', () => {
  const form = (
    <InvitationForm
      teamName="Acme Corp"
      email="ada@acme.example"
      intro="Grace Hopper invited you (ada@acme.example) to join Acme Corp on ComplyReady."
      token="tok"
    />
  );
  const createAccount = () => screen.getByRole('button', { name: 'Create Account & Join Team' });

  it('names the team, the inviter and the invited address, and signs in back to the invitation', () => {
    renderScreen(form);
    expect(screen.getByRole('heading', { name: 'Join Acme Corp' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Grace Hopper invited you (ada@acme.example) to join Acme Corp on ComplyReady.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Create your account with ada@acme.example to accept.'),
    ).toBeInTheDocument();
    expectRequired(['Full Name', 'Work Email', 'Password', 'Confirm Password']);
    expect(createAccount()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Finvitation%2Ftok',
    );
  });

  it('starts with the name the admin gave', () => {
    renderScreen(
      <InvitationForm
        teamName="Acme Corp"
        email="ada@acme.example"
        fullName="Ada Lovelace"
        intro="Grace Hopper invited you (ada@acme.example) to join Acme Corp on ComplyReady."
        token="tok"
      />,
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
  });

  it('starts with the invited address; shows each field its message and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(form);
    expect(screen.getByLabelText('Work Email')).toHaveValue('ada@acme.example');
    await user.clear(screen.getByLabelText('Work Email'));
    await user.click(createAccount());
    expectFieldProblems({
      'Full Name': 'Please enter your full name.',
      'Work Email': 'Please enter your email address.',
      Password: 'Password must be at least 8 characters long.',
    });
    expect(screen.getByLabelText('Confirm Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await fillFields(user, { Password: 'long enough', 'Confirm Password': 'long enougH' });
    await user.click(createAccount());
    expectFieldProblems({ 'Confirm Password': 'Passwords do not match.' });
  });

  it('shows why the account could not be created and offers the button again', async () => {
    const user = userEvent.setup();
    renderScreen(form);
    // The invited address is already there.
    await fillFields(user, {
      'Full Name': NEW_ACCOUNT['Full Name'],
      Password: NEW_ACCOUNT.Password,
      'Confirm Password': NEW_ACCOUNT['Confirm Password'],
    });
    await user.click(createAccount());
    // Nothing answers at the API's address: its error is shown as it comes.
    expect(await screen.findByRole('alert')).toHaveTextContent(/ECONNREFUSED/);
    expect(createAccount()).toBeEnabled();
  });
});
