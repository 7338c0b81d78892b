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

/** The parts of Electron's `safeStorage` the store uses: the asynchronous API. */
export interface SafeStorageLike {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
  /** Linux only: which secret store backs the key. */
  getSelectedStorageBackend?(): string;
}

export type SessionPersistence =
  | { persistent: true; lostStoredSession: boolean }
  | { persistent: false; reason: 'basic_text' | 'unavailable' };

export interface SessionStore {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  /** Forgets every item (another backend was chosen: its sessions mean nothing there). */
  clear(): Promise<void>;
  persistence(): Promise<SessionPersistence>;
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

type KeyringState =
  { persistent: true } | { persistent: false; reason: 'basic_text' | 'unavailable' };

/**
 * Whether the session may be written to disk. On Linux, `basic_text` means the key is a constant
 * built into Chromium (no keyring found), so its "ciphertext" protects nothing: memory only.
 * `unknown` means the backend is not decided yet (before `ready`), so it is not trusted either.
 */
export async function keyringState(
  safeStorage: SafeStorageLike,
  platform: string,
): Promise<KeyringState> {
  const available = await safeStorage.isAsyncEncryptionAvailable().catch(() => false);
  if (!available) return { persistent: false, reason: 'unavailable' };
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
  let state: Promise<KeyringState> | undefined;
  const keyring = () => (state ??= keyringState(safeStorage, platform));
  let items: Promise<Map<string, string>> | undefined;
  let lostStoredSession = false;
  // Writes run one after another, each with the latest items.
  let queue: Promise<void> = Promise.resolve();

  async function readStored(): Promise<Map<string, string>> {
    const loaded = new Map<string, string>();
    if (!(await keyring()).persistent) return loaded;
    let encrypted: Buffer;
    try {
      encrypted = await readFile(file);
    } catch {
      return loaded; // Never signed in on this computer (or the file is unreadable): signed out.
    }
    try {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(encrypted);
      const decrypted: unknown = JSON.parse(result);
      if (!isStringRecord(decrypted)) throw new TypeError('not a string record');
      for (const [key, value] of Object.entries(decrypted)) loaded.set(key, value);
      // The keychain's key has been rotated: write it again under the new one.
      if (shouldReEncrypt) void enqueue(() => undefined);
    } catch {
      // Another OS user's key, a keychain that was reset, a damaged file: it will never decrypt.
      // Start signed out, say so to the user, and remove it.
      lostStoredSession = true;
      log(
        'The stored session could not be decrypted and was discarded; the user must sign in again.',
      );
      await rm(file, { force: true }).catch(() => undefined);
    }
    return loaded;
  }

  const load = () => (items ??= readStored());

  async function persist(current: Map<string, string>): Promise<void> {
    if (!(await keyring()).persistent) return;
    if (current.size === 0) {
      await rm(file, { force: true });
      return;
    }
    const ciphertext = await safeStorage.encryptStringAsync(
      JSON.stringify(Object.fromEntries(current)),
    );
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
        const current = await load();
        change(current);
        await persist(current);
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
    setItem: (key, value) =>
      enqueue((current) => {
        // A new sign-in: the lost session has been replaced, nothing more to tell.
        lostStoredSession = false;
        current.set(key, value);
      }),
    removeItem: (key) => enqueue((current) => current.delete(key)),
    clear: () => enqueue((current) => current.clear()),
    async persistence() {
      const state = await keyring();
      if (!state.persistent) return state;
      await load();
      return { persistent: true, lostStoredSession };
    },
  };
}
