import {
  UNSTORABLE_TEXT_MESSAGE,
  hasUnstorableText,
} from '../../../supabase/functions/_shared/text.ts';
import type { Table } from './catalog';
import { invalidBody, unknownBodyColumn } from './errors';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody();
  }
  // PostgreSQL refuses NUL in text and jsonb, and would store lone surrogates as U+FFFD.
  if (hasUnstorableText(value)) throw invalidBody(UNSTORABLE_TEXT_MESSAGE);
  return value;
}

/** A POST/PATCH body: the text as sent (passed to Postgres untouched) and its parsed rows. */
export interface WriteBody {
  text: string;
  isArray: boolean;
  rows: JsonObject[];
}

/** Insert and update bodies are a JSON object or an array of objects. */
export function parseWriteBody(text: string, allowArray: boolean): WriteBody {
  const value = parseJson(text);
  if (isObject(value)) return { text, isArray: false, rows: [value] };
  if (allowArray && Array.isArray(value) && value.every(isObject)) {
    return { text, isArray: true, rows: value };
  }
  throw invalidBody(
    allowArray
      ? 'The body must be a JSON object or an array of JSON objects'
      : 'The body must be a JSON object',
  );
}

/**
 * The columns a write sets: `columns=` when given (other keys are ignored), else the body's keys,
 * which must then be the same in every object, as PostgREST requires. Each must be a column.
 */
export function writeFields(
  body: WriteBody,
  columns: string[] | undefined,
  table: Table,
): string[] {
  let fields = columns;
  if (!fields) {
    const [first = {}, ...others] = body.rows;
    fields = Object.keys(first);
    const expected = [...fields].sort().join('\0');
    if (others.some((row) => Object.keys(row).sort().join('\0') !== expected)) {
      throw invalidBody('All object keys must match');
    }
  }
  const unique = [...new Set(fields)];
  for (const field of unique) {
    if (!table.columns.has(field)) throw unknownBodyColumn(field, table.name);
  }
  return unique;
}

/** An /rpc body: a JSON object of named arguments; an empty body means no arguments. */
export function parseArgsBody(text: string): { text: string; names: string[] } {
  if (text.trim() === '') return { text: '{}', names: [] };
  const value = parseJson(text);
  if (!isObject(value)) throw invalidBody('The body must be a JSON object of named arguments');
  return { text, names: Object.keys(value) };
}
