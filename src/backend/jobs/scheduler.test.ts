import { describe, expect, it } from 'vitest';
import { Scheduler, type Job } from './scheduler';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('Scheduler', () => {
  it('hands each job the clock’s time', async () => {
    const seen: string[] = [];
    const job: Job = { name: 'a', run: async (now) => seen.push(now.toISOString()) };
    const scheduler = new Scheduler([job], {
      intervalMs: 60_000,
      clock: () => Date.parse('2027-01-02T03:04:05Z'),
    });
    await scheduler.runDue();
    expect(seen).toEqual(['2027-01-02T03:04:05.000Z']);
  });

  it('never runs a job while its previous run is still going', async () => {
    const gate = deferred();
    let runs = 0;
    const slow: Job = { name: 'slow', run: () => ((runs += 1), gate.promise) };
    const scheduler = new Scheduler([slow], { intervalMs: 60_000 });
    const first = scheduler.runDue();
    await scheduler.runDue();
    expect(runs).toBe(1);
    gate.resolve();
    await first;
    await scheduler.runDue();
    expect(runs).toBe(2);
  });

  it('logs a failing job and goes on with the others', async () => {
    const lines: string[] = [];
    let ran = false;
    const scheduler = new Scheduler(
      [
        { name: 'broken', run: () => Promise.reject(new Error('database away')) },
        { name: 'fine', run: async () => (ran = true) },
      ],
      { intervalMs: 60_000, log: (line) => lines.push(line) },
    );
    await scheduler.runDue();
    expect(lines).toEqual(['job broken failed: database away']);
    expect(ran).toBe(true);
  });

  it('waits for running jobs when stopped', async () => {
    const gate = deferred();
    let finished = false;
    const scheduler = new Scheduler(
      [{ name: 'a', run: () => gate.promise.then(() => (finished = true)) }],
      { intervalMs: 60_000 },
    );
    scheduler.start();
    const stopped = scheduler.stop();
    expect(finished).toBe(false);
    gate.resolve();
    await stopped;
    expect(finished).toBe(true);
  });
});
