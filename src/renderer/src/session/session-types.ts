import type { Tables } from '@shared/database.types';
import type { Role } from '@shared/roles';

export { ROLES, isRole, type Role } from '@shared/roles';

export const PROFILE_COLUMNS = 'id, role, team_id, email, full_name, last_seen_at';

/**
 * The caller's row of public.users (docs/product.md#data-model), with its role checked, and
 * whether their team requires two-factor sign-in of them while they have no authenticator yet
 * (then every signed-in page leads them to set one up first).
 */
export type Profile = Omit<
  Pick<Tables<'users'>, 'id' | 'role' | 'team_id' | 'email' | 'full_name' | 'last_seen_at'>,
  'role'
> & { role: Role; mustSetUpTwoFactor: boolean };
