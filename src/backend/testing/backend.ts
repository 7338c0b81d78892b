// Starts a real embedded backend for integration tests: a fresh database (in-memory PGlite, or
// a new database on the PostgreSQL server of DATABASE_URL), a random JWT secret, port 0.
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { BackendBilling, BackendContext } from '../context';
import type { Database } from '../db/database';
import type { Mailbox } from '../mail/mailbox';
import { scaledRateLimits, type RateLimits } from '../rate-limit';
import { freshDatabase, randomKeys } from './database';
import { startBackend, type BackendOptions, type RunningBackend } from '../server';

export interface TestBackend extends RunningBackend {
  /** Tests always keep mail in the local mailbox. */
  mailbox: Mailbox;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  /** A supabase-js client with no persisted session, as a fresh browser would have. */
  client(key?: string): SupabaseClient;
  /** A client with the service role key: what a trusted server uses. */
  service: SupabaseClient;
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

export async function startTestBackend(
  options: {
    rateLimits?: Partial<RateLimits>;
    log?: (line: string) => void;
    emailConfirmation?: boolean;
    /** Serve this built website too (browser tests that need their own data). */
    webRoot?: string;
    publicUrl?: string;
    clock?: () => number;
    /** Stripe billing (src/backend/testing/stripe.ts); off when absent, as without its env vars. */
    billing?: BackendBilling;
    /** How often webhook deliveries go out; tests run them themselves, so hourly by default. */
    webhookIntervalMs?: number;
    /** DNS TXT records the backend sees (SSO domain verification); none when absent. */
    resolveTxt?: (name: string) => Promise<string[][]>;
    oauthProviders?: BackendContext['oauthProviders'];
    /** GITHUB_API_URL and the like: the integration sources' test peers. */
    integrationApiUrls?: Record<string, string>;
  } = {},
): Promise<TestBackend> {
  const backend = await startFreshBackend({
    // Every limit multiplied, so only tests that measure a limit ever reach one.
    rateLimits: { ...scaledRateLimits(1000), ...options.rateLimits },
    log: options.log ?? (() => undefined),
    ...(options.emailConfirmation === undefined
      ? {}
      : { emailConfirmation: options.emailConfirmation }),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.billing ? { billing: options.billing } : {}),
    webhookIntervalMs: options.webhookIntervalMs ?? 3_600_000,
    // Tests never ask the network's DNS.
    resolveTxt: options.resolveTxt ?? (() => Promise.resolve([])),
    ...(options.oauthProviders ? { oauthProviders: options.oauthProviders } : {}),
    ...(options.integrationApiUrls ? { integrationApiUrls: options.integrationApiUrls } : {}),
  });
  const { mailbox } = backend;
  if (!mailbox) throw new Error('a test backend keeps its mail in the local mailbox');
  return { ...backend, mailbox };
}

/** A backend on a fresh database with random keys, on port 0; closing it closes the database. */
export async function startFreshBackend(
  options: Omit<BackendOptions, 'db' | 'keys' | 'port'>,
): Promise<Omit<TestBackend, 'mailbox'> & Pick<RunningBackend, 'mailbox'>> {
  const db = await freshDatabase();
  const keys = await randomKeys();
  const backend = await startBackend({ ...options, db, keys, port: 0 });
  return {
    ...backend,
    db,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    client: (key = keys.anonKey) => createClient(backend.url, key, nodeClientOptions),
    service: createClient(backend.url, keys.serviceRoleKey, nodeClientOptions),
    close: async () => {
      await backend.close();
      await db.close();
    },
  };
}
