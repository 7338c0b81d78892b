// The lifecycle in index.ts, with every Electron object replaced by a recording fake. Electron is
// never started: the module is imported against the fakes and its event handlers are called.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invokeContracts } from '../shared/ipc';
import { secureWebPreferences } from './window';

type Handler = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  const state = {
    lock: true,
    ready: false,
    userData: '',
    appListeners: new Map<string, Handler[]>(),
    windows: [] as FakeWindowShape[],
    calls: [] as string[],
    ipcChannels: [] as string[],
    ipcHandlers: new Map<string, Handler>(),
    menus: [] as unknown[],
    dialogs: [] as unknown[],
    packaged: true,
    schemes: [] as unknown[],
    protocolHandlers: new Map<string, Handler>(),
    permissionHandlers: [] as string[],
    resolveReady: (): void => undefined,
  };
  interface FakeWindowShape {
    options: { webPreferences?: unknown };
    loaded: string[];
    sent: string[];
    focused: number;
    webContents: unknown;
  }
  class BrowserWindow implements FakeWindowShape {
    loaded: string[] = [];
    sent: string[] = [];
    focused = 0;
    webContents = { send: (channel: string) => this.sent.push(channel), on() {} };
    constructor(public options: { webPreferences?: unknown }) {
      state.windows.push(this);
    }
    static getAllWindows = () => state.windows;
    once() {}
    on() {}
    show() {}
    maximize() {}
    getNormalBounds = () => ({ x: 0, y: 0, width: 1200, height: 800 });
    isMaximized = () => false;
    isDestroyed = () => false;
    isMinimized = () => false;
    restore() {}
    focus() {
      this.focused += 1;
    }
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
  }
  let readyPromise: Promise<void>;
  const resetReady = () => {
    readyPromise = new Promise<void>((resolve) => {
      state.resolveReady = () => {
        state.ready = true;
        resolve();
      };
    });
  };
  resetReady();
  const electron = {
    app: {
      get isPackaged() {
        return state.packaged;
      },
      getVersion: () => '0.1.0',
      setAboutPanelOptions: () => undefined,
      setAppUserModelId: () => undefined,
      requestSingleInstanceLock: () => state.lock,
      quit: () => state.calls.push('quit'),
      exit: (code: number) => state.calls.push(`exit ${code}`),
      enableSandbox: () => state.calls.push('enableSandbox'),
      setAsDefaultProtocolClient: (scheme: string) => state.calls.push(`protocol client ${scheme}`),
      on: (event: string, listener: Handler) => {
        state.appListeners.set(event, [...(state.appListeners.get(event) ?? []), listener]);
      },
      whenReady: () => readyPromise,
      isReady: () => state.ready,
      getPath: (name: string) => (name === 'userData' ? state.userData : `/home/ada/${name}`),
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => state.schemes.push(...schemes),
      handle: (scheme: string, handler: Handler) => state.protocolHandlers.set(scheme, handler),
    },
    ipcMain: {
      handle: (channel: string, handler: Handler) => {
        state.ipcChannels.push(channel);
        state.ipcHandlers.set(channel, handler);
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: () => state.permissionHandlers.push('request'),
        setPermissionCheckHandler: () => state.permissionHandlers.push('check'),
        webRequest: { onBeforeRequest: () => state.permissionHandlers.push('requests') },
      },
    },
    safeStorage: {
      isAsyncEncryptionAvailable: () => Promise.resolve(false),
      encryptStringAsync: () => Promise.resolve(Buffer.alloc(0)),
      decryptStringAsync: () => Promise.resolve({ result: '', shouldReEncrypt: false }),
    },
    shell: { openExternal: () => Promise.resolve(), showItemInFolder: () => undefined },
    dialog: {
      showMessageBox: (options: unknown) => {
        state.dialogs.push(options);
        return Promise.resolve({ response: 0 });
      },
      showErrorBox: () => undefined,
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: (menu: unknown) => state.menus.push(menu),
    },
    Notification: { isSupported: () => false },
    BrowserWindow,
  };
  return { state, electron, resetReady };
});

vi.mock('electron', () => fake.electron);
vi.mock('electron-updater', () => ({
  autoUpdater: {
    on: () => undefined,
    checkForUpdates: () => Promise.resolve(null),
    quitAndInstall: () => undefined,
  },
}));

async function startMain(lock = true) {
  fake.state.lock = lock;
  await import('.');
}

function emitApp(event: string, ...args: unknown[]) {
  for (const listener of fake.state.appListeners.get(event) ?? []) listener(...args);
}

beforeEach(async () => {
  vi.resetModules();
  Object.assign(fake.state, {
    ready: false,
    userData: await mkdtemp(join(tmpdir(), 'complyready-userdata-')),
    appListeners: new Map(),
    windows: [],
    calls: [],
    ipcChannels: [],
    ipcHandlers: new Map(),
    menus: [],
    dialogs: [],
    packaged: true,
    schemes: [],
    protocolHandlers: new Map(),
    permissionHandlers: [],
  });
  fake.resetReady();
  vi.stubEnv('COMPLYREADY_SUPABASE_URL', '');
  vi.stubEnv('COMPLYREADY_SUPABASE_ANON_KEY', '');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('the main process lifecycle', () => {
  it('quits at once when another instance holds the lock', async () => {
    await startMain(false);
    expect(fake.state.calls).toEqual(['quit']);
    expect(fake.state.schemes).toEqual([]);
    expect(fake.state.appListeners.size).toBe(0);
  });

  it('before ready: sandbox for all, app:// privileged, complyready:// registered', async () => {
    await startMain();
    expect(fake.state.calls).toEqual(['enableSandbox', 'protocol client complyready']);
    expect(fake.state.schemes).toEqual([
      {
        scheme: 'app',
        privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
      },
    ]);
    expect([...fake.state.appListeners.keys()].sort()).toEqual([
      'open-url',
      'second-instance',
      'web-contents-created',
      'will-quit',
      'window-all-closed',
    ]);
    expect(fake.state.windows).toHaveLength(0);
  });

  it('when ready: serves app://, guards permissions, registers the contract, opens the window', async () => {
    await startMain();
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    expect([...fake.state.protocolHandlers.keys()]).toEqual(['app']);
    expect(fake.state.permissionHandlers.sort()).toEqual(['check', 'request', 'requests']);
    expect(fake.state.ipcChannels.sort()).toEqual(invokeContracts.map((c) => c.channel).sort());
    const [window] = fake.state.windows;
    expect(window?.loaded).toEqual(['app://renderer/']);
    expect(window?.options.webPreferences).toEqual(
      secureWebPreferences(join(import.meta.dirname, '../preload/index.cjs')),
    );
  });

  it('on a first launch without configuration, every route shows the setup screen', async () => {
    await startMain();
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const serve = fake.state.protocolHandlers.get('app') as (request: Request) => Promise<Response>;
    for (const url of ['app://renderer/', 'app://renderer/dashboard']) {
      const page = await (await serve(new Request(url))).text();
      expect(page).toContain('<title>ComplyReady setup</title>');
      expect(page).not.toContain('complyready-backend');
    }
  });

  it('serves the app with a backend set in the environment, allowed in the CSP', async () => {
    vi.stubEnv('COMPLYREADY_SUPABASE_URL', 'http://127.0.0.1:54321');
    vi.stubEnv('COMPLYREADY_SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig');
    await startMain();
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const serve = fake.state.protocolHandlers.get('app') as (request: Request) => Promise<Response>;
    const response = await serve(new Request('app://renderer/team/abc'));
    expect(response.headers.get('Content-Security-Policy')).toContain(
      "connect-src 'self' http://127.0.0.1:54321",
    );
    expect(await response.text()).toContain('complyready-backend');
  });

  it('installs its own menu: no DevTools when packaged', async () => {
    await startMain();
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.menus).toHaveLength(1));
    const menu = JSON.stringify(fake.state.menus[0]);
    expect(menu).not.toContain('toggleDevTools');
    for (const item of [
      'Check for Updates…',
      'Settings…',
      'Show Logs',
      '"role":"about"',
      '"role":"quit"',
      '"role":"editMenu"',
    ]) {
      expect(menu).toContain(item);
    }
    expect(fake.state.windows[0]?.options.webPreferences).toMatchObject({ devTools: false });
  });

  it('offers DevTools in a development run', async () => {
    fake.state.packaged = false;
    await startMain();
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.menus).toHaveLength(1));
    expect(JSON.stringify(fake.state.menus[0])).toContain('toggleDevTools');
  });

  it('stops the local backend before quitting', async () => {
    await startMain();
    const preventDefault = vi.fn();
    emitApp('will-quit', { preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(fake.state.calls).toContain('quit'));
    emitApp('will-quit', { preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
  });

  it('attaches the navigation guards to every web contents', async () => {
    await startMain();
    const contents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    emitApp('web-contents-created', {}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalledOnce();
    expect(contents.on.mock.calls.map(([event]) => event as string).sort()).toEqual([
      'will-attach-webview',
      'will-navigate',
      'will-redirect',
    ]);
  });

  it('hands a deep link from a second instance to the window and focuses it', async () => {
    await startMain();
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    emitApp('second-instance', {}, ['/opt/complyready', '--inspect', 'complyready://team/abc']);
    const [window] = fake.state.windows;
    await vi.waitFor(() => expect(window?.sent).toEqual(['deep-link:opened']));
    expect(window?.focused).toBe(1);
    expect(fake.state.windows).toHaveLength(1);
  });

  it('ignores a second instance’s bad link but still brings the window forward', async () => {
    await startMain();
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    emitApp('second-instance', {}, ['/opt/complyready', 'complyready://evil.com/team/abc']);
    expect(fake.state.windows[0]?.sent).toEqual([]);
    expect(fake.state.windows[0]?.focused).toBe(1);
  });

  it('keeps a link that launched the app (open-url before ready) for the window to take', async () => {
    await startMain();
    const preventDefault = vi.fn();
    // Registered synchronously when the entry runs: the OS may deliver the link before ready.
    emitApp('open-url', { preventDefault }, 'complyready://team/abc123');
    expect(preventDefault).toHaveBeenCalledOnce();
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const take = fake.state.ipcHandlers.get('deep-link:take');
    const appFrame = { senderFrame: { url: 'app://renderer/', parent: null }, sender: {} };
    expect(await take?.(appFrame)).toEqual({ screen: 'team', path: '/team/abc123', hash: '' });
    expect(await take?.(appFrame)).toBeNull();
  });

  it('takes over open-url (macOS) so the OS does not handle it, even before ready', async () => {
    await startMain();
    const preventDefault = vi.fn();
    emitApp('open-url', { preventDefault }, 'complyready://signin');
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(fake.state.windows).toHaveLength(0);
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    emitApp('open-url', { preventDefault }, 'complyready://team/abc');
    await vi.waitFor(() => expect(fake.state.windows[0]?.sent).toEqual(['deep-link:opened']));
  });
});
