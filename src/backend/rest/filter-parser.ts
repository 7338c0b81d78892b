import { parseError } from './errors';
import {
  COMPARISON_OPERATORS,
  FTS_OPERATORS,
  IS_VALUES,
  type ComparisonOperator,
  type Condition,
  type Filter,
  type FtsOperator,
  type IsValue,
  type Logic,
  type Predicate,
} from './query-ast';
import { Scanner } from './scanner';

/** Deep enough for any real query; bounded so no request can exhaust a stack. */
export const MAX_LOGIC_DEPTH = 8;

const OPERATORS_TEXT = `${[...COMPARISON_OPERATORS, ...FTS_OPERATORS].join(', ')}, is, in (each optionally after not.)`;

const isComparison = (name: string): name is ComparisonOperator =>
  (COMPARISON_OPERATORS as readonly string[]).includes(name);

const isFts = (name: string): name is FtsOperator =>
  (FTS_OPERATORS as readonly string[]).includes(name);

/** PostgREST's identifier characters; the name is then bound and cast to regconfig. */
const LANGUAGE = /^[\p{L}\p{N}_$ ]+$/u;

/** `(english)` after an fts operator: the text search configuration to use. */
function readLanguage(scanner: Scanner, raw: string): string | undefined {
  if (!scanner.eat('(')) return undefined;
  const language = scanner.readUntil(')').trim();
  if (!scanner.eat(')') || !LANGUAGE.test(language)) {
    throw parseError('filter', raw, 'expected a text search configuration name like fts(english)');
  }
  return language;
}

const isIsValue = (name: string): name is IsValue =>
  (IS_VALUES as readonly string[]).includes(name);

/** `like`/`ilike` patterns use `*` for `%`, which would need escaping in a URL. */
const likePattern = (operator: ComparisonOperator, value: string) =>
  operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;

/**
 * Parses `[not.]op.value` after the column name. `inTree` is true inside `or=(...)`, where an
 * unquoted value stops at `,` or `)` and may be double-quoted to contain them.
 */
function parseOperation(
  scanner: Scanner,
  column: string,
  raw: string,
  inTree: boolean,
): Omit<Filter, 'kind'> {
  const negated = scanner.eat('not.');
  const operator = scanner.readUntil('.(,)');
  const language = isFts(operator) ? readLanguage(scanner, raw) : undefined;
  if (scanner.peek() === '(' && operator !== 'in') {
    throw parseError('filter', raw, `operator modifiers like ${operator}(any) are not supported`);
  }
  if (operator !== 'in' && !scanner.eat('.')) {
    throw parseError('filter', raw, `expected "." and a value after "${operator}"`);
  }

  let predicate: Predicate;
  if (operator === 'in') {
    if (!scanner.eat('.')) throw parseError('filter', raw, 'expected ".(" after "in"');
    predicate = { operator: 'in', values: parseInList(scanner, raw) };
  } else if (operator === 'is') {
    const value = (inTree ? scanner.readUntil(',)') : scanner.rest()).toLowerCase();
    if (!isIsValue(value)) {
      throw parseError('filter', raw, `is accepts ${IS_VALUES.join(', ')}`);
    }
    predicate = { operator: 'is', value };
  } else if (isComparison(operator)) {
    const value = inTree ? readTreeValue(scanner, raw) : scanner.rest();
    predicate = { operator, value: likePattern(operator, value) };
  } else if (isFts(operator)) {
    const value = inTree ? readTreeValue(scanner, raw) : scanner.rest();
    predicate = { operator, language, value };
  } else {
    throw parseError('filter', raw, `unknown operator "${operator}"; supported: ${OPERATORS_TEXT}`);
  }
  return { column, negated, predicate };
}

/** `(a,b,"c,d")`: values with `,()` come double-quoted, with `\` escapes. */
function parseInList(scanner: Scanner, raw: string): string[] {
  if (!scanner.eat('(')) throw parseError('filter', raw, 'in expects a list like (1,2,3)');
  const values: string[] = [];
  if (scanner.eat(')')) return values;
  for (;;) {
    const value = scanner.peek() === '"' ? scanner.readQuoted() : scanner.readUntil(',)"');
    if (value === undefined) throw parseError('filter', raw, 'unclosed quote in the in list');
    values.push(value);
    if (scanner.eat(')')) return values;
    if (!scanner.eat(',')) throw parseError('filter', raw, 'expected "," or ")" in the in list');
  }
}

/** A value inside a logic tree: quoted, a `{...}` array literal, or up to the next `,` or `)`. */
function readTreeValue(scanner: Scanner, raw: string): string {
  if (scanner.peek() === '"') {
    const value = scanner.readQuoted();
    if (value === undefined) throw parseError('logic tree', raw, 'unclosed quote');
    return value;
  }
  if (scanner.peek() === '{') {
    const value = scanner.readUntil('}');
    if (!scanner.eat('}')) throw parseError('logic tree', raw, 'unclosed "{"');
    return `${value}}`;
  }
  return scanner.readUntil(',)');
}

/** A column reference inside a logic tree: plain, or double-quoted when it contains `.`. */
function readTreeColumn(scanner: Scanner, raw: string): string {
  const column = scanner.peek() === '"' ? scanner.readQuoted() : scanner.readUntil('.,()');
  if (!column) throw parseError('logic tree', raw, 'expected a column name');
  return column;
}

/** `(cond,cond,...)` where cond is `[not.]and(...)`, `[not.]or(...)` or `col.[not.]op.value`. */
function parseTree(scanner: Scanner, raw: string, depth: number): Condition[] {
  if (depth > MAX_LOGIC_DEPTH) {
    throw parseError('logic tree', raw, `nested deeper than ${MAX_LOGIC_DEPTH} levels`);
  }
  if (!scanner.eat('(')) throw parseError('logic tree', raw, 'expected "("');
  const conditions: Condition[] = [];
  for (;;) {
    const start = scanner.position;
    const negated = scanner.eat('not.');
    const logic = scanner.eat('and(') ? 'and' : scanner.eat('or(') ? 'or' : undefined;
    if (logic) {
      scanner.position -= 1; // give the "(" back to the nested parse
      conditions.push({ kind: logic, negated, conditions: parseTree(scanner, raw, depth + 1) });
    } else {
      scanner.position = start;
      const column = readTreeColumn(scanner, raw);
      if (!scanner.eat('.')) throw parseError('logic tree', raw, `expected "." after ${column}`);
      conditions.push({ kind: 'filter', ...parseOperation(scanner, column, raw, true) });
    }
    if (scanner.eat(')')) return conditions;
    if (!scanner.eat(',')) throw parseError('logic tree', raw, 'expected "," or ")"');
  }
}

/** A filter parameter: `column=[not.]op.value`. */
export function parseFilter(column: string, value: string): Filter {
  const raw = `${column}=${value}`;
  if (column.includes('->') || column.includes('::') || column.includes('.')) {
    throw parseError(
      'filter',
      raw,
      'JSON paths, casts and filters on embedded resources are not supported',
    );
  }
  const scanner = new Scanner(value);
  const filter: Filter = { kind: 'filter', ...parseOperation(scanner, column, raw, false) };
  if (!scanner.atEnd) throw parseError('filter', raw, 'unexpected text after the in list');
  return filter;
}

/** A logic parameter: `or=(...)`, `and=(...)`, `not.or=(...)`, `not.and=(...)`. */
export function parseLogic(key: 'or' | 'and' | 'not.or' | 'not.and', value: string): Logic {
  const raw = `${key}=${value}`;
  const scanner = new Scanner(value);
  const conditions = parseTree(scanner, raw, 1);
  if (!scanner.atEnd) throw parseError('logic tree', raw, 'unexpected text after ")"');
  return {
    kind: key.endsWith('or') ? 'or' : 'and',
    negated: key.startsWith('not.'),
    conditions,
  };
}
