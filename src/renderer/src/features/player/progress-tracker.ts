// Runs the pure progress rules for one player: feeds it events, carries out its decisions
// (move the playhead back, save), and reports save outcomes back as events.
import {
  progressReducer,
  type ProgressEvent,
  type ProgressSnapshot,
  type ProgressState,
} from '@shared/progress-rules';
import type { SaveResult } from './data';

export interface TrackerEffects {
  /** Move the playhead to `seconds`. */
  snapTo(seconds: number): void;
  /**
   * Store the values; `leaving` when the page is being hidden or closed (docs/decisions.md F5).
   */
  save(snapshot: ProgressSnapshot, leaving: boolean): Promise<SaveResult>;
  /** Called after every event with the new state. */
  onChange?(state: ProgressState): void;
}

export class ProgressTracker {
  private current: ProgressState;
  private stopped = false;

  constructor(
    initial: ProgressState,
    private readonly effects: TrackerEffects,
  ) {
    this.current = initial;
  }

  get state(): ProgressState {
    return this.current;
  }

  dispatch(event: ProgressEvent): void {
    const { state, decisions } = progressReducer(this.current, event);
    this.current = state;
    if (decisions.snapTo !== undefined && !this.stopped) this.effects.snapTo(decisions.snapTo);
    const snapshot = decisions.save;
    if (snapshot) {
      // A failed save is silent to the viewer (docs/product.md#error-messages); the rules send it
      // again next time.
      let pending: Promise<SaveResult>;
      try {
        pending = this.effects.save(snapshot, event.type === 'hidden');
      } catch (error) {
        pending = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      pending.then(
        (result) => this.dispatch({ type: 'saved', snapshot, completed: result.completed }),
        () => this.dispatch({ type: 'save-failed' }),
      );
    }
    if (!this.stopped) this.effects.onChange?.(this.current);
  }

  /** Stops moving the playhead and reporting changes; saves still complete. */
  stop(): void {
    this.stopped = true;
  }
}
