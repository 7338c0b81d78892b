// The embedded backend's scheduler (docs/architecture.md, jobs with an injected clock): runs each
// job every `intervalMs`, and once at start so a server that was off catches up. Hosted, pg_cron
// runs the same jobs. The jobs are idempotent, so a run that overlaps another process's or repeats
// after a restart changes nothing; within one process a job never overlaps itself.

export interface Job {
  name: string;
  /** Does what is due at `now`; must be idempotent. */
  run(now: Date): Promise<unknown>;
}

export interface SchedulerOptions {
  intervalMs: number;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  clock?: () => number;
  log?: (line: string) => void;
}

export class Scheduler {
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly jobs: readonly Job[],
    private readonly options: SchedulerOptions,
  ) {}

  start(): void {
    if (this.timer) return;
    void this.runDue();
    this.timer = setInterval(() => void this.runDue(), this.options.intervalMs);
    // The scheduler alone never keeps the process alive.
    this.timer.unref();
  }

  /** Runs every job that is not already running; resolves when the ones it started finish. */
  async runDue(): Promise<void> {
    const now = new Date((this.options.clock ?? Date.now)());
    const started: Promise<void>[] = [];
    for (const job of this.jobs) {
      if (this.running.has(job.name)) continue;
      const run = job
        .run(now)
        .then(() => undefined)
        .catch((error: unknown) =>
          (this.options.log ?? console.error)(
            `job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .finally(() => this.running.delete(job.name));
      this.running.set(job.name, run);
      started.push(run);
    }
    await Promise.all(started);
  }

  /** Stops the timer and waits for the jobs still running. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(this.running.values());
  }
}
