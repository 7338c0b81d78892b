import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { LOADING, QueryStore, type QueryView } from './query-store';
import { getSupabase } from './supabase';

/** Names what a page loads; the page loads again when it changes (compared as JSON). */
export type QueryKey = string | readonly (string | number | boolean | null)[];

/** A fetcher from a feature's data.ts; it passes `signal` on so a stale request is aborted. */
export type QueryFetcher<T> = (client: SupabaseClient<Database>, signal: AbortSignal) => Promise<T>;

export type Query<T> = QueryView<T> & {
  /** Loads again, showing the current data meanwhile (after a change); resolves when done. */
  refresh: () => Promise<void>;
};

/**
 * The one way a page loads its data (docs/architecture.md, "Studio-style data access"): loading,
 * then ready or error. A new key, a refresh or leaving the page aborts the request in flight and
 * drops its answer.
 */
export function useQuery<T>(key: QueryKey, fetcher: QueryFetcher<T>): Query<T> {
  const keyText = JSON.stringify(key);
  const [store] = useState(() => new QueryStore<T>());
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  // The key names what is fetched; the fetcher's closure may change with every render.
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });

  const load = useCallback(
    () =>
      store.load(keyText, (signal) =>
        getSupabase().then((client) => latestFetcher.current(client, signal)),
      ),
    [store, keyText],
  );

  useEffect(() => {
    void load();
    return () => store.stop();
  }, [store, load]);

  // Until the effect has started the new key's request, the old key's data is not this key's.
  const view = snapshot.key === keyText ? snapshot.view : LOADING;
  return { ...view, refresh: load };
}
