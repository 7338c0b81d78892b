// Data access for accounts: plain async functions over the one supabase-js client.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PROFILE_COLUMNS, type Profile } from '../../app/session-types';
import { getSupabase } from '../../lib/supabase';
import { platform } from '#platform';
import {
  ALREADY_REGISTERED,
  signInErrorMessage,
  signUpErrorMessage,
  SIGN_IN_ERRORS,
} from './error-messages';
import { clearPendingRecords, pendingSignupArguments } from './pending-records';

export class UserFacingError extends Error {}

export async function loadProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error } = await client
    .from('users')
    .select(PROFILE_COLUMNS)
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new UserFacingError(SIGN_IN_ERRORS.other);
  return data as Profile | null;
}

/**
 * docs/product.md#first-sign-in and docs/decisions.md F2: on the first sign-in the server completes
 * the profile from the sign-up metadata (the pending records are a fallback); every sign-in stamps
 * last_seen_at.
 */
export async function completeSignIn(client: SupabaseClient, userId: string): Promise<Profile> {
  let profile = await loadProfile(client, userId);
  if (!profile) {
    const { error } = await client.rpc('complete_signup', pendingSignupArguments());
    if (error) throw new UserFacingError(signInErrorMessage(error));
    profile = await loadProfile(client, userId);
    if (!profile) throw new UserFacingError(SIGN_IN_ERRORS.profileNotFound);
  }
  clearPendingRecords();
  await client.rpc('record_last_seen');
  return (await loadProfile(client, userId)) ?? profile;
}

/**
 * Signs in with a password and completes the profile; throws UserFacingError with the text of
 * docs/product.md#error-messages.
 */
export async function signInWithPassword(email: string, password: string): Promise<Profile> {
  const client = await getSupabase();
  const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
  if (error || !data.user) throw new UserFacingError(signInErrorMessage(error ?? {}));
  try {
    return await completeSignIn(client, data.user.id);
  } catch (failure) {
    // Leave no half-signed-in state behind: the next attempt starts clean.
    await client.auth.signOut({ scope: 'local' });
    throw failure;
  }
}

export type SignUpOutcome =
  | { kind: 'created' }
  | { kind: 'already-registered' }
  | { kind: 'failed'; error: { message?: string; code?: string } };

/**
 * Creates an account whose profile the server completes at first sign-in from `data`
 * (docs/decisions.md F2). The confirmation link leads back to sign-in. Network failures throw.
 */
export async function createAccount(
  email: string,
  password: string,
  data: Record<string, string>,
): Promise<SignUpOutcome> {
  const client = await getSupabase();
  const { data: created, error } = await client.auth.signUp({
    email: email.trim(),
    password,
    options: { data, emailRedirectTo: platform.authRedirectUrl('/signin') },
  });
  if (error) {
    return signUpErrorMessage(error) === ALREADY_REGISTERED
      ? { kind: 'already-registered' }
      : { kind: 'failed', error };
  }
  // Supabase answers a sign-up of a confirmed address with a user that has no identities.
  return created.user?.identities?.length === 0
    ? { kind: 'already-registered' }
    : { kind: 'created' };
}
