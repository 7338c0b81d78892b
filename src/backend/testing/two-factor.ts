// Two-factor sign-in in tests: a clock the backend reads and the test moves, and authenticator
// codes computed from a factor's secret with an RFC 6238 library, as a phone app would.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import type { TestAccount } from './accounts';
import type { TestBackend } from './backend';

/** A clock for startTestBackend({ clock: clock.read }) that moves only when told. */
export function testClock(start = Date.now()) {
  let now = start;
  return {
    read: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The code an authenticator app with `secret` (base32) shows at `ms`. */
export function codeAt(secret: string, ms: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ms });
}

/** Sets up an authenticator for the client's user and confirms it: the session ends at aal2. */
export async function enrolAuthenticator(client: SupabaseClient, atMs: number) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  await answerChallenge(client, data.id, data.totp.secret, atMs);
  return { factorId: data.id, secret: data.totp.secret };
}

/** Answers a new challenge of the factor with the code of `atMs`, as the sign-in page does. */
export async function answerChallenge(
  client: SupabaseClient,
  factorId: string,
  secret: string,
  atMs: number,
) {
  const { error } = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: codeAt(secret, atMs),
  });
  if (error) throw error;
}

/** A second device of the same account: signed in with the password only (aal1). */
export async function signInAgain(backend: TestBackend, account: TestAccount) {
  const client = backend.client();
  const { error } = await client.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error) throw error;
  return client;
}
