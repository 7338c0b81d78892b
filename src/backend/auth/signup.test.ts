import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  authFetch,
  createConfirmedUser,
  followLink,
  jwtClaims,
  latestLink,
  useTestBackend,
  uniqueEmail,
} from '../testing';
import { expectAuthApiError } from '../testing/auth-api-error';

const PASSWORD = 'correct horse 1';
const backend = useTestBackend();

describe('sign-up with email confirmation', () => {
  it('returns a bare user, no session, and mails a confirmation link', async () => {
    const email = uniqueEmail('new');
    const { data, error } = await backend.client().auth.signUp({
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      options: { data: { full_name: 'Ada Lovelace', company_name: 'Engines' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada Lovelace', company_name: 'Engines' },
      is_anonymous: false,
    });
    expect(user?.confirmation_sent_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(user?.email_confirmed_at).toBeUndefined();
    expect(user?.identities).toHaveLength(1);
    expect(user?.identities?.[0]).toMatchObject({
      id: user?.id,
      user_id: user?.id,
      provider: 'email',
      identity_data: { sub: user?.id, email, email_verified: false },
    });

    const [mail, ...older] = await backend.mailbox.list(email);
    expect(older).toHaveLength(0);
    expect(mail?.subject).toBe('Confirm your ComplyReady account');
    const link = new URL(mail?.links?.[0] ?? '');
    expect(mail?.text).toContain(link.href);
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('redirect_to')).toBe(backend.context.siteUrl);
  });

  it('stores only hashes: of the emailed token and of the password', async () => {
    const email = uniqueEmail('hash');
    await backend.client().auth.signUp({ email, password: PASSWORD });
    const token = new URL(await latestLink(backend, email, /Confirm/)).searchParams.get('token');
    const { rows } = await backend.db.query<{ token_hash: string; encrypted_password: string }>(
      `select l.token_hash, l.encrypted_password
         from auth.signup_links l join auth.users u on u.id = l.user_id where u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toBe(token);
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[aby]\$/);
  });

  it('confirms through the link: 303 with the session in the fragment, usable by setSession', async () => {
    const email = uniqueEmail('confirm');
    await backend.client().auth.signUp({ email, password: PASSWORD });
    const link = await latestLink(backend, email, /Confirm/);

    const followed = await followLink(link);
    expect(followed.status).toBe(303);
    expect(`${followed.location.origin}${followed.location.pathname}`).toBe(`${backend.url}/`);
    const fragment = followed.fragment;
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(fragment.get('expires_in')).toBe('3600');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');

    const accessToken = fragment.get('access_token') ?? '';
    const claims = jwtClaims(accessToken);
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(Number(claims['exp']) - Number(claims['iat'])).toBe(3600);
    expect(String(claims['exp'])).toBe(fragment.get('expires_at'));
    expect(claims['amr']).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect(claims['session_id']).toMatch(/^[0-9a-f-]{36}$/);

    const client = backend.client();
    const { data, error } = await client.auth.setSession({
      access_token: accessToken,
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.confirmed_at).toBe(data.user?.email_confirmed_at);
    expect(data.user?.identities?.[0]?.identity_data?.['email_verified']).toBe(true);
    expect(claims['sub']).toBe(data.user?.id);
  });

  it('accepts each link once', async () => {
    const email = uniqueEmail('once');
    await backend.client().auth.signUp({ email, password: PASSWORD });
    const link = await latestLink(backend, email, /Confirm/);
    expect((await followLink(link)).fragment.get('access_token')).toBeTruthy();

    const again = await followLink(link);
    expect(again.status).toBe(303);
    expect(again.location.hash).toBe(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
  });

  it('refuses a link older than 24 hours', async () => {
    const email = uniqueEmail('stale');
    await backend.client().auth.signUp({ email, password: PASSWORD });
    const link = await latestLink(backend, email, /Confirm/);
    await backend.db.query(
      `update auth.signup_links set created_at = now() - interval '25 hours'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    expect((await followLink(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('answers a sign-up for a confirmed address exactly like a new one, and tells its owner by email', async () => {
    const email = uniqueEmail('taken');
    const session = await createConfirmedUser(backend, email, PASSWORD, {
      full_name: 'Olga Owner',
      invite_code: 'secret-invite-code',
    });
    const fresh = await backend.client().auth.signUp({
      email: uniqueEmail('fresh'),
      password: 'other pass 2',
      options: { data: { full_name: 'Eve' } },
    });

    const { data, error } = await backend.client().auth.signUp({
      email,
      password: 'other pass 2',
      options: { data: { full_name: 'Eve' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    // Same keys, same shape: one identity, the metadata that was sent, nothing stored.
    expect(Object.keys(data.user ?? {}).sort()).toEqual(Object.keys(fresh.data.user ?? {}).sort());
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.id).not.toBe(session.user.id);
    expect(data.user?.identities?.[0]?.user_id).toBe(data.user?.id);
    expect(data.user?.user_metadata).toEqual({ full_name: 'Eve' });
    expect(JSON.stringify(data)).not.toContain('secret-invite-code');
    expect(JSON.stringify(data)).not.toContain('Olga');
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const [notice] = await backend.mailbox.list(email);
    expect(notice?.subject).toBe('You already have a ComplyReady account');
    expect(notice?.text).toContain('Someone tried to create a ComplyReady account');
    expect(notice?.links).toEqual([`${backend.context.siteUrl}/signin`]);

    // The real account is untouched.
    const signIn = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata).toMatchObject({ full_name: 'Olga Owner' });
  });

  it('answers a second sign-up for an unconfirmed address like a new one, with its own link', async () => {
    const email = uniqueEmail('again');
    const first = await backend.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Vera Victim', company_name: 'Vera Co' } },
    });
    const second = await backend.client().auth.signUp({
      email,
      password: 'attacker pass 9',
      options: { data: { full_name: 'Mallory', company_name: 'Mallory Co' } },
    });
    expect(second.error).toBeNull();
    expect(second.data.user?.id).not.toBe(first.data.user?.id);
    expect(second.data.user?.identities).toHaveLength(1);
    expect(second.data.user?.user_metadata).toEqual({
      full_name: 'Mallory',
      company_name: 'Mallory Co',
    });
    expect(JSON.stringify(second.data)).not.toContain('Vera');
    const mails = await backend.mailbox.list(email);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((mail) => mail.links?.[0])).size).toBe(2);
  });

  it('pre-registration hijack: confirming a link activates the password and details of the sign-up that sent it', async () => {
    const email = uniqueEmail('victim');
    // Mallory registers the victim's address first, with her own password and team.
    await backend.client().auth.signUp({
      email,
      password: 'attacker pass 9',
      options: { data: { full_name: 'Mallory', company_name: 'Mallory Co' } },
    });
    const mallorysLink = await latestLink(backend, email, /Confirm/);
    // Then the victim signs up; only she can read the mailbox.
    await backend.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Vera Victim', company_name: 'Vera Co' } },
    });
    const verasLink = await latestLink(backend, email, /Confirm/);
    expect(verasLink).not.toBe(mallorysLink);

    // Before confirming, each password gets "not confirmed"; a wrong one gets the usual reply.
    for (const password of [PASSWORD, 'attacker pass 9']) {
      const early = await backend.client().auth.signInWithPassword({ email, password });
      expect(early.error?.code).toBe('email_not_confirmed');
    }
    const wrong = await backend
      .client()
      .auth.signInWithPassword({ email, password: 'nope nope 1' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const confirmed = await followLink(verasLink);
    expect(confirmed.fragment.get('type')).toBe('signup');
    // The account is Vera's: her password and details; Mallory's are gone, and so is her link.
    const attacker = await backend.client().auth.signInWithPassword({
      email,
      password: 'attacker pass 9',
    });
    expect(attacker.error?.code).toBe('invalid_credentials');
    const vera = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(vera.error).toBeNull();
    expect(vera.data.user?.user_metadata).toEqual({
      full_name: 'Vera Victim',
      company_name: 'Vera Co',
    });
    expect((await followLink(mallorysLink)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('keeps every link valid until one is used: the first link still confirms after a second sign-up', async () => {
    const email = uniqueEmail('both');
    await backend.client().auth.signUp({ email, password: PASSWORD });
    const firstLink = await latestLink(backend, email, /Confirm/);
    await backend.client().auth.signUp({ email, password: 'second pass 2' });
    const secondLink = await latestLink(backend, email, /Confirm/);

    expect((await followLink(firstLink)).fragment.get('type')).toBe('signup');
    expect((await followLink(secondLink)).fragment.get('error_code')).toBe('otp_expired');
    const signIn = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('refuses a malformed address and a short password the way GoTrue does', async () => {
    const badEmail = await backend.client().auth.signUp({
      email: 'not-an-email',
      password: PASSWORD,
    });
    expectAuthApiError(
      badEmail.error,
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );

    const weak = await backend.client().auth.signUp({
      email: uniqueEmail('weak'),
      password: 'short',
    });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(weak.error?.message).toBe('Password should be at least 8 characters.');
  });

  it('refuses metadata that is not an object', async () => {
    for (const data of [[1, 2], 'text', 5]) {
      const response = await authFetch(backend, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail('meta'), password: PASSWORD, data }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('redirect_to in emailed links', () => {
  async function redirectInMail(emailRedirectTo: string) {
    const email = uniqueEmail('redirect');
    await backend.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo },
    });
    return new URL(await latestLink(backend, email, /Confirm/)).searchParams.get('redirect_to');
  }

  it('keeps allowed targets', async () => {
    expect(await redirectInMail(`${backend.url}/reset-password`)).toBe(
      `${backend.url}/reset-password`,
    );
    expect(await redirectInMail('complyready://signin')).toBe('complyready://signin');
  });

  it.each([
    'https://evil.com/',
    '//evil.com',
    'javascript:alert(1)',
    '<site>.evil.com/',
    '<site>@evil.com/',
    // Another local port is another program (docs/decisions.md S1).
    'http://localhost:5173/welcome',
    // The same server under another of its names is still not the configured site.
    'http://localhost:<port>/welcome',
  ])('replaces %s with the site URL', async (evil) => {
    const requested = evil
      .replace('<site>', backend.url)
      .replace('<port>', new URL(backend.url).port);
    expect(await redirectInMail(requested)).toBe(backend.context.siteUrl);
  });

  it('checks redirect_to again when the link is opened', async () => {
    const email = uniqueEmail('edited');
    await backend.client().auth.signUp({ email, password: PASSWORD });
    const link = new URL(await latestLink(backend, email, /Confirm/));
    link.searchParams.set('redirect_to', 'https://evil.com/');
    const followed = await followLink(link.href);
    expect(followed.location.origin).toBe(backend.url);
    expect(followed.fragment.get('access_token')).toBeTruthy();

    const failed = await followLink(link.href);
    expect(failed.location.origin).toBe(backend.url);
    expect(failed.fragment.get('error')).toBe('access_denied');
  });
});

describe('sign-up without email confirmation', () => {
  it('signs the new user in at once and refuses a second sign-up', async () => {
    backend.context.emailConfirmation = false;
    try {
      const email = uniqueEmail('auto');
      const { data, error } = await backend.client().auth.signUp({ email, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.session?.expires_in).toBe(3600);
      expect(data.user?.email_confirmed_at).toBeTruthy();
      expect(jwtClaims(data.session?.access_token ?? '')['amr']).toEqual([
        { method: 'password', timestamp: expect.any(Number) },
      ]);
      expect(await backend.mailbox.list(email)).toHaveLength(0);

      const again = await backend.client().auth.signUp({ email, password: PASSWORD });
      expect(again.error).toMatchObject({
        status: 422,
        code: 'user_already_exists',
        message: 'User already registered',
      });
    } finally {
      backend.context.emailConfirmation = true;
    }
  });
});

describe('per-address confirmation mail limit', () => {
  const limited = useTestBackend({
    rateLimits: { emailPerAddress: { limit: 1, windowMs: 60_000 } },
  });

  it('refuses a second confirmation mail within the window', async () => {
    const email = uniqueEmail('limited');
    expect((await limited.client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const again = await limited.client().auth.signUp({ email, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(await limited.mailbox.list(email)).toHaveLength(1);
  });
});
