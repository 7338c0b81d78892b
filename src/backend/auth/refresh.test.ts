import { AuthSessionMissingError } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { authFetch, createConfirmedUser, useTestBackend, uniqueEmail } from '../testing';
import { expectAuthApiError } from '../testing/auth-api-error';
import { REFRESH_TOKEN_REUSE_SECONDS } from './refresh';
import { tokenHash } from './tokens';

const PASSWORD = 'correct horse 1';
const backend = useTestBackend();
let email: string;

beforeAll(async () => {
  email = uniqueEmail('refresh');
  await createConfirmedUser(backend, email, PASSWORD);
});

async function signIn() {
  const { data, error } = await backend.client().auth.signInWithPassword({
    email,
    password: PASSWORD,
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

function refresh(refreshToken: string) {
  return backend.client().auth.refreshSession({ refresh_token: refreshToken });
}

async function refreshed(refreshToken: string): Promise<string> {
  const { data, error } = await refresh(refreshToken);
  expect(error).toBeNull();
  return data.session?.refresh_token ?? '';
}

/** Moves a token's revocation back in time, past the reuse interval: a clock without sleeping. */
async function ageRevocation(refreshToken: string) {
  await backend.db.query(
    `update auth.refresh_tokens set updated_at = now() - $2::int * interval '1 second'
      where token = $1`,
    [tokenHash(refreshToken), REFRESH_TOKEN_REUSE_SECONDS + 1],
  );
}

describe('refresh token rotation', () => {
  it('replaces the refresh token and issues a new access token', async () => {
    const session = await signIn();
    const { data, error } = await refresh(session.refresh_token);
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.expires_at).toBeGreaterThanOrEqual(session.expires_at ?? 0);
    const user = await backend.client().auth.getUser(data.session?.access_token);
    expect(user.error).toBeNull();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
  });

  it('keeps only hashes of refresh tokens in the database', async () => {
    const session = await signIn();
    const { rows } = await backend.db.query<{ token: string }>(
      'select token from auth.refresh_tokens where token = $1 or token = $2',
      [session.refresh_token, tokenHash(session.refresh_token)],
    );
    expect(rows.map((row) => row.token)).toEqual([tokenHash(session.refresh_token)]);
  });

  it('lets parallel refreshes with the same token all succeed with one successor', async () => {
    const session = await signIn();
    // Raw requests: supabase-js retries 5xx replies, which would hide a lost race.
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        authFetch(backend, '/token?grant_type=refresh_token', {
          method: 'POST',
          body: JSON.stringify({ refresh_token: session.refresh_token }),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as {
      refresh_token: string;
    }[];
    const tokens = new Set(bodies.map((body) => body.refresh_token));
    expect(tokens.size).toBe(1);
    // The one shared successor keeps working.
    const [next] = tokens;
    expect((await refresh(next ?? '')).error).toBeNull();
  });

  it('hands the current token to a tab that presents its parent, even after the interval', async () => {
    const first = (await signIn()).refresh_token;
    const second = await refreshed(first);
    await ageRevocation(first);
    expect(await refreshed(first)).toBe(second);
  });

  it('tolerates an older token within the reuse interval', async () => {
    const first = (await signIn()).refresh_token;
    const second = await refreshed(first);
    const third = await refreshed(second);
    expect(await refreshed(first)).toBe(third);
  });

  it('ends the session when an older token comes back after the interval', async () => {
    const session = await signIn();
    const first = session.refresh_token;
    const second = await refreshed(first);
    const { data } = await refresh(second);
    const current = data.session;
    await ageRevocation(first);

    const reuse = await refresh(first);
    expectAuthApiError(
      reuse.error,
      400,
      'refresh_token_already_used',
      'Invalid Refresh Token: Already Used',
    );

    // The whole family is gone: the latest refresh token and the access tokens too.
    const latest = await refresh(current?.refresh_token ?? '');
    expect(latest.error?.code).toBe('refresh_token_not_found');
    const user = await backend.client().auth.getUser(current?.access_token);
    expect(user.error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('refuses an unknown refresh token', async () => {
    const { error } = await refresh('not-a-real-token');
    expectAuthApiError(
      error,
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  });

  it('refuses a missing or mistyped refresh token with a 4xx', async () => {
    for (const body of [{}, { refresh_token: 42 }, { refresh_token: null }]) {
      const response = await authFetch(backend, '/token?grant_type=refresh_token', {
        method: 'POST',
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
    }
  });
});
