/**
 * Which Supabase API the desktop app talks to. The renderer is served from `app://`, so the main
 * process decides and writes it into index.html (protocol.ts), exactly as the embedded server does
 * for the website; the same URL goes into the CSP's connect-src.
 *
 * In order:
 * 1. `COMPLYREADY_SUPABASE_URL` and `COMPLYREADY_SUPABASE_ANON_KEY` in the environment;
 * 2. `backend.json` in the user-data folder: `{ "url": "...", "anonKey": "..." }`;
 * 3. the embedded backend of `npm start`: `COMPLYREADY_SUPABASE_URL` or `http://localhost:8080`,
 *    with the public key derived from the JWT secret in its data folder (`DATA_DIR`, default
 *    `./.data`), as the embedded server itself derives it.
 */
export interface BackendConfig {
  url: string;
  anonKey: string;
  source: 'environment' | 'settings file' | 'embedded backend';
}

export const DEFAULT_EMBEDDED_URL = 'http://localhost:8080';
export const SETTINGS_FILE_NAME = 'backend.json';

export interface BackendConfigSources {
  env: Readonly<Record<string, string | undefined>>;
  /** The settings file's text, or null when there is none. */
  readSettings(): Promise<string | null>;
  /** The embedded backend's JWT secret in `dataDir`, or null when there is none. */
  readJwtSecret(dataDir: string): Promise<string | null>;
  /** The anon key the embedded backend derives from its secret (src/backend/keys.ts). */
  deriveAnonKey(jwtSecret: string): Promise<string>;
  /** Where `DATA_DIR` is resolved from (the working directory). */
  defaultDataDir: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A backend URL the app may use: https, or http on this machine only (a session token must never
 * cross a network unencrypted). Returns the URL without a trailing slash, or null.
 */
export function normaliseBackendUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:';
  const local = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (!(secure || local) || url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** A Supabase public key: a JWT (legacy anon key) or a `sb_publishable_...` key. */
export function isPlausibleAnonKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_.-]{20,4096}$/.test(value);
}

function fromPair(url: unknown, anonKey: unknown, source: BackendConfig['source']) {
  const normalised = normaliseBackendUrl(url);
  return normalised && isPlausibleAnonKey(anonKey) ? { url: normalised, anonKey, source } : null;
}

export interface ResolvedBackend {
  config: BackendConfig | null;
  /** Why a source was skipped, or why none applies: for the log. */
  problems: string[];
}

export async function resolveBackendConfig(
  sources: BackendConfigSources,
): Promise<ResolvedBackend> {
  const { env } = sources;
  const problems: string[] = [];
  const envUrl = env['COMPLYREADY_SUPABASE_URL'];
  const envKey = env['COMPLYREADY_SUPABASE_ANON_KEY'];

  if (envUrl && envKey) {
    const config = fromPair(envUrl, envKey, 'environment');
    if (config) return { config, problems };
    problems.push(
      'COMPLYREADY_SUPABASE_URL must be https (or http on localhost) and COMPLYREADY_SUPABASE_ANON_KEY a Supabase key.',
    );
    return { config: null, problems };
  }

  const settings = await sources.readSettings().catch(() => null);
  if (settings !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(settings);
    } catch {
      parsed = null;
    }
    const record = typeof parsed === 'object' && parsed !== null ? parsed : {};
    const config = fromPair(
      (record as Record<string, unknown>)['url'],
      (record as Record<string, unknown>)['anonKey'],
      'settings file',
    );
    if (config) return { config, problems };
    problems.push(`${SETTINGS_FILE_NAME} needs {"url": "https://...", "anonKey": "..."}.`);
  }

  const url = normaliseBackendUrl(envUrl ?? DEFAULT_EMBEDDED_URL);
  if (!url) {
    problems.push('COMPLYREADY_SUPABASE_URL is not an https (or local http) URL.');
    return { config: null, problems };
  }
  const dataDir = env['DATA_DIR'] || sources.defaultDataDir;
  const secret = await sources.readJwtSecret(dataDir).catch(() => null);
  if (!secret) {
    problems.push(
      `No embedded backend data in ${dataDir}: run \`npm start\` first, or configure a hosted project.`,
    );
    return { config: null, problems };
  }
  return {
    config: { url, anonKey: await sources.deriveAnonKey(secret), source: 'embedded backend' },
    problems,
  };
}
