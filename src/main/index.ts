// The Electron main process: lifecycle and wiring only. Every decision lives in a tested module:
// window.ts (secure window, failed-load window), security.ts and network-access.ts (navigation,
// permission and network guards), protocol.ts (app://), backend-config.ts, backend-setup.ts and
// backend-runtime.ts (which backend, the setup screen, the local backend), deep-links.ts,
// session-store.ts, settings-store.ts, menu.ts, updates.ts, log-file.ts and ipc/*.ipc.ts.
//
// Built as CommonJS (electron.vite.config.ts): Electron runs it synchronously at launch, so the
// listeners below, `open-url` above all, exist before the OS delivers the link that launched us.
import { execFile } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  BrowserWindow,
  Menu,
  Notification,
  app,
  dialog,
  ipcMain,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import { contentSecurityPolicy } from '../shared/content-security-policy';
import { deepLinkOpened } from '../shared/ipc';
import { resolveBackendChoice, type BackendChoice } from './backend-config';
import { createBackendRuntime } from './backend-runtime';
import { createBackendSetup } from './backend-setup';
import { builtInBackend } from './built-in-backend';
import { createDeepLinkInbox, registerDeepLinkScheme } from './deep-links';
import { checkHostedBackend } from './hosted-check';
import { registerDeepLinkIpc } from './ipc/deep-link.ipc';
import { registerFilesIpc } from './ipc/files.ipc';
import type { InvokeEvent } from './ipc/register';
import { registerSessionIpc } from './ipc/session.ipc';
import { registerSetupIpc } from './ipc/setup.ipc';
import { registerShellIpc } from './ipc/shell.ipc';
import { integrateAppImage } from './linux-integration';
import { createLogFile } from './log-file';
import { buildMenuTemplate } from './menu';
import { classifyBackend, installLocalRequestFilter } from './network-access';
import {
  APP_ORIGIN,
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  SETUP_PAGE,
  createAppProtocolHandler,
} from './protocol';
import { announceSaved } from './saved-notification';
import {
  attachNavigationGuards,
  installPermissionGuards,
  isAllowedExternalUrl,
  originOf,
} from './security';
import { SESSION_FILE_NAME, createSessionStore } from './session-store';
import { SETTINGS_FILE_NAME, createSettingsStore } from './settings-store';
import { createUpdates } from './updates';
import { PRODUCT_NAME, createMainWindow } from './window';
import { restoreWindowState } from './window-state';

export const APP_ID = 'com.complyready.desktop';

const rendererRoot = join(import.meta.dirname, '../renderer');
const preloadPath = join(import.meta.dirname, '../preload/index.cjs');
// `electron-vite dev` serves the renderer with hot reload; never in a packaged app.
const devServerUrl = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'];
const appOrigin = (devServerUrl && originOf(devServerUrl)) || APP_ORIGIN;
const userData = app.getPath('userData');

const log = createLogFile({ folder: join(userData, 'logs') });
const settingsStore = createSettingsStore(join(userData, SETTINGS_FILE_NAME));

let mainWindow: BrowserWindow | null = null;

function openExternal(url: string): Promise<void> {
  // Checked again here: every caller must have checked, but this is the last door.
  return isAllowedExternalUrl(url) ? shell.openExternal(url) : Promise.resolve();
}

function windowOf(event: InvokeEvent): BrowserWindow | undefined {
  return BrowserWindow.getAllWindows().find((window) => window.webContents === event.sender);
}

async function askAfterFailure(reason: string): Promise<'retry' | 'quit'> {
  const { response } = await dialog.showMessageBox({
    type: 'error',
    title: PRODUCT_NAME,
    message: `${PRODUCT_NAME} could not show its window.`,
    detail: `${reason}\n\nDetails are in the log (Help → Show Logs).`,
    buttons: ['Retry', 'Quit'],
    defaultId: 0,
    cancelId: 1,
  });
  return response === 0 ? 'retry' : 'quit';
}

const runtime = createBackendRuntime({
  async startLocal() {
    // Loaded only now: a hosted setup never pays for PGlite.
    const { startLocalBackend } = await import('./local-backend');
    return startLocalBackend({ userData, log: (line) => log.info(`[backend] ${line}`) });
  },
  classify: (url) =>
    classifyBackend(url, async (host) =>
      (await lookup(host, { all: true })).map((entry) => entry.address),
    ),
  log: (line) => log.info(line),
});

function startUrl(): string {
  return `${devServerUrl ?? APP_ORIGIN}/`;
}

async function showMainWindow(): Promise<BrowserWindow> {
  if (mainWindow && !mainWindow.isDestroyed()) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
    return mainWindow;
  }
  const saved = (await settingsStore.read()).window;
  const { bounds, maximized } = restoreWindowState(
    saved,
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = createMainWindow({
    BrowserWindow,
    preloadPath,
    bounds,
    maximized,
    devTools: !app.isPackaged,
    startUrl,
    failures: {
      ask: askAfterFailure,
      quit: () => app.quit(),
      log: (message) => log.error(message),
    },
  });
  window.on('close', () => {
    void settingsStore
      .update({ window: { ...window.getNormalBounds(), maximized: window.isMaximized() } })
      .catch((error: unknown) => log.warn(`The window's place was not saved: ${String(error)}`));
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  mainWindow = window;
  return window;
}

const deepLinks = createDeepLinkInbox({
  notify() {
    if (!app.isReady()) return; // The window, when it opens, takes the link itself.
    void showMainWindow().then((window) => window.webContents.send(deepLinkOpened.channel));
  },
  onIgnored: (reason) => log.warn(`Ignored ${reason}.`),
});

const updates = createUpdates({
  updater: async () => (await import('electron-updater')).autoUpdater,
  packaged: app.isPackaged,
  currentVersion: app.getVersion(),
  log: (message) => log.info(message),
  async tell(message) {
    const options = { ...message, title: PRODUCT_NAME };
    const owner = mainWindow && !mainWindow.isDestroyed() ? mainWindow : null;
    const { response } = await (owner
      ? dialog.showMessageBox(owner, options)
      : dialog.showMessageBox(options));
    return response;
  },
});

function installMenu(): void {
  const local = runtime.current()?.kind === 'local' ? runtime.current() : null;
  const template = buildMenuTemplate({
    productName: PRODUCT_NAME,
    platform: process.platform,
    packaged: app.isPackaged,
    actions: {
      checkForUpdates: () => void updates.checkFromMenu(),
      openSettings: () =>
        void showMainWindow().then((window) => window.loadURL(`${APP_ORIGIN}/${SETUP_PAGE}`)),
      showLogs: () => shell.showItemInFolder(log.file),
      ...(local
        ? { openLocalMailbox: () => void shell.openExternal(`${local.page.url}/_mail`) }
        : {}),
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

/** Uses the chosen backend; when the local one does not start, says why and offers the way out. */
async function activate(choice: BackendChoice | null): Promise<'ready' | 'quit'> {
  for (;;) {
    try {
      await runtime.activate(choice);
      return 'ready';
    } catch (error) {
      log.error('The local backend did not start:', error);
      const { response } = await dialog.showMessageBox({
        type: 'error',
        title: PRODUCT_NAME,
        message: `${PRODUCT_NAME} could not start its backend on this computer.`,
        detail: `${(error as Error).message}\n\nDetails are in the log (Help → Show Logs).`,
        buttons: ['Retry', 'Choose Another Backend', 'Quit'],
        defaultId: 0,
        cancelId: 2,
      });
      if (response === 1) {
        await runtime.activate(null);
        return 'ready';
      }
      if (response === 2) {
        app.quit();
        return 'quit';
      }
    }
  }
}

function contentPolicy(): string {
  const backend = runtime.current();
  return `${contentSecurityPolicy({
    connectSources: backend ? [backend.endpoint.origin] : [],
  })}; frame-ancestors 'none'`;
}

async function start(): Promise<void> {
  await app.whenReady();
  log.info(`${PRODUCT_NAME} ${app.getVersion()} starting (${process.platform}).`);
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
  app.setAboutPanelOptions({
    applicationName: PRODUCT_NAME,
    applicationVersion: app.getVersion(),
    copyright: 'Copyright © 2026 ComplyReady',
  });

  const stored = await settingsStore.read();
  const resolved = resolveBackendChoice({
    env: process.env,
    stored: stored.backend,
    builtIn: builtInBackend(),
  });
  for (const problem of resolved.problems) log.warn(problem);
  log.info(
    `Backend choice: ${resolved.choice?.kind ?? 'none (setup screen)'} (${resolved.source ?? 'no source'}).`,
  );

  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rendererRoot,
      current: () => ({
        backend: runtime.current()?.page ?? null,
        contentSecurityPolicy: contentPolicy(),
      }),
    }),
  );
  installPermissionGuards(
    session.defaultSession,
    appOrigin,
    () => runtime.current()?.endpoint ?? null,
  );
  installLocalRequestFilter(
    session.defaultSession.webRequest,
    () => [appOrigin, ...(runtime.current() ? [runtime.current()?.endpoint.origin ?? ''] : [])],
    (url) => log.warn(`Blocked a request to a local address: ${url}`),
  );

  const sessionStore = createSessionStore({
    safeStorage,
    file: join(userData, SESSION_FILE_NAME),
    platform: process.platform,
    log: (message) => log.warn(message),
  });
  const setup = createBackendSetup({
    initial: resolved,
    runtime,
    async store(choice) {
      await settingsStore.update({ backend: choice });
      installMenu();
    },
    endSession: () => sessionStore.clear(),
    checkHosted: (input) => checkHostedBackend(input, fetch),
    log: (line) => log.info(line),
  });
  registerSessionIpc(ipcMain, appOrigin, sessionStore);
  registerSetupIpc(ipcMain, appOrigin, setup);
  registerFilesIpc(ipcMain, appOrigin, {
    async showSaveDialog(event, options) {
      const owner = windowOf(event);
      return owner ? dialog.showSaveDialog(owner, options) : dialog.showSaveDialog(options);
    },
    writeFile: (path, data) => writeFile(path, data),
    async showError(event, message) {
      const owner = windowOf(event);
      const options = { type: 'error' as const, title: 'Not saved', message };
      await (owner ? dialog.showMessageBox(owner, options) : dialog.showMessageBox(options));
    },
    defaultFolder: async () =>
      (await settingsStore.read()).exportFolder ?? app.getPath('downloads'),
    rememberFolder: (folder) => settingsStore.update({ exportFolder: folder }),
    announceSaved: (filePath) =>
      announceSaved(
        filePath,
        process.platform,
        (options) => (Notification.isSupported() ? new Notification(options) : null),
        (path) => shell.showItemInFolder(path),
      ),
  });
  registerShellIpc(ipcMain, appOrigin, openExternal);
  registerDeepLinkIpc(ipcMain, appOrigin, deepLinks);

  if ((await activate(resolved.choice)) === 'quit') return;
  installMenu();
  await showMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void showMainWindow();
  });

  void updates.checkOnStart();
  void integrateAppImage({
    env: process.env,
    platform: process.platform,
    home: homedir(),
    productName: PRODUCT_NAME,
    // Only an installed app has the icon among its resources.
    iconFile:
      app.isPackaged && process.resourcesPath ? join(process.resourcesPath, 'icon.png') : null,
    readText: (path) => readFile(path, 'utf8').catch(() => null),
    async writeText(path, text) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text);
    },
    async copyFile(from, to) {
      await mkdir(dirname(to), { recursive: true });
      await copyFile(from, to);
    },
    run: (command, args) =>
      new Promise((done, fail) =>
        execFile(command, args, (error) => (error ? fail(error) : done())),
      ),
    log: (message) => log.info(message),
  });
}

// One instance: a second launch (a deep link on Windows and Linux) hands its argv to this one.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  registerDeepLinkScheme(app, process, (path) => resolve(path));

  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.receiveUrl(url);
  });
  app.on('web-contents-created', (_event, contents) => {
    attachNavigationGuards(contents, {
      appOrigin,
      openExternal: (url) => void openExternal(url),
      onBlocked: (what, url) => log.warn(`Blocked ${what} ${url}`.trim()),
    });
  });
  app.on('second-instance', (_event, argv) => {
    if (!deepLinks.receiveArgv(argv) && app.isReady()) void showMainWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // The local backend closes its database before the app goes.
  let backendStopped = false;
  app.on('will-quit', (event) => {
    if (backendStopped) return;
    event.preventDefault();
    void runtime
      .stop()
      .catch((error: unknown) => log.error('The local backend did not stop cleanly:', error))
      .finally(() => {
        backendStopped = true;
        log.info('Quit.');
        app.quit();
      });
  });
  process.on('uncaughtException', (error) => {
    log.error('Uncaught exception in the main process:', error);
    dialog.showErrorBox(
      `${PRODUCT_NAME} hit an error`,
      `${error.message}\n\nDetails are in the log: ${log.file}`,
    );
  });
  process.on('unhandledRejection', (reason) =>
    log.error('Unhandled rejection in the main process:', reason),
  );

  deepLinks.receiveArgv(process.argv);
  start().catch((error: unknown) => {
    log.error(`${PRODUCT_NAME} could not start:`, error);
    dialog.showErrorBox(
      `${PRODUCT_NAME} could not start`,
      `${String(error)}\n\nDetails are in the log: ${log.file}`,
    );
    app.exit(1);
  });
}
