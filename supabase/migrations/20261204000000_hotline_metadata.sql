-- The hotline's metadata (docs/decisions.md H1, docs/threat-model.md #30, #31, #35):
-- - New-case notices go out once a day at a fixed hour and say only the day, so no email dates a
--   report finer than the database does.
-- - The team-hotline function's counters keep the window a call fell in, never its time; every
--   call purges the windows that ended. Reports have their own allowance per channel and client,
--   which channel lookups and follow-ups cannot use up.
-- - Wrong receipt codes are counted per client and receipt code, and per receipt code from every
--   client, so someone's wrong codes no longer lock a reporter out of their own case.
-- - A member may ask whether they handle their team's hotline, instead of asking for the list of
--   handlers and being refused.

-- ─── Counters that keep no time ──────────────────────────────────────────────────────────────

-- The start of the fixed window of `seconds` that holds `at`: what the hotline's counters store in
-- place of a time (a report's counter keeps its day, nothing finer).
create function private.window_start(at timestamptz, seconds integer) returns timestamptz
language sql immutable
set search_path = ''
as $$
  select to_timestamp(floor(extract(epoch from at) / seconds) * seconds)
$$;

-- The hotline's counters and their windows. One list, so the purge knows when each row ends.
create function private.hotline_count_window(bucket text) returns integer
language sql immutable
set search_path = ''
as $$
  select case bucket
    when 'hotline_report' then 86400
    when 'hotline_call' then 3600
    when 'hotline_receipt_guess' then 3600
    when 'hotline_receipt_code_guess' then 3600
  end
$$;

-- Forgets every hotline count whose window ended by `at`: called on every hotline call, so no row
-- outlives its window by more than the time to the next call of anyone.
create function private.purge_hotline_counts(at timestamptz) returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from private.rate_limit_hits h
  where h.bucket in ('hotline_report', 'hotline_call', 'hotline_receipt_guess', 'hotline_receipt_code_guess')
    and h.hit_at + make_interval(secs => private.hotline_count_window(h.bucket)) <= at
$$;

-- How many hits `key` has in `bucket`'s window that holds `at`.
create function private.hotline_count(bucket text, key text, at timestamptz) returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer from private.rate_limit_hits h
  where h.bucket = hotline_count.bucket and h.key = hotline_count.key
    and h.hit_at = private.window_start(at, private.hotline_count_window(hotline_count.bucket))
$$;

create function private.add_hotline_count(bucket text, key text, at timestamptz) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into private.rate_limit_hits (bucket, key, hit_at)
  values (bucket, key, private.window_start(at, private.hotline_count_window(bucket)))
$$;

-- A counter key that names `scope` (a channel, a receipt code's group) only through a hash with
-- the client's key, itself a salted hash of its network.
create function private.hotline_scoped_key(client_key text, scope text) returns text
language sql immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(coalesce(client_key, 'unknown') || ':' || coalesce(scope, ''), 'UTF8')), 'hex')
$$;

-- Counts one call of the team-hotline function at `at` (the caller's clock; now() hosted):
-- `report` against the client's allowance for the channel `slug` (10 a day), anything else
-- (channel lookups, follow-ups) against the client's allowance of calls (60 an hour). Returns 0
-- when counted, or the seconds until the window ends. Service role only.
create function public.consume_hotline_allowance(action text, client_key text, slug text default null,
                                                 at timestamptz default now())
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  bucket text := case when action = 'report' then 'hotline_report' else 'hotline_call' end;
  key text := case when action = 'report' then private.hotline_scoped_key(client_key, slug)
                   else coalesce(client_key, 'unknown') end;
  max_hits integer := case when action = 'report' then 10 else 60 end;
  seconds integer := private.hotline_count_window(bucket);
begin
  perform private.purge_hotline_counts(at);
  if private.hotline_count(bucket, key, at) >= max_hits then
    return greatest(1, ceil(extract(epoch from private.window_start(at, seconds) + make_interval(secs => seconds) - at)))::integer;
  end if;
  perform private.add_hotline_count(bucket, key, at);
  return 0;
end
$$;

-- ─── Wrong receipt codes ─────────────────────────────────────────────────────────────────────
-- A receipt code's group is the first 12 bits of its access token's hash (1 in 4,096): wrong codes
-- are counted per client and group (10 an hour) and per group from every client (30 an hour). A
-- lookup in a group past either count is refused, the right code too, so guessing stays bounded;
-- but someone's wrong codes land in other groups than a reporter's own code, which still opens.
-- Guesses per client are bounded by its calls (60 an hour) as well (docs/threat-model.md #31).

drop function public.reporter_hotline_case(text, text);
drop function public.reporter_hotline_reply(text, text, text);
drop function private.reporter_case(text, text);

create function private.reporter_case(access text, client_key text, at timestamptz)
returns public.hotline_cases
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  token_hash text := encode(sha256(convert_to(coalesce(access, ''), 'UTF8')), 'hex');
  code_group text := left(token_hash, 3);
  client_group text := private.hotline_scoped_key(client_key, code_group);
  found_case public.hotline_cases;
begin
  perform private.purge_hotline_counts(at);
  if private.hotline_count('hotline_receipt_guess', client_group, at) >= 10
     or private.hotline_count('hotline_receipt_code_guess', code_group, at) >= 30 then
    raise exception 'Too many attempts with a wrong receipt code. Please try again in an hour.'
      using errcode = 'PT429';
  end if;
  select * into found_case from public.hotline_cases c
  where c.access_hash = token_hash
  for update;
  if found_case.id is null then
    perform private.add_hotline_count('hotline_receipt_guess', client_group, at);
    perform private.add_hotline_count('hotline_receipt_code_guess', code_group, at);
  end if;
  return found_case;
end
$$;

-- What the reporter sees of their case (as before, 20261129000000_team_hotline.sql); `at` is the
-- caller's clock for the counts.
create function public.reporter_hotline_case(access text, client_key text, at timestamptz default now())
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.reporter_case(access, client_key, at);
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

create function public.reporter_hotline_reply(access text, client_key text, ciphertext text,
                                              at timestamptz default now())
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.reporter_case(access, client_key, at);
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

-- The counts kept so far hold exact times: forget them.
delete from private.rate_limit_hits
where bucket in ('submission_teamHotline', 'hotline_receipt_guess');

-- ─── Notices once a day, at a fixed hour ─────────────────────────────────────────────────────

-- The hour (UTC) at which the hotline's notices go out each day.
create function private.hotline_notice_hour() returns integer
language sql immutable
set search_path = ''
as $$
  select 9
$$;

-- As before, with two rules: nothing is due before the day's notice hour, and a new case is
-- announced only on a day after the one it arrived on, so every notice goes out at the same hour
-- whenever in the day the report came, and says the day it arrived.
drop function public.hotline_due_notices(timestamptz);
create function public.hotline_due_notices(at timestamptz default now())
returns table (case_id uuid, kind text, team_name text, case_number integer, received_on date,
               due_on date, recipients text[])
language sql stable security definer
set search_path = ''
as $$
  with day as (select (at at time zone 'UTC')::date as d),
  wanted as (
    select c.id, c.team_id, c.number, c.received_on, k.due_on,
           case when k.clock = 'acknowledge' and k.state = 'overdue' then 'acknowledge_overdue'
                when k.clock = 'acknowledge' and k.state = 'due_soon' then 'acknowledge_due'
                when k.clock = 'acknowledge' and c.received_on < day.d then 'new'
                when k.clock = 'feedback' and k.state = 'overdue' then 'feedback_overdue'
                when k.clock = 'feedback' and k.state = 'due_soon' then 'feedback_due' end as kind
    from public.hotline_cases c, day
    cross join lateral private.hotline_clock(c, day.d) k
    where extract(hour from at at time zone 'UTC') >= private.hotline_notice_hour()
  )
  select w.id, w.kind, t.name, w.number, w.received_on, w.due_on,
         array(select p.email from private.hotline_handler_people(w.team_id) p order by p.email)
  from wanted w
  join public.teams t on t.id = w.team_id
  where w.kind is not null
    and not exists (select 1 from public.hotline_notices n where n.case_id = w.id and n.kind = w.kind)
  order by t.name, w.number
$$;

-- ─── A member's own question ─────────────────────────────────────────────────────────────────

-- Whether the caller is one of their team's hotline handlers (named, or an admin): what a member's
-- page asks to show its pointer to the hotline. Says nothing about anyone else; the hotline itself
-- still asks for the team's two-factor requirement.
create function public.i_handle_team_hotline() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.hotline_handler_people(private.my_team()) p where p.user_id = auth.uid())
$$;

-- ─── Grants ──────────────────────────────────────────────────────────────────────────────────

revoke all on function private.window_start(timestamptz, integer) from public;
revoke all on function private.hotline_count_window(text) from public;
revoke all on function private.purge_hotline_counts(timestamptz) from public;
revoke all on function private.hotline_count(text, text, timestamptz) from public;
revoke all on function private.add_hotline_count(text, text, timestamptz) from public;
revoke all on function private.hotline_scoped_key(text, text) from public;
revoke all on function private.reporter_case(text, text, timestamptz) from public;
revoke all on function private.hotline_notice_hour() from public;

revoke all on function public.i_handle_team_hotline() from public, anon;
grant execute on function public.i_handle_team_hotline() to authenticated;

revoke all on function public.consume_hotline_allowance(text, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.reporter_hotline_case(text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.reporter_hotline_reply(text, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.hotline_due_notices(timestamptz) from public, anon, authenticated;
grant execute on function public.consume_hotline_allowance(text, text, text, timestamptz) to service_role;
grant execute on function public.reporter_hotline_case(text, text, timestamptz) to service_role;
grant execute on function public.reporter_hotline_reply(text, text, text, timestamptz) to service_role;
grant execute on function public.hotline_due_notices(timestamptz) to service_role;
