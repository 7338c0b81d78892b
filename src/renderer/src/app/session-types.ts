export type Role = 'member' | 'admin' | 'editor' | 'superadmin';

export const ROLES: readonly Role[] = ['member', 'admin', 'editor', 'superadmin'];

/** docs/product.md#roles: who passes the admin guard and the editor guard. */
export const ADMIN_ROLES = ['admin', 'superadmin'] as const;
export const EDITOR_ROLES = ['editor', 'superadmin'] as const;

export const isAdmin = (role: Role) => (ADMIN_ROLES as readonly Role[]).includes(role);
export const isEditor = (role: Role) => (EDITOR_ROLES as readonly Role[]).includes(role);

/** The caller's row of public.users (docs/product.md#data-model). */
export interface Profile {
  id: string;
  role: Role;
  team_id: string | null;
  email: string;
  full_name: string | null;
  last_seen_at: string | null;
}

export const PROFILE_COLUMNS = 'id, role, team_id, email, full_name, last_seen_at';
