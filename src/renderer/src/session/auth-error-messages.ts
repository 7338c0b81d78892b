// The error catalogue of docs/product.md#error-messages: what the backend says, mapped to what
// people read.

interface BackendError {
  message?: string;
  code?: string;
}

const contains = (error: BackendError, text: string) =>
  (error.message ?? '').toLowerCase().includes(text.toLowerCase());

export const SIGN_IN_ERRORS = {
  invalidCredentials: 'Invalid email or password.',
  emailNotConfirmed: 'Please check your email to confirm your account before signing in.',
  profileNotFound: 'Account setup incomplete. Please contact support.',
  deactivated: 'Your account has been deactivated. Ask an admin of your team to reactivate it.',
  missingSignupMetadata: 'Missing signup metadata',
  ssoRequired: 'Your team signs in with single sign-on. Use "Sign in with SSO".',
  other: 'An error occurred during sign in. Please try again.',
} as const;

export function signInErrorMessage(error: BackendError): string {
  if (error.code === 'invalid_credentials' || contains(error, 'Invalid login credentials')) {
    return SIGN_IN_ERRORS.invalidCredentials;
  }
  if (error.code === 'email_not_confirmed' || contains(error, 'Email not confirmed')) {
    return SIGN_IN_ERRORS.emailNotConfirmed;
  }
  if (error.code === 'user_banned') return SIGN_IN_ERRORS.deactivated;
  // Enforced SSO (docs/decisions.md SSO1): the embedded backend's code, or the hosted hook's words.
  if (error.code === 'sso_required' || contains(error, 'signs in with single sign-on')) {
    return SIGN_IN_ERRORS.ssoRequired;
  }
  if (contains(error, 'User profile not found')) return SIGN_IN_ERRORS.profileNotFound;
  if (contains(error, 'Missing signup metadata')) return SIGN_IN_ERRORS.missingSignupMetadata;
  return SIGN_IN_ERRORS.other;
}

export const ALREADY_REGISTERED = 'This email is already registered. Please sign in instead.';

export function signUpErrorMessage(error: BackendError): string {
  if (error.code === 'user_already_exists' || contains(error, 'already registered')) {
    return ALREADY_REGISTERED;
  }
  if (contains(error, 'valid email') || contains(error, 'validate email')) {
    return 'Please enter a valid email address.';
  }
  if (contains(error, 'duplicate key')) {
    return 'Failed to create account. Please try again with a different email.';
  }
  return error.message
    ? `Failed to create account: ${error.message}`
    : 'Failed to create account. Please try again.';
}

export function resetRequestErrorMessage(error: BackendError): string {
  return error.message || 'Failed to send reset email. Please try again.';
}

export function updatePasswordErrorMessage(error: BackendError): string {
  if (error.code === 'weak_password') {
    return 'Your password is too weak. Please choose a stronger password.';
  }
  return error.message || 'Failed to update password. Please try again.';
}

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';

/** Fields the browser's `required` lets through when they hold only spaces. */
const BLANK_FIELD_MESSAGES: Record<string, string> = {
  fullName: 'Please enter your full name.',
  companyName: 'Please enter your company name.',
};

/** The message for the first name-like field that is empty after trimming, if any. */
export function blankFieldProblem(values: Record<string, string>): string | null {
  for (const [field, message] of Object.entries(BLANK_FIELD_MESSAGES)) {
    if (field in values && (values[field] ?? '').trim() === '') return message;
  }
  return null;
}
