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

/** docs/product.md#navigation, signed in; Dashboard only for admins. */
export const libraryItem: NavItem = { label: 'Video Library', to: '/library' };
/** With the number of policies still to accept (docs/decisions.md PP1). */
export const policiesItem: NavItem = { label: 'Policies', to: '/policies' };
export const dashboardItem: NavItem = { label: 'Dashboard', to: '/dashboard' };
export const accountItem: NavItem = { label: 'Account', to: '/account' };
