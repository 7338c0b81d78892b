import { describe, expect, it } from 'vitest';
import { QueryCache, QueryStore } from './query-store';

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

/** A load the test answers when it chooses, counting its calls. */
function counted<T>() {
  const requests: Pending<T>[] = [];
  const load = (signal: AbortSignal) => {
    const { request, fetch } = deferred<T>();
    requests.push(request);
    return fetch(signal);
  };
  return { requests, load };
}

/** Lets the promises that settle a request run. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('QueryCache (one cache, keyed)', () => {
  it('lets two components showing one key share one request and its answer', async () => {
    const cache = new QueryCache();
    const first = counted<string[]>();
    const second = counted<string[]>();
    let heard = 0;
    cache.watch(['policies', 'mine', 'u1'], first.load, () => (heard += 1));
    cache.watch(['policies', 'mine', 'u1'], second.load, () => (heard += 1));
    expect(first.requests.length + second.requests.length).toBe(1);
    heard = 0;
    expect(cache.view(['policies', 'mine', 'u1']).state).toBe('loading');

    first.requests[0]?.resolve(['Access control']);
    await settled();
    expect(cache.view(['policies', 'mine', 'u1'])).toEqual({
      state: 'ready',
      data: ['Access control'],
      error: undefined,
    });
    expect(heard).toBe(2); // both components heard the answer

    // A third component arriving later shows the answer at once, without a request.
    const third = counted<string[]>();
    cache.watch(['policies', 'mine', 'u1'], third.load, () => undefined);
    expect(third.requests).toHaveLength(0);
    expect(cache.view(['policies', 'mine', 'u1']).data).toEqual(['Access control']);
  });

  it('invalidates only the shown keys that start with the prefix', async () => {
    const cache = new QueryCache();
    const mine = counted<string>();
    const team = counted<string>();
    const members = counted<string>();
    cache.watch(['policies', 'mine', 'u1'], mine.load, () => undefined);
    cache.watch(['policies', 'team', 't1'], team.load, () => undefined);
    cache.watch(['team', 'members', 't1'], members.load, () => undefined);
    for (const request of [...mine.requests, ...team.requests, ...members.requests]) {
      request.resolve('first');
    }
    await settled();

    const done = cache.invalidate(['policies', 'mine']);
    expect(mine.requests).toHaveLength(2);
    expect(team.requests).toHaveLength(1);
    expect(members.requests).toHaveLength(1);
    // Meanwhile the data stays on screen.
    expect(cache.view(['policies', 'mine', 'u1']).data).toBe('first');
    mine.requests[1]?.resolve('accepted');
    await done;
    expect(cache.view(['policies', 'mine', 'u1']).data).toBe('accepted');

    void cache.invalidate(['policies']);
    expect(mine.requests).toHaveLength(3);
    expect(team.requests).toHaveLength(2);
    expect(members.requests).toHaveLength(1);
    // A key two prefixes match loads once.
    void cache.invalidate(['policies', 'mine'], ['policies']);
    expect(mine.requests).toHaveLength(4);
    expect(team.requests).toHaveLength(3);
    // A prefix matches whole parts only, and a key no component shows loads nothing.
    void cache.invalidate(['polic']);
    void cache.invalidate(['training']);
    expect(mine.requests.length + team.requests.length + members.requests.length).toBe(8);
  });

  it('never lets the answer of an invalidated request replace the newer one', async () => {
    const cache = new QueryCache();
    const runs = counted<number>();
    cache.watch(['checklists', 'runs', 't1'], runs.load, () => undefined);
    const refreshed = cache.invalidate(['checklists']);
    expect(runs.requests[0]?.signal?.aborted).toBe(true);
    runs.requests[1]?.resolve(2);
    await refreshed;
    runs.requests[0]?.resolve(1); // late
    await settled();
    expect(cache.view(['checklists', 'runs', 't1']).data).toBe(2);
  });

  it('aborts and forgets a key when the last component showing it goes', async () => {
    const cache = new QueryCache();
    const videos = counted<string>();
    const stopFirst = cache.watch(['videos'], videos.load, () => undefined);
    const stopSecond = cache.watch(['videos'], videos.load, () => undefined);
    stopFirst();
    expect(videos.requests[0]?.signal?.aborted).toBe(false); // one still shows it
    stopSecond();
    expect(videos.requests[0]?.signal?.aborted).toBe(true);
    videos.requests[0]?.resolve('too late');
    await settled();
    expect(cache.view(['videos']).state).toBe('loading');
    await cache.invalidate(['videos']);
    expect(videos.requests).toHaveLength(1); // nothing shown, nothing loaded

    // Shown again, it loads afresh.
    cache.watch(['videos'], videos.load, () => undefined);
    expect(videos.requests).toHaveLength(2);
  });

  it('tries again for a component that arrives after an error', async () => {
    const cache = new QueryCache();
    const team = counted<string>();
    cache.watch(['team', 't1'], team.load, () => undefined);
    team.requests[0]?.reject(new Error('down'));
    await settled();
    expect(cache.view(['team', 't1']).state).toBe('error');
    cache.watch(['team', 't1'], team.load, () => undefined);
    expect(team.requests).toHaveLength(2);
    team.requests[1]?.resolve('Team One');
    await settled();
    expect(cache.view(['team', 't1']).data).toBe('Team One');
  });
});
