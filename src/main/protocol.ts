import { open, readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { escapeHtml } from '../shared/html';

export const APP_SCHEME = 'app';
export const APP_HOST = 'renderer';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * How `app://` is registered before the app is ready (docs/threat-model.md, Electron checklist 18;
 * docs/decisions.md E4): standard (history routing and relative URLs work as on the web, and it has
 * a real origin) and secure (like https, so the CSP and secure-context APIs apply).
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
} as const;

/**
 * Maps an `app://renderer/...` URL to a file inside the renderer folder (docs/decisions.md E4).
 * Paths without a file extension are client-side routes and get index.html; anything that would
 * leave the folder, or another host, is refused with null.
 */
export function resolveAppPath(rendererRoot: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  if (url.username || url.password || url.port) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const root = resolve(rendererRoot);
  const relative = extname(pathname) === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  const file = resolve(root, relative);
  return file.startsWith(root + sep) ? file : null;
}

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export function mimeType(file: string): string {
  return MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A single `bytes=start-end` range within `size`, or null when absent, multiple or unusable. */
export function parseRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  let start: number;
  let end: number;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** What the app's page needs to know about its backend. */
export interface PageBackend {
  url: string;
  anonKey: string;
  /** The website's public URL, where shared links point; null: `complyready://` links. */
  websiteUrl: string | null;
}

/**
 * index.html as the app serves it: with the backend's URL and public key in the same meta tag the
 * embedded server writes into the website (lib/backend-config.ts reads it), plus the website's
 * URL for shared links (platform/desktop.ts reads it).
 */
export function withBackendMeta(page: string, backend: PageBackend | null): string {
  if (!backend) return page;
  const meta = `<meta name="complyready-backend" content="${escapeHtml(
    JSON.stringify({ url: backend.url, anonKey: backend.anonKey, websiteUrl: backend.websiteUrl }),
  )}" />`;
  return page.replace('</head>', `  ${meta}\n  </head>`);
}

/** The setup screen's page (renderer entry `setup.html`). */
export const SETUP_PAGE = 'setup.html';

export interface ServedState {
  /** The configured backend; null until the user has chosen one (every route shows setup). */
  backend: PageBackend | null;
  /** Sent with every response; the page's only CSP (the desktop build has no meta CSP). */
  contentSecurityPolicy: string;
}

export interface AppProtocolOptions {
  /** The built renderer (out/renderer). */
  rendererRoot: string;
  /** Read at every request, so a backend chosen on the setup screen applies at once. */
  current(): ServedState;
}

/**
 * The `app://` handler: GET and HEAD of files inside the renderer folder, index.html for routes
 * (the setup screen while no backend is configured),
 * byte ranges for media (seeking in videos), 404 for everything else. Never a directory listing,
 * never a file outside the folder.
 */
export function createAppProtocolHandler(
  options: AppProtocolOptions,
): (request: Request) => Promise<Response> {
  const indexFile = resolve(options.rendererRoot, 'index.html');
  const setupFile = resolve(options.rendererRoot, SETUP_PAGE);
  const pages = new Map<string, Promise<string>>();
  const readPage = (file: string) => {
    let page = pages.get(file);
    if (!page) {
      page = readFile(file, 'utf8');
      pages.set(file, page);
      page.catch(() => pages.delete(file));
    }
    return page;
  };

  return async (request) => {
    const { backend, contentSecurityPolicy } = options.current();
    const securityHeaders = {
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
    };
    const notFound = () =>
      new Response('Not found', {
        status: 404,
        headers: { ...securityHeaders, 'Content-Type': 'text/plain' },
      });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: securityHeaders });
    }
    let file = resolveAppPath(options.rendererRoot, request.url);
    if (!file) return notFound();
    const head = request.method === 'HEAD';

    // Until a backend is chosen, every route of the app shows the setup screen.
    if (file === indexFile && !backend) file = setupFile;
    if (file === indexFile || file === setupFile) {
      let page: string;
      try {
        page = await readPage(file);
      } catch {
        return notFound();
      }
      if (file === indexFile) page = withBackendMeta(page, backend);
      return new Response(head ? null : page, {
        headers: {
          ...securityHeaders,
          'Content-Type': mimeType(file),
          'Cache-Control': 'no-cache',
        },
      });
    }

    let size: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) return notFound();
      size = info.size;
    } catch {
      return notFound();
    }
    const headers = {
      ...securityHeaders,
      'Content-Type': mimeType(file),
      'Accept-Ranges': 'bytes',
    };
    const range = parseRange(request.headers.get('Range'), size);
    if (range === 'unsatisfiable') {
      return new Response(null, {
        status: 416,
        headers: { ...headers, 'Content-Range': `bytes */${size}` },
      });
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    const length = Math.max(0, end - start + 1);
    let body: Uint8Array<ArrayBuffer> | null = null;
    if (!head && length > 0) {
      try {
        const handle = await open(file, 'r');
        try {
          body = new Uint8Array(length);
          await handle.read(body, 0, length, start);
        } finally {
          await handle.close();
        }
      } catch {
        return notFound();
      }
    }
    return new Response(body, {
      status: range ? 206 : 200,
      headers: {
        ...headers,
        'Content-Length': String(length),
        ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
      },
    });
  };
}
