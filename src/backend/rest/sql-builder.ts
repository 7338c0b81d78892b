// Turns a parsed request plus catalog entries into one parameterised statement. Every statement
// returns one row: page_count (rows in the response), total (Prefer: count=exact), body (the JSON
// or CSV text to send as-is) and, for merging upserts only, inserted (rows not updated).
import type { Table } from './catalog';
import { unsupported } from './errors';
import type { ParsedQuery } from './query-ast';
import {
  Params,
  bodySql,
  columnOf,
  columnRef,
  orderSql,
  quoteIdent,
  selectListSql,
  whereSql,
  type BodyShape,
  type Source,
} from './sql-fragments';

/** Hosted Supabase's default max_rows: no response carries more rows than this. */
export const MAX_ROWS = 1000;

export interface Statement {
  sql: string;
  params: (string | null)[];
}

export function tableSource(table: Table): Source {
  return {
    name: table.name,
    from: `"public".${quoteIdent(table.name)}`,
    alias: quoteIdent(table.name),
    columns: table.columns,
  };
}

export interface ReadOptions extends BodyShape {
  count: boolean;
}

/**
 * GET/HEAD on a table, or on the rows a function returned. `params` may already hold the
 * function's arguments, referenced by the source's CTE.
 */
export function buildRead(
  source: Source,
  query: ParsedQuery,
  options: ReadOptions,
  params = new Params(),
): Statement {
  const where = whereSql(source, query.where, params);
  const limit = Math.min(query.limit ?? MAX_ROWS, MAX_ROWS);
  const page = [
    `select ${selectListSql(source, query.select)} from ${source.from}`,
    where,
    orderSql(source, query.order),
    `limit ${params.typed(String(limit), 'bigint')}`,
    query.offset ? `offset ${params.typed(String(query.offset), 'bigint')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const total = options.count
    ? `(select count(*) from ${source.from} ${where})::text`
    : 'null::text';
  const sql = [
    source.with ? `with ${source.with}` : '',
    `select count(*)::text as page_count, ${total} as total, ${bodySql(options)} as body`,
    `from (${page}) pgrst_row`,
  ]
    .filter(Boolean)
    .join(' ');
  return { sql, params: params.values };
}

export interface WriteOptions extends BodyShape {
  /** Prefer: return=representation; otherwise nothing is read back (RETURNING 1). */
  representation: boolean;
}

/** What every write starts from: limits refused, the table as a source, no parameters yet. */
function startWrite(table: Table, query: ParsedQuery) {
  if (query.limit !== undefined || query.offset !== undefined) {
    throw unsupported('limit and offset are not supported on writes');
  }
  return { source: tableSource(table), params: new Params() };
}

/**
 * RETURNING only what the response needs: `select=*` reads every column back (and needs SELECT on
 * all of them, as in PostgREST); `return=minimal` reads nothing, so no SELECT policy applies.
 */
function returningSql(table: Source, query: ParsedQuery, options: WriteOptions): string {
  if (!options.representation) return '1';
  if (!query.select || query.select.some((item) => item.kind === 'star')) return `${table.alias}.*`;
  const names = new Set<string>();
  for (const item of query.select) if (item.kind === 'column') names.add(item.name);
  for (const term of query.order) names.add(term.column);
  const refs = [...names].map((name) => columnRef(table, name));
  return refs.length ? refs.join(', ') : '1';
}

/**
 * A merging upsert counts the rows its ON CONFLICT DO UPDATE changed in a transaction-local
 * setting (PostgREST's technique), so the reply can tell "all updated" (200) from "inserted"
 * (201). The WHERE is always true; it runs once per conflicting row.
 */
const UPDATES_SETTING = `current_setting('pgrst.upsert_updates', true)`;
const COUNT_UPDATE_SQL = `set_config('pgrst.upsert_updates', (coalesce(nullif(${UPDATES_SETTING}, '')::bigint, 0) + 1)::text, true) is not null`;
/** Read after the CTE ran to completion: the aggregate has consumed every written row by then. */
const INSERTED_SQL = `, (count(*) - coalesce(nullif(${UPDATES_SETTING}, '')::bigint, 0))::text as inserted`;

/** `with pgrst_source as (<mutation> returning ...) select <the response row>`. */
function wrapMutation(
  table: Source,
  mutation: string,
  query: ParsedQuery,
  options: WriteOptions,
  countInserted = false,
): string {
  const head = `with pgrst_source as (${mutation} returning ${returningSql(table, query, options)})`;
  const inserted = countInserted ? INSERTED_SQL : '';
  if (!options.representation) {
    return `${head} select count(*)::text as page_count, null::text as total, null::text as body${inserted} from pgrst_source`;
  }
  const written: Source = { ...table, from: 'pgrst_source', alias: 'pgrst_source' };
  const rows = `select ${selectListSql(written, query.select)} from pgrst_source ${orderSql(written, query.order)}`;
  return `${head} select count(*)::text as page_count, null::text as total, ${bodySql(options)} as body${inserted} from (${rows}) pgrst_row`;
}

/** `"a" text, "b" integer`: the column definition list that converts JSON to column types. */
function typedColumnsSql(table: Source, fields: readonly string[]): string {
  return fields.map((field) => `${quoteIdent(field)} ${columnOf(table, field).type}`).join(', ');
}

export interface InsertInput {
  /** The request body exactly as sent (numbers keep their precision). */
  bodyText: string;
  isArray: boolean;
  /** Columns to insert (`columns=` or the body's keys), already checked against the table. */
  fields: readonly string[];
  missingDefault: boolean;
  upsert?: { conflictColumns: readonly string[]; ignoreDuplicates: boolean };
}

/** A catalog name as an SQL string literal (for JSON keys). */
const nameLiteral = (name: string) => `'${name.replaceAll("'", "''")}'`;

/**
 * FROM items that turn the JSON body into rows `pgrst_body` with the given fields, as PostgREST
 * does. With `missing=default`, each element is first merged over the columns' DEFAULT values;
 * a default is only evaluated for an element that lacks the key, so no sequence value is spent on
 * a row that brings its own.
 */
function bodyRowsSql(table: Source, input: InsertInput, params: Params): string {
  const { fields } = input;
  const json = input.missingDefault ? 'jsonb' : 'json';
  const payload = `(select ${params.text(input.bodyText)}::${json} as json_data) pgrst_payload`;
  const elements = input.isArray
    ? 'pgrst_payload.json_data'
    : `${json}_build_array(pgrst_payload.json_data)`;
  if (!fields.length) return `${payload}, lateral ${json}_array_elements(${elements}) pgrst_body`;
  let rows = elements;
  let defaults = '';
  if (input.missingDefault) {
    const pairs = fields.flatMap((field) => {
      const expression = columnOf(table, field).default;
      const key = nameLiteral(field);
      return expression
        ? [`${key}, case when element ? ${key} then null else ${expression} end`]
        : [];
    });
    defaults = `, lateral (select jsonb_agg(jsonb_build_object(${pairs.join(', ')}) || element) as val from jsonb_array_elements(${elements}) element) pgrst_defaults`;
    rows = 'pgrst_defaults.val';
  }
  return `${payload}${defaults}, lateral ${json}_to_recordset(${rows}) as pgrst_body(${typedColumnsSql(table, fields)})`;
}

export function buildInsert(
  table: Table,
  input: InsertInput,
  query: ParsedQuery,
  options: WriteOptions,
): Statement {
  const { source, params } = startWrite(table, query);
  const { fields } = input;
  const columnList = fields.length ? ` (${fields.map(quoteIdent).join(', ')})` : '';
  const values = fields.map((field) => `pgrst_body.${quoteIdent(field)}`).join(', ');
  let mutation = `insert into ${source.from}${columnList} select ${values} from ${bodyRowsSql(source, input, params)}`;
  let merging = false;
  if (input.upsert) {
    const target = input.upsert.conflictColumns.map(quoteIdent).join(', ');
    const updates = fields.map((field) => `${quoteIdent(field)} = excluded.${quoteIdent(field)}`);
    merging = !input.upsert.ignoreDuplicates && updates.length > 0;
    mutation += merging
      ? ` on conflict (${target}) do update set ${updates.join(', ')} where ${COUNT_UPDATE_SQL}`
      : ` on conflict (${target}) do nothing`;
  }
  return { sql: wrapMutation(source, mutation, query, options, merging), params: params.values };
}

export function buildUpdate(
  table: Table,
  input: { bodyText: string; fields: readonly string[] },
  query: ParsedQuery,
  options: WriteOptions,
): Statement {
  const { source, params } = startWrite(table, query);
  if (!input.fields.length) {
    // PostgREST treats an empty PATCH as a no-op.
    const body = options.representation ? `'[]'` : 'null';
    return {
      sql: `select '0' as page_count, null::text as total, ${body}::text as body`,
      params: [],
    };
  }
  const assignments = input.fields
    .map((field) => `${quoteIdent(field)} = pgrst_body.${quoteIdent(field)}`)
    .join(', ');
  const payload = `(select ${params.text(input.bodyText)}::json as json_data) pgrst_payload`;
  const from = `${payload}, lateral json_to_record(pgrst_payload.json_data) as pgrst_body(${typedColumnsSql(source, input.fields)})`;
  const mutation = `update ${source.from} set ${assignments} from ${from} ${whereSql(source, query.where, params)}`;
  return { sql: wrapMutation(source, mutation, query, options), params: params.values };
}

export function buildDelete(table: Table, query: ParsedQuery, options: WriteOptions): Statement {
  const { source, params } = startWrite(table, query);
  const mutation = `delete from ${source.from} ${whereSql(source, query.where, params)}`;
  return { sql: wrapMutation(source, mutation, query, options), params: params.values };
}
