-- People come and go (docs/decisions.md SC1): SCIM 2.0 provisioning from the team's
-- identity provider (Okta, Microsoft Entra), and invitations by email. The SCIM function
-- (supabase/functions/_shared/scim.ts) speaks the protocol; the rules are here: which token
-- belongs to which team, who joins, who is deactivated at once (sessions ended, audit-logged with
-- "SCIM" as actor), and which group makes admins. Everything lives in `private`, reached only
-- through the functions below: the service role's for the SCIM function, the admins' for Settings
-- and Members.

-- ─── The audit log learns provisioning's and invitations' events (docs/decisions.md A1) ───────
alter table public.audit_events drop constraint audit_events_kind_check;
alter table public.audit_events add constraint audit_events_kind_check check (kind in (
  'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated',
  'member_removed', 'member_left', 'role_changed', 'ownership_transferred', 'plan_changed',
  'export_downloaded', 'policy_adopted', 'policy_published', 'policy_accepted',
  'policy_reminder_sent', 'checklist_run_started', 'checklist_item_updated',
  'evidence_link_created', 'evidence_link_revoked', 'evidence_opened',
  'hotline_set_up', 'hotline_passphrase_changed', 'hotline_handler_named',
  'hotline_handler_removed', 'hotline_case_opened', 'hotline_case_acknowledged',
  'hotline_case_investigating', 'hotline_case_closed', 'hotline_case_assigned',
  'hotline_message_sent', 'hotline_note_added',
  'two_factor_required', 'two_factor_not_required', 'two_factor_reset',
  'two_factor_enrolled', 'two_factor_removed',
  'training_assigned', 'training_unassigned', 'training_settings_changed',
  'training_cycle_started', 'certificate_issued', 'certificate_revoked',
  'policy_approval_setting_changed', 'policy_approval_requested', 'policy_approved',
  'policy_sent_back', 'policy_reviewed', 'policy_retired',
  'subscription_changed', 'refund_issued',
  'scim_token_created', 'scim_token_revoked', 'scim_admin_group_changed',
  'member_invited', 'invitation_resent', 'invitation_revoked'
));

-- ─── SCIM tokens: shown once, stored as hashes, revocable (docs/threat-model.md #47) ──────────

create table private.scim_tokens (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  label text not null check (char_length(label) between 1 and 100),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id) on delete set null,
  created_by_name text not null,
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index scim_tokens_team_idx on private.scim_tokens (team_id);
create index scim_tokens_created_by_idx on private.scim_tokens (created_by);

-- The people the identity provider provisioned into a team, with the attributes it sent.
create table private.scim_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  team_id uuid not null references public.teams (id) on delete cascade,
  user_name text not null check (char_length(user_name) between 1 and 320),
  external_id text check (char_length(external_id) <= 320),
  given_name text check (char_length(given_name) <= 200),
  family_name text check (char_length(family_name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index scim_users_user_name_idx on private.scim_users (team_id, lower(user_name));

create table private.scim_groups (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  display_name text not null check (char_length(display_name) between 1 and 300),
  external_id text check (char_length(external_id) <= 320),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index scim_groups_team_idx on private.scim_groups (team_id);

create table private.scim_group_members (
  group_id uuid not null references private.scim_groups (id) on delete cascade,
  user_id uuid not null references private.scim_users (user_id) on delete cascade,
  primary key (group_id, user_id)
);
create index scim_group_members_user_idx on private.scim_group_members (user_id);

-- The identity provider's group whose members are the team's admins; null: SCIM sets no roles.
create table private.scim_settings (
  team_id uuid primary key references public.teams (id) on delete cascade,
  admin_group text check (char_length(admin_group) between 1 and 300)
);

alter table private.scim_tokens enable row level security;
alter table private.scim_users enable row level security;
alter table private.scim_groups enable row level security;
alter table private.scim_group_members enable row level security;
alter table private.scim_settings enable row level security;
revoke all on private.scim_tokens, private.scim_users, private.scim_groups,
  private.scim_group_members, private.scim_settings from public, anon, authenticated, service_role;

-- ─── Admins: tokens and the admin group ──────────────────────────────────────────────────────

-- The caller's team when they administer it and its plan includes SCIM (Enterprise).
create function private.scim_admin_team() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage provisioning' using errcode = '42501';
  end if;
  if (private.team_plan(team)).id <> 'enterprise' then
    raise exception 'Provisioning from your identity provider (SCIM) is part of the Enterprise plan.'
      using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return team;
end
$$;

-- Creates a token for the caller's team and returns it: shown once, only its hash is kept.
create function public.create_scim_token(label text) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.scim_admin_team();
  token text := 'scim_' || private.new_invite_code() || private.new_invite_code();
  token_label text := nullif(btrim(label), '');
  token_id uuid;
begin
  if token_label is null or char_length(token_label) > 100 then
    raise exception 'Name the token (at most 100 characters), for example the identity provider'
      using errcode = '22023';
  end if;
  insert into private.scim_tokens (team_id, label, token_hash, created_by, created_by_name)
  values (team, token_label, encode(sha256(convert_to(token, 'UTF8')), 'hex'), auth.uid(),
          private.my_name())
  returning id into token_id;
  perform private.record_audit(team, 'scim_token_created', token_id, token_label);
  return token;
end
$$;

create function public.revoke_scim_token(token_id uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.scim_admin_team();
  revoked private.scim_tokens;
begin
  update private.scim_tokens t set revoked_at = now()
  where t.id = token_id and t.team_id = team and t.revoked_at is null
  returning * into revoked;
  if revoked.id is null then
    raise exception 'No such token in your team' using errcode = 'PT404';
  end if;
  perform private.record_audit(team, 'scim_token_revoked', revoked.id, revoked.label);
end
$$;

-- Settings → Provisioning: the team's tokens (never their hashes) and its admin group.
create function public.team_scim_settings() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.scim_admin_team();
begin
  return jsonb_build_object(
    'admin_group', (select s.admin_group from private.scim_settings s where s.team_id = team),
    'tokens', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', t.id, 'label', t.label, 'created_at', t.created_at,
               'created_by_name', t.created_by_name, 'last_used_at', t.last_used_at,
               'revoked_at', t.revoked_at) order by t.created_at desc)
      from private.scim_tokens t where t.team_id = team), '[]'::jsonb));
end
$$;

-- ─── Roles from groups ───────────────────────────────────────────────────────────────────────

-- Gives a provisioned member the role their groups say: admin in the admin group, else member.
-- The owner stays an admin, and the last active admin is not demoted (the team keeps one).
create function private.scim_apply_role(team uuid, account uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  admin_group text := (select s.admin_group from private.scim_settings s where s.team_id = team);
  target public.users;
  wanted text;
begin
  if admin_group is null then
    return;
  end if;
  select * into target from public.users u where u.id = account and u.team_id = team for update;
  if target.id is null or target.role not in ('member', 'admin') then
    return;
  end if;
  wanted := case when exists (
      select 1 from private.scim_group_members m
      join private.scim_groups g on g.id = m.group_id
      where m.user_id = account and g.team_id = team
        and lower(g.display_name) = lower(admin_group)
    ) and target.deactivated_at is null then 'admin' else 'member' end;
  if wanted = target.role then
    return;
  end if;
  if wanted = 'member' and (
    exists (select 1 from public.teams t where t.id = team and t.owner_id = account)
    or not exists (select 1 from public.users u where u.team_id = team and u.role = 'admin'
                   and u.deactivated_at is null and u.id <> account)) then
    return;
  end if;
  update public.users set role = wanted where id = account;
  perform private.record_audit(team, 'role_changed', account,
    coalesce(target.full_name, target.email), jsonb_build_object('from', target.role, 'to', wanted));
end
$$;

create function public.set_scim_admin_group(group_name text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.scim_admin_team();
  chosen text := nullif(btrim(group_name), '');
  member uuid;
begin
  if char_length(chosen) > 300 then
    raise exception 'A group name has at most 300 characters' using errcode = '22023';
  end if;
  insert into private.scim_settings (team_id, admin_group) values (team, chosen)
  on conflict (team_id) do update set admin_group = excluded.admin_group;
  perform private.record_audit(team, 'scim_admin_group_changed', null, chosen);
  for member in select s.user_id from private.scim_users s where s.team_id = team loop
    perform private.scim_apply_role(team, member);
  end loop;
end
$$;

-- ─── The SCIM function's calls (service role only) ───────────────────────────────────────────

-- The team of a bearer token, when the token is live and the team is on Enterprise; records the
-- use, and names "SCIM" as the actor of everything this transaction writes to the audit log.
create function public.scim_team(token text) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_token private.scim_tokens;
begin
  select * into found_token from private.scim_tokens t
  where t.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and t.revoked_at is null;
  if found_token.id is null or (private.team_plan(found_token.team_id)).id <> 'enterprise' then
    return null;
  end if;
  update private.scim_tokens set last_used_at = now() where id = found_token.id;
  return found_token.team_id;
end
$$;

-- The team's provisioned people as SCIM sees them.
create function public.scim_users(team uuid) returns table (
  id uuid,
  user_name text,
  external_id text,
  given_name text,
  family_name text,
  full_name text,
  email text,
  active boolean,
  role text,
  created_at timestamptz,
  updated_at timestamptz
)
language sql stable security definer
set search_path = ''
as $$
  select s.user_id, s.user_name, s.external_id, s.given_name, s.family_name, u.full_name, u.email,
         u.team_id = team and u.deactivated_at is null, u.role, s.created_at, s.updated_at
  from private.scim_users s
  join public.users u on u.id = s.user_id
  where s.team_id = team
  order by s.created_at, s.user_id
$$;

-- The account of an email address, if there is one: SCIM links it rather than duplicating it.
create function public.scim_account_id(address text) returns uuid
language sql stable security definer
set search_path = ''
as $$
  select a.id from auth.users a where lower(a.email) = lower(btrim(address)) limit 1
$$;

-- Deactivates a member at once: banned from signing in, every session ended (their access tokens
-- stop working on the next request), logged as SCIM's.
create function private.scim_deactivate(target public.users) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if target.deactivated_at is not null then
    return;
  end if;
  perform private.not_the_owner(target.team_id, target.id, 'deactivated');
  if target.role = 'admin' then
    perform private.keep_an_admin(target.team_id, target.id);
  end if;
  update public.users set deactivated_at = now() where id = target.id;
  update auth.users set banned_until = 'infinity' where id = target.id;
  perform private.end_sessions(target.id);
  perform private.record_audit(target.team_id, 'member_deactivated', target.id,
    coalesce(target.full_name, target.email));
end
$$;

-- Creates or replaces a provisioned person of the team. A new account (made by Auth beforehand)
-- joins as a member, pending until their first sign-in; an account in no team joins; an account
-- in another team, or the operator's, is a conflict.
create function public.scim_save_user(
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

-- DELETE /Users/{id}: the person is deactivated at once and no longer provisioned; the admins
-- still see them (deactivated) on Members and may remove them.
create function public.scim_delete_user(team uuid, account uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users;
begin
  perform set_config('complyready.audit_actor', 'SCIM', true);
  if not exists (select 1 from private.scim_users s where s.user_id = account and s.team_id = team) then
    return false;
  end if;
  select * into target from public.users u where u.id = account and u.team_id = team for update;
  if target.id is not null then
    perform private.scim_deactivate(target);
  end if;
  delete from private.scim_users where user_id = account;
  return true;
end
$$;

create function public.scim_groups(team uuid) returns table (
  id uuid,
  display_name text,
  external_id text,
  members uuid[],
  created_at timestamptz,
  updated_at timestamptz
)
language sql stable security definer
set search_path = ''
as $$
  select g.id, g.display_name, g.external_id,
         coalesce(array(select m.user_id from private.scim_group_members m
                        where m.group_id = g.id order by m.user_id), '{}'),
         g.created_at, g.updated_at
  from private.scim_groups g
  where g.team_id = team
  order by g.created_at, g.id
$$;

-- Creates (group null) or replaces a group and its members (the team's provisioned people only),
-- then gives the people it touched the role their groups say.
create function public.scim_save_group(
  team uuid,
  group_id uuid,
  display_name text,
  external_id text,
  members uuid[]
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  saved uuid;
  touched uuid;
begin
  perform set_config('complyready.audit_actor', 'SCIM', true);
  if exists (select 1 from unnest(coalesce(members, '{}')) m(id)
             where not exists (select 1 from private.scim_users s where s.user_id = m.id and s.team_id = team)) then
    raise exception 'A member is not a provisioned user of this team' using errcode = '22023';
  end if;
  if group_id is null then
    insert into private.scim_groups (team_id, display_name, external_id)
    values (team, btrim(scim_save_group.display_name), scim_save_group.external_id)
    returning id into saved;
  else
    update private.scim_groups g
       set display_name = btrim(scim_save_group.display_name),
           external_id = scim_save_group.external_id, updated_at = now()
     where g.id = group_id and g.team_id = team
    returning g.id into saved;
    if saved is null then
      raise exception 'No such group' using errcode = 'PT404';
    end if;
  end if;
  for touched in
    select m.user_id from private.scim_group_members m where m.group_id = saved
    union select unnest(coalesce(members, '{}'))
  loop
    delete from private.scim_group_members m where m.group_id = saved and m.user_id = touched
      and not touched = any(coalesce(members, '{}'));
    insert into private.scim_group_members (group_id, user_id)
    select saved, touched where touched = any(coalesce(members, '{}'))
    on conflict do nothing;
  end loop;
  for touched in select s.user_id from private.scim_users s where s.team_id = team loop
    perform private.scim_apply_role(team, touched);
  end loop;
  return saved;
end
$$;

create function public.scim_delete_group(team uuid, group_id uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  touched uuid;
begin
  perform set_config('complyready.audit_actor', 'SCIM', true);
  delete from private.scim_groups g where g.id = group_id and g.team_id = team;
  if not found then
    return false;
  end if;
  for touched in select s.user_id from private.scim_users s where s.team_id = team loop
    perform private.scim_apply_role(team, touched);
  end loop;
  return true;
end
$$;

-- ─── Invitations by email ────────────────────────────────────────────────────────────────────

create table private.team_invitations (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  full_name text check (char_length(full_name) <= 200),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid references public.users (id) on delete set null,
  invited_by_name text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null
);
-- One open invitation per address and team.
create unique index team_invitations_open_idx on private.team_invitations (team_id, lower(email))
  where revoked_at is null and accepted_at is null;
create index team_invitations_invited_by_idx on private.team_invitations (invited_by);
create index team_invitations_accepted_by_idx on private.team_invitations (accepted_by);
alter table private.team_invitations enable row level security;
revoke all on private.team_invitations from public, anon, authenticated, service_role;

-- docs/decisions.md SC1: an invitation is valid for 14 days from when it was (re)sent.
create function private.invitation_lifetime() returns interval
language sql immutable
set search_path = ''
as $$ select interval '14 days' $$;

-- Gives an invitation a new token, valid 14 days from now, sent by the caller; returns the token.
create function private.issue_invitation(invitation uuid) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  token text := private.new_invite_code() || private.new_invite_code();
begin
  update private.team_invitations i
     set token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'),
         sent_at = now(), expires_at = now() + private.invitation_lifetime(),
         invited_by = auth.uid(), invited_by_name = private.my_name()
   where i.id = invitation;
  return token;
end
$$;

-- Invites people to the caller's team: `invitees` is a JSON array of {email, name}. An address
-- already invited gets a fresh invitation; a member who has signed in is skipped. Returns what
-- the invitations function mails (the tokens are not shown to the admin).
create function public.invite_members(invitees jsonb) returns table (
  id uuid,
  email text,
  full_name text,
  team_name text,
  inviter_name text,
  token text,
  expires_at timestamptz
)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  invitee record;
  address text;
  invitation uuid;
  new_token text;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can invite people' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  if jsonb_typeof(invitees) is distinct from 'array' or jsonb_array_length(invitees) = 0 then
    raise exception 'Enter at least one email address' using errcode = '22023';
  end if;
  if jsonb_array_length(invitees) > 500 then
    raise exception 'Invite at most 500 people at once' using errcode = '22023';
  end if;
  for invitee in select value ->> 'email' as email, value ->> 'name' as name
                 from jsonb_array_elements(invitees) loop
    address := lower(btrim(coalesce(invitee.email, '')));
    if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(address) > 320 then
      raise exception 'Not an email address: %', left(coalesce(invitee.email, ''), 100)
        using errcode = '22023';
    end if;
    -- Members who signed in are skipped; one who never did (provisioned, or joined and gone)
    -- may be sent an invitation again, to reach the team from its link.
    continue when exists (select 1 from public.users u
                          where u.team_id = team and lower(u.email) = address
                            and (u.last_seen_at is not null or u.deactivated_at is not null));
    select i.id into invitation from private.team_invitations i
    where i.team_id = team and lower(i.email) = address
      and i.revoked_at is null and i.accepted_at is null;
    if invitation is null then
      insert into private.team_invitations
        (team_id, email, full_name, token_hash, invited_by, invited_by_name, expires_at)
      values (team, address, left(nullif(btrim(invitee.name), ''), 200),
              encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'),
              auth.uid(), private.my_name(), now() + private.invitation_lifetime())
      returning team_invitations.id into invitation;
      perform private.record_audit(team, 'member_invited', invitation, address);
    else
      perform private.record_audit(team, 'invitation_resent', invitation, address);
    end if;
    new_token := private.issue_invitation(invitation);
    return query
      select i.id, i.email, i.full_name, t.name, i.invited_by_name, new_token, i.expires_at
      from private.team_invitations i join public.teams t on t.id = i.team_id
      where i.id = invitation;
  end loop;
end
$$;

-- The caller's team's invitation, locked for a change.
create function private.managed_invitation(invitation uuid) returns private.team_invitations
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  found_invitation private.team_invitations;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage invitations' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  select * into found_invitation from private.team_invitations i
  where i.id = invitation and i.team_id = team and i.revoked_at is null and i.accepted_at is null
  for update;
  if found_invitation.id is null then
    raise exception 'No such invitation in your team' using errcode = 'PT404';
  end if;
  return found_invitation;
end
$$;

-- A fresh link for 14 more days; the old link stops working.
create function public.resend_invitation(invitation uuid) returns table (
  id uuid,
  email text,
  full_name text,
  team_name text,
  inviter_name text,
  token text,
  expires_at timestamptz
)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_invitation private.team_invitations := private.managed_invitation(invitation);
  new_token text := private.issue_invitation(found_invitation.id);
begin
  perform private.record_audit(found_invitation.team_id, 'invitation_resent', found_invitation.id,
    found_invitation.email);
  return query
    select i.id, i.email, i.full_name, t.name, i.invited_by_name, new_token, i.expires_at
    from private.team_invitations i join public.teams t on t.id = i.team_id
    where i.id = found_invitation.id;
end
$$;

create function public.revoke_invitation(invitation uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_invitation private.team_invitations := private.managed_invitation(invitation);
begin
  update private.team_invitations set revoked_at = now() where id = found_invitation.id;
  perform private.record_audit(found_invitation.team_id, 'invitation_revoked', found_invitation.id,
    found_invitation.email);
end
$$;

-- Members: the team's open invitations, expired ones marked, for its admins.
create function public.team_invitations() returns table (
  id uuid,
  email text,
  full_name text,
  invited_by_name text,
  sent_at timestamptz,
  expires_at timestamptz,
  expired boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see invitations' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query
    select i.id, i.email, i.full_name, i.invited_by_name, i.sent_at, i.expires_at,
           i.expires_at <= now()
    from private.team_invitations i
    where i.team_id = team and i.revoked_at is null and i.accepted_at is null
    order by i.sent_at desc, i.email;
end
$$;

-- The join page: the team and inviter of a live invitation (its token is 244 random bits).
create function public.invitation_details(token text) returns table (
  team_name text,
  inviter_name text,
  email text
)
language sql stable security definer
set search_path = ''
as $$
  select t.name, i.invited_by_name, i.email
  from private.team_invitations i join public.teams t on t.id = i.team_id
  where i.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and i.revoked_at is null and i.accepted_at is null and i.expires_at > now()
$$;

-- The invited person, signed in with the invited address, joins the team as a member.
create function public.accept_invitation(token text, full_name text default null)
returns public.users
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  account auth.users;
  found_invitation private.team_invitations;
  profile public.users;
  name text;
begin
  if caller is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select * into found_invitation from private.team_invitations i
  where i.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and i.revoked_at is null and i.accepted_at is null and i.expires_at > now()
  for update;
  if found_invitation.id is null then
    raise exception 'This invitation has expired or was revoked. Ask your admin for a new one.'
      using errcode = 'PT404';
  end if;
  select * into account from auth.users a where a.id = caller;
  if lower(account.email) is distinct from lower(found_invitation.email) then
    raise exception 'This invitation is for %. Sign in with that address.', found_invitation.email
      using errcode = '42501';
  end if;
  select * into profile from public.users u where u.id = caller for update;
  -- Already in the team (provisioned, not signed in until now): the invitation is used.
  if profile.team_id = found_invitation.team_id then
    update private.team_invitations set accepted_at = now(), accepted_by = caller
    where id = found_invitation.id;
    return profile;
  end if;
  if profile.team_id is not null or profile.role not in ('member', 'admin') then
    raise exception 'You already belong to a team' using errcode = 'PT409';
  end if;
  name := left(coalesce(nullif(btrim(accept_invitation.full_name), ''), found_invitation.full_name,
                        nullif(btrim(account.raw_user_meta_data ->> 'full_name'), ''), account.email), 200);
  if profile.id is null then
    insert into public.users (id, email, full_name, role, team_id)
    values (caller, account.email, name, 'member', found_invitation.team_id);
  else
    update public.users set team_id = found_invitation.team_id, role = 'member',
                            deactivated_at = null
    where id = caller;
    perform private.record_audit(found_invitation.team_id, 'member_joined', caller,
      coalesce(profile.full_name, profile.email));
  end if;
  update private.team_invitations set accepted_at = now(), accepted_by = caller
  where id = found_invitation.id;
  select * into profile from public.users u where u.id = caller;
  return profile;
end
$$;

-- ─── Who may call what ───────────────────────────────────────────────────────────────────────

revoke all on function private.scim_admin_team() from public;
revoke all on function private.scim_apply_role(uuid, uuid) from public;
revoke all on function private.scim_deactivate(public.users) from public;
revoke all on function private.invitation_lifetime() from public;
revoke all on function private.issue_invitation(uuid) from public;
revoke all on function private.managed_invitation(uuid) from public;

revoke all on function public.create_scim_token(text) from public, anon, authenticated;
revoke all on function public.revoke_scim_token(uuid) from public, anon, authenticated;
revoke all on function public.team_scim_settings() from public, anon, authenticated;
revoke all on function public.set_scim_admin_group(text) from public, anon, authenticated;
revoke all on function public.invite_members(jsonb) from public, anon, authenticated;
revoke all on function public.resend_invitation(uuid) from public, anon, authenticated;
revoke all on function public.revoke_invitation(uuid) from public, anon, authenticated;
revoke all on function public.team_invitations() from public, anon, authenticated;
revoke all on function public.invitation_details(text) from public, anon, authenticated;
revoke all on function public.accept_invitation(text, text) from public, anon, authenticated;
grant execute on function public.create_scim_token(text) to authenticated;
grant execute on function public.revoke_scim_token(uuid) to authenticated;
grant execute on function public.team_scim_settings() to authenticated;
grant execute on function public.set_scim_admin_group(text) to authenticated;
grant execute on function public.invite_members(jsonb) to authenticated;
grant execute on function public.resend_invitation(uuid) to authenticated;
grant execute on function public.revoke_invitation(uuid) to authenticated;
grant execute on function public.team_invitations() to authenticated;
grant execute on function public.invitation_details(text) to anon, authenticated;
grant execute on function public.accept_invitation(text, text) to authenticated;

revoke all on function public.scim_team(text) from public, anon, authenticated;
revoke all on function public.scim_users(uuid) from public, anon, authenticated;
revoke all on function public.scim_account_id(text) from public, anon, authenticated;
revoke all on function public.scim_save_user(uuid, uuid, text, text, text, text, text, boolean)
  from public, anon, authenticated;
revoke all on function public.scim_delete_user(uuid, uuid) from public, anon, authenticated;
revoke all on function public.scim_groups(uuid) from public, anon, authenticated;
revoke all on function public.scim_save_group(uuid, uuid, text, text, uuid[])
  from public, anon, authenticated;
revoke all on function public.scim_delete_group(uuid, uuid) from public, anon, authenticated;
grant execute on function public.scim_team(text) to service_role;
grant execute on function public.scim_users(uuid) to service_role;
grant execute on function public.scim_account_id(text) to service_role;
grant execute on function public.scim_save_user(uuid, uuid, text, text, text, text, text, boolean)
  to service_role;
grant execute on function public.scim_delete_user(uuid, uuid) to service_role;
grant execute on function public.scim_groups(uuid) to service_role;
grant execute on function public.scim_save_group(uuid, uuid, text, text, uuid[]) to service_role;
grant execute on function public.scim_delete_group(uuid, uuid) to service_role;
