import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { parseWriteBody, writeFields, type WriteBody } from './body';
import type { Catalog, CatalogCache, Table } from './catalog';
import { missingWhereClause, unknownBodyColumn, unknownTable, unsupported } from './errors';
import type { ParsedQuery } from './query-ast';
import { parseQuery } from './query-parser';
import { readRestRequest, type RestRequest } from './request';
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
      fields,
      missingDefault,
      ...(upsert && { upsert }),
    },
    query,
    options,
  );
}

/** GET, HEAD, POST, PATCH and DELETE on /rest/v1/<table>. */
export async function handleTable(
  ctx: BackendContext,
  catalog: CatalogCache,
  c: Context,
): Promise<Response> {
  const name = c.req.param('table') ?? '';
  const request = await readRestRequest(ctx, c, `/${name}`);
  const query = parseQuery(request.searchParams);
  const { shape, prefer } = request;

  if (request.readOnly) {
    const options = { ...shape, count: prefer.count };
    const statement = await catalog.use((current) =>
      buildRead(tableSource(findTable(current, name)), query, options),
    );
    const result = await runStatement(ctx.db, request, statement);
    return sendRows(c, result, query.offset ?? 0, shape.singleObject);
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
  const status = request.method === 'POST' ? 201 : rows === null ? 204 : 200;
  return send(c, status, rows, headers, shape.singleObject);
}
