import { describe, expect, it, vi } from 'vitest';
import { safeFileName, saveFileWithDialog, type SaveFileEffects } from './files.ipc';

const event = { senderFrame: { url: 'app://renderer/dashboard', parent: null } };
const csv = new TextEncoder().encode('\uFEFF"Name","Email"\r\n');

function effects(overrides: Partial<SaveFileEffects> = {}) {
  return {
    showSaveDialog: vi.fn<SaveFileEffects['showSaveDialog']>(() =>
      Promise.resolve({ canceled: false, filePath: '/home/ada/Documents/team.csv' }),
    ),
    writeFile: vi.fn<SaveFileEffects['writeFile']>(() => Promise.resolve()),
    showError: vi.fn<SaveFileEffects['showError']>(),
    defaultFolder: (): string | Promise<string> => '/home/ada/Downloads',
    rememberFolder: vi.fn<SaveFileEffects['rememberFolder']>(),
    announceSaved: vi.fn<SaveFileEffects['announceSaved']>(),
    ...overrides,
  };
}

/** Saves a small CSV as `a.csv` with these effects. */
const saveCsv = (fx: SaveFileEffects) =>
  saveFileWithDialog({ suggestedName: 'a.csv', mimeType: 'text/csv', data: csv }, event, fx);

describe('saving a file (docs/decisions.md E2)', () => {
  it('opens the dialog at the suggested name and writes the bytes where the user chose', async () => {
    const fx = effects();
    const result = await saveFileWithDialog(
      { suggestedName: 'team-progress-2026-01-05.csv', mimeType: 'text/csv', data: csv },
      event,
      fx,
    );
    expect(result).toEqual({ status: 'saved' });
    expect(fx.showSaveDialog).toHaveBeenCalledExactlyOnceWith(event, {
      title: 'Save',
      defaultPath: '/home/ada/Downloads/team-progress-2026-01-05.csv',
      filters: [
        { name: 'CSV file', extensions: ['csv'] },
        { name: 'All files', extensions: ['*'] },
      ],
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    });
    expect(fx.writeFile).toHaveBeenCalledExactlyOnceWith('/home/ada/Documents/team.csv', csv);
    expect(fx.showError).not.toHaveBeenCalled();
  });

  it('remembers the folder for the next export, and offers Show in Folder', async () => {
    const fx = effects({ defaultFolder: () => Promise.resolve('/home/ada/Documents') });
    await saveFileWithDialog(
      { suggestedName: 'access-review-checklist.csv', mimeType: 'text/csv', data: csv },
      event,
      fx,
    );
    expect(vi.mocked(fx.showSaveDialog).mock.calls[0]?.[1].defaultPath).toBe(
      '/home/ada/Documents/access-review-checklist.csv',
    );
    expect(fx.rememberFolder).toHaveBeenCalledExactlyOnceWith('/home/ada/Documents');
    expect(fx.announceSaved).toHaveBeenCalledExactlyOnceWith('/home/ada/Documents/team.csv');
  });

  it('still reports the save when the folder cannot be remembered', async () => {
    const fx = effects({
      rememberFolder: vi.fn(() => Promise.reject(new Error('EROFS'))),
    });
    expect(await saveCsv(fx)).toEqual({ status: 'saved' });
  });

  it('offers the Word filter for .docx', async () => {
    const fx = effects();
    await saveFileWithDialog(
      {
        suggestedName: 'acceptable-use-policy.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        data: new Uint8Array([0x50, 0x4b]),
      },
      event,
      fx,
    );
    expect(vi.mocked(fx.showSaveDialog).mock.calls[0]?.[1].filters[0]).toEqual({
      name: 'Word document',
      extensions: ['docx'],
    });
  });

  it('writes nothing when the user cancels', async () => {
    const fx = effects({
      showSaveDialog: vi.fn(() => Promise.resolve({ canceled: true, filePath: '' })),
    });
    const result = await saveCsv(fx);
    expect(result).toEqual({ status: 'cancelled' });
    expect(fx.writeFile).not.toHaveBeenCalled();
  });

  it('treats a dialog without a path as cancelled', async () => {
    const fx = effects({ showSaveDialog: vi.fn(() => Promise.resolve({ canceled: false })) });
    expect(await saveCsv(fx)).toEqual({ status: 'cancelled' });
    expect(fx.writeFile).not.toHaveBeenCalled();
  });

  it('tells the user and the renderer when the write fails', async () => {
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const fx = effects({ writeFile: vi.fn(() => Promise.reject(denied)) });
    const result = await saveCsv(fx);
    expect(result).toEqual({
      status: 'failed',
      message: 'The file could not be saved (EACCES). Try another folder.',
    });
    expect(fx.showError).toHaveBeenCalledExactlyOnceWith(
      event,
      'The file could not be saved (EACCES). Try another folder.',
    );
  });

  it('copes with a failure that is not an Error', async () => {
    const fx = effects({ writeFile: vi.fn(() => Promise.reject(null)) });
    const result = await saveCsv(fx);
    expect(result).toMatchObject({ status: 'failed' });
  });
});

describe('safeFileName', () => {
  it.each([
    ['team-progress-2026-01-05.csv', 'team-progress-2026-01-05.csv'],
    ['Policy: Access Control.docx', 'Policy- Access Control.docx'],
    ['a<b>c|d?e*f"g.csv', 'a-b-c-d-e-f-g.csv'],
    ['trailing dots...', 'trailing dots'],
    ['...', 'download'],
    ['   ', 'download'],
  ])('%s → %s', (suggested, expected) => {
    expect(safeFileName(suggested)).toBe(expected);
  });
});
