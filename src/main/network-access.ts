/**
 * Chromium's Local Network Access checks: a page from a public origin (app:// counts as one) must
 * be granted a permission before it reaches this computer (`loopback-network`) or the local
 * network (`local-network`; `local-network-access` before Chromium split it). The app's page may
 * reach exactly one such place, its configured backend; every other local address stays closed.
 * Chromium names no target in the permission request, so two checks together do it:
 * - the permission is granted to the app's own top page only, and only when the configured
 *   backend is itself in that address space (pure `decideLocalNetworkPermission`);
 * - every request from the app to a local or private address other than the backend's origin is
 *   cancelled before it leaves (pure `isRefusedLocalRequest`, installed with webRequest). CSP
 *   connect-src already limits scripts' connections to the backend.
 */
import {
  addressSpaceOf,
  parseIpAddress,
  type AddressSpace,
} from '../../supabase/functions/_shared/ip-address.ts';
import { originOf } from './origin';

export type { AddressSpace };

/** The backend as the network checks see it. */
export interface BackendEndpoint {
  /** `scheme://host[:port]`. */
  origin: string;
  addressSpace: AddressSpace;
}

/** The permission names Electron passes for Local Network Access. */
export const LOCAL_NETWORK_PERMISSIONS: ReadonlySet<string> = new Set([
  'local-network-access',
  'local-network',
  'loopback-network',
]);

/** The address space of an IP address as DNS answers it; public when it is none. */
function addressSpaceOfIp(text: string): AddressSpace {
  const address = parseIpAddress(text);
  return address ? addressSpaceOf(address) : 'public';
}

/**
 * The address space of a URL's host when it can be told without DNS: an IP literal, `localhost`
 * and `*.localhost` (loopback), `*.local` (mDNS: local). Null for other names.
 */
export function addressSpaceOfHost(hostname: string): AddressSpace | null {
  const address = parseIpAddress(hostname);
  if (address) return addressSpaceOf(address);
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  if (host.endsWith('.local')) return 'local';
  return null;
}

/**
 * Where the backend is: from its host, or by resolving its name (a self-hosted server on the
 * company network has a private address behind a public-looking name). Unresolvable: public.
 */
export async function classifyBackend(
  url: string,
  lookup: (hostname: string) => Promise<readonly string[]>,
): Promise<BackendEndpoint | null> {
  const origin = originOf(url);
  if (!origin) return null;
  const { hostname } = new URL(url);
  const known = addressSpaceOfHost(hostname);
  if (known) return { origin, addressSpace: known };
  const addresses = await lookup(hostname).catch(() => [] as readonly string[]);
  const spaces = addresses.map(addressSpaceOfIp);
  const addressSpace = spaces.includes('loopback')
    ? 'loopback'
    : spaces.includes('local')
      ? 'local'
      : 'public';
  return { origin, addressSpace };
}

/** Which permission names open which address space. */
function permissionOpens(permission: string, space: AddressSpace): boolean {
  if (permission === 'local-network-access') return space !== 'public';
  if (permission === 'loopback-network') return space === 'loopback';
  if (permission === 'local-network') return space === 'local';
  return false;
}

/**
 * Grants a Local Network Access permission only to the app's own page (`appOrigin`), and only
 * when the configured backend is in the address space it opens. Null when `permission` is not a
 * local-network permission (other rules decide those).
 */
export function decideLocalNetworkPermission(
  permission: string,
  requestingUrl: string | undefined,
  appOrigin: string,
  backend: BackendEndpoint | null,
): boolean | null {
  if (!LOCAL_NETWORK_PERMISSIONS.has(permission)) return null;
  if (!requestingUrl || !backend) return false;
  if (originOf(requestingUrl) !== originOf(appOrigin)) return false;
  return permissionOpens(permission, backend.addressSpace);
}

/**
 * True when a request must be cancelled: it goes to a loopback or private address (or a name that
 * is one, such as `localhost`) whose origin is not one of `allowedOrigins` (the backend's, and
 * the dev server's in development).
 */
export function isRefusedLocalRequest(url: string, allowedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return false;
  const space = addressSpaceOfHost(parsed.hostname);
  if (space === null || space === 'public') return false;
  const origin = originOf(url);
  const wsAsHttp = origin?.replace(/^ws(s?):/, 'http$1:');
  return !allowedOrigins.some((allowed) => allowed === origin || allowed === wsAsHttp);
}

/** The parts of Electron's session.webRequest the request filter uses. */
export interface WebRequestLike {
  onBeforeRequest(
    filter: { urls: string[] },
    listener: (details: { url: string }, callback: (response: { cancel: boolean }) => void) => void,
  ): void;
}

/** Cancels requests to local addresses other than the allowed origins (read at each request). */
export function installLocalRequestFilter(
  webRequest: WebRequestLike,
  allowedOrigins: () => readonly string[],
  onRefused?: (url: string) => void,
): void {
  webRequest.onBeforeRequest(
    { urls: ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*'] },
    (details, callback) => {
      const refused = isRefusedLocalRequest(details.url, allowedOrigins());
      if (refused) onRefused?.(details.url);
      callback({ cancel: refused });
    },
  );
}
