import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import { parseBackendChoice, type BackendChoice } from './backend-config';
import { parseWindowState, type WindowState } from './window-state';

/**
 * The desktop app's settings, one JSON file in the user-data folder: the backend chosen on the
 * setup screen, the window's place and size, and the folder of the last export. Nothing secret
 * (the session has its own encrypted file). Each part is checked on reading; a damaged part is
 * dropped on its own, so a bad window size never loses the backend choice.
 */
export interface DesktopSettings {
  backend?: BackendChoice;
  window?: WindowState;
  exportFolder?: string;
}

export const SETTINGS_FILE_NAME = 'settings.json';

export function parseSettings(text: string): DesktopSettings {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const settings: DesktopSettings = {};
  const backend = parseBackendChoice(record['backend']);
  if (backend) settings.backend = backend;
  const window = parseWindowState(record['window']);
  if (window) settings.window = window;
  const folder = record['exportFolder'];
  if (typeof folder === 'string' && folder.length < 4096 && isAbsolute(folder)) {
    settings.exportFolder = folder;
  }
  return settings;
}

export interface SettingsStore {
  read(): Promise<DesktopSettings>;
  /** Merges `change` into the stored settings; writes run one after another. */
  update(change: Partial<DesktopSettings>): Promise<void>;
}

export function createSettingsStore(file: string): SettingsStore {
  let cached: Promise<DesktopSettings> | undefined;
  let queue: Promise<void> = Promise.resolve();
  const read = () =>
    (cached ??= readFile(file, 'utf8').then(parseSettings, () => ({}) as DesktopSettings));

  async function write(settings: DesktopSettings): Promise<void> {
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    // Written beside and renamed over: a crash never leaves half a file.
    const temporary = join(
      dirname(file),
      `.${SETTINGS_FILE_NAME}.${randomBytes(6).toString('hex')}`,
    );
    try {
      await writeFile(temporary, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    read,
    update(change) {
      const next = queue.then(async () => {
        const settings = { ...(await read()), ...change };
        cached = Promise.resolve(settings);
        await write(settings);
      });
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
