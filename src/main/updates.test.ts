import { describe, expect, it, vi } from 'vitest';
import { createUpdates, type UpdateMessage, type UpdaterLike } from './updates';

function fakeUpdater(result: Awaited<ReturnType<UpdaterLike['checkForUpdates']>> | Error) {
  const listeners = new Map<string, (value: never) => void>();
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    checkForUpdates: vi.fn(() =>
      result instanceof Error ? Promise.reject(result) : Promise.resolve(result),
    ),
    on: vi.fn((event: string, listener: (value: never) => void) => listeners.set(event, listener)),
    quitAndInstall: vi.fn(),
  };
  const emit = (event: string, value: unknown) =>
    (listeners.get(event) as ((value: unknown) => void) | undefined)?.(value);
  return { updater: updater as UpdaterLike & typeof updater, emit };
}

function updatesWith(fake: ReturnType<typeof fakeUpdater>, packaged = true, button = 1) {
  const told: UpdateMessage[] = [];
  const log = vi.fn();
  const updates = createUpdates({
    updater: () => Promise.resolve(fake.updater),
    packaged,
    currentVersion: '0.1.0',
    log,
    tell: (message) => {
      told.push(message);
      return Promise.resolve(button);
    },
  });
  return { updates, told, log };
}

describe('updates', () => {
  it('check quietly at start: the log hears, the user does not', async () => {
    const fake = fakeUpdater({ isUpdateAvailable: false, updateInfo: { version: '0.1.0' } });
    const { updates, told, log } = updatesWith(fake);
    await updates.checkOnStart();
    expect(fake.updater.checkForUpdates).toHaveBeenCalledOnce();
    expect(fake.updater.autoDownload).toBe(true);
    expect(told).toEqual([]);
    expect(log).toHaveBeenCalledWith('No update available.');
  });

  it('are not checked by a development run', async () => {
    const fake = fakeUpdater(null);
    const { updates, told } = updatesWith(fake, false);
    await updates.checkOnStart();
    await updates.checkFromMenu();
    expect(fake.updater.checkForUpdates).not.toHaveBeenCalled();
    expect(told[0]?.message).toBe('Updates are checked by the installed app only.');
  });

  it('always answer from the menu', async () => {
    const upToDate = updatesWith(
      fakeUpdater({ isUpdateAvailable: false, updateInfo: { version: '0.1.0' } }),
    );
    await upToDate.updates.checkFromMenu();
    expect(upToDate.told[0]?.message).toBe('ComplyReady is up to date.');

    const newer = updatesWith(
      fakeUpdater({ isUpdateAvailable: true, updateInfo: { version: '0.2.0' } }),
    );
    await newer.updates.checkFromMenu();
    expect(newer.told[0]?.message).toBe('ComplyReady 0.2.0 is available.');
  });

  it('say when the build has no update feed', async () => {
    const missing = Object.assign(new Error('ENOENT: no such file, open app-update.yml'), {
      code: 'ENOENT',
    });
    const { updates, told } = updatesWith(fakeUpdater(missing));
    await updates.checkFromMenu();
    expect(told[0]).toMatchObject({ type: 'error', message: 'Could not check for updates.' });
    expect(told[0]?.detail).toContain('without an update feed');
  });

  it('offer to restart once an update is downloaded', async () => {
    const fake = fakeUpdater({ isUpdateAvailable: true, updateInfo: { version: '0.2.0' } });
    const { updates, told } = updatesWith(fake, true, 0);
    await updates.checkOnStart();
    fake.emit('update-downloaded', { version: '0.2.0' });
    await vi.waitFor(() => expect(fake.updater.quitAndInstall).toHaveBeenCalledOnce());
    expect(told[0]?.buttons).toEqual(['Restart Now', 'Later']);
  });
});
