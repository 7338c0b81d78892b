import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { optionalObject, optionalString, readJsonObject, type JsonObject } from './body';
import { requireValidEmail } from './email-address';
import { allowEmailTo, sendAlreadyRegisteredNotice, sendSignupLink } from './emails';
import { overEmailSendRateLimit, refusal, validationFailed } from './errors';
import { enforceRequestLimit } from './guards';
import { checkNewPassword, hashPassword } from './passwords';
import { redirectPolicyOf, safeRedirect } from './redirects';
import { startSession } from './sessions';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  newSignupUserJson,
  type UserRow,
} from './users';

interface SignupRequest {
  email: string;
  passwordHash: string;
  metadata: JsonObject;
}

/**
 * POST /signup (docs/supabase-protocol.md#post-signup). With email confirmation on, every reply has the
 * shape of a new sign-up: a user with one identity, the metadata that was sent and a fresh id
 * (the real one only for a brand-new account, which nobody can tell from a random one). Whether
 * the address already had an account shows only in the email its owner receives.
 */
export function signupHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'signInOrUp');
    const body = await readJsonObject(c);
    const email = requireValidEmail(
      optionalString(body, 'email'),
      'To signup, please provide your email',
    );
    const password = optionalString(body, 'password');
    if (!password) throw validationFailed('Signup requires a valid password');
    checkNewPassword(password);
    const metadata = optionalObject(body, 'data') ?? {};
    // Hashed on every path, new address or not, so response times reveal nothing.
    const request = { email, passwordHash: await hashPassword(password), metadata };

    if (!ctx.emailConfirmation) return c.json(await signUpConfirmed(ctx, request));

    // Counted for every address, known or not, so repeated sign-ups behave alike.
    const allowance = allowEmailTo(ctx, 'signup', email);
    if (!allowance.allowed) throw overEmailSendRateLimit(allowance.retryAfterSeconds);
    const redirectTo = safeRedirect(c.req.query('redirect_to'), redirectPolicyOf(ctx));

    const { user, isNew } = await findOrCreateUnconfirmed(ctx, email);
    if (user.email_confirmed_at) {
      await sendAlreadyRegisteredNotice(ctx, email);
    } else {
      await sendSignupLink(
        ctx,
        ctx.db,
        { userId: user.id, email, passwordHash: request.passwordHash, metadata },
        redirectTo,
      );
    }
    return c.json(newSignupUserJson(email, metadata, isNew ? user.id : undefined));
  };
}

/**
 * The account of an address: existing, or created unconfirmed with no password and no details
 * (those come from the confirmation link that is eventually used).
 */
async function findOrCreateUnconfirmed(
  ctx: BackendContext,
  email: string,
): Promise<{ user: UserRow; isNew: boolean }> {
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) return { user: existing, isNew: false };
  const created = await insertUser(ctx.db, {
    email,
    passwordHash: null,
    metadata: {},
    confirmed: false,
  });
  if (created) return { user: created, isNew: true };
  // Taken by a parallel sign-up between the lookup and the insert.
  const raced = await findUserByEmail(ctx.db, email);
  if (!raced) throw new Error('sign-up found no user after inserting one');
  return { user: raced, isNew: false };
}

/** With email confirmation off, a new account is confirmed at once and signed in. */
async function signUpConfirmed(ctx: BackendContext, request: SignupRequest) {
  return ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, request.email)) throw refusal('user_already_exists');
    const user = await insertUser(tx, { ...request, confirmed: true });
    if (!user) throw refusal('user_already_exists');
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    const signedIn = await findUserById(tx, user.id);
    return startSession(ctx, tx, signedIn ?? user, 'password');
  });
}
