-- SCIM no longer pulls into a team someone whose account is in no team (who left or was removed
-- from a team) unless the team verified their address's domain (SSO1): a SCIM token of any
-- Enterprise team could take such people over, and clear their ban (docs/threat-model.md #47).
-- A new address still gets a new account, as the identity provider vouches for it (SC1).
create or replace function public.scim_save_user(
  team uuid,
  account uuid,
  user_name text,
  external_id text,
  given_name text,
  family_name text,
  full_name text,
  active boolean
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users;
  name text := left(nullif(btrim(coalesce(full_name,
    nullif(btrim(concat_ws(' ', given_name, family_name)), ''), '')), ''), 200);
begin
  perform set_config('complyready.audit_actor', 'SCIM', true);
  if exists (select 1 from private.scim_users s where s.team_id = team
             and lower(s.user_name) = lower(scim_save_user.user_name) and s.user_id <> account) then
    raise exception 'A user with this userName already exists' using errcode = 'PT409';
  end if;
  select * into target from public.users u where u.id = account for update;
  if target.id is null then
    insert into public.users (id, email, full_name, role, team_id)
    select a.id, a.email,
           coalesce(name, left(nullif(btrim(a.raw_user_meta_data ->> 'full_name'), ''), 200), a.email),
           'member', team
    from auth.users a where a.id = account
    returning * into target;
    if target.id is null then
      raise exception 'No such account' using errcode = 'PT404';
    end if;
  elsif target.team_id is null and target.role in ('member', 'admin') then
    -- Someone who left a team (or was removed) is their own: only a team that proved their
    -- address's domain brings them back without an invitation (docs/threat-model.md #47).
    if not exists (select 1 from private.team_sso_domains d
                   where d.team_id = team and d.verified_at is not null
                     and d.domain = private.normalized_domain(target.email)) then
      raise exception 'This person already has a ComplyReady account in no team; invite them instead'
        using errcode = 'PT409';
    end if;
    update public.users u set team_id = team, role = 'member', deactivated_at = null,
                              full_name = coalesce(name, u.full_name)
    where u.id = account returning * into target;
    update auth.users set banned_until = null where id = account;
    perform private.record_audit(team, 'member_joined', account,
      coalesce(target.full_name, target.email));
  elsif target.team_id is distinct from team or target.role not in ('member', 'admin') then
    raise exception 'This person''s account belongs to another team' using errcode = 'PT409';
  elsif name is not null and name is distinct from target.full_name then
    update public.users u set full_name = name where u.id = account returning * into target;
  end if;
  insert into private.scim_users as s (user_id, team_id, user_name, external_id, given_name, family_name)
  values (account, team, btrim(scim_save_user.user_name), scim_save_user.external_id,
          scim_save_user.given_name, scim_save_user.family_name)
  on conflict (user_id) do update
    set user_name = excluded.user_name, external_id = excluded.external_id,
        given_name = excluded.given_name, family_name = excluded.family_name, updated_at = now();
  if active and target.deactivated_at is not null then
    update public.users set deactivated_at = null where id = account;
    update auth.users set banned_until = null where id = account;
    perform private.record_audit(team, 'member_reactivated', account,
      coalesce(target.full_name, target.email));
  elsif not active then
    perform private.scim_deactivate(target);
  end if;
  perform private.scim_apply_role(team, account);
end
$$;
