import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import { loadWithFailureWindow, type FailingWindow, type LoadFailureOptions } from './load-failure';
import { DEFAULT_SIZE, MINIMUM_SIZE, type Rectangle } from './window-state';

export const PRODUCT_NAME = 'ComplyReady';

/**
 * The one set of web preferences every ComplyReady window gets
 * (docs/threat-model.md, Electron checklist 2–4, 6, 8–11): an isolated, sandboxed renderer without
 * Node, with web security on and nothing experimental. DevTools only in a development run.
 */
export function secureWebPreferences(
  preloadPath: string,
  { devTools = false }: { devTools?: boolean } = {},
): WebPreferences {
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
    devTools,
    // enableBlinkFeatures is deliberately never set.
  };
}

export interface MainWindowSettings {
  /** Restored place and size (window-state.ts); the default size, centred, when absent. */
  bounds?: Partial<Rectangle> & { width: number; height: number };
  devTools?: boolean;
}

export function mainWindowOptions(
  preloadPath: string,
  settings: MainWindowSettings = {},
): BrowserWindowConstructorOptions {
  return {
    ...(settings.bounds ?? DEFAULT_SIZE),
    minWidth: MINIMUM_SIZE.width,
    minHeight: MINIMUM_SIZE.height,
    show: false,
    title: PRODUCT_NAME,
    backgroundColor: '#ffffff',
    webPreferences: secureWebPreferences(preloadPath, { devTools: settings.devTools ?? false }),
  };
}

/** The parts of a BrowserWindow the factory uses. */
export interface WindowLike extends FailingWindow {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  maximize(): void;
}

export interface CreateWindowOptions<W extends WindowLike> extends MainWindowSettings {
  /** `BrowserWindow`, or a fake in tests. */
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => W;
  preloadPath: string;
  maximized?: boolean;
  /** The page to open (and to retry): `app://renderer/` or a path inside it. */
  startUrl(): string;
  /** What happens when the page does not load (load-failure.ts). */
  failures: Omit<LoadFailureOptions, 'url'>;
}

/**
 * The window factory: the secure options, shown once painted, loading the app's own page, and a
 * window with the reason and Retry when it does not load. The navigation, new-window and webview
 * guards are attached to every WebContents when it is created (index.ts), so they cover this
 * window too.
 */
export function createMainWindow<W extends WindowLike>(options: CreateWindowOptions<W>): W {
  const window = new options.BrowserWindow(
    mainWindowOptions(options.preloadPath, {
      ...(options.bounds ? { bounds: options.bounds } : {}),
      devTools: options.devTools ?? false,
    }),
  );
  window.once('ready-to-show', () => {
    if (options.maximized) window.maximize();
    window.show();
  });
  loadWithFailureWindow(window, { ...options.failures, url: options.startUrl });
  return window;
}
