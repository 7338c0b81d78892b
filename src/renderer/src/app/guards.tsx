import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AccountUnavailable } from '../features/auth/account-unavailable';
import { homeFor } from '../features/auth/return-path';
import { LoadingScreen } from './loading-screen';
import { useSession } from './session';
import type { Profile, Role } from './session-types';

interface GuardProps {
  /** Roles that may see the page; any signed-in user when absent. */
  roles?: readonly Role[];
  /** Where a signed-in user without one of the roles goes. */
  otherwise?: string;
  /**
   * Where a signed-out visitor goes instead of sign-in (docs/product.md#route-guard: the video
   * manager).
   */
  signedOutTo?: string;
  children: (profile: Profile) => ReactNode;
}

/**
 * docs/product.md#route-guard: Loading... while the session is determined; signed-out visitors go
 * to /signin with the path they wanted; signed-in users without the role go elsewhere; an account
 * the server failed to load is offered Retry and Sign Out.
 */
export function RequireSession({ roles, otherwise, signedOutTo, children }: GuardProps) {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'unavailable') return <AccountUnavailable />;
  if (session.status === 'signed-out') {
    if (signedOutTo) return <Navigate to={signedOutTo} replace />;
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/signin?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  if (roles && !roles.includes(session.profile.role)) {
    return <Navigate to={otherwise ?? homeFor(session.profile.role)} replace />;
  }
  return children(session.profile);
}

export { TEAM_ADMIN_ROLES as ADMIN_ROLES, VIDEO_EDITOR_ROLES as EDITOR_ROLES } from '@shared/roles';
