import type { DesktopApi } from '@shared/ipc';

/**
 * The desktop setup screen's calls to the main process (only the desktop build's setup page uses
 * them; the platform folder stays the only code that touches `window.desktop`).
 */
export type BackendSetup = Awaited<ReturnType<DesktopApi['getBackendSetup']>>;
export type BackendSetupInput = Parameters<DesktopApi['saveBackendSetup']>[0];
export type BackendSetupResult = Awaited<ReturnType<DesktopApi['saveBackendSetup']>>;

function desktop(): DesktopApi {
  const api = (window as Window & { desktop?: DesktopApi }).desktop;
  if (!api) throw new Error('window.desktop is missing: this page runs inside the desktop app.');
  return api;
}

export const desktopSetup = {
  read: (): Promise<BackendSetup> => desktop().getBackendSetup(),
  save: (input: BackendSetupInput): Promise<BackendSetupResult> =>
    desktop().saveBackendSetup(input),
};
