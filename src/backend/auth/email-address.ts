import { validationFailed } from './errors';

/** GoTrue's pattern: a dot-atom local part and a hostname of letters, digits and hyphens. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const MAX_EMAIL_LENGTH = 255;

/** Addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The normalised address, or a 400 validation_failed for a missing or malformed one. */
export function requireValidEmail(email: string | undefined, missingMessage: string): string {
  if (email === undefined || email.trim() === '') throw validationFailed(missingMessage);
  const normalized = normalizeEmail(email);
  if (normalized.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(normalized)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return normalized;
}
