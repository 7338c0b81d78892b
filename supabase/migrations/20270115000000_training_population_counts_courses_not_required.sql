-- Training completion (docs/decisions.md EV1, whole populations) also lists the courses a person
-- completed without their being required of them in that training year: their certificate is
-- training done, and "Nothing assigned" beside it read as none. Such a row has no due date and
-- the status 'completed_not_required'; "Nothing assigned" is left for a person with neither.
-- The knowledge-check figures are read once per row (a lateral join) rather than three times.
create or replace function private.evidence_training_population(team uuid, from_date date,
                                                                to_date date, at timestamptz)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with people as (
    select * from private.evidence_people(team, from_date, to_date)
  ),
  required as (
    select p.user_id, r.course_id, r.cycle_id, true as is_required, r.due_on, c.starts_on,
           coalesce(p.left_at, at) as as_of, ce.id as certificate_id, ce.issued_at
    from people p
    join public.training_requirements r on r.user_id = p.user_id and r.team_id = team
    join public.training_cycles c on c.id = r.cycle_id
    left join public.certificates ce
      on ce.user_id = r.user_id and ce.course_id = r.course_id and ce.cycle_id = r.cycle_id
     and ce.revoked_at is null and ce.issued_at <= coalesce(p.left_at, at)
    where c.starts_on <= to_date and c.ends_on > from_date
  ),
  not_required as (
    select p.user_id, ce.course_id, ce.cycle_id, false, null::date, c.starts_on,
           coalesce(p.left_at, at) as as_of, ce.id as certificate_id, ce.issued_at
    from people p
    join public.certificates ce
      on ce.user_id = p.user_id and ce.team_id = team
     and ce.revoked_at is null and ce.issued_at <= coalesce(p.left_at, at)
    join public.training_cycles c on c.id = ce.cycle_id
    where c.starts_on <= to_date and c.ends_on > from_date
      and not exists (
        select 1 from public.training_requirements r
        where r.user_id = ce.user_id and r.team_id = team and r.cycle_id = ce.cycle_id
          and r.course_id = ce.course_id)
  ),
  courses_of_people as (
    select s.*, co.title as course, k.attempts, k.best_score, k.passed
    from (select * from required union all select * from not_required) s
    join public.courses co on co.id = s.course_id
    cross join lateral (
      select count(*) as attempts, max(a.score_percent) as best_score, bool_or(a.passed) as passed
      from public.knowledge_check_attempts a
      where a.user_id = s.user_id and a.course_id = s.course_id and a.submitted_at <= s.as_of
    ) k
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'member', p.person, 'email', p.email, 'standing', p.standing, 'left_at', p.left_at,
           'training_year', r.starts_on, 'course', r.course, 'due_on', r.due_on,
           'status', case when r.course is null then 'nothing_assigned'
                          when not r.is_required then 'completed_not_required'
                          when r.certificate_id is not null then 'completed'
                          when r.due_on < (r.as_of at time zone 'UTC')::date then 'overdue'
                          else 'not_completed' end,
           'completed_at', r.issued_at, 'certificate_id', r.certificate_id,
           'attempts', coalesce(r.attempts, 0), 'best_score', r.best_score,
           'passed', r.passed)
         order by p.standing <> 'active', p.person, p.email, r.starts_on, r.due_on nulls last,
                  r.course),
         '[]'::jsonb)
  from people p
  left join courses_of_people r on r.user_id = p.user_id
$$;
revoke all on function private.evidence_training_population(uuid, date, date, timestamptz)
  from public, anon, authenticated;
