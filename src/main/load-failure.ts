/**
 * When the app's page does not load (or its renderer dies), the window would stay invisible: it
 * is shown on `ready-to-show`, which never comes. Instead the user gets a window with the reason
 * and a Retry button (and Quit), and the log gets the details.
 */

/** Chromium's "the navigation was replaced by another one": not a failure. */
const ERR_ABORTED = -3;

/** The parts of a BrowserWindow the failure handling uses. */
export interface FailingWindow {
  loadURL(url: string): Promise<void>;
  isDestroyed(): boolean;
  webContents: {
    on(
      event: 'did-fail-load',
      listener: (
        event: unknown,
        errorCode: number,
        errorDescription: string,
        validatedUrl: string,
        isMainFrame: boolean,
      ) => void,
    ): unknown;
    on(
      event: 'render-process-gone',
      listener: (event: unknown, details: { reason: string; exitCode: number }) => void,
    ): unknown;
  };
}

export type FailureChoice = 'retry' | 'quit';

export interface LoadFailureOptions {
  /** The page to load again on Retry. */
  url(): string;
  /** Shows the reason with Retry and Quit buttons. */
  ask(reason: string): Promise<FailureChoice>;
  quit(): void;
  log(message: string): void;
}

/** A sentence for the user from Chromium's error (`ERR_FILE_NOT_FOUND`, ...). */
export function describeLoadFailure(errorCode: number, errorDescription: string): string {
  const name = errorDescription.replace(/^net::/, '') || `error ${errorCode}`;
  if (name === 'ERR_FILE_NOT_FOUND' || name === 'ERR_INVALID_URL') {
    return `The app's files are missing or damaged (${name}). Reinstalling ComplyReady should fix this.`;
  }
  if (name === 'ERR_CONNECTION_REFUSED') {
    return `The page's server refused the connection (${name}).`;
  }
  return `The page could not be loaded (${name}).`;
}

/**
 * Loads `url()` into the window and watches it: a failed main-frame load or a renderer that dies
 * asks the user, once at a time, whether to retry.
 */
export function loadWithFailureWindow(window: FailingWindow, options: LoadFailureOptions): void {
  let asking = false;

  function failed(reason: string): void {
    options.log(`The app page failed: ${reason}`);
    if (asking || window.isDestroyed()) return;
    asking = true;
    void options.ask(reason).then((choice) => {
      asking = false;
      if (choice === 'quit') options.quit();
      else if (!window.isDestroyed()) load();
    });
  }

  function load(): void {
    window.loadURL(options.url()).catch((error: unknown) => {
      const code = (error as { errno?: unknown } | null)?.errno;
      if (code === ERR_ABORTED) return;
      const name = (error as { code?: unknown } | null)?.code;
      failed(
        typeof code === 'number' && typeof name === 'string'
          ? describeLoadFailure(code, name)
          : `The page could not be loaded (${String((error as Error | null)?.message ?? error)}).`,
      );
    });
  }

  window.webContents.on(
    'did-fail-load',
    (_event, errorCode, errorDescription, _url, isMainFrame) => {
      if (!isMainFrame || errorCode === ERR_ABORTED) return;
      failed(describeLoadFailure(errorCode, errorDescription));
    },
  );
  window.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    failed(`The page stopped unexpectedly (${details.reason}, exit code ${details.exitCode}).`);
  });
  load();
}
