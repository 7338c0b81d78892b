import {
  scimErrorOf,
  type ScimGroupRow,
  type ScimStore,
  type ScimUserRow,
} from '../../../supabase/functions/_shared/scim.ts';
import { findUserByEmail, insertUser } from '../auth/users';
import type { Database } from '../db/database';

/** The database's refusals become SCIM's errors; anything else stays an internal error. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    throw scimErrorOf(code, message ?? '') ?? error;
  }
}

/**
 * The embedded SCIM function's store: the database's public.scim_* functions, called as the
 * owner (the hosted function calls them with the service role), and the embedded Auth's users.
 */
export function scimStore(db: Database): ScimStore {
  const value = async <T>(sql: string, params: unknown[]) =>
    refusing(async () => (await db.query<{ value: T }>(sql, params)).rows[0]?.value);
  return {
    team: async (token) =>
      (await value<string | null>('select public.scim_team($1) as value', [token])) ?? null,
    users: (team) =>
      refusing(
        async () =>
          (
            await db.query<ScimUserRow>(
              `select id::text, user_name, external_id, given_name, family_name, full_name, email,
                      active, created_at::text, updated_at::text
                 from public.scim_users($1)`,
              [team],
            )
          ).rows,
      ),
    async account(email, fullName) {
      const existing = await findUserByEmail(db, email.toLowerCase());
      if (existing) return existing.id;
      // The identity provider vouches for the address; the person signs in by SSO or an email link.
      const created =
        (await insertUser(db, {
          email: email.toLowerCase(),
          passwordHash: null,
          metadata: fullName ? { full_name: fullName } : {},
          confirmed: true,
        })) ?? (await findUserByEmail(db, email.toLowerCase()));
      if (!created) throw new Error('the account was neither created nor found');
      return created.id;
    },
    async saveUser(team, account, user) {
      await refusing(() =>
        db.query('select public.scim_save_user($1, $2, $3, $4, $5, $6, $7, $8)', [
          team,
          account,
          user.userName,
          user.externalId,
          user.givenName,
          user.familyName,
          user.displayName,
          user.active,
        ]),
      );
    },
    deleteUser: async (team, id) =>
      (await value<boolean>('select public.scim_delete_user($1, $2) as value', [team, id])) ===
      true,
    groups: (team) =>
      refusing(
        async () =>
          (
            await db.query<ScimGroupRow>(
              `select id::text, display_name, external_id, members::text[] as members,
                      created_at::text, updated_at::text
                 from public.scim_groups($1)`,
              [team],
            )
          ).rows,
      ),
    saveGroup: async (team, id, group) =>
      (await value<string>(
        'select public.scim_save_group($1, $2, $3, $4, $5::uuid[])::text as value',
        [team, id, group.displayName, group.externalId, group.members],
      )) ?? '',
    deleteGroup: async (team, id) =>
      (await value<boolean>('select public.scim_delete_group($1, $2) as value', [team, id])) ===
      true,
  };
}
