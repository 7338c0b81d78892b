import { shellOpenExternal } from '../../shared/ipc';
import { isAllowedExternalUrl } from '../security';
import { handleInvoke, type IpcMainLike } from './register';

/** Checklist 15: the renderer may ask to open a URL; only allow-listed https URLs are opened. */
export function registerShellIpc(
  ipcMain: IpcMainLike,
  appOrigin: string,
  openExternal: (url: string) => Promise<void>,
) {
  handleInvoke(ipcMain, appOrigin, shellOpenExternal, async ({ url }) => {
    if (!isAllowedExternalUrl(url)) return { opened: false };
    await openExternal(url);
    return { opened: true };
  });
}
