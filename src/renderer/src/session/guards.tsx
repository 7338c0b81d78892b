import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AccountUnavailable } from '../components/account-unavailable';
import { homeFor } from './return-path';
import { TwoFactorSetupRequired } from '../components/two-factor/setup-required';
import { PageSkeleton, type SkeletonShape } from '../components/page-skeleton';
import { FirstLoad } from '../lib/first-load';
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
  /** The page's shape while the session and its first data load. */
  skeleton?: SkeletonShape;
  children: (profile: Profile) => ReactNode;
}

/**
 * docs/product.md#route-guard: Loading... (in the page's skeleton) while the session is determined; signed-out visitors go
 * to /signin with the path they wanted; signed-in users without the role go elsewhere; an account
 * the server failed to load is offered Retry and Sign Out; someone whose team requires
 * two-factor sign-in of them sets it up first.
 */
export function RequireSession({ roles, otherwise, signedOutTo, skeleton, children }: GuardProps) {
  const { session } = useSession();
  const location = useLocation();
  // One skeleton from the first paint until the page's data is there: the page keeps its shape.
  const shape = <PageSkeleton {...skeleton} />;
  if (session.status === 'loading') return shape;
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
  return <FirstLoad skeleton={shape}>{children(session.profile)}</FirstLoad>;
}

export { TEAM_ADMIN_ROLES as ADMIN_ROLES, VIDEO_EDITOR_ROLES as EDITOR_ROLES } from '@shared/roles';
