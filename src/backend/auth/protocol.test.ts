// Wire-level rules every auth endpoint shares: API keys, error envelope, headers, bad input.
import { describe, expect, it } from 'vitest';
import { authFetch, createConfirmedUser, useTestBackend, uniqueEmail } from '../testing';

const PASSWORD = 'correct horse 1';
const backend = useTestBackend({ log: (line) => logs.push(line) });
const logs: string[] = [];

describe('API key', () => {
  it('is required, and must be one of the two project keys', async () => {
    const missing = await fetch(`${backend.url}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });

    const wrong = await authFetch(backend, '/signup', {
      method: 'POST',
      headers: { apikey: 'not-a-key' },
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });

    const serviceRole = await authFetch(backend, '/settings', {
      headers: { apikey: backend.serviceRoleKey },
    });
    expect(serviceRole.status).toBe(200);
  });

  it('surfaces through supabase-js as a 401 error', async () => {
    const { error } = await backend.client('not-a-key').auth.signInWithPassword({
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(error?.status).toBe(401);
    expect(error?.message).toBe('Invalid API key');
  });
});

describe('responses', () => {
  it('carry X-Supabase-Api-Version, and errors the full envelope and x-sb-error-code', async () => {
    const ok = await authFetch(backend, '/health');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');

    const failed = await authFetch(backend, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
    });
    expect(failed.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    expect(failed.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(failed.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await failed.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    });
  });

  it('expose the version header to browsers', async () => {
    const response = await authFetch(backend, '/health', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('Access-Control-Expose-Headers') ?? '').toMatch(
      /X-Supabase-Api-Version/i,
    );
  });

  it('serve /settings and /health', async () => {
    const settings = await authFetch(backend, '/settings');
    expect(await settings.json()).toMatchObject({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
    expect((await authFetch(backend, '/health')).status).toBe(200);
  });

  it('answer unknown paths with a JSON 404', async () => {
    const response = await authFetch(backend, '/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('bad input', () => {
  const endpoints = [
    ['POST', '/signup'],
    ['POST', '/token?grant_type=password'],
    ['POST', '/token?grant_type=refresh_token'],
    ['POST', '/recover'],
    ['POST', '/verify'],
  ] as const;
  const bodies = [
    '{"email":',
    'not json',
    '[]',
    'null',
    '"text"',
    '{"email": 5, "password": 5}',
    '{"email": {"$ne": null}, "password": ["x"]}',
  ];

  it.each(endpoints)('%s %s answers malformed bodies with 400, never 5xx', async (method, path) => {
    for (const body of bodies) {
      const response = await authFetch(backend, path, { method, body });
      expect(response.status, `${path} with ${body}`).toBe(400);
      expect(await response.json()).toMatchObject({ code: expect.any(String) });
    }
  });

  it('never writes passwords or tokens to the log', async () => {
    const email = uniqueEmail('quiet');
    const secretPassword = 'log canary password 7';
    const session = await createConfirmedUser(backend, email, secretPassword);
    await backend.client().auth.refreshSession({ refresh_token: session.refresh_token });
    await authFetch(backend, '/signup', { method: 'POST', body: `{"password":"${secretPassword}` });
    const logged = logs.join('\n');
    expect(logged).not.toContain(secretPassword);
    expect(logged).not.toContain(session.refresh_token);
    expect(logged).not.toContain(session.access_token);
  });
});

describe('GET /verify', () => {
  it('needs no API key and answers a bad token with a 303 to the site', async () => {
    const response = await fetch(`${backend.url}/auth/v1/verify?token=nope&type=signup`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.origin).toBe(backend.url);
    expect(location.hash).toContain('error_code=otp_expired');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('treats an unknown type as a failed link', async () => {
    const response = await fetch(`${backend.url}/auth/v1/verify?token=x&type=constructor`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toContain('error=access_denied');
  });
});
