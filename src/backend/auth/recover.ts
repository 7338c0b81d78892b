import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { optionalString, readJsonObject } from './body';
import { requireValidEmail } from './email-address';
import { allowEmailTo, sendEmailLink } from './emails';
import { enforceRequestLimit } from './guards';
import { redirectPolicyOf, safeRedirect } from './redirects';
import { findUserByEmail } from './users';

/**
 * POST /recover {email}: mails a password-reset link to an existing account. The reply is the
 * same `200 {}` whether or not the address has an account, and also when its per-address mail
 * limit is used up (the mail is then skipped), so the endpoint tells nobody which addresses exist.
 */
export function recoverHandler(ctx: BackendContext) {
  return async (c: Context) => {
    enforceRequestLimit(ctx, c, 'recover');
    const body = await readJsonObject(c);
    const email = requireValidEmail(
      optionalString(body, 'email'),
      'Password recovery requires an email',
    );
    if (allowEmailTo(ctx, 'recovery', email).allowed) {
      const user = await findUserByEmail(ctx.db, email);
      if (user) {
        const redirectTo = safeRedirect(c.req.query('redirect_to'), redirectPolicyOf(ctx));
        await sendEmailLink(ctx, { id: user.id, email }, 'recovery', redirectTo);
      }
    }
    return c.json({});
  };
}
