-- Two-factor sign-in guards every admin power, and the schema passes Supabase's database advisor
-- (docs/decisions.md TF1, docs/threat-model.md #34 and "Row-level security").
--
-- Until now the team's requirement was checked by the audit log, evidence links and member
-- changes one by one, so a password-only (aal1) session of an admin still read the invite code,
-- every member's email and training, adopted and published policies, and so on. The rule now
-- sits inside the one admin check every function and policy calls, private.is_team_admin (and
-- its set form for policies, private.administered_team_ids): an admin whose session does not
-- meet the team's requirement is not an admin to the database. Default-deny: a function written
-- later that asks is_team_admin is held to it without remembering to. src/backend/security/two-factor-rules.test.ts walks every API
-- function and policy that reads the admin role and fails if it does not reach the requirement.

-- ─── One admin check, with the requirement inside ────────────────────────────────────────────

-- The teams whose admin role the caller holds: their own as an active admin, every team as a
-- superadmin. The role alone: only the requirement itself (whom it covers) asks this.
create function private.admin_role_team_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select t.id
  from public.users me
  join public.teams t
    on me.role = 'superadmin'
    or (me.role = 'admin' and me.deactivated_at is null and t.id = me.team_id)
  where me.id = (select auth.uid())
$$;

create function private.holds_admin_role(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.admin_role_team_ids() a where a = team)
$$;

-- Whom the team's setting covers: its admins and the people who handle its hotline.
create or replace function private.team_requires_two_factor_of_me(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select t.require_two_factor from public.teams t where t.id = team), false)
     and (private.holds_admin_role(team)
          or exists (select 1 from private.hotline_handler_people(team) p
                     where p.user_id = (select auth.uid())))
$$;

-- The teams this session administers: the role, from a session that meets the team's two-factor
-- requirement. Policies ask `team_id in (select private.administered_team_ids())`, which
-- PostgreSQL works out once per statement, not once per row.
create function private.administered_team_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select a.id
  from private.admin_role_team_ids() a(id)
  where private.meets_team_mfa_requirement(a.id, (select private.two_factor_closed_teams()))
$$;

-- The admin check of every function: the same rule for one team.
create or replace function private.is_team_admin(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.administered_team_ids() a where a = team)
$$;

-- The people whose progress an admin reads (the progress policy asks it once per statement).
create or replace function private.administered_user_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select u.id from public.users u where u.team_id in (select private.administered_team_ids())
$$;

-- Supabase's advisor (function_search_path_mutable): pin it like every other function.
alter function private.meets_team_mfa_requirement(uuid, uuid[]) set search_path = '';

revoke all on function private.admin_role_team_ids() from public;
revoke all on function private.holds_admin_role(uuid) from public;
revoke all on function private.team_requires_two_factor_of_me(uuid) from public;
revoke all on function private.administered_team_ids() from public;
revoke all on function private.is_team_admin(uuid) from public;
revoke all on function private.administered_user_ids() from public;
grant execute on function private.administered_team_ids() to authenticated;
grant execute on function private.is_team_admin(uuid) to authenticated;
grant execute on function private.administered_user_ids() to authenticated;

-- ─── Policies: each rule once per statement ──────────────────────────────────────────────────
-- `(select auth.uid())`, `(select private.my_team())` and `team_id in (select
-- private.administered_team_ids())` are worked out once per statement instead of once per row
-- (advisor: auth_rls_initplan; a team's 20,000 audit events or 15,000 training requirements read
-- at the cost of one admin check). The rules are the same as before, with the two-factor
-- requirement inside "admins".

drop policy "Admins read their team's activity" on public.audit_events;
create policy "Admins read their team's activity" on public.audit_events
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Admins read their team's checklist items" on public.checklist_item_states;
create policy "Admins read their team's checklist items" on public.checklist_item_states
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Admins read their team's checklist runs" on public.checklist_runs;
create policy "Admins read their team's checklist runs" on public.checklist_runs
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Admins read their team's evidence links" on public.evidence_links;
create policy "Admins read their team's evidence links" on public.evidence_links
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Admins read their team's former members" on public.former_member_progress;
create policy "Admins read their team's former members" on public.former_member_progress
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Admins read their team's policies" on public.policies;
create policy "Admins read their team's policies" on public.policies
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Admins read their team's reminders" on public.policy_reminders;
create policy "Admins read their team's reminders" on public.policy_reminders
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Admins read their team's assignments" on public.training_assignments;
create policy "Admins read their team's assignments" on public.training_assignments
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Admins read their team's training cycles" on public.training_cycles;
create policy "Admins read their team's training cycles" on public.training_cycles
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Admins read their team's reminders" on public.training_reminders;
create policy "Admins read their team's reminders" on public.training_reminders
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Admins read their team's training settings" on public.training_settings;
create policy "Admins read their team's training settings" on public.training_settings
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

drop policy "Users read themselves and admins read their team" on public.users;
create policy "Users read themselves and admins read their team" on public.users
  for select to authenticated
  using (id = (select auth.uid()) or team_id in (select private.administered_team_ids()));

drop policy "Users rename themselves" on public.users;
create policy "Users rename themselves" on public.users
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

drop policy "Users record their own progress" on public.progress;
create policy "Users record their own progress" on public.progress
  for insert to authenticated
  with check (user_id = (select auth.uid()));

drop policy "Users update their own progress" on public.progress;
create policy "Users update their own progress" on public.progress
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

drop policy "People read their own acceptances; admins their team's" on public.policy_acceptances;
create policy "People read their own acceptances; admins their team's" on public.policy_acceptances
  for select to authenticated
  using ((user_id = (select auth.uid()) and team_id = (select private.my_team()))
         or team_id in (select private.administered_team_ids()));

drop policy "People accept for themselves, in their own team" on public.policy_acceptances;
create policy "People accept for themselves, in their own team" on public.policy_acceptances
  for insert to authenticated
  with check (user_id = (select auth.uid()) and team_id = (select private.my_team()));

drop policy "Signed-in users read the courses" on public.courses;
create policy "Signed-in users read the courses" on public.courses
  for select to authenticated
  using ((select auth.uid()) is not null);

drop policy "People read their own attempts; admins their team's" on public.knowledge_check_attempts;
create policy "People read their own attempts; admins their team's" on public.knowledge_check_attempts
  for select to authenticated
  using ((user_id = (select auth.uid()) and team_id is not distinct from (select private.my_team()))
         or team_id in (select private.administered_team_ids()));

drop policy "People read their own requirements; admins their team's" on public.training_requirements;
create policy "People read their own requirements; admins their team's" on public.training_requirements
  for select to authenticated
  using ((user_id = (select auth.uid()) and team_id = (select private.my_team()))
         or team_id in (select private.administered_team_ids()));

drop policy "People read their own certificates; admins their team's" on public.certificates;
create policy "People read their own certificates; admins their team's" on public.certificates
  for select to authenticated
  using (user_id = (select auth.uid()) or team_id in (select private.administered_team_ids()));

-- One permissive SELECT policy per role and table (advisor: multiple_permissive_policies): the
-- two rules of policy_versions in one.
drop policy "Admins read their team's policy versions, drafts included" on public.policy_versions;
drop policy "Members read the published versions of their team's policies" on public.policy_versions;
create policy "Admins read all versions; members the published ones" on public.policy_versions
  for select to authenticated
  using (team_id in (select private.administered_team_ids())
         or (published_at is not null
             and team_id = (select private.my_team())
             and policy_id in (select private.visible_policy_ids(policy_versions.team_id))));

-- ─── An index behind every foreign key (advisor: unindexed_foreign_keys) ─────────────────────
-- Deleting a user, course, plan or checklist checks the rows that point at it; deleting a team
-- cascades through its rows. Without an index each of those is a scan of the whole table.

create index certificates_course_id_idx on public.certificates (course_id);
create index certificates_cycle_id_idx on public.certificates (cycle_id);
create index checklist_item_states_owner_id_idx on public.checklist_item_states (owner_id);
create index checklist_item_states_updated_by_idx on public.checklist_item_states (updated_by);
create index checklist_runs_checklist_id_idx on public.checklist_runs (checklist_id);
create index checklist_runs_started_by_idx on public.checklist_runs (started_by);
create index evidence_links_created_by_idx on public.evidence_links (created_by);
create index former_member_progress_video_id_idx on public.former_member_progress (video_id);
create index hotline_cases_assignee_id_idx on public.hotline_cases (assignee_id);
create index hotline_channels_created_by_idx on public.hotline_channels (created_by);
create index hotline_handlers_named_by_idx on public.hotline_handlers (named_by);
create index hotline_handlers_user_id_idx on public.hotline_handlers (user_id);
create index hotline_messages_author_id_idx on public.hotline_messages (author_id);
create index hotline_messages_team_id_idx on public.hotline_messages (team_id);
create index knowledge_check_attempts_course_id_idx on public.knowledge_check_attempts (course_id);
create index policies_template_id_idx on public.policies (template_id);
create index policy_acceptances_version_fkey_idx
  on public.policy_acceptances (version_id, policy_id, team_id);
create index policy_reminders_version_fkey_idx on public.policy_reminders (version_id, policy_id, team_id);
create index policy_versions_policy_fkey_idx on public.policy_versions (policy_id, team_id);
create index teams_owner_id_idx on public.teams (owner_id);
create index teams_plan_id_idx on public.teams (plan_id);
create index teams_trial_plan_id_idx on public.teams (trial_plan_id);
create index training_assignments_course_id_idx on public.training_assignments (course_id);
create index training_assignments_created_by_idx on public.training_assignments (created_by);
create index training_reminders_team_id_idx on public.training_reminders (team_id);
create index training_requirements_course_id_idx on public.training_requirements (course_id);
create index training_requirements_team_id_idx on public.training_requirements (team_id);
create index training_settings_updated_by_idx on public.training_settings (updated_by);
