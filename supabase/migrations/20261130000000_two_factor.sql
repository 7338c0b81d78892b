-- Two-factor sign-in (issue 23; docs/decisions.md TF1, docs/threat-model.md #29). Supabase Auth
-- keeps the authenticators (auth.mfa_factors) and puts each session's assurance level in its
-- access token (`aal`: aal1 after a password, aal2 after a code from an authenticator app). A
-- team may require two-factor sign-in of its admins (and, once they exist, its hotline
-- handlers); the rules below read the token's `aal`, so they hold against the API, hosted or
-- embedded, not only in the page.

alter table public.teams add column require_two_factor boolean not null default false;
grant select (require_two_factor) on public.teams to authenticated;

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
  'two_factor_required', 'two_factor_not_required', 'two_factor_reset'
));

-- ─── The rule, in one place ──────────────────────────────────────────────────────────────────

-- Whether the caller has an authenticator set up and confirmed.
create function private.has_verified_factor() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified'
  )
$$;

-- Whether `team` requires two-factor sign-in of the caller: the team asks it of its admins
-- (superadmins, who administer every team, included). The hotline's handlers join here.
create function private.team_requires_two_factor_of_me(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select t.require_two_factor from public.teams t where t.id = team), false)
     and private.is_team_admin(team)
$$;

-- The teams whose sensitive rows and changes this session may not reach; null: every team's.
-- None once the session used a code from an authenticator app (aal2). Every team's when the
-- caller has an authenticator but signed in with the password alone, as Supabase's guidance
-- advises. Otherwise, the teams that require two-factor sign-in of the caller.
create function private.two_factor_closed_teams() returns uuid[]
language sql stable security definer
set search_path = ''
as $$
  select case
    when coalesce(auth.jwt() ->> 'aal', '') = 'aal2' then '{}'::uuid[]
    when private.has_verified_factor() then null
    else array(select t.id from public.teams t
               where t.require_two_factor and private.team_requires_two_factor_of_me(t.id))
  end
$$;

-- The rule every sensitive table and action of a team calls: may this session reach `team`'s
-- sensitive rows? Row-level security passes `(select private.two_factor_closed_teams())`, so the
-- teams are worked out once per statement, not once per row. Plain SQL the planner inlines.
create function private.meets_team_mfa_requirement(
  team uuid,
  closed uuid[] default private.two_factor_closed_teams()
) returns boolean
language sql stable
as $$
  select closed is not null and coalesce(not (team = any (closed)), true)
$$;

-- The same rule for actions: refuses a signed-in caller who does not meet it. Server code
-- without a user (the service role, the operator) is not refused.
create function private.require_team_mfa(team uuid) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and not private.meets_team_mfa_requirement(team) then
    raise exception 'This needs two-factor sign-in. Sign in again with a code from your authenticator app.'
      using errcode = '42501';
  end if;
end
$$;

-- ─── Where it applies: the audit log, evidence, member management ────────────────────────────

create policy "Two-factor sign-in where the team requires it" on public.audit_events
  as restrictive for select to authenticated
  using (private.meets_team_mfa_requirement(team_id, (select private.two_factor_closed_teams())));

create policy "Two-factor sign-in where the team requires it" on public.evidence_links
  as restrictive for select to authenticated
  using (private.meets_team_mfa_requirement(team_id, (select private.two_factor_closed_teams())));

-- Changes made for a user's request: creating or revoking evidence links; changing
-- another member of the team (deactivating, removing, roles); changing the team itself (invite
-- link, ownership, this setting) or deleting it. Triggers, so every function that makes such a
-- change, now or later, is held to the rule.
create function private.require_team_mfa_for_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
begin
  if tg_table_name = 'users' then
    -- People change their own profile (their name, their last visit) at any level.
    if old.id is distinct from auth.uid() and old.team_id is not null then
      perform private.require_team_mfa(old.team_id);
    end if;
  elsif tg_table_name = 'teams' then
    perform private.require_team_mfa((row_data ->> 'id')::uuid);
  else
    perform private.require_team_mfa((row_data ->> 'team_id')::uuid);
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger evidence_links_two_factor
  before insert or update or delete on public.evidence_links
  for each row execute function private.require_team_mfa_for_change();
create trigger users_two_factor
  before update on public.users
  for each row execute function private.require_team_mfa_for_change();
create trigger teams_two_factor
  before update or delete on public.teams
  for each row execute function private.require_team_mfa_for_change();

-- Functions that read the team's sensitive rows with their owner's rights.
create or replace function public.export_audit_events(
  kind_filter text default null,
  actor_filter uuid default null
) returns setof public.audit_events
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can export the activity' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query
    select e.* from public.audit_events e
    where e.team_id = team
      and (kind_filter is null or e.kind = kind_filter)
      and (actor_filter is null or e.actor_id = actor_filter)
    order by e.occurred_at desc, e.id desc;
  -- Recorded after the rows are taken, so an export does not list itself.
  perform private.record_audit(team, 'export_downloaded', null, null,
    jsonb_build_object('export', 'activity', 'kind', kind_filter));
end
$$;

create or replace function public.team_control_coverage()
returns table (control_id text, source text, title text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see the control coverage' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query select * from private.control_coverage(team);
end
$$;

-- ─── The setting, the page's question, and recovery ──────────────────────────────────────────

-- Turns the requirement on or off for the caller's team. Turning it on needs an aal2 session, so
-- the admin who asks it of everyone has an authenticator and keeps their access.
create function public.set_team_two_factor(required boolean) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  previous boolean;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can change the team''s settings' using errcode = '42501';
  end if;
  if required is null then
    raise exception 'Say whether two-factor sign-in is required' using errcode = '22023';
  end if;
  if required and coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'Set up two-factor sign-in for yourself first (Account), then sign in with a code.'
      using errcode = '42501';
  end if;
  select require_two_factor into previous from public.teams where id = team for update;
  if previous = required then
    return;
  end if;
  update public.teams set require_two_factor = required where id = team;
  perform private.record_audit(team,
    case when required then 'two_factor_required' else 'two_factor_not_required' end);
end
$$;

-- Whether the caller must use two-factor sign-in (the page leads them to set it up first).
create function public.two_factor_required() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(private.team_requires_two_factor_of_me(private.my_team()), false)
$$;

-- Which active and deactivated members of the caller's team have an authenticator confirmed.
create function public.team_two_factor_status()
returns table (member_id uuid, enabled boolean)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see who uses two-factor sign-in' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query
    select u.id, exists (select 1 from auth.mfa_factors f
                         where f.user_id = u.id and f.status = 'verified')
    from public.users u where u.team_id = team;
end
$$;

-- Recovery for a member who lost their authenticator: an admin removes all of the member's
-- authenticators and ends their sessions; they sign in with their password and set one up again.
create function public.reset_member_two_factor(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(member);
begin
  perform private.require_team_mfa(target.team_id);
  if target.id = auth.uid() then
    raise exception 'Remove your own authenticator on your Account page' using errcode = 'P0001';
  end if;
  if not exists (select 1 from auth.mfa_factors where user_id = target.id) then
    raise exception 'This member has no two-factor sign-in to reset' using errcode = 'P0001';
  end if;
  delete from auth.mfa_factors where user_id = target.id;
  perform private.end_sessions(target.id);
  perform private.record_audit(target.team_id, 'two_factor_reset', target.id,
    coalesce(target.full_name, target.email));
end
$$;

-- The operator's recovery (`npm run admin -- reset-two-factor <email>`), for anyone; written to
-- the audit log of the person's team as "Operator". Service role only.
create function public.operator_reset_two_factor(account_email text) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  account auth.users;
  profile public.users;
  removed integer;
begin
  select * into account from auth.users where lower(email) = lower(btrim(account_email));
  if account.id is null then
    raise exception 'No account with the email %', account_email using errcode = 'P0002';
  end if;
  delete from auth.mfa_factors where user_id = account.id;
  get diagnostics removed = row_count;
  perform private.end_sessions(account.id);
  select * into profile from public.users where id = account.id;
  if removed > 0 and profile.team_id is not null then
    perform private.record_audit(profile.team_id, 'two_factor_reset', profile.id,
      coalesce(profile.full_name, profile.email));
  end if;
  return removed;
end
$$;

revoke all on function private.has_verified_factor() from public;
revoke all on function private.team_requires_two_factor_of_me(uuid) from public;
revoke all on function private.two_factor_closed_teams() from public;
revoke all on function private.meets_team_mfa_requirement(uuid, uuid[]) from public;
revoke all on function private.require_team_mfa(uuid) from public;
revoke all on function private.require_team_mfa_for_change() from public;
grant execute on function private.two_factor_closed_teams() to authenticated;
grant execute on function private.meets_team_mfa_requirement(uuid, uuid[]) to authenticated;

revoke all on function public.set_team_two_factor(boolean) from public, anon, authenticated;
revoke all on function public.two_factor_required() from public, anon, authenticated;
revoke all on function public.team_two_factor_status() from public, anon, authenticated;
revoke all on function public.reset_member_two_factor(uuid) from public, anon, authenticated;
revoke all on function public.operator_reset_two_factor(text) from public, anon, authenticated;
grant execute on function public.set_team_two_factor(boolean) to authenticated;
grant execute on function public.two_factor_required() to authenticated;
grant execute on function public.team_two_factor_status() to authenticated;
grant execute on function public.reset_member_two_factor(uuid) to authenticated;
grant execute on function public.operator_reset_two_factor(text) to service_role;
