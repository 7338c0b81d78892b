import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { USED_CODE_MESSAGE } from '../../shared/two-factor';

/** auth-js reads `code` from error bodies only when responses carry this version header. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/** A GoTrue error reply. Thrown from any handler; `renderError` turns it into the response. */
export class GoTrueError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'GoTrueError';
  }
}

/**
 * The 2024-01-01 envelope plus the legacy `error_code`/`msg` fields, so any auth-js version
 * classifies the error the same way.
 */
export function renderError(c: Context, error: GoTrueError): Response {
  c.header(API_VERSION_HEADER, API_VERSION);
  c.header('x-sb-error-code', error.code);
  return c.json(
    {
      code: error.code,
      error_code: error.code,
      msg: error.message,
      message: error.message,
      ...error.extra,
    },
    error.status,
  );
}

export const validationFailed = (message: string, status: 400 | 422 = 400) =>
  new GoTrueError(status, 'validation_failed', message);

export const invalidCredentials = () =>
  new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');

export const emailNotConfirmed = () =>
  new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');

export const userAlreadyExists = () =>
  new GoTrueError(422, 'user_already_exists', 'User already registered');

export const weakPassword = (message: string) =>
  new GoTrueError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } });

export const samePassword = () =>
  new GoTrueError(422, 'same_password', 'New password should be different from the old password.');

export const refreshTokenNotFound = () =>
  new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

export const refreshTokenAlreadyUsed = () =>
  new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

export const noAuthorization = () =>
  new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');

export const badJwt = (message: string) => new GoTrueError(403, 'bad_jwt', message);

export const sessionNotFound = () =>
  new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

export const userNotFound = () =>
  new GoTrueError(404, 'user_not_found', 'User from sub claim in JWT does not exist');

export const otpExpired = () =>
  new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid');

export const overRequestRateLimit = () =>
  new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached');

export const overEmailSendRateLimit = (seconds: number) =>
  new GoTrueError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );

/** GoTrue's answer for an account whose ban has not ended (a deactivated team member). */
export const userBanned = () => new GoTrueError(400, 'user_banned', 'User is banned');

export const insufficientAal = (message: string, status: 401 | 403 | 422) =>
  new GoTrueError(status, 'insufficient_aal', message);

export const factorNotFound = () =>
  new GoTrueError(404, 'mfa_factor_not_found', 'Factor not found');

export const verificationFailed = () =>
  new GoTrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

/**
 * Our refusal of a code whose time step was used already (GoTrue accepts it again): GoTrue's code,
 * with a message the page tells apart.
 */
export const codeAlreadyUsed = () =>
  new GoTrueError(422, 'mfa_verification_failed', USED_CODE_MESSAGE);

export const notFound = () => new GoTrueError(404, 'not_found', 'Not found');
