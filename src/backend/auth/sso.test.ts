import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createConfirmedUser,
  createTeamAdmin,
  createTestIdp,
  jwtClaims,
  postToAcs,
  registerProvider,
  useTestBackend,
  type TestIdp,
} from '../testing';

// node-saml reads the time from Date: the tests move Date (and the backend's clock with it).
const NOW = Date.parse('2026-11-27T10:00:00Z');
const backend = useTestBackend({ clock: () => Date.now() });
let idp: TestIdp;
let providerId: string;

beforeAll(async () => {
  idp = await createTestIdp(backend);
  providerId = (await registerProvider(backend, idp, ['acme.test'])).id;
});
afterEach(() => vi.useRealTimers());

function at(time: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: time });
}

async function signInUrl(
  by: { domain: string } | { providerId: string } = { domain: 'acme.test' },
) {
  const { data, error } = await backend.client().auth.signInWithSSO(by);
  if (error) throw error;
  return data.url;
}

async function userCount(email: string) {
  const { rows } = await backend.db.query('select 1 from auth.users where email = $1', [email]);
  return rows.length;
}

describe('SAML sign-in (docs/threat-model.md #45)', () => {
  it('signs a new person in from a signed assertion: account created, amr sso/saml', async () => {
    at(NOW);
    const url = await signInUrl();
    expect(new URL(url).origin).toBe('https://idp.acme.test');
    const { status, fragment } = await postToAcs(backend, await idp.answer(url, 'new@acme.test'));
    expect(status).toBe(303);
    const claims = jwtClaims(fragment.get('access_token') ?? '');
    expect(claims).toMatchObject({ email: 'new@acme.test', aal: 'aal1' });
    expect(claims['amr']).toEqual([{ method: 'sso/saml', timestamp: expect.any(Number) }]);
    expect(claims['app_metadata']).toMatchObject({ provider: `sso:${providerId}` });
    const { data } = await backend.client().auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.email).toBe('new@acme.test');

    // The second sign-in finds the same account.
    const again = await postToAcs(backend, await idp.answer(await signInUrl(), 'new@acme.test'));
    expect(jwtClaims(again.fragment.get('access_token') ?? '')['sub']).toBe(claims['sub']);
    expect(await userCount('new@acme.test')).toBe(1);
  });

  it('routes by provider id too, and publishes the values for the IdP side', async () => {
    at(NOW);
    const url = await signInUrl({ providerId });
    const { fragment } = await postToAcs(backend, await idp.answer(url, 'byid@acme.test'));
    expect(fragment.get('access_token')).toBeTruthy();
    const metadata = await (await fetch(`${backend.url}/auth/v1/sso/saml/metadata`)).text();
    expect(metadata).toContain(`entityID="${backend.url}/auth/v1/sso/saml/metadata"`);
    expect(metadata).toContain(`Location="${backend.url}/auth/v1/sso/saml/acs"`);
    expect(metadata).toContain('WantAssertionsSigned="true"');
  });

  it('refuses an unsigned assertion', async () => {
    at(NOW);
    const answer = await idp.answer(await signInUrl(), 'unsigned@acme.test', { signed: false });
    const { fragment } = await postToAcs(backend, answer);
    expect(fragment.get('error_code')).toBe('saml_assertion_invalid');
    expect(fragment.get('access_token')).toBeNull();
    expect(await userCount('unsigned@acme.test')).toBe(0);
  });

  it('refuses an assertion changed after signing', async () => {
    at(NOW);
    const answer = await idp.answer(await signInUrl(), 'victim@acme.test');
    const xml = Buffer.from(answer.SAMLResponse, 'base64').toString('utf8');
    expect(xml).toContain('victim@acme.test');
    const tampered = xml.replaceAll('victim@acme.test', 'attacker@acme.test');
    const { fragment } = await postToAcs(backend, {
      ...answer,
      SAMLResponse: Buffer.from(tampered).toString('base64'),
    });
    expect(fragment.get('error_code')).toBe('saml_assertion_invalid');
    expect(await userCount('attacker@acme.test')).toBe(0);
  });

  it("refuses an assertion signed by another key under the IdP's entity id", async () => {
    at(NOW);
    const forger = await createTestIdp(backend, idp.entityId);
    const { fragment } = await postToAcs(
      backend,
      await forger.answer(await signInUrl(), 'forged@acme.test'),
    );
    expect(fragment.get('error_code')).toBe('saml_assertion_invalid');
    expect(await userCount('forged@acme.test')).toBe(0);
  });

  it('refuses an expired assertion', async () => {
    at(NOW);
    const url = await signInUrl();
    at(NOW - 60 * 60_000);
    const answer = await idp.answer(url, 'late@acme.test');
    at(NOW + 1000);
    const { fragment } = await postToAcs(backend, answer);
    expect(fragment.get('error_code')).toBe('saml_assertion_invalid');
    expect(fragment.get('error_description')).toMatch(/expired|no valid subject confirmation/i);
    expect(await userCount('late@acme.test')).toBe(0);
  });

  it('refuses a sign-in request answered too late', async () => {
    at(NOW);
    const url = await signInUrl();
    at(NOW + 11 * 60_000);
    const { fragment } = await postToAcs(backend, await idp.answer(url, 'slow@acme.test'));
    expect(fragment.get('error_code')).toBe('saml_assertion_invalid');
    expect(await userCount('slow@acme.test')).toBe(0);
  });

  it('refuses a replayed response', async () => {
    at(NOW);
    const answer = await idp.answer(await signInUrl(), 'replay@acme.test');
    const first = await postToAcs(backend, answer);
    expect(first.fragment.get('access_token')).toBeTruthy();
    const replay = await postToAcs(backend, answer);
    expect(replay.status).toBe(400);
    expect(replay.target).toBeUndefined();
  });

  it('refuses an assertion for another audience or another ACS', async () => {
    at(NOW);
    const otherAudience = await idp.answer(await signInUrl(), 'aud@acme.test', {
      entityId: 'https://other-sp.test/metadata',
    });
    expect((await postToAcs(backend, otherAudience)).fragment.get('error_code')).toBe(
      'saml_assertion_invalid',
    );
    const otherAcs = await idp.answer(await signInUrl(), 'acs@acme.test', {
      acsUrl: 'https://other-sp.test/acs',
    });
    const { fragment } = await postToAcs(backend, otherAcs);
    expect(fragment.get('error_description')).toMatch(/Destination|Recipient/);
    expect(await userCount('aud@acme.test')).toBe(0);
    expect(await userCount('acs@acme.test')).toBe(0);
  });

  it('refuses an unsolicited (IdP-initiated) response', async () => {
    at(NOW);
    const answer = await idp.answer(await signInUrl(), 'unsolicited@acme.test');
    const { status } = await postToAcs(backend, { SAMLResponse: answer.SAMLResponse });
    expect(status).toBe(400);
    expect(await userCount('unsolicited@acme.test')).toBe(0);
  });
});

describe('domains (docs/threat-model.md #46)', () => {
  it('routes no sign-in for a domain that is not verified', async () => {
    const { error } = await backend.client().auth.signInWithSSO({ domain: 'gmail.com' });
    expect(error?.code).toBe('sso_provider_not_found');
  });

  it("refuses an address outside the provider's domains, so no account is taken over", async () => {
    at(NOW);
    const victim = 'victim@outside.test';
    await createConfirmedUser(backend, victim, 'correct horse 1');
    const { fragment } = await postToAcs(backend, await idp.answer(await signInUrl(), victim));
    expect(fragment.get('error_code')).toBe('sso_domain_not_verified');
    const { rows } = await backend.db.query(
      `select 1 from auth.identities i join auth.users u on u.id = i.user_id where u.email = $1`,
      [victim],
    );
    expect(rows).toHaveLength(0);
  });

  it('links an existing password account at a verified domain instead of duplicating it', async () => {
    at(NOW);
    const email = 'existing@acme.test';
    const { user } = await createConfirmedUser(backend, email, 'correct horse 1');
    const { fragment } = await postToAcs(backend, await idp.answer(await signInUrl(), email));
    const claims = jwtClaims(fragment.get('access_token') ?? '');
    expect(claims['sub']).toBe(user.id);
    expect(claims['app_metadata']).toMatchObject({ providers: ['email', `sso:${providerId}`] });
    expect(await userCount(email)).toBe(1);
  });

  it("never links the account of another team's member: that team's admin stays theirs", async () => {
    const other = await createTeamAdmin(backend, 'Other Co');
    at(NOW);
    const email = 'boss@acme.test';
    await backend.db.query('update auth.users set email = $2 where id = $1', [other.id, email]);
    await backend.db.query('update public.users set email = $2 where id = $1', [other.id, email]);
    const { fragment } = await postToAcs(backend, await idp.answer(await signInUrl(), email));
    expect(fragment.get('access_token')).toBeNull();
    expect(fragment.get('error_code')).toBe('email_exists');
    const { rows } = await backend.db.query(
      `select 1 from auth.identities where user_id = $1 and provider like 'sso:%'`,
      [other.id],
    );
    expect(rows).toEqual([]);
  });
});

describe('PKCE', () => {
  it('hands the redirect a one-time code that only the verifier exchanges', async () => {
    at(NOW);
    const verifier = 'v'.repeat(50);
    const challenge = (await import('node:crypto'))
      .createHash('sha256')
      .update(verifier)
      .digest('base64url');
    const response = await fetch(`${backend.url}/auth/v1/sso`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        domain: 'acme.test',
        skip_http_redirect: true,
        code_challenge: challenge,
        code_challenge_method: 's256',
      }),
    });
    const { url } = (await response.json()) as { url: string };
    const { target } = await postToAcs(backend, await idp.answer(url, 'pkce@acme.test'));
    const code = target?.searchParams.get('code') ?? '';
    expect(code).toBeTruthy();
    expect(target?.hash).toBe('');
    const exchange = (codeVerifier: string) =>
      fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: codeVerifier }),
      });
    expect((await exchange('w'.repeat(50))).status).toBe(400);
    const exchanged = await exchange(verifier);
    expect(exchanged.status).toBe(200);
    const session = (await exchanged.json()) as { access_token: string };
    expect(jwtClaims(session.access_token)['amr']).toEqual([
      { method: 'sso/saml', timestamp: expect.any(Number) },
    ]);
    expect((await exchange(verifier)).status).toBe(404);
  });
});
