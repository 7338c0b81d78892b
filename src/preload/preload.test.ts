import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventContracts, invokeContracts } from '../shared/ipc';
import { IpcValidationError } from '../shared/ipc/schema';
import { buildDesktopApi, type IpcRendererLike } from './desktop-api';

type Listener = (event: unknown, ...args: unknown[]) => void;

const exposed = vi.hoisted(() => new Map<string, unknown>());
const fakeIpcRenderer = vi.hoisted(() => ({
  invoke: vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>(),
  on: vi.fn(),
  removeListener: vi.fn(),
  send: vi.fn(),
  sendSync: vi.fn(),
}));
vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value),
  },
  ipcRenderer: fakeIpcRenderer,
}));

describe('the preload (docs/threat-model.md, Electron checklist 20)', () => {
  beforeEach(async () => {
    exposed.clear();
    vi.resetModules();
    await import('.');
  });

  it('exposes one object, window.desktop, with only the contract’s functions', () => {
    expect([...exposed.keys()]).toEqual(['desktop']);
    const desktop = exposed.get('desktop') as Record<string, unknown>;
    expect(Object.keys(desktop).sort()).toMatchInlineSnapshot(`
      [
        "getBackendSetup",
        "getSessionItem",
        "getSessionPersistence",
        "onDeepLinkOpened",
        "openExternal",
        "removeSessionItem",
        "saveBackendSetup",
        "saveFile",
        "setSessionItem",
        "takeDeepLink",
      ]
    `);
    expect(Object.keys(desktop).sort()).toEqual(
      [...invokeContracts, ...eventContracts].map((contract) => contract.method).sort(),
    );
  });

  it('exposes functions only, and never ipcRenderer or any of its methods', () => {
    const desktop = exposed.get('desktop') as Record<string, unknown>;
    for (const value of Object.values(desktop)) {
      expect(typeof value).toBe('function');
      expect(value).not.toBe(fakeIpcRenderer);
      expect(Object.values(fakeIpcRenderer)).not.toContain(value);
    }
    expect(Object.isFrozen(desktop)).toBe(true);
  });
});

describe('buildDesktopApi', () => {
  function ipc() {
    const listeners = new Map<string, Listener>();
    const renderer = {
      invoke: vi.fn<IpcRendererLike['invoke']>(() => Promise.resolve(null)),
      on: vi.fn((channel: string, listener: Listener) => listeners.set(channel, listener)),
      removeListener: vi.fn((channel: string) => listeners.delete(channel)),
    };
    return { renderer, listeners, api: buildDesktopApi(renderer) };
  }

  it('sends a checked request on the contract’s channel and checks the answer', async () => {
    const { renderer, api } = ipc();
    renderer.invoke.mockResolvedValueOnce('{"access_token":"x"}');
    await expect(api.getSessionItem({ key: 'sb-auth-token' })).resolves.toBe(
      '{"access_token":"x"}',
    );
    expect(renderer.invoke).toHaveBeenCalledWith('session:get', { key: 'sb-auth-token' });

    renderer.invoke.mockResolvedValueOnce({ unexpected: true });
    await expect(api.getSessionItem({ key: 'sb-auth-token' })).rejects.toThrow(IpcValidationError);
  });

  it('refuses bad input before anything is sent', async () => {
    const { renderer, api } = ipc();
    await expect(
      api.saveFile({ suggestedName: '../x', mimeType: 'text/csv', data: new Uint8Array(1) }),
    ).rejects.toThrow(IpcValidationError);
    await expect(
      api.getSessionItem({ key: 'other' } as unknown as { key: string }),
    ).rejects.toThrow(IpcValidationError);
    expect(renderer.invoke).not.toHaveBeenCalled();
  });

  it('passes event payloads on without Electron’s event object, and unsubscribes', () => {
    const { renderer, listeners, api } = ipc();
    const listener = vi.fn();
    const unsubscribe = api.onDeepLinkOpened(listener);
    const senderEvent = { sender: renderer, senderId: 0 };
    listeners.get('deep-link:opened')?.(senderEvent);
    expect(listener).toHaveBeenCalledExactlyOnceWith(undefined);
    unsubscribe();
    expect(renderer.removeListener).toHaveBeenCalledWith('deep-link:opened', expect.any(Function));
    expect(listeners.size).toBe(0);
  });

  it('refuses a payload the contract does not allow', () => {
    const { listeners, api } = ipc();
    const listener = vi.fn();
    api.onDeepLinkOpened(listener);
    expect(() => listeners.get('deep-link:opened')?.({}, 'app://evil/')).toThrow(
      IpcValidationError,
    );
    expect(listener).not.toHaveBeenCalled();
  });
});
