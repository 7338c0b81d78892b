// The evidence pack's whole populations (docs/decisions.md EV1): an auditor samples from every
// person in scope, so the register and training completion list every member — accepted or not,
// completed or not, overdue — and the people who left in the period as they stood when they left.
import { toCsv } from '../shared/csv.ts';
import { utcDay } from '../shared/utc-day.ts';

type Standing = 'active' | 'deactivated' | 'former';

/** One person × one published policy (`evidence_section('acceptance_population')`). */
export interface AcceptanceStanding {
  policy: string;
  /** The version in force now, or when the person left. */
  version: number;
  person: string;
  email: string;
  standing: Standing;
  left_at: string | null;
  status: 'accepted' | 'not_accepted' | 'overdue';
  due_on: string;
  accepted_version: number | null;
  content_hash: string | null;
  accepted_at: string | null;
}

/**
 * One person × one course required of them, or completed without being required
 * (`evidence_section('training_population')`).
 */
export interface TrainingStanding {
  member: string;
  email: string;
  standing: Standing;
  left_at: string | null;
  training_year: string | null;
  course: string | null;
  due_on: string | null;
  status: 'completed' | 'completed_not_required' | 'not_completed' | 'overdue' | 'nothing_assigned';
  completed_at: string | null;
  certificate_id: string | null;
  attempts: number;
  best_score: number | null;
  passed: boolean | null;
}

/** "Active", "Deactivated 2026-12-01", "Left 2026-12-01". */
export function standingText(row: { standing: Standing; left_at: string | null }): string {
  if (row.standing === 'active' || !row.left_at) return 'Active';
  return `${row.standing === 'former' ? 'Left' : 'Deactivated'} ${utcDay(row.left_at)}`;
}

const ACCEPTANCE_WORDS: Record<AcceptanceStanding['status'], string> = {
  accepted: 'Accepted',
  not_accepted: 'Not accepted yet',
  overdue: 'Overdue',
};

const TRAINING_WORDS: Record<TrainingStanding['status'], string> = {
  completed: 'Completed',
  completed_not_required: 'Completed (not required)',
  not_completed: 'Not completed yet',
  overdue: 'Overdue',
  nothing_assigned: 'Nothing assigned',
};

const utcInstant = (value: string | null) => (value ? new Date(value).toISOString() : '');

/**
 * The acceptance register: every member of the range for every published policy, with the version
 * in force, the status (as of today, or when they left), the due date and the acceptance itself.
 */
export function acceptancePopulationCsv(rows: readonly AcceptanceStanding[]): string {
  return toCsv([
    [
      'Policy',
      'Version in force',
      'Person',
      'Email',
      'Member',
      'Status',
      'Due by',
      'Accepted version',
      'Content hash (SHA-256)',
      'Accepted at (UTC)',
    ],
    ...rows.map((row) => [
      row.policy,
      String(row.version),
      row.person,
      row.email,
      standingText(row),
      ACCEPTANCE_WORDS[row.status],
      row.due_on,
      row.accepted_version === null ? '' : String(row.accepted_version),
      row.content_hash ?? '',
      utcInstant(row.accepted_at),
    ]),
  ]);
}

/**
 * Training completion: every member of the range and every course required of them or completed
 * anyway, with the certificate and the knowledge check; a member with neither has one row saying so.
 */
export function trainingPopulationCsv(rows: readonly TrainingStanding[]): string {
  return toCsv([
    [
      'Member',
      'Email',
      'Member status',
      'Training year',
      'Course',
      'Due on',
      'Status',
      'Completed at (UTC)',
      'Certificate ID',
      'Knowledge-check attempts',
      'Best score (%)',
      'Knowledge check passed',
    ],
    ...rows.map((row) => [
      row.member,
      row.email,
      standingText(row),
      row.training_year ?? '',
      row.course ?? '',
      row.due_on ?? '',
      TRAINING_WORDS[row.status],
      utcInstant(row.completed_at),
      row.certificate_id ?? '',
      row.course ? String(row.attempts) : '',
      row.best_score === null ? '' : String(row.best_score),
      row.passed === null
        ? row.course && row.attempts === 0
          ? 'Not attempted'
          : ''
        : row.passed
          ? 'Yes'
          : 'No',
    ]),
  ]);
}
