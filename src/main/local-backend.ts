// "Run on this computer": the embedded backend of src/backend inside the app's main process, API
// only (no website), on the loopback address, with its data in the user-data folder. No Electron
// import: the built file is started under plain Node in the tests, exactly as the app starts it.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openPglite } from '../backend/db/pglite';
import { loadOrCreateKeys } from '../backend/keys';
import { seedIfNeeded } from '../backend/seed';
import { startBackend } from '../backend/server';

/** Loopback only: nobody else on the network can reach the local backend. */
export const LOCAL_BACKEND_HOST = '127.0.0.1';
/** The folder inside the user-data folder that holds the database and the JWT secret. */
export const LOCAL_BACKEND_FOLDER = 'backend';

export interface LocalBackend {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  anonKey: string;
  stop(): Promise<void>;
}

export interface LocalBackendOptions {
  /** The app's user-data folder. */
  userData: string;
  /** One line at a time, for the log file. */
  log(line: string): void;
  /** A fixed port for tests; 0 (any free port) by default. */
  port?: number;
}

export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const dataDir = join(options.userData, LOCAL_BACKEND_FOLDER);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const db = await openPglite(join(dataDir, 'pglite'));
  try {
    const backend = await startBackend({
      db,
      keys: await loadOrCreateKeys(dataDir),
      host: LOCAL_BACKEND_HOST,
      port: options.port ?? 0,
      // Everyone who uses it sits at this computer, and no email leaves it: confirming an
      // address would only lock people out.
      emailConfirmation: false,
      log: options.log,
      storageDir: join(dataDir, 'storage'),
    });
    // The published training catalogue, as `npm start` loads it.
    await seedIfNeeded(db);
    let stopped: Promise<void> | undefined;
    return {
      url: backend.url,
      anonKey: backend.context.keys.anonKey,
      stop: () => (stopped ??= backend.close().then(() => db.close())),
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
