// The loop of the jobs that claim their work in the database (training reminders, TP1; webhook
// deliveries, WH1): claim a batch, handle it, and again until nothing is left or the run has
// handled `maxBatches` batches (the next run takes the rest).

/**
 * Claims batch after batch; `handle` works one batch and says, item by item, whether it went
 * out. The run's counts of what went out and what did not.
 */
export async function runClaimedBatches<Item>(
  claim: () => Promise<Item[]>,
  handle: (batch: Item[]) => Promise<boolean[]>,
  maxBatches: number,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const claimed = await claim();
    if (claimed.length === 0) break;
    for (const delivered of await handle(claimed)) {
      if (delivered) sent += 1;
      else failed += 1;
    }
  }
  return { sent, failed };
}
