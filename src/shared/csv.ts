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

/**
 * Reads CSV as written by spreadsheets (RFC 4180): quoted fields with `""` for a quote, commas
 * and line breaks inside quotes, CRLF or LF line ends, an optional byte-order mark. Blank lines
 * are left out.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  const endRow = () => {
    row.push(field);
    if (row.some((cell) => cell !== '')) rows.push(row);
    row = [];
    field = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
