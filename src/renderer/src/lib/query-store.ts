// The cache behind useQuery (use-query.ts), without React so it is tested on its own: one entry per
// key, shared by every component showing it. Each entry is a QueryStore, one request at a time: a
// newer request aborts the one before, whose answer is then ignored, so a slow answer for an old
// refresh never replaces a newer one.

export type QueryView<T> =
  | { state: 'loading'; data: undefined; error: undefined }
  | { state: 'error'; data: undefined; error: unknown }
  | { state: 'ready'; data: T; error: undefined };

export interface QuerySnapshot<T> {
  /** What the view belongs to; undefined before the first request. */
  key: string | undefined;
  view: QueryView<T>;
}

export const LOADING: QueryView<never> = { state: 'loading', data: undefined, error: undefined };

export class QueryStore<T> {
  #snapshot: QuerySnapshot<T> = { key: undefined, view: LOADING };
  #request = 0;
  #controller: AbortController | undefined;
  readonly #listeners = new Set<() => void>();

  /** For useQuery: `listener` is called whenever the snapshot changes. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The current snapshot; a new object after each change, the same one otherwise. */
  readonly snapshot = (): QuerySnapshot<T> => this.#snapshot;

  /**
   * Starts `fetch` for `key`, aborting the request before. Another key shows loading until it
   * answers; the same key (a refresh) keeps showing what it has until then. Resolves once this
   * request has answered, whether its answer was used or dropped as stale.
   */
  load(key: string, fetch: (signal: AbortSignal) => Promise<T>): Promise<void> {
    this.stop();
    const request = this.#request;
    const controller = new AbortController();
    this.#controller = controller;
    if (key !== this.#snapshot.key) this.#publish({ key, view: LOADING });
    return new Promise<T>((resolve) => resolve(fetch(controller.signal))).then(
      (data) => this.#settle(request, key, { state: 'ready', data, error: undefined }),
      (error: unknown) => this.#settle(request, key, { state: 'error', data: undefined, error }),
    );
  }

  /** Aborts the request in flight; its answer, if one still comes, is ignored. */
  stop(): void {
    this.#request += 1;
    this.#controller?.abort();
    this.#controller = undefined;
  }

  #settle(request: number, key: string, view: QueryView<T>): void {
    if (request !== this.#request) return;
    this.#controller = undefined;
    this.#publish({ key, view });
  }

  #publish(snapshot: QuerySnapshot<T>): void {
    this.#snapshot = snapshot;
    for (const listener of this.#listeners) listener();
  }
}

/** What a query is about, from a feature's keys.ts: `['policies', 'mine', userId]`. */
export type QueryKey = readonly (string | number | boolean | null)[];

/** Loads one key's data; `signal` aborts it. */
export type QueryLoad = (signal: AbortSignal) => Promise<unknown>;

interface CacheEntry {
  key: QueryKey;
  store: QueryStore<unknown>;
  /** The loads of the components showing this key; the newest answers for all of them. */
  loads: QueryLoad[];
}

/**
 * The one cache of the signed-in pages (docs/architecture.md, "Data access"). Components showing
 * the same key share one entry and one request; `invalidate` loads again every shown key that
 * starts with a prefix, so a change shows wherever its data is on screen. An entry lives while a
 * component shows it: when the last one goes, its request is aborted and the entry dropped, so a
 * page opened later loads afresh.
 */
export class QueryCache {
  readonly #entries = new Map<string, CacheEntry>();

  /** The key's current view: loading until a component shows it and its first answer came. */
  view(key: QueryKey): QueryView<unknown> {
    return this.#entries.get(JSON.stringify(key))?.store.snapshot().view ?? LOADING;
  }

  /**
   * A component starts showing `key`: `listener` hears every change of its view. The first one
   * (or the first after an error) starts the request; the others share its answer. The returned
   * function stops showing it.
   */
  watch(key: QueryKey, load: QueryLoad, listener: () => void): () => void {
    const keyText = JSON.stringify(key);
    let entry = this.#entries.get(keyText);
    if (!entry) {
      entry = { key, store: new QueryStore<unknown>(), loads: [] };
      this.#entries.set(keyText, entry);
    }
    const shown = entry;
    shown.loads.push(load);
    const unsubscribe = shown.store.subscribe(listener);
    const { key: loadedKey, view } = shown.store.snapshot();
    if (loadedKey === undefined || view.state === 'error') void this.#load(shown);
    return () => {
      unsubscribe();
      shown.loads.splice(shown.loads.indexOf(load), 1);
      if (shown.loads.length > 0) return;
      shown.store.stop();
      this.#entries.delete(keyText);
    };
  }

  /** Loads `key` again, showing its data meanwhile; resolves when done (at once if not shown). */
  refresh(key: QueryKey): Promise<void> {
    const entry = this.#entries.get(JSON.stringify(key));
    return entry ? this.#load(entry) : Promise.resolve();
  }

  /**
   * After a change: loads again, once, every shown key that starts with one of `prefixes`
   * (element by element), and resolves once they have answered. Keys no component shows are not
   * kept, so they load afresh when next shown.
   */
  invalidate(...prefixes: QueryKey[]): Promise<void> {
    const matching = [...this.#entries.values()].filter((entry) =>
      prefixes.some((prefix) => prefix.every((part, index) => entry.key[index] === part)),
    );
    return Promise.all(matching.map((entry) => this.#load(entry))).then(() => undefined);
  }

  #load(entry: CacheEntry): Promise<void> {
    const load = entry.loads[entry.loads.length - 1];
    if (!load) return Promise.resolve();
    return entry.store.load(JSON.stringify(entry.key), load);
  }
}
