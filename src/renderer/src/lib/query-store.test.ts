import { describe, expect, it } from 'vitest';
import { QueryStore } from './query-store';

interface Pending<T> {
  /** The signal the store gave the request. */
  signal?: AbortSignal;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** A request the test answers when it chooses. */
function deferred<T>() {
  const request: Pending<T> = { resolve: () => undefined, reject: () => undefined };
  const promise = new Promise<T>((resolve, reject) => {
    request.resolve = resolve;
    request.reject = reject;
  });
  const fetch = (signal: AbortSignal) => {
    request.signal = signal;
    return promise;
  };
  return { request, fetch };
}

describe('QueryStore (the core of useQuery)', () => {
  it('shows loading, then the data, and tells its subscribers', async () => {
    const store = new QueryStore<string>();
    let changes = 0;
    store.subscribe(() => (changes += 1));
    const videos = deferred<string>();
    const done = store.load('library', videos.fetch);
    expect(store.snapshot()).toEqual({
      key: 'library',
      view: { state: 'loading', data: undefined, error: undefined },
    });
    videos.request.resolve('videos');
    await done;
    expect(store.snapshot().view).toEqual({ state: 'ready', data: 'videos', error: undefined });
    expect(changes).toBe(2);
  });

  it('surfaces an error, thrown or rejected', async () => {
    const store = new QueryStore<string>();
    const failure = new Error('down');
    const failing = deferred<string>();
    const done = store.load('dashboard', failing.fetch);
    failing.request.reject(failure);
    await done;
    expect(store.snapshot().view).toEqual({ state: 'error', data: undefined, error: failure });

    await store.load('dashboard', () => {
      throw failure;
    });
    expect(store.snapshot().view).toEqual({ state: 'error', data: undefined, error: failure });
  });

  it('drops the answer of a request that a newer one replaced, and aborts it', async () => {
    const store = new QueryStore<string>();
    const first = deferred<string>();
    const second = deferred<string>();
    const firstDone = store.load('["video","a"]', first.fetch);
    const secondDone = store.load('["video","b"]', second.fetch);
    expect(first.request.signal?.aborted).toBe(true);
    expect(second.request.signal?.aborted).toBe(false);

    second.request.resolve('video b');
    await secondDone;
    first.request.resolve('video a'); // late, for the old key
    await firstDone;
    expect(store.snapshot()).toEqual({
      key: '["video","b"]',
      view: { state: 'ready', data: 'video b', error: undefined },
    });

    // A stale failure is dropped too.
    const third = deferred<string>();
    const fourth = deferred<string>();
    const thirdDone = store.load('["video","c"]', third.fetch);
    const fourthDone = store.load('["video","c"]', fourth.fetch);
    third.request.reject(new Error('aborted'));
    await thirdDone;
    expect(store.snapshot().view.state).toBe('loading');
    fourth.request.resolve('video c');
    await fourthDone;
    expect(store.snapshot().view).toEqual({ state: 'ready', data: 'video c', error: undefined });
  });

  it('keeps showing the data while a refresh of the same key loads, then shows the new data', async () => {
    const store = new QueryStore<string[]>();
    await store.load('editor-videos', () => Promise.resolve(['Phishing']));
    const refresh = deferred<string[]>();
    const refreshed = store.load('editor-videos', refresh.fetch);
    expect(store.snapshot().view).toEqual({
      state: 'ready',
      data: ['Phishing'],
      error: undefined,
    });
    refresh.request.resolve(['Phishing', 'Passwords']);
    await refreshed;
    expect(store.snapshot().view.data).toEqual(['Phishing', 'Passwords']);

    // A failed refresh says so.
    await store.load('editor-videos', () => Promise.reject(new Error('down')));
    expect(store.snapshot().view.state).toBe('error');
  });

  it('shows loading at once for another key', async () => {
    const store = new QueryStore<string>();
    await store.load('["team","t1"]', () => Promise.resolve('Team One'));
    void store.load('["team","t2"]', () => new Promise<string>(() => undefined));
    expect(store.snapshot()).toEqual({
      key: '["team","t2"]',
      view: { state: 'loading', data: undefined, error: undefined },
    });
  });

  it('stop aborts the request in flight and ignores its answer (leaving the page)', async () => {
    const store = new QueryStore<string>();
    const pending = deferred<string>();
    const done = store.load('library', pending.fetch);
    store.stop();
    expect(pending.request.signal?.aborted).toBe(true);
    pending.request.resolve('too late');
    await done;
    expect(store.snapshot().view.state).toBe('loading');
  });
});
