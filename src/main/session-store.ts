import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The Supabase session at rest (docs/decisions.md E1, docs/threat-model.md #15). supabase-js's auth
 * storage arrives here over IPC; the main process keeps the items in memory and, when the OS offers
 * real encryption, writes them encrypted with Electron's `safeStorage` (its key in the macOS
 * Keychain, Windows DPAPI, or the Linux Secret Service) to one 0600 file in the user-data folder.
 * Nothing but ciphertext is ever written.
 */

/** The parts of Electron's `safeStorage` the store uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which secret store backs the key. */
  getSelectedStorageBackend?(): string;
}

export type SessionPersistence =
  { persistent: true } | { persistent: false; reason: 'basic_text' | 'unavailable' };

export interface SessionStore {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  persistence(): SessionPersistence;
}

export interface SessionStoreOptions {
  safeStorage: SafeStorageLike;
  /** The encrypted file, e.g. `<userData>/session.bin`. */
  file: string;
  /** `process.platform`. */
  platform: string;
  /** Told when an unreadable file is discarded or a write fails. */
  log?(message: string): void;
}

export const SESSION_FILE_NAME = 'session.bin';

/**
 * Whether the session may be written to disk. On Linux, `basic_text` means the key is a constant
 * built into Chromium (no keyring found), so its "ciphertext" protects nothing: memory only.
 * `unknown` means the backend is not decided yet (before `ready`), so it is not trusted either.
 */
export function sessionPersistence(
  safeStorage: SafeStorageLike,
  platform: string,
): SessionPersistence {
  if (!safeStorage.isEncryptionAvailable()) return { persistent: false, reason: 'unavailable' };
  if (platform === 'linux') {
    const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
    if (backend === 'basic_text' || backend === 'unknown') {
      return { persistent: false, reason: 'basic_text' };
    }
  }
  return { persistent: true };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { safeStorage, file, platform, log = () => undefined } = options;
  const persistence = sessionPersistence(safeStorage, platform);
  let items: Map<string, string> | undefined;
  // Writes run one after another, each with the latest items.
  let queue: Promise<void> = Promise.resolve();

  async function load(): Promise<Map<string, string>> {
    if (items) return items;
    const loaded = new Map<string, string>();
    if (persistence.persistent) {
      try {
        const decrypted: unknown = JSON.parse(safeStorage.decryptString(await readFile(file)));
        if (isStringRecord(decrypted)) {
          for (const [key, value] of Object.entries(decrypted)) loaded.set(key, value);
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          // Unreadable (another OS user's key, a damaged file): start signed out, remove it.
          log('The stored session could not be read and was discarded.');
          await rm(file, { force: true }).catch(() => undefined);
        }
      }
    }
    items ??= loaded;
    return items;
  }

  async function persist(): Promise<void> {
    if (!persistence.persistent || !items) return;
    if (items.size === 0) {
      await rm(file, { force: true });
      return;
    }
    const ciphertext = safeStorage.encryptString(JSON.stringify(Object.fromEntries(items)));
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    // A fresh file (mode 0600 from creation), renamed over the old one: never half-written,
    // never readable by others, even if the old file had other permissions.
    const temporary = join(
      dirname(file),
      `.${SESSION_FILE_NAME}.${randomBytes(6).toString('hex')}`,
    );
    try {
      await writeFile(temporary, ciphertext, { mode: 0o600, flag: 'wx' });
      await chmod(temporary, 0o600);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** A change applies in memory at once; a failed write is logged and the session lives on. */
  function enqueue(change: (current: Map<string, string>) => void): Promise<void> {
    queue = queue
      .then(async () => {
        change(await load());
        await persist();
      })
      .catch((error: unknown) => {
        log(`The session could not be saved: ${String(error)}`);
      });
    return queue;
  }

  return {
    async getItem(key) {
      await queue;
      return (await load()).get(key) ?? null;
    },
    setItem: (key, value) => enqueue((current) => current.set(key, value)),
    removeItem: (key) => enqueue((current) => current.delete(key)),
    persistence: () => persistence,
  };
}
