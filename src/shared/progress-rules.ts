// The video progress rules (docs/product.md#video-progress; docs/decisions.md F4, F5, V1), as one
// pure state machine that every player feeds: the Vimeo player and the HTML5 <video> turn their own
// events into ProgressEvents, and carry out the Decisions that come back (seek to a point, save).
// No DOM, React or Node here, so the rules are unit-tested exactly as the players use them.

/** docs/product.md#video-progress: progress is saved after every 10 seconds of playback. */
export const SAVE_INTERVAL_SECONDS = 10;
/**
 * docs/product.md#video-progress: a forward seek may go at most 10 seconds beyond the furthest
 * point watched.
 */
export const SEEK_ALLOWANCE_SECONDS = 10;
/** docs/product.md#video-progress: a video counts as completed at 90 % or more. */
export const COMPLETION_PERCENT = 90;
/**
 * docs/product.md#video-progress: player setup is retried every 300 ms until the video id, element
 * and user exist.
 */
export const SETUP_RETRY_MS = 300;

/**
 * What is sent to the server. `completed_at` never is: the server's clock decides it
 * (docs/decisions.md F4).
 */
export interface ProgressSnapshot {
  /** Highest share of the video reached, 0–100 with two decimals (progress_percent). */
  percent: number;
  /** Furthest point reached, in whole seconds (watch_time). */
  watchTime: number;
}

export interface ProgressState {
  /** Length of the video in seconds; 0 while unknown. */
  readonly duration: number;
  /** The last accepted playback position, in seconds. */
  readonly position: number;
  /** The furthest accepted position, in seconds, including what earlier visits recorded. */
  readonly furthest: number;
  readonly playing: boolean;
  /** Seconds of playback since the last save decision. */
  readonly playedSinceSave: number;
  /** Sticky (docs/decisions.md F4): once reached or confirmed by the server it never goes back. */
  readonly completed: boolean;
  /** The server holds a completed_at for this video: what the Completed marker shows. */
  readonly completionRecorded: boolean;
  /** The highest values the server has acknowledged; anything above them still needs saving. */
  readonly saved: ProgressSnapshot;
  /**
   * The highest values handed to a save that has not failed: acknowledged, or still on its way.
   * What is already on its way is not sent again (the pause and the end of a video report the
   * same point one after the other), except when the page is going away, which may cut off a
   * request in flight.
   */
  readonly sent: ProgressSnapshot;
  /** The server has (or has been sent) a row for this viewer and video. */
  readonly recorded: boolean;
}

export type ProgressEvent =
  /** The player learnt the length of the video. */
  | { type: 'duration'; seconds: number }
  | { type: 'play' }
  /** The playback position changed (the players' `timeupdate`). */
  | { type: 'timeupdate'; position: number }
  /** The viewer moved the playhead (the players' `seeking` / `seeked`). */
  | { type: 'seeking'; position: number }
  | { type: 'pause'; position?: number }
  | { type: 'ended' }
  /** The page was hidden or closed, or the player is going away (docs/decisions.md F5). */
  | { type: 'hidden' }
  /** Wall-clock time passed; only counts while playing. */
  | { type: 'tick'; seconds: number }
  /** The server stored a save; `completed` is whether it now has a completed_at. */
  | { type: 'saved'; snapshot: ProgressSnapshot; completed: boolean }
  /** A save did not reach the server. Silent; the next save carries the same values again. */
  | { type: 'save-failed' };

export interface Decisions {
  /** Move the playhead back here: the viewer skipped too far ahead. */
  snapTo?: number;
  /** Send these values to the server. */
  save?: ProgressSnapshot;
}

export interface ProgressStep {
  state: ProgressState;
  decisions: Decisions;
}

/** What the server already holds for this viewer and video, if anything. */
export interface StoredProgress {
  progressPercent: number;
  watchTime: number;
  completed: boolean;
}

/** The state at the start of a visit: duration if known, and any stored progress. */
export function initialProgress(
  options: { duration?: number | null; stored?: StoredProgress | null } = {},
): ProgressState {
  const stored = options.stored;
  const watchTime = stored ? nonNegative(stored.watchTime) : 0;
  const saved = { percent: stored ? clampPercent(stored.progressPercent) : 0, watchTime };
  return {
    duration: validDuration(options.duration) ?? 0,
    position: 0,
    furthest: watchTime,
    playing: false,
    playedSinceSave: 0,
    completed: stored?.completed ?? false,
    completionRecorded: stored?.completed ?? false,
    saved,
    sent: saved,
    recorded: Boolean(stored),
  };
}

/**
 * Share of the video up to `seconds`, 0–100, cut (never rounded up) to the two decimals the
 * database keeps, so 89.999 % is not reported as 90 %; 0 while the length is unknown.
 */
export function percentOf(seconds: number, duration: number): number {
  if (duration <= 0) return 0;
  // The tiny epsilon keeps float noise (8999.999999…) from cutting an exact 90 % to 89.99.
  return clampPercent(Math.floor((seconds * 10_000) / duration + 1e-6) / 100);
}

/** The values a save would send now. */
export function snapshotOf(state: ProgressState): ProgressSnapshot {
  return {
    percent: Math.max(percentOf(state.furthest, state.duration), state.saved.percent),
    watchTime: Math.floor(state.furthest),
  };
}

/** True when a forward move to `position` goes more than the allowance past `furthest`. */
export function isSeekTooFar(position: number, furthest: number): boolean {
  // A hair of tolerance so float noise never turns "exactly 10 s" into a snap.
  return position - furthest > SEEK_ALLOWANCE_SECONDS + 1e-9;
}

/** The reducer: one event in, the next state and what the player must do out. */
export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressStep {
  switch (event.type) {
    case 'duration': {
      const seconds = validDuration(event.seconds);
      if (seconds === undefined || seconds === state.duration) return unchanged(state);
      return completionCheck(state, { ...state, duration: seconds }, {});
    }
    case 'play': {
      const playing = { ...state, playing: true };
      if (state.recorded) return unchanged(playing);
      // The first play of a video saves at once: the server credits watch time from a viewer's
      // previous save, so this starts its clock (docs/decisions.md V4).
      const snapshot = snapshotOf(state);
      return {
        state: { ...playing, recorded: true, sent: highest(state.sent, snapshot) },
        decisions: { save: snapshot },
      };
    }
    case 'timeupdate':
    case 'seeking': {
      const moved = move(state, event.position);
      return completionCheck(state, moved.state, moved.decisions);
    }
    case 'pause': {
      const moved = event.position === undefined ? unchanged(state) : move(state, event.position);
      return withSave({ ...moved.state, playing: false }, moved.decisions);
    }
    case 'ended': {
      // Reaching the end is a move to the end: it counts only if it was reached fairly.
      const end = state.duration > 0 ? state.duration : state.position;
      const moved = move(state, end);
      return withSave({ ...moved.state, playing: false }, moved.decisions);
    }
    case 'hidden':
      return withSave(state, {}, 'leaving');
    case 'tick': {
      if (!state.playing || !(event.seconds > 0)) return unchanged(state);
      const played = state.playedSinceSave + event.seconds;
      if (played < SAVE_INTERVAL_SECONDS) return unchanged({ ...state, playedSinceSave: played });
      return withSave(state, {});
    }
    case 'saved':
      return unchanged({
        ...state,
        recorded: true,
        completed: state.completed || event.completed,
        completionRecorded: state.completionRecorded || event.completed,
        saved: highest(state.saved, event.snapshot),
        sent: highest(state.sent, event.snapshot),
      });
    case 'save-failed':
      // `saved` still holds the last acknowledged values: the next save (tick, pause, end,
      // hidden) sends everything above them again.
      return unchanged({ ...state, sent: state.saved });
  }
}

/** Accepts a new position, or snaps back to the furthest point when it skips too far ahead. */
function move(state: ProgressState, rawPosition: number): ProgressStep {
  if (!Number.isFinite(rawPosition)) return unchanged(state);
  const position = nonNegative(rawPosition);
  if (isSeekTooFar(position, state.furthest)) {
    return { state: { ...state, position: state.furthest }, decisions: { snapTo: state.furthest } };
  }
  return unchanged({ ...state, position, furthest: Math.max(state.furthest, position) });
}

/** Saves at once when this step crossed the completion threshold for the first time. */
function completionCheck(
  before: ProgressState,
  after: ProgressState,
  decisions: Decisions,
): ProgressStep {
  if (before.completed || snapshotOf(after).percent < COMPLETION_PERCENT) {
    return { state: after, decisions };
  }
  return withSave({ ...after, completed: true }, decisions);
}

/**
 * A save decision when there is anything the server has not been sent yet; when `leaving`,
 * anything it has not acknowledged yet.
 */
function withSave(state: ProgressState, decisions: Decisions, leaving?: 'leaving'): ProgressStep {
  const snapshot = snapshotOf(state);
  const completed = state.completed || snapshot.percent >= COMPLETION_PERCENT;
  const next = { ...state, completed, playedSinceSave: 0 };
  const known = leaving ? state.saved : state.sent;
  const hasNews = snapshot.percent > known.percent || snapshot.watchTime > known.watchTime;
  if (!hasNews) return { state: next, decisions };
  return {
    state: { ...next, sent: highest(state.sent, snapshot) },
    decisions: { ...decisions, save: snapshot },
  };
}

function highest(a: ProgressSnapshot, b: ProgressSnapshot): ProgressSnapshot {
  return { percent: Math.max(a.percent, b.percent), watchTime: Math.max(a.watchTime, b.watchTime) };
}

function unchanged(state: ProgressState): ProgressStep {
  return { state, decisions: {} };
}

function validDuration(seconds: number | null | undefined): number | undefined {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? seconds
    : undefined;
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(100, value);
}

/**
 * docs/product.md#video-progress, "Setup": calls `check` now and then every `intervalMs` until it
 * returns something other than undefined, then hands that to `ready`. Returns a cancel function.
 */
export function whenReady<T>(
  check: () => T | undefined,
  ready: (value: T) => void,
  intervalMs: number = SETUP_RETRY_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const attempt = () => {
    if (cancelled) return;
    const value = check();
    if (value === undefined) timer = setTimeout(attempt, intervalMs);
    else ready(value);
  };
  attempt();
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
