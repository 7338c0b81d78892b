import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPLETION_PERCENT,
  SAVE_INTERVAL_SECONDS,
  SEEK_ALLOWANCE_SECONDS,
  SETUP_RETRY_MS,
  initialProgress,
  isSeekTooFar,
  percentOf,
  progressReducer,
  whenReady,
  type Decisions,
  type ProgressEvent,
  type ProgressState,
} from './progress-rules';

/** Feeds events one by one, as a player would, and collects every decision. */
function run(state: ProgressState, events: ProgressEvent[]) {
  const decisions: Decisions[] = [];
  for (const event of events) {
    const step = progressReducer(state, event);
    state = step.state;
    decisions.push(step.decisions);
  }
  return { state, decisions, last: decisions.at(-1) ?? {} };
}

/** Playback from `from` to `to` seconds in 0.25 s time updates, as players report it. */
function playback(from: number, to: number): ProgressEvent[] {
  const events: ProgressEvent[] = [];
  for (let t = from; t <= to + 1e-9; t += 0.25) events.push({ type: 'timeupdate', position: t });
  return events;
}

const saves = (decisions: Decisions[]) => decisions.flatMap((d) => (d.save ? [d.save] : []));
const snaps = (decisions: Decisions[]) =>
  decisions.flatMap((d) => (d.snapTo === undefined ? [] : [d.snapTo]));

/** A 100-second video, playing, watched up to `furthest`. */
function watchedTo(furthest: number): ProgressState {
  return run(initialProgress({ duration: 100 }), [{ type: 'play' }, ...playback(0, furthest)])
    .state;
}

describe('the constants of docs/product.md#constants', () => {
  it('are 10 s saves, a 10 s seek allowance, 90 % completion and a 300 ms setup retry', () => {
    expect(SAVE_INTERVAL_SECONDS).toBe(10);
    expect(SEEK_ALLOWANCE_SECONDS).toBe(10);
    expect(COMPLETION_PERCENT).toBe(90);
    expect(SETUP_RETRY_MS).toBe(300);
  });
});

describe('the furthest position', () => {
  it('follows playback and never moves back when the viewer rewinds', () => {
    const { state } = run(watchedTo(40), [{ type: 'seeking', position: 5 }, ...playback(5, 12)]);
    expect(state.furthest).toBe(40);
    expect(state.position).toBe(12);
  });

  it('starts from what an earlier visit recorded', () => {
    const state = initialProgress({
      duration: 100,
      stored: { progressPercent: 50, watchTime: 50, completed: false },
    });
    expect(state.furthest).toBe(50);
    expect(progressReducer(state, { type: 'seeking', position: 60 }).decisions).toEqual({});
  });

  it('ignores positions that are not numbers', () => {
    const state = watchedTo(20);
    expect(progressReducer(state, { type: 'timeupdate', position: Number.NaN })).toEqual({
      state,
      decisions: {},
    });
  });
});

describe('the forward-seek rule', () => {
  it('allows a seek of exactly 10 s beyond the furthest point', () => {
    const state = watchedTo(30);
    const { state: next, decisions } = progressReducer(state, { type: 'seeking', position: 40 });
    expect(decisions.snapTo).toBeUndefined();
    expect(next.position).toBe(40);
    expect(next.furthest).toBe(40);
  });

  it('snaps a seek of 10.1 s beyond the furthest point back to it', () => {
    const state = watchedTo(30);
    const { state: next, decisions } = progressReducer(state, { type: 'seeking', position: 40.1 });
    expect(decisions.snapTo).toBe(30);
    expect(next.position).toBe(30);
    expect(next.furthest).toBe(30);
  });

  it('measures from the furthest point, not from the current position', () => {
    // Rewound to 5 s after watching 30 s: 38 s is only 8 s past the furthest point.
    const state = run(watchedTo(30), [{ type: 'seeking', position: 5 }]).state;
    expect(progressReducer(state, { type: 'seeking', position: 38 }).decisions.snapTo).toBe(
      undefined,
    );
    expect(progressReducer(state, { type: 'seeking', position: 41 }).decisions.snapTo).toBe(30);
  });

  it('always allows seeking backwards', () => {
    expect(progressReducer(watchedTo(30), { type: 'seeking', position: 0 }).decisions).toEqual({});
  });

  it('also catches a jump that arrives as a time update', () => {
    const { state, decisions } = progressReducer(watchedTo(30), {
      type: 'timeupdate',
      position: 75,
    });
    expect(decisions.snapTo).toBe(30);
    expect(state.furthest).toBe(30);
  });

  it('snaps the start of a visit back to 0 when nothing was watched yet', () => {
    const state = initialProgress({ duration: 100 });
    expect(progressReducer(state, { type: 'seeking', position: 10 }).decisions.snapTo).toBe(
      undefined,
    );
    expect(progressReducer(state, { type: 'seeking', position: 10.1 }).decisions.snapTo).toBe(0);
  });

  it('does not let a skip to the end count as watching it', () => {
    const { state, last } = run(watchedTo(30), [{ type: 'ended' }]);
    expect(last.snapTo).toBe(30);
    expect(state.furthest).toBe(30);
    expect(state.completed).toBe(false);
  });

  it('exposes the boundary as a pure check', () => {
    expect(isSeekTooFar(40, 30)).toBe(false);
    expect(isSeekTooFar(40.1, 30)).toBe(true);
    expect(isSeekTooFar(0.1 + 0.2 + 10, 0.3)).toBe(false);
  });
});

describe('saving every 10 s of playback', () => {
  it('saves once 10 s of playback have passed, not before', () => {
    const state = watchedTo(9);
    const early = run(state, Array<ProgressEvent>(9).fill({ type: 'tick', seconds: 1 }));
    expect(saves(early.decisions)).toEqual([]);
    const { decisions } = run(early.state, [{ type: 'tick', seconds: 1 }]);
    expect(saves(decisions)).toEqual([{ percent: 9, watchTime: 9 }]);
  });

  it('saves again after the next 10 s, with the new furthest point', () => {
    let state = watchedTo(10);
    state = run(state, [{ type: 'tick', seconds: 10 }]).state;
    state = run(state, [
      { type: 'saved', snapshot: { percent: 10, watchTime: 10 }, completed: false },
    ]).state;
    const { decisions } = run(state, [
      ...playback(10, 20),
      ...Array<ProgressEvent>(10).fill({ type: 'tick', seconds: 1 }),
    ]);
    expect(saves(decisions)).toEqual([{ percent: 20, watchTime: 20 }]);
  });

  it('does not count time while paused', () => {
    const paused = run(watchedTo(5), [{ type: 'pause', position: 5 }]).state;
    const { decisions, state } = run(paused, [{ type: 'tick', seconds: 60 }]);
    expect(decisions).toEqual([{}]);
    expect(state.playedSinceSave).toBe(0);
  });

  it('sends percent and watch time only, never a completion time (docs/decisions.md F4)', () => {
    const { last } = run(watchedTo(12), [{ type: 'tick', seconds: 10 }]);
    expect(Object.keys(last.save ?? {}).sort()).toEqual(['percent', 'watchTime']);
  });

  it('skips a save when the server already has everything', () => {
    const state = run(watchedTo(10), [
      { type: 'saved', snapshot: { percent: 10, watchTime: 10 }, completed: false },
      { type: 'seeking', position: 0 },
      ...playback(0, 8),
    ]).state;
    expect(run(state, [{ type: 'tick', seconds: 10 }]).last).toEqual({});
  });

  it('cuts the percent to two decimals and the watch time to whole seconds', () => {
    const state = run(initialProgress({ duration: 30 }), [
      { type: 'play' },
      ...playback(0, 10.5),
    ]).state;
    expect(run(state, [{ type: 'tick', seconds: 10 }]).last.save).toEqual({
      percent: 35,
      watchTime: 10,
    });
    expect(percentOf(10, 30)).toBe(33.33);
    expect(percentOf(20, 30)).toBe(66.66);
    expect(percentOf(27, 30)).toBe(90);
    expect(percentOf(40, 30)).toBe(100);
    expect(percentOf(10, 0)).toBe(0);
  });
});

describe('saves on pause, on end and when the page is hidden or closed (docs/decisions.md F5)', () => {
  it('saves on pause', () => {
    const { last, state } = run(watchedTo(7), [{ type: 'pause', position: 7 }]);
    expect(last.save).toEqual({ percent: 7, watchTime: 7 });
    expect(state.playing).toBe(false);
  });

  it('saves at the end with 100 % when the end was reached by watching', () => {
    const { last } = run(watchedTo(95), [{ type: 'ended' }]);
    expect(last.save).toEqual({ percent: 100, watchTime: 100 });
  });

  it('saves when the page is hidden or closed', () => {
    expect(run(watchedTo(3), [{ type: 'hidden' }]).last.save).toEqual({
      percent: 3,
      watchTime: 3,
    });
  });

  it('does not save again when nothing changed since the last acknowledged save', () => {
    const state = run(watchedTo(7), [
      { type: 'pause', position: 7 },
      { type: 'saved', snapshot: { percent: 7, watchTime: 7 }, completed: false },
    ]).state;
    expect(run(state, [{ type: 'hidden' }]).last).toEqual({});
  });
});

describe('the end of a video', () => {
  it('is saved once: the pause a player reports just before "ended" carries the same values', () => {
    // An HTML5 <video> reports timeupdate, pause and ended at the end, one after the other,
    // before the first save has been answered.
    const end = run(watchedTo(99.75), [
      { type: 'timeupdate', position: 100 },
      { type: 'pause', position: 100 },
      { type: 'ended' },
    ]);
    expect(saves(end.decisions)).toEqual([{ percent: 100, watchTime: 100 }]);
  });

  it('is sent again when the page goes away before the server answered', () => {
    const end = run(watchedTo(99.75), [{ type: 'timeupdate', position: 100 }, { type: 'ended' }]);
    expect(run(end.state, [{ type: 'hidden' }]).last.save).toEqual({
      percent: 100,
      watchTime: 100,
    });
    const answered = run(end.state, [
      { type: 'saved', snapshot: { percent: 100, watchTime: 100 }, completed: true },
      { type: 'hidden' },
    ]);
    expect(answered.last).toEqual({});
  });

  it('is sent again after a failed save', () => {
    const failed = run(watchedTo(99.75), [
      { type: 'ended' },
      { type: 'save-failed' },
      { type: 'pause', position: 100 },
    ]);
    expect(failed.last.save).toEqual({ percent: 100, watchTime: 100 });
  });
});

describe('a failed save', () => {
  it('is retried with the next save, carrying the newest values', () => {
    let step = run(watchedTo(10), [{ type: 'tick', seconds: 10 }, { type: 'save-failed' }]);
    expect(saves(step.decisions)).toEqual([{ percent: 10, watchTime: 10 }]);
    // Nothing else is decided on failure: no retry loop, no message.
    expect(step.last).toEqual({});
    step = run(step.state, [...playback(10, 14), { type: 'pause', position: 14 }]);
    expect(step.last.save).toEqual({ percent: 14, watchTime: 14 });
  });

  it('is retried even when playback did not move since', () => {
    const failed = run(watchedTo(6), [{ type: 'pause', position: 6 }, { type: 'save-failed' }]);
    expect(run(failed.state, [{ type: 'hidden' }]).last.save).toEqual({
      percent: 6,
      watchTime: 6,
    });
  });
});

describe('completion at 90 % (docs/decisions.md F4)', () => {
  it('is not reached at 89.99 %, and reached at 90 %', () => {
    const state = initialProgress({
      duration: 10_000,
      stored: { progressPercent: 89.9, watchTime: 8990, completed: false },
    });
    const below = run(state, [
      { type: 'play' },
      { type: 'seeking', position: 8990 },
      { type: 'timeupdate', position: 8999 },
      { type: 'timeupdate', position: 8999.9 },
    ]);
    expect(snapsOrSaves(below.decisions)).toEqual([]);
    expect(below.state.completed).toBe(false);
    const at = progressReducer(below.state, { type: 'timeupdate', position: 9000 });
    expect(at.state.completed).toBe(true);
    expect(at.decisions.save).toEqual({ percent: 90, watchTime: 9000 });
  });

  it('is reached at exactly 90 % and saved at once', () => {
    const { state, last } = run(watchedTo(89.75), [{ type: 'timeupdate', position: 90 }]);
    expect(state.completed).toBe(true);
    expect(last.save).toEqual({ percent: 90, watchTime: 90 });
  });

  it('is sticky: rewatching from the start never lowers the percent or the completion', () => {
    let state = run(watchedTo(92), [
      { type: 'pause', position: 92 },
      { type: 'saved', snapshot: { percent: 92, watchTime: 92 }, completed: true },
    ]).state;
    expect(state.completionRecorded).toBe(true);
    const rewatch = run(state, [
      { type: 'seeking', position: 0 },
      { type: 'play' },
      ...playback(0, 15),
      { type: 'tick', seconds: 10 },
      { type: 'pause', position: 15 },
    ]);
    state = rewatch.state;
    expect(saves(rewatch.decisions)).toEqual([]);
    expect(state.completed).toBe(true);
    expect(state.completionRecorded).toBe(true);
  });

  it('stays completed on a new visit when the server says so', () => {
    const state = initialProgress({
      duration: 100,
      stored: { progressPercent: 95, watchTime: 95, completed: true },
    });
    expect(state.completed).toBe(true);
    expect(state.completionRecorded).toBe(true);
    expect(run(state, [{ type: 'play' }, ...playback(0, 5), { type: 'hidden' }]).last).toEqual({});
  });

  it('shows as recorded only once the server confirms it', () => {
    const reached = run(watchedTo(91), [{ type: 'pause', position: 91 }]).state;
    expect(reached.completed).toBe(true);
    expect(reached.completionRecorded).toBe(false);
    const confirmed = progressReducer(reached, {
      type: 'saved',
      snapshot: { percent: 91, watchTime: 91 },
      completed: true,
    }).state;
    expect(confirmed.completionRecorded).toBe(true);
  });

  it('is reached when the length becomes known after the position', () => {
    const state = run(initialProgress(), [{ type: 'play' }, ...playback(0, 9.5)]).state;
    expect(state.completed).toBe(false);
    const { state: next, decisions } = progressReducer(state, { type: 'duration', seconds: 10 });
    expect(next.completed).toBe(true);
    expect(decisions.save).toEqual({ percent: 95, watchTime: 9 });
  });

  it('ignores a length that is not a positive finite number', () => {
    const state = initialProgress({ duration: 30 });
    for (const seconds of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(progressReducer(state, { type: 'duration', seconds }).state.duration).toBe(30);
    }
  });
});

function snapsOrSaves(decisions: Decisions[]) {
  return [...snaps(decisions), ...saves(decisions)];
}

describe('setup waits for the video id, the element and the user (300 ms retry)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries every 300 ms until everything is there', () => {
    vi.useFakeTimers();
    const inputs: { videoId?: string; element?: object; userId?: string } = {};
    const check = vi.fn(() =>
      inputs.videoId && inputs.element && inputs.userId
        ? { videoId: inputs.videoId, userId: inputs.userId }
        : undefined,
    );
    const ready = vi.fn();
    whenReady(check, ready);
    expect(check).toHaveBeenCalledTimes(1);
    inputs.videoId = 'v1';
    vi.advanceTimersByTime(SETUP_RETRY_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    inputs.element = {};
    inputs.userId = 'u1';
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETUP_RETRY_MS);
    expect(ready).toHaveBeenCalledWith({ videoId: 'v1', userId: 'u1' });
    vi.advanceTimersByTime(SETUP_RETRY_MS * 5);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('runs at once when everything is ready and stops when cancelled', () => {
    vi.useFakeTimers();
    const ready = vi.fn();
    whenReady(() => 'now', ready);
    expect(ready).toHaveBeenCalledWith('now');

    const check = vi.fn(() => undefined);
    const cancel = whenReady(check, ready);
    cancel();
    vi.advanceTimersByTime(SETUP_RETRY_MS * 3);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('the first play (docs/decisions.md V4)', () => {
  it('saves at once when the server has no row yet, to start its clock; never again', () => {
    const first = progressReducer(initialProgress({ duration: 30 }), { type: 'play' });
    expect(first.decisions).toEqual({ save: { percent: 0, watchTime: 0 } });
    const again = progressReducer({ ...first.state, playing: false }, { type: 'play' });
    expect(again.decisions).toEqual({});
  });

  it('does not when progress is already stored', () => {
    const stored = initialProgress({
      duration: 30,
      stored: { progressPercent: 20, watchTime: 6, completed: false },
    });
    expect(progressReducer(stored, { type: 'play' }).decisions).toEqual({});
  });
});
