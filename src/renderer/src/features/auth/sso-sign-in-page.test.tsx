// docs/product.md#sign-in (single sign-on): the work email is checked before anything is sent.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { Component as SsoSignInPage } from './sso-sign-in-page';

describe('Sign In with SSO', () => {
  it('needs a work email that is an address', async () => {
    const user = userEvent.setup();
    renderScreen(<SsoSignInPage />);
    expect(screen.getByRole('heading', { name: 'Sign In with SSO' })).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeEnabled();
    await user.click(proceed);
    const email = screen.getByLabelText('Work email');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(email).toHaveFocus();
    await user.type(email, 'ada@localhost@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(proceed);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByRole('link', { name: 'Sign in with a password' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('says when single sign-on cannot start, and offers no provider the server did not name', async () => {
    const user = userEvent.setup();
    renderScreen(<SsoSignInPage />);
    await user.type(screen.getByLabelText('Work email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Nothing answers at the API's address.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Single sign-on did not work. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });
});
