import { describe, expect, it, vi } from 'vitest';
import {
  deepLinkTake,
  filesSave,
  invokeContracts,
  sessionGet,
  sessionSet,
  shellOpenExternal,
} from '../../shared/ipc';
import { IpcValidationError } from '../../shared/ipc/schema';
import { parseDeepLink } from '../../shared/deep-links';
import { createDeepLinkInbox } from '../deep-links';
import type { SessionStore } from '../session-store';
import { registerDeepLinkIpc } from './deep-link.ipc';
import { registerFilesIpc } from './files.ipc';
import {
  UntrustedSenderError,
  assertTrustedSender,
  handleInvoke,
  type InvokeEvent,
  type IpcMainLike,
} from './register';
import { registerSessionIpc } from './session.ipc';
import { registerSetupIpc } from './setup.ipc';
import { registerShellIpc } from './shell.ipc';

const APP = 'app://renderer';
type Listener = (event: InvokeEvent, ...args: unknown[]) => unknown;

/** A stand-in for ipcMain that records handlers and lets a test invoke them as a frame would. */
class FakeIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, Listener>();
  handle(channel: string, listener: Listener) {
    if (this.handlers.has(channel)) throw new Error(`Second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }
  async invoke(channel: string, frame: InvokeEvent['senderFrame'], ...args: unknown[]) {
    const listener = this.handlers.get(channel);
    if (!listener) throw new Error(`No handler for ${channel}`);
    return listener({ senderFrame: frame, sender: {} }, ...args);
  }
}

const appFrame = { url: 'app://renderer/dashboard', parent: null };
const foreignFrames: [string, InvokeEvent['senderFrame']][] = [
  ['a destroyed frame', null],
  ['another origin', { url: 'https://evil.com/', parent: null }],
  ['another app:// host', { url: 'app://evil/', parent: null }],
  ['a look-alike host', { url: 'app://renderer.evil.com/', parent: null }],
  ['a file:// page', { url: 'file:///tmp/evil.html', parent: null }],
  ['a data: page', { url: 'data:text/html,<script>', parent: null }],
  ['the Vimeo player frame', { url: 'https://player.vimeo.com/video/1', parent: appFrame }],
  ['an embedded frame of the app origin', { url: 'app://renderer/x', parent: appFrame }],
];

function fakeStore(): SessionStore {
  const items = new Map<string, string>();
  return {
    getItem: vi.fn((key: string) => Promise.resolve(items.get(key) ?? null)),
    setItem: vi.fn((key: string, value: string) => {
      items.set(key, value);
      return Promise.resolve();
    }),
    removeItem: vi.fn((key: string) => {
      items.delete(key);
      return Promise.resolve();
    }),
    clear: vi.fn(() => Promise.resolve()),
    persistence: () => Promise.resolve({ persistent: true, lostStoredSession: false }),
  };
}

/** The main process's handlers, each with its effects faked. */
function registerAll() {
  const ipcMain = new FakeIpcMain();
  const store = fakeStore();
  const openExternal = vi.fn(() => Promise.resolve());
  const effects = {
    showSaveDialog: vi.fn(() => Promise.resolve({ canceled: false, filePath: '/home/ada/x.csv' })),
    writeFile: vi.fn(() => Promise.resolve()),
    showError: vi.fn(),
    defaultFolder: () => '/home/ada/Downloads',
    rememberFolder: vi.fn(),
    announceSaved: vi.fn(),
  };
  const setup = {
    describe: vi.fn(() => ({ choice: { kind: 'none' as const }, managed: false })),
    save: vi.fn(() => Promise.resolve({ ok: true as const })),
  };
  const inbox = createDeepLinkInbox({ notify: vi.fn() });
  registerSessionIpc(ipcMain, APP, store);
  registerFilesIpc(ipcMain, APP, effects);
  registerShellIpc(ipcMain, APP, openExternal);
  registerDeepLinkIpc(ipcMain, APP, inbox);
  registerSetupIpc(ipcMain, APP, setup);
  return { ipcMain, store, openExternal, effects, inbox, setup };
}

describe('assertTrustedSender (docs/threat-model.md, Electron checklist 17)', () => {
  it('accepts the app’s own top frame', () => {
    expect(() => assertTrustedSender({ senderFrame: appFrame }, APP)).not.toThrow();
  });

  it.each(foreignFrames)('refuses %s', (_name, frame) => {
    expect(() => assertTrustedSender({ senderFrame: frame }, APP)).toThrow(UntrustedSenderError);
  });
});

describe('the main process handlers', () => {
  it('handle exactly the channels of the contract', () => {
    const { ipcMain } = registerAll();
    expect([...ipcMain.handlers.keys()].sort()).toEqual(
      invokeContracts.map((contract) => contract.channel).sort(),
    );
  });

  describe.each(foreignFrames)('called from %s', (_name, frame) => {
    it.each(invokeContracts.map((contract) => [contract.channel] as const))(
      '%s throws and does nothing',
      async (channel) => {
        const { ipcMain, store, openExternal, effects, setup } = registerAll();
        const validInputs: Record<string, unknown> = {
          'session:get': { key: 'sb-auth-token' },
          'session:set': { key: 'sb-auth-token', value: 'x' },
          'session:remove': { key: 'sb-auth-token' },
          'session:persistence': undefined,
          'files:save': { suggestedName: 'a.csv', mimeType: 'text/csv', data: new Uint8Array(1) },
          'shell:open-external': { url: 'https://owasp.org/' },
          'deep-link:take': undefined,
          'setup:get': undefined,
          'setup:save': { kind: 'local' },
        };
        await expect(ipcMain.invoke(channel, frame, validInputs[channel])).rejects.toThrow(
          UntrustedSenderError,
        );
        expect(store.getItem).not.toHaveBeenCalled();
        expect(store.setItem).not.toHaveBeenCalled();
        expect(store.removeItem).not.toHaveBeenCalled();
        expect(openExternal).not.toHaveBeenCalled();
        expect(effects.showSaveDialog).not.toHaveBeenCalled();
        expect(setup.describe).not.toHaveBeenCalled();
        expect(setup.save).not.toHaveBeenCalled();
      },
    );
  });

  it.each([
    ['session:get', [{ key: 42 }]],
    ['session:get', [{ key: 'localStorage' }]],
    ['session:get', [{ key: 'sb-auth-token', extra: 1 }]],
    ['session:get', ['sb-auth-token']],
    ['session:get', [null]],
    ['session:get', []],
    ['session:set', [{ key: 'sb-auth-token' }]],
    ['session:set', [{ key: 'sb-auth-token', value: { nested: true } }]],
    ['session:set', [{ key: 'sb-auth-token', value: 'x'.repeat(70_000) }]],
    ['session:set', [{ key: 'sb-auth-token', value: 'x' }, 'second argument']],
    ['session:remove', [{ key: ['sb-auth-token'] }]],
    ['session:persistence', [{ please: true }]],
    [
      'files:save',
      [{ suggestedName: '../../.bashrc', mimeType: 'text/csv', data: new Uint8Array(1) }],
    ],
    [
      'files:save',
      [{ suggestedName: '/etc/passwd', mimeType: 'text/csv', data: new Uint8Array(1) }],
    ],
    ['files:save', [{ suggestedName: 'C:\\x.csv', mimeType: 'text/csv', data: new Uint8Array(1) }]],
    ['files:save', [{ suggestedName: '..', mimeType: 'text/csv', data: new Uint8Array(1) }]],
    [
      'files:save',
      [{ suggestedName: 'a\u0000.csv', mimeType: 'text/csv', data: new Uint8Array(1) }],
    ],
    ['files:save', [{ suggestedName: 'a.csv', mimeType: 'text/csv', data: 'not bytes' }]],
    ['files:save', [{ suggestedName: 'a.csv', mimeType: 'text/csv', data: [1, 2, 3] }]],
    ['files:save', [{ suggestedName: 'a.csv', mimeType: 'not a type', data: new Uint8Array(1) }]],
    [
      'files:save',
      [{ suggestedName: 'a.csv', mimeType: 'text/csv', data: new Uint8Array(1), path: '/tmp/x' }],
    ],
    ['files:save', [{ suggestedName: 'a.csv', mimeType: 'text/csv', data: new Uint16Array(1) }]],
    ['shell:open-external', [{ url: 7 }]],
    ['shell:open-external', ['https://owasp.org/']],
    ['deep-link:take', ['complyready://signin']],
    ['setup:get', [{ kind: 'local' }]],
    ['setup:save', [{ kind: 'remote' }]],
    ['setup:save', [{ kind: 'hosted', url: 'https://x.supabase.co', anonKey: 'k' }]],
    ['setup:save', [{ kind: 'local', dataDir: '/tmp' }]],
    ['setup:save', [{ kind: 'hosted', url: 'x'.repeat(3000), anonKey: 'k', websiteUrl: '' }]],
  ])('%s refuses wrong input %j', async (channel, args) => {
    const { ipcMain, store, openExternal, effects, setup } = registerAll();
    await expect(ipcMain.invoke(channel, appFrame, ...args)).rejects.toThrow(
      args.length > 1 ? TypeError : IpcValidationError,
    );
    expect(store.setItem).not.toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
    expect(effects.showSaveDialog).not.toHaveBeenCalled();
    expect(setup.save).not.toHaveBeenCalled();
  });

  it('serve the setup screen', async () => {
    const { ipcMain, setup } = registerAll();
    expect(await ipcMain.invoke('setup:get', appFrame)).toEqual({
      choice: { kind: 'none' },
      managed: false,
    });
    expect(await ipcMain.invoke('setup:save', appFrame, { kind: 'local' })).toEqual({ ok: true });
    expect(setup.save).toHaveBeenCalledWith({ kind: 'local' });
  });

  it('serve the session storage to the app', async () => {
    const { ipcMain } = registerAll();
    expect(await ipcMain.invoke(sessionGet.channel, appFrame, { key: 'sb-auth-token' })).toBeNull();
    await ipcMain.invoke(sessionSet.channel, appFrame, { key: 'sb-auth-token', value: '{"a":1}' });
    expect(await ipcMain.invoke(sessionGet.channel, appFrame, { key: 'sb-auth-token' })).toBe(
      '{"a":1}',
    );
    await ipcMain.invoke('session:remove', appFrame, { key: 'sb-auth-token' });
    expect(await ipcMain.invoke(sessionGet.channel, appFrame, { key: 'sb-auth-token' })).toBeNull();
    expect(await ipcMain.invoke('session:persistence', appFrame)).toEqual({
      persistent: true,
      lostStoredSession: false,
    });
  });

  it('open only https and mailto: links', async () => {
    const { ipcMain, openExternal } = registerAll();
    expect(
      await ipcMain.invoke(shellOpenExternal.channel, appFrame, { url: 'https://owasp.org/' }),
    ).toEqual({ opened: true });
    expect(
      await ipcMain.invoke(shellOpenExternal.channel, appFrame, { url: 'mailto:hi@example.com' }),
    ).toEqual({ opened: true });
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://owasp.org/',
      'smb://x/y',
    ]) {
      expect(await ipcMain.invoke(shellOpenExternal.channel, appFrame, { url })).toEqual({
        opened: false,
      });
    }
    expect(openExternal.mock.calls).toEqual([['https://owasp.org/'], ['mailto:hi@example.com']]);
  });

  it('hand over a waiting deep link once', async () => {
    const { ipcMain, inbox } = registerAll();
    expect(await ipcMain.invoke(deepLinkTake.channel, appFrame)).toBeNull();
    inbox.receiveUrl('complyready://team/abc');
    expect(await ipcMain.invoke(deepLinkTake.channel, appFrame)).toEqual(
      parseDeepLink('complyready://team/abc'),
    );
    expect(await ipcMain.invoke(deepLinkTake.channel, appFrame)).toBeNull();
  });

  it('save through the dialog', async () => {
    const { ipcMain, effects } = registerAll();
    const data = new TextEncoder().encode('a,b\r\n');
    expect(
      await ipcMain.invoke(filesSave.channel, appFrame, {
        suggestedName: 'x.csv',
        mimeType: 'text/csv;charset=utf-8',
        data,
      }),
    ).toEqual({ status: 'saved' });
    expect(effects.writeFile).toHaveBeenCalledWith('/home/ada/x.csv', data);
  });
});

describe('handleInvoke', () => {
  it('checks what a handler returns against the contract', async () => {
    const ipcMain = new FakeIpcMain();
    handleInvoke(ipcMain, APP, sessionGet, () => 42 as unknown as string);
    await expect(
      ipcMain.invoke(sessionGet.channel, appFrame, { key: 'sb-auth-token' }),
    ).rejects.toThrow(IpcValidationError);
  });

  it('passes the handler a checked copy, without unknown keys', async () => {
    const ipcMain = new FakeIpcMain();
    const handler = vi.fn(() => null);
    handleInvoke(ipcMain, APP, sessionGet, handler);
    await ipcMain.invoke(sessionGet.channel, appFrame, { key: 'sb-auth-token' });
    expect(handler).toHaveBeenCalledWith({ key: 'sb-auth-token' }, expect.anything());
  });
});
