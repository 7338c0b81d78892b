-- Honest coverage and the readiness overview (docs/decisions.md RD1). Each control is
-- documented (a published policy serves it) and, separately, operating (evidence in the period).
-- One function holds the rule; the Evidence page, the Overview and the evidence pack read it.
-- The Overview also counts what is due this week and next, and a new team's first steps.

-- The share of members (percent) at or above which acceptances and training count as evidence.
create function private.readiness_threshold() returns integer
language sql immutable
set search_path = ''
as $$
  select 90
$$;

-- Every source that documents or evidences a control of `team` for the period from `from_date`
-- to `to_date` (whole days, UTC): `met` when it does, otherwise `detail` says what is missing.
-- state 'documented': source 'policy' (a policy in force at the period's end whose template
-- serves the control). state 'operating': 'acceptance' (the version in force accepted by at
-- least the threshold of active members), 'review' (a later version of a policy already in force
-- published in the period), 'checklist' (the item done with an evidence link in a run of the
-- period that started, or whose item was last saved, within it), 'training' (at least the threshold of the courses required of active members and due
-- by the period's end completed; CC1.4, CC2.2 and A.6.3).
-- The planner's estimate for the catalogue's nested lists is far above the few hundred rows there
-- are, which on PostgreSQL turns on JIT compilation: seconds spent compiling a query that runs in
-- milliseconds. Hence `jit = off`.
create function private.control_readiness(team uuid, from_date date, to_date date)
returns table (control_id text, state text, source text, title text, met boolean, detail text)
language sql stable security definer
set search_path = ''
set jit = off
as $$
  with period as (
    select from_date::timestamptz as starts, (to_date + 1)::timestamptz as ends
  ),
  people as (
    select u.id from public.users u where u.team_id = team and u.deactivated_at is null
  ),
  templates as (
    select t.id, t.title, t.controls, p.id as policy_id
    from public.policy_templates t
    left join public.policies p
      on p.template_id = t.id and p.team_id = team
     and p.id in (select private.visible_policy_ids(team))
  ),
  in_force as (
    select distinct on (v.policy_id) v.policy_id, v.id, v.number
    from public.policy_versions v, period
    where v.team_id = team and v.published_at is not null and v.published_at < period.ends
    order by v.policy_id, v.number desc
  ),
  policy_state as (
    select t.id as template_id, t.title, t.controls, t.policy_id, f.id as version_id, f.number,
           (select count(*) from public.policy_acceptances a
              join people on people.id = a.user_id, period
             where a.version_id = f.id and a.accepted_at < period.ends) as accepted,
           (select count(*) from people) as members,
           exists (select 1 from public.policy_versions v, period
                   where v.policy_id = f.policy_id and v.published_at >= period.starts
                     and v.published_at < period.ends
                     and exists (select 1 from public.policy_versions earlier
                                 where earlier.policy_id = v.policy_id
                                   and earlier.published_at < v.published_at)) as reviewed
    from templates t
    left join in_force f on f.policy_id = t.policy_id
  ),
  runs as (
    select r.id, r.checklist_id, r.started_at
    from public.checklist_runs r, period
    where r.team_id = team and r.period_start <= to_date and r.started_at < period.ends
      -- A run whose period ended before the range is not in it (as the pack's checklists).
      and not exists (select 1 from public.checklist_runs later
                      where later.team_id = r.team_id and later.checklist_id = r.checklist_id
                        and later.period_start > r.period_start
                        and later.period_start <= from_date)
  ),
  training as (
    select count(*) as required, count(ce.id) as completed
    from public.training_requirements r
    join people on people.id = r.user_id
    join public.training_cycles cy on cy.id = r.cycle_id
    cross join period
    left join public.certificates ce
      on ce.user_id = r.user_id and ce.course_id = r.course_id and ce.cycle_id = r.cycle_id
     and ce.revoked_at is null and ce.issued_at < period.ends
    where r.team_id = team and cy.starts_on <= to_date and cy.ends_on > from_date
      and (r.due_on <= to_date or ce.id is not null)
  )
    select c.id, 'documented'::text, 'policy'::text, s.title, s.version_id is not null,
           case when s.policy_id is null then 'Not adopted'
                when s.version_id is null then 'Not published' end
    from policy_state s cross join lateral unnest(s.controls) as c(id)
  union all
    select c.id, 'operating', 'acceptance', s.title,
           s.members > 0 and s.accepted * 100 >= private.readiness_threshold() * s.members,
           format('%s of %s members accepted version %s', s.accepted, s.members, s.number)
    from policy_state s cross join lateral unnest(s.controls) as c(id)
    where s.version_id is not null
  union all
    select c.id, 'operating', 'review', s.title, s.reviewed,
           case when not s.reviewed then 'No reviewed version published in the period' end
    from policy_state s cross join lateral unnest(s.controls) as c(id)
    where s.version_id is not null
  union all
    select c.id, 'operating', 'checklist', t.title || ': ' || (item ->> 'item'), done.met,
           case when not done.met then 'Not done with an evidence link in the period' end
    from public.checklist_templates t
    cross join lateral jsonb_array_elements(t.items) as item
    cross join lateral jsonb_array_elements_text(item -> 'controls') as c(id)
    cross join lateral (
      select exists (select 1 from runs
                     join public.checklist_item_states s on s.run_id = runs.id
                     cross join period
                     where runs.checklist_id = t.id and s.item_id = item ->> 'id'
                       and s.status = 'done' and s.evidence_url is not null
                       -- A run left open for years is no evidence of this period's work.
                       and (runs.started_at >= period.starts or s.updated_at >= period.starts)
                    ) as met
    ) done
  union all
    select c.id, 'operating', 'training', 'Assigned security awareness training',
           tr.required > 0 and tr.completed * 100 >= private.readiness_threshold() * tr.required,
           format('%s of %s required courses completed', tr.completed, tr.required)
    from training tr cross join unnest(array['CC1.4', 'CC2.2', 'A.6.3']) as c(id)
$$;

-- The caller's team's readiness for the 12 months ending on `at`'s day (admins).
create function public.team_control_readiness(at timestamptz default now())
returns table (control_id text, state text, source text, title text, met boolean, detail text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  day date := (at at time zone 'UTC')::date;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see the control coverage' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query
    select * from private.control_readiness(team, (day - interval '1 year')::date + 1, day);
end
$$;

-- The page reads the readiness now; the old coverage rule (policies alone counting) is gone from
-- the API. private.control_coverage stays for the landed evidence_records, which no longer
-- reaches it for 'coverage' (below).
drop function public.team_control_coverage();

-- ─── What is due this week and next ──────────────────────────────────────────────────────────

-- Counts of what falls due before the end of next week (weeks run Monday to Sunday, UTC) or is
-- overdue on `at`'s day: policy reviews, courses members still have to complete in the current
-- training year, open checklist items of each checklist's newest run, and the hotline's clocks —
-- those only for a hotline handler (counts only, never a case). `due`: 'overdue', 'this_week',
-- 'next_week'.
create function public.team_due_items(at timestamptz default now())
returns table (item text, due text, count integer)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  day date := (at at time zone 'UTC')::date;
  week_end date := day + (7 - extract(isodow from day)::integer);
  cycle public.training_cycles;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see what is due' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  cycle := private.current_training_cycle(team, at);
  return query
    with dates as (
        select 'policy_review'::text as item, p.next_review_on as due_on
        from public.team_policies() p
        where p.next_review_on is not null
          and p.id in (select private.visible_policy_ids(team))
      union all
        select 'training', r.due_on
        from public.training_requirements r
        join public.users u on u.id = r.user_id and u.team_id = team and u.deactivated_at is null
        where r.cycle_id = cycle.id
          and not exists (select 1 from public.certificates ce
                          where ce.user_id = r.user_id and ce.course_id = r.course_id
                            and ce.cycle_id = r.cycle_id and ce.revoked_at is null)
      union all
        select 'checklist_item', s.due_on
        from (select distinct on (r.checklist_id) r.id
              from public.checklist_runs r
              where r.team_id = team
              order by r.checklist_id, r.period_start desc) newest
        join public.checklist_item_states s on s.run_id = newest.id
        where s.due_on is not null and s.status not in ('done', 'not_applicable')
      union all
        select 'hotline_clock', k.due_on
        from public.hotline_cases c
        cross join lateral private.hotline_clock(c, day) k
        where c.team_id = team and k.clock is not null and private.is_hotline_handler(team)
    )
    select d.item,
           case when d.due_on < day then 'overdue'
                when d.due_on <= week_end then 'this_week'
                else 'next_week' end as due,
           count(*)::integer
    from dates d
    where d.due_on <= week_end + 7
    group by 1, 2
    order by 1, 2;
end
$$;

-- ─── A new team's first steps ────────────────────────────────────────────────────────────────

-- The Overview's first-run checklist: 'core_policies' (the five core policies published),
-- 'invite_people' (someone besides the first admin joined), 'assign_training' (a course
-- assigned), 'access_review' (a run of the access review with every item done or not
-- applicable).
create function public.team_first_steps()
returns table (step text, done boolean)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see the team''s first steps' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query
    select 'core_policies'::text,
           (select count(distinct p.template_id) from public.policies p
            where p.team_id = team
              and p.template_id in ('information-security-policy', 'acceptable-use-policy',
                                    'access-control-policy', 'password-and-authentication-policy',
                                    'incident-response-policy')
              and exists (select 1 from public.policy_versions v
                          where v.policy_id = p.id and v.published_at is not null)) = 5
  union all
    select 'invite_people', (select count(*) from public.users u where u.team_id = team) > 1
  union all
    select 'assign_training',
           exists (select 1 from public.training_assignments a where a.team_id = team)
  union all
    select 'access_review',
           exists (select 1
                   from public.checklist_runs r
                   join public.checklist_templates t on t.id = r.checklist_id
                   where r.team_id = team and r.checklist_id = 'access-review-template'
                     and (select count(*) from public.checklist_item_states s
                          where s.run_id = r.id and s.item_id = any (t.item_ids)
                            and s.status in ('done', 'not_applicable')) = cardinality(t.item_ids));
end
$$;

-- ─── The evidence pack's coverage follows the same rule, for the pack's range ────────────────

alter function public.evidence_section(uuid, text, date, date) rename to evidence_section_before_readiness;
alter function public.evidence_section_before_readiness(uuid, text, date, date) set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'coverage' then
      (select coalesce(jsonb_agg(to_jsonb(r)
                         order by r.control_id, r.state, r.source, r.title), '[]'::jsonb)
       from private.control_readiness(team, from_date, to_date) r)
    else private.evidence_section_before_readiness(team, section, from_date, to_date)
  end
$$;

revoke all on function private.readiness_threshold() from public, anon, authenticated;
revoke all on function private.control_readiness(uuid, date, date) from public, anon, authenticated;
revoke all on function private.evidence_section_before_readiness(uuid, text, date, date) from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
revoke all on function public.team_control_readiness(timestamptz) from public, anon;
revoke all on function public.team_due_items(timestamptz) from public, anon;
revoke all on function public.team_first_steps() from public, anon;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;
grant execute on function public.team_control_readiness(timestamptz) to authenticated;
grant execute on function public.team_due_items(timestamptz) to authenticated;
grant execute on function public.team_first_steps() to authenticated;
