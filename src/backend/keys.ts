import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signJwt } from './jwt';

export interface BackendKeys {
  jwtSecret: string;
  /** Long-lived JWT with role anon: the public client key embedded in the app. */
  anonKey: string;
  /** Long-lived JWT with role service_role: bypasses row-level security. Never shipped. */
  serviceRoleKey: string;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;
/** A fixed issue time (2026-01-01) makes the keys a pure function of the secret, like Supabase's. */
const KEYS_ISSUED_AT = 1_767_225_600;

/** Makes the two API keys for a JWT secret; the same secret always gives the same keys. */
export async function deriveKeys(jwtSecret: string): Promise<BackendKeys> {
  const sign = (role: 'anon' | 'service_role') =>
    signJwt({ role, iss: 'supabase' }, jwtSecret, TEN_YEARS, KEYS_ISSUED_AT);
  return { jwtSecret, anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}

/**
 * The JWT secret is random per data folder and kept in it (mode 0600), so no two installations
 * share keys and nobody can mint a service-role token from a published default.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<BackendKeys> {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return deriveKeys(readFileSync(file, 'utf8').trim());
}
