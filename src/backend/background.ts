/**
 * Work that finishes after the reply has gone (a password-reset mail, so the reply takes as long
 * for a known address as for an unknown one). Failures are logged by kind only; `idle()` lets
 * tests and shutdown wait for what is still running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: (line: string) => void) {}

  run(label: string, work: () => Promise<void>): void {
    // Started on the next turn of the event loop, once the reply has been handed to the socket:
    // PGlite runs queries on this thread, so starting at once would hold the reply back.
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log(`[${label}] failed: ${(error as Error).name}`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
