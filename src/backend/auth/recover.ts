import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { optionalString, readJsonObject } from './body';
import { requireValidEmail } from './email-address';
import { allowEmailTo, sendRecoveryLink } from './emails';
import { enforceRequestLimit } from './guards';
import { redirectPolicyOf, safeRedirect } from './redirects';
import { findUserByEmail } from './users';

/**
 * POST /recover {email}: mails a password-reset link to an existing account. The reply is the
 * same `200 {}` whether or not the address has an account, and also when its per-address mail
 * limit is used up (the mail is then skipped), so the endpoint tells nobody which addresses exist.
 * The account lookup and the mail happen after the reply, so its timing tells nothing either.
 */
export function recoverHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'recover');
    const body = await readJsonObject(c);
    const email = requireValidEmail(
      optionalString(body, 'email'),
      'Password recovery requires an email',
    );
    const redirectTo = safeRedirect(c.req.query('redirect_to'), redirectPolicyOf(ctx));
    if (allowEmailTo(ctx, 'recovery', email).allowed) {
      ctx.background.run('recover', async () => {
        const user = await findUserByEmail(ctx.db, email);
        if (user) await sendRecoveryLink(ctx, { id: user.id, email }, redirectTo);
      });
    }
    return c.json({});
  };
}
