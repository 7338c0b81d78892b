import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createMainWindow, mainWindowOptions, secureWebPreferences } from './window';

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

class FakeWindow {
  static created: FakeWindow[] = [];
  readonly listeners = new Map<string, () => void>();
  readonly loaded: string[] = [];
  shown = false;
  loadResult: Promise<void> = Promise.resolve();
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
  loadURL(url: string) {
    this.loaded.push(url);
    return this.loadResult;
  }
}

describe('createMainWindow', () => {
  it('builds the window with the secure options and loads the app page', () => {
    const window = createMainWindow({
      BrowserWindow: FakeWindow,
      preloadPath: '/p.cjs',
      startUrl: 'app://renderer/',
    });
    expect(window.options).toEqual(mainWindowOptions('/p.cjs'));
    expect(window.options.webPreferences).toEqual(secureWebPreferences('/p.cjs'));
    expect(window.options.show).toBe(false);
    expect(window.loaded).toEqual(['app://renderer/']);
  });

  it('shows the window once it has painted', () => {
    const window = createMainWindow({
      BrowserWindow: FakeWindow,
      preloadPath: '/p.cjs',
      startUrl: 'app://renderer/',
    });
    expect(window.shown).toBe(false);
    window.listeners.get('ready-to-show')?.();
    expect(window.shown).toBe(true);
  });

  it('reports a page that fails to load instead of leaving a rejected promise', async () => {
    const onLoadFailed = vi.fn();
    class FailingWindow extends FakeWindow {
      override loadURL(url: string) {
        this.loaded.push(url);
        return Promise.reject(new Error('ERR_FAILED'));
      }
    }
    createMainWindow({
      BrowserWindow: FailingWindow,
      preloadPath: '/p.cjs',
      startUrl: 'app://renderer/',
      onLoadFailed,
    });
    await vi.waitFor(() => expect(onLoadFailed).toHaveBeenCalledWith(new Error('ERR_FAILED')));
  });
});
