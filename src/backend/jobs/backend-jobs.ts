// The jobs the embedded backend schedules; hosted, pg_cron runs the same work (README, hosted
// deployment).
import type { Database } from '../db/database';
import type { MailPort } from '../mail/mail-port';
import type { Job } from './scheduler';
import { sendTrainingReminders } from './training-reminders';

/** How often the embedded backend runs its jobs. */
export const JOB_INTERVAL_MS = 5 * 60_000;

export function backendJobs(
  db: Database,
  options: { mail: MailPort; siteUrl: string; clock: () => number },
): Job[] {
  return [
    {
      // docs/decisions.md CL1: recurring checklists start their next run on schedule.
      name: 'checklist runs',
      run: (now) => db.query('select public.start_due_checklist_runs($1)', [now.toISOString()]),
    },
    {
      // docs/decisions.md TP1: training years roll over and reminders go out.
      name: 'training reminders',
      run: () => sendTrainingReminders({ db, ...options }),
    },
  ];
}
