// The embedded backend's scheduler as a test runs it: once, at the moment the test names.
import { backendJobs } from '../jobs/backend-jobs';
import { Scheduler } from '../jobs/scheduler';
import type { TestBackend } from './backend';

/** Runs the jobs due at `at` once, through the embedded backend's scheduler and jobs. */
export async function runScheduledJobsAt(backend: TestBackend, at: Date): Promise<void> {
  const clock = () => +at;
  const scheduler = new Scheduler(
    backendJobs({
      db: backend.db,
      mail: backend.mailbox,
      siteUrl: backend.url,
      clock,
      keys: backend.context.keys,
      integrationSources: backend.context.integrationSources,
      log: () => undefined,
    }),
    { intervalMs: 60_000, clock, log: () => undefined },
  );
  await scheduler.runDue();
}
