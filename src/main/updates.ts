/**
 * Updates through electron-updater, from the feed electron-builder's `publish` configuration
 * wrote into the installed app (GitHub releases or a generic server). Checked quietly at start
 * (only the log hears about it unless an update is ready) and on request from the menu, which
 * always answers.
 */

/** The parts of electron-updater's `autoUpdater` used here. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<{
    isUpdateAvailable: boolean;
    updateInfo: { version: string };
  } | null>;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  quitAndInstall(): void;
}

export interface UpdateMessage {
  type: 'info' | 'error';
  message: string;
  detail?: string;
  buttons: string[];
}

export interface UpdateOptions {
  /** Loads electron-updater (lazily: it is only needed in an installed app). */
  updater(): Promise<UpdaterLike>;
  /** `app.isPackaged`: a development run has no feed and no installer to replace. */
  packaged: boolean;
  currentVersion: string;
  log(message: string): void;
  /** A message box; resolves with the index of the button chosen. */
  tell(message: UpdateMessage): Promise<number>;
}

export interface Updates {
  checkOnStart(): Promise<void>;
  checkFromMenu(): Promise<void>;
}

/** A missing feed file means this build was made without a publish configuration. */
function isMissingFeed(error: unknown): boolean {
  const text = String((error as Error | null)?.message ?? error);
  return (error as { code?: unknown } | null)?.code === 'ENOENT' || text.includes('app-update.yml');
}

export function createUpdates(options: UpdateOptions): Updates {
  let ready: Promise<UpdaterLike> | undefined;
  let offeredVersion: string | null = null;

  const updater = () =>
    (ready ??= options.updater().then((instance) => {
      instance.autoDownload = true;
      instance.autoInstallOnAppQuit = true;
      instance.on('error', (error) => options.log(`Update error: ${error.message}`));
      instance.on('update-downloaded', (info) => {
        options.log(`Update ${info.version} downloaded.`);
        if (offeredVersion === info.version) return;
        offeredVersion = info.version;
        void options
          .tell({
            type: 'info',
            message: `ComplyReady ${info.version} is ready to install.`,
            detail: 'Restart now to update, or it installs when you next quit.',
            buttons: ['Restart Now', 'Later'],
          })
          .then((button) => {
            if (button === 0) instance.quitAndInstall();
          });
      });
      return instance;
    }));

  async function check(): Promise<{ available: boolean; version: string }> {
    options.log('Checking for updates...');
    const result = await (await updater()).checkForUpdates();
    const version = result?.updateInfo.version ?? options.currentVersion;
    const available = result?.isUpdateAvailable ?? false;
    options.log(available ? `Update ${version} available; downloading.` : 'No update available.');
    return { available, version };
  }

  return {
    async checkOnStart() {
      if (!options.packaged) return;
      try {
        await check();
      } catch (error) {
        options.log(`Update check failed: ${String(error)}`);
      }
    },
    async checkFromMenu() {
      if (!options.packaged) {
        await options.tell({
          type: 'info',
          message: 'Updates are checked by the installed app only.',
          detail: `This is a development run of version ${options.currentVersion}.`,
          buttons: ['OK'],
        });
        return;
      }
      try {
        const { available, version } = await check();
        await options.tell(
          available
            ? {
                type: 'info',
                message: `ComplyReady ${version} is available.`,
                detail: 'It is downloading now; you will be asked to restart when it is ready.',
                buttons: ['OK'],
              }
            : {
                type: 'info',
                message: 'ComplyReady is up to date.',
                detail: `Version ${options.currentVersion}.`,
                buttons: ['OK'],
              },
        );
      } catch (error) {
        options.log(`Update check failed: ${String(error)}`);
        await options.tell({
          type: 'error',
          message: 'Could not check for updates.',
          detail: isMissingFeed(error)
            ? 'This build was made without an update feed (see "Publishing" in the README).'
            : (error as Error).message,
          buttons: ['OK'],
        });
      }
    },
  };
}
