// The SCIM 2.0 function (RFC 7643, RFC 7644; docs/decisions.md SC1), the same handler hosted and
// embedded: `<function>/scim/v2/Users`, `/Groups`, and the discovery resources, for a team's
// identity provider (Okta, Microsoft Entra) holding one of the team's bearer tokens. The rules
// (whose token, who joins, who is deactivated, which group makes admins) are the database's; this
// file reads and writes SCIM's JSON. No schema library is in the project, and SCIM's bodies are
// small and loosely typed by the providers (Entra sends `"active": "False"`), so the checks are
// written here, each refusing with SCIM's error shape (RFC 7644 §3.12).

export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_ENTERPRISE_USER_SCHEMA =
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const SCIM_GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const CONFIG_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

const MAX_BODY_BYTES = 256 * 1024;
const MAX_PAGE = 200;

/** A provisioned person as the database keeps them (public.scim_users). */
export interface ScimUserRow {
  id: string;
  user_name: string;
  external_id: string | null;
  given_name: string | null;
  family_name: string | null;
  full_name: string | null;
  email: string;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface ScimGroupRow {
  id: string;
  display_name: string;
  external_id: string | null;
  members: string[];
  created_at: string;
  updated_at: string;
}

/** What a create or replace of a User says. */
export interface ScimUserInput {
  userName: string;
  externalId: string | null;
  givenName: string | null;
  familyName: string | null;
  displayName: string | null;
  email: string;
  active: boolean;
}

export interface ScimGroupInput {
  displayName: string;
  externalId: string | null;
  members: string[];
}

/** The database's functions (public.scim_*), called with the service role. */
export interface ScimStore {
  /** The team of a live token on Enterprise, or null; records the token's use. */
  team(token: string): Promise<string | null>;
  users(team: string): Promise<ScimUserRow[]>;
  /** The account of an address, made by Auth when there is none (unconfirmed, no password). */
  account(email: string, fullName: string | null): Promise<string>;
  saveUser(team: string, account: string, user: ScimUserInput): Promise<void>;
  deleteUser(team: string, id: string): Promise<boolean>;
  groups(team: string): Promise<ScimGroupRow[]>;
  saveGroup(team: string, id: string | null, group: ScimGroupInput): Promise<string>;
  deleteGroup(team: string, id: string): Promise<boolean>;
}

/** A refusal in SCIM's shape; `code` is a database error code when one caused it. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: string,
  ) {
    super(message);
  }
}

/** The database's refusals, as SCIM answers them. */
export function scimErrorOf(code: string | undefined, message: string): ScimError | null {
  switch (code) {
    case 'PT409':
    case '23505':
      return new ScimError(409, message, 'uniqueness');
    case 'PT404':
      return new ScimError(404, message);
    case 'P0001':
    case '22023':
    case '23514':
      return new ScimError(400, message, 'invalidValue');
    default:
      return null;
  }
}

const scimHeaders = { 'Content-Type': 'application/scim+json; charset=utf-8' };

function scimResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { ...scimHeaders, 'Cache-Control': 'no-store', ...headers },
  });
}

function errorResponse(error: ScimError) {
  return scimResponse(
    {
      schemas: [ERROR_SCHEMA],
      status: String(error.status),
      ...(error.scimType ? { scimType: error.scimType } : {}),
      detail: error.message,
    },
    error.status,
    error.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="SCIM"' } : {},
  );
}

// ─── Reading bodies ──────────────────────────────────────────────────────────────────────────

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readBody(request: Request): Promise<Json> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    throw new ScimError(413, 'Request body is too large');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ScimError(400, 'Request body must be JSON', 'invalidSyntax');
  }
  if (!isObject(body))
    throw new ScimError(400, 'Request body must be a JSON object', 'invalidSyntax');
  return body;
}

/** A trimmed string of at most `max` characters, or null when absent or blank. */
function text(value: unknown, field: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    throw new ScimError(400, `${field} must be a string`, 'invalidValue');
  const trimmed = value.trim();
  if (trimmed.length > max) {
    throw new ScimError(400, `${field} must be at most ${max} characters`, 'invalidValue');
  }
  return trimmed === '' ? null : trimmed;
}

/** SCIM's boolean; Entra sends "True" and "False" as strings in PATCH. */
function bool(value: unknown, field: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) {
    return value.toLowerCase() === 'true';
  }
  throw new ScimError(400, `${field} must be a boolean`, 'invalidValue');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address to sign in with: the primary email, else the work one, else the first, else userName. */
function emailOf(emails: unknown, userName: string): string {
  const list = Array.isArray(emails) ? emails.filter(isObject) : [];
  const chosen =
    list.find((entry) => entry.primary === true || entry.primary === 'true') ??
    list.find((entry) => entry.type === 'work') ??
    list[0];
  const address = text(chosen?.value, 'emails.value', 320) ?? userName;
  if (!EMAIL.test(address)) {
    throw new ScimError(
      400,
      'The user needs an email address (emails or userName)',
      'invalidValue',
    );
  }
  return address.toLowerCase();
}

/** A User resource's attributes (POST, PUT, or a PATCH applied to the stored user). */
export function parseUser(body: Json): ScimUserInput {
  const userName = text(body.userName, 'userName', 320);
  if (!userName) throw new ScimError(400, 'userName is required', 'invalidValue');
  const name = isObject(body.name) ? body.name : {};
  return {
    userName,
    externalId: text(body.externalId, 'externalId', 320),
    givenName: text(name.givenName, 'name.givenName', 200),
    familyName: text(name.familyName, 'name.familyName', 200),
    displayName:
      text(body.displayName, 'displayName', 200) ?? text(name.formatted, 'name.formatted', 200),
    email: emailOf(body.emails, userName),
    active: body.active === undefined ? true : bool(body.active, 'active'),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function memberIds(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((member) => {
    const id = isObject(member) ? member.value : undefined;
    if (typeof id !== 'string' || !UUID.test(id)) {
      throw new ScimError(
        400,
        'members[].value must be the id of a provisioned user',
        'invalidValue',
      );
    }
    return id.toLowerCase();
  });
}

export function parseGroup(body: Json): ScimGroupInput {
  const displayName = text(body.displayName, 'displayName', 300);
  if (!displayName) throw new ScimError(400, 'displayName is required', 'invalidValue');
  return {
    displayName,
    externalId: text(body.externalId, 'externalId', 320),
    members: [...new Set(memberIds(body.members))],
  };
}

// ─── Resources ───────────────────────────────────────────────────────────────────────────────

function userResource(row: ScimUserRow, base: string) {
  const displayName =
    row.full_name ?? ([row.given_name, row.family_name].filter(Boolean).join(' ') || row.user_name);
  return {
    schemas: [SCIM_USER_SCHEMA],
    id: row.id,
    ...(row.external_id ? { externalId: row.external_id } : {}),
    userName: row.user_name,
    name: {
      ...(row.given_name ? { givenName: row.given_name } : {}),
      ...(row.family_name ? { familyName: row.family_name } : {}),
      formatted: displayName,
    },
    displayName,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.active,
    meta: {
      resourceType: 'User',
      created: new Date(row.created_at).toISOString(),
      lastModified: new Date(row.updated_at).toISOString(),
      location: `${base}/Users/${row.id}`,
    },
  };
}

function groupResource(row: ScimGroupRow, base: string, withMembers: boolean) {
  return {
    schemas: [SCIM_GROUP_SCHEMA],
    id: row.id,
    ...(row.external_id ? { externalId: row.external_id } : {}),
    displayName: row.display_name,
    ...(withMembers
      ? { members: row.members.map((id) => ({ value: id, $ref: `${base}/Users/${id}` })) }
      : {}),
    meta: {
      resourceType: 'Group',
      created: new Date(row.created_at).toISOString(),
      lastModified: new Date(row.updated_at).toISOString(),
      location: `${base}/Groups/${row.id}`,
    },
  };
}

// ─── Filters: `attribute eq "value"`, joined by `and`, as Okta and Entra send them ───────────

type Filter = { attribute: string; value: string }[];

export function parseFilter(filter: string | null): Filter {
  if (!filter?.trim()) return [];
  return filter.split(/\s+and\s+/i).map((clause) => {
    const match = /^\s*([A-Za-z][\w.:]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(clause);
    if (!match?.[1] || match[2] === undefined) {
      throw new ScimError(
        400,
        'Only filters of the form attribute eq "value" are supported',
        'invalidFilter',
      );
    }
    return { attribute: match[1].toLowerCase(), value: match[2].replace(/\\(.)/g, '$1') };
  });
}

const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

function userMatches(row: ScimUserRow, filter: Filter): boolean {
  return filter.every(({ attribute, value }) => {
    switch (attribute) {
      case 'username':
        return same(row.user_name, value);
      case 'externalid':
        return row.external_id === value;
      case 'id':
        return same(row.id, value);
      case 'emails.value':
      case 'emails':
        return same(row.email, value);
      case 'active':
        return String(row.active) === value.toLowerCase();
      default:
        throw new ScimError(400, `Filtering by ${attribute} is not supported`, 'invalidFilter');
    }
  });
}

function groupMatches(row: ScimGroupRow, filter: Filter): boolean {
  return filter.every(({ attribute, value }) => {
    switch (attribute) {
      case 'displayname':
        return same(row.display_name, value);
      case 'externalid':
        return row.external_id === value;
      case 'id':
        return same(row.id, value);
      case 'members.value':
      case 'members':
        return row.members.includes(value.toLowerCase());
      default:
        throw new ScimError(400, `Filtering by ${attribute} is not supported`, 'invalidFilter');
    }
  });
}

function page<T>(items: T[], url: URL, render: (item: T) => unknown) {
  const startIndex = Math.max(
    1,
    Number.parseInt(url.searchParams.get('startIndex') ?? '1', 10) || 1,
  );
  const countParam = url.searchParams.get('count');
  const count = Math.min(
    MAX_PAGE,
    Math.max(0, countParam === null ? MAX_PAGE : Number.parseInt(countParam, 10) || 0),
  );
  const slice = items.slice(startIndex - 1, startIndex - 1 + count);
  return {
    schemas: [LIST_SCHEMA],
    totalResults: items.length,
    startIndex,
    itemsPerPage: slice.length,
    Resources: slice.map(render),
  };
}

// ─── PATCH (RFC 7644 §3.5.2), applied to the stored resource's JSON ──────────────────────────

interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path: string | null;
  value: unknown;
}

function patchOperations(body: Json): PatchOperation[] {
  const schemas = Array.isArray(body.schemas) ? body.schemas : [];
  if (!schemas.includes(PATCH_SCHEMA)) {
    throw new ScimError(400, `A PATCH names the schema ${PATCH_SCHEMA}`, 'invalidSyntax');
  }
  const operations = body.Operations ?? body.operations;
  if (!Array.isArray(operations) || operations.length === 0) {
    throw new ScimError(400, 'Operations is required', 'invalidSyntax');
  }
  return operations.map((operation) => {
    if (!isObject(operation))
      throw new ScimError(400, 'Each operation is an object', 'invalidSyntax');
    const op = typeof operation.op === 'string' ? operation.op.toLowerCase() : '';
    if (op !== 'add' && op !== 'replace' && op !== 'remove') {
      throw new ScimError(400, 'op is add, replace or remove', 'invalidSyntax');
    }
    const path =
      typeof operation.path === 'string' && operation.path.trim() ? operation.path.trim() : null;
    return { op, path, value: operation.value };
  });
}

/** Sets one attribute path of a User (`active`, `name.givenName`, `emails[type eq "work"].value`). */
function setUserPath(user: Json, path: string, value: unknown) {
  const key = path.replace(new RegExp(`^${SCIM_USER_SCHEMA}:`, 'i'), '');
  const lower = key.toLowerCase();
  if (lower.startsWith('emails')) {
    const address = isObject(value)
      ? value.value
      : Array.isArray(value)
        ? (value.find(isObject)?.value ?? null)
        : value;
    user.emails = [{ value: address, type: 'work', primary: true }];
    return;
  }
  if (lower.startsWith('name.')) {
    const name = isObject(user.name) ? user.name : {};
    name[
      key
        .slice(5)
        .replace(/^givenname$/i, 'givenName')
        .replace(/^familyname$/i, 'familyName')
        .replace(/^formatted$/i, 'formatted')
    ] = value;
    user.name = name;
    return;
  }
  const known: Record<string, string> = {
    active: 'active',
    username: 'userName',
    externalid: 'externalId',
    displayname: 'displayName',
    name: 'name',
  };
  const attribute = known[lower];
  // Attributes this product does not keep (title, phone numbers, the enterprise extension) are
  // accepted and ignored, as RFC 7643 lets a service provider do with attributes it does not support.
  if (attribute) user[attribute] = value;
}

export function applyUserPatch(current: Json, operations: PatchOperation[]): Json {
  const user: Json = structuredClone(current);
  for (const { op, path, value } of operations) {
    if (path === null) {
      if (op === 'remove' || !isObject(value)) {
        throw new ScimError(
          400,
          'An operation without a path carries an object value',
          'invalidValue',
        );
      }
      for (const [key, entry] of Object.entries(value)) setUserPath(user, key, entry);
    } else {
      setUserPath(user, path, op === 'remove' ? null : value);
    }
  }
  return user;
}

export function applyGroupPatch(
  current: ScimGroupInput,
  operations: PatchOperation[],
): ScimGroupInput {
  const group = { ...current, members: [...current.members] };
  for (const { op, path, value } of operations) {
    const lower = path?.toLowerCase() ?? null;
    if (lower === null) {
      if (op === 'remove' || !isObject(value)) {
        throw new ScimError(
          400,
          'An operation without a path carries an object value',
          'invalidValue',
        );
      }
      if ('displayName' in value)
        group.displayName = text(value.displayName, 'displayName', 300) ?? group.displayName;
      if ('externalId' in value) group.externalId = text(value.externalId, 'externalId', 300);
      if ('members' in value) {
        const given = memberIds(value.members);
        group.members = op === 'add' ? [...new Set([...group.members, ...given])] : given;
      }
    } else if (lower === 'displayname') {
      group.displayName = text(value, 'displayName', 300) ?? group.displayName;
    } else if (lower === 'externalid') {
      group.externalId = op === 'remove' ? null : text(value, 'externalId', 300);
    } else if (lower === 'members') {
      const given = memberIds(value);
      if (op === 'add') group.members = [...new Set([...group.members, ...given])];
      else if (op === 'replace') group.members = given;
      // Entra removes with a value list; a remove without one empties the group (RFC 7644).
      else
        group.members =
          value === undefined ? [] : group.members.filter((id) => !given.includes(id));
    } else {
      // Okta's `members[value eq "<id>"]`.
      const match = /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i.exec(path ?? '');
      if (!match?.[1] || op !== 'remove') {
        throw new ScimError(400, `Unsupported path ${path}`, 'invalidPath');
      }
      const id = match[1].toLowerCase();
      group.members = group.members.filter((member) => member !== id);
    }
  }
  return group;
}

// ─── Discovery (RFC 7644 §4) ─────────────────────────────────────────────────────────────────

function serviceProviderConfig(base: string) {
  return {
    schemas: [CONFIG_SCHEMA],
    documentationUri: 'https://complyready.example/docs/scim',
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A token an admin creates in Settings → Provisioning; shown once.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

function resourceTypes(base: string) {
  return [
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: SCIM_USER_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      schema: SCIM_GROUP_SCHEMA,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
    },
  ];
}

const attribute = (name: string, extra: Json = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

function schemas(base: string) {
  return [
    {
      schemas: [SCHEMA_SCHEMA],
      id: SCIM_USER_SCHEMA,
      name: 'User',
      attributes: [
        attribute('userName', { required: true, uniqueness: 'server' }),
        attribute('externalId', { caseExact: true }),
        attribute('name', {
          type: 'complex',
          subAttributes: [attribute('givenName'), attribute('familyName'), attribute('formatted')],
        }),
        attribute('displayName'),
        attribute('emails', {
          type: 'complex',
          multiValued: true,
          subAttributes: [
            attribute('value'),
            attribute('type'),
            attribute('primary', { type: 'boolean' }),
          ],
        }),
        attribute('active', { type: 'boolean' }),
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_USER_SCHEMA}` },
    },
    {
      schemas: [SCHEMA_SCHEMA],
      id: SCIM_GROUP_SCHEMA,
      name: 'Group',
      attributes: [
        attribute('displayName', { required: true }),
        attribute('externalId', { caseExact: true }),
        attribute('members', {
          type: 'complex',
          multiValued: true,
          subAttributes: [attribute('value', { mutability: 'immutable' })],
        }),
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_GROUP_SCHEMA}` },
    },
  ];
}

// ─── The handler ─────────────────────────────────────────────────────────────────────────────

export interface ScimDependencies {
  store: ScimStore;
  logError: (error: unknown) => void;
  /**
   * The public base URL of the resources (`…/functions/v1/scim/v2`), for `meta.location`: hosted,
   * a function sees its request without the gateway's host and `/functions/v1`.
   */
  baseUrl?: string;
}

/** A bearer token: `Authorization: Bearer <token>` (Okta and Entra send nothing else). */
function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

export function createScimHandler({ store, logError, baseUrl }: ScimDependencies) {
  async function userById(team: string, id: string) {
    const row = (await store.users(team)).find((user) => user.id === id.toLowerCase());
    if (!row) throw new ScimError(404, `User ${id} not found`);
    return row;
  }
  async function groupById(team: string, id: string) {
    const row = (await store.groups(team)).find((group) => group.id === id.toLowerCase());
    if (!row) throw new ScimError(404, `Group ${id} not found`);
    return row;
  }
  async function saveUser(team: string, id: string | null, input: ScimUserInput, base: string) {
    const account = id ?? (await store.account(input.email, input.displayName));
    if (id === null && (await store.users(team)).some((user) => user.id === account)) {
      throw new ScimError(409, 'This user is already provisioned', 'uniqueness');
    }
    await store.saveUser(team, account, input);
    return userResource(await userById(team, account), base);
  }

  async function route(request: Request, url: URL, base: string, team: string): Promise<Response> {
    const [resource, id, ...rest] = url.pathname
      .slice(url.pathname.indexOf('/scim/v2') + '/scim/v2'.length)
      .split('/')
      .filter(Boolean);
    if (rest.length > 0) throw new ScimError(404, 'Not found');
    const method = request.method;
    switch (resource) {
      case 'ServiceProviderConfig':
        return scimResponse(serviceProviderConfig(base));
      case 'ResourceTypes': {
        const types = resourceTypes(base);
        if (id) return scimResponse(types.find((type) => type.id === id) ?? notFound());
        return scimResponse({
          schemas: [LIST_SCHEMA],
          totalResults: types.length,
          Resources: types,
        });
      }
      case 'Schemas': {
        const list = schemas(base);
        if (id) return scimResponse(list.find((schema) => schema.id === id) ?? notFound());
        return scimResponse({ schemas: [LIST_SCHEMA], totalResults: list.length, Resources: list });
      }
      case 'Users':
        if (!id && method === 'GET') {
          const filter = parseFilter(url.searchParams.get('filter'));
          const rows = (await store.users(team)).filter((row) => userMatches(row, filter));
          return scimResponse(page(rows, url, (row) => userResource(row, base)));
        }
        if (!id && method === 'POST') {
          return scimResponse(
            await saveUser(team, null, parseUser(await readBody(request)), base),
            201,
          );
        }
        if (!id || !UUID.test(id)) throw new ScimError(404, `User ${id ?? ''} not found`);
        if (method === 'GET') return scimResponse(userResource(await userById(team, id), base));
        if (method === 'PUT') {
          await userById(team, id);
          return scimResponse(
            await saveUser(team, id.toLowerCase(), parseUser(await readBody(request)), base),
          );
        }
        if (method === 'PATCH') {
          const current = userResource(await userById(team, id), base);
          const patched = applyUserPatch(current, patchOperations(await readBody(request)));
          return scimResponse(await saveUser(team, current.id, parseUser(patched), base));
        }
        if (method === 'DELETE') {
          if (!(await store.deleteUser(team, id.toLowerCase())))
            throw new ScimError(404, `User ${id} not found`);
          return scimResponse(null, 204);
        }
        break;
      case 'Groups': {
        const withMembers = !/\bmembers\b/i.test(url.searchParams.get('excludedAttributes') ?? '');
        if (!id && method === 'GET') {
          const filter = parseFilter(url.searchParams.get('filter'));
          const rows = (await store.groups(team)).filter((row) => groupMatches(row, filter));
          return scimResponse(page(rows, url, (row) => groupResource(row, base, withMembers)));
        }
        if (!id && method === 'POST') {
          const input = parseGroup(await readBody(request));
          if (
            (await store.groups(team)).some((group) => same(group.display_name, input.displayName))
          ) {
            throw new ScimError(409, 'A group with this displayName already exists', 'uniqueness');
          }
          const saved = await store.saveGroup(team, null, input);
          return scimResponse(groupResource(await groupById(team, saved), base, true), 201);
        }
        if (!id || !UUID.test(id)) throw new ScimError(404, `Group ${id ?? ''} not found`);
        if (method === 'GET')
          return scimResponse(groupResource(await groupById(team, id), base, withMembers));
        if (method === 'PUT') {
          await groupById(team, id);
          await store.saveGroup(team, id.toLowerCase(), parseGroup(await readBody(request)));
          return scimResponse(groupResource(await groupById(team, id), base, true));
        }
        if (method === 'PATCH') {
          const current = await groupById(team, id);
          const patched = applyGroupPatch(
            {
              displayName: current.display_name,
              externalId: current.external_id,
              members: current.members,
            },
            patchOperations(await readBody(request)),
          );
          await store.saveGroup(team, current.id, patched);
          return scimResponse(groupResource(await groupById(team, id), base, true));
        }
        if (method === 'DELETE') {
          if (!(await store.deleteGroup(team, id.toLowerCase())))
            throw new ScimError(404, `Group ${id} not found`);
          return scimResponse(null, 204);
        }
        break;
      }
      default:
        throw new ScimError(404, 'Not found');
    }
    throw new ScimError(405, `${method} is not supported here`);
  }

  return async (request: Request): Promise<Response> => {
    try {
      const url = new URL(request.url);
      const at = url.pathname.indexOf('/scim/v2');
      if (at < 0) throw new ScimError(404, 'Not found');
      const base =
        baseUrl?.replace(/\/$/, '') ?? `${url.origin}${url.pathname.slice(0, at)}/scim/v2`;
      const token = bearer(request);
      const team = token ? await store.team(token) : null;
      if (!team) throw new ScimError(401, 'A valid SCIM bearer token is required');
      return await route(request, url, base, team);
    } catch (error) {
      if (error instanceof ScimError) return errorResponse(error);
      logError(error);
      return errorResponse(new ScimError(500, 'Internal error'));
    }
  };
}

function notFound(): never {
  throw new ScimError(404, 'Not found');
}
