/**
 * The main process's security checks (docs/threat-model.md, Electron checklist 5, 12–15). Pure
 * functions, and guards that take the Electron objects they act on, so each is unit-tested with
 * fakes.
 */

/**
 * Sites the app may open in the user's browser: the standards bodies the resources page links to,
 * and Vimeo (training videos). Exact host names; https only.
 */
export const EXTERNAL_HOSTS: ReadonlySet<string> = new Set([
  'www.aicpa-cima.com',
  'www.iso.org',
  'www.cisecurity.org',
  'cloudsecurityalliance.org',
  'www.nist.gov',
  'nvd.nist.gov',
  'owasp.org',
  'cheatsheetseries.owasp.org',
  'www.hhs.gov',
  'www.pcisecuritystandards.org',
  'vimeo.com',
  'player.vimeo.com',
]);

const MAX_EXTERNAL_URL_LENGTH = 2048;

/**
 * `scheme://host[:port]` of a URL, or null. Node's URL gives `"null"` as the origin of custom
 * schemes such as `app://`, so the origin is built from the parts, which makes `app://renderer`
 * and `app://evil` different origins as Chromium sees them.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.host === '') return null;
  return `${parsed.protocol}//${parsed.host}`;
}

/** True when `url` belongs to the app's own origin (`app://renderer`, or the dev server). */
export function isAppUrl(url: string, appOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin === originOf(appOrigin);
}

/** An https URL on an allow-listed host, without credentials or a port: safe for the browser. */
export function isAllowedExternalUrl(url: string, hosts: ReadonlySet<string> = EXTERNAL_HOSTS) {
  if (typeof url !== 'string' || url.length > MAX_EXTERNAL_URL_LENGTH) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    hosts.has(parsed.hostname)
  );
}

export type NavigationDecision = 'allow' | 'deny' | 'open-external';

/**
 * What to do when the main frame is about to leave its page (`will-navigate`): stay within the
 * app's origin; an allow-listed site goes to the browser instead; everything else is blocked.
 */
export function decideNavigation(url: string, appOrigin: string): NavigationDecision {
  if (isAppUrl(url, appOrigin)) return 'allow';
  return isAllowedExternalUrl(url) ? 'open-external' : 'deny';
}

/** Permissions the app's own page (and the Vimeo player) may use; everything else is denied. */
const PERMISSIONS_BY_ORIGIN: Readonly<Record<string, readonly string[]>> = {
  // Copy the team invite link; fullscreen video.
  app: ['clipboard-sanitized-write', 'fullscreen'],
  'https://player.vimeo.com': ['fullscreen'],
};

/** Grants a permission only when the requesting page and the permission are allow-listed. */
export function decidePermission(
  permission: string,
  requestingUrl: string | undefined,
  appOrigin: string,
): boolean {
  if (!requestingUrl) return false;
  const origin = originOf(requestingUrl);
  if (origin === null) return false;
  const key = origin === originOf(appOrigin) ? 'app' : origin;
  return PERMISSIONS_BY_ORIGIN[key]?.includes(permission) ?? false;
}

/** The parts of Electron's session that the permission guards set. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (
      webContents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: { requestingUrl?: string },
    ) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (
      webContents: unknown,
      permission: string,
      requestingOrigin: string,
      details: { requestingUrl?: string },
    ) => boolean,
  ): void;
}

/** Checklist 5: permission requests and checks are denied unless allow-listed. */
export function installPermissionGuards(session: PermissionSession, appOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(decidePermission(permission, details.requestingUrl, appOrigin));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    decidePermission(permission, details.requestingUrl ?? requestingOrigin, appOrigin),
  );
}

interface PreventableEvent {
  preventDefault(): void;
}

interface NavigationEvent extends PreventableEvent {
  url: string;
  isMainFrame: boolean;
}

/** The parts of Electron's WebContents that the navigation guards use. */
export interface GuardedWebContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface GuardOptions {
  appOrigin: string;
  /** Opens an allow-listed URL in the user's browser (`shell.openExternal`). */
  openExternal(url: string): void;
  /** Told about each blocked attempt, for the log. */
  onBlocked?(what: string, url: string): void;
}

/**
 * Checklist 11–14 for one WebContents: no `<webview>`; the main frame never leaves the app's
 * origin (allow-listed sites open in the browser instead); redirects away are blocked; no new
 * windows.
 */
export function attachNavigationGuards(contents: GuardedWebContents, options: GuardOptions): void {
  const { appOrigin, openExternal, onBlocked = () => undefined } = options;

  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    onBlocked('webview', '');
  });

  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url, appOrigin);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') openExternal(event.url);
    else onBlocked('navigation', event.url);
  });

  contents.on('will-redirect', (event) => {
    // A frame (the Vimeo player) may follow its own site's redirects; CSP frame-src limits it.
    if (!event.isMainFrame || isAppUrl(event.url, appOrigin)) return;
    event.preventDefault();
    onBlocked('redirect', event.url);
  });

  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) openExternal(url);
    else onBlocked('new window', url);
    return { action: 'deny' };
  });
}
