// Starts a real embedded backend for integration tests: a fresh database (in-memory PGlite, or
// a new database on the PostgreSQL server of DATABASE_URL), a random JWT secret, port 0.
import { randomBytes } from 'node:crypto';
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import pg from 'pg';
import type { Database } from './db/database';
import { openPglite } from './db/pglite';
import { openPostgres } from './db/postgres';
import { deriveKeys } from './keys';
import { scaledRateLimits, type RateLimits } from './rate-limit';
import { startBackend, type RunningBackend } from './server';

export interface TestBackend extends RunningBackend {
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  /** A supabase-js client with no persisted session, as a fresh browser would have. */
  client(key?: string): SupabaseClient;
}

type WebSocketConstructor = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/** supabase-js builds its realtime client eagerly, and Node 20 has no WebSocket to give it. */
const noWebSocket = function refuseWebSocket() {
  throw new Error('Tests open no realtime connection');
} as unknown as WebSocketConstructor;

/** Options of a supabase-js client in Node: no stored session, as a fresh browser would have. */
export const nodeClientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: noWebSocket },
} satisfies SupabaseClientOptions<'public'>;

/** A new, empty database on the PostgreSQL server at `serverUrl`, dropped by `drop`. */
export async function createTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `complyready_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function freshPostgres(
  serverUrl: string,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  const database = await createTestDatabase(serverUrl);
  const db = await openPostgres(database.url);
  return {
    db,
    drop: async () => {
      await db.close();
      await database.drop();
    },
  };
}

export async function startTestBackend(
  options: {
    rateLimits?: Partial<RateLimits>;
    log?: (line: string) => void;
    emailConfirmation?: boolean;
    /** Serve this built website too (browser tests that need their own data). */
    webRoot?: string;
  } = {},
): Promise<TestBackend> {
  const databaseUrl = process.env['DATABASE_URL'];
  const { db, drop } = databaseUrl
    ? await freshPostgres(databaseUrl)
    : await openPglite().then((db) => ({ db, drop: () => db.close() }));
  const keys = await deriveKeys(randomBytes(32).toString('base64url'));
  const backend = await startBackend({
    db,
    keys,
    port: 0,
    // Every limit multiplied, so only tests that measure a limit ever reach one.
    rateLimits: { ...scaledRateLimits(1000), ...options.rateLimits },
    log: options.log ?? (() => undefined),
    ...(options.emailConfirmation === undefined
      ? {}
      : { emailConfirmation: options.emailConfirmation }),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  return {
    ...backend,
    db,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    client: (key = keys.anonKey) => createClient(backend.url, key, nodeClientOptions),
    close: async () => {
      await backend.close();
      await drop();
    },
  };
}
