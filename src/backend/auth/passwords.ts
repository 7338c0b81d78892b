// The one module that hashes and compares passwords (docs/threat-model.md, "Password hashing").
import bcrypt from 'bcrypt';
import { validationFailed, weakPassword } from './errors';

export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt ignores everything after 72 bytes; refuse longer passwords instead of truncating. */
const MAX_PASSWORD_BYTES = 72;
const BCRYPT_COST = 10;

/** Throws the GoTrue error for a password that may not be set. */
export function checkNewPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
}

/** `cost` is lower only in tests, which make many accounts. */
export function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash. Without a hash (unknown user, or a user without a
 * password) it still runs bcrypt against a dummy hash, so response times do not reveal which
 * email addresses have accounts.
 */
export async function passwordMatches(password: string, hash: string | null | undefined) {
  if (hash) return bcrypt.compare(password, hash);
  dummyHash ??= bcrypt.hash('not-a-real-password', BCRYPT_COST);
  await bcrypt.compare(password, await dummyHash);
  return false;
}
