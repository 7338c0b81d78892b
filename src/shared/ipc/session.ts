// The Supabase session, kept by the main process (docs/decisions.md E1). The renderer's supabase-js
// auth storage maps onto these three calls; the fourth tells the renderer whether it survives a
// restart.
import { invokeContract } from './contract';
import { boolean, literal, none, nullable, object, oneOf, string } from './schema';

/** supabase-js keys: `sb-auth-token` and the `-code-verifier` / `-user` keys it derives from it. */
const STORAGE_KEY = string({ min: 4, max: 80, pattern: /^sb-[A-Za-z0-9-]+$/ });
/** A session with a long refresh token and user metadata stays well under this. */
export const MAX_SESSION_VALUE_LENGTH = 64 * 1024;
const STORAGE_VALUE = string({ max: MAX_SESSION_VALUE_LENGTH });

export const sessionGet = invokeContract({
  channel: 'session:get',
  method: 'getSessionItem',
  input: object({ key: STORAGE_KEY }),
  output: nullable(STORAGE_VALUE),
});

export const sessionSet = invokeContract({
  channel: 'session:set',
  method: 'setSessionItem',
  input: object({ key: STORAGE_KEY, value: STORAGE_VALUE }),
  output: none,
});

export const sessionRemove = invokeContract({
  channel: 'session:remove',
  method: 'removeSessionItem',
  input: object({ key: STORAGE_KEY }),
  output: none,
});

/**
 * `persistent: false` when the session can only be kept in memory: Linux offers only the
 * `basic_text` backend (no keyring), or the OS refuses encryption altogether. `lostStoredSession`
 * when a session saved earlier could not be decrypted (the keychain was reset, or another OS
 * user's file): the user must be told to sign in again rather than find themselves signed out.
 */
export const sessionPersistence = invokeContract({
  channel: 'session:persistence',
  method: 'getSessionPersistence',
  input: none,
  output: oneOf(
    object({ persistent: literal(true), lostStoredSession: boolean }),
    object({
      persistent: literal(false),
      reason: oneOf(literal('basic_text'), literal('unavailable')),
    }),
  ),
});
