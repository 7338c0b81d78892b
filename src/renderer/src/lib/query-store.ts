// The state machine behind useQuery (use-query.ts), without React so it is tested on its own. One
// request at a time: a newer request aborts the one before, whose answer is then ignored, so a
// slow answer for an old key or an old refresh never replaces a newer one.

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

  /** For useSyncExternalStore: called whenever the snapshot changes. */
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
