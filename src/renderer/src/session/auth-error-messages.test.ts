import { describe, expect, it } from 'vitest';
import {
  ALREADY_REGISTERED,
  resetRequestErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  updatePasswordErrorMessage,
} from './auth-error-messages';

type Cases = [{ code?: string; message?: string }, string][];

const signIn: Cases = [
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
];

const signUp: Cases = [
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
];

const resetRequest: Cases = [
  [{ message: 'Request rate limit reached' }, 'Request rate limit reached'],
  [{}, 'Failed to send reset email. Please try again.'],
];

const updatePassword: Cases = [
  [
    { code: 'weak_password', message: 'x' },
    'Your password is too weak. Please choose a stronger password.',
  ],
  [{ message: 'New password should be different' }, 'New password should be different'],
  [{}, 'Failed to update password. Please try again.'],
];

describe.each([
  ['signInErrorMessage', signInErrorMessage, signIn],
  ['signUpErrorMessage', signUpErrorMessage, signUp],
  ['resetRequestErrorMessage', resetRequestErrorMessage, resetRequest],
  ['updatePasswordErrorMessage', updatePasswordErrorMessage, updatePassword],
] as const)('%s', (_name, message, cases) => {
  it.each(cases)('%j → %s', (error, expected) => {
    expect(message(error)).toBe(expected);
  });
});
