-- Real courses (docs/decisions.md V3): each published course video may teach a course of
-- src/content/courses, whose knowledge check the database keeps and scores. The questions'
-- answers never leave the database before an attempt is submitted (docs/threat-model.md #28).

-- ─── Courses and their questions (rows come from supabase/content.sql) ─────────────────────

create table public.courses (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 100),
  title text not null check (char_length(title) between 1 and 300),
  pass_percent integer not null default 80 check (pass_percent between 1 and 100)
);

-- In the private schema, which the API does not expose: only the functions below read it.
create table private.knowledge_questions (
  course_id text not null references public.courses (id) on delete cascade,
  id text not null check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position integer not null,
  prompt text not null,
  choices jsonb not null check (
    jsonb_typeof(choices) = 'array' and jsonb_array_length(choices) between 2 and 6
  ),
  answer integer not null,
  explanation text not null,
  primary key (course_id, id),
  check (answer >= 0 and answer < jsonb_array_length(choices))
);
alter table private.knowledge_questions enable row level security;
revoke all on private.knowledge_questions from public, anon, authenticated;

alter table public.videos
  add column course_id text references public.courses (id) on delete set null,
  add column captions_url text check (char_length(captions_url) <= 2000);
create index videos_course_id_idx on public.videos (course_id);

-- ─── Attempts: one row per submission, never changed ──────────────────────────────────────

create table public.knowledge_check_attempts (
  id uuid primary key default gen_random_uuid(),
  -- No foreign key to the user: the record outlives the account, as audit evidence (like
  -- policy acceptances); the team's deletion takes it.
  user_id uuid not null,
  team_id uuid references public.teams (id) on delete cascade,
  course_id text not null references public.courses (id),
  attempt integer not null check (attempt >= 1),
  correct integer not null check (correct >= 0),
  questions integer not null check (questions >= 1 and correct <= questions),
  score_percent integer not null check (score_percent between 0 and 100),
  passed boolean not null,
  -- Question id → index of the chosen answer.
  answers jsonb not null check (jsonb_typeof(answers) = 'object'),
  submitted_at timestamptz not null default now(),
  unique (user_id, course_id, attempt)
);
create index knowledge_check_attempts_team_idx on public.knowledge_check_attempts (team_id, course_id);

create function private.keep_knowledge_check_attempts() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE'
    and current_setting('complyready.deleting_team', true) = old.team_id::text then
    return old;
  end if;
  raise exception 'Knowledge check attempts cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger knowledge_check_attempts_insert_only
  before update or delete on public.knowledge_check_attempts
  for each row execute function private.keep_knowledge_check_attempts();
create function private.refuse_attempts_truncate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Knowledge check attempts cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger knowledge_check_attempts_no_truncate
  before truncate on public.knowledge_check_attempts
  for each statement execute function private.refuse_attempts_truncate();

alter table public.courses enable row level security;
revoke all on public.courses from anon, authenticated;
grant select on public.courses to authenticated;
grant all on public.courses to service_role;
create policy "Signed-in users read the courses" on public.courses
  for select to authenticated using (auth.uid() is not null);

alter table public.knowledge_check_attempts enable row level security;
revoke all on public.knowledge_check_attempts from anon, authenticated;
grant select on public.knowledge_check_attempts to authenticated;
grant select, insert on public.knowledge_check_attempts to service_role;
create policy "People read their own attempts; admins their team's" on public.knowledge_check_attempts
  for select to authenticated
  using ((user_id = auth.uid() and team_id is not distinct from private.my_team())
         or private.is_team_admin(team_id));

-- ─── Taking a check ────────────────────────────────────────────────────────────────────────

-- Whether the caller may take this course: a video of it is among the published videos their
-- team's plan shows them.
create function private.may_take_course(course text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.videos v
    where v.course_id = course and v.id in (select private.my_visible_video_ids())
  )
$$;

-- Whether a course has questions, for callers who may not read them (the dashboard summary).
create function private.course_has_check(course text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.knowledge_questions q where q.course_id = course)
$$;

-- The check as the member sees it before answering: prompts and choices, never the answers.
create function public.knowledge_check(course text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if auth.uid() is null or not private.may_take_course(course) then
    raise exception 'This course is not available to you' using errcode = '42501';
  end if;
  select jsonb_build_object(
           'pass_percent', c.pass_percent,
           'questions', coalesce(
             (select jsonb_agg(jsonb_build_object('id', q.id, 'prompt', q.prompt, 'choices', q.choices)
                               order by q.position)
              from private.knowledge_questions q where q.course_id = c.id),
             '[]'::jsonb))
    into result
  from public.courses c where c.id = course;
  return result;
end
$$;

-- Scores an attempt: every question answered once with one of its choices. The score is rounded
-- down, so only a real 80 % passes an 80 % mark. Answers and explanations come back only now.
create function public.submit_knowledge_check(course text, answers jsonb) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  team uuid := private.my_team();
  total integer;
  right_count integer;
  score integer;
  pass integer;
  next_attempt integer;
  results jsonb;
begin
  if me is null or not private.may_take_course(course) then
    raise exception 'This course is not available to you' using errcode = '42501';
  end if;
  select count(*) into total from private.knowledge_questions q where q.course_id = course;
  if total = 0 then
    raise exception 'This course has no knowledge check' using errcode = '22023';
  end if;
  if answers is null or jsonb_typeof(answers) <> 'object'
    or exists (select 1 from private.knowledge_questions q
               where q.course_id = course and not answers ? q.id)
    or exists (select 1 from jsonb_object_keys(answers) k
               where k not in (select q.id from private.knowledge_questions q where q.course_id = course))
  then
    raise exception 'Answer every question before submitting' using errcode = '22023';
  end if;
  if exists (
    select 1 from private.knowledge_questions q
    where q.course_id = course
      and (jsonb_typeof(answers -> q.id) <> 'number'
           or (answers ->> q.id)::numeric not in
              (select generate_series(0, jsonb_array_length(q.choices) - 1)))
  ) then
    raise exception 'Each answer must be one of the question''s choices' using errcode = '22023';
  end if;

  select count(*) filter (where (answers ->> q.id)::integer = q.answer) into right_count
  from private.knowledge_questions q where q.course_id = course;
  select c.pass_percent into pass from public.courses c where c.id = course;
  score := floor(100.0 * right_count / total);

  -- One submission at a time per person, so attempts are numbered without gaps or clashes.
  perform 1 from public.users u where u.id = me for update;
  select coalesce(max(a.attempt), 0) + 1 into next_attempt
  from public.knowledge_check_attempts a where a.user_id = me and a.course_id = course;
  insert into public.knowledge_check_attempts
    (user_id, team_id, course_id, attempt, correct, questions, score_percent, passed, answers)
  values (me, team, course, next_attempt, right_count, total, score, score >= pass, answers);

  select jsonb_agg(jsonb_build_object(
           'id', q.id,
           'chosen', (answers ->> q.id)::integer,
           'answer', q.answer,
           'correct', (answers ->> q.id)::integer = q.answer,
           'explanation', q.explanation) order by q.position)
    into results
  from private.knowledge_questions q where q.course_id = course;

  return jsonb_build_object(
    'attempt', next_attempt, 'correct', right_count, 'questions', total,
    'score_percent', score, 'pass_percent', pass, 'passed', score >= pass, 'results', results);
end
$$;

-- For the public /training page: which catalogue courses can be started (docs/decisions.md V3).
create function public.published_course_ids() returns setof text
language sql stable security definer
set search_path = ''
as $$
  select distinct v.course_id from public.videos v
  where v.is_published and v.course_id is not null
$$;

-- ─── The dashboard: each member's best attempt per video's course ─────────────────────────

create or replace function public.team_progress_summary() returns jsonb
language sql stable
set search_path = ''
as $$
  with team as (
    select private.my_team() as id
  ),
  published as (
    select v.id, v.title, v.course_id,
           (row_number() over (order by v.order_index, v.created_at, v.id) - 1)::int as position
    from public.videos v
    where v.id in (select private.my_visible_video_ids())
  ),
  checked as (
    select p.* from published p
    where private.course_has_check(p.course_id)
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
  best as (
    select a.user_id, p.position, max(a.score_percent) as score, bool_or(a.passed) as passed,
           count(*) as attempts
    from public.knowledge_check_attempts a
    join checked p on p.course_id = a.course_id
    join members m on m.id = a.user_id
    where a.team_id = (select id from team)
    group by a.user_id, p.position
  ),
  checks as (
    select b.user_id,
           jsonb_agg(jsonb_build_object('position', b.position, 'score', b.score,
                                        'passed', b.passed, 'attempts', b.attempts)
                     order by b.position) as results
    from best b group by b.user_id
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
      (select jsonb_agg(jsonb_build_object(
                'id', p.id, 'title', p.title,
                'has_check', exists (select 1 from checked c where c.id = p.id))
              order by p.position) from published p),
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
            'completed', coalesce(c.positions, '[]'::jsonb),
            'checks', coalesce(k.results, '[]'::jsonb)
          )
          order by m.full_name nulls last, m.email
        )
        from members m
        left join completed c on c.user_id = m.id
        left join checks k on k.user_id = m.id
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

-- ─── The evidence pack: every attempt of the range (docs/decisions.md EV1) ────────────────

create function private.evidence_knowledge_checks(team uuid, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.submitted_at, x.member, x.course, x.attempt), '[]')
  from (
    select coalesce(case when u.id is not null then coalesce(u.full_name, u.email) end,
                    'Former member') as member,
           coalesce(u.email, '') as email, c.title as course, a.attempt, a.correct, a.questions,
           a.score_percent, a.passed, a.submitted_at
    from public.knowledge_check_attempts a
    join public.courses c on c.id = a.course_id
    left join public.users u on u.id = a.user_id and u.team_id = a.team_id
    where a.team_id = team
      and a.submitted_at >= from_date::timestamptz and a.submitted_at < (to_date + 1)::timestamptz
  ) x
$$;

revoke all on function private.keep_knowledge_check_attempts() from public;
revoke all on function private.refuse_attempts_truncate() from public;
revoke all on function private.course_has_check(text) from public, anon;
grant execute on function private.course_has_check(text) to authenticated;
revoke all on function private.may_take_course(text) from public, anon;
grant execute on function private.may_take_course(text) to authenticated;
revoke all on function public.knowledge_check(text) from public, anon;
revoke all on function public.submit_knowledge_check(text, jsonb) from public, anon;
grant execute on function public.knowledge_check(text) to authenticated;
grant execute on function public.submit_knowledge_check(text, jsonb) to authenticated;
grant execute on function public.published_course_ids() to anon, authenticated;
-- evidence_section gains the section 'knowledge_checks'; the others stay as they were.
alter function public.evidence_section(uuid, text, date, date) rename to evidence_section_before_checks;
alter function public.evidence_section_before_checks(uuid, text, date, date) set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'knowledge_checks' then private.evidence_knowledge_checks(team, from_date, to_date)
    else private.evidence_section_before_checks(team, section, from_date, to_date)
  end
$$;

revoke all on function private.evidence_knowledge_checks(uuid, date, date) from public, anon, authenticated;
revoke all on function private.evidence_section_before_checks(uuid, text, date, date) from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;
