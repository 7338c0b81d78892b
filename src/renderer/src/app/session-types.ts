export type { Role } from '@shared/roles';
import type { Role } from '@shared/roles';

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
