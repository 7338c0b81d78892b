import type { Context as HonoContext } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Database } from './db/database';
import type { BackendKeys } from './keys';
import type { Mailbox } from './mail/mailbox';
import type { RateLimitName, RateLimiter } from './rate-limit';

/** Everything the API modules (auth, rest, functions) share. */
export interface BackendContext {
  db: Database;
  keys: BackendKeys;
  /** Public base URL of this server, e.g. http://localhost:8080 (API and website share it). */
  apiUrl: string;
  /** Where auth emails send people when no (allowed) redirect_to is given. */
  siteUrl: string;
  /** Allowed redirect_to values besides the site URL: exact URLs, or prefixes ending in `*`. */
  redirectAllowList: string[];
  mailbox: Mailbox;
  rateLimiter: RateLimiter;
  /** Require email confirmation before sign-in (Supabase's default for hosted projects). */
  emailConfirmation: boolean;
  log: (line: string) => void;
}

/** The anonymised rate-limit key of the client that sent a request. */
export function clientKeyOf(ctx: BackendContext, c: HonoContext): string {
  let address = 'unknown';
  try {
    address = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not running on a Node socket (e.g. app.request in a unit test).
  }
  return ctx.rateLimiter.clientKey(address);
}

/** Counts a request against a limit; true when the client is over it. */
export function overLimit(ctx: BackendContext, c: HonoContext, name: RateLimitName): boolean {
  const key = clientKeyOf(ctx, c);
  if (ctx.rateLimiter.allow(name, key)) return false;
  c.header('Retry-After', String(ctx.rateLimiter.retryAfterSeconds(name, key)));
  return true;
}
