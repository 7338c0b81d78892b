import { toCsv } from '../shared/csv.ts';

/** A row of the acceptance register, as `export_policy_acceptances` returns it. */
export interface AcceptanceRecord {
  person: string;
  email: string;
  policy: string;
  version: number;
  content_hash: string;
  accepted_at: string;
}

/** The acceptance register: Person, Email, Policy, Version, Content hash, Accepted at (UTC). */
export function registerCsv(rows: readonly AcceptanceRecord[]): string {
  return toCsv([
    ['Person', 'Email', 'Policy', 'Version', 'Content hash (SHA-256)', 'Accepted at (UTC)'],
    ...rows.map((row) => [
      row.person,
      row.email,
      row.policy,
      String(row.version),
      row.content_hash,
      new Date(row.accepted_at).toISOString(),
    ]),
  ]);
}
