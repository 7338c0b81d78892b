// The REST API /api/v1 as described once (docs/decisions.md AK1): the zod schemas its handler
// (supabase/functions/_shared/api.ts) checks requests with, its routes, and the OpenAPI 3.1
// description built from them, served at /api/v1/openapi.json and shown on /docs/api.
import { z } from 'zod';

export const API_KEY_HEADER = 'x-complyready-api-key';
export const API_VERSION = '1.0.0';
export const MAX_PAGE = 200;
export const DEFAULT_PAGE = 50;

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

const Invitation = z
  .object({
    id: uuid,
    email: z.string(),
    full_name: z.string().nullable(),
    expires_at: timestamp.describe('When the emailed link stops working'),
  })
  .meta({ id: 'Invitation' });

const InviteBody = z.object({
  email: z.email().max(320),
  full_name: z.string().trim().min(1).max(200).optional(),
});

const EvidenceExport = z
  .object({
    id: uuid,
    status: z.enum(['ready', 'expired']),
    from_date: day,
    to_date: day,
    created_at: timestamp,
    expires_at: timestamp,
  })
  .meta({ id: 'EvidenceExport' });

const EvidenceExportCreated = EvidenceExport.extend({
  download_url: z.url().describe('The evidence pack as a ZIP file, until expires_at; shown once'),
}).meta({ id: 'EvidenceExportCreated' });

const EvidenceExportState = EvidenceExport.extend({
  downloads: z.int().describe('How often the pack was fetched'),
}).meta({ id: 'EvidenceExportState' });

const ExportBody = z
  .object({ from_date: day, to_date: day })
  .refine((body) => body.from_date <= body.to_date, {
    message: 'from_date must not be after to_date',
  });

// ─── Routes ──────────────────────────────────────────────────────────────────────────────────

export interface ApiRoute {
  method: 'get' | 'post';
  /** OpenAPI's template, `/members/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  write?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON request body. */
  body?: z.ZodType;
  /** The success status: 200, or 201 for something made, 202 for a job. */
  status?: 200 | 201 | 202;
  response: z.ZodType;
  /** A cursor-paged list: its rows come in cursor order, the cursor key of each from here. */
  cursorOf?: (row: Record<string, unknown>) => string;
}

const byId = (row: Record<string, unknown>) => String(row.id);

/** Every route of /api/v1; the handler (supabase/functions/_shared/api.ts) runs each by operationId. */
export const API_ROUTES = [
  {
    method: 'get',
    path: '/members',
    operationId: 'listMembers',
    summary: 'The team’s members, active and deactivated',
    tag: 'Members',
    query: PageQuery,
    response: page(Member, 'MemberPage'),
    cursorOf: byId,
  },
  {
    method: 'get',
    path: '/members/{id}',
    operationId: 'getMember',
    summary: 'One member',
    tag: 'Members',
    params: IdParams,
    response: one(Member, 'MemberResponse'),
  },
  {
    method: 'post',
    path: '/members',
    operationId: 'inviteMember',
    summary: 'Invite someone by email (read-write keys): they get a link to join, valid 14 days',
    tag: 'Members',
    write: true,
    body: InviteBody,
    status: 201,
    response: one(Invitation, 'InvitationResponse'),
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
  },
  {
    method: 'get',
    path: '/checklists/runs/{id}/items',
    operationId: 'listChecklistItems',
    summary: 'The item states of one checklist run',
    tag: 'Checklists',
    params: IdParams,
    response: one(z.array(ChecklistItem), 'ChecklistItemList'),
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
  },
  {
    method: 'post',
    path: '/evidence/exports',
    operationId: 'createEvidenceExport',
    summary:
      'Start an evidence-pack export for a date range; the answer’s download_url fetches the ZIP',
    tag: 'Evidence',
    body: ExportBody,
    status: 202,
    response: one(EvidenceExportCreated, 'EvidenceExportCreatedResponse'),
  },
  {
    method: 'get',
    path: '/evidence/exports/{id}',
    operationId: 'getEvidenceExport',
    summary: 'An evidence-pack export’s state',
    tag: 'Evidence',
    params: IdParams,
    response: one(EvidenceExportState, 'EvidenceExportResponse'),
  },
] as const satisfies readonly ApiRoute[];

export type ApiOperationId = (typeof API_ROUTES)[number]['operationId'];

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
  for (const route of API_ROUTES as readonly ApiRoute[]) {
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
      [route.status ?? 200]: {
        description: { 200: 'OK', 201: 'Created', 202: 'Accepted' }[route.status ?? 200],
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
        ...(route.body
          ? {
              requestBody: {
                required: true,
                content: {
                  'application/json': {
                    schema: hoist(
                      jsonSchema(route.body, 'input') as Record<string, unknown>,
                      schemas,
                    ),
                  },
                },
              },
            }
          : {}),
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
    tags: ['Members', 'Training', 'Policies', 'Checklists', 'Evidence', 'Audit log'].map(
      (name) => ({
        name,
      }),
    ),
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'A team API key, `crk_…`' },
      },
      schemas,
    },
  };
}
