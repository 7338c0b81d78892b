import type { Context } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import { notSingleObject, rangeNotSatisfiable, type RestError } from './errors';
import type { StatementResult } from './execute';
import type { ResponseShape } from './headers';

export const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** What decides a body's Content-Type. */
export type BodyType = Pick<ResponseShape, 'singleObject' | 'csv'>;

const JSON_BODY: BodyType = { singleObject: false, csv: false };

function contentType(type: BodyType): string {
  if (type.csv) return CSV_TYPE;
  return type.singleObject ? OBJECT_TYPE : JSON_TYPE;
}

// Content-Range as PostgREST writes it: 0-9/57 (counted), 0-9/* (not counted), */0 (no rows).
export function contentRange(offset: number, pageCount: number, total: number | undefined): string {
  const range = total !== 0 && pageCount > 0 ? `${offset}-${offset + pageCount - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/**
 * Status of a read: 416 (PGRST103) when a counted request starts past the end, 206 when a counted
 * page holds fewer rows than match, else 200 (PostgREST's rangeStatus).
 */
export function readStatus(
  offset: number,
  pageCount: number,
  total: number | undefined,
): 200 | 206 {
  if (total === undefined) return 200;
  if (offset > total) throw rangeNotSatisfiable(offset, total);
  return pageCount < total ? 206 : 200;
}

/** `.single()` needs exactly one row: 406 PGRST116 otherwise. */
export function requireOneRow(result: StatementResult): void {
  if (result.pageCount !== 1) throw notSingleObject(result.pageCount);
}

export function send(
  c: Context,
  status: StatusCode,
  body: string | null,
  headers: Record<string, string> = {},
  type: BodyType = JSON_BODY,
): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  if (body === null) return c.body(null, status);
  c.header('Content-Type', contentType(type));
  return c.body(body, status as ContentfulStatusCode);
}

/** A read's response: rows (or the single object), Content-Range, and no body for HEAD. */
export function sendRows(
  c: Context,
  result: StatementResult,
  offset: number,
  type: BodyType,
): Response {
  if (type.singleObject) requireOneRow(result);
  const status = readStatus(offset, result.pageCount, result.total);
  const range = contentRange(offset, result.pageCount, result.total);
  const body = c.req.method === 'HEAD' ? null : result.body;
  return send(c, status, body, { 'Content-Range': range }, type);
}

export function sendError(c: Context, error: RestError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header('Content-Type', JSON_TYPE);
  return c.body(JSON.stringify(error.body), error.status as ContentfulStatusCode);
}
