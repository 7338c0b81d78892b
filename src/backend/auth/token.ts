import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { optionalString, readJsonObject } from './body';
import { normalizeEmail } from './email-address';
import { refusal, validationFailed } from './errors';
import { enforceRequestLimit } from './guards';
import { passwordMatches } from './passwords';
import { refreshSession } from './refresh';
import { startSession } from './sessions';
import { pkceGrant } from './sso';
import { findUserByEmail, findUserById } from './users';

/** POST /token?grant_type=password|refresh_token. */
export function tokenHandler(ctx: BackendContext) {
  return async (c: Context) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'refresh_token') {
      enforceRequestLimit(ctx, c, 'tokenRefresh');
      const refreshToken = optionalString(await readJsonObject(c), 'refresh_token');
      if (!refreshToken) throw refusal('refresh_token_not_found');
      return c.json(await refreshSession(ctx, refreshToken));
    }
    enforceRequestLimit(ctx, c, 'signInOrUp');
    if (grantType === 'pkce') return c.json(await pkceGrant(ctx, await readJsonObject(c)));
    if (grantType !== 'password') throw validationFailed('Unsupported grant_type');
    return c.json(await passwordGrant(ctx, c));
  };
}

/** Whether `password` is the password of one of the account's pending sign-up links. */
async function pendingSignupMatches(ctx: BackendContext, userId: string, password: string) {
  const { rows } = await ctx.db.query<{ encrypted_password: string }>(
    'select encrypted_password from auth.signup_links where user_id = $1',
    [userId],
  );
  if (rows.length === 0) return passwordMatches(password, null);
  for (const row of rows) if (await passwordMatches(password, row.encrypted_password)) return true;
  return false;
}

async function passwordGrant(ctx: BackendContext, c: Context) {
  const body = await readJsonObject(c);
  const email = optionalString(body, 'email');
  const password = optionalString(body, 'password') ?? '';
  if (!email?.trim()) throw validationFailed('Sign in requires an email address');

  const user = await findUserByEmail(ctx.db, normalizeEmail(email));
  if (user && !user.email_confirmed_at) {
    // An unconfirmed account's passwords are those of its pending sign-ups; the right one gets
    // "Email not confirmed", anything else the same reply as a wrong password.
    throw (await pendingSignupMatches(ctx, user.id, password))
      ? refusal('email_not_confirmed')
      : refusal('invalid_credentials');
  }
  // Runs bcrypt even for unknown addresses, so the timing does not tell which have accounts.
  const matches = await passwordMatches(password, user?.encrypted_password);
  if (!user || !matches) throw refusal('invalid_credentials');
  // Told only after the right password, like "not confirmed".
  if (user.banned) throw refusal('user_banned');

  return ctx.db.transaction(async (tx) => {
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    const signedIn = (await findUserById(tx, user.id)) ?? user;
    return startSession(ctx, tx, signedIn, 'password');
  });
}
