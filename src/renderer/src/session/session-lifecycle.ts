// Restoring and ending a session, without React: the app's session provider and the header of
// prerendered pages (src/renderer/src/islands/static-header.ts) both use them.
import { platform } from '#platform';
import { ProfileUnavailable, completeSignIn, isServerFailure } from './auth-data';
import { clearPendingRecords } from './pending-records';
import { codeNeeded } from './two-factor-data';
import { lockHotline } from '../lib/hotline/key-store';
import { getSupabase, hasStoredSession } from '../lib/supabase';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { forgetRole, rememberRole } from './role-hint';
import type { Profile } from './session-types';

export type RestoredSession =
  | { status: 'signed-out' }
  /** Signed in with the password; the account's authenticator code is still to come. */
  | { status: 'needs-code' }
  | { status: 'signed-in'; profile: Profile }
  /** A session is stored, but the server failed to confirm it or to give its profile. */
  | { status: 'unavailable' };

/**
 * Confirms a stored session, if any, and loads its profile; remembers or forgets its role. A
 * server that fails or cannot be reached signs nobody out: the session and the role stay.
 */
export async function restoreSession(): Promise<RestoredSession> {
  const restored = await confirmStoredSession();
  if (restored.status === 'signed-in') {
    void rememberRole(restored.profile.role);
    void sessionStarted();
  } else if (restored.status === 'signed-out') void forgetRole();
  return restored;
}

let startedEarly: Promise<RestoredSession> | undefined;

/**
 * Starts restoring the stored session before the app's first render (src/renderer/src/main.tsx):
 * the session is confirmed while the page renders, not after.
 */
export function startRestoring(): void {
  startedEarly = restoreSession();
}

/** The restore started early, the first time it is asked for; a new one otherwise. */
export function takeRestore(): Promise<RestoredSession> {
  const started = startedEarly;
  startedEarly = undefined;
  return started ?? restoreSession();
}

async function confirmStoredSession(): Promise<RestoredSession> {
  if (!(await hasStoredSession())) return { status: 'signed-out' };
  const client = await getSupabase();
  const { data, error } = await client.auth.getSession();
  // An expired session whose refresh did not reach the server is still stored.
  if (error && isServerFailure(error.status)) return { status: 'unavailable' };
  const user = data.session?.user;
  if (!user) return { status: 'signed-out' };
  try {
    // Each step in a task of its own: together, with the client's making, they were one long
    // task while the page renders (docs/architecture.md#performance-goals).
    await yieldToBrowser();
    if (await codeNeeded(client)) return { status: 'needs-code' };
    await yieldToBrowser();
    return { status: 'signed-in', profile: await completeSignIn(client, user.id) };
  } catch (failure) {
    if (failure instanceof ProfileUnavailable) return { status: 'unavailable' };
    await client.auth.signOut({ scope: 'local' });
    return { status: 'signed-out' };
  }
}

/**
 * Set while the session was ended by the user (Sign Out, or giving up a sign-in), in this tab or
 * another one (device storage is shared; supabase-js tells the other tabs once the server has
 * been told, so the mark is there first). Without it, a session that ends under a signed-in page
 * was ended by the server: docs/product.md#general-behaviour's notice follows.
 */
const ENDED_BY_USER_KEY = 'session-ended-by-user';

export async function endedByUser(): Promise<boolean> {
  return (await platform.preferences.get(ENDED_BY_USER_KEY)) !== null;
}

/** A new session has started: whatever ends it next was not the user's doing until they say so. */
export function sessionStarted(): Promise<void> {
  return platform.preferences.remove(ENDED_BY_USER_KEY);
}

/**
 * docs/product.md#signed-out: ends the session on every device and forgets the user, the role and
 * the pending sign-up records. When the server cannot be told, this device forgets the session
 * all the same.
 */
export async function endSession(): Promise<void> {
  await platform.preferences.set(ENDED_BY_USER_KEY, 'true');
  const client = await getSupabase();
  const { error } = await client.auth.signOut({ scope: 'global' });
  if (error) await client.auth.signOut({ scope: 'local' });
  clearPendingRecords();
  lockHotline();
  await forgetRole();
}

/**
 * Gives up a sign-in that waits for its code: this session ends on the server and the device,
 * the account's other sessions stay.
 */
export async function endPendingSignIn(): Promise<void> {
  await platform.preferences.set(ENDED_BY_USER_KEY, 'true');
  const client = await getSupabase();
  await client.auth.signOut({ scope: 'local' });
}
