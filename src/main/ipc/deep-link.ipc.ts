import { deepLinkTake } from '../../shared/ipc';
import type { DeepLinkInbox } from '../deep-links';
import { handleInvoke, type IpcMainLike } from './register';

/** The renderer takes the waiting deep-link target (docs/decisions.md E3). */
export function registerDeepLinkIpc(ipcMain: IpcMainLike, appOrigin: string, inbox: DeepLinkInbox) {
  handleInvoke(ipcMain, appOrigin, deepLinkTake, () => inbox.take());
}
