// IAM's credential report: a CSV with one row per user, the root user as `<root_account>`
// (IAM User Guide, "Getting credential reports for your AWS account", Credential report format).

import { parse } from 'csv-parse/sync';

export const ROOT_ACCOUNT_ROW = '<root_account>';

export type CredentialReportRow = Record<string, string>;

/** RFC 4180 (csv-parse): user names may hold commas (IAM allows `+=,.@_-`), so quoted fields count. */
export function parseCredentialReport(csv: string): CredentialReportRow[] {
  return parse(csv, { columns: true, skip_empty_lines: true }) as CredentialReportRow[];
}

/** A report date column as an instant; `N/A`, `no_information` and `not_supported` are none. */
export function reportDate(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
