import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { overLimit, type BackendContext } from '../context';
import { bearerToken, verifyJwt } from '../jwt';
import type { RateLimitName } from '../rate-limit';
import { API_VERSION, API_VERSION_HEADER, badJwt, refusal } from './errors';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Hosted Supabase's gateway refuses requests without one of the project's API keys (header, or
 * `apikey` query parameter) before they reach Auth; it answers 401 with `message` and `hint`.
 */
export function requireApiKey(ctx: BackendContext): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      c.header(API_VERSION_HEADER, API_VERSION);
      return c.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        401,
      );
    }
    if (!sameSecret(key, ctx.keys.anonKey) && !sameSecret(key, ctx.keys.serviceRoleKey)) {
      c.header(API_VERSION_HEADER, API_VERSION);
      return c.json(
        {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        },
        401,
      );
    }
    await next();
  };
}

/** Counts the request against a per-client limit; 429 over_request_rate_limit past it. */
export function enforceRequestLimit(ctx: BackendContext, c: Context, name: RateLimitName): void {
  if (overLimit(ctx, c, name)) throw refusal('over_request_rate_limit');
}

export interface Authenticated {
  userId: string;
  sessionId: string;
}

/**
 * The signed-in user of a request: a valid access token (Authorization: Bearer) whose session
 * still exists. Signing out ends the session, so its access tokens stop working here at once.
 */
export async function authenticate(ctx: BackendContext, c: Context): Promise<Authenticated> {
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) throw refusal('no_authorization');
  const check = await verifyJwt(token, ctx.keys.jwtSecret);
  if (!check.ok) throw badJwt(check.message);
  const { role, sub, session_id: sessionId } = check.claims;
  if (role !== 'authenticated' || !sub || !UUID_PATTERN.test(sub)) {
    throw badJwt('invalid claim: missing sub claim');
  }
  if (!sessionId || !UUID_PATTERN.test(sessionId)) throw refusal('session_not_found');
  const { rows } = await ctx.db.query(
    'select 1 from auth.sessions where id = $1 and user_id = $2',
    [sessionId, sub],
  );
  if (rows.length === 0) throw refusal('session_not_found');
  return { userId: sub, sessionId };
}
