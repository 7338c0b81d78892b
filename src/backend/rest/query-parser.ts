import { parseError } from './errors';
import { parseFilter, parseLogic } from './filter-parser';
import type { Condition, OrderTerm, ParsedQuery, SelectItem } from './query-ast';
import { Scanner } from './scanner';

/** Query parameters with a meaning of their own; every other key is a filter (or an RPC arg). */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const LOGIC_KEYS = ['or', 'and', 'not.or', 'not.and'] as const;
type LogicKey = (typeof LOGIC_KEYS)[number];
const isLogicKey = (key: string): key is LogicKey =>
  (LOGIC_KEYS as readonly string[]).includes(key);

/** Keys of a GET /rpc call that may be function arguments (the others have a fixed meaning). */
export function argumentCandidates(params: URLSearchParams): string[] {
  return [...new Set(params.keys())].filter((key) => !RESERVED.has(key) && !isLogicKey(key));
}

/** PostgREST's unquoted field names: letters, digits, `_`, `$` and spaces. */
const NAME_CHAR = /[\p{L}\p{N}_$ ]/u;

/** Reads a column name: double-quoted (with `\` escapes) or plain. */
function readName(scanner: Scanner, what: string): string {
  if (scanner.peek() === '"') {
    const name = scanner.readQuoted();
    if (!name || name.includes('\0')) {
      throw parseError(what, scanner.text, 'unclosed, empty or NUL-containing quoted name');
    }
    return name;
  }
  const start = scanner.position;
  while (!scanner.atEnd && NAME_CHAR.test(scanner.peek())) scanner.position++;
  if (scanner.position === start) {
    const found = scanner.atEnd ? 'end of input' : `"${scanner.peek()}"`;
    throw parseError(what, scanner.text, `expected a column name, found ${found}`);
  }
  return scanner.text.slice(start, scanner.position);
}

/** Why the text after a select item is outside the supported subset. */
function unsupportedSelectSyntax(scanner: Scanner): string {
  if (scanner.startsWith('::')) return 'casts are not supported';
  if (scanner.startsWith('->')) return 'JSON paths are not supported';
  if (scanner.startsWith('(') || scanner.startsWith('!')) {
    return 'embedded resources and aggregates are not supported';
  }
  return `unexpected "${scanner.peek()}", expected "," or the end`;
}

/** `select=*,id,alias:column,"quoted name"`; embedding, casts, JSON paths and spreads are refused. */
export function parseSelect(text: string): SelectItem[] {
  const items: SelectItem[] = [];
  if (text === '') return items; // PostgREST returns rows with no columns: {}
  const scanner = new Scanner(text);
  for (;;) {
    if (scanner.startsWith('...')) throw parseError('select', text, 'spreads are not supported');
    if (scanner.eat('*')) items.push({ kind: 'star' });
    else {
      let name = readName(scanner, 'select');
      let alias: string | undefined;
      if (scanner.peek() === ':' && scanner.peek(1) !== ':') {
        scanner.eat(':');
        alias = name;
        name = readName(scanner, 'select');
      }
      items.push(alias === undefined ? { kind: 'column', name } : { kind: 'column', name, alias });
    }
    if (scanner.atEnd) return items;
    if (!scanner.eat(',')) throw parseError('select', text, unsupportedSelectSyntax(scanner));
  }
}

/** `order=a.desc.nullslast,b` (direction and nulls in either order, each at most once). */
export function parseOrder(text: string): OrderTerm[] {
  const scanner = new Scanner(text);
  const terms: OrderTerm[] = [];
  for (;;) {
    const term: OrderTerm = { column: readName(scanner, 'order'), descending: false };
    let direction = false;
    while (scanner.eat('.')) {
      const word = scanner.readUntil('.,');
      if (!direction && (word === 'asc' || word === 'desc')) {
        term.descending = word === 'desc';
        direction = true;
      } else if (!term.nulls && (word === 'nullsfirst' || word === 'nullslast')) {
        term.nulls = word === 'nullsfirst' ? 'first' : 'last';
      } else {
        throw parseError(
          'order',
          text,
          `expected asc, desc, nullsfirst or nullslast, got "${word}"`,
        );
      }
    }
    terms.push(term);
    if (scanner.atEnd) return terms;
    if (!scanner.eat(',')) {
      throw parseError('order', text, `unexpected "${scanner.peek()}", expected "," or "."`);
    }
  }
}

/** `columns="a","b"` and `on_conflict=a,b`: a comma list of names. */
export function parseNameList(text: string, what: string): string[] {
  const scanner = new Scanner(text);
  const names: string[] = [];
  for (;;) {
    names.push(readName(scanner, what));
    if (scanner.atEnd) return names;
    if (!scanner.eat(',')) throw parseError(what, text, `unexpected "${scanner.peek()}"`);
  }
}

/** A non-negative integer parameter (limit, offset). */
export function parseCount(text: string, what: 'limit' | 'offset'): number {
  const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value)) {
    throw parseError(what, text, `${what} must be a non-negative integer`);
  }
  return value;
}

/**
 * Reads a request's query string (already form-decoded: `+` is a space). `argNames` are the
 * parameters of the function a GET/HEAD /rpc call resolved to; their keys are arguments.
 */
export function parseQuery(
  params: URLSearchParams,
  options: { argNames?: ReadonlySet<string> } = {},
): ParsedQuery {
  const where: Condition[] = [];
  const args = new Map<string, string>();
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (options.argNames?.has(key)) args.set(key, value);
    else if (isLogicKey(key)) where.push(parseLogic(key, value));
    else where.push(parseFilter(key, value));
  }
  const optional = <T>(key: string, parse: (text: string) => T): T | undefined => {
    const value = params.get(key);
    return value === null ? undefined : parse(value);
  };
  return {
    select: optional('select', parseSelect),
    where,
    order: optional('order', parseOrder) ?? [],
    limit: optional('limit', (text) => parseCount(text, 'limit')),
    offset: optional('offset', (text) => parseCount(text, 'offset')),
    columns: optional('columns', (text) => parseNameList(text, 'columns')),
    onConflict: optional('on_conflict', (text) => parseNameList(text, 'on_conflict')),
    args,
  };
}
