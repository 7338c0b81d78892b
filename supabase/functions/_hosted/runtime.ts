// What the hosted entries (Deno, Supabase Edge Functions) share: the service-role client and the
// server. Kept out of ../_shared, which the embedded backend compiles with Node's types.
import { createClient } from '@supabase/supabase-js';
import { scheduledJobHandler, type Allowance } from '../_shared/http.ts';
import { rateLimitAddress } from '../_shared/ip-address.ts';
import { SUBMISSION_LIMITS, rateLimitSalt, type SubmissionKind } from '../_shared/limits.ts';
import { CallerRefused, refusalStatus } from '../_shared/policy-reminders.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): void;
};

export const serviceClient = createClient(
  Deno.env.get('SUPABASE_URL') ?? '',
  Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  { auth: { persistSession: false } },
);

export const serve = (handler: (request: Request) => Promise<Response>) => Deno.serve(handler);

/**
 * Whether `authorization` is `Bearer <the service-role key>` (pg_cron's calls), compared in time
 * that does not depend on where the two differ.
 */
export async function isServiceRoleAuthorization(authorization: string): Promise<boolean> {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const given = new TextEncoder().encode(authorization);
  const expected = new TextEncoder().encode(`Bearer ${key}`);
  let difference = given.length ^ expected.length;
  for (let i = 0; i < Math.max(given.length, expected.length); i += 1) {
    difference |= (given[i] ?? 0) ^ (expected[i] ?? 0);
  }
  return difference === 0 && key.length > 0;
}

// Never a fallback (the service-role key is no salt): without its own secret, no function starts.
const salt = rateLimitSalt(Deno.env.get('RATE_LIMIT_SALT'));

/**
 * What the hosted limits count a client by: its network (Cloudflare's cf-connecting-ip, IPv6 cut
 * to its /64) hashed with a secret salt that is not in the database, so a dump cannot tell whose
 * it was.
 */
export async function clientKey(request: Request): Promise<string> {
  const address =
    request.headers.get('cf-connecting-ip') ??
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${salt}:${rateLimitAddress(address)}`),
  );
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hosted counter of the public forms' limits, in the database. */
export function submissionAllowance(kind: SubmissionKind) {
  const { limit, windowMs } = SUBMISSION_LIMITS[kind];
  return async (request: Request): Promise<Allowance> => {
    const { data, error } = await serviceClient.rpc('consume_submission_allowance', {
      kind,
      client_key: await clientKey(request),
      max_hits: limit,
      window_seconds: windowMs / 1000,
    });
    // A counter that cannot be reached must not stop reports: fail open, and say so in the log.
    if (error) console.error('rate limit check failed:', error.message);
    return data === false
      ? { allowed: false, retryAfterSeconds: windowMs / 1000 }
      : { allowed: true };
  };
}

/** A client that acts as the person who called the function: their token, their rights. */
export const callerClient = (authorization: string) =>
  createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_ANON_KEY') ?? '', {
    auth: { persistSession: false },
    global: { headers: { Authorization: authorization } },
  });

export const env = (name: string) => Deno.env.get(name);

/**
 * A service-role call of a database function (the jobs' claims and records). A failure throws
 * `failure`, or the database's message when the caller names none.
 */
export async function serviceRpc<T = unknown>(
  fn: string,
  args: Record<string, unknown> = {},
  failure?: string,
): Promise<T> {
  const { data, error } = await serviceClient.rpc(fn, args);
  if (error) throw new Error(failure ?? error.message);
  return data as T;
}

/** A job's claim: the database function `fn` hands the next batch due at `at` to `run`. */
export const serviceClaim =
  <Row>(fn: string) =>
  async (at: Date, run: string): Promise<Row[]> =>
    (await serviceRpc<Row[] | null>(fn, { at: at.toISOString(), run })) ?? [];

/** A call of a database function as the caller; a refusal keeps the database's message. */
export async function callerRpc<T = unknown>(
  authorization: string,
  fn: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  const { data, error } = await callerClient(authorization).rpc(fn, args);
  if (error) throw new CallerRefused(error.message, refusalStatus(error.code));
  return data as T;
}

/** The hosted entry of a scheduled job: pg_cron's service-role call starts one `run`. */
export const scheduledJob = (job: string, run: () => Promise<{ sent: number; failed: number }>) =>
  scheduledJobHandler(job, { isServiceRole: isServiceRoleAuthorization, run });
