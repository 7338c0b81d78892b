import { isTeamAdminRole, isVideoEditorRole, type Role } from '@shared/roles';

export interface NavItem {
  label: string;
  to: string;
}

/** docs/product.md#navigation, signed out. */
export const signedOutNavItems: NavItem[] = [
  { label: 'Policy Templates', to: '/templates' },
  { label: 'Awareness Training', to: '/training' },
  { label: 'Security Checklists', to: '/checklists' },
  { label: 'Compliance Hotline', to: '/hotline' },
];

export const signInItem: NavItem = { label: 'Sign In', to: '/signin' };
export const getTeamLinkItem: NavItem = { label: 'Get Your Team Link', to: '/signup' };

/** With the number of policies still to accept beside it (docs/decisions.md PP1). */
// "My Policies": the person's own to accept, told apart from the dashboard's Policies section,
// the team's program (docs/decisions.md D8).
export const policiesItem: NavItem = { label: 'My Policies', to: '/policies' };

/** Help for everyone signed in (docs/decisions.md SU1); it takes along the page it was opened on. */
export const helpItem: NavItem = { label: 'Help', to: '/help' };

/**
 * docs/product.md#navigation, signed in: the library and the policies for everyone, the dashboard
 * for admins, the video manager for editors (superadmins are both), then Help and the account page.
 */
export function signedInNavItems(role: Role): NavItem[] {
  return [
    { label: 'Video Library', to: '/library' },
    policiesItem,
    ...(isTeamAdminRole(role) ? [{ label: 'Dashboard', to: '/dashboard' }] : []),
    ...(isVideoEditorRole(role) ? [{ label: 'Video Manager', to: '/editor/videos' }] : []),
    helpItem,
    { label: 'Account', to: '/account' },
  ];
}
