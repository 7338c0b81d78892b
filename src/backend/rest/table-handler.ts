import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { parseWriteBody, writeFields, type WriteBody } from './body';
import type { Catalog, Table } from './catalog';
import { missingWhereClause, unknownBodyColumn, unknownTable, unsupported } from './errors';
import type { StatementResult } from './execute';
import type { Preferences } from './headers';
import type { ParsedQuery } from './query-ast';
import { parseQuery } from './query-parser';
import { readRestRequest, type RestCaches, type RestRequest } from './request';
import { requireOneRow, send, sendRows } from './responses';
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildUpdate,
  tableSource,
  type Statement,
  type WriteOptions,
} from './sql-builder';
import { maxAffectedCheck, runStatement } from './transaction-end';

function findTable(catalog: Catalog, name: string): Table {
  const table = catalog.tables.get(name);
  if (!table) throw unknownTable(name);
  return table;
}

/** The unique key an upsert resolves on: on_conflict, else the primary key. */
function conflictColumns(table: Table, query: ParsedQuery): string[] {
  const columns = query.onConflict ?? [...table.primaryKey];
  if (!columns.length) {
    throw unsupported(`An upsert on ${table.name} needs on_conflict: it has no primary key`);
  }
  for (const column of columns) {
    if (!table.columns.has(column)) throw unknownBodyColumn(column, table.name);
  }
  return columns;
}

/**
 * With missing=default, a GENERATED ALWAYS column (identity or stored) that no row sets is left
 * out of the INSERT, so Postgres generates it: it would refuse the explicit NULL otherwise.
 */
function insertFields(table: Table, body: WriteBody, fields: string[], missingDefault: boolean) {
  if (!missingDefault) return fields;
  return fields.filter(
    (field) =>
      !table.columns.get(field)?.generatedAlways ||
      body.rows.some((row) => Object.hasOwn(row, field)),
  );
}

function planWrite(
  catalog: Catalog,
  name: string,
  request: RestRequest,
  query: ParsedQuery,
  body: WriteBody | undefined,
  options: WriteOptions,
): Statement {
  const table = findTable(catalog, name);
  if (request.method === 'DELETE') {
    if (!query.where.length) throw missingWhereClause('DELETE');
    return buildDelete(table, query, options);
  }
  if (!body) throw new Error('a POST or PATCH without a parsed body');
  const fields = writeFields(body, query.columns, table);
  if (request.method === 'PATCH') {
    if (!query.where.length) throw missingWhereClause('UPDATE');
    return buildUpdate(table, { bodyText: body.text, fields }, query, options);
  }
  const { resolution, missingDefault } = request.prefer;
  const upsert = resolution && {
    conflictColumns: conflictColumns(table, query),
    ignoreDuplicates: resolution === 'ignore-duplicates',
  };
  return buildInsert(
    table,
    {
      bodyText: body.text,
      isArray: body.isArray,
      fields: insertFields(table, body, fields, missingDefault),
      missingDefault,
      ...(upsert && { upsert }),
    },
    query,
    options,
  );
}

/**
 * PostgREST answers an upsert (merge-duplicates) 201 when it inserted any row and 200 when it only
 * updated; a plain insert, or ignore-duplicates, is always 201.
 */
function insertStatus(prefer: Preferences, result: StatementResult): 200 | 201 {
  const inserted = result.inserted ?? result.pageCount;
  return prefer.resolution === 'merge-duplicates' && inserted === 0 ? 200 : 201;
}

/** GET, HEAD, POST, PATCH and DELETE on /rest/v1/<table>. */
export async function handleTable(
  ctx: BackendContext,
  { catalog, tokens }: RestCaches,
  c: Context,
): Promise<Response> {
  const name = c.req.param('table') ?? '';
  const request = await readRestRequest(tokens, c, `/${name}`);
  const query = parseQuery(request.searchParams);
  const { shape, prefer } = request;

  if (request.readOnly) {
    const options = { ...shape, count: prefer.count };
    const statement = await catalog.use((current) =>
      buildRead(tableSource(findTable(current, name)), query, options),
    );
    const result = await runStatement(ctx.db, request, statement);
    return sendRows(c, result, query.offset ?? 0, shape);
  }

  const body =
    request.method === 'DELETE'
      ? undefined
      : parseWriteBody(await c.req.text(), request.method === 'POST');
  const options: WriteOptions = { ...shape, representation: prefer.return === 'representation' };
  const statement = await catalog.use((current) =>
    planWrite(current, name, request, query, body, options),
  );
  // .single() on a write, or max-affected on PATCH/DELETE: a failing check rolls the write back.
  const single = options.representation && shape.singleObject ? requireOneRow : undefined;
  const maxAffected = request.method === 'POST' ? undefined : maxAffectedCheck(prefer);
  const result = await runStatement(ctx.db, request, statement, [single, maxAffected]);
  const headers = { 'Content-Range': `*/${prefer.count ? result.pageCount : '*'}` };
  const rows = options.representation ? result.body : null;
  const status =
    request.method === 'POST' ? insertStatus(prefer, result) : rows === null ? 204 : 200;
  return send(c, status, rows, headers, shape);
}
