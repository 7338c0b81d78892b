// Single sign-on (docs/decisions.md SSO1): starting a sign-in at the team's identity provider and
// finishing it when the provider sends the person back with a session in the address fragment.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { platform } from '#platform';
import { readBackendConfig } from '../lib/backend-config';
import { getSupabase } from '../lib/supabase';
import { UserFacingError } from './auth-data';

/** Where identity providers send people back to (an allowed redirect of the auth server). */
export const SSO_CALLBACK_PATH = '/sso-callback';

export const SSO_NOT_SET_UP =
  'Single sign-on is not set up for this email domain. Sign in with your password instead.';
const SSO_FAILED = 'Single sign-on did not work. Please try again.';

/** Where the desktop app keeps the PKCE verifier of the sign-in under way (this device only). */
const VERIFIER_KEY = 'sso-code-verifier';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The S256 challenge of a PKCE verifier (RFC 7636 4.2). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A PKCE pair (RFC 7636, S256): a random verifier and its challenge. */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { verifier, challenge: await pkceChallenge(verifier) };
}

/** The PKCE code the desktop app was given back (`#code=…`), or null. */
export function ssoCodeOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('code');
}

/** The session an identity provider sent back in the fragment, or null when there is none. */
export function ssoSessionOf(hash: string): { accessToken: string; refreshToken: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

/** The refusal an identity provider's answer came back with, in the server's words. */
export function ssoErrorOf(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('error')) return null;
  return params.get('error_description') ?? SSO_FAILED;
}

/** The domain of a work email (the part after the last @), or null. */
export function emailDomain(email: string): string | null {
  const domain = email.trim().toLowerCase().split('@')[1];
  return domain && /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain) ? domain : null;
}

/**
 * Sends the person to their identity provider (by their work email's domain, or by the team's
 * provider id for "Test sign-in"); they come back to `returnPath` in this app. The desktop app
 * opens the system browser (RFC 8252) and is reopened through complyready://.
 */
export async function startSsoSignIn(
  by: { email: string } | { providerId: string },
  returnPath: string,
): Promise<void> {
  let target: { domain: string } | { provider_id: string };
  if ('email' in by) {
    const domain = emailDomain(by.email);
    if (!domain) throw new UserFacingError('Enter your work email address.');
    target = { domain };
  } else {
    target = { provider_id: by.providerId };
  }
  if (platform.externalReturn === 'app') {
    await startInSystemBrowser(target, returnPath);
    return;
  }
  const client = await getSupabase();
  const options = { redirectTo: platform.authRedirectUrl(returnPath), skipBrowserRedirect: true };
  const { data, error } = await client.auth.signInWithSSO(
    'domain' in target
      ? { domain: target.domain, options }
      : { providerId: target.provider_id, options },
  );
  if (error?.code === 'sso_provider_not_found') throw new UserFacingError(SSO_NOT_SET_UP);
  if (error || !data) throw new UserFacingError(SSO_FAILED);
  window.location.assign(data.url);
}

/**
 * The desktop app (RFC 8252): the sign-in runs in the system browser, never in an app window, and
 * comes back through `complyready://sso-callback` with a one-time code that only this app, which
 * holds the PKCE verifier, can exchange: tokens never travel through the scheme.
 */
async function startInSystemBrowser(
  target: { domain: string } | { provider_id: string },
  returnPath: string,
) {
  const { url, anonKey } = readBackendConfig();
  const { verifier, challenge } = await pkcePair();
  await platform.preferences.set(VERIFIER_KEY, verifier);
  const response = await fetch(`${url}/auth/v1/sso`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...target,
      redirect_to: `complyready:/${returnPath}`,
      skip_http_redirect: true,
      code_challenge: challenge,
      code_challenge_method: 's256',
    }),
  });
  const reply = (await response.json().catch(() => ({}))) as { url?: string; code?: string };
  if (reply.code === 'sso_provider_not_found') throw new UserFacingError(SSO_NOT_SET_UP);
  if (!response.ok || !reply.url) throw new UserFacingError(SSO_FAILED);
  await platform.openExternal(reply.url);
}

/** Supabase Auth's OpenID providers the app offers (docs/decisions.md SSO1). */
export type OAuthProvider = 'google' | 'azure';

/** The providers the auth server has turned on (GET /auth/v1/settings, `external`). */
export async function enabledOAuthProviders(): Promise<OAuthProvider[]> {
  const { url, anonKey } = readBackendConfig();
  const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey } });
  if (!response.ok) return [];
  const settings = (await response.json().catch(() => ({}))) as {
    external?: Partial<Record<OAuthProvider, boolean>>;
  };
  return (['google', 'azure'] as const).filter((provider) => settings.external?.[provider]);
}

/**
 * Google Workspace or Microsoft Entra sign-in: the website goes there through supabase-js; the
 * desktop app opens the system browser with its own PKCE challenge, as for SAML.
 */
export async function startOAuthSignIn(provider: OAuthProvider): Promise<void> {
  if (platform.externalReturn === 'app') {
    const { url } = readBackendConfig();
    const { verifier, challenge } = await pkcePair();
    await platform.preferences.set(VERIFIER_KEY, verifier);
    const query = new URLSearchParams({
      provider,
      redirect_to: `complyready:/${SSO_CALLBACK_PATH}`,
      code_challenge: challenge,
      code_challenge_method: 's256',
    });
    await platform.openExternal(`${url}/auth/v1/authorize?${query.toString()}`);
    return;
  }
  const client = await getSupabase();
  const { error } = await client.auth.signInWithOAuth({
    provider,
    options: { redirectTo: platform.authRedirectUrl(SSO_CALLBACK_PATH) },
  });
  if (error) throw new UserFacingError(SSO_FAILED);
}

/** Exchanges the desktop app's one-time code with its stored verifier for the session. */
export async function exchangeSsoCode(
  code: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const verifier = await platform.preferences.get(VERIFIER_KEY);
  await platform.preferences.remove(VERIFIER_KEY);
  if (!verifier) throw new UserFacingError(SSO_FAILED);
  const { url, anonKey } = readBackendConfig();
  const response = await fetch(`${url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
  });
  const session = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    refresh_token?: string;
  };
  if (!response.ok || !session.access_token || !session.refresh_token) {
    throw new UserFacingError(SSO_FAILED);
  }
  return { accessToken: session.access_token, refreshToken: session.refresh_token };
}

/**
 * Keeps the session the provider sent back, then lets the database make a first-time person at a
 * verified domain a member of the provider's team (public.join_team_by_sso). Returns the user id.
 */
export async function finishSsoSignIn(
  client: SupabaseClient<Database>,
  session: { accessToken: string; refreshToken: string },
): Promise<string> {
  const { data, error } = await client.auth.setSession({
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
  });
  if (error || !data.user) throw new UserFacingError(SSO_FAILED);
  const joined = await client.rpc('join_team_by_sso');
  if (joined.error) throw new UserFacingError(SSO_FAILED);
  return data.user.id;
}
