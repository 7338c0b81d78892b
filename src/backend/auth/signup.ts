import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { optionalObject, optionalString, readJsonObject, type JsonObject } from './body';
import { requireValidEmail } from './email-address';
import { allowEmailTo, sendEmailLink } from './emails';
import { overEmailSendRateLimit, userAlreadyExists, validationFailed } from './errors';
import { enforceRequestLimit } from './guards';
import { checkNewPassword, hashPassword } from './passwords';
import { redirectPolicyOf, safeRedirect } from './redirects';
import { startSession } from './sessions';
import { findUserByEmail, findUserById, insertUser, obfuscatedUser, userJson } from './users';

interface SignupRequest {
  email: string;
  passwordHash: string;
  metadata: JsonObject;
}

/** POST /signup (docs/supabase-protocol.md#post-signup). */
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

    const existing = await findUserByEmail(ctx.db, email);
    // Known addresses keep their password and metadata: the caller has not proven who they are.
    const user =
      existing ??
      (await insertUser(ctx.db, { ...request, confirmed: false })) ??
      // Taken by a parallel sign-up between the lookup and the insert.
      (await findUserByEmail(ctx.db, email));
    if (!user) throw new Error('sign-up found no user after inserting one');
    if (user.email_confirmed_at) return c.json(obfuscatedUser(email, metadata));

    await sendEmailLink(
      ctx,
      { id: user.id, email },
      'signup',
      safeRedirect(c.req.query('redirect_to'), redirectPolicyOf(ctx)),
    );
    const updated = await findUserById(ctx.db, user.id);
    return c.json(userJson(updated ?? user));
  };
}

/** With email confirmation off, a new account is confirmed at once and signed in. */
async function signUpConfirmed(ctx: BackendContext, request: SignupRequest) {
  return ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, request.email)) throw userAlreadyExists();
    const user = await insertUser(tx, { ...request, confirmed: true });
    if (!user) throw userAlreadyExists();
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    const signedIn = await findUserById(tx, user.id);
    return startSession(ctx, tx, signedIn ?? user, 'password');
  });
}
