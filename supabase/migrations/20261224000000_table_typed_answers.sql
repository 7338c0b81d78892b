-- Answers in table types (docs/architecture.md, "Typed answers from the database"): the functions
-- below handed out hand-built jsonb, so the generated types said only `Json` and the page checked
-- each shape by hand. They now return rows, whose columns `npm run generate:types` types. The
-- checks, refusals, grants, security and search_path are as before; only the shape of the answer
-- changes (a return type cannot be replaced, hence drop and create).

-- ─── The knowledge check (docs/decisions.md V3, docs/threat-model.md #28) ─────────────────────

-- The check as the member sees it before answering: their open form (drawn now if they have
-- none), one row per question in the order shown, with its prompt and shuffled choices and the
-- course's pass mark; never the answers. The same form until it is submitted, so reloading the
-- page does not draw another.
drop function public.knowledge_check(text);
create function public.knowledge_check(course text)
returns table (id text, prompt text, choices text[], pass_percent integer)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
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
  return query
    select q.id, q.prompt,
           array(select q.choices ->> (o.shown #>> '{}')::integer
                 from jsonb_array_elements(f.item -> 'order') with ordinality o(shown, position)
                 order by o.position),
           (select c.pass_percent from public.courses c where c.id = course)
    from jsonb_array_elements(form) with ordinality f(item, position)
    join private.knowledge_questions q on q.course_id = course and q.id = f.item ->> 'id'
    order by f.position;
end
$$;

-- Scores the caller's open form: every question of it answered once, by the index of a choice
-- as shown. The score is rounded down, so only a real 80 % passes an 80 % mark. The attempt keeps
-- the answers as indexes of the bank's choices (as attempts always have), and the form is used up.
-- One row per question of the form, in the order shown, each with the attempt's result. A failed
-- attempt says only which answers were wrong (`answer` and `explanation` null); a passed one the
-- right answers (as shown) and the explanations.
drop function public.submit_knowledge_check(text, jsonb);
create function public.submit_knowledge_check(course text, answers jsonb)
returns table (
  attempt integer, correct integer, questions integer, score_percent integer,
  pass_percent integer, passed boolean,
  question_id text, chosen integer, chosen_correct boolean, answer integer, explanation text
)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me uuid := auth.uid();
  team uuid := private.my_team();
  form jsonb;
  total integer;
  right_count integer;
  score integer;
  pass integer;
  did_pass boolean;
  next_attempt integer;
  bank_choices jsonb;
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
    into bank_choices
  from jsonb_array_elements(form) f;
  total := jsonb_array_length(form);
  select count(*) filter (where (bank_choices ->> q.id)::integer = q.answer) into right_count
  from private.knowledge_questions q where q.course_id = course and bank_choices ? q.id;
  select c.pass_percent into pass from public.courses c where c.id = course;
  score := floor(100.0 * right_count / total);
  did_pass := score >= pass;

  select coalesce(max(a.attempt), 0) + 1 into next_attempt
  from public.knowledge_check_attempts a where a.user_id = me and a.course_id = course;
  insert into public.knowledge_check_attempts
    (user_id, team_id, course_id, attempt, correct, questions, score_percent, passed, answers)
  values (me, team, course, next_attempt, right_count, total, score, did_pass, bank_choices);
  delete from private.knowledge_check_forms f where f.user_id = me and f.course_id = course;

  return query
    select next_attempt, right_count, total, score, pass, did_pass,
           q.id, (answers ->> q.id)::integer, (bank_choices ->> q.id)::integer = q.answer,
           case when did_pass then
             (select (o.position - 1)::integer
              from jsonb_array_elements(f.item -> 'order') with ordinality o(shown, position)
              where (o.shown #>> '{}')::integer = q.answer)
           end,
           case when did_pass then q.explanation end
    from jsonb_array_elements(form) with ordinality f(item, position)
    join private.knowledge_questions q on q.course_id = course and q.id = f.item ->> 'id'
    order by f.position;
end
$$;

revoke all on function public.knowledge_check(text) from public, anon;
revoke all on function public.submit_knowledge_check(text, jsonb) from public, anon;
grant execute on function public.knowledge_check(text) to authenticated;
grant execute on function public.submit_knowledge_check(text, jsonb) to authenticated;

-- ─── "Assigned to you" (docs/decisions.md TP1) ─────────────────────────────────────────────────

-- The caller's own courses to take in the current cycle, for "Assigned to you" in the library:
-- not yet certified first, then by due date. None without a team or a current cycle.
drop function public.my_training(timestamptz);
create function public.my_training(at timestamptz default now())
returns table (
  course_id text, title text, due_on date, video_id uuid, completed_at timestamptz,
  certificate_id text, overdue boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  team uuid := private.my_team();
  day date := (at at time zone 'UTC')::date;
  cycle public.training_cycles;
begin
  if team is null then
    return;
  end if;
  cycle := private.current_training_cycle(team, at);
  return query
    select r.course_id, co.title, r.due_on,
           (select v.id from public.videos v
            where v.course_id = r.course_id
              and v.id in (select private.team_visible_video_ids(team))
            order by v.order_index limit 1),
           ce.issued_at, ce.id, ce.id is null and r.due_on < day
    from public.training_requirements r
    join public.courses co on co.id = r.course_id
    left join public.certificates ce
      on ce.user_id = r.user_id and ce.course_id = r.course_id and ce.cycle_id = r.cycle_id
     and ce.revoked_at is null
    where r.cycle_id = cycle.id and r.user_id = auth.uid()
    order by ce.id is not null, r.due_on, co.title;
end
$$;

revoke all on function public.my_training(timestamptz) from public, anon;
grant execute on function public.my_training(timestamptz) to authenticated;

-- ─── Importing a Word file as a policy (docs/decisions.md PI1) ─────────────────────────────────

-- Checks the converted text like any draft and creates the policy; answers one row: the new
-- policy's id and the key its original goes to in the private bucket `policy-imports`.
drop function public.import_policy(jsonb, text, bigint, text, text, text, date, integer, text);
create function public.import_policy(
  document jsonb,
  file_name text,
  size_bytes bigint,
  sha256 text,
  policy_owner text,
  approver text,
  effective_on date,
  review_months integer default 12,
  company_name text default null
) returns table (policy_id uuid, object_path text)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  team uuid := private.my_team();
  bucket storage.buckets;
  problem text;
  name text := btrim(file_name);
  new_id uuid := gen_random_uuid();
  path text;
  company text;
  owner text;
  approved_by text;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can import policies' using errcode = '42501';
  end if;
  select * into bucket from storage.buckets b where b.id = 'policy-imports';
  if size_bytes is null or size_bytes < 1 or size_bytes > bucket.file_size_limit then
    raise exception 'A Word file must hold something and be at most 10 MB' using errcode = '23514';
  end if;
  if name is null or char_length(name) not between 6 and 255
     or name ~ '[\u0000-\u001f\u007f/\\]' or lower(name) !~ '\.docx$' then
    raise exception 'Import a Word file (.docx)' using errcode = '23514';
  end if;
  if sha256 is null or sha256 !~ '^[0-9a-f]{64}$' then
    raise exception 'The file''s SHA-256 is missing' using errcode = '23514';
  end if;
  problem := private.policy_content_problem(document);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  company := private.policy_detail(
    coalesce(company_name, (select t.name from public.teams t where t.id = team)), 'The company name');
  owner := private.policy_detail(policy_owner, 'The policy owner');
  approved_by := private.policy_detail(approver, 'The approver');
  if effective_on is null then
    raise exception 'The effective date is required' using errcode = '22023';
  end if;
  perform private.refuse_over_policy_limit(team);
  path := team || '/' || new_id || '/original.docx';
  insert into public.policies (id, team_id, template_id, adopted_by, imported_file_path,
                               imported_file_name, imported_size_bytes, imported_sha256)
  values (new_id, team, null, auth.uid(), path, name, size_bytes, sha256);
  insert into public.policy_versions (
    policy_id, team_id, number, source, company_name, policy_owner, approver, effective_on,
    review_months, updated_by
  ) values (
    new_id, team, 1, document, company, owner, approved_by, effective_on,
    private.review_months(review_months), auth.uid()
  );
  perform private.record_audit(team, 'policy_adopted', new_id, document ->> 'title',
    jsonb_build_object('imported_file', name, 'sha256', sha256, 'size_bytes', size_bytes));
  return query select new_id, path;
end
$$;

revoke all on function public.import_policy(jsonb, text, bigint, text, text, text, date, integer, text)
  from public, anon;
grant execute on function public.import_policy(jsonb, text, bigint, text, text, text, date, integer, text)
  to authenticated;

-- ─── An approval request as its approver reviews it (docs/decisions.md PA1) ─────────────────────

-- One row: the request, whether the draft changed after it (it cannot then be approved as asked),
-- the text to approve, and the last published version's number and text to compare with. The
-- policy texts stay JSON: a policy document's sections and blocks (src/shared/policy-document.ts).
drop function public.policy_approval_review(uuid);
create function public.policy_approval_review(approval uuid)
returns table (
  request public.policy_approvals, outdated boolean, content jsonb, previous_number integer,
  previous_content jsonb
)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  asked public.policy_approvals;
  version public.policy_versions;
  previous public.policy_versions;
begin
  select * into asked from public.policy_approvals a where a.id = approval;
  if asked.id is null
    or not ((asked.approver_id = auth.uid() and asked.team_id = private.my_team())
            or private.is_team_admin(asked.team_id)) then
    raise exception 'No such approval request' using errcode = 'PT404';
  end if;
  select * into version from public.policy_versions v where v.id = asked.version_id;
  select * into previous from public.policy_versions v
   where v.policy_id = asked.policy_id and v.published_at is not null
     and v.number < version.number
   order by v.number desc limit 1;
  return query select
    asked,
    asked.purpose = 'publication'
      and (version.published_at is not null or version.revision <> asked.revision),
    coalesce(version.content, private.fill_policy_text(version.source,
      version.company_name, version.policy_owner, version.approver, version.number::text,
      to_char(version.effective_on, 'YYYY-MM-DD'))),
    previous.number,
    previous.content;
end
$$;

revoke all on function public.policy_approval_review(uuid) from public, anon, authenticated;
grant execute on function public.policy_approval_review(uuid) to authenticated;
