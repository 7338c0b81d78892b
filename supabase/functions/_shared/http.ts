// Web-standard helpers shared by the Edge Functions (Deno on hosted Supabase, Node locally).
import { UNSTORABLE_TEXT_MESSAGE, hasUnstorableText } from './text.ts';

/** Sent on every response, errors included, or supabase-js reports a FunctionsFetchError. */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export const MAX_FORM_BYTES = 64 * 1024;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Reads a JSON object body of at most 64 KB, or throws BadRequest with a clear message. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_FORM_BYTES) {
    throw new BadRequest('Request body is larger than 64 KB', 413);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequest('Request body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequest('Request body must be a JSON object');
  }
  if (hasUnstorableText(body)) throw new BadRequest(UNSTORABLE_TEXT_MESSAGE);
  return body as Record<string, unknown>;
}

/** A trimmed string field of at most `max` characters; undefined when absent or blank. */
export function optionalText(body: Record<string, unknown>, field: string, max: number) {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new BadRequest(`${field} must be a string`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw new BadRequest(`${field} must be at most ${max} characters`);
  return trimmed === '' ? undefined : trimmed;
}

export function requiredText(body: Record<string, unknown>, field: string, max: number): string {
  const value = optionalText(body, field, max);
  if (value === undefined) throw new BadRequest(`${field} is required`);
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function optionalEmail(body: Record<string, unknown>, field: string) {
  const value = optionalText(body, field, 320);
  if (value !== undefined && !EMAIL.test(value))
    throw new BadRequest(`${field} is not a valid email address`);
  return value;
}

/** `application/json`, with or without parameters such as a charset. */
function isJsonContentType(header: string | null): boolean {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Wraps a POST handler: answers the CORS preflight, refuses other methods and bodies that are not
 * JSON (a cross-site HTML form can post only form encodings and text/plain, never JSON without a
 * preflight), turns BadRequest into a 4xx and anything else into a generic 500 that reveals
 * nothing of the request.
 */
export function postHandler(
  handle: (request: Request) => Promise<Response>,
  onUnexpected: (error: unknown) => void = () => undefined,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') return jsonResponse({ error: 'Method not allowed' }, 405);
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return jsonResponse({ error: 'Send the request body as application/json' }, 415);
    }
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof BadRequest) return jsonResponse({ error: error.message }, error.status);
      onUnexpected(error);
      return jsonResponse({ error: 'The request could not be processed' }, 500);
    }
  };
}

/**
 * `postHandler` for signed-in callers: a request without a bearer token is answered 401 with
 * `refusal`; `handle` gets the others with their Authorization header.
 */
export function signedInHandler(
  refusal: string,
  handle: (request: Request, authorization: string) => Promise<Response>,
  onUnexpected?: (error: unknown) => void,
): (request: Request) => Promise<Response> {
  return postHandler(async (request) => {
    const authorization = request.headers.get('authorization') ?? '';
    if (!/^Bearer\s+\S+$/i.test(authorization)) return jsonResponse({ error: refusal }, 401);
    return handle(request, authorization);
  }, onUnexpected);
}

/** The subject and message of a public form (contact, hotline), both required. */
export const subjectAndMessage = (body: Record<string, unknown>) => ({
  subject: requiredText(body, 'subject', 300),
  message: requiredText(body, 'message', 20000),
});

/**
 * A public form's POST: `parse` reads the body, `store` keeps it and only then is it answered
 * { success: true }; a failed `notify` does not fail the sender. Errors go to `onUnexpected`
 * only when given.
 */
export function formHandler<Form>(
  parse: (body: Record<string, unknown>) => Form,
  store: (form: Form) => Promise<void>,
  notify: (form: Form) => Promise<void>,
  onUnexpected?: (error: unknown) => void,
): (request: Request) => Promise<Response> {
  return postHandler(async (request) => {
    const form = parse(await readJsonObject(request));
    await store(form);
    await notify(form).catch((error: unknown) => onUnexpected?.(error));
    return jsonResponse({ success: true });
  }, onUnexpected);
}

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts each POST against the form's limit before `handler` sees it; past the limit, 429 with
 * Retry-After. `check` is the deployment's counter: in memory in the embedded backend, in the
 * database for the hosted Edge Functions.
 */
export function withSubmissionLimit(
  handler: (request: Request) => Promise<Response>,
  check: (request: Request) => Promise<Allowance>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'POST') {
      const allowance = await check(request);
      if (!allowance.allowed) {
        return jsonResponse({ error: 'Too many submissions. Please try again later.' }, 429, {
          'Retry-After': String(allowance.retryAfterSeconds),
        });
      }
    }
    return handler(request);
  };
}

/**
 * POST of a scheduled job (pg_cron hosted, or an operator): only the service role may start one
 * run; answers what `run` reports ({ sent, failed }).
 */
export function scheduledJobHandler(
  job: string,
  options: {
    isServiceRole(authorization: string): Promise<boolean>;
    run(): Promise<{ sent: number; failed: number }>;
  },
) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') {
      return jsonResponse({ error: 'Method not allowed' }, 405, { Allow: 'POST' });
    }
    const authorization = request.headers.get('authorization') ?? '';
    if (!(await options.isServiceRole(authorization))) {
      return jsonResponse({ error: `Only the scheduler may run the ${job}` }, 403);
    }
    return jsonResponse(await options.run());
  };
}
