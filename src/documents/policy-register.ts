// The policy register of the evidence pack (docs/decisions.md PA1): every published version of
// the team's policies and every review of one, with who approved it, when and why, who published
// it, whether the change was material or editorial (docs/decisions.md TU1), and from when a policy
// is retired.
import { toCsv } from '../shared/csv.ts';

/** A row of the 'policy_register' evidence section. */
export interface PolicyRegisterRecord {
  policy: string;
  version: number;
  /** Material: members accept again; editorial: their acceptance carried over (TU1). */
  change_kind: 'material' | 'editorial';
  purpose: 'publication' | 'review';
  /** Null for a version published before approvals were recorded. */
  approver_name: string | null;
  by_publisher: boolean | null;
  approved_at: string | null;
  reason: string | null;
  published_at: string;
  published_by_name: string;
  content_hash: string;
  retired_at: string | null;
  retired_by_name: string | null;
  retired_reason: string | null;
}

const CHANGE_KINDS = {
  material: 'Material (members accept again)',
  editorial: 'Editorial (acceptances carried over)',
} as const;

const instant = (value: string | null) => (value ? new Date(value).toISOString() : '');

function approvedBy(row: PolicyRegisterRecord): string {
  if (row.approver_name === null) return 'Not recorded (published before approvals)';
  return row.by_publisher
    ? `${row.approver_name} (the publisher approves, the team's choice)`
    : row.approver_name;
}

export function policyRegisterCsv(rows: readonly PolicyRegisterRecord[]): string {
  return toCsv([
    [
      'Policy',
      'Version',
      'Kind of change',
      'Approval of',
      'Approved by',
      'Approved at (UTC)',
      'Reason',
      'Published by',
      'Published at (UTC)',
      'Content hash (SHA-256)',
      'Retired from (UTC)',
      'Retired by',
      'Reason for retiring',
    ],
    ...rows.map((row) => [
      row.policy,
      String(row.version),
      CHANGE_KINDS[row.change_kind],
      row.purpose === 'review' ? 'Review, unchanged' : 'Publication',
      approvedBy(row),
      instant(row.approved_at),
      row.reason ?? '',
      row.published_by_name,
      instant(row.published_at),
      row.content_hash,
      instant(row.retired_at),
      row.retired_by_name ?? '',
      row.retired_reason ?? '',
    ]),
  ]);
}
