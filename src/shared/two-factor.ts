/**
 * Two-factor sign-in with an authenticator app (docs/product.md#two-factor-sign-in): RFC 6238
 * codes of 6 digits, a new one every 30 seconds. The server checks codes with these numbers and
 * the sign-in page counts down with them.
 */
export const CODE_PERIOD_SECONDS = 30;
export const CODE_DIGITS = 6;

/**
 * The embedded backend's message for a code whose 30-second window was used already (code
 * `mfa_verification_failed`, as GoTrue's refusals), so the page can say to wait for the next.
 */
export const USED_CODE_MESSAGE = 'TOTP code already used';

/** Whole seconds until the code an authenticator shows at `nowMs` is replaced (1 to 30). */
export function secondsLeftOfCode(nowMs: number): number {
  return CODE_PERIOD_SECONDS - (Math.floor(nowMs / 1000) % CODE_PERIOD_SECONDS);
}

/**
 * The code in what someone typed or pasted: digits only, spaces and dashes dropped ("123 456",
 * "123-456"); undefined unless exactly six digits remain.
 */
export function codeFrom(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(digits) ? digits : undefined;
}
