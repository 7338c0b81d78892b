// Single sign-on (docs/decisions.md SSO1): starting a sign-in at the team's identity provider and
// finishing it when the provider sends the person back with a session in the address fragment.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { platform } from '#platform';
import { getSupabase } from '../../lib/supabase';
import { UserFacingError } from './data';

/** Where identity providers send people back to (an allowed redirect of the auth server). */
export const SSO_CALLBACK_PATH = '/sso-callback';

export const SSO_NOT_SET_UP =
  'Single sign-on is not set up for this email domain. Sign in with your password instead.';
const SSO_FAILED = 'Single sign-on did not work. Please try again.';

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
  const client = await getSupabase();
  const redirectTo = platform.authRedirectUrl(returnPath);
  const options = { redirectTo, skipBrowserRedirect: true };
  let request;
  if ('email' in by) {
    const domain = emailDomain(by.email);
    if (!domain) throw new UserFacingError('Enter your work email address.');
    request = client.auth.signInWithSSO({ domain, options });
  } else {
    request = client.auth.signInWithSSO({ providerId: by.providerId, options });
  }
  const { data, error } = await request;
  if (error?.code === 'sso_provider_not_found') throw new UserFacingError(SSO_NOT_SET_UP);
  if (error || !data) throw new UserFacingError(SSO_FAILED);
  if (platform.externalReturn === 'app') await platform.openExternal(data.url);
  else window.location.assign(data.url);
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
