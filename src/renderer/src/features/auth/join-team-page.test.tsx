// docs/product.md#join-a-team: the page first looks up the team by its invite code. (The join
// form is the sign-up form's fields and checks: sign-up-page.test.tsx.)
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { Component as JoinTeamPage } from './join-team-page';

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
