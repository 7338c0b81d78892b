import { describe, expect, it } from 'vitest';
import { USED_CODE_MESSAGE } from '@shared/two-factor';
import { TWO_FACTOR_ERRORS, codeErrorMessage } from './two-factor-messages';

describe('codeErrorMessage (docs/product.md#two-factor-sign-in)', () => {
  it.each([
    ['mfa_verification_failed', 422, TWO_FACTOR_ERRORS.wrongCode],
    ['mfa_challenge_expired', 422, TWO_FACTOR_ERRORS.wrongCode],
    ['mfa_ip_address_mismatch', 422, TWO_FACTOR_ERRORS.wrongCode],
    ['over_request_rate_limit', 429, TWO_FACTOR_ERRORS.tooManyAttempts],
    [undefined, 429, TWO_FACTOR_ERRORS.tooManyAttempts],
    ['unexpected_failure', 500, TWO_FACTOR_ERRORS.other],
    [undefined, undefined, TWO_FACTOR_ERRORS.other],
  ])('%s (%s) reads "%s"', (code, status, text) => {
    expect(codeErrorMessage({ code, status })).toBe(text);
  });

  it('a code already used in its 30-second window says to wait for the next code', () => {
    expect(
      codeErrorMessage({
        code: 'mfa_verification_failed',
        status: 422,
        message: USED_CODE_MESSAGE,
      }),
    ).toBe(TWO_FACTOR_ERRORS.usedCode);
    expect(
      codeErrorMessage({
        code: 'mfa_verification_failed',
        status: 422,
        message: 'Invalid TOTP code entered',
      }),
    ).toBe(TWO_FACTOR_ERRORS.wrongCode);
  });
});
