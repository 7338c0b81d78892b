import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { optionalString, readJsonObject } from './body';
import { normalizeEmail } from './email-address';
import { LINK_VALIDITY, type EmailLinkType } from './emails';
import { GoTrueError, refusal, validationFailed } from './errors';
import { enforceRequestLimit } from './guards';
import { redirectPolicyOf, safeRedirect } from './redirects';
import { sessionFragment, startSession, type SessionJson } from './sessions';
import { tokenHash } from './tokens';
import { findUserById } from './users';

/** `email` is the newer name auth-js uses for the sign-up confirmation of verifyOtp. */
const LINK_TYPES = new Map<string | undefined, EmailLinkType>([
  ['signup', 'signup'],
  ['email', 'signup'],
  ['recovery', 'recovery'],
]);
const MAX_TOKEN_LENGTH = 256;

const FAILED_LINK_FRAGMENT = new URLSearchParams({
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
});

/**
 * GET /verify, opened from an email (no apikey): 303 to the redirect with the session, or an
 * error, in the URL fragment, which browsers never send to servers.
 */
export function verifyLinkHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'verify');
    const type = LINK_TYPES.get(c.req.query('type'));
    const token = c.req.query('token');
    // Checked again here: the link could have been edited since it was mailed.
    const target = new URL(safeRedirect(c.req.query('redirect_to'), redirectPolicyOf(ctx)));
    let fragment = FAILED_LINK_FRAGMENT;
    try {
      const session = type && token ? await consumeEmailLink(ctx, token, type) : undefined;
      if (type && session) fragment = sessionFragment(session, type);
    } catch (error) {
      if (!(error instanceof GoTrueError)) throw error;
      // As GoTrue words a refusal after the link was found (a ban, enforced single sign-on).
      fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code,
        error_description: error.message,
      });
    }
    target.hash = fragment.toString();
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(target.href, 303);
  };
}

/** POST /verify {type, token_hash} (auth-js verifyOtp): the session as JSON. */
export function verifyOtpHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'verify');
    const body = await readJsonObject(c);
    const type = LINK_TYPES.get(optionalString(body, 'type'));
    if (!type) throw validationFailed('Verify requires a verification type of signup or recovery');
    // The emailed link's token is what verifyOtp's `token_hash` carries here.
    const token = optionalString(body, 'token_hash') ?? optionalString(body, 'token');
    if (!token) throw validationFailed('Verify requires a token_hash');
    const email = optionalString(body, 'email');
    const session = await consumeEmailLink(ctx, token, type, email && normalizeEmail(email));
    if (!session) throw refusal('otp_expired');
    return c.json(session);
  };
}

/**
 * Uses up a link token (single use, within its validity) and opens a session. A sign-up link
 * confirms the address and sets the password and details of the sign-up that sent it; the
 * account's other sign-up links stop working. A recovery link proves the address too, so it also
 * confirms it (and ends any pending sign-up links).
 */
async function consumeEmailLink(
  ctx: BackendContext,
  token: string,
  type: EmailLinkType,
  /** When given, the token must belong to this (normalised) address. */
  email?: string,
): Promise<SessionJson | undefined> {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const params = [tokenHash(token), LINK_VALIDITY[type].interval, email ?? null];
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      type === 'signup'
        ? `with link as (
             delete from auth.signup_links l
              using auth.users u
              where l.token_hash = $1 and l.user_id = u.id
                and l.created_at > now() - $2::interval
                and u.email_confirmed_at is null
                and ($3::text is null or lower(u.email) = $3)
             returning l.user_id, l.encrypted_password, l.raw_user_meta_data)
           update auth.users u
              set encrypted_password = link.encrypted_password,
                  raw_user_meta_data = link.raw_user_meta_data,
                  email_confirmed_at = now(),
                  last_sign_in_at = now(),
                  updated_at = now()
             from link
            where u.id = link.user_id
           returning u.id::text as id`
        : `update auth.users
              set recovery_token = null,
                  email_confirmed_at = coalesce(email_confirmed_at, now()),
                  last_sign_in_at = now(),
                  updated_at = now()
            where recovery_token = $1
              and recovery_sent_at > now() - $2::interval
              and ($3::text is null or lower(email) = $3)
           returning id::text as id`,
      params,
    );
    const id = rows[0]?.id;
    if (!id) return undefined;
    await tx.query('delete from auth.signup_links where user_id = $1', [id]);
    const user = await findUserById(tx, id);
    // GoTrue's answer to a deactivated member's link (docs/threat-model.md #21); nothing is used up.
    if (user?.banned) throw new GoTrueError(403, 'user_banned', 'User is banned');
    return user ? startSession(ctx, tx, user, 'otp') : undefined;
  });
}
