import { describe, expect, it, vi } from 'vitest';
import { initialProgress, type ProgressSnapshot } from '@shared/progress-rules';
import { ProgressTracker } from './progress-tracker';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function tracker(
  save: (snapshot: ProgressSnapshot, leaving: boolean) => Promise<{ completed: boolean }>,
) {
  const snapTo = vi.fn();
  const onChange = vi.fn();
  const instance = new ProgressTracker(initialProgress({ duration: 30 }), {
    snapTo,
    save: vi.fn(save),
    onChange,
  });
  return { instance, snapTo, onChange };
}

describe('ProgressTracker', () => {
  it('snaps back a skip and saves on pause', async () => {
    const saves: [ProgressSnapshot, boolean][] = [];
    const { instance, snapTo } = tracker(async (snapshot, leaving) => {
      saves.push([snapshot, leaving]);
      return { completed: false };
    });
    instance.dispatch({ type: 'play' });
    instance.dispatch({ type: 'timeupdate', position: 3 });
    instance.dispatch({ type: 'seeking', position: 20 });
    expect(snapTo).toHaveBeenCalledWith(3);
    instance.dispatch({ type: 'pause', position: 3 });
    await flush();
    // The first play starts the server's clock; the pause saves what was watched.
    expect(saves).toEqual([
      [{ percent: 0, watchTime: 0 }, false],
      [{ percent: 10, watchTime: 3 }, false],
    ]);
    expect(instance.state.saved).toEqual({ percent: 10, watchTime: 3 });
  });

  it('marks saves made while leaving the page', async () => {
    const leaving: boolean[] = [];
    const { instance } = tracker(async (_snapshot, isLeaving) => {
      leaving.push(isLeaving);
      return { completed: false };
    });
    instance.dispatch({ type: 'timeupdate', position: 5 });
    instance.dispatch({ type: 'hidden' });
    await flush();
    expect(leaving).toEqual([true]);
  });

  it('records completion only when the server confirms it', async () => {
    const { instance, onChange } = tracker(async () => ({ completed: true }));
    instance.dispatch({ type: 'play' });
    for (let t = 0; t <= 27; t += 1) instance.dispatch({ type: 'timeupdate', position: t });
    expect(instance.state.completed).toBe(true);
    expect(instance.state.completionRecorded).toBe(false);
    await flush();
    expect(instance.state.completionRecorded).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ completionRecorded: true }),
    );
  });

  it('keeps quiet about a failed save and sends the values again with the next save', async () => {
    let fail = true;
    const sent: ProgressSnapshot[] = [];
    const { instance } = tracker(async (snapshot) => {
      sent.push(snapshot);
      if (fail) throw new Error('offline');
      return { completed: false };
    });
    instance.dispatch({ type: 'timeupdate', position: 6 });
    instance.dispatch({ type: 'pause', position: 6 });
    await flush();
    expect(instance.state.saved).toEqual({ percent: 0, watchTime: 0 });
    fail = false;
    instance.dispatch({ type: 'hidden' });
    await flush();
    expect(sent).toEqual([
      { percent: 20, watchTime: 6 },
      { percent: 20, watchTime: 6 },
    ]);
    expect(instance.state.saved).toEqual({ percent: 20, watchTime: 6 });
  });

  it('treats a save that throws at once like a failed one', async () => {
    const { instance } = tracker(() => {
      throw new Error('no token');
    });
    instance.dispatch({ type: 'timeupdate', position: 6 });
    expect(() => instance.dispatch({ type: 'hidden' })).not.toThrow();
    await flush();
    expect(instance.state.saved.watchTime).toBe(0);
  });
});
