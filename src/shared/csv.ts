/**
 * CSV export rules (docs/decisions.md F1; docs/product.md#csv-exports): RFC 4180 quoting of every
 * field with `"` doubled, cells that a spreadsheet would read as a formula prefixed with `'` (OWASP
 * CSV injection), CRLF line ends, and a UTF-8 byte-order mark so spreadsheet programs read names
 * correctly.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r\n]/;
const BYTE_ORDER_MARK = '\uFEFF';

export function csvCell(value: string): string {
  const safe = FORMULA_TRIGGER.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
