import type { MenuItemConstructorOptions } from 'electron';

/**
 * The application menu, ours rather than Electron's default (which offers DevTools and Electron's
 * own help links). A pure template: tests read it; index.ts builds it with `Menu`.
 */
export interface MenuActions {
  checkForUpdates(): void;
  openSettings(): void;
  showLogs(): void;
  /** Only while the backend runs on this computer: its mailbox of sent emails. */
  openLocalMailbox?: () => void;
}

export interface MenuOptions {
  productName: string;
  /** `process.platform`. */
  platform: string;
  /** `app.isPackaged`: no DevTools and no reload in an installed app. */
  packaged: boolean;
  actions: MenuActions;
}

export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { productName, platform, packaged, actions } = options;
  const mac = platform === 'darwin';
  const settings: MenuItemConstructorOptions = {
    label: 'Settings…',
    accelerator: 'CmdOrCtrl+,',
    click: () => actions.openSettings(),
  };
  const updates: MenuItemConstructorOptions = {
    label: 'Check for Updates…',
    click: () => actions.checkForUpdates(),
  };
  const about: MenuItemConstructorOptions = { role: 'about', label: `About ${productName}` };
  const showLogs: MenuItemConstructorOptions = {
    label: 'Show Logs',
    click: () => actions.showLogs(),
  };
  const mailbox: MenuItemConstructorOptions[] = actions.openLocalMailbox
    ? [{ label: 'Open Local Mailbox', click: actions.openLocalMailbox }]
    : [];

  const appMenu: MenuItemConstructorOptions = {
    label: productName,
    submenu: [
      about,
      updates,
      { type: 'separator' },
      settings,
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit', label: `Quit ${productName}` },
    ],
  };
  const fileMenu: MenuItemConstructorOptions = {
    label: 'File',
    submenu: mac
      ? [{ role: 'close' }]
      : [settings, { type: 'separator' }, { role: 'quit', label: 'Quit' }],
  };
  const editMenu: MenuItemConstructorOptions = { role: 'editMenu' };
  const viewMenu: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      ...(packaged
        ? []
        : ([
            { role: 'reload' },
            { role: 'forceReload' },
            { role: 'toggleDevTools' },
            { type: 'separator' },
          ] satisfies MenuItemConstructorOptions[])),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
  const windowMenu: MenuItemConstructorOptions = { role: 'windowMenu' };
  const helpMenu: MenuItemConstructorOptions = {
    role: 'help',
    submenu: [
      showLogs,
      ...mailbox,
      ...(mac ? [] : [{ type: 'separator' } as const, updates, about]),
    ],
  };

  return mac
    ? [appMenu, fileMenu, editMenu, viewMenu, windowMenu, helpMenu]
    : [fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}
