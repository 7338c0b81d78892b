-- The training program (issue 20; docs/decisions.md TP1): admins assign courses with due dates,
-- each team's training year repeats them, reminders go out by email from one idempotent job, and
-- completing a course issues a certificate anyone can verify. Every rule lives here, so hosted
-- Supabase enforces what the embedded backend does. Time-dependent functions take `at`, so tests
-- (and the job) pass the clock in.

-- ─── Settings ─────────────────────────────────────────────────────────────────────────────────

create table public.training_settings (
  team_id uuid primary key references public.teams (id) on delete cascade,
  -- The training year starts on the first day of this month.
  year_start_month integer not null default 1 check (year_start_month between 1 and 12),
  remind_assigned boolean not null default true,
  remind_week_before boolean not null default true,
  remind_day_before boolean not null default true,
  remind_overdue boolean not null default true,
  weekly_summary boolean not null default true,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.users (id) on delete set null
);
alter table public.training_settings enable row level security;
revoke all on public.training_settings from anon, authenticated;
grant select on public.training_settings to authenticated;
grant all on public.training_settings to service_role;
create policy "Admins read their team's training settings" on public.training_settings
  for select to authenticated
  using (private.is_team_admin(team_id));

-- A team's settings, or the defaults while it has chosen none.
create function private.training_settings_of(team uuid) returns public.training_settings
language plpgsql stable security definer
set search_path = ''
as $$
declare
  found_settings public.training_settings;
begin
  select * into found_settings from public.training_settings s where s.team_id = team;
  if found_settings.team_id is null then
    found_settings := row(team, 1, true, true, true, true, true, null, null)::public.training_settings;
  end if;
  return found_settings;
end
$$;

-- ─── Training years (cycles) ──────────────────────────────────────────────────────────────────

-- A team's training years, one after the other without gaps; a new one adds rows and never
-- changes the records of the previous ones.
create table public.training_cycles (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  starts_on date not null,
  -- The first day after the cycle.
  ends_on date not null,
  started_at timestamptz not null default now(),
  unique (team_id, starts_on),
  check (starts_on < ends_on)
);
alter table public.training_cycles enable row level security;
revoke all on public.training_cycles from anon, authenticated;
grant select on public.training_cycles to authenticated;
grant all on public.training_cycles to service_role;
create policy "Admins read their team's training cycles" on public.training_cycles
  for select to authenticated
  using (private.is_team_admin(team_id));

-- ─── Assignments and what each member must complete in a cycle ────────────────────────────────

-- One assignment per team and course: who must take it, and by when.
create table public.training_assignments (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  course_id text not null references public.courses (id),
  -- everyone: every member, now and later; members: the chosen ones; new_members: everyone who
  -- joins after the assignment, in the training year they join (onboarding).
  audience text not null check (audience in ('everyone', 'members', 'new_members')),
  member_ids uuid[] not null default '{}' check (cardinality(member_ids) <= 1000),
  -- A fixed date (moved by whole years into each later cycle), or days after joining (or after
  -- the cycle's start, or the assignment, whichever is later).
  due_on date,
  due_days integer check (due_days between 1 and 365),
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (team_id, course_id),
  check ((due_on is null) <> (due_days is null)),
  check (audience <> 'members' or cardinality(member_ids) > 0)
);
alter table public.training_assignments enable row level security;
revoke all on public.training_assignments from anon, authenticated;
grant select on public.training_assignments to authenticated;
grant all on public.training_assignments to service_role;
create policy "Admins read their team's assignments" on public.training_assignments
  for select to authenticated
  using (private.is_team_admin(team_id));

-- What one member must complete in one cycle. Completion is a certificate of that cycle, so
-- nothing here is ever reset: a new cycle adds rows.
create table public.training_requirements (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  cycle_id uuid not null references public.training_cycles (id) on delete cascade,
  -- No foreign key: the record outlives the account, as audit evidence (like attempts).
  user_id uuid not null,
  course_id text not null references public.courses (id),
  due_on date not null,
  assigned_at timestamptz not null default now(),
  unique (cycle_id, user_id, course_id)
);
create index training_requirements_user_idx on public.training_requirements (user_id, cycle_id);
alter table public.training_requirements enable row level security;
revoke all on public.training_requirements from anon, authenticated;
grant select on public.training_requirements to authenticated;
grant all on public.training_requirements to service_role;
create policy "People read their own requirements; admins their team's" on public.training_requirements
  for select to authenticated
  using ((user_id = auth.uid() and team_id = private.my_team()) or private.is_team_admin(team_id));

-- ─── Certificates ─────────────────────────────────────────────────────────────────────────────

-- Issued by the database when a member completes a course (its video watched, its check passed
-- within the cycle), at most one valid per member, course and cycle. The id is the credential an
-- auditor checks at /verify/<id>: 244 random bits. Name, course and team are kept as they were.
create table public.certificates (
  id text primary key default private.new_invite_code() check (id ~ '^[A-Za-z0-9_-]{43}$'),
  user_id uuid not null,
  team_id uuid not null references public.teams (id) on delete cascade,
  cycle_id uuid not null references public.training_cycles (id) on delete cascade,
  course_id text not null references public.courses (id),
  member_name text not null,
  course_title text not null,
  team_name text not null,
  issued_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by uuid
);
create unique index certificates_one_valid on public.certificates (user_id, course_id, cycle_id)
  where revoked_at is null;
create index certificates_team_idx on public.certificates (team_id, issued_at);
alter table public.certificates enable row level security;
revoke all on public.certificates from anon, authenticated;
grant select on public.certificates to authenticated;
grant select on public.certificates to service_role;
create policy "People read their own certificates; admins their team's" on public.certificates
  for select to authenticated
  using (user_id = auth.uid() or private.is_team_admin(team_id));

-- Certificates are never rewritten or deleted; revoking sets revoked_at once. Only deleting the
-- whole team (delete_team) takes them.
create function private.keep_certificates() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if current_setting('complyready.deleting_team', true) = old.team_id::text then
      return old;
    end if;
  elsif old.revoked_at is null and new.revoked_at is not null
    and (to_jsonb(new) - 'revoked_at' - 'revoked_by') = (to_jsonb(old) - 'revoked_at' - 'revoked_by') then
    return new;
  end if;
  raise exception 'Certificates cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger certificates_insert_only
  before update or delete on public.certificates
  for each row execute function private.keep_certificates();
create function private.refuse_certificates_truncate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Certificates cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger certificates_no_truncate
  before truncate on public.certificates
  for each statement execute function private.refuse_certificates_truncate();

-- ─── Reminders ────────────────────────────────────────────────────────────────────────────────

-- Each reminder the job owes or sent, claimed before it is sent: the unique key (recipient,
-- requirement — member, course and cycle —, kind, occurrence) makes two runs claim it once.
-- A claim older than the lease is taken over by a later run (the first one crashed), so no
-- reminder is lost (docs/decisions.md TP1: at least once, with a stable Message-ID).
create table public.training_reminders (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  user_id uuid not null,
  -- Null for an admin's weekly summary.
  requirement_id uuid references public.training_requirements (id) on delete cascade,
  kind text not null check (kind in ('assigned', 'week_before', 'day_before', 'overdue', 'summary')),
  -- The due date (assigned, week_before, day_before), the first day of the overdue week, or the
  -- Monday of the summary's week.
  occurrence date not null,
  claimed_by uuid,
  claimed_at timestamptz,
  sent_at timestamptz,
  failures integer not null default 0,
  last_run uuid,
  unique nulls not distinct (user_id, requirement_id, kind, occurrence)
);
create index training_reminders_open_idx on public.training_reminders (sent_at, claimed_at)
  where sent_at is null;
create index training_reminders_requirement_idx on public.training_reminders (requirement_id);
alter table public.training_reminders enable row level security;
revoke all on public.training_reminders from anon, authenticated;
grant select on public.training_reminders to authenticated;
grant all on public.training_reminders to service_role;
create policy "Admins read their team's reminders" on public.training_reminders
  for select to authenticated
  using (private.is_team_admin(team_id));

-- Each person's unsubscribe token and choice, read by no client: the link in every reminder
-- carries the token, and the team's admins see who unsubscribed through team_training().
create table private.reminder_subscriptions (
  user_id uuid primary key references public.users (id) on delete cascade,
  token text not null unique default private.new_invite_code(),
  unsubscribed_at timestamptz
);
alter table private.reminder_subscriptions enable row level security;
revoke all on private.reminder_subscriptions from public, anon, authenticated;

-- How long a claimed reminder belongs to the run that claimed it (docs/decisions.md TP1).
create function private.reminder_lease() returns interval
language sql immutable
set search_path = ''
as $$ select interval '10 minutes' $$;

-- ─── The audit log learns the training program's events (docs/decisions.md A1) ───────────────

alter table public.audit_events drop constraint audit_events_kind_check;
alter table public.audit_events add constraint audit_events_kind_check check (kind in (
  'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated',
  'member_removed', 'member_left', 'role_changed', 'ownership_transferred', 'plan_changed',
  'export_downloaded', 'policy_adopted', 'policy_published', 'policy_accepted',
  'policy_reminder_sent', 'checklist_run_started', 'checklist_item_updated',
  'evidence_link_created', 'evidence_link_revoked', 'evidence_opened',
  'hotline_set_up', 'hotline_passphrase_changed', 'hotline_handler_named',
  'hotline_handler_removed', 'hotline_case_opened', 'hotline_case_acknowledged',
  'hotline_case_investigating', 'hotline_case_closed', 'hotline_case_assigned',
  'hotline_message_sent', 'hotline_note_added',
  'two_factor_required', 'two_factor_not_required', 'two_factor_reset',
  'training_assigned', 'training_unassigned', 'training_settings_changed',
  'training_cycle_started', 'certificate_issued', 'certificate_revoked'
));

-- ─── Rules ────────────────────────────────────────────────────────────────────────────────────

-- The published videos a team's plan shows its members (private.my_visible_video_ids for a team).
create function private.team_visible_video_ids(team uuid) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select v.id
  from public.videos v
  where v.is_published
  order by v.order_index, v.created_at, v.id
  limit (private.team_plan(team)).course_limit
$$;

-- A requirement's due date in `cycle`: a fixed date moved by whole years into the cycle, or
-- `due_days` after the latest of joining, the assignment and the cycle's start. Never past the
-- cycle's last day.
create function private.training_due_on(
  assignment public.training_assignments,
  joined_at timestamptz,
  cycle public.training_cycles
) returns date
language sql immutable
set search_path = ''
as $$
  select least(
    cycle.ends_on - 1,
    case
      when assignment.due_on is not null then
        (select min((assignment.due_on + make_interval(years => k))::date)
         from generate_series(0, 200) k
         where (assignment.due_on + make_interval(years => k))::date >= cycle.starts_on)
      else
        greatest((joined_at at time zone 'UTC')::date,
                 (assignment.created_at at time zone 'UTC')::date,
                 cycle.starts_on) + assignment.due_days
    end
  )
$$;

-- Whether `member` is in an assignment's audience in `cycle`.
create function private.in_audience(
  assignment public.training_assignments,
  member public.users,
  cycle public.training_cycles
) returns boolean
language sql immutable
set search_path = ''
as $$
  select member.team_id = assignment.team_id and case assignment.audience
    when 'everyone' then true
    when 'members' then member.id = any (assignment.member_ids)
    else member.created_at > assignment.created_at
         and member.created_at >= (cycle.starts_on::timestamp at time zone 'UTC')
  end
$$;

-- Adds the requirements of `cycle` for every assignment of its team and member in its audience
-- (one assignment or one member when given). Open requirements take a changed due date;
-- completed ones stay as they are. Idempotent.
create function private.sync_training(
  cycle public.training_cycles,
  at timestamptz,
  only_course text default null,
  only_user uuid default null
) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into public.training_requirements (team_id, cycle_id, user_id, course_id, due_on, assigned_at)
  select cycle.team_id, cycle.id, u.id, a.course_id, private.training_due_on(a, u.created_at, cycle), at
  from public.training_assignments a
  join public.users u on u.team_id = a.team_id
  where a.team_id = cycle.team_id
    and (only_course is null or a.course_id = only_course)
    and (only_user is null or u.id = only_user)
    and private.in_audience(a, u, cycle)
  on conflict (cycle_id, user_id, course_id) do update set due_on = excluded.due_on
  where public.training_requirements.due_on is distinct from excluded.due_on
    and not exists (select 1 from public.certificates ce
                    where ce.user_id = public.training_requirements.user_id
                      and ce.course_id = public.training_requirements.course_id
                      and ce.cycle_id = public.training_requirements.cycle_id
                      and ce.revoked_at is null)
$$;

-- The cycle of `team` that holds `at`, creating it (and any before it) when it does not exist
-- yet. A new cycle starts the day the previous one ends and lasts a year; it gets its
-- requirements at once. Serialised per team, so two callers never make two cycles.
create function private.training_cycle_for(team uuid, at timestamptz)
returns public.training_cycles
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  day date := (at at time zone 'UTC')::date;
  cycle public.training_cycles;
  latest public.training_cycles;
  first_start date;
begin
  select * into cycle from public.training_cycles c
  where c.team_id = team and c.starts_on <= day and day < c.ends_on;
  if cycle.id is not null then
    return cycle;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('training-cycle:' || team::text, 0));
  select * into cycle from public.training_cycles c
  where c.team_id = team and c.starts_on <= day and day < c.ends_on;
  if cycle.id is not null then
    return cycle;
  end if;

  select * into latest from public.training_cycles c
  where c.team_id = team order by c.starts_on desc limit 1;
  if latest.id is null then
    first_start := make_date(extract(year from day)::integer,
                             (private.training_settings_of(team)).year_start_month, 1);
    if first_start > day then
      first_start := (first_start - interval '1 year')::date;
    end if;
    insert into public.training_cycles (team_id, starts_on, ends_on, started_at)
    values (team, first_start, (first_start + interval '1 year')::date, at)
    returning * into cycle;
  elsif day < latest.starts_on then
    -- A clock set back before the first cycle: that first cycle stands for it.
    select * into cycle from public.training_cycles c
    where c.team_id = team order by c.starts_on limit 1;
    return cycle;
  else
    loop
      insert into public.training_cycles (team_id, starts_on, ends_on, started_at)
      values (team, latest.ends_on, (latest.ends_on + interval '1 year')::date, at)
      returning * into cycle;
      exit when day < cycle.ends_on;
      latest := cycle;
    end loop;
  end if;
  perform private.sync_training(cycle, at);
  if exists (select 1 from public.training_assignments a where a.team_id = team) then
    perform private.record_audit(team, 'training_cycle_started', cycle.id, null,
      jsonb_build_object('starts_on', cycle.starts_on, 'ends_on', cycle.ends_on));
  end if;
  return cycle;
end
$$;

-- The cycle an admin or member looks at: the newest that has started by `at`.
create function private.current_training_cycle(team uuid, at timestamptz)
returns public.training_cycles
language sql stable security definer
set search_path = ''
as $$
  select c.* from public.training_cycles c
  where c.team_id = team and c.starts_on <= (at at time zone 'UTC')::date
  order by c.starts_on desc limit 1
$$;

-- ─── Certificates are issued by the database ──────────────────────────────────────────────────

-- Issues `member`'s certificate of `course` for the cycle holding `at` when the course is
-- complete: a video of it watched (completion, docs/decisions.md F4, V4) and, when the course
-- has a knowledge check, an attempt passed within that cycle. Once per member, course and cycle.
create function private.issue_certificate(member uuid, course text, at timestamptz)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  person public.users;
  cycle public.training_cycles;
  certificate text;
  title text;
begin
  select * into person from public.users u where u.id = member;
  if person.team_id is null or person.deactivated_at is not null then
    return;
  end if;
  if not exists (
    select 1 from public.progress p join public.videos v on v.id = p.video_id
    where p.user_id = member and v.course_id = course and p.completed_at is not null
      and p.completed_at <= at
  ) then
    return;
  end if;
  cycle := private.training_cycle_for(person.team_id, at);
  if private.course_has_check(course) and not exists (
    select 1 from public.knowledge_check_attempts a
    where a.user_id = member and a.course_id = course and a.passed
      and a.submitted_at >= (cycle.starts_on::timestamp at time zone 'UTC') and a.submitted_at <= at
  ) then
    return;
  end if;
  select c.title into title from public.courses c where c.id = course;
  insert into public.certificates
    (user_id, team_id, cycle_id, course_id, member_name, course_title, team_name, issued_at)
  select member, person.team_id, cycle.id, course, coalesce(person.full_name, person.email), title,
         t.name, at
  from public.teams t where t.id = person.team_id
  on conflict (user_id, course_id, cycle_id) where revoked_at is null do nothing
  returning id into certificate;
  if certificate is not null then
    perform private.record_audit(person.team_id, 'certificate_issued', member,
      coalesce(person.full_name, person.email),
      jsonb_build_object('course', title, 'certificate', certificate));
  end if;
end
$$;

create function private.certify_on_attempt() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.issue_certificate(new.user_id, new.course_id, new.submitted_at);
  return null;
end
$$;
create trigger knowledge_check_attempts_certify
  after insert on public.knowledge_check_attempts
  for each row when (new.passed) execute function private.certify_on_attempt();

create function private.certify_on_completion() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  course text;
begin
  select v.course_id into course from public.videos v where v.id = new.video_id;
  if course is not null then
    perform private.issue_certificate(new.user_id, course, new.completed_at);
  end if;
  return null;
end
$$;
create trigger progress_certify_insert
  after insert on public.progress
  for each row when (new.completed_at is not null) execute function private.certify_on_completion();
create trigger progress_certify_update
  after update of completed_at on public.progress
  for each row when (old.completed_at is null and new.completed_at is not null)
  execute function private.certify_on_completion();

-- A member who joins gets the requirements of the current cycle at once.
create function private.training_on_join() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  cycle public.training_cycles;
begin
  if new.team_id is not null and exists (
    select 1 from public.training_assignments a where a.team_id = new.team_id
  ) then
    cycle := private.training_cycle_for(new.team_id, now());
    perform private.sync_training(cycle, now(), null, new.id);
  end if;
  return null;
end
$$;
create trigger users_training_on_join
  after insert on public.users
  for each row execute function private.training_on_join();

-- Certificates earned before this migration: issued at the moment the course became complete.
do $$
declare
  done record;
begin
  for done in
    select a.user_id, a.course_id,
           greatest(min(p.completed_at), min(a.submitted_at) filter (where a.passed)) as at
    from public.knowledge_check_attempts a
    join public.videos v on v.course_id = a.course_id
    join public.progress p on p.video_id = v.id and p.user_id = a.user_id
    where p.completed_at is not null
    group by a.user_id, a.course_id
    having bool_or(a.passed)
    order by 3
  loop
    perform private.issue_certificate(done.user_id, done.course_id, done.at);
  end loop;
end
$$;

-- ─── Admin actions ────────────────────────────────────────────────────────────────────────────

create function private.training_admin_team() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage the training program' using errcode = '42501';
  end if;
  return team;
end
$$;

-- Assigns `course` to the team's members (everyone, the chosen `members`, or new members) due on
-- `due_on` or `due_days` after joining; assigning a course again replaces its rule. The current
-- cycle's requirements follow at once: open ones take the new due date, members no longer in the
-- audience lose their open ones, completions stay.
create function public.assign_training(
  course text,
  audience text,
  due_on date default null,
  due_days integer default null,
  members uuid[] default '{}'
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.training_admin_team();
  cycle public.training_cycles;
  assignment public.training_assignments;
  chosen uuid[] := case when audience = 'members' then
                     array(select distinct m from unnest(coalesce(members, '{}')) m) else '{}' end;
  title text;
begin
  if not (private.team_plan(team)).compliance_calendar then
    raise exception 'Training assignments, reminders and the training year are part of the Professional and Enterprise plans.'
      using errcode = '42501';
  end if;
  select c.title into title from public.courses c where c.id = course
    and exists (select 1 from public.videos v
                where v.course_id = c.id and v.id in (select private.team_visible_video_ids(team)));
  if title is null then
    raise exception 'This course is not in your team''s library' using errcode = 'P0002';
  end if;
  if audience is null or audience not in ('everyone', 'members', 'new_members') then
    raise exception 'Choose who takes the course' using errcode = '22023';
  end if;
  if audience = 'members' and cardinality(chosen) = 0 then
    raise exception 'Choose at least one member' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(chosen) m
             where not exists (select 1 from public.users u
                               where u.id = m and u.team_id = team and u.deactivated_at is null)) then
    raise exception 'Every chosen person must be an active member of the team' using errcode = '23514';
  end if;
  if (due_on is null) = (due_days is null) then
    raise exception 'Give either a due date or a number of days after joining' using errcode = '22023';
  end if;
  if audience = 'new_members' and due_days is null then
    raise exception 'New members are given a number of days after joining' using errcode = '22023';
  end if;
  if due_days is not null and due_days not between 1 and 365 then
    raise exception 'The number of days must be between 1 and 365' using errcode = '22023';
  end if;
  cycle := private.training_cycle_for(team, now());
  if due_on is not null and (due_on < (now() at time zone 'UTC')::date or due_on >= cycle.ends_on) then
    raise exception 'The due date must be between today and the end of the training year (%)',
      cycle.ends_on - 1 using errcode = '22023';
  end if;

  insert into public.training_assignments as a
    (team_id, course_id, audience, member_ids, due_on, due_days, created_by)
  values (team, course, audience, chosen, assign_training.due_on, assign_training.due_days, auth.uid())
  on conflict (team_id, course_id) do update set
    audience = excluded.audience,
    member_ids = excluded.member_ids,
    due_on = excluded.due_on,
    due_days = excluded.due_days,
    updated_at = now()
  returning * into assignment;

  -- Members no longer in the audience lose their open requirement of this cycle.
  delete from public.training_requirements r
  using public.users u
  where r.cycle_id = cycle.id and r.course_id = course and u.id = r.user_id
    and not private.in_audience(assignment, u, cycle)
    and not exists (select 1 from public.certificates ce
                    where ce.user_id = r.user_id and ce.course_id = r.course_id
                      and ce.cycle_id = r.cycle_id and ce.revoked_at is null);
  perform private.sync_training(cycle, now(), course);
  perform private.record_audit(team, 'training_assigned', null, title,
    jsonb_strip_nulls(jsonb_build_object(
      'course', course, 'audience', audience,
      'members', case when audience = 'members' then cardinality(chosen) end,
      'due_on', assignment.due_on, 'due_days', assignment.due_days)));
  return assignment.id;
end
$$;

-- Stops assigning `course`: the current cycle's open requirements go; completions and earlier
-- cycles stay.
create function public.unassign_training(course text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.training_admin_team();
  cycle public.training_cycles := private.current_training_cycle(team, now());
  title text;
begin
  delete from public.training_assignments a where a.team_id = team and a.course_id = course;
  if not found then
    raise exception 'This course is not assigned' using errcode = 'P0002';
  end if;
  delete from public.training_requirements r
  where r.cycle_id = cycle.id and r.course_id = course
    and not exists (select 1 from public.certificates ce
                    where ce.user_id = r.user_id and ce.course_id = r.course_id
                      and ce.cycle_id = r.cycle_id and ce.revoked_at is null);
  select c.title into title from public.courses c where c.id = course;
  perform private.record_audit(team, 'training_unassigned', null, title,
    jsonb_build_object('course', course));
end
$$;

-- The training year's start and which reminders go out. A new start month ends the current
-- cycle on the next first of that month; the next cycle starts there.
create function public.save_training_settings(
  year_start_month integer,
  remind_assigned boolean,
  remind_week_before boolean,
  remind_day_before boolean,
  remind_overdue boolean,
  weekly_summary boolean
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.training_admin_team();
  old_settings public.training_settings := private.training_settings_of(team);
  new_settings public.training_settings;
  today date := (now() at time zone 'UTC')::date;
  cycle public.training_cycles;
  next_start date;
  changed jsonb;
begin
  if year_start_month is null or year_start_month not between 1 and 12 then
    raise exception 'Choose the month the training year starts in' using errcode = '22023';
  end if;
  insert into public.training_settings as s
    (team_id, year_start_month, remind_assigned, remind_week_before, remind_day_before,
     remind_overdue, weekly_summary, updated_at, updated_by)
  values (team, year_start_month, coalesce(remind_assigned, true), coalesce(remind_week_before, true),
          coalesce(remind_day_before, true), coalesce(remind_overdue, true),
          coalesce(weekly_summary, true), now(), auth.uid())
  on conflict (team_id) do update set
    year_start_month = excluded.year_start_month,
    remind_assigned = excluded.remind_assigned,
    remind_week_before = excluded.remind_week_before,
    remind_day_before = excluded.remind_day_before,
    remind_overdue = excluded.remind_overdue,
    weekly_summary = excluded.weekly_summary,
    updated_at = excluded.updated_at,
    updated_by = excluded.updated_by
  returning * into new_settings;

  if new_settings.year_start_month <> old_settings.year_start_month then
    select * into cycle from public.training_cycles c
    where c.team_id = team and c.starts_on <= today and today < c.ends_on
      and not exists (select 1 from public.training_cycles later
                      where later.team_id = team and later.starts_on > c.starts_on);
    if cycle.id is not null then
      next_start := make_date(extract(year from today)::integer, new_settings.year_start_month, 1);
      if next_start <= today then
        next_start := (next_start + interval '1 year')::date;
      end if;
      update public.training_cycles set ends_on = next_start where id = cycle.id;
      update public.training_requirements set due_on = next_start - 1
      where cycle_id = cycle.id and due_on >= next_start;
    end if;
  end if;

  select jsonb_object_agg(key, value) into changed
  from jsonb_each(to_jsonb(new_settings) - 'team_id' - 'updated_at' - 'updated_by') n
  where n.value is distinct from (to_jsonb(old_settings) -> n.key);
  if changed is not null then
    perform private.record_audit(team, 'training_settings_changed', null, null, changed);
  end if;
end
$$;

-- Revokes a certificate of the caller's team (issued in error): /verify then says "revoked", and
-- the member can earn a new one.
create function public.revoke_certificate(certificate text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_certificate public.certificates;
begin
  select * into found_certificate from public.certificates c
  where c.id = certificate and c.team_id = private.my_team() and private.is_team_admin(c.team_id)
  for update;
  if found_certificate.id is null then
    raise exception 'No such certificate' using errcode = 'P0002';
  end if;
  if found_certificate.revoked_at is null then
    update public.certificates set revoked_at = now(), revoked_by = auth.uid()
    where id = found_certificate.id;
    perform private.record_audit(found_certificate.team_id, 'certificate_revoked',
      found_certificate.user_id, found_certificate.member_name,
      jsonb_build_object('course', found_certificate.course_title,
                         'certificate', found_certificate.id));
  end if;
end
$$;

-- ─── What the pages read ──────────────────────────────────────────────────────────────────────

-- Each person's standing in `cycle` as of `day`: the dashboard, its CSV and the weekly summary.
create function private.training_people(team uuid, cycle uuid, day date) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with reqs as (
    select r.user_id, r.course_id, co.title, r.due_on, ce.id as certificate_id,
           ce.issued_at as completed_at,
           ce.id is null and r.due_on < day as overdue
    from public.training_requirements r
    join public.courses co on co.id = r.course_id
    left join public.certificates ce
      on ce.user_id = r.user_id and ce.course_id = r.course_id and ce.cycle_id = r.cycle_id
     and ce.revoked_at is null
    where r.cycle_id = cycle
  ),
  per_person as (
    select r.user_id, count(*) as assigned, count(r.certificate_id) as completed,
           count(*) filter (where r.overdue) as overdue,
           jsonb_agg(jsonb_build_object(
             'course_id', r.course_id, 'title', r.title, 'due_on', r.due_on,
             'completed_at', r.completed_at, 'certificate_id', r.certificate_id,
             'overdue', r.overdue) order by r.due_on, r.title) as requirements
    from reqs r group by r.user_id
  ),
  people as (
    select u.id, u.full_name, u.email,
           case when u.deactivated_at is null then 'active' else 'deactivated' end as status,
           s.unsubscribed_at
    from public.users u
    left join private.reminder_subscriptions s on s.user_id = u.id
    where u.team_id = team
    union all
    select pp.user_id, null::text, ''::text, 'former'::text, null::timestamptz
    from per_person pp
    where not exists (select 1 from public.users u where u.id = pp.user_id and u.team_id = team)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'full_name', p.full_name, 'email', p.email, 'status', p.status,
           'unsubscribed_at', p.unsubscribed_at,
           'assigned', coalesce(pp.assigned, 0), 'completed', coalesce(pp.completed, 0),
           'overdue', coalesce(pp.overdue, 0),
           'requirements', coalesce(pp.requirements, '[]'::jsonb))
         order by p.status = 'former', p.full_name nulls last, p.email), '[]'::jsonb)
  from people p
  left join per_person pp on pp.user_id = p.id
$$;

-- The Training section of the dashboard: settings, cycles (the chosen one, or the newest that has
-- started by `at`), the courses the team may assign, its assignments and every person's standing.
create function public.team_training(cycle uuid default null, at timestamptz default now())
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.training_admin_team();
  day date := (at at time zone 'UTC')::date;
  shown public.training_cycles;
begin
  if cycle is null then
    shown := private.current_training_cycle(team, at);
  else
    select * into shown from public.training_cycles c where c.id = cycle and c.team_id = team;
    if shown.id is null then
      raise exception 'No such training cycle' using errcode = 'P0002';
    end if;
  end if;
  return jsonb_build_object(
    'today', day,
    'calendar', (private.team_plan(team)).compliance_calendar,
    'settings', to_jsonb(private.training_settings_of(team)) - 'team_id' - 'updated_by',
    'cycle', case when shown.id is null then null
                  else jsonb_build_object('id', shown.id, 'starts_on', shown.starts_on,
                                          'ends_on', shown.ends_on) end,
    'cycles', coalesce((select jsonb_agg(jsonb_build_object(
                  'id', c.id, 'starts_on', c.starts_on, 'ends_on', c.ends_on)
                  order by c.starts_on desc)
                from public.training_cycles c where c.team_id = team), '[]'::jsonb),
    'courses', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'title', c.title)
                  order by x.position)
                from (select v.course_id, min(v.order_index) as position
                      from public.videos v
                      where v.course_id is not null
                        and v.id in (select private.team_visible_video_ids(team))
                      group by v.course_id) x
                join public.courses c on c.id = x.course_id), '[]'::jsonb),
    'assignments', coalesce((select jsonb_agg(jsonb_build_object(
                  'course_id', a.course_id, 'title', c.title, 'audience', a.audience,
                  'member_ids', a.member_ids, 'due_on', a.due_on, 'due_days', a.due_days,
                  'created_at', a.created_at)
                  order by c.title)
                from public.training_assignments a
                join public.courses c on c.id = a.course_id
                where a.team_id = team), '[]'::jsonb),
    'people', case when shown.id is null then
                private.training_people(team, null, day)
              else private.training_people(team, shown.id, day) end
  );
end
$$;

-- The same, for the CSV; the download is recorded.
create function public.export_team_training(cycle uuid default null, at timestamptz default now())
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  result jsonb := public.team_training(cycle, at);
begin
  perform private.record_audit(private.my_team(), 'export_downloaded', null, null,
    jsonb_build_object('export', 'training', 'cycle', result -> 'cycle' -> 'starts_on'));
  return result;
end
$$;

-- The caller's own courses to take in the current cycle, for "Assigned to you" in the library.
create function public.my_training(at timestamptz default now()) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  day date := (at at time zone 'UTC')::date;
  cycle public.training_cycles;
begin
  if team is null then
    return jsonb_build_object('cycle', null, 'courses', '[]'::jsonb);
  end if;
  cycle := private.current_training_cycle(team, at);
  return jsonb_build_object(
    'cycle', case when cycle.id is null then null
                  else jsonb_build_object('starts_on', cycle.starts_on, 'ends_on', cycle.ends_on) end,
    'courses', coalesce((
      select jsonb_agg(jsonb_build_object(
               'course_id', r.course_id, 'title', co.title, 'due_on', r.due_on,
               'video_id', (select v.id from public.videos v
                            where v.course_id = r.course_id
                              and v.id in (select private.team_visible_video_ids(team))
                            order by v.order_index limit 1),
               'completed_at', ce.issued_at, 'certificate_id', ce.id,
               'overdue', ce.id is null and r.due_on < day)
             order by ce.id is not null, r.due_on, co.title)
      from public.training_requirements r
      join public.courses co on co.id = r.course_id
      left join public.certificates ce
        on ce.user_id = r.user_id and ce.course_id = r.course_id and ce.cycle_id = r.cycle_id
       and ce.revoked_at is null
      where r.cycle_id = cycle.id and r.user_id = auth.uid()), '[]'::jsonb)
  );
end
$$;

-- ─── For anyone: checking a certificate, unsubscribing from reminders ─────────────────────────

-- What /verify/<id> shows: valid, revoked or unknown, with the name, course and date; nothing
-- else. Rate limited per client like the invite lookup (docs/threat-model.md #32).
create function public.verify_certificate(certificate text)
returns table (status text, member_name text, course_title text, issued_on date)
language sql stable security definer
set search_path = ''
as $$
  select case when c.revoked_at is null then 'valid' else 'revoked' end, c.member_name,
         c.course_title, (c.issued_at at time zone 'UTC')::date
  from public.certificates c where c.id = certificate
  union all
  select 'unknown', null, null, null
  where not exists (select 1 from public.certificates c where c.id = certificate)
$$;

-- The unsubscribe link's page: whose reminders, and whether they are on; then the choice.
create function public.training_reminder_subscription(token text)
returns table (team_name text, subscribed boolean)
language sql stable security definer
set search_path = ''
as $$
  select t.name, s.unsubscribed_at is null
  from private.reminder_subscriptions s
  join public.users u on u.id = s.user_id
  join public.teams t on t.id = u.team_id
  where s.token = training_reminder_subscription.token
$$;

create function public.set_training_reminders(token text, subscribed boolean) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update private.reminder_subscriptions s
  set unsubscribed_at = case when subscribed then null else coalesce(s.unsubscribed_at, now()) end
  where s.token = set_training_reminders.token;
  return found;
end
$$;

-- ─── The reminder job (supabase/functions/_shared/training-reminders.ts) ─────────────────────

-- Claims up to `max_reminders` reminders due at `at` for the run `run`: first the training years
-- roll over and new cycles get their requirements, then each reminder owed is inserted under its
-- unique key (a reminder another run holds is skipped), and claims older than the lease, or
-- released after a failed send, are taken over. Returns what each email needs. Teams whose plan
-- has no compliance calendar (docs/decisions.md P1) get none.
create function public.claim_training_reminders(at timestamptz, run uuid, max_reminders integer default 100)
returns table (
  id uuid,
  kind text,
  email text,
  full_name text,
  team_name text,
  course_id text,
  course_title text,
  due_on date,
  unsubscribe_token text,
  overdue jsonb
)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  day date := (at at time zone 'UTC')::date;
  week date := date_trunc('week', (at at time zone 'UTC'))::date;
  each_team uuid;
begin
  if run is null or max_reminders is null or max_reminders < 1 then
    raise exception 'A run id and a positive batch size are needed' using errcode = '22023';
  end if;
  for each_team in
    select distinct a.team_id from public.training_assignments a
    where (private.team_plan(a.team_id)).compliance_calendar
  loop
    perform private.training_cycle_for(each_team, at);
  end loop;

  -- Everyone who may get a reminder has an unsubscribe token.
  insert into private.reminder_subscriptions (user_id)
  select u.id from public.users u
  where u.team_id in (select a.team_id from public.training_assignments a)
  on conflict (user_id) do nothing;

  -- First take over what a crashed run left, or a failed send (at most 5 tries, once a run).
  update public.training_reminders tr
  set claimed_by = run, claimed_at = at, last_run = run
  where tr.id in (
    select s.id from public.training_reminders s
    where s.sent_at is null and s.failures < 5 and s.last_run is distinct from run
      and (s.claimed_by is null or s.claimed_at < at - private.reminder_lease())
    order by s.claimed_at nulls first, s.id
    limit max_reminders
    for update skip locked
  );

  -- Then claim what is owed now under its unique key: a reminder another run holds or sent is
  -- skipped. A batch at a time, so each run sends what it claimed well within the lease.
  with teams as (
    select t.id, s.remind_assigned, s.remind_week_before, s.remind_day_before,
           s.remind_overdue, s.weekly_summary
    from public.teams t
    cross join lateral private.training_settings_of(t.id) s
    where t.id in (select a.team_id from public.training_assignments a)
      and (private.team_plan(t.id)).compliance_calendar
  ),
  pending as (
    -- Open requirements of the current cycle of active members (each person looked up by key,
    -- so the plan stays linear whatever the statistics say).
    select r.id, r.team_id, r.user_id, r.due_on, r.assigned_at
    from public.training_cycles c
    join public.training_requirements r on r.cycle_id = c.id
    where c.team_id in (select tm.id from teams tm) and c.starts_on <= day and day < c.ends_on
      and exists (select 1 from public.users u
                  where u.id = r.user_id and u.team_id = r.team_id and u.deactivated_at is null)
      and not exists (select 1 from public.certificates ce
                      where ce.user_id = r.user_id and ce.course_id = r.course_id
                        and ce.cycle_id = r.cycle_id and ce.revoked_at is null)
  ),
  owed as (
    -- The most urgent reminder a requirement is owed now; "assigned" only before any other.
    select distinct on (p.id) p.id as requirement_id, p.team_id, p.user_id, w.kind, w.occurrence
    from pending p
    join teams tm on tm.id = p.team_id
    join private.reminder_subscriptions sub on sub.user_id = p.user_id and sub.unsubscribed_at is null
    cross join lateral (values
      (1, 'overdue', p.due_on + 1 + 7 * ((day - p.due_on - 1) / 7),
       tm.remind_overdue and day > p.due_on),
      (2, 'day_before', p.due_on,
       tm.remind_day_before and day = p.due_on - 1
         and p.assigned_at < ((p.due_on - 1)::timestamp at time zone 'UTC')),
      (3, 'week_before', p.due_on,
       tm.remind_week_before and day between p.due_on - 7 and p.due_on - 2
         and p.assigned_at < ((p.due_on - 7)::timestamp at time zone 'UTC')),
      (4, 'assigned', p.due_on,
       tm.remind_assigned and day <= p.due_on
         and not exists (select 1 from public.training_reminders tr where tr.requirement_id = p.id))
    ) as w(priority, kind, occurrence, due)
    where w.due
    order by p.id, w.priority
  ),
  summaries as (
    -- Each subscribed active admin of a team with someone overdue, once a week.
    select null::uuid as requirement_id, tm.id as team_id, u.id as user_id, 'summary'::text as kind,
           week as occurrence
    from teams tm
    join public.users u on u.team_id = tm.id and u.role = 'admin' and u.deactivated_at is null
    join private.reminder_subscriptions sub on sub.user_id = u.id and sub.unsubscribed_at is null
    where tm.weekly_summary
      and exists (select 1 from pending p where p.team_id = tm.id and p.due_on < day)
  ),
  candidates as (
    select x.* from (select * from owed union all select * from summaries) x
    where not exists (select 1 from public.training_reminders tr
                      where tr.user_id = x.user_id
                        and tr.requirement_id is not distinct from x.requirement_id
                        and tr.kind = x.kind and tr.occurrence = x.occurrence)
    limit max_reminders
  )
  insert into public.training_reminders
    (team_id, user_id, requirement_id, kind, occurrence, claimed_by, claimed_at, last_run)
  select c.team_id, c.user_id, c.requirement_id, c.kind, c.occurrence, run, at, run
  from candidates c
  on conflict (user_id, requirement_id, kind, occurrence) do nothing;

  return query
    select tr.id, tr.kind, u.email, u.full_name, t.name, r.course_id, co.title, r.due_on,
           sub.token,
           case when tr.kind = 'summary' then (
             select coalesce(jsonb_agg(jsonb_build_object(
                      'name', coalesce(p ->> 'full_name', p ->> 'email'),
                      'course', q ->> 'title', 'due_on', q ->> 'due_on')
                      order by p ->> 'full_name', q ->> 'due_on'), '[]'::jsonb)
             from jsonb_array_elements(private.training_people(
                    tr.team_id, (private.current_training_cycle(tr.team_id, at)).id, day)) p
             cross join lateral jsonb_array_elements(p -> 'requirements') q
             where p ->> 'status' = 'active' and (q ->> 'overdue')::boolean)
           end
    from public.training_reminders tr
    join public.users u on u.id = tr.user_id and u.team_id = tr.team_id and u.deactivated_at is null
    join public.teams t on t.id = tr.team_id
    join private.reminder_subscriptions sub on sub.user_id = u.id and sub.unsubscribed_at is null
    left join public.training_requirements r on r.id = tr.requirement_id
    left join public.courses co on co.id = r.course_id
    where tr.claimed_by = run and tr.sent_at is null
      and (tr.kind = 'summary' or not exists (
             select 1 from public.certificates ce
             where ce.user_id = r.user_id and ce.course_id = r.course_id
               and ce.cycle_id = r.cycle_id and ce.revoked_at is null))
    order by tr.claimed_at, tr.id;
end
$$;

-- The run `run` sent the reminder (sent_at), or failed to (released for a later run).
create function public.finish_training_reminder(reminder uuid, run uuid, sent boolean, at timestamptz)
returns void
language sql volatile security definer
set search_path = ''
as $$
  update public.training_reminders tr
  set sent_at = case when sent then at end,
      claimed_by = case when sent then tr.claimed_by end,
      failures = tr.failures + case when sent then 0 else 1 end
  where tr.id = reminder and tr.claimed_by = run and tr.sent_at is null
$$;

-- ─── The evidence pack: certificates and training years (docs/decisions.md EV1) ─────────────

create function private.evidence_certificates(team uuid, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.issued_at, x.member, x.course), '[]')
  from (
    select c.id, c.member_name as member, coalesce(u.email, '') as email, c.course_title as course,
           c.issued_at, cy.starts_on as cycle_starts_on, c.revoked_at
    from public.certificates c
    join public.training_cycles cy on cy.id = c.cycle_id
    left join public.users u on u.id = c.user_id and u.team_id = c.team_id
    where c.team_id = team
      and c.issued_at >= (from_date::timestamp at time zone 'UTC')
      and c.issued_at < ((to_date + 1)::timestamp at time zone 'UTC')
  ) x
$$;

-- Every training year that overlaps the range, with each person's requirements as of today.
create function private.evidence_training_cycles(team uuid, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'starts_on', c.starts_on, 'ends_on', c.ends_on,
           'people', private.training_people(team, c.id, (now() at time zone 'UTC')::date))
         order by c.starts_on), '[]')
  from public.training_cycles c
  where c.team_id = team and c.starts_on <= to_date and c.ends_on > from_date
$$;

-- evidence_section (the hotline's wrapper, 20261129000000) gains 'certificates' and
-- 'training_cycles'; the others are read as before.
alter function public.evidence_section(uuid, text, date, date) rename to evidence_section_before_training;
alter function public.evidence_section_before_training(uuid, text, date, date) set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'certificates' then private.evidence_certificates(team, from_date, to_date)
    when 'training_cycles' then private.evidence_training_cycles(team, from_date, to_date)
    else private.evidence_section_before_training(team, section, from_date, to_date)
  end
$$;

-- ─── Grants: every new function starts closed, then opens to whom it serves ──────────────────

revoke all on function private.training_settings_of(uuid) from public, anon, authenticated;
revoke all on function private.team_visible_video_ids(uuid) from public, anon, authenticated;
revoke all on function private.training_due_on(public.training_assignments, timestamptz, public.training_cycles) from public, anon, authenticated;
revoke all on function private.in_audience(public.training_assignments, public.users, public.training_cycles) from public, anon, authenticated;
revoke all on function private.sync_training(public.training_cycles, timestamptz, text, uuid) from public, anon, authenticated;
revoke all on function private.training_cycle_for(uuid, timestamptz) from public, anon, authenticated;
revoke all on function private.current_training_cycle(uuid, timestamptz) from public, anon, authenticated;
revoke all on function private.issue_certificate(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function private.certify_on_attempt() from public, anon, authenticated;
revoke all on function private.certify_on_completion() from public, anon, authenticated;
revoke all on function private.training_on_join() from public, anon, authenticated;
revoke all on function private.keep_certificates() from public, anon, authenticated;
revoke all on function private.refuse_certificates_truncate() from public, anon, authenticated;
revoke all on function private.training_admin_team() from public, anon, authenticated;
revoke all on function private.training_people(uuid, uuid, date) from public, anon, authenticated;
revoke all on function private.reminder_lease() from public, anon, authenticated;
revoke all on function private.evidence_certificates(uuid, date, date) from public, anon, authenticated;
revoke all on function private.evidence_training_cycles(uuid, date, date) from public, anon, authenticated;
revoke all on function private.evidence_section_before_training(uuid, text, date, date) from public, anon, authenticated;

revoke all on function public.assign_training(text, text, date, integer, uuid[]) from public, anon;
revoke all on function public.unassign_training(text) from public, anon;
revoke all on function public.save_training_settings(integer, boolean, boolean, boolean, boolean, boolean) from public, anon;
revoke all on function public.revoke_certificate(text) from public, anon;
revoke all on function public.team_training(uuid, timestamptz) from public, anon;
revoke all on function public.export_team_training(uuid, timestamptz) from public, anon;
revoke all on function public.my_training(timestamptz) from public, anon;
revoke all on function public.verify_certificate(text) from public;
revoke all on function public.training_reminder_subscription(text) from public;
revoke all on function public.set_training_reminders(text, boolean) from public;
revoke all on function public.claim_training_reminders(timestamptz, uuid, integer) from public, anon, authenticated;
revoke all on function public.finish_training_reminder(uuid, uuid, boolean, timestamptz) from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;

grant execute on function public.assign_training(text, text, date, integer, uuid[]) to authenticated;
grant execute on function public.unassign_training(text) to authenticated;
grant execute on function public.save_training_settings(integer, boolean, boolean, boolean, boolean, boolean) to authenticated;
grant execute on function public.revoke_certificate(text) to authenticated;
grant execute on function public.team_training(uuid, timestamptz) to authenticated;
grant execute on function public.export_team_training(uuid, timestamptz) to authenticated;
grant execute on function public.my_training(timestamptz) to authenticated;
grant execute on function public.verify_certificate(text) to anon, authenticated;
grant execute on function public.training_reminder_subscription(text) to anon, authenticated;
grant execute on function public.set_training_reminders(text, boolean) to anon, authenticated;
grant execute on function public.claim_training_reminders(timestamptz, uuid, integer) to service_role;
grant execute on function public.finish_training_reminder(uuid, uuid, boolean, timestamptz) to service_role;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;
