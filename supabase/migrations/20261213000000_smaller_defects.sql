-- Smaller defects of the journey: two-factor recovery codes (docs/decisions.md TF1,
-- docs/threat-model.md #44).

-- ─── Two-factor recovery codes ───────────────────────────────────────────────────────────────
-- Ten single-use codes per account, shown once and kept only as hashes. Hosted Supabase Auth has
-- none, so they live here: a code, with the password, replaces the lost authenticator (its
-- factors are removed and the page leads straight to setting up a new one, whose code raises the
-- session to aal2), the same on hosted Supabase and the embedded backend.
create table private.mfa_recovery_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  -- sha256 of "<user id>:<code>"; a code holds 80 random bits, so no slow hash is needed.
  code_hash text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  primary key (user_id, code_hash)
);
alter table private.mfa_recovery_codes enable row level security;
revoke all on private.mfa_recovery_codes from public, anon, authenticated;

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
  'two_factor_recovery_codes_created', 'two_factor_recovery_code_used',
  'training_assigned', 'training_unassigned', 'training_settings_changed',
  'training_cycle_started', 'certificate_issued', 'certificate_revoked'
));

-- A typed code as stored: lower case, spaces and dashes dropped.
create function private.recovery_code_hash(account uuid, code text) returns text
language sql immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(account::text || ':'
    || lower(regexp_replace(coalesce(code, ''), '[\s-]', '', 'g')), 'UTF8')), 'hex')
$$;

-- Records a two-factor event of the caller in their team's audit log, if they have a team.
create function private.record_own_two_factor_event(kind text, details jsonb) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me public.users;
begin
  select * into me from public.users where id = auth.uid();
  if me.team_id is not null then
    perform private.record_audit(me.team_id, kind, me.id, coalesce(me.full_name, me.email), details);
  end if;
end
$$;

-- Ten new codes for the caller, replacing any earlier ones; answered once, never stored as text.
-- Only from a session that used a code (aal2) of an account with a confirmed authenticator.
create function public.create_recovery_codes() returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  -- 32 letters and digits without the look-alikes 0, 1, l and o: 5 bits a character.
  alphabet constant text := 'abcdefghijkmnpqrstuvwxyz23456789';
  me uuid := auth.uid();
  codes text[] := '{}';
  code text;
begin
  if me is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'This needs two-factor sign-in. Sign in again with a code from your authenticator app.'
      using errcode = '42501';
  end if;
  if not exists (select 1 from auth.mfa_factors where user_id = me and status = 'verified') then
    raise exception 'Set up an authenticator app first' using errcode = 'P0001';
  end if;
  delete from private.mfa_recovery_codes where user_id = me;
  for n in 1..10 loop
    -- 16 characters of 5 bits each (80 bits), one strongly random byte each (256 = 8 × 32).
    select string_agg(substr(alphabet, get_byte(uuid_send(gen_random_uuid()), 0) % 32 + 1, 1), '')
      into code
      from generate_series(1, 16);
    code := substr(code, 1, 4) || '-' || substr(code, 5, 4) || '-' || substr(code, 9, 4) || '-'
      || substr(code, 13, 4);
    insert into private.mfa_recovery_codes (user_id, code_hash)
    values (me, private.recovery_code_hash(me, code));
    codes := codes || code;
  end loop;
  perform private.record_own_two_factor_event('two_factor_recovery_codes_created',
    jsonb_build_object('codes', 10));
  return codes;
end
$$;

-- How many of the caller's recovery codes are still unused.
create function public.recovery_codes_left() returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer from private.mfa_recovery_codes
  where user_id = auth.uid() and used_at is null
$$;

-- A recovery code instead of the lost authenticator: used once, it removes the caller's
-- authenticators, ends their other sessions and takes the code claim from this one; the caller
-- then sets up a new authenticator. Answers how many codes are left.
create function public.use_recovery_code(code text) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  this_session uuid := nullif(auth.jwt() ->> 'session_id', '')::uuid;
  left_over integer;
begin
  if me is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.mfa_factors where user_id = me and status = 'verified') then
    raise exception 'Your account has no authenticator app to replace' using errcode = 'P0001';
  end if;
  update private.mfa_recovery_codes set used_at = now()
  where user_id = me and code_hash = private.recovery_code_hash(me, code) and used_at is null;
  if not found then
    raise exception 'That recovery code did not work. Check it, or use another of your codes.'
      using errcode = 'P0001';
  end if;
  delete from auth.mfa_factors where user_id = me;
  delete from auth.sessions where user_id = me and id is distinct from this_session;
  delete from auth.mfa_amr_claims
  where session_id = this_session and authentication_method = 'totp';
  select count(*)::integer into left_over
  from private.mfa_recovery_codes where user_id = me and used_at is null;
  perform private.record_own_two_factor_event('two_factor_recovery_code_used',
    jsonb_build_object('codes_left', left_over));
  return left_over;
end
$$;

revoke all on function private.recovery_code_hash(uuid, text) from public;
revoke all on function private.record_own_two_factor_event(text, jsonb) from public;
revoke all on function public.create_recovery_codes() from public, anon, authenticated;
revoke all on function public.recovery_codes_left() from public, anon, authenticated;
revoke all on function public.use_recovery_code(text) from public, anon, authenticated;
grant execute on function public.create_recovery_codes() to authenticated;
grant execute on function public.recovery_codes_left() to authenticated;
grant execute on function public.use_recovery_code(text) to authenticated;

-- ─── Training reminders: required ones cannot be switched off (docs/decisions.md TP1) ────────
-- Reminders of a course assigned to the person are required training: the unsubscribe link now
-- only makes them fewer. Unsubscribing still stops the optional mail (the admins' weekly
-- summary), and admins see who did. People who had unsubscribed get fewer reminders.
alter table private.reminder_subscriptions
  add column fewer_reminders boolean not null default false;
update private.reminder_subscriptions set fewer_reminders = true where unsubscribed_at is not null;

drop function public.training_reminder_subscription(text);
-- The unsubscribe link's page: whose reminders, whether the optional ones are on, whether the
-- required ones come less often, and whether the person gets the optional summary at all.
create function public.training_reminder_subscription(token text)
returns table (team_name text, subscribed boolean, fewer_reminders boolean, gets_summary boolean)
language sql stable security definer
set search_path = ''
as $$
  select t.name, s.unsubscribed_at is null, s.fewer_reminders, u.role = 'admin'
  from private.reminder_subscriptions s
  join public.users u on u.id = s.user_id
  join public.teams t on t.id = u.team_id
  where s.token = training_reminder_subscription.token
$$;
revoke all on function public.training_reminder_subscription(text) from public;
grant execute on function public.training_reminder_subscription(text) to anon, authenticated;

-- Fewer (or all) reminders of required training, by the link's token; false for no such link.
create function public.set_training_reminder_frequency(token text, fewer boolean) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if fewer is null then
    raise exception 'Say whether to receive fewer reminders' using errcode = '22023';
  end if;
  update private.reminder_subscriptions s set fewer_reminders = fewer
  where s.token = set_training_reminder_frequency.token;
  return found;
end
$$;
revoke all on function public.set_training_reminder_frequency(text, boolean) from public;
grant execute on function public.set_training_reminder_frequency(text, boolean) to anon, authenticated;

-- The same job as before, except that required reminders ignore the unsubscribe and follow the
-- person's frequency; the summary still goes only to subscribed admins.
create or replace function public.claim_training_reminders(at timestamptz, run uuid, max_reminders integer default 100)
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
    -- Required training: reminded whether or not the person unsubscribed, less often if they
    -- chose fewer reminders (no 7-day notice, overdue every 4 weeks instead of every week).
    join private.reminder_subscriptions sub on sub.user_id = p.user_id
    cross join lateral (select case when sub.fewer_reminders then 28 else 7 end as days) overdue_every
    cross join lateral (values
      (1, 'overdue', p.due_on + 1 + overdue_every.days * ((day - p.due_on - 1) / overdue_every.days),
       tm.remind_overdue and day > p.due_on),
      (2, 'day_before', p.due_on,
       tm.remind_day_before and day = p.due_on - 1
         and p.assigned_at < ((p.due_on - 1)::timestamp at time zone 'UTC')),
      (3, 'week_before', p.due_on,
       tm.remind_week_before and not sub.fewer_reminders and day between p.due_on - 7 and p.due_on - 2
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
    join private.reminder_subscriptions sub
      on sub.user_id = u.id and (sub.unsubscribed_at is null or tr.kind <> 'summary')
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

-- ─── The hotline inbox shows each case's subject once unlocked (docs/decisions.md H1) ───────
-- Each case's sealed key and its report, encrypted, for the handlers' browser to read the subject
-- in the inbox once the team key is unlocked there. Not an opening of the case (that stays
-- open_hotline_case, logged); the database still sees ciphertext only.
create function public.hotline_case_reports()
returns table (case_id uuid, sealed_key text, report text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_hotline_team(false, 'Only the team''s hotline handlers see its cases');
begin
  return query
    select c.id, c.sealed_key, m.ciphertext
    from public.hotline_cases c
    join public.hotline_messages m on m.case_id = c.id and m.kind = 'report'
    where c.team_id = team;
end
$$;
revoke all on function public.hotline_case_reports() from public, anon, authenticated;
grant execute on function public.hotline_case_reports() to authenticated;
