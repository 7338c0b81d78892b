import { parse } from 'csv-parse/sync';

/** Reads CSV for tests (csv-parse, RFC 4180): checks that exported CSV parses back to the same cells. */
export function parseCsv(text: string): string[][] {
  return parse(text, { record_delimiter: '\r\n', relax_column_count: true }) as string[][];
}
