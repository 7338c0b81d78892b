import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AccountUnavailable } from '../components/account-unavailable';
import { homeFor } from './return-path';
import { TwoFactorSetupRequired } from '../components/two-factor/setup-required';
import { LoadingScreen } from '../components/loading-screen';
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
 * the server failed to load is offered Retry and Sign Out; someone whose team requires
 * two-factor sign-in of them sets it up first.
 */
export function RequireSession({ roles, otherwise, signedOutTo, children }: GuardProps) {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'unavailable') return <AccountUnavailable />;
  // A sign-in still waiting for its code is finished on the sign-in page.
  if (session.status === 'signed-out' || session.status === 'needs-code') {
    if (signedOutTo) return <Navigate to={signedOutTo} replace />;
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/signin?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  if (roles && !roles.includes(session.profile.role)) {
    return <Navigate to={otherwise ?? homeFor(session.profile.role)} replace />;
  }
  // docs/product.md#two-factor-sign-in: required of them, set up before anything else.
  if (session.profile.mustSetUpTwoFactor) return <TwoFactorSetupRequired me={session.profile} />;
  return children(session.profile);
}

export { TEAM_ADMIN_ROLES as ADMIN_ROLES, VIDEO_EDITOR_ROLES as EDITOR_ROLES } from '@shared/roles';
