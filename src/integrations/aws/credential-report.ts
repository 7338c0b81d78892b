// IAM's credential report: a CSV with one row per user, the root user as `<root_account>`
// (IAM User Guide, "Getting credential reports for your AWS account", Credential report format).

export const ROOT_ACCOUNT_ROW = '<root_account>';

export type CredentialReportRow = Record<string, string>;

/** RFC 4180 fields: user names may hold commas (IAM allows `+=,.@_-`), so quoted fields count. */
function parseLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line.charAt(index);
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

export function parseCredentialReport(csv: string): CredentialReportRow[] {
  const [header, ...rows] = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (!header) return [];
  const columns = parseLine(header);
  return rows.map((line) => {
    const values = parseLine(line);
    return Object.fromEntries(columns.map((column, index) => [column, values[index] ?? '']));
  });
}

/** A report date column as an instant; `N/A`, `no_information` and `not_supported` are none. */
export function reportDate(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
