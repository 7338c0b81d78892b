// docs/product.md#join-a-team: the page first looks up the team by its invite code; its form has
// the sign-up form's fields and checks (docs/product.md#validation).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT, expectFieldProblems, expectRequired, fillFields } from '../../testing/fields';
import { renderScreen } from '../../testing/render';
import { JoinTeamForm, Component as JoinTeamPage } from './join-team-page';

describe('Join a team', () => {
  it('says "Invalid invite link" when the lookup fails', async () => {
    renderScreen(<JoinTeamPage />, { path: '/team/abc123', route: '/team/*' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid invite link');
    expect(screen.getByText('Ask your team admin for a new invite link.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account & Join Team' })).toBeNull();
  });
});

describe('the join form', () => {
  const createAccount = () => screen.getByRole('button', { name: 'Create Account & Join Team' });

  it('names the team and every field; the button is ready', () => {
    renderScreen(<JoinTeamForm teamName="Acme Corp" inviteCode="abc123" />);
    expect(screen.getByRole('heading', { name: 'Join Acme Corp' })).toBeInTheDocument();
    expectRequired(['Full Name', 'Work Email', 'Password', 'Confirm Password']);
    expect(screen.queryByLabelText('Company Name')).toBeNull();
    expect(createAccount()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('shows each field its message and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<JoinTeamForm teamName="Acme Corp" inviteCode="abc123" />);
    await user.click(createAccount());
    expectFieldProblems({
      'Full Name': 'Please enter your full name.',
      'Work Email': 'Please enter your email address.',
      Password: 'Password must be at least 8 characters long.',
    });
    expect(screen.getByLabelText('Full Name')).toHaveFocus();

    await fillFields(user, { ...NEW_ACCOUNT, 'Work Email': 'ada@', 'Confirm Password': 'long' });
    await user.click(createAccount());
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    expectFieldProblems({
      'Work Email': 'Please enter a valid email address.',
      'Confirm Password': 'Passwords do not match.',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the account cannot be created', async () => {
    const user = userEvent.setup();
    renderScreen(<JoinTeamForm teamName="Acme Corp" inviteCode="abc123" />);
    await fillFields(user, NEW_ACCOUNT);
    await user.click(createAccount());
    // Nothing answers at the API's address: its error is shown as it comes
    // (docs/product.md#error-messages).
    expect(await screen.findByRole('alert')).toHaveTextContent(/ECONNREFUSED/);
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).toBeNull();
    expect(createAccount()).toBeEnabled();
  });
});
