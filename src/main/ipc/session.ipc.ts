import { sessionGet, sessionPersistence, sessionRemove, sessionSet } from '../../shared/ipc';
import type { SessionStore } from '../session-store';
import { handleInvoke, type IpcMainLike } from './register';

/** supabase-js auth storage, backed by the encrypted session store (docs/decisions.md E1). */
export function registerSessionIpc(ipcMain: IpcMainLike, appOrigin: string, store: SessionStore) {
  handleInvoke(ipcMain, appOrigin, sessionGet, ({ key }) => store.getItem(key));
  handleInvoke(ipcMain, appOrigin, sessionSet, async ({ key, value }) => {
    await store.setItem(key, value);
    return undefined;
  });
  handleInvoke(ipcMain, appOrigin, sessionRemove, async ({ key }) => {
    await store.removeItem(key);
    return undefined;
  });
  handleInvoke(ipcMain, appOrigin, sessionPersistence, () => store.persistence());
}
