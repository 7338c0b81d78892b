/**
 * `complyready://` links (docs/decisions.md E3, docs/threat-model.md #14). Pure: used by the main
 * process, which reads links from the operating system, and by the renderer, which checks again
 * what the main process hands it.
 *
 * Six links open a screen; anything else is ignored:
 * - `complyready://reset-password#<tokens>` → `/reset-password#<tokens>`
 * - `complyready://signin[#<outcome>]`     → `/signin[#<outcome>]` (email confirmation)
 * - `complyready://team/<invite code>`     → `/team/<invite code>`
 * - `complyready://hotline/<team slug>`    → `/hotline/<team slug>` (a team's hotline, H1)
 * - `complyready://dashboard/settings`     → `/dashboard/settings` (back from Stripe, P1)
 * - `complyready://sso-callback?code=<uuid>` → `/sso-callback#code=<uuid>` (back from single
 *   sign-on with a PKCE code, SSO1; or with its error in the fragment)
 *
 * A link is never loaded or opened as given: it becomes one of these in-app paths or nothing.
 */

export const DEEP_LINK_SCHEME = 'complyready';
const PREFIX = `${DEEP_LINK_SCHEME}://`;

/** Longer than any emailed link (two tokens and a few short parameters); refuses floods. */
export const MAX_DEEP_LINK_LENGTH = 8192;

/**
 * Invite codes are URL-safe base64 (docs/threat-model.md #4); older or hand-typed ones are shorter.
 */
const INVITE_CODE = /^[A-Za-z0-9_-]{1,128}$/;
/** A team hotline's slug (docs/decisions.md H1), or `follow-up`. */
const HOTLINE_SLUG = /^[a-z0-9][a-z0-9-]{0,60}$/;
/** An `application/x-www-form-urlencoded` fragment: parameter names, values, `%XX` escapes. */
const FRAGMENT = /^[A-Za-z0-9\-._~%&=+]*$/;

export type DeepLinkScreen =
  'reset-password' | 'signin' | 'team' | 'hotline' | 'settings' | 'sso-callback';

/** A PKCE authorization code of the auth server (docs/supabase-protocol.md). */
const AUTH_CODE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The in-app place a link opens: a path the router knows and, for auth links, a fragment. */
export interface DeepLinkTarget {
  screen: DeepLinkScreen;
  /** `/reset-password`, `/signin`, `/team/<code>`, `/hotline/<slug>` or `/dashboard/settings`. */
  path: string;
  /** Empty, or `#` followed by the link's parameters (tokens, confirmation outcome). */
  hash: string;
}

function target(screen: DeepLinkScreen, path: string, hash: string): DeepLinkTarget {
  return { screen, path, hash };
}

/**
 * Parses a `complyready://` link. Returns null for anything that is not exactly one of the six
 * links: another scheme, a host other than a screen name (`complyready://evil.com/team/abc`), dot
 * segments (`complyready://team/../../x`), percent-escapes in the path, credentials, ports,
 * whitespace, or characters outside the parameters' alphabet in the fragment.
 */
export function parseDeepLink(raw: unknown): DeepLinkTarget | null {
  if (typeof raw !== 'string' || raw.length > MAX_DEEP_LINK_LENGTH) return null;
  if (raw.slice(0, PREFIX.length).toLowerCase() !== PREFIX) return null;

  // The URL parser would resolve `team/../x` to `team/x`: match the text as written first.
  const rest = raw.slice(PREFIX.length);
  const hashAt = rest.indexOf('#');
  const beforeHash = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : rest.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  // A query string carries nothing the screens use; it is dropped, never passed on.
  const location = (queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)).replace(/\/$/, '');
  if (!FRAGMENT.test(fragment)) return null;

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:` || url.username || url.password || url.port) {
    return null;
  }

  const hash = fragment === '' ? '' : `#${fragment}`;
  if (location === 'reset-password' && url.host === 'reset-password') {
    return target('reset-password', '/reset-password', hash);
  }
  if (location === 'signin' && url.host === 'signin') return target('signin', '/signin', hash);
  // Back from Stripe's pages (docs/decisions.md P1): Settings reads the plan again; nothing rides along.
  if (location === 'dashboard/settings' && url.host === 'dashboard') {
    return target('settings', '/dashboard/settings', '');
  }
  // Back from single sign-on (SSO1): only a PKCE code (from the query, as Supabase Auth sends it)
  // or the refusal; tokens never travel through the scheme, which another app could claim.
  if (location === 'sso-callback' && url.host === 'sso-callback') {
    const params = new URLSearchParams(fragment);
    const authCode = url.searchParams.get('code') ?? params.get('code');
    if (authCode && AUTH_CODE.test(authCode)) {
      return target('sso-callback', '/sso-callback', `#code=${authCode}`);
    }
    if (params.has('error') && !params.has('access_token')) {
      return target('sso-callback', '/sso-callback', hash);
    }
    return null;
  }
  const [host, code, ...more] = location.split('/');
  if (host === 'team' && url.host === 'team' && more.length === 0 && code !== undefined) {
    // An invite link carries nothing in its fragment; whatever is there is dropped.
    if (INVITE_CODE.test(code) && url.pathname.replace(/\/$/, '') === `/${code}`) {
      return target('team', `/team/${code}`, '');
    }
  }
  // A hotline link carries nothing in its fragment either.
  if (host === 'hotline' && url.host === 'hotline' && more.length === 0 && code !== undefined) {
    if (HOTLINE_SLUG.test(code) && url.pathname.replace(/\/$/, '') === `/${code}`) {
      return target('hotline', `/hotline/${code}`, '');
    }
  }
  return null;
}

/**
 * The deep link among command-line arguments (Windows and Linux pass the link as an argument on
 * first launch and to the running instance). Only an argument that is itself a valid link counts;
 * switches such as `--inspect` or `--remote-debugging-port=9222`, and links glued to them, are
 * never acted on.
 */
export function deepLinkFromArgv(argv: readonly unknown[]): DeepLinkTarget | null {
  for (const argument of argv) {
    if (typeof argument !== 'string') continue;
    if (argument.slice(0, PREFIX.length).toLowerCase() !== PREFIX) continue;
    const parsed = parseDeepLink(argument);
    if (parsed) return parsed;
  }
  return null;
}

/**
 * Checks a target handed over from elsewhere (over IPC): it must be exactly what
 * `parseDeepLink` makes of some link, so the renderer never navigates to an arbitrary path.
 */
export function isDeepLinkTarget(value: unknown): value is DeepLinkTarget {
  if (typeof value !== 'object' || value === null) return false;
  const { screen, path, hash } = value as Record<string, unknown>;
  if (typeof screen !== 'string' || typeof path !== 'string' || typeof hash !== 'string') {
    return false;
  }
  const reparsed = parseDeepLink(`${PREFIX}${path.slice(1)}${hash}`);
  return (
    reparsed !== null &&
    reparsed.screen === screen &&
    reparsed.path === path &&
    reparsed.hash === hash &&
    Object.keys(value).length === 3
  );
}

/** The `complyready://` link that opens an in-app path: the redirect target of auth emails. */
export function deepLinkFor(path: string): string {
  return `${PREFIX}${path.replace(/^\/+/, '')}`;
}

/**
 * The link to give other people for an in-app path (a team invite, the target of a reset or
 * confirmation email): on the company's website when there is one, otherwise the `complyready://`
 * link that opens the desktop app. Never the app's own `app://` address, which nobody else can
 * open. Null or an unusable website: the `complyready://` link.
 */
export function publicLinkFor(path: string, websiteUrl: string | null): string {
  const website =
    websiteUrl && /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(websiteUrl) ? websiteUrl : null;
  if (!website) return deepLinkFor(path);
  return `${website.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
