// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared;
// the database's public.scim_* functions, called with the service role, check the token.
import { env, serve, serviceClient } from '../_hosted/runtime.ts';
import {
  createScimHandler,
  scimErrorOf,
  type ScimGroupRow,
  type ScimUserRow,
} from '../_shared/scim.ts';

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await serviceClient.rpc(name, args);
  if (error) throw scimErrorOf(error.code, error.message) ?? new Error(error.message);
  return data as T;
}

serve(
  createScimHandler({
    store: {
      team: (token) => rpc<string | null>('scim_team', { token }),
      users: (team) => rpc<ScimUserRow[]>('scim_users', { team }),
      async account(email, fullName) {
        const existing = await rpc<string | null>('scim_account_id', { address: email });
        if (existing) return existing;
        // Supabase Auth makes the account (and its identity); the identity provider vouches for
        // the address, so it is confirmed. The person signs in by SSO or an email link.
        const { data, error } = await serviceClient.auth.admin.createUser({
          email,
          email_confirm: true,
          user_metadata: fullName ? { full_name: fullName } : {},
        });
        if (error || !data.user) throw new Error(error?.message ?? 'createUser returned no user');
        return data.user.id;
      },
      async saveUser(team, account, user) {
        await rpc('scim_save_user', {
          team,
          account,
          user_name: user.userName,
          external_id: user.externalId,
          given_name: user.givenName,
          family_name: user.familyName,
          full_name: user.displayName,
          active: user.active,
        });
      },
      deleteUser: (team, account) => rpc<boolean>('scim_delete_user', { team, account }),
      groups: (team) => rpc<ScimGroupRow[]>('scim_groups', { team }),
      saveGroup: (team, id, group) =>
        rpc<string>('scim_save_group', {
          team,
          group_id: id,
          display_name: group.displayName,
          external_id: group.externalId,
          members: group.members,
        }),
      deleteGroup: (team, id) => rpc<boolean>('scim_delete_group', { team, group_id: id }),
    },
    logError: (error) => console.error('scim:', error),
    baseUrl: `${env('SUPABASE_URL') ?? ''}/functions/v1/scim/v2`,
  }),
);
