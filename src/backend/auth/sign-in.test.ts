import { beforeAll, describe, expect, it } from 'vitest';
import { authFetch, createConfirmedUser, jwtClaims, useTestBackend, uniqueEmail } from '../testing';
import { expectAuthApiError } from '../testing/auth-api-error';

const PASSWORD = 'correct horse 1';
const backend = useTestBackend();
let email: string;

beforeAll(async () => {
  email = uniqueEmail('signin');
  await createConfirmedUser(backend, email, PASSWORD, { full_name: 'Grace Hopper' });
});

describe('password sign-in', () => {
  it('returns a session whose access token carries the GoTrue claims', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await backend.client().auth.signInWithPassword({
      email: ` ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session?.refresh_token).toBeTruthy();
    expect(session?.user.email).toBe(email);
    expect(session?.user.last_sign_in_at).toBeTruthy();
    expect(session?.user.user_metadata).toEqual({ full_name: 'Grace Hopper' });

    const claims = jwtClaims(session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: session?.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      user_metadata: { full_name: 'Grace Hopper' },
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(claims['exp']).toBe(session?.expires_at);
    expect(Number(claims['iat'])).toBeGreaterThanOrEqual(before);
    expect(claims['amr']).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    const { data: userData, error: userError } = await backend
      .client()
      .auth.getUser(session?.access_token);
    expect(userError).toBeNull();
    expect(userData.user?.id).toBe(session?.user.id);
  });

  it('gives one answer for a wrong password and an unknown address', async () => {
    for (const attempt of [
      { email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
      { email, password: '' },
    ]) {
      const { data, error } = await backend.client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expectAuthApiError(error, 400, 'invalid_credentials', 'Invalid login credentials');
    }
  });

  it('says the email is unconfirmed only after the right password', async () => {
    const pending = uniqueEmail('pending');
    await backend.client().auth.signUp({ email: pending, password: PASSWORD });

    const wrong = await backend.client().auth.signInWithPassword({
      email: pending,
      password: 'wrong password',
    });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const right = await backend.client().auth.signInWithPassword({
      email: pending,
      password: PASSWORD,
    });
    expectAuthApiError(right.error, 400, 'email_not_confirmed', 'Email not confirmed');
  });

  it('refuses an unknown grant type', async () => {
    const response = await authFetch(backend, '/token?grant_type=magic', {
      method: 'POST',
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('sign-in rate limit', () => {
  const limited = useTestBackend({
    rateLimits: { signInOrUp: { limit: 3, windowMs: 60_000 } },
  });

  it('answers 429 once a client has used up its sign-ins and sign-ups', async () => {
    const client = limited.client();
    await client.auth.signUp({ email: uniqueEmail('burst'), password: PASSWORD });
    for (let attempt = 0; attempt < 2; attempt++) {
      const { error } = await client.auth.signInWithPassword({
        email: uniqueEmail('guess'),
        password: PASSWORD,
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });

    const raw = await authFetch(limited, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(raw.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
  });
});
