// The Electron main process: lifecycle and wiring only. Every decision lives in a tested module:
// window.ts (secure window), security.ts (navigation, new-window, permission and link guards),
// protocol.ts (app://), deep-links.ts, session-store.ts, backend-config.ts and ipc/*.ipc.ts.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  BrowserWindow,
  app,
  dialog,
  ipcMain,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron';
import { deriveKeys } from '../backend/keys';
import { contentSecurityPolicy } from '../shared/content-security-policy';
import { deepLinkOpened } from '../shared/ipc';
import { SETTINGS_FILE_NAME, resolveBackendConfig } from './backend-config';
import { createDeepLinkInbox, registerDeepLinkScheme } from './deep-links';
import { registerDeepLinkIpc } from './ipc/deep-link.ipc';
import { registerFilesIpc } from './ipc/files.ipc';
import type { InvokeEvent } from './ipc/register';
import { registerSessionIpc } from './ipc/session.ipc';
import { registerShellIpc } from './ipc/shell.ipc';
import {
  APP_ORIGIN,
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  createAppProtocolHandler,
} from './protocol';
import {
  attachNavigationGuards,
  installPermissionGuards,
  isAllowedExternalUrl,
  originOf,
} from './security';
import { SESSION_FILE_NAME, createSessionStore } from './session-store';
import { createMainWindow } from './window';

const rendererRoot = join(import.meta.dirname, '../renderer');
const preloadPath = join(import.meta.dirname, '../preload/index.cjs');
// `electron-vite dev` serves the renderer with hot reload; never in a packaged app.
const devServerUrl = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'];
const appOrigin = (devServerUrl && originOf(devServerUrl)) || APP_ORIGIN;

let mainWindow: BrowserWindow | null = null;

function openExternal(url: string): Promise<void> {
  // Checked again here: every caller must have checked, but this is the last door.
  return isAllowedExternalUrl(url) ? shell.openExternal(url) : Promise.resolve();
}

function windowOf(event: InvokeEvent): BrowserWindow | undefined {
  return BrowserWindow.getAllWindows().find((window) => window.webContents === event.sender);
}

function showMainWindow(): BrowserWindow {
  if (!mainWindow || mainWindow.isDestroyed()) {
    mainWindow = createMainWindow({
      BrowserWindow,
      preloadPath,
      startUrl: `${devServerUrl ?? APP_ORIGIN}/`,
      onLoadFailed: (error) => console.error('The app page did not load:', error),
    });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  } else {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  }
  return mainWindow;
}

const deepLinks = createDeepLinkInbox({
  notify() {
    if (!app.isReady()) return; // The window, when it opens, takes the link itself.
    showMainWindow().webContents.send(deepLinkOpened.channel);
  },
  onIgnored: (reason) => console.warn(`Ignored ${reason}.`),
});

async function start(): Promise<void> {
  await app.whenReady();

  const { config: backend, problems } = await resolveBackendConfig({
    env: process.env,
    readSettings: () => readFile(join(app.getPath('userData'), SETTINGS_FILE_NAME), 'utf8'),
    readJwtSecret: (dataDir) => readFile(join(dataDir, 'jwt-secret'), 'utf8').then((s) => s.trim()),
    deriveAnonKey: async (secret) => (await deriveKeys(secret)).anonKey,
    defaultDataDir: resolve('.data'),
  });
  for (const problem of problems) console.warn(problem);
  if (backend) console.log(`Backend: ${backend.url} (${backend.source})`);

  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rendererRoot,
      contentSecurityPolicy: `${contentSecurityPolicy({
        connectSources: backend ? [originOf(backend.url) ?? backend.url] : [],
      })}; frame-ancestors 'none'`,
      backend,
    }),
  );
  installPermissionGuards(session.defaultSession, appOrigin);

  const sessionStore = createSessionStore({
    safeStorage,
    file: join(app.getPath('userData'), SESSION_FILE_NAME),
    platform: process.platform,
    log: (message) => console.warn(message),
  });
  registerSessionIpc(ipcMain, appOrigin, sessionStore);
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
    defaultFolder: () => app.getPath('downloads'),
  });
  registerShellIpc(ipcMain, appOrigin, openExternal);
  registerDeepLinkIpc(ipcMain, appOrigin, deepLinks);

  showMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) showMainWindow();
  });
}

// One instance: a second launch (a deep link on Windows and Linux) hands its argv to this one.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  registerDeepLinkScheme(app, process, (path) => resolve(path));

  app.on('web-contents-created', (_event, contents) => {
    attachNavigationGuards(contents, {
      appOrigin,
      openExternal: (url) => void openExternal(url),
      onBlocked: (what, url) => console.warn(`Blocked ${what} ${url}`.trim()),
    });
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.receiveUrl(url);
  });
  app.on('second-instance', (_event, argv) => {
    if (!deepLinks.receiveArgv(argv) && app.isReady()) showMainWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  deepLinks.receiveArgv(process.argv);
  start().catch((error: unknown) => {
    console.error('ComplyReady could not start:', error);
    app.exit(1);
  });
}
