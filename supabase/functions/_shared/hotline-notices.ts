// The hotline's reminders (docs/decisions.md H1): a scheduled job tells a team's handlers when a
// case is new, when its acknowledgement or feedback is close to due, and when it is overdue. The
// database decides what is due at the job's time (`hotline_due_notices(at)`, an injected clock)
// and remembers what went out, so running the job again sends nothing twice. Notices go out once
// a day at a fixed hour, a new case's on a day after it arrived, so an email's time dates no
// report finer than its day (docs/threat-model.md #35). The emails say only that a case needs
// attention: never its content, which the server cannot read anyway.

import { dueNoticeJob } from './due-notices.ts';

export type HotlineNoticeKind =
  'new' | 'acknowledge_due' | 'acknowledge_overdue' | 'feedback_due' | 'feedback_overdue';

export interface HotlineNotice {
  case_id: string;
  kind: HotlineNoticeKind;
  team_name: string;
  case_number: number;
  /** The day the case arrived: all that anyone learns of when. */
  received_on: string;
  due_on: string;
  recipients: string[];
}

export interface HotlineNoticeEmail {
  to: string;
  subject: string;
  intro: string[];
  action: { label: string; url: string };
  outro: string[];
}

const WHAT: Record<HotlineNoticeKind, (notice: HotlineNotice) => string> = {
  new: (n) =>
    `A new report arrived on the ${n.team_name} hotline on ${n.received_on} (case ${n.case_number}). Acknowledge it by ${n.due_on}.`,
  acknowledge_due: (n) =>
    `Case ${n.case_number} on the ${n.team_name} hotline must be acknowledged by ${n.due_on}.`,
  acknowledge_overdue: (n) =>
    `Case ${n.case_number} on the ${n.team_name} hotline was due to be acknowledged by ${n.due_on} and is overdue.`,
  feedback_due: (n) =>
    `The reporter of case ${n.case_number} on the ${n.team_name} hotline must be given feedback by ${n.due_on}.`,
  feedback_overdue: (n) =>
    `Feedback to the reporter of case ${n.case_number} on the ${n.team_name} hotline was due by ${n.due_on} and is overdue.`,
};

/** One handler's email about one case: what needs attention, and where to go. */
export function hotlineNoticeEmail(
  notice: HotlineNotice,
  to: string,
  siteUrl: string,
): HotlineNoticeEmail {
  return {
    to,
    subject: notice.kind === 'new' ? 'New hotline report' : 'A hotline case needs attention',
    intro: [WHAT[notice.kind](notice)],
    action: {
      label: 'Open the hotline',
      url: `${siteUrl.replace(/\/+$/, '')}/dashboard/hotline`,
    },
    outro: [
      'This email does not contain the report. Sign in to ComplyReady and unlock the hotline with its passphrase to read it.',
    ],
  };
}

/** Sends what is due at `at`; a notice that reached nobody is tried again at the next run. */
export const sendHotlineNotices = dueNoticeJob(hotlineNoticeEmail);
