import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: email link tokens and the first refresh token of a session. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token, so a copy of the database signs nobody in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces `parent` on rotation. Derived (HMAC with the server secret)
 * rather than random so that only hashes need storing, yet a client that presents an already
 * rotated token can still be handed the session's current token (parallel tabs).
 */
export function childRefreshToken(parent: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-token-child:${parent}`).digest('base64url');
}
