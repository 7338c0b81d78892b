import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  signInAgain,
  codeAt,
  createAccount,
  enrolAuthenticator,
  jwtClaims,
  nodeClientOptions,
  useTestBackend,
  testClock,
  type TestAccount,
  startTestBackend,
} from '../testing';
import { USED_CODE_MESSAGE } from '../../shared/two-factor';
import { CHALLENGE_SECONDS } from './factors';
import { decryptSecret } from '../../../supabase/functions/_shared/secret-box.ts';

// docs/supabase-protocol.md#multi-factor-authentication, through supabase-js's auth.mfa API.

const clock = testClock();
/** Each code works once, so every use of one happens in a time step of its own. */
const nextStep = () => clock.advance(30_000);
const backend = useTestBackend({ clock: clock.read });

async function accessClaims(client: TestAccount['client']) {
  const { data } = await client.auth.getSession();
  return jwtClaims(data.session?.access_token ?? '');
}

describe('enrolling an authenticator', () => {
  it('answers a secret, its otpauth URI and a QR code of it as SVG; the factor is unverified', async () => {
    const account = await createAccount(backend, {});
    const { data, error } = await account.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    });
    expect(error).toBeNull();
    if (!data) throw new Error('no factor');
    expect(data.type).toBe('totp');
    expect(data.friendly_name).toBe('Phone');
    expect(data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(data.totp.secret);
    expect(uri.searchParams.get('issuer')).toBe(new URL(backend.url).host);
    expect(decodeURIComponent(uri.pathname)).toContain(account.email);
    // auth-js prefixes the server's SVG document to make it a data URL.
    expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[^>]*>.*<\/svg>\s*$/s);

    const listed = await account.client.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([
      expect.objectContaining({ id: data.id, status: 'unverified', factor_type: 'totp' }),
    ]);
    expect(listed.data?.totp).toEqual([]);
    const level = await account.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('keeps the secret encrypted with the data folder key, bound to its factor', async () => {
    const account = await createAccount(backend, {});
    const { data } = await account.client.auth.mfa.enroll({ factorType: 'totp' });
    if (!data) throw new Error('no factor');
    const { rows } = await backend.db.query<{ secret: string }>(
      'select secret from auth.mfa_factors where id = $1',
      [data.id],
    );
    const stored = rows[0]?.secret ?? '';
    expect(stored).not.toContain(data.totp.secret);
    const key = backend.context.keys.factorKey;
    expect(await decryptSecret(key, data.id, stored)).toBe(data.totp.secret);
    // Copied onto another factor's row, the ciphertext does not decrypt.
    await expect(decryptSecret(key, crypto.randomUUID(), stored)).rejects.toThrow();
  });

  it('refuses a second factor of the same name and another type of factor', async () => {
    const account = await createAccount(backend, {});
    await account.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    const again = await account.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Work phone',
    });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const phone = await account.client.auth.mfa.enroll({ factorType: 'phone', phone: '+4912345' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });
});

describe('challenge and verify', () => {
  it('verifies the factor with the code the authenticator shows and raises the session to aal2', async () => {
    const account = await createAccount(backend, {});
    const { data: factor } = await account.client.auth.mfa.enroll({ factorType: 'totp' });
    if (!factor) throw new Error('no factor');
    nextStep();
    const { data: challenge, error: challengeError } = await account.client.auth.mfa.challenge({
      factorId: factor.id,
    });
    expect(challengeError).toBeNull();
    expect(challenge?.type).toBe('totp');
    expect(challenge?.expires_at).toBe(Math.floor(clock.read() / 1000) + CHALLENGE_SECONDS);

    const { data, error } = await account.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge?.id ?? '',
      code: codeAt(factor.totp.secret, clock.read()),
    });
    expect(error).toBeNull();
    expect(data?.user.factors).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified' }),
    ]);
    const claims = await accessClaims(account.client);
    expect(claims['aal']).toBe('aal2');
    expect(claims['amr']).toEqual([
      { method: 'totp', timestamp: Math.floor(clock.read() / 1000) },
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    const level = await account.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await account.client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
  });

  it('signing in again gives aal1 with aal2 to reach; the code of a new challenge reaches it', async () => {
    const account = await createAccount(backend, {});
    nextStep();
    const { factorId, secret } = await enrolAuthenticator(account.client, clock.read());
    const laptop = await signInAgain(backend, account);
    const level = await laptop.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(level.data?.currentAuthenticationMethods).toEqual([
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    nextStep();
    const { error } = await laptop.auth.mfa.challengeAndVerify({
      factorId,
      code: codeAt(secret, clock.read()),
    });
    expect(error).toBeNull();
    expect((await laptop.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe(
      'aal2',
    );
  });

  it('refuses a wrong code and keeps the session at aal1', async () => {
    const account = await createAccount(backend, {});
    nextStep();
    const { factorId, secret } = await enrolAuthenticator(account.client, clock.read());
    const laptop = await signInAgain(backend, account);
    nextStep();
    const right = codeAt(secret, clock.read());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const { data: challenge } = await laptop.auth.mfa.challenge({ factorId });
    const refused = await laptop.auth.mfa.verify({
      factorId,
      challengeId: challenge?.id ?? '',
      code: wrong,
    });
    expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(refused.error?.message).toBe('Invalid TOTP code entered');
    expect((await accessClaims(laptop))['aal']).toBe('aal1');
    // A code from a minute ago (two steps back) is no longer accepted either.
    const stale = await laptop.auth.mfa.verify({
      factorId,
      challengeId: challenge?.id ?? '',
      code: codeAt(secret, clock.read() - 60_000),
    });
    expect(stale.error).toMatchObject({ code: 'mfa_verification_failed' });
    // The challenge still stands for the right code.
    const accepted = await laptop.auth.mfa.verify({
      factorId,
      challengeId: challenge?.id ?? '',
      code: right,
    });
    expect(accepted.error).toBeNull();
  });

  it('accepts each code once: the same code again is refused, on any challenge or device', async () => {
    const account = await createAccount(backend, {});
    nextStep();
    const { factorId, secret } = await enrolAuthenticator(account.client, clock.read());
    const code = codeAt(secret, clock.read());
    const laptop = await signInAgain(backend, account);
    const replayed = await laptop.auth.mfa.challengeAndVerify({ factorId, code });
    // GoTrue's code, with a message that tells the person to wait for the next code.
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(replayed.error?.message).toBe(USED_CODE_MESSAGE);
    // Ten seconds on, still within the same 30 s window: still refused.
    clock.advance(10_000);
    expect((await laptop.auth.mfa.challengeAndVerify({ factorId, code })).error).toMatchObject({
      code: 'mfa_verification_failed',
      message: USED_CODE_MESSAGE,
    });
    // The next window's code works; a verified challenge cannot be answered twice.
    nextStep();
    const { data: challenge } = await laptop.auth.mfa.challenge({ factorId });
    const next = codeAt(secret, clock.read());
    const first = await laptop.auth.mfa.verify({
      factorId,
      challengeId: challenge?.id ?? '',
      code: next,
    });
    expect(first.error).toBeNull();
    const second = await laptop.auth.mfa.verify({
      factorId,
      challengeId: challenge?.id ?? '',
      code: next,
    });
    expect(second.error).toMatchObject({ status: 422 });
  });

  it('refuses an expired challenge, even with the right code, and forgets it', async () => {
    const account = await createAccount(backend, {});
    nextStep();
    const { factorId, secret } = await enrolAuthenticator(account.client, clock.read());
    const laptop = await signInAgain(backend, account);
    const { data: challenge } = await laptop.auth.mfa.challenge({ factorId });
    clock.advance((CHALLENGE_SECONDS + 1) * 1000);
    const expired = await laptop.auth.mfa.verify({
      factorId,
      challengeId: challenge?.id ?? '',
      code: codeAt(secret, clock.read()),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const { rows } = await backend.db.query('select 1 from auth.mfa_challenges where id = $1', [
      challenge?.id,
    ]);
    expect(rows).toEqual([]);
    // Just inside the window a challenge is still answered.
    const { data: fresh } = await laptop.auth.mfa.challenge({ factorId });
    clock.advance((CHALLENGE_SECONDS - 1) * 1000);
    const inTime = await laptop.auth.mfa.verify({
      factorId,
      challengeId: fresh?.id ?? '',
      code: codeAt(secret, clock.read()),
    });
    expect(inTime.error).toBeNull();
  });

  it("refuses another user's factor as unknown", async () => {
    const owner = await createAccount(backend, {});
    const { data: factor } = await owner.client.auth.mfa.enroll({ factorType: 'totp' });
    const stranger = await createAccount(backend, {});
    const { error } = await stranger.client.auth.mfa.challenge({ factorId: factor?.id ?? '' });
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const removed = await stranger.client.auth.mfa.unenroll({ factorId: factor?.id ?? '' });
    expect(removed.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});

describe('sessions after a code', () => {
  it('keeps aal2 and the totp method through refresh', async () => {
    const account = await createAccount(backend, {});
    nextStep();
    await enrolAuthenticator(account.client, clock.read());
    const before = await accessClaims(account.client);
    const { data, error } = await account.client.auth.refreshSession();
    expect(error).toBeNull();
    const after = jwtClaims(data.session?.access_token ?? '');
    expect(after['aal']).toBe('aal2');
    expect(after['amr']).toEqual(before['amr']);
    expect(data.session?.user.factors).toHaveLength(1);
  });

  it('does not hand the aal2 session to a refresh token from before the code', async () => {
    const account = await createAccount(backend, {});
    const { data: before } = await account.client.auth.getSession();
    nextStep();
    await enrolAuthenticator(account.client, clock.read());
    const old = backend.client();
    const { data, error } = await old.auth.refreshSession({
      refresh_token: before.session?.refresh_token ?? '',
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400 });
  });

  it("ends the user's other sessions that have no code, as GoTrue does", async () => {
    const account = await createAccount(backend, {});
    const laptop = await signInAgain(backend, account);
    nextStep();
    await enrolAuthenticator(account.client, clock.read());
    // auth-js reads the server's session_not_found as a missing session.
    const { error } = await laptop.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('changes the password only from an aal2 session once a factor is verified', async () => {
    const account = await createAccount(backend, {});
    nextStep();
    await enrolAuthenticator(account.client, clock.read());
    const laptop = await signInAgain(backend, account);
    const refused = await laptop.auth.updateUser({ password: 'a-new-password-2' });
    expect(refused.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect(refused.error?.message).toBe(
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
    const allowed = await account.client.auth.updateUser({ password: 'a-new-password-2' });
    expect(allowed.error).toBeNull();
  });
});

describe('unenrolling', () => {
  it('refuses to remove a verified factor from an aal1 session, or to add one there', async () => {
    const account = await createAccount(backend, {});
    nextStep();
    const { factorId } = await enrolAuthenticator(account.client, clock.read());
    const laptop = await signInAgain(backend, account);
    const refused = await laptop.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    expect(refused.error?.message).toBe('AAL2 required to unenroll verified factor');
    const added = await laptop.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(added.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    expect((await laptop.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
  });

  it('removes it from an aal2 session, which then refreshes as aal1', async () => {
    const account = await createAccount(backend, {});
    nextStep();
    const { factorId } = await enrolAuthenticator(account.client, clock.read());
    const { data, error } = await account.client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const refreshed = await account.client.auth.refreshSession();
    expect(jwtClaims(refreshed.data.session?.access_token ?? '')['aal']).toBe('aal1');
    expect(refreshed.data.session?.user.factors).toBeUndefined();
    const level = await account.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('removes an unverified factor from an aal1 session', async () => {
    const account = await createAccount(backend, {});
    const { data: factor } = await account.client.auth.mfa.enroll({ factorType: 'totp' });
    const { error } = await account.client.auth.mfa.unenroll({ factorId: factor?.id ?? '' });
    expect(error).toBeNull();
    expect((await account.client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});

describe('rate limits (docs/threat-model.md #29)', () => {
  it('answers 429 once a client has used up its code checks, and per factor from any client', async () => {
    const limited = await startTestBackend({
      clock: clock.read,
      rateLimits: {
        factorVerify: { limit: 3, windowMs: 60_000 },
        factorVerifyPerFactor: { limit: 5, windowMs: 3_600_000 },
      },
    });
    try {
      const account = await createAccount(limited, {});
      const { data: factor } = await account.client.auth.mfa.enroll({ factorType: 'totp' });
      const factorId = factor?.id ?? '';
      const { data: challenge } = await account.client.auth.mfa.challenge({ factorId });
      const guess = () =>
        account.client.auth.mfa.verify({
          factorId,
          challengeId: challenge?.id ?? '',
          code: '000000',
        });
      for (let i = 0; i < 3; i++) expect((await guess()).error?.status).toBe(422);
      expect((await guess()).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
      // A minute on, the client may try again, but the factor's own allowance runs out too.
      clock.advance(61_000);
      for (let i = 0; i < 2; i++) expect((await guess()).error?.status).toBe(422);
      clock.advance(61_000);
      expect((await guess()).error).toMatchObject({ status: 429 });
    } finally {
      await limited.close();
    }
  });
});

it('refuses every factor endpoint without a session', async () => {
  const anon = createClient(backend.url, backend.anonKey, nodeClientOptions);
  const { error } = await anon.auth.mfa.enroll({ factorType: 'totp' });
  expect(error).not.toBeNull();
  const response = await fetch(`${backend.url}/auth/v1/factors`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ factor_type: 'totp' }),
  });
  expect(response.status).toBe(401);
});
