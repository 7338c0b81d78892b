-- Readiness counts a recorded review (docs/decisions.md RD1, PA1): the yearly review of an
-- unchanged policy, approved without a new version, operates the policy's controls for the period
-- as a revision does. As 20261212000000, with the review rule widened.
create or replace function private.control_readiness(team uuid, from_date date, to_date date)
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
           (exists (select 1 from public.policy_versions v, period
                    where v.policy_id = f.policy_id and v.published_at >= period.starts
                      and v.published_at < period.ends
                      and exists (select 1 from public.policy_versions earlier
                                  where earlier.policy_id = v.policy_id
                                    and earlier.published_at < v.published_at))
            -- A yearly review recorded without a new version is an approval of the version in
            -- force (PA1): a review as much as a revision is.
            or exists (select 1 from public.policy_approvals a, period
                       where a.policy_id = f.policy_id and a.purpose = 'review'
                         and a.status = 'approved'
                         and a.decided_at >= period.starts and a.decided_at < period.ends))
             as reviewed
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

