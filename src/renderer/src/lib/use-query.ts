import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { useFirstLoadReport } from './first-load';
import { LOADING, QueryCache, type QueryKey, type QueryView } from './query-store';
import { getSupabase } from './supabase';
import { yieldToBrowser } from './yield-to-browser';

export type { QueryKey } from './query-store';

/** A fetcher from a feature's data.ts; it passes `signal` on so a stale request is aborted. */
export type QueryFetcher<T> = (client: SupabaseClient<Database>, signal: AbortSignal) => Promise<T>;

export type Query<T> = QueryView<T> & {
  /** Loads again, showing the current data meanwhile; resolves when done. */
  refresh: () => Promise<void>;
};

/** The one cache of the signed-in pages. */
const queryCache = new QueryCache();

/**
 * The one way a page loads its data (docs/architecture.md, "Data access"): loading, then ready or
 * error. `key` comes from the feature's keys.ts and names what `fetcher` returns: components
 * showing the same key share one request and one answer. A new key or leaving the page aborts the
 * request in flight and drops its answer. A null key loads nothing (it stays loading).
 * `holdsFirstShowing: false` is for a part that keeps its shape while it loads: the page shows
 * without waiting for it (./first-load.tsx).
 */
export function useQuery<T>(
  key: QueryKey | null,
  fetcher: QueryFetcher<T>,
  { holdsFirstShowing = true }: { holdsFirstShowing?: boolean } = {},
): Query<T> {
  // The same key from one render to the next, though callers build a new array each time.
  const keyText = JSON.stringify(key);
  const sameKey = useMemo(() => JSON.parse(keyText) as QueryKey | null, [keyText]);
  // The key names what is fetched; the fetcher's closure may change with every render.
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });
  const subscribe = useCallback(
    (listener: () => void) =>
      sameKey
        ? queryCache.watch(
            sameKey,
            // Each request starts in a task of its own: a page's first requests, started
            // together, made one long task (docs/architecture.md#performance-goals).
            (signal) =>
              getSupabase().then(async (client) => {
                await yieldToBrowser();
                // Left or replaced meanwhile: nothing to ask for.
                signal.throwIfAborted();
                return latestFetcher.current(client, signal);
              }),
            listener,
          )
        : () => undefined,
    [sameKey],
  );
  const read = useCallback(() => (sameKey ? queryCache.view(sameKey) : LOADING), [sameKey]);
  // The entry holds what the fetcher of this key returns (one key, one kind of data).
  const snapshot = useStoreInTransitions(subscribe, read) as QueryView<T>;
  // A null key never loads: it does not hold the page's first showing (./first-load.tsx).
  useFirstLoadReport(holdsFirstShowing && sameKey !== null && snapshot.state === 'loading');
  const refresh = useCallback(
    () => (sameKey ? queryCache.refresh(sameKey) : Promise.resolve()),
    [sameKey],
  );
  return { ...snapshot, refresh };
}

/**
 * After a change (docs/architecture.md, "Data access"): every shown query whose key starts with
 * one of `prefixes` loads again; resolves once they have answered. The prefixes come from the
 * features' keys.ts: `invalidateQueries(policyKeys.all)` after an acceptance.
 */
export function invalidateQueries(...prefixes: QueryKey[]): Promise<void> {
  return queryCache.invalidate(...prefixes);
}

/**
 * What useSyncExternalStore does, except that a change renders as a transition: React renders it
 * in slices between which the page stays responsive (docs/architecture.md#performance-goals),
 * where useSyncExternalStore renders every answer in one uninterrupted task. A new `read` (another
 * key) reads afresh at once, never showing the old one's view.
 */
function useStoreInTransitions<V>(
  subscribe: (listener: () => void) => () => void,
  read: () => V,
): V {
  const [shown, setShown] = useState(() => ({ read, view: read() }));
  useEffect(() => {
    const update = () =>
      startTransition(() => {
        const view = read();
        setShown((before) =>
          before.read === read && before.view === view ? before : { read, view },
        );
      });
    const unsubscribe = subscribe(update);
    // A change between the render and this effect (an answer already there) is not missed.
    update();
    return unsubscribe;
  }, [subscribe, read]);
  return shown.read === read ? shown.view : read();
}
