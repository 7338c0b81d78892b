import type { ApiRole } from './request-auth';

/** PostgREST's error body: the four keys are always present, absent values are null. */
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export interface RestErrorOptions {
  status: number;
  /** PostgREST's PGRSTxxx code, or the SQLSTATE of a database error. */
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
  /** Extra response headers, e.g. WWW-Authenticate. */
  headers?: Record<string, string>;
  /** The error this one reports, kept for logs and debugging. */
  cause?: unknown;
}

/** An error with the HTTP status and body PostgREST would answer with. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor({ status, code, message, details, hint, headers, cause }: RestErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'RestError';
    this.status = status;
    this.code = code;
    this.details = details ?? null;
    this.hint = hint ?? null;
    this.headers = headers ?? {};
  }

  get body(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

// ─── Errors of the request itself (PostgREST's PGRSTxxx codes) ──────────────────────────────────

export const parseError = (what: string, input: string, details: string) =>
  new RestError({
    status: 400,
    code: 'PGRST100',
    message: `failed to parse ${what} (${input})`,
    details,
  });

/** A well-formed request outside the supported subset. */
export const unsupported = (message: string) =>
  new RestError({ status: 400, code: 'PGRST100', message });

export const invalidBody = (message = 'Empty or invalid json') =>
  new RestError({ status: 400, code: 'PGRST102', message });

export const unknownTable = (table: string) =>
  new RestError({
    status: 404,
    code: 'PGRST205',
    message: `Could not find the table 'public.${table}' in the schema cache`,
  });

/** A column named in a body, `columns` or `on_conflict` (PostgREST reports these from its cache). */
export const unknownBodyColumn = (column: string, table: string) =>
  new RestError({
    status: 400,
    code: 'PGRST204',
    message: `Could not find the '${column}' column of '${table}' in the schema cache`,
  });

/** A column named in select, a filter or order: PostgREST lets Postgres answer with 42703. */
export const unknownColumn = (column: string, relation: string) =>
  new RestError({
    status: 400,
    code: '42703',
    message: `column ${relation}.${column} does not exist`,
  });

export function unknownFunction(name: string, argNames: readonly string[]): RestError {
  const list = argNames.join(', ');
  const signature = argNames.length ? `(${list})` : ' without parameters';
  const searched = argNames.length
    ? ` with parameter${argNames.length > 1 ? 's' : ''} ${list}`
    : ' without parameters';
  return new RestError({
    status: 404,
    code: 'PGRST202',
    message: `Could not find the function public.${name}${signature} in the schema cache`,
    details: `Searched for the function public.${name}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  });
}

/** Several overloads take the given argument names (PostgREST's AmbiguousRpc). */
export function ambiguousFunction(
  candidates: readonly { name: string; params: readonly { name: string; type: string }[] }[],
): RestError {
  const signatures = candidates.map(
    (fn) =>
      `public.${fn.name}(${fn.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`,
  );
  return new RestError({
    status: 300,
    code: 'PGRST203',
    message: `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  });
}

export const invalidPreferences = (preferences: readonly string[]) =>
  new RestError({
    status: 400,
    code: 'PGRST122',
    message: 'Invalid preferences given with handling=strict',
    details: `Invalid preferences: ${preferences.join(', ')}`,
  });

/**
 * `Prefer: tx=rollback` from anon or a user (docs/threat-model.md #39): rolled back, a call would
 * still answer while undoing what the database counts (wrong invite codes, attempts). Refused
 * as PostgREST refuses a preference its server does not allow under handling=strict.
 */
export const rollbackRefused = () =>
  new RestError({
    status: 400,
    code: 'PGRST122',
    message: 'Prefer: tx=rollback is allowed for the service role only',
    details: 'Invalid preferences: tx=rollback',
  });

export const maxAffectedExceeded = (rows: number) =>
  new RestError({
    status: 400,
    code: 'PGRST124',
    message: 'Query result exceeds max-affected preference constraint',
    details: `The query affects ${rows} rows`,
  });

export const unknownSchema = (schema: string) =>
  new RestError({
    status: 406,
    code: 'PGRST106',
    message: `Invalid schema: ${schema}`,
    hint: 'Only the following schemas are exposed: public',
  });

/** PostgREST's one refusal for an Accept it cannot answer (406) or a body it cannot read (415). */
const noSuchMediaType = (status: 406 | 415, types: string) =>
  new RestError({
    status,
    code: 'PGRST107',
    message: `None of these media types are available: ${types}`,
  });

export const unacceptableMediaType = (accept: string) => noSuchMediaType(406, accept);

export const unsupportedContentType = (contentType: string) => noSuchMediaType(415, contentType);

export const notSingleObject = (rows: number) =>
  new RestError({
    status: 406,
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
  });

export const rangeNotSatisfiable = (offset: number, total: number) =>
  new RestError({
    status: 416,
    code: 'PGRST103',
    message: 'Requested range not satisfiable',
    details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
  });

export const invalidJwt = (message: string) =>
  new RestError({
    status: 401,
    code: 'PGRST301',
    message,
    headers: {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    },
  });

export const expiredJwt = () =>
  new RestError({
    status: 401,
    code: 'PGRST303',
    message: 'JWT expired',
    headers: {
      'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
    },
  });

/** PostgREST runs UPDATE and DELETE under pg-safeupdate on Supabase: no filter, no change. */
export const missingWhereClause = (command: 'UPDATE' | 'DELETE') =>
  new RestError({ status: 400, code: '21000', message: `${command} requires a WHERE clause` });

export const rateLimited = () =>
  new RestError({
    status: 429,
    code: 'over_request_rate_limit',
    message: 'Request rate limit reached',
  });

// ─── Errors raised by Postgres ──────────────────────────────────────────────────────────────────

/** The fields both drivers (node-postgres and PGlite) put on a database error. */
interface DatabaseErrorFields {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorFields {
  if (typeof error !== 'object' || error === null || error instanceof RestError) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}

/** PostgREST's SQLSTATE → HTTP status table (src/PostgREST/Error.hs, pgErrorStatus). */
export function statusForSqlState(code: string, role: ApiRole, message = ''): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  switch (code) {
    case '21000':
      // cardinality_violation: the client's fault only for an update or delete with no filter.
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '42501':
      return role === 'anon' ? 401 : 403;
    case '42883':
    case '42P01':
      return 404;
    case '42P17':
    case '53400':
      return 500;
    case 'P0001':
      return 400;
  }
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns a Postgres error into PostgREST's reply; the SQL text and parameters never leave. */
export function fromDatabaseError(error: DatabaseErrorFields, role: ApiRole): RestError {
  const status = statusForSqlState(error.code, role, error.message);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError({
    status,
    code: error.code,
    message: error.message,
    details: error.detail || null,
    hint: error.hint || null,
    headers,
    cause: error,
  });
}
