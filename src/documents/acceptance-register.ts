import { toCsv } from '../shared/csv.ts';
import type { Database } from '../shared/database.types.ts';

/** A row of the acceptance register, as `export_policy_acceptances` returns it. */
export type AcceptanceRecord =
  Database['public']['Functions']['export_policy_acceptances']['Returns'][number];

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
