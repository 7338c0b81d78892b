-- The caller's standing in every course's knowledge check, in one request (docs/decisions.md V3,
-- docs/architecture.md#performance-goals): each course's pass mark and form size, with one row per
-- attempt of the caller's (attempt columns null for a course not attempted), newest first. The
-- player asks for it beside the video's row, not once the video names its course. Security
-- invoker: the courses' and attempts' row-level security applies as to a direct read.
create function public.my_knowledge_checks()
returns table (
  course_id text,
  pass_percent integer,
  questions_per_attempt integer,
  attempt integer,
  correct integer,
  questions integer,
  score_percent integer,
  passed boolean
)
language sql stable
set search_path = ''
as $$
  select c.id, c.pass_percent, c.questions_per_attempt,
         a.attempt, a.correct, a.questions, a.score_percent, a.passed
  from public.courses c
  left join public.knowledge_check_attempts a
    on a.course_id = c.id and a.user_id = (select auth.uid())
  order by c.id, a.attempt desc
$$;
revoke all on function public.my_knowledge_checks() from public, anon, authenticated;
grant execute on function public.my_knowledge_checks() to authenticated;
