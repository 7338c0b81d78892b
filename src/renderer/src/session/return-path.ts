import { isTeamAdminRole, isVideoEditorRole, type Role } from '@shared/roles';

/** Where each role lands after signing in when no return path applies (docs/decisions.md D2). */
export function homeFor(role: Role | undefined): '/dashboard' | '/library' {
  return isTeamAdminRole(role) ? '/dashboard' : '/library';
}

/** Which roles may open a path, for the paths that are not open to every signed-in user. */
function roleMayOpen(path: string, role: Role | undefined): boolean {
  // Hotline handlers need not be admins: the page asks the database (docs/navigation.md).
  if (path === '/dashboard/hotline' || path.startsWith('/dashboard/hotline/')) return true;
  if (path === '/dashboard' || path.startsWith('/dashboard/')) {
    return isTeamAdminRole(role);
  }
  if (path === '/editor' || path.startsWith('/editor/')) {
    return isVideoEditorRole(role);
  }
  return true;
}

/**
 * docs/decisions.md D2 and docs/threat-model.md #11: follow a remembered return path only when it
 * is a same-origin relative path the role may open; otherwise land on the role's home.
 */
export function landingPath(
  returnPath: string | null | undefined,
  role: Role | undefined,
  origin: string,
) {
  const home = homeFor(role);
  if (!returnPath || !returnPath.startsWith('/') || /^\/[/\\]/.test(returnPath)) return home;
  const hasControlOrBackslash = [...returnPath].some((ch) => ch === '\\' || ch.charCodeAt(0) < 32);
  if (hasControlOrBackslash) return home;
  let url: URL;
  try {
    url = new URL(returnPath, origin);
  } catch {
    return home;
  }
  if (url.origin !== new URL(origin).origin) return home;
  if (['/signin', '/signup', '/signed-out', '/reset-password'].includes(url.pathname)) return home;
  if (!roleMayOpen(url.pathname, role)) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
