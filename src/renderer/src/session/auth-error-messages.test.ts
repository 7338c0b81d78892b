import { describe, expect, it } from 'vitest';
import {
  ALREADY_REGISTERED,
  resetRequestErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  updatePasswordErrorMessage,
} from './auth-error-messages';

describe('signInErrorMessage', () => {
  it.each([
    [
      { code: 'invalid_credentials', message: 'Invalid login credentials' },
      'Invalid email or password.',
    ],
    [
      { code: 'email_not_confirmed', message: 'Email not confirmed' },
      'Please check your email to confirm your account before signing in.',
    ],
    [{ message: 'User profile not found' }, 'Account setup incomplete. Please contact support.'],
    [{ message: 'Missing signup metadata' }, 'Missing signup metadata'],
    [
      { code: 'sso_required', message: 'Your team signs in with single sign-on.' },
      'Your team signs in with single sign-on. Use "Sign in with SSO".',
    ],
    [
      { code: 'unexpected_failure', message: 'Your team signs in with single sign-on. Use x' },
      'Your team signs in with single sign-on. Use "Sign in with SSO".',
    ],
    [{ message: 'boom' }, 'An error occurred during sign in. Please try again.'],
    [{}, 'An error occurred during sign in. Please try again.'],
  ])('%j → %s', (error, expected) => {
    expect(signInErrorMessage(error)).toBe(expected);
  });
});

describe('signUpErrorMessage', () => {
  it.each([
    [{ message: 'User already registered' }, ALREADY_REGISTERED],
    [{ code: 'user_already_exists' }, ALREADY_REGISTERED],
    [
      { message: 'Unable to validate email address: invalid format' },
      'Please enter a valid email address.',
    ],
    [{ message: 'Please provide a valid email' }, 'Please enter a valid email address.'],
    [
      { message: 'duplicate key value violates unique constraint' },
      'Failed to create account. Please try again with a different email.',
    ],
    [{ message: 'Signups not allowed' }, 'Failed to create account: Signups not allowed'],
    [{}, 'Failed to create account. Please try again.'],
  ])('%j → %s', (error, expected) => {
    expect(signUpErrorMessage(error)).toBe(expected);
  });
});

describe('password reset messages', () => {
  it('maps the request error', () => {
    expect(resetRequestErrorMessage({ message: 'Request rate limit reached' })).toBe(
      'Request rate limit reached',
    );
    expect(resetRequestErrorMessage({})).toBe('Failed to send reset email. Please try again.');
  });

  it('maps the update error', () => {
    expect(updatePasswordErrorMessage({ code: 'weak_password', message: 'x' })).toBe(
      'Your password is too weak. Please choose a stronger password.',
    );
    expect(updatePasswordErrorMessage({ message: 'New password should be different' })).toBe(
      'New password should be different',
    );
    expect(updatePasswordErrorMessage({})).toBe('Failed to update password. Please try again.');
  });
});
