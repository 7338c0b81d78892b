// The jobs the embedded backend schedules; hosted, pg_cron runs the same SQL (README, hosted
// deployment).
import type { Database } from '../db/database';
import type { Job } from './scheduler';

/** How often the embedded backend runs its jobs. */
export const JOB_INTERVAL_MS = 5 * 60_000;

export function backendJobs(db: Database): Job[] {
  return [
    {
      // docs/decisions.md CL1: recurring checklists start their next run on schedule.
      name: 'checklist runs',
      run: (now) => db.query('select public.start_due_checklist_runs($1)', [now.toISOString()]),
    },
  ];
}
