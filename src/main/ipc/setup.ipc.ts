import { setupGet, setupSave } from '../../shared/ipc';
import type { BackendSetup } from '../backend-setup';
import { handleInvoke, type IpcMainLike } from './register';

/** The setup screen: read the current choice, save a new one (checked by the main process). */
export function registerSetupIpc(ipcMain: IpcMainLike, appOrigin: string, setup: BackendSetup) {
  handleInvoke(ipcMain, appOrigin, setupGet, () => setup.describe());
  handleInvoke(ipcMain, appOrigin, setupSave, (input) => setup.save(input));
}
