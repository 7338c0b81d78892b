// The REST API /api/v1 (docs/decisions.md AK1), the same handler hosted (Edge Function `api`) and
// embedded: a team's systems read members, training, policies, checklists and the audit log with
// `Authorization: Bearer <team API key>`. The key's rights are the database's: every call goes to a
// public.api_v1_* function as anon with the key in a header, and those functions see only what the
// `to api_client` policies let the live key's team see. This file checks the input (zod), pages,
// tags (ETag), limits (RateLimit-*) and describes itself (OpenAPI 3.1, from the same schemas).
import { z } from 'zod';

export const API_KEY_HEADER = 'x-complyready-api-key';
export const API_VERSION = '1.0.0';
const MAX_PAGE = 200;
const DEFAULT_PAGE = 50;

/** The database as the key: calls public.<fn>(args) as anon with the key in API_KEY_HEADER. */
export interface ApiStore {
  call(key: string, fn: string, args: Record<string, unknown>, write: boolean): Promise<unknown>;
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
  /** Where the API is reached, for the description's `servers`. */
  baseUrl: string;
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

// ─── Schemas: what the routes check and what openapi.json describes ──────────────────────────

const timestamp = z.string().describe('ISO 8601 date and time');
const day = z.iso.date();
const uuid = z.uuid();

export const ErrorBody = z
  .object({
    error: z.object({
      code: z.enum([
        'unauthorized',
        'plan_required',
        'read_only',
        'forbidden',
        'not_found',
        'invalid_request',
        'conflict',
        'rate_limited',
        'internal_error',
      ]),
      message: z.string(),
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'Error' });

const Member = z
  .object({
    id: uuid,
    email: z.string(),
    full_name: z.string().nullable(),
    role: z.enum(['member', 'admin', 'editor', 'superadmin']),
    status: z.enum(['active', 'deactivated']),
    joined_at: timestamp,
    deactivated_at: timestamp.nullable(),
    last_seen_at: timestamp.nullable(),
  })
  .meta({ id: 'Member' });

const TrainingAssignment = z
  .object({
    id: uuid,
    course_id: z.string(),
    course_title: z.string(),
    audience: z.enum(['everyone', 'members', 'new_members']),
    member_ids: z.array(uuid),
    due_on: day.nullable(),
    due_days: z.int().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'TrainingAssignment' });

const TrainingRequirement = z
  .object({
    id: uuid,
    member_id: uuid,
    email: z.string().nullable().describe('Null for a former member'),
    full_name: z.string().nullable(),
    course_id: z.string(),
    course_title: z.string(),
    due_on: day,
    completed_at: timestamp.nullable(),
    certificate_id: z.string().nullable(),
    overdue: z.boolean(),
    cycle_starts_on: day,
    cycle_ends_on: day,
  })
  .meta({ id: 'TrainingRequirement' });

const Certificate = z
  .object({
    id: z.string(),
    member_id: uuid,
    member_name: z.string(),
    course_id: z.string(),
    course_title: z.string(),
    issued_at: timestamp,
    revoked_at: timestamp.nullable(),
  })
  .meta({ id: 'Certificate' });

const PolicyVersion = z
  .object({
    id: uuid,
    policy_id: uuid,
    template_id: z.string().nullable(),
    title: z.string(),
    number: z.int(),
    content_hash: z.string(),
    published_at: timestamp,
    published_by_name: z.string(),
    effective_on: day,
    review_months: z.int(),
  })
  .meta({ id: 'PolicyVersion' });

const Acceptance = z
  .object({
    person: z.string().describe('"Former member" for someone who left'),
    email: z.string(),
    policy: z.string(),
    version: z.int(),
    content_hash: z.string(),
    accepted_at: timestamp,
  })
  .meta({ id: 'Acceptance' });

const ChecklistRun = z
  .object({
    id: uuid,
    checklist_id: z.string(),
    period_start: day,
    started_at: timestamp,
    items: z.int(),
    items_closed: z.int(),
  })
  .meta({ id: 'ChecklistRun' });

const ChecklistItem = z
  .object({
    item_id: z.string(),
    status: z.enum(['not_started', 'in_progress', 'done', 'not_applicable']),
    not_applicable_reason: z.string().nullable(),
    owner_id: uuid.nullable(),
    due_on: day.nullable(),
    notes: z.string().nullable(),
    evidence_url: z.string().nullable(),
    updated_at: timestamp,
  })
  .meta({ id: 'ChecklistItem' });

const AuditEvent = z
  .object({
    id: z.int(),
    occurred_at: timestamp,
    actor_name: z.string(),
    kind: z.string(),
    target_id: uuid.nullable(),
    target_name: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEvent' });

const page = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      data: z.array(item),
      next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null: last'),
    })
    .meta({ id });

const one = <T extends z.ZodType>(item: T, id: string) => z.object({ data: item }).meta({ id });

const PageQuery = z.object({
  cursor: z.string().max(200).optional().describe('From the previous page’s next_cursor'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE)
    .optional()
    .describe(`Rows per page (default ${DEFAULT_PAGE})`),
});
const MemberFilter = z.object({
  member_id: uuid.optional().describe('Only this member'),
});
const IdParams = z.object({ id: uuid });

// ─── Routes ──────────────────────────────────────────────────────────────────────────────────

interface RouteInput {
  key: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

interface Route {
  method: 'get' | 'post';
  /** OpenAPI's template, `/members/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  write?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  response: z.ZodType;
  /** A cursor-paged list: `run` returns rows in cursor order, the cursor key of each from `cursorOf`. */
  cursorOf?: (row: Record<string, unknown>) => string;
  run(input: RouteInput, pageArgs: { after: string | null; max_rows: number }): Promise<unknown>;
}

type Runner = (
  key: string,
  fn: string,
  args: Record<string, unknown>,
  write?: boolean,
) => Promise<unknown>;

function routes(call: Runner): Route[] {
  const byId = (row: Record<string, unknown>) => String(row.id);
  return [
    {
      method: 'get',
      path: '/members',
      operationId: 'listMembers',
      summary: 'The team’s members, active and deactivated',
      tag: 'Members',
      query: PageQuery,
      response: page(Member, 'MemberPage'),
      cursorOf: byId,
      run: ({ key }, pageArgs) => call(key, 'api_v1_members', pageArgs),
    },
    {
      method: 'get',
      path: '/members/{id}',
      operationId: 'getMember',
      summary: 'One member',
      tag: 'Members',
      params: IdParams,
      response: one(Member, 'MemberResponse'),
      run: ({ key, params }) => call(key, 'api_v1_member', { member: params.id }),
    },
    {
      method: 'post',
      path: '/members/{id}/deactivate',
      operationId: 'deactivateMember',
      summary: 'Deactivate a member (read-write keys): their sessions end at once',
      tag: 'Members',
      write: true,
      params: IdParams,
      response: one(Member, 'MemberResponse'),
      run: ({ key, params }) => call(key, 'api_v1_deactivate_member', { member: params.id }, true),
    },
    {
      method: 'get',
      path: '/training/assignments',
      operationId: 'listTrainingAssignments',
      summary: 'The courses the team assigns, to whom, and when they are due',
      tag: 'Training',
      query: PageQuery,
      response: page(TrainingAssignment, 'TrainingAssignmentPage'),
      cursorOf: byId,
      run: ({ key }, pageArgs) => call(key, 'api_v1_training_assignments', pageArgs),
    },
    {
      method: 'get',
      path: '/training/completion',
      operationId: 'listTrainingCompletion',
      summary: 'Each member’s required courses in the training year, completed or not',
      tag: 'Training',
      query: PageQuery.extend(MemberFilter.shape).extend({
        date: day.optional().describe('A day of the training year (default today, UTC)'),
      }),
      response: page(TrainingRequirement, 'TrainingRequirementPage'),
      cursorOf: byId,
      run: ({ key, query }, pageArgs) =>
        call(key, 'api_v1_training_completion', {
          member: query.member_id ?? null,
          day: query.date ?? new Date().toISOString().slice(0, 10),
          ...pageArgs,
        }),
    },
    {
      method: 'get',
      path: '/training/certificates',
      operationId: 'listCertificates',
      summary: 'Certificates issued to the team’s members',
      tag: 'Training',
      query: PageQuery.extend(MemberFilter.shape),
      response: page(Certificate, 'CertificatePage'),
      cursorOf: byId,
      run: ({ key, query }, pageArgs) =>
        call(key, 'api_v1_certificates', { member: query.member_id ?? null, ...pageArgs }),
    },
    {
      method: 'get',
      path: '/policies/versions',
      operationId: 'listPolicyVersions',
      summary: 'Every published version of the team’s policies',
      tag: 'Policies',
      query: PageQuery,
      response: page(PolicyVersion, 'PolicyVersionPage'),
      cursorOf: byId,
      run: ({ key }, pageArgs) => call(key, 'api_v1_policy_versions', pageArgs),
    },
    {
      method: 'get',
      path: '/policies/acceptances',
      operationId: 'listAcceptances',
      summary: 'The acceptance register: who accepted which version of which policy, and when',
      tag: 'Policies',
      query: PageQuery,
      response: page(Acceptance, 'AcceptancePage'),
      cursorOf: (row) => String(row.cursor),
      run: ({ key }, pageArgs) => call(key, 'api_v1_acceptance_register', pageArgs),
    },
    {
      method: 'get',
      path: '/checklists/runs',
      operationId: 'listChecklistRuns',
      summary: 'The team’s checklist runs',
      tag: 'Checklists',
      query: PageQuery,
      response: page(ChecklistRun, 'ChecklistRunPage'),
      cursorOf: byId,
      run: ({ key }, pageArgs) => call(key, 'api_v1_checklist_runs', pageArgs),
    },
    {
      method: 'get',
      path: '/checklists/runs/{id}/items',
      operationId: 'listChecklistItems',
      summary: 'The item states of one checklist run',
      tag: 'Checklists',
      params: IdParams,
      response: one(z.array(ChecklistItem), 'ChecklistItemList'),
      run: ({ key, params }) => call(key, 'api_v1_checklist_items', { run: params.id }),
    },
    {
      method: 'get',
      path: '/audit-events',
      operationId: 'listAuditEvents',
      summary: 'The team’s audit log, newest first',
      tag: 'Audit log',
      query: PageQuery.extend({
        since: z.iso.datetime({ offset: true }).optional().describe('From this time (inclusive)'),
        until: z.iso.datetime({ offset: true }).optional().describe('Before this time'),
        kind: z
          .string()
          .regex(/^[a-z_]{1,60}(,[a-z_]{1,60}){0,49}$/)
          .optional()
          .describe('Only these kinds, comma-separated (e.g. member_joined,policy_accepted)'),
      }),
      response: page(AuditEvent, 'AuditEventPage'),
      cursorOf: byId,
      run: ({ key, query }, pageArgs) =>
        call(key, 'api_v1_audit_events', {
          ...pageArgs,
          since: query.since ?? null,
          until: query.until ?? null,
          kinds: typeof query.kind === 'string' ? query.kind.split(',') : null,
        }),
    },
  ];
}

// ─── The description ─────────────────────────────────────────────────────────────────────────

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const RATE_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed per window', schema: { type: 'integer' } },
  'RateLimit-Remaining': {
    description: 'Requests left in this window',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window resets',
    schema: { type: 'integer' },
  },
};

/** Moves zod's `$defs` (schemas with a `meta({ id })`) into components, refs rewritten. */
function hoist(schema: Record<string, unknown>, components: Record<string, unknown>): unknown {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, inner]) =>
          name === '$ref' && typeof inner === 'string'
            ? [name, inner.replace('#/$defs/', '#/components/schemas/')]
            : [name, rewrite(inner)],
        ),
      );
    }
    return value;
  };
  const { $defs, id, ...rest } = schema as {
    $defs?: Record<string, unknown>;
    id?: string;
  } & Record<string, unknown>;
  delete rest.$schema;
  for (const [name, def] of Object.entries($defs ?? {})) components[name] = rewrite(def);
  if (typeof id === 'string') {
    components[id] = rewrite(rest);
    return { $ref: `#/components/schemas/${id}` };
  }
  return rewrite(rest);
}

/** The OpenAPI 3.1 description of /api/v1, built from the routes' own schemas. */
export function openApiDocument(baseUrl: string) {
  const schemas: Record<string, unknown> = {};
  hoist(jsonSchema(ErrorBody, 'output') as Record<string, unknown>, schemas);
  const paths: Record<string, Record<string, unknown>> = {};
  const noCall: Runner = async () => null;
  for (const route of routes(noCall)) {
    const parameters: unknown[] = [];
    for (const [where, shape] of [
      ['path', route.params],
      ['query', route.query],
    ] as const) {
      if (!shape) continue;
      const described = jsonSchema(shape, 'input') as {
        properties?: Record<string, Record<string, unknown>>;
        required?: string[];
      };
      for (const [name, property] of Object.entries(described.properties ?? {})) {
        const { description, ...schema } = property;
        parameters.push({
          name,
          in: where,
          required: where === 'path' || (described.required ?? []).includes(name),
          ...(description ? { description } : {}),
          schema,
        });
      }
    }
    const responses: Record<string, unknown> = {
      200: {
        description: 'OK',
        headers: {
          ...RATE_HEADERS,
          ...(route.method === 'get' ? { ETag: { schema: { type: 'string' } } } : {}),
        },
        content: {
          'application/json': {
            schema: hoist(jsonSchema(route.response, 'output') as Record<string, unknown>, schemas),
          },
        },
      },
      ...(route.method === 'get'
        ? { 304: { description: 'Not modified: the ETag sent in If-None-Match still matches' } }
        : {}),
      400: errorResponse('The request does not match this description'),
      401: errorResponse('No key, or a key that is not valid, revoked or expired'),
      403: errorResponse(
        route.write
          ? 'Not on the Enterprise plan, or a read-only key'
          : 'The team is not on the Enterprise plan',
      ),
      ...(route.params ? { 404: errorResponse('Nothing with this id in the key’s team') } : {}),
      429: errorResponse('Too many requests with this key; see Retry-After'),
    };
    paths[route.path] = {
      ...paths[route.path],
      [route.method]: {
        operationId: route.operationId,
        summary: route.summary,
        tags: [route.tag],
        ...(parameters.length ? { parameters } : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ComplyReady API',
      version: API_VERSION,
      description:
        'Read a team’s members, training, policies, checklists and audit log, for HR systems, ' +
        'onboarding tools and data warehouses. Enterprise plan. Every request carries ' +
        '`Authorization: Bearer <team API key>` (Settings → API).',
    },
    servers: [{ url: baseUrl }],
    security: [{ apiKey: [] }],
    tags: ['Members', 'Training', 'Policies', 'Checklists', 'Audit log'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'A team API key, `crk_…`' },
      },
      schemas,
    },
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
    case 'P0002':
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
  const table = routes(call).map((route) => ({ route, pattern: matcher(route.path) }));
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
      const limit = queryData.limit ?? DEFAULT_PAGE;
      const result = await route.run(
        {
          key,
          params: (params?.data ?? {}) as Record<string, string>,
          query: queryData,
          body: null,
        },
        { after: decodeCursor(queryData.cursor), max_rows: limit + 1 },
      );

      let body: unknown;
      if (route.cursorOf) {
        const rows = (result ?? []) as Record<string, unknown>[];
        const pageRows = rows.slice(0, limit);
        const last = pageRows.at(-1);
        body = {
          data: pageRows.map((row) => withoutCursor(row)),
          next_cursor: rows.length > limit && last ? encodeCursor(route.cursorOf(last)) : null,
        };
      } else {
        if (result === null || result === undefined) {
          throw new Refusal(404, 'not_found', 'Nothing with this id in your team');
        }
        body = { data: result };
      }
      const text = JSON.stringify(body);
      if (method !== 'get') return json(200, body, rateHeaders);
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
