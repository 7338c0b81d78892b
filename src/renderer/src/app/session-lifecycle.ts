// Restoring and ending a session, without React: the app's session provider and the header of
// prerendered pages (src/renderer/src/islands/static-header.ts) both use them.
import { completeSignIn } from '../features/auth/data';
import { clearPendingRecords } from '../features/auth/pending-records';
import { getSupabase, hasStoredSession } from '../lib/supabase';
import { forgetRole, rememberRole } from './role-hint';
import type { Profile } from './session-types';

export type RestoredSession = { status: 'signed-out' } | { status: 'signed-in'; profile: Profile };

/** Confirms a stored session, if any, and loads its profile; remembers or forgets its role. */
export async function restoreSession(): Promise<RestoredSession> {
  const restored = await confirmStoredSession();
  if (restored.status === 'signed-in') void rememberRole(restored.profile.role);
  else void forgetRole();
  return restored;
}

async function confirmStoredSession(): Promise<RestoredSession> {
  if (!(await hasStoredSession())) return { status: 'signed-out' };
  const client = await getSupabase();
  const { data } = await client.auth.getSession();
  const user = data.session?.user;
  if (!user) return { status: 'signed-out' };
  try {
    return { status: 'signed-in', profile: await completeSignIn(client, user.id) };
  } catch {
    await client.auth.signOut({ scope: 'local' });
    return { status: 'signed-out' };
  }
}

/**
 * docs/product.md#signed-out: ends the session on every device and forgets the user, the role and
 * the pending sign-up records.
 */
export async function endSession(): Promise<void> {
  const client = await getSupabase();
  await client.auth.signOut({ scope: 'global' });
  clearPendingRecords();
  await forgetRole();
}
