// The parsed form of a REST request's query string. Names are still unchecked strings here: the
// SQL builder checks every one against the catalog before quoting it.

/** Operators comparing a column with one value (cs/cd/ov and the range ones included). */
export const COMPARISON_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/** Full-text search: to_tsquery, plainto_, phraseto_ and websearch_to_tsquery. */
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type FtsOperator = (typeof FTS_OPERATORS)[number];

export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type Predicate =
  | { operator: ComparisonOperator; value: string }
  | { operator: 'is'; value: IsValue }
  | { operator: 'in'; values: string[] }
  /** `language` is a text search configuration name such as `english`, when given. */
  | { operator: FtsOperator; language: string | undefined; value: string };

export interface Filter {
  kind: 'filter';
  column: string;
  negated: boolean;
  predicate: Predicate;
}

export interface Logic {
  kind: 'and' | 'or';
  negated: boolean;
  conditions: Condition[];
}

export type Condition = Filter | Logic;

export type SelectItem = { kind: 'star' } | { kind: 'column'; name: string; alias?: string };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface ParsedQuery {
  /** Undefined when the request has no `select` (PostgREST's default `*`). */
  select: SelectItem[] | undefined;
  /** Top-level conditions, all of which must hold. */
  where: Condition[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
  /** `columns=` of a bulk insert. */
  columns: string[] | undefined;
  /** `on_conflict=` of an upsert. */
  onConflict: string[] | undefined;
  /** Arguments of a GET/HEAD function call, by parameter name. */
  args: Map<string, string>;
}
