-- Ten thousand teams on one database (docs/scale.md): what a signed-in page asks must cost the
-- same whatever the number of teams, so every plan on those paths starts from an index.

-- ─── The admin check reads one user, not every team ──────────────────────────────────────────
-- Joining teams on "superadmin, or this admin's own team" is one condition with an OR: PostgreSQL
-- read every team to test it, on every call (and policies and team functions call it on every
-- request). Two branches, each answered by a primary key; the same rows as before.
create or replace function private.admin_role_team_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select me.team_id
  from public.users me
  where me.id = (select auth.uid())
    and me.role = 'admin' and me.deactivated_at is null and me.team_id is not null
  union
  select t.id
  from public.teams t
  where exists (
    select 1 from public.users me where me.id = (select auth.uid()) and me.role = 'superadmin'
  )
$$;

-- The acceptance register joined each acceptance to its version by id alone, so the versions of
-- every team were hashed to find the team's own. An acceptance's version is of its team (the
-- foreign key holds both): saying so lets the team's index find them. The same rows as before.
create or replace function private.acceptance_register(team uuid)
returns table (
  person text,
  email text,
  policy text,
  version integer,
  content_hash text,
  accepted_at timestamptz
)
language sql stable
set search_path = ''
as $$
  select coalesce(case when u.id is not null then coalesce(u.full_name, u.email) end,
                  'Former member'),
         coalesce(u.email, ''), v.content ->> 'title', v.number, a.content_hash, a.accepted_at
  from public.policy_acceptances a
  join public.policy_versions v on v.id = a.version_id and v.team_id = a.team_id
  left join public.users u on u.id = a.user_id and u.team_id = a.team_id
  where a.team_id = team
$$;

-- private.two_factor_closed_teams() lists the teams that require two-factor sign-in: few of many.
create index teams_require_two_factor_idx on public.teams (id) where require_two_factor;

-- The Controls page and the evidence pack look for a policy's yearly reviews by policy.
create index policy_approvals_policy_idx on public.policy_approvals (policy_id);

-- ─── Policies compare team ids with an array, which an index can answer ─────────────────────
-- `team_id in (select private.administered_team_ids())` is worked out once per statement, but as
-- a hashed set that every row of the table is tested against: a page of the audit log read the
-- whole table (740,000 events for 2,000 of the team's own at 1,000 teams). `= any (array(…))` is
-- the same test, answered by the table's team index. The policies of the tables that grow with
-- every team's activity, restated with only that change.
alter policy "Admins read their team's activity" on public.audit_events
  using (team_id = any (array(select private.administered_team_ids())));

alter policy "Users read themselves and admins read their team" on public.users
  using (id = (select auth.uid()) or team_id = any (array(select private.administered_team_ids())));

alter policy "Users read own progress and admins read their team's" on public.progress
  using (
    user_id = (select auth.uid())
    or user_id = any (array(select private.administered_user_ids()))
  );

alter policy "People read their own acceptances; admins their team's" on public.policy_acceptances
  using (
    (user_id = (select auth.uid()) and team_id = (select private.my_team()))
    or team_id = any (array(select private.administered_team_ids()))
  );

alter policy "Admins read all versions; members the published ones" on public.policy_versions
  using (
    team_id = any (array(select private.administered_team_ids()))
    or (published_at is not null and team_id = (select private.my_team())
        and policy_id in (select private.visible_policy_ids(team_id)))
  );

alter policy "Admins read their team's approvals; approvers the ones asked of" on public.policy_approvals
  using (
    team_id = any (array(select private.administered_team_ids()))
    or (approver_id = (select auth.uid()) and team_id = (select private.my_team()))
  );

alter policy "Admins read their team's policies" on public.policies
  using (team_id = any (array(select private.administered_team_ids())));

alter policy "Admins read their team's checklist runs" on public.checklist_runs
  using (team_id = any (array(select private.administered_team_ids())));

alter policy "Admins read their team's checklist items" on public.checklist_item_states
  using (team_id = any (array(select private.administered_team_ids())));

alter policy "People read their own certificates; admins their team's" on public.certificates
  using (
    user_id = (select auth.uid())
    or team_id = any (array(select private.administered_team_ids()))
  );

alter policy "People read their own requirements; admins their team's" on public.training_requirements
  using (
    (user_id = (select auth.uid()) and team_id = (select private.my_team()))
    or team_id = any (array(select private.administered_team_ids()))
  );

alter policy "People read their own attempts; admins their team's" on public.knowledge_check_attempts
  using (
    (user_id = (select auth.uid()) and not (team_id is distinct from (select private.my_team())))
    or team_id = any (array(select private.administered_team_ids()))
  );

alter policy "Admins read their team's training cycles" on public.training_cycles
  using (team_id = any (array(select private.administered_team_ids())));

alter policy "Admins read their team's former members" on public.former_member_progress
  using (team_id = any (array(select private.administered_team_ids())));
