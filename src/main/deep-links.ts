import {
  DEEP_LINK_SCHEME,
  deepLinkFromArgv,
  parseDeepLink,
  type DeepLinkTarget,
} from '../shared/deep-links';

/**
 * Where `complyready://` links land in the main process (docs/decisions.md E3,
 * docs/threat-model.md #14). Links come from `open-url` (macOS), the `second-instance` argv
 * (Windows, Linux) and the first launch's argv; each is parsed with the shared parser, and only the
 * resulting in-app target is kept — a link is never loaded, opened or passed on as given. The
 * latest target waits until the renderer takes it (IPC `deep-link:take`); `notify` tells the window
 * one is waiting.
 */
export interface DeepLinkInbox {
  /** A link from `open-url`. Returns whether it was accepted. */
  receiveUrl(url: unknown): boolean;
  /** Command-line arguments from the first launch or a second instance. */
  receiveArgv(argv: readonly unknown[]): boolean;
  /** The waiting target, once. */
  take(): DeepLinkTarget | null;
}

export function createDeepLinkInbox(options: {
  notify(target: DeepLinkTarget): void;
  onIgnored?(reason: string): void;
}): DeepLinkInbox {
  let pending: DeepLinkTarget | null = null;
  const accept = (target: DeepLinkTarget | null, source: string): boolean => {
    if (!target) {
      options.onIgnored?.(`an invalid ${DEEP_LINK_SCHEME}:// link from ${source}`);
      return false;
    }
    pending = target;
    options.notify(target);
    return true;
  };
  return {
    receiveUrl: (url) => accept(parseDeepLink(url), 'open-url'),
    receiveArgv(argv) {
      // Most launches carry no link at all: nothing to report then.
      const mentionsScheme = argv.some(
        (argument) =>
          typeof argument === 'string' && argument.toLowerCase().includes(`${DEEP_LINK_SCHEME}:`),
      );
      return mentionsScheme ? accept(deepLinkFromArgv(argv), 'the command line') : false;
    },
    take() {
      const target = pending;
      pending = null;
      return target;
    },
  };
}

/** The parts of Electron's `app` that protocol registration uses. */
export interface ProtocolClientApp {
  setAsDefaultProtocolClient(protocol: string, path?: string, args?: string[]): boolean;
}

/**
 * Registers `complyready://` with the OS. Packaged installers also declare it (electron-builder
 * `protocols`); this covers a development run, where Electron must be told which script to start.
 */
export function registerDeepLinkScheme(
  app: ProtocolClientApp,
  proc: { defaultApp?: boolean; execPath: string; argv: readonly string[] },
  resolvePath: (path: string) => string,
): boolean {
  const script = proc.argv[1];
  if (proc.defaultApp && script) {
    return app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, proc.execPath, [resolvePath(script)]);
  }
  return app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
}
