import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { describeLoadFailure } from './load-failure';
import {
  createMainWindow,
  mainWindowOptions,
  secureWebPreferences,
  type CreateWindowOptions,
} from './window';

describe('secureWebPreferences (docs/threat-model.md, Electron checklist 2–4, 6, 8–11)', () => {
  const preferences = secureWebPreferences('/app/out/preload/index.cjs');

  it('isolates and sandboxes the renderer without Node', () => {
    expect(preferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
    });
  });

  it('keeps web security on and nothing experimental or insecure', () => {
    expect(preferences.webSecurity).toBe(true);
    expect(preferences.allowRunningInsecureContent).toBe(false);
    expect(preferences.experimentalFeatures).toBe(false);
    expect(preferences.webviewTag).toBe(false);
    expect(preferences).not.toHaveProperty('enableBlinkFeatures');
    expect(preferences).not.toHaveProperty('disableBlinkFeatures');
  });

  it('sets nothing beyond the reviewed list', () => {
    expect(Object.keys(preferences).sort()).toEqual([
      'allowRunningInsecureContent',
      'contextIsolation',
      'devTools',
      'experimentalFeatures',
      'navigateOnDragDrop',
      'nodeIntegration',
      'nodeIntegrationInSubFrames',
      'nodeIntegrationInWorker',
      'preload',
      'sandbox',
      'spellcheck',
      'webSecurity',
      'webviewTag',
    ]);
  });
});

type Listener = (...args: never[]) => void;

class FakeWindow {
  static created: FakeWindow[] = [];
  readonly listeners = new Map<string, () => void>();
  readonly contentsListeners = new Map<string, Listener>();
  readonly loaded: string[] = [];
  shown = false;
  maximized = false;
  loadResult: () => Promise<void> = () => Promise.resolve();
  readonly webContents = {
    on: (event: string, listener: Listener) => this.contentsListeners.set(event, listener),
  };
  /** Emits a WebContents event as Chromium would. */
  fire(event: string, ...args: unknown[]) {
    (this.contentsListeners.get(event) as ((...values: unknown[]) => void) | undefined)?.(...args);
  }
  constructor(readonly options: BrowserWindowConstructorOptions) {
    FakeWindow.created.push(this);
  }
  once(event: 'ready-to-show', listener: () => void) {
    this.listeners.set(event, listener);
    return this;
  }
  show() {
    this.shown = true;
  }
  maximize() {
    this.maximized = true;
  }
  isDestroyed() {
    return false;
  }
  loadURL(url: string) {
    this.loaded.push(url);
    return this.loadResult();
  }
}

const noFailures = { ask: () => Promise.resolve('quit' as const), quit: vi.fn(), log: vi.fn() };

/** The main window in a fake, loading the app page, with what a test sets besides. */
const openWindow = (options: Partial<CreateWindowOptions<FakeWindow>> = {}) =>
  createMainWindow({
    BrowserWindow: FakeWindow,
    preloadPath: '/p.cjs',
    startUrl: () => 'app://renderer/',
    failures: noFailures,
    ...options,
  });

describe('createMainWindow', () => {
  it('builds the window with the secure options and loads the app page', () => {
    const window = openWindow();
    expect(window.options).toEqual(mainWindowOptions('/p.cjs'));
    expect(window.options.webPreferences).toEqual(secureWebPreferences('/p.cjs'));
    expect(window.options.show).toBe(false);
    expect(window.options.title).toBe('ComplyReady');
    expect(window.loaded).toEqual(['app://renderer/']);
  });

  it('has no DevTools unless asked for (development runs only)', () => {
    expect(secureWebPreferences('/p.cjs').devTools).toBe(false);
    const window = openWindow({ devTools: true });
    expect(window.options.webPreferences?.devTools).toBe(true);
  });

  it('opens with the remembered place and size, maximised if it was', () => {
    const window = openWindow({
      bounds: { x: 40, y: 30, width: 900, height: 700 },
      maximized: true,
    });
    expect(window.options).toMatchObject({ x: 40, y: 30, width: 900, height: 700 });
    window.listeners.get('ready-to-show')?.();
    expect(window.maximized).toBe(true);
  });

  it('shows the window once it has painted', () => {
    const window = openWindow();
    expect(window.shown).toBe(false);
    window.listeners.get('ready-to-show')?.();
    expect(window.shown).toBe(true);
  });
});

describe('the failed-load window', () => {
  function failingWindow(answers: ('retry' | 'quit')[]) {
    const ask = vi.fn<(reason: string) => Promise<'retry' | 'quit'>>(() =>
      Promise.resolve(answers.shift() ?? 'quit'),
    );
    const quit = vi.fn();
    const log = vi.fn();
    class FailingWindow extends FakeWindow {
      override loadResult = () =>
        this.loaded.length === 1
          ? Promise.reject(
              Object.assign(new Error("ERR_FILE_NOT_FOUND (-6) loading 'app://renderer/'"), {
                errno: -6,
                code: 'ERR_FILE_NOT_FOUND',
              }),
            )
          : Promise.resolve();
    }
    const window = openWindow({ BrowserWindow: FailingWindow, failures: { ask, quit, log } });
    return { window, ask, quit, log };
  }

  it('shows the reason with Retry, and loads the page again on Retry', async () => {
    const { window, ask, quit, log } = failingWindow(['retry']);
    await vi.waitFor(() =>
      expect(ask).toHaveBeenCalledWith(
        "The app's files are missing or damaged (ERR_FILE_NOT_FOUND). Reinstalling ComplyReady should fix this.",
      ),
    );
    await vi.waitFor(() => expect(window.loaded).toEqual(['app://renderer/', 'app://renderer/']));
    expect(quit).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('ERR_FILE_NOT_FOUND'));
  });

  it('quits when the user chooses Quit', async () => {
    const { quit } = failingWindow(['quit']);
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
  });

  it('asks once for a failure Chromium reports twice (rejected load and did-fail-load)', async () => {
    const { window, ask } = failingWindow([]);
    window.fire('did-fail-load', {}, -6, 'ERR_FILE_NOT_FOUND', 'app://renderer/', true);
    await vi.waitFor(() => expect(ask).toHaveBeenCalled());
    expect(ask).toHaveBeenCalledOnce();
  });

  it('ignores replaced navigations and failures of embedded frames', () => {
    const ask = vi.fn(() => Promise.resolve('retry' as const));
    const window = openWindow({ failures: { ask, quit: vi.fn(), log: vi.fn() } });
    window.fire('did-fail-load', {}, -3, 'ERR_ABORTED', 'app://renderer/', true);
    window.fire(
      'did-fail-load',
      {},
      -105,
      'ERR_NAME_NOT_RESOLVED',
      'https://player.vimeo.com/',
      false,
    );
    expect(ask).not.toHaveBeenCalled();
  });

  it('explains a renderer that crashed', async () => {
    const ask = vi.fn(() => Promise.resolve('retry' as const));
    const window = openWindow({ failures: { ask, quit: vi.fn(), log: vi.fn() } });
    window.fire('render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    await vi.waitFor(() =>
      expect(ask).toHaveBeenCalledWith('The page stopped unexpectedly (crashed, exit code 11).'),
    );
    await vi.waitFor(() => expect(window.loaded).toHaveLength(2));
  });
});

describe('describeLoadFailure', () => {
  it('names the error for the user', () => {
    expect(describeLoadFailure(-102, 'ERR_CONNECTION_REFUSED')).toContain('refused');
    expect(describeLoadFailure(-2, 'ERR_FAILED')).toBe(
      'The page could not be loaded (ERR_FAILED).',
    );
  });
});
