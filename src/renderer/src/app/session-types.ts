import type { Tables } from '@shared/database.types';

/** The roles public.users allows (its check constraint in supabase/migrations). */
export const ROLES = ['member', 'admin', 'editor', 'superadmin'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return ROLES.some((role) => role === value);
}

export const PROFILE_COLUMNS = 'id, role, team_id, email, full_name, last_seen_at';

/** The caller's row of public.users (docs/product.md#data-model), with its role checked. */
export type Profile = Omit<
  Pick<Tables<'users'>, 'id' | 'role' | 'team_id' | 'email' | 'full_name' | 'last_seen_at'>,
  'role'
> & { role: Role };
