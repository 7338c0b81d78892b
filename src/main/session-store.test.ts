import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_FILE_NAME,
  createSessionStore,
  keyringState,
  type SafeStorageLike,
} from './session-store';

/**
 * A stand-in for Electron's asynchronous safeStorage API: real AES-256-GCM under a key held only
 * in memory (another instance: another OS user, or a keychain that was reset).
 */
function fakeSafeStorage(backend = 'gnome_libsecret', available = true) {
  const key = randomBytes(32);
  const storage = {
    isAsyncEncryptionAvailable: vi.fn(() => Promise.resolve(available)),
    getSelectedStorageBackend: vi.fn(() => backend),
    encryptStringAsync: vi.fn((plainText: string) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Promise.resolve(Buffer.concat([Buffer.from('v10'), iv, cipher.getAuthTag(), body]));
    }),
    decryptStringAsync: vi.fn(async (encrypted: Buffer) => {
      await Promise.resolve();
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(3, 15));
      decipher.setAuthTag(encrypted.subarray(15, 31));
      const result = Buffer.concat([
        decipher.update(encrypted.subarray(31)),
        decipher.final(),
      ]).toString('utf8');
      return { result, shouldReEncrypt: false };
    }),
  } satisfies SafeStorageLike;
  return storage;
}

const KEY = 'sb-auth-token';
const CANARY = 'CANARY-refresh-token-5f1e0c7d';

/** A realistic supabase-js session of about 5 KB, with the canary as its refresh token. */
function fiveKilobyteSession(): string {
  const session = JSON.stringify({
    access_token: `eyJhbGciOiJIUzI1NiJ9.${'x'.repeat(1200)}.sig`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: 1_767_229_200,
    refresh_token: CANARY,
    user: {
      id: '6f1c1d7e-1111-4222-8333-944445555666',
      email: 'ada@example.com',
      user_metadata: {
        full_name: 'Ada Admin',
        company_name: 'Example Ltd',
        notes: 'y'.repeat(3800),
      },
    },
  });
  expect(session.length).toBeGreaterThan(5 * 1024);
  return session;
}

let folder: string;
let file: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'complyready-session-'));
  file = join(folder, SESSION_FILE_NAME);
});

describe('session store with a keyring (docs/threat-model.md #15)', () => {
  it('writes only ciphertext: the plaintext canary never appears in the file', async () => {
    const store = createSessionStore({ safeStorage: fakeSafeStorage(), file, platform: 'linux' });
    await store.setItem(KEY, fiveKilobyteSession());
    const onDisk = await readFile(file);
    expect(onDisk.length).toBeGreaterThan(5 * 1024);
    expect(onDisk.includes(CANARY)).toBe(false);
    expect(onDisk.toString('latin1')).not.toContain(CANARY);
    expect(onDisk.toString('utf16le')).not.toContain(CANARY);
    expect(onDisk.toString('base64')).not.toContain(Buffer.from(CANARY).toString('base64'));
    expect(onDisk.toString('latin1')).not.toContain('ada@example.com');
  });

  it('round-trips a 5 KB session across a restart', async () => {
    const safeStorage = fakeSafeStorage();
    const session = fiveKilobyteSession();
    await createSessionStore({ safeStorage, file, platform: 'darwin' }).setItem(KEY, session);

    const afterRestart = createSessionStore({ safeStorage, file, platform: 'darwin' });
    expect(await afterRestart.getItem(KEY)).toBe(session);
    expect(await afterRestart.persistence()).toEqual({
      persistent: true,
      lostStoredSession: false,
    });
  });

  it('keeps the file readable by its owner only (0600)', async () => {
    const store = createSessionStore({ safeStorage: fakeSafeStorage(), file, platform: 'linux' });
    await store.setItem(KEY, 'session');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('replaces a file that others could read with a 0600 one', async () => {
    await writeFile(file, 'old', { mode: 0o644 });
    const store = createSessionStore({
      safeStorage: fakeSafeStorage(),
      file,
      platform: 'linux',
      log: () => undefined,
    });
    await store.setItem(KEY, 'session');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('removes the file on sign-out', async () => {
    const safeStorage = fakeSafeStorage();
    const store = createSessionStore({ safeStorage, file, platform: 'win32' });
    await store.setItem(KEY, fiveKilobyteSession());
    await expect(stat(file)).resolves.toBeDefined();

    await store.removeItem(KEY);
    expect(await store.getItem(KEY)).toBeNull();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(
      await createSessionStore({ safeStorage, file, platform: 'win32' }).getItem(KEY),
    ).toBeNull();
  });

  it('keeps other keys when one is removed', async () => {
    const safeStorage = fakeSafeStorage();
    const store = createSessionStore({ safeStorage, file, platform: 'darwin' });
    await store.setItem(KEY, 'session');
    await store.setItem(`${KEY}-user`, 'user');
    await store.removeItem(KEY);
    const reopened = createSessionStore({ safeStorage, file, platform: 'darwin' });
    expect(await reopened.getItem(KEY)).toBeNull();
    expect(await reopened.getItem(`${KEY}-user`)).toBe('user');
  });

  it('applies writes in order', async () => {
    const store = createSessionStore({ safeStorage: fakeSafeStorage(), file, platform: 'darwin' });
    await Promise.all([store.setItem(KEY, 'a'), store.setItem(KEY, 'b'), store.setItem(KEY, 'c')]);
    expect(await store.getItem(KEY)).toBe('c');
  });

  it('discards a file it cannot decrypt, starts signed out and says so', async () => {
    await createSessionStore({ safeStorage: fakeSafeStorage(), file, platform: 'darwin' }).setItem(
      KEY,
      'session',
    );
    const log = vi.fn();
    // Another key: another OS user, or a keychain that was reset.
    const store = createSessionStore({
      safeStorage: fakeSafeStorage(),
      file,
      platform: 'darwin',
      log,
    });
    expect(await store.getItem(KEY)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not be decrypted'));
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    // What the renderer asks, to tell the user they must sign in again.
    expect(await store.persistence()).toEqual({ persistent: true, lostStoredSession: true });
    // Until they do.
    await store.setItem(KEY, 'new session');
    expect(await store.persistence()).toEqual({ persistent: true, lostStoredSession: false });
  });

  it('tells of the lost session even when asked before the session is read', async () => {
    await createSessionStore({ safeStorage: fakeSafeStorage(), file, platform: 'win32' }).setItem(
      KEY,
      'session',
    );
    const store = createSessionStore({ safeStorage: fakeSafeStorage(), file, platform: 'win32' });
    expect(await store.persistence()).toEqual({ persistent: true, lostStoredSession: true });
    expect(await store.getItem(KEY)).toBeNull();
  });

  it('re-encrypts a session whose key the keychain has rotated', async () => {
    const safeStorage = fakeSafeStorage();
    await createSessionStore({ safeStorage, file, platform: 'darwin' }).setItem(KEY, 'session');
    const decrypt = safeStorage.decryptStringAsync.getMockImplementation();
    safeStorage.decryptStringAsync.mockImplementationOnce(async (encrypted: Buffer) => ({
      ...(await decrypt!(encrypted)),
      shouldReEncrypt: true,
    }));
    safeStorage.encryptStringAsync.mockClear();
    const store = createSessionStore({ safeStorage, file, platform: 'darwin' });
    expect(await store.getItem(KEY)).toBe('session');
    await vi.waitFor(() => expect(safeStorage.encryptStringAsync).toHaveBeenCalledOnce());
  });

  it('forgets everything when another backend is chosen', async () => {
    const safeStorage = fakeSafeStorage();
    const store = createSessionStore({ safeStorage, file, platform: 'darwin' });
    await store.setItem(KEY, 'session');
    await store.clear();
    expect(await store.getItem(KEY)).toBeNull();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps the session in memory when the file cannot be written', async () => {
    const log = vi.fn();
    const store = createSessionStore({
      safeStorage: fakeSafeStorage(),
      file: join(file, 'not-a-folder', SESSION_FILE_NAME),
      platform: 'darwin',
      log,
    });
    await writeFile(file, 'a file where a folder should be');
    await store.setItem(KEY, 'session');
    expect(await store.getItem(KEY)).toBe('session');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('The session could not be saved'));
  });
});

describe('session store without a keyring', () => {
  it('keeps a basic_text session in memory only, never in plain text, and says why', async () => {
    const safeStorage = fakeSafeStorage('basic_text');
    const store = createSessionStore({ safeStorage, file, platform: 'linux' });
    await store.setItem(KEY, fiveKilobyteSession());
    expect(await store.getItem(KEY)).toBe(fiveKilobyteSession());
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(safeStorage.encryptStringAsync).not.toHaveBeenCalled();
    expect(await store.persistence()).toEqual({ persistent: false, reason: 'basic_text' });

    const afterRestart = createSessionStore({ safeStorage, file, platform: 'linux' });
    expect(await afterRestart.getItem(KEY)).toBeNull();
  });

  it('does not read an old file once only basic_text is left', async () => {
    await createSessionStore({ safeStorage: fakeSafeStorage(), file, platform: 'linux' }).setItem(
      KEY,
      'session',
    );
    const safeStorage = fakeSafeStorage('basic_text');
    const store = createSessionStore({ safeStorage, file, platform: 'linux' });
    expect(await store.getItem(KEY)).toBeNull();
    expect(safeStorage.decryptStringAsync).not.toHaveBeenCalled();
  });

  it('treats an undecided Linux backend like basic_text', async () => {
    expect(await keyringState(fakeSafeStorage('unknown'), 'linux')).toEqual({
      persistent: false,
      reason: 'basic_text',
    });
    expect(await keyringState(fakeSafeStorage('kwallet6'), 'linux')).toEqual({ persistent: true });
  });

  it('ignores the Linux backend on macOS and Windows', async () => {
    expect(await keyringState(fakeSafeStorage('basic_text'), 'darwin')).toEqual({
      persistent: true,
    });
  });

  it('keeps the session in memory when encryption is unavailable', async () => {
    const safeStorage = fakeSafeStorage('gnome_libsecret', false);
    const store = createSessionStore({ safeStorage, file, platform: 'win32' });
    await store.setItem(KEY, 'session');
    expect(await store.persistence()).toEqual({ persistent: false, reason: 'unavailable' });
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await store.removeItem(KEY);
    expect(await store.getItem(KEY)).toBeNull();
  });
});
