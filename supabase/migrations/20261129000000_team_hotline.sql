-- The team hotline (issue 21; docs/decisions.md H1): each team's own reporting channel at
-- /hotline/<slug>, cases its handlers work inside the legal clocks (acknowledge within 7 days,
-- feedback within 3 months of that), and anonymous follow-up with a receipt code.
--
-- The database never holds readable case content: reports and messages arrive encrypted in the
-- reporter's browser (src/shared/hotline-crypto.ts) and are opened in a handler's browser with the
-- team key, itself wrapped by the handlers' passphrase. Nothing here stores an address, a user
-- agent or a time finer than the day with a case or a message (docs/threat-model.md #7, #30).

-- ─── Who handles a team's hotline ───────────────────────────────────────────────────────────

-- Members an admin named as handlers; the team's active admins handle its hotline anyway.
create table public.hotline_handlers (
  team_id uuid not null references public.teams (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  named_at timestamptz not null default now(),
  named_by uuid references public.users (id) on delete set null,
  primary key (team_id, user_id)
);
alter table public.hotline_handlers enable row level security;

-- The people who handle `team`'s hotline now, with the address their notices go to.
create function private.hotline_handler_people(team uuid)
returns table (user_id uuid, name text, email text, is_admin boolean)
language sql stable security definer
set search_path = ''
as $$
  select u.id, coalesce(u.full_name, u.email), u.email, u.role = 'admin'
  from public.users u
  where u.team_id = team and u.deactivated_at is null and u.role <> 'superadmin'
    and (u.role = 'admin'
         or exists (select 1 from public.hotline_handlers h where h.team_id = team and h.user_id = u.id))
$$;

-- The one check of who may read and work a team's cases: one of the people above. Never a
-- superadmin, an admin of another team or the operator. Every rule of the hotline calls this
-- function, so a stronger sign-in (two factors) can be required here alone.
create function private.is_hotline_handler(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.hotline_handler_people(team) p where p.user_id = auth.uid())
$$;

-- The caller's team when they handle its hotline (and are one of its admins, with `admins_only`:
-- they set the hotline up and name the handlers); refuses anyone else with `refusal`.
create function private.my_hotline_team(admins_only boolean, refusal text) returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_hotline_handler(team)
     or (admins_only and private.my_role() <> 'admin') then
    raise exception '%', refusal using errcode = '42501';
  end if;
  return team;
end
$$;

-- Someone who leaves a team stops handling its hotline, also if they come back later.
create function private.forget_hotline_handler() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.hotline_handlers where user_id = old.id and team_id = old.team_id;
  return null;
end
$$;
create trigger users_left_hotline
  after update of team_id on public.users
  for each row when (old.team_id is distinct from new.team_id and old.team_id is not null)
  execute function private.forget_hotline_handler();

-- ─── The channel: its link and the team key ─────────────────────────────────────────────────

create table public.hotline_channels (
  team_id uuid primary key references public.teams (id) on delete cascade,
  -- /hotline/<slug>: the team's name and six random characters, so links cannot be enumerated.
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,40}-[a-z2-9]{6}$'),
  -- The raw P-256 point, base64url.
  public_key text not null check (public_key ~ '^[A-Za-z0-9_-]{87}$'),
  -- The private key wrapped by the handlers' passphrase: v1.<iterations>.<salt>.<iv>.<data>.
  wrapped_private_key text not null
    check (char_length(wrapped_private_key) <= 1000
           and wrapped_private_key ~ '^v1\.[0-9]{6,7}\.[A-Za-z0-9_.-]+$'),
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id) on delete set null
);
alter table public.hotline_channels enable row level security;

-- ─── Cases and their messages ───────────────────────────────────────────────────────────────

create table public.hotline_cases (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  -- Case 1, 2, 3… within the team.
  number integer not null check (number > 0),
  status text not null default 'new'
    check (status in ('new', 'acknowledged', 'investigating', 'closed')),
  outcome text check (outcome in ('action_taken', 'no_breach_found', 'insufficient_information', 'referred')),
  -- Whether the reporter left a name or an address (inside the encrypted report).
  is_anonymous boolean not null,
  -- Days only: nothing finer than the day is kept of a case (docs/threat-model.md #7).
  received_on date not null default current_date,
  acknowledged_on date,
  feedback_on date,
  closed_on date,
  -- The legal clocks (EU Directive 2019/1937 art. 9): acknowledge within 7 days; feedback within
  -- 3 months of the acknowledgement, or of the end of those 7 days when none was sent.
  acknowledge_by date generated always as (received_on + 7) stored,
  feedback_by date generated always as (
    (coalesce(acknowledged_on, received_on + 7) + interval '3 months')::date
  ) stored,
  assignee_id uuid references public.users (id) on delete set null,
  -- The case key sealed to the team key (for handlers) and wrapped by the receipt code (for the
  -- reporter); the access token's SHA-256 finds the case for the reporter.
  sealed_key text not null
    check (char_length(sealed_key) <= 400 and sealed_key ~ '^s1\.[A-Za-z0-9_.-]+$'),
  reporter_key text not null
    check (char_length(reporter_key) <= 200 and reporter_key ~ '^k1\.[A-Za-z0-9_.-]+$'),
  access_hash text not null unique check (access_hash ~ '^[0-9a-f]{64}$'),
  unique (team_id, number),
  check ((status = 'new') = (acknowledged_on is null)),
  check ((status = 'closed') = (closed_on is not null and outcome is not null))
);
create index hotline_cases_team_idx on public.hotline_cases (team_id, number desc);
alter table public.hotline_cases enable row level security;

create table public.hotline_messages (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null references public.hotline_cases (id) on delete cascade,
  team_id uuid not null references public.teams (id) on delete cascade,
  -- Order within the case, in place of a time.
  position integer not null check (position > 0),
  author text not null check (author in ('reporter', 'handler')),
  -- The report itself, a message between reporter and handlers, or a handlers' internal note.
  kind text not null check (kind in ('report', 'message', 'note')),
  author_id uuid references public.users (id) on delete set null,
  author_name text,
  ciphertext text not null
    check (char_length(ciphertext) <= 60000 and ciphertext ~ '^[ms]1\.[A-Za-z0-9_.-]+$'),
  -- A handler's message that tells the reporter what was done or is planned (the feedback clock).
  is_feedback boolean not null default false,
  written_on date not null default current_date,
  unique (case_id, position),
  check (author = 'handler' or (author_id is null and author_name is null and kind <> 'note')),
  check (author = 'reporter' or kind <> 'report'),
  check (not is_feedback or (author = 'handler' and kind = 'message'))
);
alter table public.hotline_messages enable row level security;

-- Which reminder went out for which case, so the scheduled job sends each once.
create table public.hotline_notices (
  case_id uuid not null references public.hotline_cases (id) on delete cascade,
  kind text not null check (kind in ('new', 'acknowledge_due', 'acknowledge_overdue', 'feedback_due', 'feedback_overdue')),
  sent_on date not null,
  primary key (case_id, kind)
);
alter table public.hotline_notices enable row level security;

-- ─── Who reads what ──────────────────────────────────────────────────────────────────────────
-- No role but the handlers' reads the hotline through the API: not anon, not the service role
-- (the operator), not superadmins. Case content is read only through open_hotline_case, which
-- writes each opening to the team's audit log.

revoke all on public.hotline_handlers, public.hotline_channels, public.hotline_cases,
  public.hotline_messages, public.hotline_notices from anon, authenticated, service_role;

grant select on public.hotline_handlers to authenticated;
create policy "Handlers read their team's handlers" on public.hotline_handlers
  for select to authenticated
  using (private.is_hotline_handler(team_id));

grant select (team_id, slug, public_key, wrapped_private_key, created_at)
  on public.hotline_channels to authenticated;
create policy "Handlers read their team's channel" on public.hotline_channels
  for select to authenticated
  using (private.is_hotline_handler(team_id));

-- The inbox's columns; the keys and the access hash stay with the functions.
grant select (id, team_id, number, status, outcome, is_anonymous, received_on, acknowledged_on,
              feedback_on, closed_on, acknowledge_by, feedback_by, assignee_id)
  on public.hotline_cases to authenticated;
create policy "Handlers read their team's cases" on public.hotline_cases
  for select to authenticated
  using (private.is_hotline_handler(team_id));

-- ─── The audit log learns the hotline's events (docs/decisions.md A1) ───────────────────────
-- Handlers' actions only: a reporter's report or reply is never logged, so the log cannot date
-- it to the minute.

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
  'hotline_message_sent', 'hotline_note_added'
));

-- ─── The clocks ──────────────────────────────────────────────────────────────────────────────

-- Which clock runs for a case on `day` and how it stands: 'acknowledge' while it is new,
-- 'feedback' while it is open without feedback, otherwise none. 'due_soon' two days before the
-- acknowledgement is due and two weeks before the feedback is; 'overdue' after the day.
create function private.hotline_clock(c public.hotline_cases, day date,
  out clock text, out due_on date, out state text)
language sql immutable
set search_path = ''
as $$
  select x.clock, x.due_on,
         case when x.clock is null then null
              when day > x.due_on then 'overdue'
              when day >= x.due_on - x.warning then 'due_soon'
              else 'due' end
  from (
    select case when c.status = 'new' then 'acknowledge'
                when c.status <> 'closed' and c.feedback_on is null then 'feedback' end as clock,
           case when c.status = 'new' then c.acknowledge_by
                when c.status <> 'closed' and c.feedback_on is null then c.feedback_by end as due_on,
           case when c.status = 'new' then 2 else 14 end as warning
  ) x
$$;

-- ─── Setting the hotline up (handlers) ──────────────────────────────────────────────────────

create function private.new_hotline_slug(team_name text) returns text
language sql volatile
set search_path = ''
as $$
  select coalesce(nullif(left(btrim(regexp_replace(lower(team_name), '[^a-z0-9]+', '-', 'g'), '-'), 40), ''), 'hotline')
         || '-' ||
         (select string_agg(substr('abcdefghjkmnpqrstuvwxyz23456789', (get_byte(b, i) % 31) + 1, 1), '' order by i)
          from (select decode(replace(gen_random_uuid()::text, '-', ''), 'hex') as b) r,
               generate_series(0, 5) as i)
$$;

-- Opens the team's channel with the key pair made in the admin's browser; returns the slug.
create function public.set_up_hotline(public_key text, wrapped_private_key text) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_hotline_team(true, 'Only a team admin can set up the hotline');
  chosen text;
begin
  if not (private.team_plan(team)).team_hotline then
    raise exception 'Your own hotline is part of the Enterprise plan.' using errcode = '42501';
  end if;
  perform 1 from public.teams where id = team for update;
  if exists (select 1 from public.hotline_channels c where c.team_id = team) then
    raise exception 'The hotline is already set up' using errcode = '23505';
  end if;
  chosen := private.new_hotline_slug((select t.name from public.teams t where t.id = team));
  insert into public.hotline_channels (team_id, slug, public_key, wrapped_private_key, created_by)
  values (team, chosen, set_up_hotline.public_key, set_up_hotline.wrapped_private_key, auth.uid());
  perform private.record_audit(team, 'hotline_set_up', null, chosen);
  return chosen;
end
$$;

-- Stores the team key wrapped by a new passphrase (the browser rewrapped it with the old one).
create function public.change_hotline_passphrase(wrapped_private_key text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_hotline_team(false, 'Only a hotline handler can change the passphrase');
begin
  update public.hotline_channels c
     set wrapped_private_key = change_hotline_passphrase.wrapped_private_key
   where c.team_id = team;
  if not found then
    raise exception 'The hotline is not set up' using errcode = 'P0002';
  end if;
  perform private.record_audit(team, 'hotline_passphrase_changed');
end
$$;

-- Names an active member of the caller's team as a handler, or stops them being one.
create function public.set_hotline_handler(member uuid, handler boolean) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_hotline_team(true, 'Only a team admin can name hotline handlers');
  target public.users;
begin
  select * into target from public.users u
  where u.id = member and u.team_id = team and u.deactivated_at is null;
  if target.id is null or target.role not in ('member', 'editor') then
    raise exception 'Name an active member of the team who is not an admin (admins handle the hotline already)'
      using errcode = 'P0001';
  end if;
  if handler then
    insert into public.hotline_handlers (team_id, user_id, named_by) values (team, target.id, auth.uid())
    on conflict do nothing;
    if found then
      perform private.record_audit(team, 'hotline_handler_named', target.id, coalesce(target.full_name, target.email));
    end if;
  else
    delete from public.hotline_handlers h where h.team_id = team and h.user_id = target.id;
    if found then
      update public.hotline_cases c set assignee_id = null where c.team_id = team and c.assignee_id = target.id;
      perform private.record_audit(team, 'hotline_handler_removed', target.id, coalesce(target.full_name, target.email));
    end if;
  end if;
end
$$;

-- The team's handlers, for handlers: whom a case can be assigned to.
create function public.hotline_team_handlers()
returns table (user_id uuid, name text, email text, is_admin boolean)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_hotline_team(false, 'Only the team''s hotline handlers see this');
begin
  return query select * from private.hotline_handler_people(team) p order by p.name;
end
$$;

-- ─── Working cases (handlers) ───────────────────────────────────────────────────────────────

-- The inbox: every case of the caller's team with its clock on `day` (today by default). No
-- content; listing is not opening.
create function public.hotline_inbox(day date default current_date)
returns table (id uuid, number integer, status text, outcome text, is_anonymous boolean,
               received_on date, acknowledged_on date, feedback_on date, closed_on date,
               acknowledge_by date, feedback_by date, assignee_id uuid, assignee_name text,
               clock text, due_on date, clock_state text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_hotline_team(false, 'Only the team''s hotline handlers see its cases');
begin
  return query
    select c.id, c.number, c.status, c.outcome, c.is_anonymous, c.received_on, c.acknowledged_on,
           c.feedback_on, c.closed_on, c.acknowledge_by, c.feedback_by, c.assignee_id,
           coalesce(a.full_name, a.email), k.clock, k.due_on, k.state
    from public.hotline_cases c
    left join public.users a on a.id = c.assignee_id
    cross join lateral private.hotline_clock(c, day) k
    where c.team_id = team
    order by (c.status = 'closed'), k.due_on nulls last, c.number desc;
end
$$;

-- A case of a team the caller handles, locked for a change; refuses anything else alike, so a
-- stranger learns nothing of which cases exist.
create function private.handled_case(case_id uuid) returns public.hotline_cases
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_case public.hotline_cases;
begin
  select * into found_case from public.hotline_cases c where c.id = case_id for update;
  if found_case.id is null or not private.is_hotline_handler(found_case.team_id) then
    raise exception 'No such hotline case' using errcode = 'P0002';
  end if;
  return found_case;
end
$$;

-- One case with everything a handler's browser needs to open it: the sealed case key and every
-- message and note, encrypted. Each opening is written to the team's audit log.
create function public.open_hotline_case(case_id uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.handled_case(case_id);
begin
  perform private.record_audit(c.team_id, 'hotline_case_opened', c.id, 'Case ' || c.number);
  return jsonb_build_object(
    'id', c.id, 'number', c.number, 'status', c.status, 'outcome', c.outcome,
    'is_anonymous', c.is_anonymous, 'received_on', c.received_on,
    'acknowledged_on', c.acknowledged_on, 'feedback_on', c.feedback_on, 'closed_on', c.closed_on,
    'acknowledge_by', c.acknowledge_by, 'feedback_by', c.feedback_by,
    'assignee_id', c.assignee_id, 'sealed_key', c.sealed_key,
    'clock', (select to_jsonb(k) from private.hotline_clock(c, current_date) k),
    'messages', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', m.id, 'position', m.position, 'author', m.author, 'kind', m.kind,
               'author_name', m.author_name, 'ciphertext', m.ciphertext,
               'is_feedback', m.is_feedback, 'written_on', m.written_on) order by m.position)
      from public.hotline_messages m where m.case_id = c.id), '[]'::jsonb)
  );
end
$$;

create function public.acknowledge_hotline_case(case_id uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.handled_case(case_id);
begin
  if c.status <> 'new' then
    raise exception 'This case is already acknowledged' using errcode = '55000';
  end if;
  update public.hotline_cases set status = 'acknowledged', acknowledged_on = current_date where id = c.id;
  perform private.record_audit(c.team_id, 'hotline_case_acknowledged', c.id, 'Case ' || c.number);
end
$$;

-- Moves an acknowledged case under investigation, or closes it with an outcome. Closing tells
-- the reporter the outcome, so it also counts as the feedback.
create function public.set_hotline_case_status(case_id uuid, status text, outcome text default null)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.handled_case(case_id);
begin
  if c.status = 'new' then
    raise exception 'Acknowledge the report first' using errcode = '55000';
  end if;
  if c.status = 'closed' then
    raise exception 'This case is closed' using errcode = '55000';
  end if;
  if set_hotline_case_status.status = 'investigating' then
    update public.hotline_cases set status = 'investigating' where id = c.id;
    perform private.record_audit(c.team_id, 'hotline_case_investigating', c.id, 'Case ' || c.number);
  elsif set_hotline_case_status.status = 'closed' then
    if set_hotline_case_status.outcome is null
       or set_hotline_case_status.outcome not in ('action_taken', 'no_breach_found', 'insufficient_information', 'referred') then
      raise exception 'Choose the outcome of the case' using errcode = '22023';
    end if;
    update public.hotline_cases
       set status = 'closed', outcome = set_hotline_case_status.outcome, closed_on = current_date,
           feedback_on = coalesce(feedback_on, current_date)
     where id = c.id;
    perform private.record_audit(c.team_id, 'hotline_case_closed', c.id, 'Case ' || c.number,
                                 jsonb_build_object('outcome', set_hotline_case_status.outcome));
  else
    raise exception 'A case moves to investigating or closed' using errcode = '22023';
  end if;
end
$$;

-- Assigns a case to one of the team's handlers, or to nobody.
create function public.assign_hotline_case(case_id uuid, handler uuid default null) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.handled_case(case_id);
  chosen_name text;
begin
  if handler is not null then
    select p.name into chosen_name from private.hotline_handler_people(c.team_id) p where p.user_id = handler;
    if chosen_name is null then
      raise exception 'Assign the case to one of the team''s hotline handlers' using errcode = 'P0001';
    end if;
  end if;
  update public.hotline_cases set assignee_id = handler where id = c.id;
  perform private.record_audit(c.team_id, 'hotline_case_assigned', c.id, 'Case ' || c.number,
                               jsonb_build_object('to', coalesce(chosen_name, 'nobody')));
end
$$;

-- Adds a handler's message to the reporter (kind 'message', encrypted with the case key) or an
-- internal note (kind 'note', sealed to the team key).
create function public.add_hotline_message(case_id uuid, kind text, ciphertext text,
                                           is_feedback boolean default false) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.handled_case(case_id);
begin
  if kind not in ('message', 'note') then
    raise exception 'A handler writes a message or a note' using errcode = '22023';
  end if;
  if kind = 'message' and c.status = 'new' then
    raise exception 'Acknowledge the report before replying' using errcode = '55000';
  end if;
  if kind = 'message' and c.status = 'closed' then
    raise exception 'This case is closed' using errcode = '55000';
  end if;
  insert into public.hotline_messages (case_id, team_id, position, author, kind, author_id, author_name,
                                       ciphertext, is_feedback)
  values (c.id, c.team_id,
          (select coalesce(max(m.position), 0) + 1 from public.hotline_messages m where m.case_id = c.id),
          'handler', kind, auth.uid(), private.my_name(), ciphertext, coalesce(is_feedback, false) and kind = 'message');
  if kind = 'message' and is_feedback then
    update public.hotline_cases set feedback_on = coalesce(feedback_on, current_date) where id = c.id;
  end if;
  perform private.record_audit(c.team_id,
    case kind when 'note' then 'hotline_note_added' else 'hotline_message_sent' end,
    c.id, 'Case ' || c.number,
    case when kind = 'message' and is_feedback then '{"feedback": true}'::jsonb else '{}'::jsonb end);
end
$$;

-- ─── The reporter's side (service role: the team-hotline function) ─────────────────────────

-- What a reporter's page needs to encrypt a report to `slug`'s team; null for an unknown link.
create function public.hotline_channel(slug text)
returns table (team_name text, public_key text, open boolean)
language sql stable security definer
set search_path = ''
as $$
  select t.name, c.public_key, (private.team_plan(t.id)).team_hotline
  from public.hotline_channels c join public.teams t on t.id = c.team_id
  where c.slug = hotline_channel.slug
$$;

-- Stores a new case with its encrypted report. Nothing about the sender is given or kept.
create function public.submit_hotline_case(slug text, is_anonymous boolean, sealed_key text,
                                           reporter_key text, access text, ciphertext text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  channel public.hotline_channels;
  new_case uuid;
  next_number integer;
begin
  select * into channel from public.hotline_channels c where c.slug = submit_hotline_case.slug for update;
  if channel.team_id is null then
    raise exception 'This hotline link is not valid.' using errcode = 'P0002';
  end if;
  if not (private.team_plan(channel.team_id)).team_hotline then
    raise exception 'This hotline is not taking reports at the moment.' using errcode = '42501';
  end if;
  select coalesce(max(c.number), 0) + 1 into next_number from public.hotline_cases c
  where c.team_id = channel.team_id;
  insert into public.hotline_cases (team_id, number, is_anonymous, sealed_key, reporter_key, access_hash)
  values (channel.team_id, next_number, coalesce(submit_hotline_case.is_anonymous, true),
          submit_hotline_case.sealed_key, submit_hotline_case.reporter_key,
          encode(sha256(convert_to(access, 'UTF8')), 'hex'))
  returning id into new_case;
  insert into public.hotline_messages (case_id, team_id, position, author, kind, ciphertext)
  values (new_case, channel.team_id, 1, 'reporter', 'report', submit_hotline_case.ciphertext);
end
$$;

-- The case a receipt code's access token opens. Wrong tokens are counted per client (a salted
-- hash of its network, never an address): after 10 in an hour, every lookup of that client is
-- refused for the rest of the hour, the right one included (docs/threat-model.md #31). Returns
-- null for a wrong token, so that the counted guess is kept.
create function private.reporter_case(access text, client_key text) returns public.hotline_cases
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_case public.hotline_cases;
begin
  delete from private.rate_limit_hits h
  where h.bucket = 'hotline_receipt_guess' and h.hit_at <= now() - interval '1 hour';
  if private.over_rate_limit('hotline_receipt_guess', coalesce(client_key, 'unknown'), 10, interval '1 hour') then
    raise exception 'Too many attempts with a wrong receipt code. Please try again in an hour.'
      using errcode = 'PT429';
  end if;
  select * into found_case from public.hotline_cases c
  where c.access_hash = encode(sha256(convert_to(coalesce(access, ''), 'UTF8')), 'hex')
  for update;
  if found_case.id is null then
    perform private.record_rate_limit_hit('hotline_receipt_guess', coalesce(client_key, 'unknown'), interval '1 hour');
  end if;
  return found_case;
end
$$;

-- What the reporter sees of their case: its status, and the report and messages between them
-- and the handlers, encrypted (internal notes never). Null for a wrong token.
create function public.reporter_hotline_case(access text, client_key text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.reporter_case(access, client_key);
begin
  if c.id is null then
    return null;
  end if;
  return jsonb_build_object(
    'team_name', (select t.name from public.teams t where t.id = c.team_id),
    'status', c.status, 'outcome', c.outcome, 'received_on', c.received_on,
    'reporter_key', c.reporter_key,
    'messages', coalesce((
      select jsonb_agg(jsonb_build_object(
               'position', m.position, 'author', m.author, 'ciphertext', m.ciphertext,
               'is_feedback', m.is_feedback, 'written_on', m.written_on) order by m.position)
      from public.hotline_messages m where m.case_id = c.id and m.kind <> 'note'), '[]'::jsonb)
  );
end
$$;

-- Adds the reporter's encrypted reply to their case; false for a wrong token.
create function public.reporter_hotline_reply(access text, client_key text, ciphertext text)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.reporter_case(access, client_key);
begin
  if c.id is null then
    return false;
  end if;
  if c.status = 'closed' then
    raise exception 'This case is closed. To report something new, send a new report.' using errcode = '55000';
  end if;
  insert into public.hotline_messages (case_id, team_id, position, author, kind, ciphertext)
  values (c.id, c.team_id,
          (select coalesce(max(m.position), 0) + 1 from public.hotline_messages m where m.case_id = c.id),
          'reporter', 'message', reporter_hotline_reply.ciphertext);
  return true;
end
$$;

-- ─── Reminders (the scheduled job) ──────────────────────────────────────────────────────────

-- The notice each case calls for at `at` that has not gone out: 'new' for a new case, then
-- 'acknowledge_due' or 'acknowledge_overdue', then 'feedback_due' or 'feedback_overdue', with the
-- handlers to tell. A case first seen late gets the later notice only. Service role only.
create function public.hotline_due_notices(at timestamptz default now())
returns table (case_id uuid, kind text, team_name text, case_number integer, due_on date,
               recipients text[])
language sql stable security definer
set search_path = ''
as $$
  with day as (select (at at time zone 'UTC')::date as d),
  wanted as (
    select c.id, c.team_id, c.number, k.due_on,
           case when k.clock = 'acknowledge' and k.state = 'overdue' then 'acknowledge_overdue'
                when k.clock = 'acknowledge' and k.state = 'due_soon' then 'acknowledge_due'
                when k.clock = 'acknowledge' then 'new'
                when k.clock = 'feedback' and k.state = 'overdue' then 'feedback_overdue'
                when k.clock = 'feedback' and k.state = 'due_soon' then 'feedback_due' end as kind
    from public.hotline_cases c, day
    cross join lateral private.hotline_clock(c, day.d) k
  )
  select w.id, w.kind, t.name, w.number, w.due_on,
         array(select p.email from private.hotline_handler_people(w.team_id) p order by p.email)
  from wanted w
  join public.teams t on t.id = w.team_id
  where w.kind is not null
    and not exists (select 1 from public.hotline_notices n where n.case_id = w.id and n.kind = w.kind)
  order by t.name, w.number
$$;

-- Records that a notice went out, so it is never sent again.
create function public.record_hotline_notice(case_id uuid, kind text, at timestamptz default now())
returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into public.hotline_notices (case_id, kind, sent_on)
  values (case_id, kind, (at at time zone 'UTC')::date)
  on conflict do nothing
$$;

-- ─── Statistics for the evidence pack (docs/decisions.md EV1) ───────────────────────────────

-- Counts of the team's cases received in the range, by status and outcome, and whether the
-- clocks were kept; no content. Empty when the team has no hotline.
create function private.hotline_statistics(team uuid, from_date date, to_date date) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with cases as (
    select c.*, (private.hotline_clock(c, current_date)).state as clock_state
    from public.hotline_cases c
    where c.team_id = team and c.received_on between from_date and to_date
  ),
  measures (position, measure, count) as (
    select 1, 'received', count(*) from cases
    union all select 2, 'status_new', count(*) filter (where status = 'new') from cases
    union all select 3, 'status_acknowledged', count(*) filter (where status = 'acknowledged') from cases
    union all select 4, 'status_investigating', count(*) filter (where status = 'investigating') from cases
    union all select 5, 'status_closed', count(*) filter (where status = 'closed') from cases
    union all select 6, 'acknowledged_in_time', count(*) filter (where acknowledged_on <= acknowledge_by) from cases
    union all select 7, 'acknowledged_late', count(*) filter (where acknowledged_on > acknowledge_by) from cases
    union all select 8, 'acknowledgement_overdue', count(*) filter (where status = 'new' and clock_state = 'overdue') from cases
    union all select 9, 'feedback_in_time', count(*) filter (where feedback_on <= feedback_by) from cases
    union all select 10, 'feedback_late', count(*) filter (where feedback_on > feedback_by) from cases
    union all select 11, 'feedback_overdue', count(*) filter (where status <> 'new' and clock_state = 'overdue') from cases
    union all select 12, 'outcome_action_taken', count(*) filter (where outcome = 'action_taken') from cases
    union all select 13, 'outcome_no_breach_found', count(*) filter (where outcome = 'no_breach_found') from cases
    union all select 14, 'outcome_insufficient_information', count(*) filter (where outcome = 'insufficient_information') from cases
    union all select 15, 'outcome_referred', count(*) filter (where outcome = 'referred') from cases
  )
  select case when exists (select 1 from public.hotline_channels ch where ch.team_id = team)
              then jsonb_agg(jsonb_build_object('measure', m.measure, 'count', m.count) order by m.position)
              else '[]'::jsonb end
  from measures m
$$;

-- The evidence pack's sections (20261127000000_evidence.sql) gain 'hotline'; the others are read
-- as before, by the function they were defined in.
alter function public.evidence_section(uuid, text, date, date) set schema private;
alter function private.evidence_section(uuid, text, date, date) rename to evidence_records;
revoke all on function private.evidence_records(uuid, text, date, date) from public, service_role;

create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case when section = 'hotline' then private.hotline_statistics(team, from_date, to_date)
              else private.evidence_records(team, section, from_date, to_date) end
$$;

-- ─── A team with open cases is not deleted (docs/decisions.md A1) ───────────────────────────

create function private.keep_open_hotline_cases() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.hotline_cases c where c.team_id = old.id and c.status <> 'closed') then
    raise exception 'The team has open hotline cases. Close them before deleting the team.'
      using errcode = 'P0001';
  end if;
  return old;
end
$$;
create trigger teams_keep_open_hotline_cases
  before delete on public.teams
  for each row execute function private.keep_open_hotline_cases();

-- ─── Grants: every new function starts closed, then opens to whom it serves ──────────────────

revoke all on function private.is_hotline_handler(uuid) from public;
revoke all on function private.my_hotline_team(boolean, text) from public;
revoke all on function private.hotline_handler_people(uuid) from public;
revoke all on function private.forget_hotline_handler() from public;
revoke all on function private.hotline_clock(public.hotline_cases, date) from public;
revoke all on function private.new_hotline_slug(text) from public;
revoke all on function private.handled_case(uuid) from public;
revoke all on function private.reporter_case(text, text) from public;
revoke all on function private.hotline_statistics(uuid, date, date) from public;
revoke all on function private.keep_open_hotline_cases() from public;
-- Row-level security calls it as the client.
grant execute on function private.is_hotline_handler(uuid) to authenticated;

revoke all on function public.set_up_hotline(text, text) from public, anon;
revoke all on function public.change_hotline_passphrase(text) from public, anon;
revoke all on function public.set_hotline_handler(uuid, boolean) from public, anon;
revoke all on function public.hotline_team_handlers() from public, anon;
revoke all on function public.hotline_inbox(date) from public, anon;
revoke all on function public.open_hotline_case(uuid) from public, anon;
revoke all on function public.acknowledge_hotline_case(uuid) from public, anon;
revoke all on function public.set_hotline_case_status(uuid, text, text) from public, anon;
revoke all on function public.assign_hotline_case(uuid, uuid) from public, anon;
revoke all on function public.add_hotline_message(uuid, text, text, boolean) from public, anon;
grant execute on function public.set_up_hotline(text, text) to authenticated;
grant execute on function public.change_hotline_passphrase(text) to authenticated;
grant execute on function public.set_hotline_handler(uuid, boolean) to authenticated;
grant execute on function public.hotline_team_handlers() to authenticated;
grant execute on function public.hotline_inbox(date) to authenticated;
grant execute on function public.open_hotline_case(uuid) to authenticated;
grant execute on function public.acknowledge_hotline_case(uuid) to authenticated;
grant execute on function public.set_hotline_case_status(uuid, text, text) to authenticated;
grant execute on function public.assign_hotline_case(uuid, uuid) to authenticated;
grant execute on function public.add_hotline_message(uuid, text, text, boolean) to authenticated;

-- The reporter's side and the reminders run in the functions, with the service role.
revoke all on function public.hotline_channel(text) from public, anon, authenticated;
revoke all on function public.submit_hotline_case(text, boolean, text, text, text, text) from public, anon, authenticated;
revoke all on function public.reporter_hotline_case(text, text) from public, anon, authenticated;
revoke all on function public.reporter_hotline_reply(text, text, text) from public, anon, authenticated;
revoke all on function public.hotline_due_notices(timestamptz) from public, anon, authenticated;
revoke all on function public.record_hotline_notice(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.hotline_channel(text) to service_role;
grant execute on function public.submit_hotline_case(text, boolean, text, text, text, text) to service_role;
grant execute on function public.reporter_hotline_case(text, text) to service_role;
grant execute on function public.reporter_hotline_reply(text, text, text) to service_role;
grant execute on function public.hotline_due_notices(timestamptz) to service_role;
grant execute on function public.record_hotline_notice(uuid, text, timestamptz) to service_role;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;
