// docs/product.md#join-a-team: the page first looks up the team by its invite code; its form has
// the sign-up form's fields and checks (docs/product.md#validation).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { JoinTeamForm, Component as JoinTeamPage } from './join-team-page';

describe('Join a team', () => {
  it('says "Invalid invite link" when the lookup fails', async () => {
    renderScreen(
      <Routes>
        <Route path="/team/*" element={<JoinTeamPage />} />
      </Routes>,
      { path: '/team/abc123' },
    );
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
    for (const label of ['Full Name', 'Work Email', 'Password', 'Confirm Password'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.queryByLabelText('Company Name')).toBeNull();
    expect(createAccount()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('shows each field its message and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<JoinTeamForm teamName="Acme Corp" inviteCode="abc123" />);
    await user.click(createAccount());
    const expected = {
      'Full Name': 'Please enter your full name.',
      'Work Email': 'Please enter your email address.',
      Password: 'Password must be at least 8 characters long.',
    };
    for (const [label, message] of Object.entries(expected))
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Full Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Work Email'), 'ada@');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enougH');
    await user.click(createAccount());
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Work Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the account cannot be created', async () => {
    const user = userEvent.setup();
    renderScreen(<JoinTeamForm teamName="Acme Corp" inviteCode="abc123" />);
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Work Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enough');
    await user.click(createAccount());
    // Nothing answers at the API's address: its error is shown as it comes
    // (docs/product.md#error-messages).
    expect(await screen.findByRole('alert')).toHaveTextContent(/ECONNREFUSED/);
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).toBeNull();
    expect(createAccount()).toBeEnabled();
  });
});
