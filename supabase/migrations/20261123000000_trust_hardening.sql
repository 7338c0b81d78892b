-- Trust hardening: credited watch time decides completion, names cannot be blank, profile
-- creation survives missing details, and invite-code guesses are rate limited, all in the
-- database so hosted Supabase enforces exactly what the embedded backend does.

-- ─── A rate limiter both the embedded backend and hosted Supabase can use ─────────────────────

create table private.rate_limit_hits (
  bucket text not null,
  key text not null,
  hit_at timestamptz not null default now()
);
create index rate_limit_hits_bucket_key_idx on private.rate_limit_hits (bucket, key, hit_at);
alter table private.rate_limit_hits enable row level security;
revoke all on private.rate_limit_hits from public, anon, authenticated;

-- Salts the hashes of client addresses, so the table never holds an address. Made once per
-- database; nothing outside private can read it.
create table private.secrets (
  name text primary key,
  value text not null
);
alter table private.secrets enable row level security;
revoke all on private.secrets from public, anon, authenticated;
insert into private.secrets (name, value)
values ('client_key_salt', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- The caller's network address as the API gateway reported it (hosted: Cloudflare's
-- cf-connecting-ip; embedded: x-forwarded-for, which the server sets from the socket and never
-- takes from the client), cut to its /64 for IPv6, salted and hashed. 'unknown' without one.
create function private.request_client_key() returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  reported text := btrim(coalesce(
    headers ->> 'cf-connecting-ip',
    split_part(headers ->> 'x-forwarded-for', ',', 1),
    ''
  ));
  address inet;
begin
  begin
    address := reported::inet;
  exception when others then
    return 'unknown';
  end;
  if family(address) = 6 then
    address := network(set_masklen(address, 64));
  end if;
  return encode(
    sha256(convert_to((select value from private.secrets where name = 'client_key_salt') || host(address) || '/' || masklen(address), 'UTF8')),
    'hex'
  );
end
$$;

-- True when `key` already used up `max_hits` in the last `per`.
create function private.over_rate_limit(bucket text, key text, max_hits integer, per interval)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select count(*) >= max_hits
  from private.rate_limit_hits h
  where h.bucket = over_rate_limit.bucket and h.key = over_rate_limit.key
    and h.hit_at > now() - per
$$;

-- Counts one hit for `key` and forgets hits older than `per`.
create function private.record_rate_limit_hit(bucket text, key text, per interval) returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from private.rate_limit_hits h
  where h.bucket = record_rate_limit_hit.bucket and h.key = record_rate_limit_hit.key
    and h.hit_at <= now() - per;
  insert into private.rate_limit_hits (bucket, key) values (bucket, key);
$$;

revoke all on function private.request_client_key() from public;
revoke all on function private.over_rate_limit(text, text, integer, interval) from public;
revoke all on function private.record_rate_limit_hit(text, text, interval) from public;

-- ─── Names ───────────────────────────────────────────────────────────────────────────────────

-- Text with leading and trailing whitespace removed (tabs and newlines too); null when nothing
-- is left.
create function private.trimmed(value text) returns text
language sql immutable
set search_path = ''
as $$
  select nullif(regexp_replace(value, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '')
$$;

alter table public.users
  add constraint users_full_name_not_blank
  check (full_name is null or full_name ~ '[^[:space:]]') not valid;

-- ─── Profile creation (docs/decisions.md F2, S2) ─────────────────────────────────────────────

-- Completes sign-up on first sign-in: creates the team and an admin profile, or a member profile
-- for a valid invite code. The account's metadata decides; the arguments (the browser's pending
-- records, or what the "finish your account" form asks for) fill in what the metadata lacks.
-- A blank name refuses with 'Missing signup metadata' and the missing field in `detail`, so the
-- page can ask for it. A wrong invite code returns null instead of raising, so that the failed
-- guess is counted: 10 wrong codes an hour per account and per client address, then 429.
drop function public.complete_signup(text, text, text);
create function public.complete_signup(
  full_name text default null,
  company_name text default null,
  invite_code text default null
) returns public.users
language plpgsql security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  account auth.users;
  profile public.users;
  meta jsonb;
  chosen_name text;
  chosen_company text;
  chosen_code text;
  joined_team uuid;
  new_team uuid;
  client_key text;
begin
  if caller is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select * into profile from public.users where id = caller;
  if found then
    return profile;
  end if;
  select * into account from auth.users where id = caller;
  meta := coalesce(account.raw_user_meta_data, '{}'::jsonb);
  chosen_name := left(coalesce(private.trimmed(meta ->> 'full_name'), private.trimmed(complete_signup.full_name)), 200);
  chosen_code := coalesce(private.trimmed(meta ->> 'invite_code'), private.trimmed(complete_signup.invite_code));
  chosen_company := left(coalesce(private.trimmed(meta ->> 'company_name'), private.trimmed(complete_signup.company_name)), 200);

  if chosen_code is null and chosen_company is null then
    raise exception 'Missing signup metadata' using errcode = 'P0001', detail = 'team';
  end if;
  if chosen_name is null then
    raise exception 'Missing signup metadata' using errcode = 'P0001', detail = 'full_name';
  end if;

  if chosen_code is not null then
    client_key := private.request_client_key();
    if private.over_rate_limit('invite_guess_user', caller::text, 10, interval '1 hour')
      or private.over_rate_limit('invite_guess_client', client_key, 10, interval '1 hour') then
      raise exception 'Too many invite link attempts. Please try again later.' using errcode = 'PT429';
    end if;
    -- The metadata's code first; a code given now (the "finish your account" form, after the
    -- first one was rotated) when the metadata's no longer works.
    select t.id into joined_team from public.teams t
    where t.invite_code in (chosen_code, private.trimmed(complete_signup.invite_code))
    order by t.invite_code = chosen_code desc
    limit 1;
    -- A wrong code is a guess, counted, unless the person chose to create a team instead.
    if joined_team is null and private.trimmed(complete_signup.company_name) is null then
      perform private.record_rate_limit_hit('invite_guess_user', caller::text, interval '1 hour');
      perform private.record_rate_limit_hit('invite_guess_client', client_key, interval '1 hour');
      return null;
    end if;
  end if;

  if joined_team is not null then
    insert into public.users (id, email, full_name, role, team_id)
    values (caller, account.email, chosen_name, 'member', joined_team)
    on conflict (id) do nothing;
  else
    insert into public.teams (name, owner_id)
    values (chosen_company, caller)
    returning id into new_team;
    insert into public.users (id, email, full_name, role, team_id)
    values (caller, account.email, chosen_name, 'admin', new_team)
    on conflict (id) do nothing;
  end if;

  select * into profile from public.users where id = caller;
  return profile;
end
$$;
revoke all on function public.complete_signup(text, text, text) from public, anon, authenticated;
grant execute on function public.complete_signup(text, text, text) to authenticated;

-- ─── Credited watch time (docs/decisions.md V4) ──────────────────────────────────────────────

-- 'H:MM:SS', 'M:SS' or whole seconds as text; null for anything else.
create function private.duration_seconds(duration text) returns integer
language sql immutable
set search_path = ''
as $$
  select case
    when btrim(duration) ~ '^[0-9]{1,6}(:[0-5]?[0-9]){0,2}$' then (
      select sum(part::integer * (60 ^ (parts.total - part_index))::integer)::integer
      from unnest(string_to_array(btrim(duration), ':')) with ordinality as t(part, part_index),
           (select cardinality(string_to_array(btrim(duration), ':')) as total) as parts
    )
  end
$$;

alter table public.videos
  add column duration_seconds integer generated always as (private.duration_seconds(duration)) stored;
-- Completion is measured against the length, so a published video must have one.
alter table public.videos
  add constraint videos_published_have_length
  check (not is_published or coalesce(duration_seconds, 0) > 0) not valid;

alter table public.progress
  add column credited_seconds numeric(8, 2) not null default 0 check (credited_seconds >= 0);

-- Seconds a save may credit beyond the real time since the previous save: network delay and
-- the player's save cadence.
create function private.credit_allowance_seconds() returns integer
language sql immutable
set search_path = ''
as $$ select 3 $$;

-- The progress rules run as the writer, which may be server code with the service role.
grant usage on schema private to service_role;

-- A video's length and whether it is published, whoever asks (the progress rules must see
-- videos that row-level security hides from the member).
create function private.video_for_progress(video uuid, out length_seconds integer, out published boolean)
language sql stable security definer
set search_path = ''
as $$
  select v.duration_seconds, v.is_published from public.videos v where v.id = video
$$;
revoke all on function private.video_for_progress(uuid) from public;
grant execute on function private.video_for_progress(uuid) to authenticated, service_role;

-- The server decides what a member has watched. For the API roles, credited watch time grows at
-- most by the real time since this member's previous save of this video (plus the allowance),
-- never past the video's length; progress and the furthest point are capped by it; completion
-- needs credited time of at least 90 % of the length; only published videos take progress.
-- Server code (service role, owner) is trusted: what it writes counts as watched. Values never decrease, and
-- completion is sticky (F4).
create or replace function private.apply_progress_rules() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  video_length integer;
  published boolean;
  previous_credit numeric := 0;
  elapsed numeric := 0;
begin
  select length_seconds, f.published into video_length, published
  from private.video_for_progress(new.video_id) f;
  -- No such video: the foreign key refuses the row with its own error.
  if published is null then
    return new;
  end if;
  if not published or coalesce(video_length, 0) <= 0 then
    raise exception 'This video does not take progress' using errcode = '42501';
  end if;
  -- Out-of-range claims are refused, not quietly capped: they are bugs or forgeries.
  if new.progress_percent not between 0 and 100 or new.watch_time < 0 then
    raise exception 'Progress must be between 0 and 100 percent' using errcode = '23514';
  end if;

  -- An upsert runs this for the proposed insert first and passes what it returns to the update
  -- on conflict as `excluded`: leave it untouched, the update applies the rules to the real row.
  if tg_op = 'INSERT' and exists (
    select 1 from public.progress p where p.user_id = new.user_id and p.video_id = new.video_id
  ) then
    return new;
  end if;

  if tg_op = 'UPDATE' then
    if new.user_id <> old.user_id or new.video_id <> old.video_id then
      raise exception 'Progress cannot be moved to another user or video'
        using errcode = '42501';
    end if;
    previous_credit := old.credited_seconds;
    elapsed := greatest(extract(epoch from (now() - old.updated_at)), 0);
    new.completed_at := old.completed_at;
  else
    new.completed_at := null;
  end if;

  if current_user in ('anon', 'authenticated') then
    new.credited_seconds := least(
      video_length,
      greatest(
        previous_credit,
        least(new.watch_time, previous_credit + elapsed + private.credit_allowance_seconds())
      )
    );
    new.watch_time := least(new.watch_time, ceil(new.credited_seconds)::integer);
    new.progress_percent := least(
      new.progress_percent,
      floor(new.credited_seconds * 10000 / video_length) / 100
    );
  else
    -- Server code is trusted with what it writes: its watch time counts as watched.
    new.credited_seconds := least(
      video_length,
      greatest(previous_credit, new.credited_seconds, new.watch_time)
    );
  end if;

  if tg_op = 'UPDATE' then
    new.progress_percent := greatest(old.progress_percent, new.progress_percent);
    new.watch_time := greatest(old.watch_time, new.watch_time);
  end if;
  if new.completed_at is null and new.credited_seconds >= video_length * 0.9 then
    new.completed_at := now();
  end if;
  -- The time of the save. Server code may set it itself (tests move a member's clock so).
  if current_user in ('anon', 'authenticated') or tg_op = 'INSERT'
    or new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end
$$;
