/**
 * The roles (docs/product.md#roles) and who may do what with them. The database decides: its
 * check constraint on `users.role` and its helpers `private.is_team_admin` and
 * `private.can_edit_videos` hold the same rules, and `src/backend/security/rules.test.ts` fails
 * when the two disagree. The page uses these only to show the right screens.
 */
export const ROLES = ['member', 'admin', 'editor', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** May open the team dashboard and manage the team (superadmins administer every team). */
export const TEAM_ADMIN_ROLES: readonly Role[] = ['admin', 'superadmin'];
/** May open the video manager and change the catalogue. */
export const VIDEO_EDITOR_ROLES: readonly Role[] = ['editor', 'superadmin'];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
export const isTeamAdminRole = (role: Role | undefined) =>
  role !== undefined && TEAM_ADMIN_ROLES.includes(role);
export const isVideoEditorRole = (role: Role | undefined) =>
  role !== undefined && VIDEO_EDITOR_ROLES.includes(role);
