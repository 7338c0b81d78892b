// Pieces of SQL shared by every statement. The only text that enters SQL is: fixed keywords,
// names that were found in the catalog (then double-quoted), catalog type names and default
// expressions, and client aliases (double-quoted). Every client value is a bound $n parameter.
import type { Column } from './catalog';
import { unknownColumn } from './errors';
import type {
  ComparisonOperator,
  Condition,
  Filter,
  FtsOperator,
  IsValue,
  OrderTerm,
  SelectItem,
} from './query-ast';

/** Bound parameters. Each value travels as text and is cast in SQL, so both drivers agree. */
export class Params {
  readonly values: (string | null)[] = [];

  /** `$n::text` for a value. */
  text(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }

  /** The value converted to a catalog type, e.g. `cast($1::text as uuid)`. */
  typed(value: string, type: string): string {
    return `cast(${this.text(value)} as ${type})`;
  }
}

/** Double-quotes an identifier. Callers pass catalog names or parser-checked aliases only. */
export function quoteIdent(name: string): string {
  if (name === '' || name.includes('\0')) throw new Error('refusing to quote an empty or NUL name');
  return `"${name.replaceAll('"', '""')}"`;
}

/** Rows a statement reads from: a table, or the CTE holding a function's result. */
export interface Source {
  /** The name errors report (`column videos.x does not exist`). */
  name: string;
  /** CTE definitions the statement must start with (`pgrst_call as (...)`). */
  with?: string;
  /** The FROM item. */
  from: string;
  /** What column references are qualified with. */
  alias: string;
  columns: ReadonlyMap<string, Column>;
}

export function columnOf(source: Source, name: string): Column {
  const column = source.columns.get(name);
  if (!column) throw unknownColumn(name, source.name);
  return column;
}

export const columnRef = (source: Source, name: string) =>
  `${source.alias}.${quoteIdent(columnOf(source, name).name)}`;

const COMPARISON_SQL: Record<ComparisonOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  // Arrays, ranges and jsonb: the value is cast to the column's type, as Postgres would infer it.
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS_FUNCTION: Record<FtsOperator, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** Pattern operators compare the column's text with a text pattern, whatever the column type. */
const TEXT_OPERATORS = new Set<ComparisonOperator>(['like', 'ilike', 'match', 'imatch']);

const IS_SQL: Record<IsValue, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

function filterSql(source: Source, filter: Filter, params: Params): string {
  const ref = columnRef(source, filter.column);
  const { type } = columnOf(source, filter.column);
  const { predicate } = filter;
  switch (predicate.operator) {
    case 'is':
      return `${ref} ${IS_SQL[predicate.value]}`;
    case 'in': {
      const values = predicate.values.map((value) => params.typed(value, type));
      return values.length ? `${ref} in (${values.join(', ')})` : 'false';
    }
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      // The configuration name is bound too: the regconfig cast rejects unknown ones (42704).
      const language = predicate.language
        ? `${params.typed(predicate.language, 'regconfig')}, `
        : '';
      return `${ref} @@ ${FTS_FUNCTION[predicate.operator]}(${language}${params.text(predicate.value)})`;
    }
    default: {
      const operator = COMPARISON_SQL[predicate.operator];
      if (TEXT_OPERATORS.has(predicate.operator)) {
        return `${ref}::text ${operator} ${params.text(predicate.value)}`;
      }
      return `${ref} ${operator} ${params.typed(predicate.value, type)}`;
    }
  }
}

function conditionSql(source: Source, condition: Condition, params: Params): string {
  let sql: string;
  if (condition.kind === 'filter') sql = filterSql(source, condition, params);
  else {
    const parts = condition.conditions.map((child) => conditionSql(source, child, params));
    sql = `(${parts.join(condition.kind === 'or' ? ' or ' : ' and ')})`;
  }
  return condition.negated ? `not (${sql})` : sql;
}

/** `where a and b ...`, or '' without conditions. */
export function whereSql(source: Source, conditions: readonly Condition[], params: Params): string {
  if (!conditions.length) return '';
  return `where ${conditions.map((condition) => conditionSql(source, condition, params)).join(' and ')}`;
}

/** The select list; `undefined` (no `select=`) means every column. */
export function selectListSql(source: Source, items: readonly SelectItem[] | undefined): string {
  if (!items) return `${source.alias}.*`;
  return items
    .map((item) => {
      if (item.kind === 'star') return `${source.alias}.*`;
      const ref = columnRef(source, item.name);
      return item.alias === undefined ? ref : `${ref} as ${quoteIdent(item.alias)}`;
    })
    .join(', ');
}

export function orderSql(source: Source, terms: readonly OrderTerm[]): string {
  if (!terms.length) return '';
  const parts = terms.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${columnRef(source, term.column)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return `order by ${parts.join(', ')}`;
}

/** How the rows are rendered: a JSON array, the single row as a bare object, or CSV. */
export interface BodyShape {
  singleObject: boolean;
  stripNulls: boolean;
  csv: boolean;
}

/**
 * CSV exactly as PostgREST writes it: the first row's keys as the header (no rows: an empty
 * header), then each row as Postgres prints a record without its parentheses, which quotes values
 * with `,` `"` `\` `(` `)` or whitespace (and empty strings) and doubles `"` and `\`; NULL is
 * empty. `row(x.*)` rather than `x`, so a column named like the row variable cannot replace it.
 */
function csvBodySql(row: string): string {
  const record = `row(${row}.*)::text`;
  const header = `coalesce((select string_agg(pgrst_key, ',') from json_object_keys(json_agg(${row}.*) -> 0) pgrst_key), '')`;
  const lines = `coalesce(string_agg(substring(${record}, 2, length(${record}) - 2), E'\\n'), '')`;
  return `${header} || E'\\n' || ${lines}`;
}

/**
 * The response body, built by Postgres as text so both drivers return the same bytes. `row.*`
 * (not `row`) so an alias named like the row variable cannot replace the whole row.
 */
export function bodySql(shape: BodyShape, row = 'pgrst_row'): string {
  if (shape.csv) return csvBodySql(row);
  const aggregate = `json_agg(${row}.*)`;
  const rows = shape.stripNulls ? `json_strip_nulls(${aggregate})` : aggregate;
  return shape.singleObject
    ? `coalesce((${rows} -> 0)::text, 'null')`
    : `coalesce(${rows}, '[]')::text`;
}
