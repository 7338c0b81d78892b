import { extname, join } from 'node:path';
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
  /** Where the dialog starts: the Downloads folder. */
  defaultFolder(): string;
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
 * Decision E2: the user picks the place in the native dialog, starting from the suggested name;
 * the renderer never supplies a path. Cancel writes nothing; a failed write is reported to the
 * user and to the renderer.
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
    defaultPath: join(effects.defaultFolder(), name),
    filters: [...(filter ? [filter] : []), { name: 'All files', extensions: ['*'] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (choice.canceled || !choice.filePath) return { status: 'cancelled' };
  try {
    await effects.writeFile(choice.filePath, input.data);
    return { status: 'saved' };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    const reason = typeof code === 'string' ? code : 'an unknown error';
    const message = `The file could not be saved (${reason}). Try another folder.`;
    await effects.showError(event, message);
    return { status: 'failed', message };
  }
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
