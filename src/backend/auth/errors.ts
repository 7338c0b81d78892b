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

/** GoTrue's fixed replies, by its error code: the status and the message. */
const REPLIES = {
  invalid_credentials: [400, 'Invalid login credentials'],
  email_not_confirmed: [400, 'Email not confirmed'],
  user_already_exists: [422, 'User already registered'],
  same_password: [422, 'New password should be different from the old password.'],
  refresh_token_not_found: [400, 'Invalid Refresh Token: Refresh Token Not Found'],
  refresh_token_already_used: [400, 'Invalid Refresh Token: Already Used'],
  no_authorization: [401, 'This endpoint requires a valid Bearer token'],
  session_not_found: [403, 'Session from session_id claim in JWT does not exist'],
  user_not_found: [404, 'User from sub claim in JWT does not exist'],
  otp_expired: [403, 'Token has expired or is invalid'],
  over_request_rate_limit: [429, 'Request rate limit reached'],
  /** GoTrue's answer for an account whose ban has not ended (a deactivated team member). */
  user_banned: [400, 'User is banned'],
  mfa_factor_not_found: [404, 'Factor not found'],
  mfa_verification_failed: [422, 'Invalid TOTP code entered'],
  not_found: [404, 'Not found'],
} as const satisfies Record<string, readonly [ContentfulStatusCode, string]>;

/** The GoTrue error with `code`, as GoTrue words it. */
export function refusal(code: keyof typeof REPLIES): GoTrueError {
  const [status, message] = REPLIES[code];
  return new GoTrueError(status, code, message);
}

export const validationFailed = (message: string, status: 400 | 422 = 400) =>
  new GoTrueError(status, 'validation_failed', message);

export const weakPassword = (message: string) =>
  new GoTrueError(422, 'weak_password', message, { weak_password: { reasons: ['length'] } });

export const badJwt = (message: string) => new GoTrueError(403, 'bad_jwt', message);

export const overEmailSendRateLimit = (seconds: number) =>
  new GoTrueError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );

export const insufficientAal = (message: string, status: 401 | 403 | 422) =>
  new GoTrueError(status, 'insufficient_aal', message);

/**
 * Our refusal of a code whose time step was used already (GoTrue accepts it again): GoTrue's code,
 * with a message the page tells apart.
 */
export const codeAlreadyUsed = () =>
  new GoTrueError(422, 'mfa_verification_failed', USED_CODE_MESSAGE);
