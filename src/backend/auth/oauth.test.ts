// Google Workspace / Microsoft Entra sign-in as Supabase Auth's `google` and `azure` providers
// (docs/decisions.md SSO1): the authorization-code flow with PKCE against a real OpenID provider
// (`oidc-provider`) started by the test on loopback.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedUser,
  jwtClaims,
  signInThrough,
  startTestBackend,
  startTestOidcProvider,
  type TestBackend,
  type TestOidcProvider,
} from '../testing';

let backend: TestBackend;
let idp: TestOidcProvider;

beforeAll(async () => {
  idp = await startTestOidcProvider();
  backend = await startTestBackend({
    oauthProviders: {
      google: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
    },
  });
  idp.register(`${backend.url}/auth/v1/callback`);
});
afterAll(async () => {
  await backend.close();
  await idp.close();
});

async function authorizeUrl(provider = 'google') {
  const { data, error } = await backend.client().auth.signInWithOAuth({
    provider: provider as 'google',
    options: { redirectTo: `${backend.url}/sso-callback`, skipBrowserRedirect: true },
  });
  if (error) throw error;
  return data.url;
}

describe('sign-in with an OpenID provider', () => {
  it('signs a new person in by authorization code with PKCE: amr oauth', async () => {
    idp.accounts.set('g-1', { email: 'new@acme.test', email_verified: true });
    const landed = await signInThrough(await authorizeUrl(), 'g-1');
    expect(landed.pathname).toBe('/sso-callback');
    const fragment = new URLSearchParams(landed.hash.slice(1));
    const claims = jwtClaims(fragment.get('access_token') ?? '');
    expect(claims).toMatchObject({ email: 'new@acme.test', app_metadata: { provider: 'google' } });
    expect(claims['amr']).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }]);
  });

  it('links an existing password account with the same verified address', async () => {
    const { user } = await createConfirmedUser(backend, 'pat@acme.test', 'correct horse 1');
    idp.accounts.set('g-2', { email: 'pat@acme.test', email_verified: true });
    const landed = await signInThrough(await authorizeUrl(), 'g-2');
    const claims = jwtClaims(new URLSearchParams(landed.hash.slice(1)).get('access_token') ?? '');
    expect(claims['sub']).toBe(user.id);
  });

  it('refuses an address the provider has not verified (docs/threat-model.md #46)', async () => {
    await createConfirmedUser(backend, 'victim@acme.test', 'correct horse 1');
    idp.accounts.set('g-3', { email: 'victim@acme.test', email_verified: false });
    const landed = await signInThrough(await authorizeUrl(), 'g-3');
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('error_code')).toBe('oauth_failed');
    expect(fragment.get('error_description')).toMatch(/verified email address/);
    expect(fragment.get('access_token')).toBeNull();
  });

  it('hands the desktop app a PKCE code through complyready://, exchanged with its verifier', async () => {
    idp.accounts.set('g-5', { email: 'desk@acme.test', email_verified: true });
    const verifier = 'd'.repeat(64);
    const query = new URLSearchParams({
      provider: 'google',
      redirect_to: 'complyready://sso-callback',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 's256',
    });
    const landed = await signInThrough(`${backend.url}/auth/v1/authorize?${query}`, 'g-5');
    expect(landed.protocol).toBe('complyready:');
    expect(landed.hash).toBe('');
    const code = landed.searchParams.get('code') ?? '';
    const exchanged = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    });
    expect(exchanged.status).toBe(200);
    const session = (await exchanged.json()) as { access_token: string };
    expect(jwtClaims(session.access_token)).toMatchObject({
      email: 'desk@acme.test',
      amr: [{ method: 'oauth', timestamp: expect.any(Number) }],
    });
  });

  it('answers each sign-in once, and only providers that are configured', async () => {
    idp.accounts.set('g-4', { email: 'once@acme.test', email_verified: true });
    const url = await authorizeUrl();
    await signInThrough(url, 'g-4');
    const { rows } = await backend.db.query('select 1 from auth.oauth_flows');
    expect(rows).toHaveLength(0);
    const forged = await fetch(
      `${backend.url}/auth/v1/callback?code=x&state=00000000-0000-4000-8000-000000000000`,
      { redirect: 'manual' },
    );
    expect(forged.status).toBe(400);
    const azure = await fetch(`${backend.url}/auth/v1/authorize?provider=azure`, {
      redirect: 'manual',
    });
    expect(azure.status).toBe(400);
  });
});
