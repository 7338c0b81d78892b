import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signJwt } from './jwt';

/** The JWT secret and the two API keys signed with it. */
export interface ApiKeys {
  jwtSecret: string;
  /** Long-lived JWT with role anon: the public client key embedded in the app. */
  anonKey: string;
  /** Long-lived JWT with role service_role: bypasses row-level security. Never shipped. */
  serviceRoleKey: string;
}

export interface BackendKeys extends ApiKeys {
  /**
   * 32 bytes: encrypts the secrets the database keeps but must not read: two-factor authenticators'
   * and webhook endpoints' signing secrets (each bound to its row).
   */
  factorKey: Uint8Array<ArrayBuffer>;
  /** 32 bytes: encrypts integration credentials in the database (docs/decisions.md IN1). */
  integrationKey: Uint8Array<ArrayBuffer>;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;
/** A fixed issue time (2026-01-01) makes the keys a pure function of the secret, like Supabase's. */
const KEYS_ISSUED_AT = 1_767_225_600;

/** Makes the two API keys for a JWT secret; the same secret always gives the same keys. */
export async function deriveKeys(jwtSecret: string): Promise<ApiKeys> {
  const sign = (role: 'anon' | 'service_role') =>
    signJwt({ role, iss: 'supabase' }, jwtSecret, TEN_YEARS, KEYS_ISSUED_AT);
  return { jwtSecret, anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}

/** Reads a random secret kept in the data folder (mode 0600), making it on first use. */
function dataFolderSecret(dataDir: string, name: string, bytes: number): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The JWT secret is random per data folder and kept in it, so no two installations share keys and
 * nobody can mint a service-role token from a published default. The factor key sits beside it
 * and apart from the database, so a copy of the database alone reveals no authenticator secret;
 * the integration key likewise for the sources' credentials.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<BackendKeys> {
  const factorKey = new Uint8Array(
    Buffer.from(dataFolderSecret(dataDir, 'factor-key', 32), 'base64url'),
  );
  if (factorKey.length !== 32) throw new Error(`${join(dataDir, 'factor-key')} is not 32 bytes`);
  const integrationKey = new Uint8Array(
    Buffer.from(dataFolderSecret(dataDir, 'integration-key', 32), 'base64url'),
  );
  if (integrationKey.length !== 32) {
    throw new Error(`${join(dataDir, 'integration-key')} is not 32 bytes`);
  }
  return {
    ...(await deriveKeys(dataFolderSecret(dataDir, 'jwt-secret', 48))),
    factorKey,
    integrationKey,
  };
}
