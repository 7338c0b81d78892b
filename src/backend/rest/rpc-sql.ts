// /rpc/<fn>: resolves the function by its argument names and builds the call. The call sits in a
// CTE (pgrst_call) so it runs exactly once, however often the response query reads it.
import type { Catalog, RpcFunction } from './catalog';
import { ambiguousFunction, unknownFunction, unsupported } from './errors';
import type { ParsedQuery } from './query-ast';
import { buildRead, type ReadOptions, type Statement } from './sql-builder';
import { Params, bodySql, quoteIdent, type Source } from './sql-fragments';

const accepts = (fn: RpcFunction, argNames: readonly string[]) =>
  argNames.every((name) => fn.params.some((param) => param.name === name)) &&
  fn.params.every((param) => param.hasDefault || argNames.includes(param.name));

/** The one candidate, or 300 PGRST203 when several overloads fit, as PostgREST answers. */
function onlyCandidate(candidates: readonly RpcFunction[]): RpcFunction | undefined {
  if (candidates.length > 1) throw ambiguousFunction(candidates);
  return candidates[0];
}

/**
 * The overload of `name` that takes these named arguments: 404 PGRST202 when none does, 300
 * PGRST203 when several do (e.g. `f(a integer)` and `f(a text)`, or `f(a)` and `f(a, b default 1)`).
 */
export function resolveFunction(
  catalog: Catalog,
  name: string,
  argNames: readonly string[],
): RpcFunction {
  const candidates = (catalog.functions.get(name) ?? []).filter((fn) => accepts(fn, argNames));
  const fn = onlyCandidate(candidates);
  if (!fn) throw unknownFunction(name, argNames);
  return fn;
}

/**
 * For GET/HEAD calls the arguments travel in the query string next to filters: picks the overload
 * that uses the most of the query's keys; the keys it does not take are filters on its rows.
 * Several overloads using that many keys are ambiguous (300 PGRST203).
 */
export function resolveFunctionForQuery(
  catalog: Catalog,
  name: string,
  keys: readonly string[],
): RpcFunction {
  const fits = (catalog.functions.get(name) ?? [])
    .map((fn) => ({ fn, used: keys.filter((key) => fn.params.some((p) => p.name === key)) }))
    .filter(({ fn, used }) => accepts(fn, used));
  const most = Math.max(...fits.map(({ used }) => used.length));
  const fn = onlyCandidate(fits.filter(({ used }) => used.length === most).map(({ fn }) => fn));
  if (!fn) throw unknownFunction(name, keys);
  return fn;
}

/** `select "public"."fn"("a" => pgrst_args."a") ...` with the arguments typed by json_to_record. */
function callSql(fn: RpcFunction, argsJson: string, argNames: readonly string[], params: Params) {
  const args = argNames.map((name) => `${quoteIdent(name)} => pgrst_args.${quoteIdent(name)}`);
  const call = `"public".${quoteIdent(fn.name)}(${args.join(', ')})`;
  if (!argNames.length) return { call, from: [] };
  const typed = argNames.map((name) => {
    const param = fn.params.find((candidate) => candidate.name === name);
    return `${quoteIdent(name)} ${param?.type ?? 'text'}`;
  });
  const from = [
    `(select ${params.text(argsJson)}::json as json_data) pgrst_payload`,
    `lateral json_to_record(pgrst_payload.json_data) as pgrst_args(${typed.join(', ')})`,
  ];
  return { call, from };
}

/** Scalar and void functions have no columns to filter, order or pick. */
function refuseRowOperations(fn: RpcFunction, query: ParsedQuery) {
  const onlyStar = !query.select || (query.select.length === 1 && query.select[0]?.kind === 'star');
  if (
    query.where.length ||
    query.order.length ||
    query.limit !== undefined ||
    query.offset !== undefined ||
    !onlyStar
  ) {
    throw unsupported(
      `${fn.name} returns no rows: select, filters, order, limit and offset do not apply`,
    );
  }
}

/**
 * The call as one statement with page_count, total and body. `argsJson` is a JSON object whose
 * keys are exactly `argNames` (the body as sent, or the query-string arguments).
 */
export function buildCall(
  fn: RpcFunction,
  argsJson: string,
  argNames: readonly string[],
  query: ParsedQuery,
  options: ReadOptions,
): Statement {
  const params = new Params();
  const { call, from } = callSql(fn, argsJson, argNames, params);
  const fromSql = (items: string[]) => (items.length ? ` from ${items.join(', ')}` : '');

  if (fn.result.kind === 'rows') {
    const rowsFrom = from.length
      ? [...from, `lateral ${call} as pgrst_result`]
      : [`${call} as pgrst_result`];
    const source: Source = {
      name: fn.name,
      with: `pgrst_call as (select pgrst_result.*${fromSql(rowsFrom)})`,
      from: 'pgrst_call',
      alias: 'pgrst_call',
      columns: fn.result.columns,
    };
    // A function returning one row answers with an object (in JSON), as PostgREST does.
    const single = options.singleObject || (!fn.result.set && !options.csv);
    return buildRead(source, query, { ...options, singleObject: single }, params);
  }

  refuseRowOperations(fn, query);
  const cte = `with pgrst_call as (select ${call} as pgrst_scalar${fromSql(from)})`;
  let body = 'null::text';
  // CSV of scalars has PostgREST's header too: the column pgrst_scalar.
  if (fn.result.kind === 'scalar' && options.csv) body = bodySql(options, 'pgrst_call');
  else if (fn.result.kind === 'scalar') {
    const values = options.stripNulls
      ? 'json_strip_nulls(json_agg(pgrst_call.pgrst_scalar))'
      : 'json_agg(pgrst_call.pgrst_scalar)';
    body =
      fn.result.set && !options.singleObject
        ? `coalesce(${values}, '[]')::text`
        : `coalesce((${values} -> 0)::text, 'null')`;
  }
  const total = options.count ? 'count(*)::text' : 'null::text';
  return {
    sql: `${cte} select count(*)::text as page_count, ${total} as total, ${body} as body from pgrst_call`,
    params: params.values,
  };
}
