// What the two-factor screens say when the server refuses (docs/product.md#two-factor-sign-in).
import { USED_CODE_MESSAGE } from '@shared/two-factor';

interface BackendError {
  code?: string | undefined;
  status?: number | undefined;
  message?: string | undefined;
}

export const TWO_FACTOR_ERRORS = {
  wrongCode: 'That code did not work. Enter the code your authenticator app shows now.',
  usedCode: 'That code was just used. Wait for the next code in your authenticator app.',
  tooManyAttempts: 'Too many attempts. Wait a minute, then try again.',
  incompleteCode: 'Enter the 6-digit code from your authenticator app.',
  noRecoveryCode: 'Enter one of your recovery codes.',
  other: 'Something went wrong. Please try again.',
} as const;

/** A refused code or challenge, in words for the person at the screen. */
export function codeErrorMessage(error: BackendError): string {
  switch (error.code) {
    case 'mfa_verification_failed':
      return error.message === USED_CODE_MESSAGE
        ? TWO_FACTOR_ERRORS.usedCode
        : TWO_FACTOR_ERRORS.wrongCode;
    case 'mfa_challenge_expired':
    case 'mfa_ip_address_mismatch':
      return TWO_FACTOR_ERRORS.wrongCode;
    case 'over_request_rate_limit':
      return TWO_FACTOR_ERRORS.tooManyAttempts;
    default:
      return error.status === 429 ? TWO_FACTOR_ERRORS.tooManyAttempts : TWO_FACTOR_ERRORS.other;
  }
}

/** A refusal or failure, worded for the person at the screen. */
export class TwoFactorError extends Error {}

/** A failed two-factor change in words: its own when it is a `TwoFactorError`, else `other`. */
export function twoFactorErrorText(failure: unknown): string {
  return failure instanceof TwoFactorError ? failure.message : TWO_FACTOR_ERRORS.other;
}
