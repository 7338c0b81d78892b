import { describe, expect, it } from 'vitest';
import { fetchWatchingSession, onSessionRefused } from './session-ended';

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchWatchingSession', () => {
  it('reports a refused token on the REST API and still answers the caller', async () => {
    let refused = 0;
    const stop = onSessionRefused(() => (refused += 1));
    const watched = fetchWatchingSession(answer(401, { code: 'PGRST301', message: 'ended' }));
    const response = await watched('http://localhost:8080/rest/v1/users?select=id');
    expect(refused).toBe(1);
    expect(await response.json()).toEqual({ code: 'PGRST301', message: 'ended' });
    // An expired token, as PostgREST 13 and the embedded backend name it.
    await fetchWatchingSession(answer(401, { code: 'PGRST303', message: 'JWT expired' }))(
      'http://localhost:8080/rest/v1/users?select=id',
    );
    expect(refused).toBe(2);
    stop();
    await watched('http://localhost:8080/rest/v1/users?select=id');
    expect(refused).toBe(2);
  });

  it('ignores other refusals and other routes', async () => {
    let refused = 0;
    const stop = onSessionRefused(() => (refused += 1));
    await fetchWatchingSession(answer(401, { code: '42501' }))('http://x/rest/v1/users');
    await fetchWatchingSession(answer(403, { code: 'PGRST301' }))('http://x/rest/v1/users');
    await fetchWatchingSession(answer(401, { code: 'PGRST301' }))('http://x/auth/v1/user');
    await fetchWatchingSession(answer(401, 'not json'))('http://x/rest/v1/users');
    expect(refused).toBe(0);
    stop();
  });
});
