// docs/decisions.md SC1: an invitation link whose details cannot be read says so. (Its account
// form is the sign-up form's fields and checks: sign-up-page.test.tsx.)
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { Component as InvitationPage } from './invitation-page';

describe('an invitation', () => {
  it('that cannot be read is expired or revoked, and no form is offered', async () => {
    renderScreen(
      <Routes>
        <Route path="/invitation/:token" element={<InvitationPage />} />
      </Routes>,
      { path: '/invitation/abc' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired or was revoked. Ask your admin for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Create Account & Join Team' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
