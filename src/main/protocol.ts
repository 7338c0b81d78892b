import { extname, resolve, sep } from 'node:path';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://renderer`;

/**
 * Maps an `app://renderer/...` URL to a file inside the renderer folder (decision E4). Paths
 * without a file extension are client-side routes and get index.html; anything that would
 * leave the folder, or another host, is refused with null.
 */
export function resolveAppPath(rendererRoot: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== 'renderer') return null;
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
