/**
 * Which Supabase API the desktop app talks to, and which website its shared links point to. The
 * renderer is served from `app://`, so the main process decides and writes it into the page
 * (protocol.ts), exactly as the embedded server does for the website; the same origin goes into
 * the CSP's connect-src and the local-network permission (network-access.ts).
 *
 * In order:
 * 1. `COMPLYREADY_SUPABASE_URL` and `COMPLYREADY_SUPABASE_ANON_KEY` (and optionally
 *    `COMPLYREADY_WEBSITE_URL`) in the environment: development and managed installs;
 * 2. the choice made on the setup screen, stored in the settings file;
 * 3. the hosted project a company build was made for (build-time `VITE_SUPABASE_URL`, ...);
 * 4. nothing: the app shows the setup screen.
 */

/** A hosted Supabase project (or any Supabase-compatible server the user runs elsewhere). */
export interface HostedChoice {
  kind: 'hosted';
  url: string;
  anonKey: string;
  /** The company's website, where invite and reset links point; null: `complyready://` links. */
  websiteUrl: string | null;
}

/** The embedded backend, started inside the app (local-backend.ts). */
export interface LocalChoice {
  kind: 'local';
}

export type BackendChoice = HostedChoice | LocalChoice;

export type ChoiceSource = 'environment' | 'settings' | 'built-in';

export interface ResolvedChoice {
  choice: BackendChoice | null;
  source: ChoiceSource | null;
  /** Why a source was skipped: for the log. */
  problems: string[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_URL_LENGTH = 2048;

/**
 * A backend or website URL the app may use: https, or http on this machine only (a session token
 * must never cross a network unencrypted). Returns the URL without a trailing slash, or null.
 */
export function normaliseBackendUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:';
  const local = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (!(secure || local) || url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The website's public URL: same rules as the backend's. */
export const normaliseWebsiteUrl = normaliseBackendUrl;

/** A Supabase public key: a JWT (legacy anon key) or a `sb_publishable_...` key. */
export function isPlausibleAnonKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_.-]{20,4096}$/.test(value);
}

/** A hosted choice from loose input (a file, the environment, the setup form), or null. */
export function hostedChoice(
  url: unknown,
  anonKey: unknown,
  websiteUrl: unknown,
): HostedChoice | null {
  const normalised = normaliseBackendUrl(url);
  const key = typeof anonKey === 'string' ? anonKey.trim() : anonKey;
  if (!normalised || !isPlausibleAnonKey(key)) return null;
  const noWebsite = websiteUrl === undefined || websiteUrl === null || websiteUrl === '';
  const website = noWebsite ? null : normaliseWebsiteUrl(websiteUrl);
  if (!noWebsite && website === null) return null;
  return { kind: 'hosted', url: normalised, anonKey: key, websiteUrl: website };
}

/** A stored choice (the settings file's `backend`), or null when it is not one. */
export function parseBackendChoice(value: unknown): BackendChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record['kind'] === 'local') return { kind: 'local' };
  if (record['kind'] === 'hosted') {
    return hostedChoice(record['url'], record['anonKey'], record['websiteUrl']);
  }
  return null;
}

/**
 * The hosted project a desktop build was made for, from the build's variables (the same names as
 * the website build's). Used by electron.vite.config.ts, which hands it to the main process only.
 */
export function builtInBackendFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): HostedChoice | null {
  const url = env['VITE_SUPABASE_URL'];
  const anonKey = env['VITE_SUPABASE_ANON_KEY'];
  if (!url || !anonKey) return null;
  const choice = hostedChoice(url, anonKey, env['VITE_WEBSITE_URL'] || null);
  if (!choice) {
    throw new Error(
      'VITE_SUPABASE_URL must be https (or http on localhost), VITE_SUPABASE_ANON_KEY a Supabase key and VITE_WEBSITE_URL, if set, https.',
    );
  }
  return choice;
}

export interface ChoiceSources {
  env: Readonly<Record<string, string | undefined>>;
  /** The settings file's `backend` value (unchecked), or undefined. */
  stored: unknown;
  /** The company build's project, or null. */
  builtIn: HostedChoice | null;
}

export function resolveBackendChoice({ env, stored, builtIn }: ChoiceSources): ResolvedChoice {
  const problems: string[] = [];
  const envUrl = env['COMPLYREADY_SUPABASE_URL'];
  const envKey = env['COMPLYREADY_SUPABASE_ANON_KEY'];
  if (envUrl || envKey) {
    const choice = hostedChoice(envUrl, envKey, env['COMPLYREADY_WEBSITE_URL'] || null);
    if (choice) return { choice, source: 'environment', problems };
    problems.push(
      'Ignored COMPLYREADY_SUPABASE_URL / COMPLYREADY_SUPABASE_ANON_KEY / COMPLYREADY_WEBSITE_URL: both the URL (https, or http on localhost) and the key are needed.',
    );
  }
  if (stored !== undefined) {
    const choice = parseBackendChoice(stored);
    if (choice) return { choice, source: 'settings', problems };
    problems.push('Ignored the stored backend choice: it is not one the app can use.');
  }
  if (builtIn) return { choice: builtIn, source: 'built-in', problems };
  return { choice: null, source: null, problems };
}

/** Whether two choices point at the same backend (a change of backend ends the session). */
export function sameBackend(a: BackendChoice | null, b: BackendChoice | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'local' || b.kind === 'local') return a.kind === b.kind;
  return a.url === b.url && a.anonKey === b.anonKey;
}
