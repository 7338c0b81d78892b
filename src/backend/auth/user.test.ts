import {
  AuthApiError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  type Session,
} from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authFetch, createConfirmedUser, useTestBackend, uniqueEmail } from '../testing';
import { expectAuthApiError } from '../testing/auth-api-error';

const PASSWORD = 'correct horse 1';
const backend = useTestBackend();

/** A client holding a fresh session of a new confirmed user. */
async function signedInClient(data: Record<string, unknown> = {}) {
  const email = uniqueEmail('me');
  const session = await createConfirmedUser(backend, email, PASSWORD, data);
  const client = backend.client();
  await client.auth.setSession(session);
  return { client, session, email };
}

function getUserRaw(accessToken: string | undefined) {
  return authFetch(backend, '/user', {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
}

describe('GET /user', () => {
  it('returns the signed-in user', async () => {
    const { client, email } = await signedInClient({ full_name: 'Ada' });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Ada' } });
  });

  it('needs a bearer token', async () => {
    const response = await getUserRaw(undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('refuses a forged, a garbled, an anon-key and an expired JWT with 403 bad_jwt', async () => {
    const { session } = await signedInClient();
    const secret = new TextEncoder().encode(backend.context.keys.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: session.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: 'x',
    };
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    const forged = await new SignJWT({ ...claims, exp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not the secret'));
    const [header = '', payload = ''] = session.access_token.split('.');

    const cases = [
      [expired, 'invalid JWT: token is expired'],
      [forged, 'invalid JWT: unable to parse or verify signature'],
      [`${header}.${payload}.bad-signature`, 'invalid JWT: unable to parse or verify signature'],
      ['garbage', 'invalid JWT: unable to parse or verify signature'],
      [backend.anonKey, 'invalid claim: missing sub claim'],
    ] as const;
    for (const [token, message] of cases) {
      const response = await getUserRaw(token);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'bad_jwt', message });
    }

    const { error } = await backend.client().auth.getUser(expired);
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});

describe('PUT /user', () => {
  it('refuses a short password with AuthWeakPasswordError', async () => {
    const { client } = await signedInClient();
    const { error } = await client.auth.updateUser({ password: 'short' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('refuses the current password as the new one', async () => {
    const { client } = await signedInClient();
    const { error } = await client.auth.updateUser({ password: PASSWORD });
    expectAuthApiError(
      error,
      422,
      'same_password',
      'New password should be different from the old password.',
    );
  });

  it('merges metadata, removing keys set to null', async () => {
    const { client } = await signedInClient({ full_name: 'Ada', company_name: 'Engines' });
    const first = await client.auth.updateUser({ data: { full_name: 'Ada L.', theme: 'dark' } });
    expect(first.error).toBeNull();
    expect(first.data.user?.user_metadata).toEqual({
      full_name: 'Ada L.',
      company_name: 'Engines',
      theme: 'dark',
    });
    const second = await client.auth.updateUser({ data: { theme: null } });
    expect(second.data.user?.user_metadata).toEqual({
      full_name: 'Ada L.',
      company_name: 'Engines',
    });
    // The role claim never comes from metadata.
    const promoted = await client.auth.updateUser({ data: { role: 'service_role' } });
    expect(promoted.data.user?.role).toBe('authenticated');
  });

  it('refuses an email change but accepts the current address', async () => {
    const { client, email } = await signedInClient();
    const change = await client.auth.updateUser({ email: uniqueEmail('other') });
    expect(change.error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Changing the email address is not supported',
    });
    const same = await client.auth.updateUser({ email: email.toUpperCase() });
    expect(same.error).toBeNull();
  });

  it('refuses bodies of the wrong shape with 400', async () => {
    const { session } = await signedInClient();
    for (const body of ['{"password":', '[]', '{"password": 12345678}', '{"data": "x"}']) {
      const response = await authFetch(backend, '/user', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${session.access_token}` },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('sign-out', () => {
  async function twoSessions() {
    const { client, session, email } = await signedInClient();
    const other = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    return { client, session, other: other.data.session as Session };
  }

  async function sessionAlive(session: Session) {
    const response = await getUserRaw(session.access_token);
    return response.status === 200;
  }

  it('global ends every session; getUser then reports the session missing', async () => {
    const { client, session, other } = await twoSessions();
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await sessionAlive(session)).toBe(false);
    expect(await sessionAlive(other)).toBe(false);

    const response = await getUserRaw(session.access_token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const { error } = await backend.client().auth.getUser(session.access_token);
    expect(error).toBeInstanceOf(AuthSessionMissingError);
    const refresh = await backend.client().auth.refreshSession({
      refresh_token: other.refresh_token,
    });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('local ends only this session, others all but this one', async () => {
    const local = await twoSessions();
    expect((await local.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await sessionAlive(local.session)).toBe(false);
    expect(await sessionAlive(local.other)).toBe(true);

    const others = await twoSessions();
    expect((await others.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await sessionAlive(others.session)).toBe(true);
    expect(await sessionAlive(others.other)).toBe(false);
  });

  it('answers 204 with no body, and refuses an unknown scope', async () => {
    const { session } = await signedInClient();
    const headers = { Authorization: `Bearer ${session.access_token}` };
    const bad = await authFetch(backend, '/logout?scope=everything', { method: 'POST', headers });
    expect(bad.status).toBe(400);
    const ok = await authFetch(backend, '/logout?scope=local', { method: 'POST', headers });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
  });
});
