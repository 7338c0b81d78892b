import { createHash, randomBytes } from 'node:crypto';
import { SUBMISSION_LIMITS } from '../../supabase/functions/_shared/limits.ts';

/** Limits from docs/threat-model.md#numbers: requests per window, per client address. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS = {
  /** Sign-ups and password sign-ins together. */
  signInOrUp: { limit: 30, windowMs: 5 * 60_000 },
  tokenRefresh: { limit: 150, windowMs: 5 * 60_000 },
  verify: { limit: 360, windowMs: 60 * 60_000 },
  /** Confirmation and reset emails, per email address. */
  emailPerAddress: { limit: 1, windowMs: 60_000 },
  /** Password-reset requests and other unauthenticated mail triggers, per client. */
  recover: { limit: 30, windowMs: 5 * 60_000 },
  ...SUBMISSION_LIMITS,
  /** Invite-code lookups (team_name_for_invite), so codes cannot be enumerated. */
  inviteLookup: { limit: 30, windowMs: 5 * 60_000 },
  /** Two-factor challenges and code checks, per client: GoTrue's 15 a minute each. */
  factorChallenge: { limit: 15, windowMs: 60_000 },
  factorVerify: { limit: 15, windowMs: 60_000 },
  /** Code checks per authenticator from any address, so its codes cannot be guessed from many. */
  factorVerifyPerFactor: { limit: 30, windowMs: 60 * 60_000 },
  /** Certificate checks and unsubscribe links: lookups by a token anyone may hold. */
  tokenLookup: { limit: 60, windowMs: 5 * 60_000 },
  /** /api/v1 requests per team API key (docs/decisions.md AK1). */
  apiKey: { limit: 300, windowMs: 60_000 },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimit>;

/**
 * Every limit multiplied by `factor` (RATE_LIMIT_MULTIPLIER): the browser tests sign dozens of
 * accounts in from one address. Anything but a positive number keeps the defaults.
 */
export function scaledRateLimits(factor: number): RateLimits {
  const scale = Number.isFinite(factor) && factor > 0 ? factor : 1;
  return Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [
      name,
      { ...limit, limit: Math.ceil(limit.limit * scale) },
    ]),
  ) as RateLimits;
}

/**
 * Fixed-window counters held in memory only. Client addresses are stored as salted hashes with a
 * salt that never leaves the process, so not even the rate limiter keeps an address.
 */
export class RateLimiter {
  private readonly salt = randomBytes(16);
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limits: RateLimits,
    /** Milliseconds since the epoch; injected by tests so no test waits for a window. */
    private readonly clock: () => number = Date.now,
  ) {}

  /** Anonymised key for a client address. */
  clientKey(address: string): string {
    return createHash('sha256').update(this.salt).update(address).digest('base64url');
  }

  /** Counts one request; false when the limit for this name and key is already used up. */
  allow(name: RateLimitName, key: string, now = this.clock()): boolean {
    return this.count(name, key, now).allowed;
  }

  /** Counts one request and says what is left of the window (for RateLimit-* headers). */
  count(
    name: RateLimitName,
    key: string,
    now = this.clock(),
  ): {
    allowed: boolean;
    limit: number;
    remaining: number;
    resetSeconds: number;
    windowSeconds: number;
  } {
    const { limit, windowMs } = this.limits[name];
    const id = `${name}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(id, window);
      if (this.windows.size > 100_000) this.evictExpired(now);
    }
    window.count++;
    return {
      allowed: window.count <= limit,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      windowSeconds: windowMs / 1000,
    };
  }

  /** Seconds until the window of this name and key resets. */
  retryAfterSeconds(name: RateLimitName, key: string, now = this.clock()): number {
    const window = this.windows.get(`${name}:${key}`);
    return window ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 1;
  }

  private evictExpired(now: number) {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}
