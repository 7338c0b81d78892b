/**
 * The words of the team hotline (docs/decisions.md H1) that the pages, the reporter's follow-up
 * and the evidence pack share. The database's check constraints on `hotline_cases` list the same
 * statuses and outcomes; `src/backend/team-hotline.test.ts` fails when they disagree.
 */
export const HOTLINE_STATUS_LABELS = {
  new: 'New',
  acknowledged: 'Acknowledged',
  investigating: 'Under investigation',
  closed: 'Closed',
} as const;
export type HotlineStatus = keyof typeof HOTLINE_STATUS_LABELS;

export const HOTLINE_OUTCOME_LABELS = {
  action_taken: 'Action taken',
  no_breach_found: 'No breach found',
  insufficient_information: 'Not enough information to go on',
  referred: 'Referred to the competent authority',
} as const;
export type HotlineOutcome = keyof typeof HOTLINE_OUTCOME_LABELS;

/** The evidence pack's hotline statistics, by the measure the database counts. */
export const HOTLINE_STATISTIC_LABELS: Record<string, string> = {
  received: 'Cases received in the period',
  status_new: 'Status now: new',
  status_acknowledged: 'Status now: acknowledged',
  status_investigating: 'Status now: under investigation',
  status_closed: 'Status now: closed',
  acknowledged_in_time: 'Acknowledged within 7 days',
  acknowledged_late: 'Acknowledged after 7 days',
  acknowledgement_overdue: 'Not acknowledged, overdue',
  feedback_in_time: 'Feedback within 3 months',
  feedback_late: 'Feedback after 3 months',
  feedback_overdue: 'No feedback, overdue',
  outcome_action_taken: `Closed: ${HOTLINE_OUTCOME_LABELS.action_taken}`,
  outcome_no_breach_found: `Closed: ${HOTLINE_OUTCOME_LABELS.no_breach_found}`,
  outcome_insufficient_information: `Closed: ${HOTLINE_OUTCOME_LABELS.insufficient_information}`,
  outcome_referred: `Closed: ${HOTLINE_OUTCOME_LABELS.referred}`,
};

const label = <T extends Record<string, string>>(labels: T, key: string) =>
  Object.hasOwn(labels, key) ? labels[key as keyof T] : key;

export const hotlineStatusLabel = (status: string) => label(HOTLINE_STATUS_LABELS, status);
export const hotlineOutcomeLabel = (outcome: string) => label(HOTLINE_OUTCOME_LABELS, outcome);

/** What the team-hotline function answers a reporter about their case: encrypted throughout. */
export interface ReporterCase {
  team_name: string;
  status: string;
  outcome: string | null;
  received_on: string;
  /** The case key, wrapped by the receipt code. */
  reporter_key: string;
  messages: {
    position: number;
    author: 'reporter' | 'handler';
    ciphertext: string;
    is_feedback: boolean;
    written_on: string;
  }[];
}
