// Helpers shared by the auth integration tests (not a test file itself).
import { randomBytes } from 'node:crypto';
import type { Session } from '@supabase/supabase-js';
import type { TestBackend } from '.';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A raw auth API call with the anon key, as supabase-js would send it. */
export function authFetch(backend: TestBackend, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
  if (init.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json;charset=UTF-8');
  }
  headers.set('X-Supabase-Api-Version', '2024-01-01');
  return fetch(`${backend.url}/auth/v1${path}`, { ...init, headers });
}

/** The link of the newest mail to `email` whose subject matches. */
export async function latestLink(backend: TestBackend, email: string, subject: RegExp) {
  // Some mail (password resets) is sent after the reply.
  await backend.context.background.idle();
  const mail = (await backend.mailbox.list(email)).find((m) => subject.test(m.subject));
  const link = mail?.links?.[0];
  if (!mail || !link) throw new Error(`no mail matching ${subject} for ${email}`);
  if (!mail.text.includes(link)) throw new Error(`the mail's text lacks its link ${link}`);
  return link;
}

export interface FollowedLink {
  status: number;
  location: URL;
  fragment: URLSearchParams;
}

/** Opens an email link the way a browser does, without an API key, stopping at the redirect. */
export async function followLink(link: string): Promise<FollowedLink> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('Location') ?? 'about:blank');
  return {
    status: response.status,
    location,
    fragment: new URLSearchParams(location.hash.slice(1)),
  };
}

/**
 * Asks for a password reset of `email` and uses its link both ways, followed in a browser and
 * through verifyOtp: what each answered, for a test to hold to its refusal.
 */
export async function openResetLink(backend: TestBackend, email: string) {
  await backend.client().auth.resetPasswordForEmail(email);
  const link = await latestLink(backend, email, /^Reset/);
  const followed = await followLink(link);
  const verified = await backend.client().auth.verifyOtp({
    type: 'recovery',
    token_hash: new URL(link).searchParams.get('token') ?? '',
  });
  return { followed, verified };
}

/** Signs up and confirms through the emailed link; returns the session of the link. */
export async function createConfirmedUser(
  backend: TestBackend,
  email: string,
  password: string,
  data: Record<string, unknown> = {},
): Promise<Session> {
  const { error } = await backend.client().auth.signUp({ email, password, options: { data } });
  if (error) throw error;
  const { fragment } = await followLink(await latestLink(backend, email, /Confirm/));
  const { data: set, error: setError } = await backend.client().auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  if (setError) throw setError;
  if (!set.session) throw new Error('setSession returned no session');
  return set.session;
}

/** The claims of a JWT, read without verifying it (the server verified it). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
