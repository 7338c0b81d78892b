// The role of the last sign-in on this device: lets the navigation show the right links at once,
// before the stored session is confirmed (docs/product.md#navigation).
import { platform } from '#platform';
import { ROLES, type Role } from './session-types';

const ROLE_HINT_KEY = 'session-role';

export async function readRoleHint(): Promise<Role | undefined> {
  const stored = await platform.preferences.get(ROLE_HINT_KEY);
  return ROLES.find((role) => role === stored);
}

export function rememberRole(role: Role): Promise<void> {
  return platform.preferences.set(ROLE_HINT_KEY, role);
}

export function forgetRole(): Promise<void> {
  return platform.preferences.remove(ROLE_HINT_KEY);
}
