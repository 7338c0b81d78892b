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
  }
  class BrowserWindow implements FakeWindowShape {
    loaded: string[] = [];
    sent: string[] = [];
    focused = 0;
    webContents = { send: (channel: string) => this.sent.push(channel) };
    constructor(public options: { webPreferences?: unknown }) {
      state.windows.push(this);
    }
    static getAllWindows = () => state.windows;
    once() {}
    on() {}
    show() {}
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
      isPackaged: true,
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
    ipcMain: { handle: (channel: string) => state.ipcChannels.push(channel) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: () => state.permissionHandlers.push('request'),
        setPermissionCheckHandler: () => state.permissionHandlers.push('check'),
      },
    },
    safeStorage: {
      isEncryptionAvailable: () => false,
      encryptString: () => Buffer.alloc(0),
      decryptString: () => '',
    },
    shell: { openExternal: () => Promise.resolve() },
    dialog: {},
    BrowserWindow,
  };
  return { state, electron, resetReady };
});

vi.mock('electron', () => fake.electron);

async function startMain(lock = true) {
  fake.state.lock = lock;
  await import('./index');
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
    schemes: [],
    protocolHandlers: new Map(),
    permissionHandlers: [],
  });
  fake.resetReady();
  vi.stubEnv('DATA_DIR', fake.state.userData);
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
      'window-all-closed',
    ]);
    expect(fake.state.windows).toHaveLength(0);
  });

  it('when ready: serves app://, guards permissions, registers the contract, opens the window', async () => {
    await startMain();
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    expect([...fake.state.protocolHandlers.keys()]).toEqual(['app']);
    expect(fake.state.permissionHandlers.sort()).toEqual(['check', 'request']);
    expect(fake.state.ipcChannels.sort()).toEqual(invokeContracts.map((c) => c.channel).sort());
    const [window] = fake.state.windows;
    expect(window?.loaded).toEqual(['app://renderer/']);
    expect(window?.options.webPreferences).toEqual(
      secureWebPreferences(join(import.meta.dirname, '../preload/index.cjs')),
    );
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
    expect(window?.sent).toEqual(['deep-link:opened']);
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

  it('takes over open-url (macOS) so the OS does not handle it, even before ready', async () => {
    await startMain();
    const preventDefault = vi.fn();
    emitApp('open-url', { preventDefault }, 'complyready://signin');
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(fake.state.windows).toHaveLength(0);
    fake.state.resolveReady();
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    emitApp('open-url', { preventDefault }, 'complyready://team/abc');
    expect(fake.state.windows[0]?.sent).toEqual(['deep-link:opened']);
  });
});
