// The REST API /api/v1 (docs/decisions.md AK1), the same handler hosted (Edge Function `api`) and
// embedded: a team's systems read members, training, policies, checklists and the audit log with
// `Authorization: Bearer <team API key>`. The key's rights are the database's: every call goes to a
// public.api_v1_* function (executable by the service role only, so by this handler only) with the
// key in a header, and those functions, owned by api_client, see only what the `to api_client`
// policies let the live key's team see. The routes, their zod schemas and the
// OpenAPI description are src/shared/api-v1.ts; this file checks the input with those schemas,
// pages, tags (ETag), limits (RateLimit-*) and answers errors in one shape.
import type { z } from 'zod';
import {
  API_ROUTES,
  DEFAULT_PAGE,
  openApiDocument,
  type ApiOperationId,
  type ApiRoute,
  type ErrorBody,
} from '../../../src/shared/api-v1.ts';

import type { EmailContent } from './email.ts';
import { invitationEmail, type IssuedInvitation } from './invitations.ts';

export { API_KEY_HEADER } from '../../../src/shared/api-v1.ts';

/** Largest request body /api/v1 reads (docs/threat-model.md#numbers). */
const MAX_BODY_BYTES = 64 * 1024;

/** One of the database's API functions, the only ones a store calls. */
export type ApiFunction = `api_v1_${string}`;

/** The database as the key: calls public.<fn>(args) with the key in API_KEY_HEADER. */
export interface ApiStore {
  call(
    key: string,
    fn: ApiFunction,
    args: Record<string, unknown>,
    write: boolean,
  ): Promise<unknown>;
}

/** One request counted against its key's window. */
export interface ApiAllowance {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
  windowSeconds: number;
}

export interface ApiDependencies {
  store: ApiStore;
  /** Counts a request of the key whose SHA-256 (hex) is `keyHash`. */
  allowance(keyHash: string): Promise<ApiAllowance>;
  logError(error: unknown): void;
  /** Mails an invitation (the invitations function's email). */
  send(email: EmailContent): Promise<void>;
  /** Where the API is reached, for the description's `servers` and `Location`. */
  baseUrl: string;
  /** Where the functions are reached: evidence-pack links are the `evidence` function's. */
  functionsUrl: string;
  /** Where invitation links lead. */
  siteUrl: string;
}

/** A refusal from the database: its SQLSTATE and message. */
export class ApiStoreError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

// ─── Running the routes ──────────────────────────────────────────────────────────────────────

interface RouteInput {
  key: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

type PageArgs = { after: string | null; max_rows: number };

type Runner = (
  key: string,
  fn: ApiFunction,
  args: Record<string, unknown>,
  write?: boolean,
) => Promise<unknown>;

/** What each route asks the database: one public.api_v1_* function. */
function runners(
  call: Runner,
  deps: ApiDependencies,
): Record<ApiOperationId, (input: RouteInput, page: PageArgs) => Promise<unknown>> {
  return {
    async inviteMember({ key, body }) {
      const invitation = (await call(
        key,
        'api_v1_invite_member',
        { email: body.email, full_name: body.full_name ?? null },
        true,
      )) as IssuedInvitation;
      await deps.send(invitationEmail(invitation, deps.siteUrl));
      const { id, email, full_name, expires_at } = invitation;
      return { id, email, full_name, expires_at };
    },
    async createEvidenceExport({ key, body }) {
      const { token, ...made } = (await call(key, 'api_v1_create_evidence_export', body, true)) as {
        token: string;
      } & Record<string, unknown>;
      return {
        ...made,
        status: 'ready',
        download_url: `${deps.functionsUrl}/evidence/${token}/evidence-pack.zip`,
      };
    },
    getEvidenceExport: ({ key, params }) =>
      call(key, 'api_v1_evidence_export', { export: params.id }),
    listMembers: ({ key }, page) => call(key, 'api_v1_members', page),
    getMember: ({ key, params }) => call(key, 'api_v1_member', { member: params.id }),
    deactivateMember: ({ key, params }) =>
      call(key, 'api_v1_deactivate_member', { member: params.id }, true),
    listTrainingAssignments: ({ key }, page) => call(key, 'api_v1_training_assignments', page),
    listTrainingCompletion: ({ key, query }, page) =>
      call(key, 'api_v1_training_completion', {
        member: query.member_id ?? null,
        day: query.date ?? new Date().toISOString().slice(0, 10),
        ...page,
      }),
    listCertificates: ({ key, query }, page) =>
      call(key, 'api_v1_certificates', { member: query.member_id ?? null, ...page }),
    listPolicyVersions: ({ key }, page) => call(key, 'api_v1_policy_versions', page),
    listAcceptances: ({ key }, page) => call(key, 'api_v1_acceptance_register', page),
    listChecklistRuns: ({ key }, page) => call(key, 'api_v1_checklist_runs', page),
    listChecklistItems: ({ key, params }) =>
      call(key, 'api_v1_checklist_items', { run: params.id }),
    listAuditEvents: ({ key, query }, page) =>
      call(key, 'api_v1_audit_events', {
        ...page,
        since: query.since ?? null,
        until: query.until ?? null,
        kinds: typeof query.kind === 'string' ? query.kind.split(',') : null,
      }),
  };
}

// ─── The handler ─────────────────────────────────────────────────────────────────────────────

type ErrorCode = z.infer<typeof ErrorBody>['error']['code'];

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

/** The database's refusals, as the API answers them. */
function refusalOf(error: ApiStoreError): Refusal {
  switch (error.code) {
    case '42501':
      return error.message.includes('read-only')
        ? new Refusal(403, 'read_only', error.message)
        : new Refusal(403, 'forbidden', error.message);
    case 'PT404':
      return new Refusal(404, 'not_found', error.message);
    case 'P0001':
    case '22023':
    case '22P02':
    case '23514':
      return new Refusal(400, 'invalid_request', error.message);
    case '23505':
      return new Refusal(409, 'conflict', error.message);
    default:
      throw error;
  }
}

/** A row as the API shows it: the acceptance register's position is only its cursor. */
function withoutCursor(row: Record<string, unknown>) {
  const shown = { ...row };
  delete shown.cursor;
  return shown;
}

const encodeCursor = (value: string) =>
  btoa(value).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

function decodeCursor(cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  try {
    const decoded = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
    if (/^[A-Za-z0-9_-]{1,64}$/.test(decoded)) return decoded;
  } catch {
    // Not base64: refused below.
  }
  throw new Refusal(400, 'invalid_request', 'The cursor is not one this API gave');
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

const refusalResponse = (refusal: Refusal, headers: Record<string, string> = {}) =>
  json(
    refusal.status,
    {
      error: {
        code: refusal.code,
        message: refusal.message,
        ...(refusal.details ? { details: refusal.details } : {}),
      },
    },
    headers,
  );

function issuesOf(error: z.ZodError, where: string) {
  return error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/** A JSON body checked with `schema`; refused as 400 in the error shape when it is not one. */
async function readBody(request: Request, schema: z.ZodType): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    throw new Refusal(400, 'invalid_request', 'The body is larger than 64 KB');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'invalid_request', 'The body is not JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Refusal(400, 'invalid_request', 'Invalid body', issuesOf(parsed.error, 'body'));
  }
  return parsed.data as Record<string, unknown>;
}

/** `/members/{id}` as a pattern with named groups. */
function matcher(template: string): RegExp {
  const source = template.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

/**
 * The handler; `clientAddress` is the caller's address as the platform reports it (never a header
 * the client chose), for the audit event of a key's use from a new address.
 */
export function createApiHandler(
  deps: ApiDependencies,
): (request: Request, clientAddress: string | null) => Promise<Response> {
  const call: Runner = async (key, fn, args, write = false) => {
    try {
      return await deps.store.call(key, fn, args, write);
    } catch (error) {
      if (error instanceof ApiStoreError) throw refusalOf(error);
      throw error;
    }
  };
  const run = runners(call, deps);
  const table = (API_ROUTES as readonly ApiRoute[]).map((route) => ({
    route,
    pattern: matcher(route.path),
  }));
  let description: string | undefined;

  return async (request, clientAddress) => {
    const url = new URL(request.url);
    // Hosted: /functions/v1/api/v1/…; embedded: /api/v1/….
    const path = /\/api\/v1(\/.*)?$/.exec(url.pathname)?.[1] ?? '/';
    const method = request.method.toLowerCase();
    let rateHeaders: Record<string, string> = {};
    try {
      if (path === '/openapi.json' && method === 'get') {
        description ??= JSON.stringify(openApiDocument(deps.baseUrl));
        return new Response(description, {
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Access-Control-Allow-Origin': '*',
            'Cache-Control': 'public, max-age=300',
          },
        });
      }
      const matches = table.filter(({ pattern }) => pattern.test(path));
      if (matches.length === 0) throw new Refusal(404, 'not_found', 'No such route in /api/v1');
      const found = matches.find(({ route }) => route.method === method);
      if (!found) {
        return refusalResponse(new Refusal(405, 'invalid_request', 'Method not allowed'), {
          Allow: matches.map(({ route }) => route.method.toUpperCase()).join(', '),
        });
      }
      const { route, pattern } = found;

      const key = /^Bearer (crk_[A-Za-z0-9_-]{1,100})$/.exec(
        request.headers.get('authorization') ?? '',
      )?.[1];
      if (!key) {
        return refusalResponse(
          new Refusal(401, 'unauthorized', 'Send Authorization: Bearer <team API key>'),
          { 'WWW-Authenticate': 'Bearer' },
        );
      }
      const allowance = await deps.allowance(await sha256Hex(key));
      rateHeaders = {
        'RateLimit-Limit': String(allowance.limit),
        'RateLimit-Remaining': String(allowance.remaining),
        'RateLimit-Reset': String(allowance.resetSeconds),
        'RateLimit-Policy': `${allowance.limit};w=${allowance.windowSeconds}`,
      };
      if (!allowance.allowed) {
        return refusalResponse(
          new Refusal(429, 'rate_limited', 'Too many requests with this key; try again later'),
          { ...rateHeaders, 'Retry-After': String(allowance.resetSeconds) },
        );
      }

      const identity = (await call(key, 'api_v1_key', { client_address: clientAddress }, true)) as {
        scope: string;
        plan_id: string;
        plan_name: string;
      } | null;
      if (!identity) {
        throw new Refusal(
          401,
          'unauthorized',
          'This API key is not valid, or was revoked or expired',
        );
      }
      if (identity.plan_id !== 'enterprise') {
        throw new Refusal(
          403,
          'plan_required',
          `API access is part of the Enterprise plan; this team is on the ${identity.plan_name} plan.`,
        );
      }
      if (route.write && identity.scope !== 'read_write') {
        throw new Refusal(403, 'read_only', 'This API key is read-only');
      }

      const params = route.params?.safeParse(pattern.exec(path)?.groups ?? {});
      if (params && !params.success) {
        throw new Refusal(400, 'invalid_request', 'Invalid path', issuesOf(params.error, 'path'));
      }
      const query = route.query?.safeParse(Object.fromEntries(url.searchParams));
      if (query && !query.success) {
        throw new Refusal(400, 'invalid_request', 'Invalid query', issuesOf(query.error, 'query'));
      }
      const queryData = (query?.data ?? {}) as { cursor?: string; limit?: number };
      const body = route.body ? await readBody(request, route.body) : {};
      const limit = queryData.limit ?? DEFAULT_PAGE;
      const result = await run[route.operationId as ApiOperationId](
        { key, params: (params?.data ?? {}) as Record<string, string>, query: queryData, body },
        { after: decodeCursor(queryData.cursor), max_rows: limit + 1 },
      );

      let answer: unknown;
      if (route.cursorOf) {
        const rows = (result ?? []) as Record<string, unknown>[];
        const pageRows = rows.slice(0, limit);
        const last = pageRows.at(-1);
        answer = {
          data: pageRows.map((row) => withoutCursor(row)),
          next_cursor: rows.length > limit && last ? encodeCursor(route.cursorOf(last)) : null,
        };
      } else {
        if (result === null || result === undefined) {
          throw new Refusal(404, 'not_found', 'Nothing with this id in your team');
        }
        answer = { data: result };
      }
      const text = JSON.stringify(answer);
      if (method !== 'get') {
        const id = (result as { id?: unknown } | null)?.id;
        return json(route.status ?? 200, answer, {
          ...rateHeaders,
          ...(route.status === 202 && typeof id === 'string'
            ? { Location: `${deps.baseUrl}${route.path}/${id}` }
            : {}),
        });
      }
      const etag = `"${(await sha256Hex(text)).slice(0, 32)}"`;
      const ifNoneMatch = request.headers.get('if-none-match');
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
        return new Response(null, {
          status: 304,
          headers: { ETag: etag, 'Cache-Control': 'private, no-cache', ...rateHeaders },
        });
      }
      return new Response(text, {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'private, no-cache',
          ETag: etag,
          ...rateHeaders,
        },
      });
    } catch (error) {
      if (error instanceof Refusal) return refusalResponse(error, rateHeaders);
      deps.logError(error);
      return refusalResponse(
        new Refusal(500, 'internal_error', 'Something went wrong; try again'),
        rateHeaders,
      );
    }
  };
}
