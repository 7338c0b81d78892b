import { dirname, extname, join } from 'node:path';
import { filesSave } from '../../shared/ipc';
import { handleInvoke, type InvokeEvent, type IpcMainLike } from './register';

export type SaveFileInput = ReturnType<typeof filesSave.input>;
export type SaveFileOutput = ReturnType<typeof filesSave.output>;

export interface SaveDialogOptions {
  title: string;
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
  properties: ['createDirectory', 'showOverwriteConfirmation'];
}

/** The effects of saving, injected: Electron's dialog and the file system in the app. */
export interface SaveFileEffects {
  /** The native save dialog, attached to the window that asked. */
  showSaveDialog(
    event: InvokeEvent,
    options: SaveDialogOptions,
  ): Promise<{ canceled: boolean; filePath?: string | undefined }>;
  writeFile(path: string, data: Uint8Array): Promise<void>;
  /** Tells the user the file was not saved (a native message box). */
  showError(event: InvokeEvent, message: string): Promise<void> | void;
  /** Where the dialog starts: the folder of the last export, or the Downloads folder. */
  defaultFolder(): string | Promise<string>;
  /** Remembers the folder of a saved file for the next export. */
  rememberFolder(folder: string): Promise<void> | void;
  /** Tells the user the file is saved, offering "Show in Folder". */
  announceSaved(filePath: string): void;
}

const FILTERS: Readonly<Record<string, { name: string; extensions: string[] }>> = {
  '.csv': { name: 'CSV file', extensions: ['csv'] },
  '.docx': { name: 'Word document', extensions: ['docx'] },
  '.pdf': { name: 'PDF document', extensions: ['pdf'] },
};

/**
 * The suggested name as a plain file name on every OS: no characters Windows refuses, no
 * trailing dots or spaces, never empty. (The contract already refuses folders.)
 */
export function safeFileName(suggested: string): string {
  const cleaned = [...suggested]
    .map((character) => (character < ' ' || '<>:"/\\|?*'.includes(character) ? '-' : character))
    .join('')
    .replace(/[. ]+$/, '')
    .trim();
  return cleaned === '' ? 'download' : cleaned;
}

/**
 * Decision E2: the user picks the place in the native dialog, starting from the suggested name in
 * the folder of the last export; the renderer never supplies a path. Cancel writes nothing; a
 * failed write is reported to the user and to the renderer; a saved file is announced with
 * "Show in Folder".
 */
export async function saveFileWithDialog(
  input: SaveFileInput,
  event: InvokeEvent,
  effects: SaveFileEffects,
): Promise<SaveFileOutput> {
  const name = safeFileName(input.suggestedName);
  const filter = FILTERS[extname(name).toLowerCase()];
  const choice = await effects.showSaveDialog(event, {
    title: 'Save',
    defaultPath: join(await effects.defaultFolder(), name),
    filters: [...(filter ? [filter] : []), { name: 'All files', extensions: ['*'] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (choice.canceled || !choice.filePath) return { status: 'cancelled' };
  try {
    await effects.writeFile(choice.filePath, input.data);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    const reason = typeof code === 'string' ? code : 'an unknown error';
    const message = `The file could not be saved (${reason}). Try another folder.`;
    await effects.showError(event, message);
    return { status: 'failed', message };
  }
  // Remembering is a convenience: a settings file that cannot be written does not fail the save.
  const folder = dirname(choice.filePath);
  await (async () => effects.rememberFolder(folder))().catch(() => undefined);
  effects.announceSaved(choice.filePath);
  return { status: 'saved' };
}

export function registerFilesIpc(
  ipcMain: IpcMainLike,
  appOrigin: string,
  effects: SaveFileEffects,
) {
  handleInvoke(ipcMain, appOrigin, filesSave, (input, event) =>
    saveFileWithDialog(input, event, effects),
  );
}
