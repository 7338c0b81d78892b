import type { BackendContext } from '../context';
import { randomToken, tokenHash } from './tokens';

export type EmailLinkType = 'signup' | 'recovery';

interface EmailLinkKind {
  /** auth.users column holding the SHA-256 hash of the emailed token. */
  tokenColumn: 'confirmation_token' | 'recovery_token';
  sentAtColumn: 'confirmation_sent_at' | 'recovery_sent_at';
  /** How long a link stays valid, as a PostgreSQL interval. */
  validFor: string;
  subject: string;
  text: (link: string) => string;
}

export const EMAIL_LINKS: Record<EmailLinkType, EmailLinkKind> = {
  signup: {
    tokenColumn: 'confirmation_token',
    sentAtColumn: 'confirmation_sent_at',
    validFor: '24 hours',
    subject: 'Confirm your ComplyReady account',
    text: (link) =>
      [
        'Welcome to ComplyReady!',
        '',
        'Confirm your email address to finish creating your account:',
        '',
        link,
        '',
        'The link works once and expires in 24 hours.',
        'If you did not sign up for ComplyReady, you can ignore this email.',
      ].join('\n'),
  },
  recovery: {
    tokenColumn: 'recovery_token',
    sentAtColumn: 'recovery_sent_at',
    validFor: '1 hour',
    subject: 'Reset your ComplyReady password',
    text: (link) =>
      [
        'Someone asked to reset the password of your ComplyReady account.',
        '',
        'Choose a new password here:',
        '',
        link,
        '',
        'The link works once and expires in 1 hour.',
        'If you did not ask for this, ignore this email: your password stays the same.',
      ].join('\n'),
  },
};

/**
 * Issues a new single-use link token (replacing any earlier one; only its hash is stored) and
 * mails the link to the user.
 */
export async function sendEmailLink(
  ctx: BackendContext,
  user: { id: string; email: string },
  type: EmailLinkType,
  redirectTo: string,
): Promise<void> {
  const kind = EMAIL_LINKS[type];
  const token = randomToken();
  await ctx.db.query(
    `update auth.users set ${kind.tokenColumn} = $2, ${kind.sentAtColumn} = now() where id = $1`,
    [user.id, tokenHash(token)],
  );
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  const link = `${ctx.apiUrl}/auth/v1/verify?${query.toString()}`;
  await ctx.mailbox.send({
    to: user.email,
    subject: kind.subject,
    text: kind.text(link),
    links: [link],
  });
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
