-- Knowledge checks that prove knowledge (docs/decisions.md V3, docs/threat-model.md #28): the
-- check opens once the course's video counts as completed; each attempt answers a form the
-- database draws from the course's question bank (choices shuffled), kept until submitted and
-- scored against exactly that form; a failed attempt says only which answers were wrong, a
-- passed one gives the right answers and their explanations. Attempts stay as they are.

-- How many questions an attempt asks (from src/content, through supabase/content.sql). The bank
-- holds at least twice as many, so a retake draws none of the previous form's questions.
alter table public.courses
  add column questions_per_attempt integer not null default 5
    check (questions_per_attempt between 1 and 20);

-- The form a member is answering: one open form per member and course, until they submit it.
-- `questions` lists the drawn questions in the order shown, each with the shown order of its
-- choices: [{"id": "lookalike-domain", "order": [2, 0, 3, 1]}] shows choice 2 first. In the
-- private schema, which the API does not expose: only the functions below read or write it.
create table private.knowledge_check_forms (
  user_id uuid not null references public.users (id) on delete cascade,
  course_id text not null references public.courses (id) on delete cascade,
  questions jsonb not null check (jsonb_typeof(questions) = 'array'),
  issued_at timestamptz not null default now(),
  primary key (user_id, course_id)
);
create index knowledge_check_forms_course_idx on private.knowledge_check_forms (course_id);
alter table private.knowledge_check_forms enable row level security;
revoke all on private.knowledge_check_forms from public, anon, authenticated;

-- Whether the caller has completed a video of the course (docs/product.md: watched 90 %).
create function private.watched_course(course text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.progress p join public.videos v on v.id = p.video_id
    where p.user_id = auth.uid() and v.course_id = course and p.completed_at is not null
  )
$$;

-- The refusals both functions share: signed in, the course shown by the plan, its video completed.
create function private.require_open_check(course text) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not private.may_take_course(course) then
    raise exception 'This course is not available to you' using errcode = '42501';
  end if;
  if not private.watched_course(course) then
    raise exception using errcode = '42501', message =
      'Finish watching the course to take its knowledge check: it opens once you have watched '
      || private.completion_percent() || '% of the video';
  end if;
end
$$;

-- Whether a form still matches the bank: every question there, with as many choices. Content
-- updates replace the bank (supabase/content.sql); a form drawn before is then drawn again.
create function private.form_is_current(course text, form jsonb) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select jsonb_array_length(form) > 0 and not exists (
    select 1 from jsonb_array_elements(form) f
    where not exists (
      select 1 from private.knowledge_questions q
      where q.course_id = course and q.id = f ->> 'id'
        and jsonb_array_length(q.choices) = jsonb_array_length(f -> 'order')
    )
  )
$$;

-- Draws a form for the caller: `questions_per_attempt` questions of the bank, first those not on
-- the previous attempt's form, then those the member was asked least often, at random among
-- equals; each question's choices shuffled, and the questions shown in random order.
create function private.draw_knowledge_check_form(course text) returns jsonb
language sql volatile security definer
set search_path = ''
as $$
  with mine as (
    select a.attempt, k.id
    from public.knowledge_check_attempts a, jsonb_object_keys(a.answers) k(id)
    where a.user_id = auth.uid() and a.course_id = course
  ),
  previous as (
    select m.id from mine m where m.attempt = (select max(attempt) from mine)
  ),
  drawn as (
    select q.id, q.choices from private.knowledge_questions q
    where q.course_id = course
    order by q.id in (select id from previous),
             (select count(*) from mine m where m.id = q.id),
             random()
    limit (select c.questions_per_attempt from public.courses c where c.id = course)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', d.id,
           'order', (select jsonb_agg(i order by random())
                     from generate_series(0, jsonb_array_length(d.choices) - 1) i))
         order by random()), '[]'::jsonb)
  from drawn d
$$;

-- The check as the member sees it before answering: their open form (drawn now if they have
-- none), prompts and shuffled choices, never the answers. The same form until it is submitted,
-- so reloading the page does not draw another.
create or replace function public.knowledge_check(course text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  form jsonb;
begin
  perform private.require_open_check(course);
  if not private.course_has_check(course) then
    raise exception 'This course has no knowledge check' using errcode = '22023';
  end if;
  -- One form at a time per person, like the attempts.
  perform 1 from public.users u where u.id = me for update;
  select f.questions into form from private.knowledge_check_forms f
  where f.user_id = me and f.course_id = course;
  if form is null or not private.form_is_current(course, form) then
    form := private.draw_knowledge_check_form(course);
    insert into private.knowledge_check_forms (user_id, course_id, questions)
    values (me, course, form)
    on conflict (user_id, course_id)
      do update set questions = excluded.questions, issued_at = excluded.issued_at;
  end if;
  return jsonb_build_object(
    'pass_percent', (select c.pass_percent from public.courses c where c.id = course),
    'questions', (
      select jsonb_agg(jsonb_build_object(
               'id', q.id, 'prompt', q.prompt,
               'choices', (select jsonb_agg(q.choices -> (o.shown #>> '{}')::integer
                                            order by o.position)
                           from jsonb_array_elements(f.item -> 'order')
                                  with ordinality o(shown, position)))
             order by f.position)
      from jsonb_array_elements(form) with ordinality f(item, position)
      join private.knowledge_questions q on q.course_id = course and q.id = f.item ->> 'id'));
end
$$;

-- Scores the caller's open form: every question of it answered once, by the index of a choice
-- as shown. The score is rounded down, so only a real 80 % passes an 80 % mark. The attempt keeps
-- the answers as indexes of the bank's choices (as attempts always have), and the form is used up.
-- A failed attempt returns only which answers were wrong; a passed one the right answers (as
-- shown) and the explanations.
create or replace function public.submit_knowledge_check(course text, answers jsonb) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  team uuid := private.my_team();
  form jsonb;
  total integer;
  right_count integer;
  score integer;
  pass integer;
  passed boolean;
  next_attempt integer;
  chosen jsonb;
  results jsonb;
begin
  perform private.require_open_check(course);
  -- One submission at a time per person, so a form is used once and attempts are numbered
  -- without gaps or clashes.
  perform 1 from public.users u where u.id = me for update;
  select f.questions into form from private.knowledge_check_forms f
  where f.user_id = me and f.course_id = course;
  if form is null then
    raise exception 'Start the knowledge check before submitting it' using errcode = '22023';
  end if;
  if not private.form_is_current(course, form) then
    raise exception 'This knowledge check has changed since you started it: start it again'
      using errcode = '22023';
  end if;
  if answers is null or jsonb_typeof(answers) <> 'object'
    or exists (select 1 from jsonb_array_elements(form) f where not answers ? (f ->> 'id'))
    or exists (select 1 from jsonb_object_keys(answers) k
               where k not in (select f ->> 'id' from jsonb_array_elements(form) f))
  then
    raise exception 'Answer every question before submitting' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(form) f
    where jsonb_typeof(answers -> (f ->> 'id')) <> 'number'
       or (answers ->> (f ->> 'id'))::numeric not in
          (select generate_series(0, jsonb_array_length(f -> 'order') - 1))
  ) then
    raise exception 'Each answer must be one of the question''s choices' using errcode = '22023';
  end if;

  -- Each answer as the index of the bank's choice it showed.
  select jsonb_object_agg(f ->> 'id', f -> 'order' -> (answers ->> (f ->> 'id'))::integer)
    into chosen
  from jsonb_array_elements(form) f;
  total := jsonb_array_length(form);
  select count(*) filter (where (chosen ->> q.id)::integer = q.answer) into right_count
  from private.knowledge_questions q where q.course_id = course and chosen ? q.id;
  select c.pass_percent into pass from public.courses c where c.id = course;
  score := floor(100.0 * right_count / total);
  passed := score >= pass;

  select coalesce(max(a.attempt), 0) + 1 into next_attempt
  from public.knowledge_check_attempts a where a.user_id = me and a.course_id = course;
  insert into public.knowledge_check_attempts
    (user_id, team_id, course_id, attempt, correct, questions, score_percent, passed, answers)
  values (me, team, course, next_attempt, right_count, total, score, passed, chosen);
  delete from private.knowledge_check_forms f where f.user_id = me and f.course_id = course;

  select jsonb_agg(
           jsonb_build_object(
             'id', q.id,
             'chosen', (answers ->> q.id)::integer,
             'correct', (chosen ->> q.id)::integer = q.answer)
           || case when passed then jsonb_build_object(
                'answer', (select o.position - 1 from jsonb_array_elements(f.item -> 'order')
                                    with ordinality o(shown, position)
                           where (o.shown #>> '{}')::integer = q.answer),
                'explanation', q.explanation)
              else '{}'::jsonb end
           order by f.position)
    into results
  from jsonb_array_elements(form) with ordinality f(item, position)
  join private.knowledge_questions q on q.course_id = course and q.id = f.item ->> 'id';

  return jsonb_build_object(
    'attempt', next_attempt, 'correct', right_count, 'questions', total,
    'score_percent', score, 'pass_percent', pass, 'passed', passed, 'results', results);
end
$$;

revoke all on function private.watched_course(text) from public, anon, authenticated;
revoke all on function private.require_open_check(text) from public, anon, authenticated;
revoke all on function private.form_is_current(text, jsonb) from public, anon, authenticated;
revoke all on function private.draw_knowledge_check_form(text) from public, anon, authenticated;
revoke all on function public.knowledge_check(text) from public, anon;
revoke all on function public.submit_knowledge_check(text, jsonb) from public, anon;
grant execute on function public.knowledge_check(text) to authenticated;
grant execute on function public.submit_knowledge_check(text, jsonb) to authenticated;
