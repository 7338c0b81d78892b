// Two-factor sign-in through supabase-js's auth.mfa API (docs/product.md#two-factor-sign-in):
// the same calls against hosted Supabase and the embedded backend.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { codeFrom } from '@shared/two-factor';
import { TWO_FACTOR_ERRORS, TwoFactorError, codeErrorMessage } from './two-factor-messages';
import { answer } from '../lib/answer';

type Client = SupabaseClient<Database>;

/** The name authenticator apps show beside the account. */
const ISSUER = 'ComplyReady';
const DEFAULT_NAME = 'Authenticator app';

export interface Authenticator {
  id: string;
  name: string;
  /** ISO 8601. */
  addedAt: string;
}

/**
 * True when the account has a confirmed authenticator this session has not answered a code of
 * yet (aal1, with aal2 to reach): sign-in asks for a code before anything else.
 */
export async function codeNeeded(client: Client): Promise<boolean> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.currentLevel === 'aal1' && data.nextLevel === 'aal2';
}

async function allFactors(client: Client) {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw new TwoFactorError(TWO_FACTOR_ERRORS.other);
  return data;
}

/** The account's confirmed authenticators, oldest first. */
export async function listAuthenticators(client: Client): Promise<Authenticator[]> {
  return (await allFactors(client)).totp.map((factor) => ({
    id: factor.id,
    name: factor.friendly_name || DEFAULT_NAME,
    addedAt: factor.created_at,
  }));
}

/**
 * Checks `text` as a code of the factor (a new challenge, then the code). A right code raises the
 * session to aal2, with new tokens.
 */
export async function verifyCode(client: Client, factorId: string, text: string): Promise<void> {
  const code = codeFrom(text);
  if (!code) throw new TwoFactorError(TWO_FACTOR_ERRORS.incompleteCode);
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw new TwoFactorError(codeErrorMessage(error));
}

/** The sign-in code's authenticator: the account's first confirmed one. */
export async function signInFactorId(client: Client): Promise<string> {
  const [first] = await listAuthenticators(client);
  if (!first) throw new TwoFactorError(TWO_FACTOR_ERRORS.other);
  return first.id;
}

export interface NewAuthenticator {
  factorId: string;
  /** The QR code as an image URL (an SVG document). */
  qrCode: string;
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
}

/**
 * Starts setting up an authenticator app: the QR code and secret to show. An earlier set-up left
 * unconfirmed is dropped first, so starting again always works.
 */
export async function startAuthenticatorSetup(client: Client): Promise<NewAuthenticator> {
  const factors = await allFactors(client);
  for (const factor of factors.all.filter((factor) => factor.status === 'unverified')) {
    await client.auth.mfa.unenroll({ factorId: factor.id });
  }
  const taken = new Set(factors.totp.map((factor) => factor.friendly_name));
  let name = DEFAULT_NAME;
  for (let n = 2; taken.has(name); n++) name = `${DEFAULT_NAME} ${n}`;
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: name,
    issuer: ISSUER,
  });
  if (error) throw new TwoFactorError(TWO_FACTOR_ERRORS.other);
  // auth-js hands the SVG on behind a data-URL prefix without encoding it; a `#` in it would end
  // the URL, so it is encoded again.
  const svg = data.totp.qr_code.slice(data.totp.qr_code.indexOf('<'));
  return {
    factorId: data.id,
    qrCode: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    secret: data.totp.secret,
  };
}

/** Drops a set-up that was not confirmed. */
export async function cancelAuthenticatorSetup(client: Client, factorId: string): Promise<void> {
  await client.auth.mfa.unenroll({ factorId });
}

/**
 * Removes a confirmed authenticator (the session must have used a code), then refreshes the
 * session, whose level drops if that authenticator raised it.
 */
export async function removeAuthenticator(client: Client, factorId: string): Promise<void> {
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) throw new TwoFactorError(TWO_FACTOR_ERRORS.other);
  await client.auth.refreshSession();
}

/** Whether the caller's team requires two-factor sign-in of them (the database decides). */
export async function twoFactorRequired(client: Client): Promise<boolean> {
  return answer(client.rpc('two_factor_required'));
}

/**
 * Ten new recovery codes, replacing the old ones (docs/decisions.md TF1): the database answers
 * them once and keeps only their hashes. Needs a session that used a code.
 */
export async function createRecoveryCodes(client: Client): Promise<string[]> {
  const { data, error } = await client.rpc('create_recovery_codes');
  if (error)
    throw new TwoFactorError(error.code === '42501' ? error.message : TWO_FACTOR_ERRORS.other);
  return data;
}

/** How many of the account's recovery codes are unused. */
export async function recoveryCodesLeft(client: Client): Promise<number> {
  return answer(client.rpc('recovery_codes_left'));
}

/**
 * A recovery code instead of the lost authenticator: the database removes the account's
 * authenticators, and the refreshed session no longer waits for a code.
 */
export async function redeemRecoveryCode(client: Client, text: string): Promise<void> {
  if (text.trim() === '') throw new TwoFactorError(TWO_FACTOR_ERRORS.noRecoveryCode);
  const { error } = await client.rpc('use_recovery_code', { code: text });
  // The database's refusals (P0001) are worded for people.
  if (error)
    throw new TwoFactorError(error.code === 'P0001' ? error.message : TWO_FACTOR_ERRORS.other);
  const refreshed = await client.auth.refreshSession();
  if (refreshed.error) throw new TwoFactorError(TWO_FACTOR_ERRORS.other);
}
