import { eventContracts, invokeContracts, type DesktopApi } from '../shared/ipc';

/** The parts of Electron's `ipcRenderer` the bridge uses. Never exposed itself. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * `window.desktop`, generated from the IPC contract (docs/threat-model.md, Electron checklist 20):
 * one function per contract, each checking its input before sending and the answer before returning
 * it. Event listeners receive the checked payload only, never Electron's event object (which would
 * reach `sender`, the raw ipcRenderer).
 */
export function buildDesktopApi(ipcRenderer: IpcRendererLike): DesktopApi {
  const api: Record<string, unknown> = {};
  for (const contract of invokeContracts) {
    api[contract.method] = async (input?: unknown) =>
      contract.output(await ipcRenderer.invoke(contract.channel, contract.input(input, 'input')));
  }
  for (const contract of eventContracts) {
    api[contract.method] = (listener: (payload: unknown) => void) => {
      if (typeof listener !== 'function') throw new TypeError('A listener function is required.');
      const forward = (_event: unknown, payload: unknown) => listener(contract.payload(payload));
      ipcRenderer.on(contract.channel, forward);
      return () => {
        ipcRenderer.removeListener(contract.channel, forward);
      };
    };
  }
  return Object.freeze(api) as DesktopApi;
}
