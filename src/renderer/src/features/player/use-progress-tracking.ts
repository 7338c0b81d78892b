import { useEffect, useState, type RefObject } from 'react';
import { snapshotOf, whenReady, type ProgressState } from '@shared/progress-rules';
import { readBackendConfig } from '../../lib/backend-config';
import { getSupabase } from '../../lib/supabase';
import { html5Adapter, vimeoAdapter, type MediaAdapter } from './media-adapters';
import { saveProgress, saveProgressOnExit, type ProgressKey } from './data';
import { ProgressTracker } from './progress-tracker';

/** How often wall-clock playback time is reported to the rules. */
const TICK_MS = 1000;

export type PlayerElement = HTMLVideoElement | HTMLIFrameElement;

function adapterFor(element: PlayerElement): Promise<MediaAdapter> {
  return element instanceof HTMLVideoElement
    ? Promise.resolve(html5Adapter(element))
    : vimeoAdapter(element);
}

export interface ProgressTracking {
  /** The rules watch the player: until then it must not be used (no unguarded seeking). */
  attached: boolean;
  /** The server holds a completion for this video (the Completed marker). */
  completionRecorded: boolean;
  /** Counts the times a skip ahead was moved back, for the notice. */
  snaps: number;
  /** How much of the video the viewer has watched, 0–100 (what a save sends). */
  percent: number;
  /** Where playback starts again: the furthest point of an earlier visit, if it resumes. */
  resumeAt: number | null;
  /** The video played to its end (not skipped to it): the page offers the next one. */
  ended: boolean;
}

/** A video the viewer had started and not completed starts where they stopped. */
export function resumePoint(initial: ProgressState): number | null {
  const stopped = Math.floor(initial.furthest);
  return !initial.completed && stopped >= 1 ? stopped : null;
}

/**
 * Tracks the viewer's progress on one player. Setup waits, retrying every 300 ms, until the video
 * id, the player element and the user are all there (docs/product.md#video-progress); then the
 * player's events feed the progress rules, a 1-second clock counts playback time, and leaving the
 * page (hidden, closed, or navigating away) saves what is not saved yet (docs/decisions.md F5).
 */
export function useProgressTracking(
  { videoId, userId }: Partial<ProgressKey>,
  elementRef: RefObject<PlayerElement | null>,
  initial: ProgressState,
): ProgressTracking {
  const [completionRecorded, setCompletionRecorded] = useState(initial.completionRecorded);
  const [snaps, setSnaps] = useState(0);
  const [attached, setAttached] = useState(false);
  const [percent, setPercent] = useState(() => snapshotOf(initial).percent);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    let disposed = false;
    const teardown: (() => void)[] = [];

    async function start(key: ProgressKey, element: PlayerElement) {
      const [adapter, client] = await Promise.all([adapterFor(element), getSupabase()]);
      const { data } = await client.auth.getSession();
      if (disposed) return;
      let accessToken = data.session?.access_token;
      const auth = client.auth.onAuthStateChange((_event, session) => {
        accessToken = session?.access_token;
      });
      teardown.push(() => auth.data.subscription.unsubscribe());

      const tracker = new ProgressTracker(initial, {
        snapTo(seconds) {
          adapter.seekTo(seconds);
          setSnaps((count) => count + 1);
        },
        save(snapshot, leaving) {
          if (leaving && accessToken) {
            const { url, anonKey } = readBackendConfig();
            return saveProgressOnExit({ url, anonKey, accessToken }, key, snapshot);
          }
          return saveProgress(client, key, snapshot);
        },
        onChange(state) {
          setCompletionRecorded(state.completionRecorded);
          setPercent(snapshotOf(state).percent);
        },
      });

      // Playback time is counted from the moment playing starts, in 1-second ticks.
      let last = performance.now();
      const disconnect = adapter.connect((event) => {
        if (event.type === 'play') {
          last = performance.now();
          setEnded(false);
        }
        tracker.dispatch(event);
        // Only an end reached by watching counts; a skip to it was just moved back.
        if (event.type === 'ended') {
          const { furthest, duration } = tracker.state;
          setEnded(duration > 0 && furthest >= duration - 1);
        }
      });
      // docs/product.md#video-player: back where the viewer stopped last time.
      const resumeAt = resumePoint(initial);
      if (resumeAt !== null) adapter.seekTo(resumeAt);
      setAttached(true);
      const clock = setInterval(() => {
        const now = performance.now();
        tracker.dispatch({ type: 'tick', seconds: (now - last) / 1000 });
        last = now;
      }, TICK_MS);
      // Leaving: take the playhead as it is now, not as of the last time update, then save.
      const leave = () => {
        const position = adapter.position();
        if (position !== undefined) tracker.dispatch({ type: 'timeupdate', position });
        tracker.dispatch({ type: 'hidden' });
      };
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') leave();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', leave);

      teardown.push(() => {
        disconnect();
        clearInterval(clock);
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', leave);
        // The player is going away: keep what was watched since the last save.
        leave();
        tracker.stop();
      });
    }

    const cancelWait = whenReady(
      () => {
        const element = elementRef.current;
        return videoId && userId && element ? { key: { videoId, userId }, element } : undefined;
      },
      ({ key, element }) => {
        start(key, element).catch(() => undefined);
      },
    );

    return () => {
      disposed = true;
      cancelWait();
      // Last in, first out: the tracker's own teardown runs before its auth listener goes.
      for (const step of teardown.reverse()) step();
    };
  }, [videoId, userId, elementRef, initial]);

  return { attached, completionRecorded, snaps, percent, resumeAt: resumePoint(initial), ended };
}
