import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

/**
 * The one set of web preferences every ComplyReady window gets
 * (docs/threat-model.md, Electron checklist 2–4, 6, 8–11): an isolated, sandboxed renderer without
 * Node, with web security on and nothing experimental.
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    // Chromium would download spelling dictionaries from Google's servers.
    spellcheck: false,
    // enableBlinkFeatures is deliberately never set.
  };
}

export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1200,
    height: 800,
    minWidth: 360,
    minHeight: 480,
    show: false,
    title: 'ComplyReady',
    backgroundColor: '#ffffff',
    webPreferences: secureWebPreferences(preloadPath),
  };
}

/** The parts of a BrowserWindow the factory uses. */
export interface WindowLike {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  loadURL(url: string): Promise<void>;
}

export interface CreateWindowOptions<W extends WindowLike> {
  /** `BrowserWindow`, or a fake in tests. */
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => W;
  preloadPath: string;
  /** The page to open: `app://renderer/` or a path inside it. */
  startUrl: string;
  onLoadFailed?(error: unknown): void;
}

/**
 * The window factory: the secure options, shown once painted, loading the app's own page. The
 * navigation, new-window and webview guards are attached to every WebContents when it is created
 * (index.ts), so they cover this window too.
 */
export function createMainWindow<W extends WindowLike>(options: CreateWindowOptions<W>): W {
  const window = new options.BrowserWindow(mainWindowOptions(options.preloadPath));
  window.once('ready-to-show', () => window.show());
  window.loadURL(options.startUrl).catch((error: unknown) => options.onLoadFailed?.(error));
  return window;
}
