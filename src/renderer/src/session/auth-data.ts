// Data access for accounts: plain async functions over the one supabase-js client.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { PROFILE_COLUMNS, isRole, type Profile } from './session-types';
import { getSupabase } from '../lib/supabase';
import { platform } from '#platform';
import { codeNeeded, redeemRecoveryCode, signInFactorId, verifyCode } from './two-factor-data';
import {
  ALREADY_REGISTERED,
  signInErrorMessage,
  signUpErrorMessage,
  SIGN_IN_ERRORS,
} from './auth-error-messages';
import {
  clearPendingRecords,
  pendingInvitation,
  pendingSignupArguments,
  type CompleteSignupArguments,
} from './pending-records';
import { answer } from '../lib/answer';

export class UserFacingError extends Error {}

/**
 * The account's profile could not be read because the server failed or could not be reached:
 * the session itself is fine, so it is kept, and the page offers to try again
 * (docs/product.md#first-sign-in, "We could not load your account").
 */
export class ProfileUnavailable extends UserFacingError {
  constructor() {
    super(SIGN_IN_ERRORS.other);
  }
}

/**
 * A failed request that says nothing about the account: no answer at all (status 0) or a server
 * error. A refused token (401, 403) or a refused request is about the account.
 */
export function isServerFailure(status: number | undefined): boolean {
  return status !== undefined && (status === 0 || status === 408 || status >= 500);
}

/**
 * The account is confirmed but its profile cannot be made from what sign-up stored (a blank
 * name, no team, an invite link that no longer works): the page asks for the missing details
 * instead of leaving the account unusable (docs/decisions.md S2).
 */
export class MissingDetails extends Error {
  constructor(
    readonly missing: 'full_name' | 'team',
    /** The invite code given was not valid (it may have been rotated). */
    readonly invalidInvite = false,
  ) {
    super('Missing signup metadata');
  }
}

export interface AccountDetails {
  fullName: string;
  companyName?: string;
  inviteCode?: string;
}

/** Runs complete_signup; MissingDetails when the server lacks something it needs. */
async function createProfile(client: SupabaseClient<Database>, args: CompleteSignupArguments) {
  const { data, error, status } = await client.rpc('complete_signup', args);
  if (error && isServerFailure(status)) throw new ProfileUnavailable();
  if (error?.message === 'Missing signup metadata') {
    throw new MissingDetails(error.details === 'full_name' ? 'full_name' : 'team');
  }
  // Too many wrong invite codes: the server's words say when to try again.
  if (error?.code === 'PT429') throw new UserFacingError(error.message);
  if (error) throw new UserFacingError(signInErrorMessage(error));
  // A wrong invite code creates nothing and answers a row of nulls (so the guess is counted),
  // which the row type of the generated types cannot say.
  if (!data?.id) throw new MissingDetails('team', true);
}

/** Joins the team of an emailed invitation; the database checks the address and the expiry. */
export async function acceptInvitation(
  client: SupabaseClient<Database>,
  token: string,
  fullName: string | null,
): Promise<void> {
  const { error } = await client.rpc('accept_invitation', {
    token,
    ...(fullName ? { full_name: fullName } : {}),
  });
  if (error) throw new UserFacingError(error.message);
}

export async function loadProfile(
  client: SupabaseClient<Database>,
  userId: string,
): Promise<Profile | null> {
  const [{ data, error, status }, required, level] = await Promise.all([
    client.from('users').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle(),
    client.rpc('two_factor_required'),
    client.auth.mfa.getAuthenticatorAssuranceLevel(),
  ]);
  const failure = error ?? required.error;
  if (failure && isServerFailure(error ? status : required.status)) throw new ProfileUnavailable();
  if (failure || level.error) throw new UserFacingError(SIGN_IN_ERRORS.other);
  if (!data) return null;
  const { role } = data;
  if (!isRole(role)) throw new UserFacingError(SIGN_IN_ERRORS.other);
  // Required, and no confirmed authenticator to reach aal2 with.
  const mustSetUpTwoFactor = required.data === true && level.data.nextLevel !== 'aal2';
  return { ...data, role, mustSetUpTwoFactor };
}

/**
 * docs/product.md#first-sign-in and docs/decisions.md F2: on the first sign-in the server completes
 * the profile from the sign-up metadata (the pending records are a fallback); every sign-in stamps
 * last_seen_at.
 */
export async function completeSignIn(
  client: SupabaseClient<Database>,
  userId: string,
): Promise<Profile> {
  // The server stamps the time; no page reads it back from the session's profile, so nothing
  // waits for it. It goes out beside the profile's read, not beside the page's first requests,
  // which over HTTP/1.1 need every one of the browser's six connections to the API
  // (docs/architecture.md#performance-goals). supabase-js sends a request once `then` is called.
  const recordLastSeen = () => void client.rpc('record_last_seen').then();
  recordLastSeen();
  let profile = await loadProfile(client, userId);
  if (!profile) {
    // Signed up from an emailed invitation: the invitation makes the profile (SC1).
    const metadata = (await client.auth.getSession()).data.session?.user.user_metadata ?? {};
    const invitation =
      typeof metadata['invitation'] === 'string'
        ? { token: metadata['invitation'], fullName: String(metadata['full_name'] ?? '') }
        : pendingInvitation();
    const joined = invitation
      ? await acceptInvitation(client, invitation.token, invitation.fullName).then(
          () => true,
          // Expired or revoked meanwhile: the account is asked for a team like any other.
          () => false,
        )
      : false;
    if (!joined) await createProfile(client, pendingSignupArguments());
    profile = await loadProfile(client, userId);
    if (!profile) throw new UserFacingError(SIGN_IN_ERRORS.profileNotFound);
    // The first stamp found no profile to stamp.
    recordLastSeen();
  }
  clearPendingRecords();
  return profile;
}

/** Where a password sign-in stands: done, or waiting for a code from the authenticator app. */
export type SignInOutcome = { kind: 'signed-in'; profile: Profile } | { kind: 'needs-code' };

/** Completes the profile of a session that passed every step of signing in. */
async function finishSignIn(client: SupabaseClient<Database>, userId: string): Promise<Profile> {
  try {
    return await completeSignIn(client, userId);
  } catch (failure) {
    // Missing details are asked for while signed in, and a profile the server could not give
    // is asked for again; anything else leaves no half-signed-in state behind, so the next
    // attempt starts clean.
    if (!(failure instanceof MissingDetails || failure instanceof ProfileUnavailable)) {
      await client.auth.signOut({ scope: 'local' });
    }
    throw failure;
  }
}

/**
 * Signs in with a password and completes the profile, unless the account has an authenticator:
 * then a code comes first (docs/product.md#two-factor-sign-in). Throws UserFacingError with the
 * text of docs/product.md#error-messages.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  const client = await getSupabase();
  const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
  if (error || !data.user) throw new UserFacingError(signInErrorMessage(error ?? {}));
  if (await codeNeeded(client)) return { kind: 'needs-code' };
  return { kind: 'signed-in', profile: await finishSignIn(client, data.user.id) };
}

/**
 * The second step: a code from the authenticator app raises the session to aal2, then the
 * profile is completed. A wrong code throws TwoFactorError and leaves the session waiting.
 */
export async function signInWithCode(code: string): Promise<Profile> {
  const client = await getSupabase();
  await verifyCode(client, await signInFactorId(client), code);
  const { data } = await client.auth.getSession();
  if (!data.session) throw new UserFacingError(SIGN_IN_ERRORS.other);
  return finishSignIn(client, data.session.user.id);
}

/** Signs in with a recovery code instead of the lost authenticator's code (docs/decisions.md TF1). */
export async function signInWithRecoveryCode(code: string): Promise<Profile> {
  const client = await getSupabase();
  await redeemRecoveryCode(client, code);
  const { data } = await client.auth.getSession();
  if (!data.session) throw new UserFacingError(SIGN_IN_ERRORS.other);
  return finishSignIn(client, data.session.user.id);
}

/**
 * The name of the team an invite code belongs to, and nothing else (docs/decisions.md F3:
 * anonymous visitors learn only that, through a function). Null for an unknown code.
 */
export async function getTeamNameForInvite(
  client: SupabaseClient<Database>,
  inviteCode: string,
  signal: AbortSignal,
): Promise<string | null> {
  const data = await answer(
    client.rpc('team_name_for_invite', { invite_code: inviteCode }).abortSignal(signal),
  );
  // The function answers null for an unknown code, which its generated type does not say.
  return typeof data === 'string' && data !== '' ? data : null;
}

/** The invite code in a pasted invite link (`…/team/<code>`), or the text itself. */
export function inviteCodeFrom(text: string): string {
  const trimmed = text.trim();
  const match = /\/team\/([A-Za-z0-9_-]+)\/?$/.exec(trimmed);
  return match?.[1] ?? trimmed;
}

/** Completes the profile of the signed-in account with the details the page asked for. */
export async function finishAccount(details: AccountDetails): Promise<Profile> {
  const client = await getSupabase();
  const { data } = await client.auth.getUser();
  if (!data.user) throw new UserFacingError(SIGN_IN_ERRORS.other);
  await createProfile(client, {
    full_name: details.fullName.trim(),
    ...(details.inviteCode ? { invite_code: inviteCodeFrom(details.inviteCode) } : {}),
    ...(details.companyName ? { company_name: details.companyName.trim() } : {}),
  });
  return completeSignIn(client, data.user.id);
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
  confirmedPath = '/signin',
): Promise<SignUpOutcome> {
  const client = await getSupabase();
  const { data: created, error } = await client.auth.signUp({
    email: email.trim(),
    password,
    options: { data, emailRedirectTo: platform.authRedirectUrl(confirmedPath) },
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
