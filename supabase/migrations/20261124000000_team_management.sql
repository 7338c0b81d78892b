-- Running a team (issue 18): plans and trials, deactivating, removing and promoting members, the
-- last-admin and ownership rules, leaving and deleting a team, and an append-only audit log
-- written by the database in the same transaction as each change (docs/decisions.md P1, A1).

-- ─── Plans ───────────────────────────────────────────────────────────────────────────────────

-- What each plan unlocks. Rows come from src/content/plans through supabase/content.sql, the
-- same data the pricing page renders.
create table public.plans (
  id text primary key,
  name text not null,
  position integer not null,
  -- Courses members see (the first ones in catalogue order); null: all.
  course_limit integer check (course_limit > 0),
  -- Policies a team may adopt into its program; null: no limit.
  policy_limit integer check (policy_limit > 0),
  team_hotline boolean not null,
  compliance_calendar boolean not null,
  evidence boolean not null
);
alter table public.plans enable row level security;
revoke all on public.plans from anon, authenticated;
grant select on public.plans to anon, authenticated;
grant all on public.plans to service_role;
create policy "Everyone reads the plans" on public.plans for select using (true);

-- The rows the teams refer to; their names and limits come from supabase/content.sql.
insert into public.plans (id, name, position, team_hotline, compliance_calendar, evidence)
values
  ('starter', 'Starter', 0, false, false, false),
  ('professional', 'Professional', 1, false, false, false),
  ('enterprise', 'Enterprise', 2, false, false, false);

alter table public.teams
  add column plan_id text not null default 'starter' references public.plans (id),
  -- A trial: this plan until trial_ends_at, then plan_id (docs/decisions.md P1).
  add column trial_plan_id text references public.plans (id),
  add column trial_ends_at timestamptz;
-- New teams start on a trial: supabase/content.sql sets these columns' defaults from
-- src/content/plans (TRIAL_PLAN, TRIAL_DAYS).
grant select (plan_id, trial_plan_id, trial_ends_at) on public.teams to authenticated;

-- The plan a team has now: its trial's until the trial ends, then its own.
create function private.team_plan(team uuid) returns public.plans
language sql stable security definer
set search_path = ''
as $$
  select p.*
  from public.teams t
  join public.plans p
    on p.id = case when t.trial_ends_at > now() and t.trial_plan_id is not null
                   then t.trial_plan_id else t.plan_id end
  where t.id = team
$$;

-- ─── Members ─────────────────────────────────────────────────────────────────────────────────

alter table public.users add column deactivated_at timestamptz;

-- A deactivated member belongs to no team as far as the rules go: they read nothing of it.
create or replace function private.my_team() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select team_id from public.users where id = auth.uid() and deactivated_at is null
$$;

create or replace function private.is_team_admin(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (
      select me.role = 'superadmin'
        or (me.role = 'admin' and me.team_id = team and me.deactivated_at is null)
      from public.users me
      where me.id = auth.uid()
    ),
    false
  )
$$;

create or replace function private.administered_user_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select u.id
  from public.users me
  join public.users u
    on me.role = 'superadmin'
    or (me.role = 'admin' and me.deactivated_at is null and me.team_id is not null
        and u.team_id = me.team_id)
  where me.id = auth.uid()
$$;

-- The progress of people who left or were removed, kept under the team for its records, with
-- no link to the person: the dashboard shows them as "Former member".
create table public.former_member_progress (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  -- Groups one former member's rows; random, not their user id.
  former_member uuid not null,
  left_at timestamptz not null default now(),
  video_id uuid not null references public.videos (id) on delete cascade,
  progress_percent numeric(5, 2) not null,
  completed_at timestamptz
);
create index former_member_progress_team_idx on public.former_member_progress (team_id);
alter table public.former_member_progress enable row level security;
revoke all on public.former_member_progress from anon, authenticated;
grant select on public.former_member_progress to authenticated;
grant all on public.former_member_progress to service_role;
create policy "Admins read their team's former members" on public.former_member_progress
  for select to authenticated
  using (private.is_team_admin(team_id));

-- ─── The audit log (docs/decisions.md A1) ────────────────────────────────────────────────────

create table public.audit_events (
  id bigint generated always as identity primary key,
  team_id uuid not null references public.teams (id) on delete cascade,
  occurred_at timestamptz not null default now(),
  -- Who, as they were then: no foreign key, the account may go; null for the operator.
  actor_id uuid,
  actor_name text not null,
  kind text not null check (kind in (
    'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated',
    'member_removed', 'member_left', 'role_changed', 'ownership_transferred', 'plan_changed',
    'export_downloaded'
  )),
  target_id uuid,
  target_name text,
  details jsonb not null default '{}'::jsonb
);
create index audit_events_team_idx on public.audit_events (team_id, occurred_at desc, id desc);
alter table public.audit_events enable row level security;
revoke all on public.audit_events from anon, authenticated, service_role;
grant select on public.audit_events to authenticated, service_role;
create policy "Admins read their team's activity" on public.audit_events
  for select to authenticated
  using (private.is_team_admin(team_id));

-- Nobody changes or removes an audit row, the owner and superadmins included; only deleting the
-- whole team (delete_team, which says so for its own team in this transaction) takes its log.
create function private.keep_audit_events() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE'
    and current_setting('complyready.deleting_team', true) = old.team_id::text then
    return old;
  end if;
  raise exception 'Audit events cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger audit_events_append_only
  before update or delete on public.audit_events
  for each row execute function private.keep_audit_events();
create function private.refuse_truncate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Audit events cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger audit_events_no_truncate
  before truncate on public.audit_events
  for each statement execute function private.refuse_truncate();

-- Writes one event as the caller (or "Operator" for server code without a user).
create function private.record_audit(
  team uuid,
  kind text,
  target uuid default null,
  target_name text default null,
  details jsonb default '{}'::jsonb
) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into public.audit_events (team_id, actor_id, actor_name, kind, target_id, target_name, details)
  select team, auth.uid(),
         coalesce((select coalesce(u.full_name, u.email) from public.users u where u.id = auth.uid()),
                  'Operator'),
         kind, target, target_name, coalesce(details, '{}'::jsonb)
$$;
revoke all on function private.record_audit(uuid, text, uuid, text, jsonb) from public;

-- ─── Member management (all checks here, so the API enforces them) ───────────────────────────

-- The member `member` of the caller's team, locked for the change; refuses everything else.
create function private.managed_member(member uuid) returns public.users
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  target public.users;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage members' using errcode = '42501';
  end if;
  select * into target from public.users u where u.id = member and u.team_id = team for update;
  if not found then
    raise exception 'No such member in your team' using errcode = 'P0002';
  end if;
  return target;
end
$$;

-- Refuses a change that would leave the team without an active admin.
create function private.keep_an_admin(team uuid, leaving uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform 1 from public.teams where id = team for update;
  if not exists (
    select 1 from public.users u
    where u.team_id = team and u.role = 'admin' and u.deactivated_at is null and u.id <> leaving
  ) then
    raise exception 'A team needs at least one active admin. Make another member an admin first.'
      using errcode = 'P0001';
  end if;
end
$$;

-- Refuses a change to the owner that only a transfer may make.
create function private.not_the_owner(team uuid, member uuid, action text) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.teams where id = team and owner_id = member) then
    raise exception 'The team owner cannot be %. Transfer ownership to another admin first.', action
      using errcode = 'P0001';
  end if;
end
$$;

-- Ends every session of an account at once (refresh tokens go with them).
create function private.end_sessions(account uuid) returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from auth.sessions where user_id = account
$$;

-- Moves a leaving person's progress to the team's former-member records and detaches them.
create function private.detach_member(member public.users) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  former uuid := gen_random_uuid();
begin
  insert into public.former_member_progress (team_id, former_member, video_id, progress_percent, completed_at)
  select member.team_id, former, p.video_id, p.progress_percent, p.completed_at
  from public.progress p where p.user_id = member.id;
  delete from public.progress where user_id = member.id;
  update public.users
     set team_id = null,
         role = case when role in ('admin', 'member') then 'member' else role end,
         deactivated_at = null
   where id = member.id;
end
$$;

create function public.deactivate_member(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(member);
begin
  if target.id = auth.uid() then
    raise exception 'You cannot deactivate yourself' using errcode = 'P0001';
  end if;
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

create function public.reactivate_member(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(member);
begin
  if target.deactivated_at is null then
    return;
  end if;
  update public.users set deactivated_at = null where id = target.id;
  update auth.users set banned_until = null where id = target.id;
  perform private.record_audit(target.team_id, 'member_reactivated', target.id,
    coalesce(target.full_name, target.email));
end
$$;

create function public.remove_member(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(member);
begin
  if target.id = auth.uid() then
    raise exception 'To leave the team yourself, use Leave Team' using errcode = 'P0001';
  end if;
  perform private.not_the_owner(target.team_id, target.id, 'removed');
  if target.role = 'admin' and target.deactivated_at is null then
    perform private.keep_an_admin(target.team_id, target.id);
  end if;
  perform private.detach_member(target);
  update auth.users set banned_until = null where id = target.id;
  perform private.end_sessions(target.id);
  -- The log keeps who was removed by id only: their name goes with them.
  perform private.record_audit(target.team_id, 'member_removed', target.id, 'Former member');
end
$$;

create function public.set_member_role(member uuid, new_role text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(member);
begin
  if new_role not in ('member', 'admin') then
    raise exception 'A team role is member or admin' using errcode = '22023';
  end if;
  if target.role not in ('member', 'admin') then
    raise exception 'This account''s role is set by the operator' using errcode = '42501';
  end if;
  if target.role = new_role then
    return;
  end if;
  if new_role = 'admin' and target.deactivated_at is not null then
    raise exception 'Reactivate the member before making them an admin' using errcode = 'P0001';
  end if;
  if new_role = 'member' then
    perform private.not_the_owner(target.team_id, target.id, 'demoted');
    perform private.keep_an_admin(target.team_id, target.id);
  end if;
  update public.users set role = new_role where id = target.id;
  perform private.record_audit(target.team_id, 'role_changed', target.id,
    coalesce(target.full_name, target.email), jsonb_build_object('from', target.role, 'to', new_role));
end
$$;

create function public.transfer_ownership(new_owner uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(new_owner);
begin
  if not exists (select 1 from public.teams where id = target.team_id and owner_id = auth.uid()) then
    raise exception 'Only the team owner can transfer ownership' using errcode = '42501';
  end if;
  if target.role <> 'admin' or target.deactivated_at is not null then
    raise exception 'Ownership goes to an active admin of the team' using errcode = 'P0001';
  end if;
  update public.teams set owner_id = target.id where id = target.team_id;
  perform private.record_audit(target.team_id, 'ownership_transferred', target.id,
    coalesce(target.full_name, target.email));
end
$$;

create function public.leave_team() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me public.users;
begin
  select * into me from public.users where id = auth.uid() for update;
  if me.team_id is null or me.deactivated_at is not null then
    raise exception 'You are not in a team' using errcode = 'P0002';
  end if;
  perform private.not_the_owner(me.team_id, me.id, 'the one who leaves');
  if me.role = 'admin' then
    perform private.keep_an_admin(me.team_id, me.id);
  end if;
  perform private.record_audit(me.team_id, 'member_left', me.id, 'Former member');
  perform private.detach_member(me);
end
$$;

-- Deletes the caller's team and everything of it in one transaction, after the admin typed its
-- name. Members keep their accounts, detached. (Hotline cases of the team follow the retention
-- rule of docs/decisions.md A1.)
create function public.delete_team(confirm_name text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team public.teams;
begin
  select * into team from public.teams where id = private.my_team() for update;
  if team.id is null or not private.is_team_admin(team.id) then
    raise exception 'Only a team admin can delete the team' using errcode = '42501';
  end if;
  if confirm_name is distinct from team.name then
    raise exception 'Type the team''s name exactly to delete it' using errcode = 'P0001';
  end if;
  perform set_config('complyready.deleting_team', team.id::text, true);
  delete from public.progress where user_id in (select id from public.users where team_id = team.id);
  update auth.users set banned_until = null
   where id in (select id from public.users where team_id = team.id and deactivated_at is not null);
  update public.users
     set team_id = null,
         role = case when role in ('admin', 'member') then 'member' else role end,
         deactivated_at = null
   where team_id = team.id;
  delete from public.teams where id = team.id;
end
$$;

-- The one place a plan changes (the operator today; a billing webhook later). Service role only.
create function public.change_team_plan(team uuid, new_plan text, reason text default null)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  previous text;
begin
  select plan_id into previous from public.teams where id = team for update;
  if not found then
    raise exception 'No such team' using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.plans where id = new_plan) then
    raise exception 'No such plan: %', new_plan using errcode = '22023';
  end if;
  -- A chosen plan ends any trial.
  update public.teams set plan_id = new_plan, trial_plan_id = null, trial_ends_at = null where id = team;
  perform private.record_audit(team, 'plan_changed', null, null,
    jsonb_build_object('from', previous, 'to', new_plan, 'reason', reason));
end
$$;

-- ─── Audited actions that already existed ────────────────────────────────────────────────────

create or replace function public.rotate_invite_code() returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  code text;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can change the invite link' using errcode = '42501';
  end if;
  update public.teams set invite_code = private.new_invite_code() where id = team
  returning invite_code into code;
  perform private.record_audit(team, 'invite_rotated');
  return code;
end
$$;

-- A member joining is recorded when their profile enters a team.
create function private.audit_member_joined() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.team_id is not null and new.role = 'member' then
    perform private.record_audit(new.team_id, 'member_joined', new.id,
      coalesce(new.full_name, new.email));
  end if;
  return null;
end
$$;
create trigger users_member_joined
  after insert on public.users
  for each row execute function private.audit_member_joined();

-- Exports are handed out by the database, which records each one.
create function public.export_team_progress() returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can export the team''s progress' using errcode = '42501';
  end if;
  perform private.record_audit(team, 'export_downloaded', null, null,
    jsonb_build_object('export', 'team-progress'));
  return public.team_progress_summary();
end
$$;

-- The team's activity for export, in the same filters as the Activity page; recorded.
create function public.export_audit_events(
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

-- ─── What members see of the catalogue: their team's plan decides how many courses ──────────

-- The published videos the caller's team may watch: all of them, or the first `course_limit`
-- in catalogue order on a plan that limits courses. Editors and superadmins see everything.
create function private.my_visible_video_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  with team as (select private.my_team() as id)
  select v.id
  from public.videos v
  where v.is_published
  order by v.order_index, v.created_at, v.id
  -- Someone in no team gets what Starter gets.
  limit (
    select case when team.id is null
                then (select p.course_limit from public.plans p where p.id = 'starter')
                else (private.team_plan(team.id)).course_limit end
    from team
  )
$$;

-- The progress rules see what a member may watch: only the courses of their team's plan take
-- their progress (server code with the service role is not limited).
create or replace function private.video_for_progress(video uuid, out length_seconds integer, out published boolean)
language sql stable security definer
set search_path = ''
as $$
  select v.duration_seconds,
         v.is_published
           and (coalesce(current_setting('role', true), '') not in ('anon', 'authenticated')
                or v.id in (select private.my_visible_video_ids()))
  from public.videos v where v.id = video
$$;

drop policy "Signed-in users read published videos" on public.videos;
create policy "Signed-in users read the published videos of their plan" on public.videos
  for select to authenticated
  using (private.can_edit_videos() or id in (select private.my_visible_video_ids()));

-- The team dashboard's numbers (replaces the first version): the videos the team may watch,
-- members with their status, and former members' completions, anonymised.
create or replace function public.team_progress_summary() returns jsonb
language sql stable
set search_path = ''
as $$
  with team as (
    select private.my_team() as id
  ),
  published as (
    select v.id, v.title, (row_number() over (order by v.order_index, v.created_at, v.id) - 1)::int as position
    from public.videos v
    where v.id in (select private.my_visible_video_ids())
  ),
  members as (
    select u.id, u.full_name, u.email, u.last_seen_at, u.role,
           case when u.deactivated_at is null then 'active' else 'deactivated' end as status
    from public.users u, team
    where u.team_id = team.id and private.is_team_admin(team.id)
  ),
  completed as (
    select pr.user_id, jsonb_agg(p.position order by p.position) as positions
    from public.progress pr
    join published p on p.id = pr.video_id
    join members m on m.id = pr.user_id
    where pr.completed_at is not null
    group by pr.user_id
  ),
  former as (
    select f.former_member, max(f.left_at) as left_at,
           coalesce(jsonb_agg(p.position order by p.position) filter (where f.completed_at is not null), '[]'::jsonb) as positions
    from public.former_member_progress f
    join team on f.team_id = team.id
    left join published p on p.id = f.video_id
    group by f.former_member
  )
  select jsonb_build_object(
    'videos', coalesce(
      (select jsonb_agg(jsonb_build_object('id', p.id, 'title', p.title) order by p.position) from published p),
      '[]'::jsonb
    ),
    'members', coalesce(
      (
        select jsonb_agg(
          jsonb_build_object(
            'id', m.id,
            'full_name', m.full_name,
            'email', m.email,
            'last_seen_at', m.last_seen_at,
            'role', m.role,
            'status', m.status,
            'completed', coalesce(c.positions, '[]'::jsonb)
          )
          order by m.full_name nulls last, m.email
        )
        from members m
        left join completed c on c.user_id = m.id
      ),
      '[]'::jsonb
    ),
    'former_members', coalesce(
      (
        select jsonb_agg(
          jsonb_build_object('id', f.former_member, 'left_at', f.left_at, 'completed', f.positions)
          order by f.left_at desc
        )
        from former f
        where private.is_team_admin((select id from team))
      ),
      '[]'::jsonb
    )
  )
$$;

-- ─── Grants: every new function starts closed, then opens to whom it serves ──────────────────

revoke all on function private.team_plan(uuid) from public;
revoke all on function private.managed_member(uuid) from public;
revoke all on function private.keep_an_admin(uuid, uuid) from public;
revoke all on function private.not_the_owner(uuid, uuid, text) from public;
revoke all on function private.end_sessions(uuid) from public;
revoke all on function private.detach_member(public.users) from public;
revoke all on function private.audit_member_joined() from public;
revoke all on function private.keep_audit_events() from public;
revoke all on function private.refuse_truncate() from public;
revoke all on function private.my_visible_video_ids() from public;
grant execute on function private.team_plan(uuid) to authenticated;
grant execute on function private.my_visible_video_ids() to authenticated;

revoke all on function public.deactivate_member(uuid) from public, anon, authenticated;
revoke all on function public.reactivate_member(uuid) from public, anon, authenticated;
revoke all on function public.remove_member(uuid) from public, anon, authenticated;
revoke all on function public.set_member_role(uuid, text) from public, anon, authenticated;
revoke all on function public.transfer_ownership(uuid) from public, anon, authenticated;
revoke all on function public.leave_team() from public, anon, authenticated;
revoke all on function public.delete_team(text) from public, anon, authenticated;
revoke all on function public.change_team_plan(uuid, text, text) from public, anon, authenticated;
revoke all on function public.export_team_progress() from public, anon, authenticated;
revoke all on function public.export_audit_events(text, uuid) from public, anon, authenticated;

grant execute on function public.deactivate_member(uuid) to authenticated;
grant execute on function public.reactivate_member(uuid) to authenticated;
grant execute on function public.remove_member(uuid) to authenticated;
grant execute on function public.set_member_role(uuid, text) to authenticated;
grant execute on function public.transfer_ownership(uuid) to authenticated;
grant execute on function public.leave_team() to authenticated;
grant execute on function public.delete_team(text) to authenticated;
grant execute on function public.change_team_plan(uuid, text, text) to service_role;
grant execute on function public.export_team_progress() to authenticated;
grant execute on function public.export_audit_events(text, uuid) to authenticated;
