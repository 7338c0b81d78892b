import type { BackendContext } from '../context';
import type { Queryable } from '../db/database';
import { renderEmail } from '../../../supabase/functions/_shared/email.ts';
import type { JsonObject } from './body';
import { randomToken, tokenHash } from './tokens';

export type EmailLinkType = 'signup' | 'recovery';

/** How long each kind of emailed link works, as a PostgreSQL interval and in words. */
export const LINK_VALIDITY: Record<EmailLinkType, { interval: string; words: string }> = {
  signup: { interval: '24 hours', words: '24 hours' },
  recovery: { interval: '1 hour', words: '1 hour' },
};

/** At most this many confirmation links per unconfirmed address stay valid (the newest). */
const MAX_PENDING_SIGNUPS = 5;

function verifyLink(ctx: BackendContext, token: string, type: EmailLinkType, redirectTo: string) {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.apiUrl}/auth/v1/verify?${query.toString()}`;
}

export interface PendingSignup {
  userId: string;
  email: string;
  passwordHash: string;
  metadata: JsonObject;
}

/**
 * Records one sign-up request for an unconfirmed address and mails its link. The password and
 * details travel with the link (auth.signup_links): confirming that link activates the account
 * with exactly them, and every link stays valid until one is used or it expires, so a stranger
 * who signed up with someone else's address first gains nothing (docs/decisions.md S2).
 */
export async function sendSignupLink(
  ctx: BackendContext,
  db: Queryable,
  signup: PendingSignup,
  redirectTo: string,
): Promise<void> {
  const token = randomToken();
  await db.query(
    `insert into auth.signup_links (token_hash, user_id, encrypted_password, raw_user_meta_data)
     values ($1, $2, $3, $4::jsonb)`,
    [tokenHash(token), signup.userId, signup.passwordHash, JSON.stringify(signup.metadata)],
  );
  await db.query(
    `delete from auth.signup_links
      where user_id = $1
        and token_hash not in (select token_hash from auth.signup_links where user_id = $1
                                order by created_at desc limit $2)`,
    [signup.userId, MAX_PENDING_SIGNUPS],
  );
  await db.query('update auth.users set confirmation_sent_at = now() where id = $1', [
    signup.userId,
  ]);
  const link = verifyLink(ctx, token, 'signup', redirectTo);
  await ctx.mail.send(
    renderEmail({
      to: signup.email,
      subject: 'Confirm your ComplyReady account',
      intro: [
        'Welcome to ComplyReady!',
        'Confirm your email address to finish creating your account.',
      ],
      action: { label: 'Confirm your email address', url: link },
      outro: [
        `The link works once and expires in ${LINK_VALIDITY.signup.words}.`,
        'If you did not sign up for ComplyReady, ignore this email: no account is created without it.',
      ],
    }),
  );
}

/** Issues a new single-use reset token (only its hash is stored) and mails the link. */
export async function sendRecoveryLink(
  ctx: BackendContext,
  user: { id: string; email: string },
  redirectTo: string,
): Promise<void> {
  const token = randomToken();
  await ctx.db.query(
    'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
    [user.id, tokenHash(token)],
  );
  const link = verifyLink(ctx, token, 'recovery', redirectTo);
  await ctx.mail.send(
    renderEmail({
      to: user.email,
      subject: 'Reset your ComplyReady password',
      intro: ['Someone asked to reset the password of your ComplyReady account.'],
      action: { label: 'Choose a new password', url: link },
      outro: [
        `The link works once and expires in ${LINK_VALIDITY.recovery.words}.`,
        'If you did not ask for this, ignore this email: your password stays the same.',
      ],
    }),
  );
}

/**
 * What the owner of an existing account receives when someone signs up with their address: the
 * sign-up reply itself reveals nothing, so the email says what happened and what to do.
 */
export async function sendAlreadyRegisteredNotice(ctx: BackendContext, email: string) {
  await ctx.mail.send(
    renderEmail({
      to: email,
      subject: 'You already have a ComplyReady account',
      intro: [
        'Someone tried to create a ComplyReady account with this email address, which already has one.',
        'If it was you, sign in instead. If you forgot your password, choose "Forgot password?" on the sign-in page.',
      ],
      action: { label: 'Sign in to ComplyReady', url: `${ctx.siteUrl}/signin` },
      outro: ['If it was not you, ignore this email: nothing has changed on your account.'],
    }),
  );
}

export type EmailAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one email of this type to this address against the per-address limit. Addresses are
 * keyed through the rate limiter's salted hash, so the limiter holds no address either.
 */
export function allowEmailTo(
  ctx: BackendContext,
  type: EmailLinkType,
  email: string,
): EmailAllowance {
  const key = ctx.rateLimiter.clientKey(`${type}:${email}`);
  if (ctx.rateLimiter.allow('emailPerAddress', key)) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: ctx.rateLimiter.retryAfterSeconds('emailPerAddress', key),
  };
}
