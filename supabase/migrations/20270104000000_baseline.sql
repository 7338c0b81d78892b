-- Every migration up to 20270104000000, squashed (docs/decisions.md MG1, MG2): each function,
-- policy, trigger and constraint as the last of those migrations left it, in the order the
-- features arrived, under the name of the migration that brought them. It makes the same database
-- as they did (their schema dumps compared equal). Change nothing here: later changes go in new
-- migrations, as ever.

-- A function's body may name a table a later section creates (pg_dump does the same).
set check_function_bodies = off;

-- ── Initial schema (migration 20261121000000) ────────────────────────────────────────────────────
-- ComplyReady schema: teams, user profiles, training videos, progress, and the two public inboxes
-- (hotline reports, contact messages). Row-level security on every table; every grant explicit.
-- Runs unchanged on hosted Supabase and on the embedded backend.

-- Helpers the policies call. They live outside the API schema, so no client can call them
-- through /rest/v1/rpc; they read public.users, never the JWT's user metadata.
create schema private;
grant usage on schema private to authenticated;

-- ─── Tables ──────────────────────────────────────────────────────────────────────────────────

create table public.teams (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  owner_id uuid not null references auth.users (id) on delete cascade,
  invite_code text not null unique,
  created_at timestamptz not null default now()
);

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'member' check (role in ('member', 'admin', 'editor', 'superadmin')),
  team_id uuid references public.teams (id) on delete set null,
  email text not null,
  full_name text check (char_length(full_name) <= 200),
  last_seen_at timestamptz,
  created_at timestamptz not null default now()
);
create index users_team_id_idx on public.users (team_id);

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  description text check (char_length(description) <= 5000),
  duration text check (char_length(duration) <= 20),
  url text check (char_length(url) <= 2000),
  thumbnail_url text check (char_length(thumbnail_url) <= 2000),
  order_index integer not null default 0,
  is_published boolean not null default false,
  vimeo_id text check (char_length(vimeo_id) <= 50),
  vimeo_embed_url text check (char_length(vimeo_embed_url) <= 2000),
  category text check (char_length(category) <= 100),
  created_at timestamptz not null default now()
);
create index videos_order_idx on public.videos (order_index);

create table public.progress (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  video_id uuid not null references public.videos (id) on delete cascade,
  watch_time integer not null default 0 check (watch_time >= 0),
  progress_percent numeric(5, 2) not null default 0 check (progress_percent between 0 and 100),
  completed_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (user_id, video_id)
);
create index progress_video_id_idx on public.progress (video_id);

-- No column for an IP address, user agent or any other trace of the sender (docs/decisions.md F7).
create table public.hotline_reports (
  id uuid primary key default gen_random_uuid(),
  is_anonymous boolean not null,
  name text check (char_length(name) <= 200),
  email text check (char_length(email) <= 320),
  subject text not null check (char_length(btrim(subject)) between 1 and 300),
  message text not null check (char_length(btrim(message)) between 1 and 20000),
  created_at timestamptz not null default now(),
  check (not is_anonymous or (name is null and email is null))
);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320),
  subject text not null check (char_length(btrim(subject)) between 1 and 300),
  message text not null check (char_length(btrim(message)) between 1 and 20000),
  created_at timestamptz not null default now()
);

-- ─── Helper functions ────────────────────────────────────────────────────────────────────────

-- At least 128 random bits, URL-safe (docs/decisions.md F3). Two random UUIDs give 244 random bits
-- without any extension; base64url of the 32 bytes is 43 characters.
create function private.new_invite_code() returns text
language sql volatile
set search_path = ''
as $$
  select translate(
    rtrim(
      encode(
        decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'),
        'base64'
      ),
      '='
    ),
    '+/',
    '-_'
  )
$$;

alter table public.teams alter column invite_code set default private.new_invite_code();

create function private.my_role() returns text
language sql stable security definer
set search_path = ''
as $$
  select role from public.users where id = auth.uid()
$$;

-- A deactivated member belongs to no team as far as the rules go: they read nothing of it.
create or replace function private.my_team() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select team_id from public.users where id = auth.uid() and deactivated_at is null
$$;

create function private.is_superadmin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select role = 'superadmin' from public.users where id = auth.uid()), false)
$$;

create function private.can_edit_videos() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select role in ('editor', 'superadmin') from public.users where id = auth.uid()),
    false
  )
$$;

-- The admin check of every function: the same rule for one team.
create or replace function private.is_team_admin(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.administered_team_ids() a where a = team)
$$;

-- The people whose progress an admin reads (the progress policy asks it once per statement).
create or replace function private.administered_user_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select u.id from public.users u where u.team_id in (select private.administered_team_ids())
$$;

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to authenticated;

-- ─── Row-level security and grants ───────────────────────────────────────────────────────────
-- Supabase grants everything in public to every API role by default; start from nothing.

alter table public.teams enable row level security;
alter table public.users enable row level security;
alter table public.videos enable row level security;
alter table public.progress enable row level security;
alter table public.hotline_reports enable row level security;
alter table public.contact_messages enable row level security;

revoke all on public.teams, public.users, public.videos, public.progress,
  public.hotline_reports, public.contact_messages from anon, authenticated;
grant all on public.teams, public.users, public.videos, public.progress,
  public.hotline_reports, public.contact_messages to service_role;

-- teams: members read their own team. invite_code is not granted: only the team's admins get it,
-- through team_invite_code() and rotate_invite_code(). No client writes.
grant select (id, name, owner_id, created_at) on public.teams to authenticated;
create policy "Members read their own team" on public.teams
  for select to authenticated
  using (id = private.my_team() or private.is_superadmin());

-- users: own row; team admins read their team; superadmins read all. Only full_name is writable.
grant select on public.users to authenticated;
grant update (full_name) on public.users to authenticated;

-- videos: signed-in users read published videos; editors and superadmins read and write all.
grant select, insert, update, delete on public.videos to authenticated;
create policy "Signed-in users read published videos" on public.videos
  for select to authenticated
  using (is_published or private.can_edit_videos());
create policy "Editors add videos" on public.videos
  for insert to authenticated
  with check (private.can_edit_videos());
create policy "Editors change videos" on public.videos
  for update to authenticated
  using (private.can_edit_videos())
  with check (private.can_edit_videos());
create policy "Editors remove videos" on public.videos
  for delete to authenticated
  using (private.can_edit_videos());

-- progress: own rows; team admins read their members' rows. Writes only for oneself; no delete.
grant select, insert, update on public.progress to authenticated;
create policy "Users read own progress and admins read their team's" on public.progress
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or user_id = any (array(select private.administered_user_ids()))
  );

-- Reports and messages: written by the functions with the service role; superadmins read them.
grant select on public.hotline_reports, public.contact_messages to authenticated;
create policy "Superadmins read hotline reports" on public.hotline_reports
  for select to authenticated
  using (private.is_superadmin());
create policy "Superadmins read contact messages" on public.contact_messages
  for select to authenticated
  using (private.is_superadmin());

-- The progress rules of 20261123000000_trust_hardening, with the threshold from the function above.
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
  if new.completed_at is null and new.credited_seconds >= video_length * private.completion_percent() / 100.0 then
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

create trigger progress_rules
  before insert or update on public.progress
  for each row execute function private.apply_progress_rules();

-- The team name for an invite code, and nothing else (docs/decisions.md F3). Null for an unknown
-- code.
create function public.team_name_for_invite(invite_code text) returns text
language sql stable security definer
set search_path = ''
as $$
  select t.name from public.teams t where t.invite_code = team_name_for_invite.invite_code
$$;

-- The caller's team's invite code, for the team's admins only.
create function public.team_invite_code() returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see the invite link' using errcode = '42501';
  end if;
  return (select invite_code from public.teams where id = team);
end
$$;

-- ─── Audited actions that already existed ────────────────────────────────────────────────────

create or replace function public.rotate_invite_code() returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  code text;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can change the invite link' using errcode = '42501';
  end if;
  update public.teams set invite_code = private.new_invite_code() where id = team
  returning invite_code into code;
  perform private.record_audit(team, 'invite_rotated');
  return code;
end
$$;

-- Records that the caller was active now (every sign-in).
create function public.record_last_seen() returns void
language sql security definer
set search_path = ''
as $$
  update public.users set last_seen_at = now() where id = auth.uid()
$$;
revoke all on function public.team_name_for_invite(text) from public, anon, authenticated;
revoke all on function public.team_invite_code() from public, anon, authenticated;
revoke all on function public.rotate_invite_code() from public, anon, authenticated;
revoke all on function public.record_last_seen() from public, anon, authenticated;
grant execute on function public.team_name_for_invite(text) to anon, authenticated;
grant execute on function public.team_invite_code() to authenticated;
grant execute on function public.rotate_invite_code() to authenticated;
grant execute on function public.record_last_seen() to authenticated;


-- ── Team progress summary (migration 20261121000100) ─────────────────────────────────────────────


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

revoke all on function public.team_progress_summary() from public, anon, authenticated;
grant execute on function public.team_progress_summary() to authenticated;


-- ── Trust hardening (migration 20261123000000) ───────────────────────────────────────────────────
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

-- ─── A client's address, read as the functions read it ───────────────────────────────────────
-- private.request_client_key (20261123000000_trust_hardening.sql) counted an IPv4 client whose
-- address came written in IPv6 (`::ffff:203.0.113.7`, as a dual-stack socket reports it) by the
-- /64 that holds it, `::/64`, which every such client shares: one client's wrong guesses used up
-- everyone's allowance. It now reads an address by the rules of rateLimitAddress
-- (supabase/functions/_shared/ip-address.ts, docs/threat-model.md #38): brackets and a zone id
-- dropped; an IPv4 address carried in IPv6 (mapped, translated, NAT64, compatible, 6to4) is that
-- IPv4 address; any other IPv6 address counts by its /64.
create or replace function private.request_client_key() returns text
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
  groups text[];
begin
  reported := regexp_replace(regexp_replace(reported, '^\[(.*)\]$', '\1'), '%[^%]*$', '');
  begin
    address := host(reported::inet)::inet;
  exception when others then
    return 'unknown';
  end;
  if family(address) = 6 then
    if address << '2002::/16' then
      -- 6to4 carries the IPv4 address in bits 16 to 47: the second and third groups.
      groups := string_to_array(host(network(set_masklen(address, 48))), ':');
      address := '0.0.0.0'::inet + ('x' || lpad(coalesce(nullif(groups[2], ''), '0'), 4, '0')
                                        || lpad(coalesce(nullif(groups[3], ''), '0'), 4, '0'))::bit(32)::bigint;
    elsif address << '::ffff:0:0/96' or address << '::ffff:0:0:0/96' or address << '64:ff9b::/96'
       or (address << '::/96' and address not in ('::'::inet, '::1'::inet)) then
      -- Mapped, translated, NAT64 and compatible addresses carry it in their last 32 bits.
      address := '0.0.0.0'::inet + (address - network(set_masklen(address, 96)));
    else
      address := network(set_masklen(address, 64));
    end if;
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

-- The progress rules see what a member may watch: only the courses of their team's plan take
-- their progress (server code with the service role is not limited).
create or replace function private.video_for_progress(video uuid, out length_seconds integer, out published boolean)
language sql stable security definer
set search_path = ''
as $$
  select v.duration_seconds,
         v.is_published
           and (coalesce(current_setting('role', true), '') not in ('anon', 'authenticated')
                or v.id in (select private.my_visible_video_ids()))
  from public.videos v where v.id = video
$$;
revoke all on function private.video_for_progress(uuid) from public;
grant execute on function private.video_for_progress(uuid) to authenticated, service_role;


-- ── One source rules (migration 20261123000100) ──────────────────────────────────────────────────
-- The numbers the page shows and the database enforces, each kept once: here, as functions the
-- rules call, and read by the TypeScript through src/shared (src/backend/security/rules.test.ts
-- fails when the two disagree).

-- A video counts as completed at this share of its length in credited watch time.
create function private.completion_percent() returns integer
language sql immutable
set search_path = ''
as $$ select 90 $$;
grant execute on function private.completion_percent() to authenticated, service_role;

-- The public forms' rate limit for the hosted Edge Functions, kept in the database because a
-- hosted function has no memory between requests. The numbers come from the caller
-- (supabase/functions/_shared/limits.ts, which the embedded backend's in-memory limiter uses
-- too); `client_key` is a salted hash of the client's network, never an address. Service role
-- only.
create function public.consume_submission_allowance(
  kind text,
  client_key text,
  max_hits integer,
  window_seconds integer
) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  bucket text := 'submission_' || kind;
  per interval := make_interval(secs => window_seconds);
begin
  if private.over_rate_limit(bucket, client_key, max_hits, per) then
    return false;
  end if;
  perform private.record_rate_limit_hit(bucket, client_key, per);
  return true;
end
$$;
revoke all on function public.consume_submission_allowance(text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.consume_submission_allowance(text, text, integer, integer)
  to service_role;


-- ── Team management (migration 20261124000000) ───────────────────────────────────────────────────
-- Running a team: plans and trials, deactivating, removing and promoting members, the
-- last-admin and ownership rules, leaving and deleting a team, and an append-only audit log
-- written by the database in the same transaction as each change (docs/decisions.md P1, A1).

-- ─── Plans ───────────────────────────────────────────────────────────────────────────────────

-- What each plan unlocks. Rows come from src/content/plans through supabase/content.sql, the
-- same data the pricing page renders.
create table public.plans (
  id text primary key,
  name text not null,
  position integer not null,
  -- Courses members see (the first ones in catalogue order); null: all.
  course_limit integer check (course_limit > 0),
  -- Policies a team may adopt into its program; null: no limit.
  policy_limit integer check (policy_limit > 0),
  team_hotline boolean not null,
  compliance_calendar boolean not null,
  evidence boolean not null
);
alter table public.plans enable row level security;
revoke all on public.plans from anon, authenticated;
grant select on public.plans to anon, authenticated;
grant all on public.plans to service_role;
create policy "Everyone reads the plans" on public.plans for select using (true);

-- The rows the teams refer to; their names and limits come from supabase/content.sql.
insert into public.plans (id, name, position, team_hotline, compliance_calendar, evidence)
values
  ('starter', 'Starter', 0, false, false, false),
  ('professional', 'Professional', 1, false, false, false),
  ('enterprise', 'Enterprise', 2, false, false, false);

alter table public.teams
  add column plan_id text not null default 'starter' references public.plans (id),
  -- A trial: this plan until trial_ends_at, then plan_id (docs/decisions.md P1).
  add column trial_plan_id text references public.plans (id),
  add column trial_ends_at timestamptz;
-- New teams start on a trial: supabase/content.sql sets these columns' defaults from
-- src/content/plans (TRIAL_PLAN, TRIAL_DAYS).
grant select (plan_id, trial_plan_id, trial_ends_at) on public.teams to authenticated;

-- The plan a team has now: its trial's until the trial ends, then its own.
create function private.team_plan(team uuid) returns public.plans
language sql stable security definer
set search_path = ''
as $$
  select p.*
  from public.teams t
  join public.plans p
    on p.id = case when t.trial_ends_at > now() and t.trial_plan_id is not null
                   then t.trial_plan_id else t.plan_id end
  where t.id = team
$$;

-- ─── Members ─────────────────────────────────────────────────────────────────────────────────

alter table public.users add column deactivated_at timestamptz;

-- The progress of people who left or were removed, kept under the team for its records, with
-- no link to the person: the dashboard shows them as "Former member".
create table public.former_member_progress (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  -- Groups one former member's rows; random, not their user id.
  former_member uuid not null,
  left_at timestamptz not null default now(),
  video_id uuid not null references public.videos (id) on delete cascade,
  progress_percent numeric(5, 2) not null,
  completed_at timestamptz
);
create index former_member_progress_team_idx on public.former_member_progress (team_id);
alter table public.former_member_progress enable row level security;
revoke all on public.former_member_progress from anon, authenticated;
grant select on public.former_member_progress to authenticated;
grant all on public.former_member_progress to service_role;

-- ─── The audit log (docs/decisions.md A1) ────────────────────────────────────────────────────

create table public.audit_events (
  id bigint generated always as identity primary key,
  team_id uuid not null references public.teams (id) on delete cascade,
  occurred_at timestamptz not null default now(),
  -- Who, as they were then: no foreign key, the account may go; null for the operator.
  actor_id uuid,
  actor_name text not null,
  kind text not null check (kind in (
    'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated',
    'member_removed', 'member_left', 'role_changed', 'ownership_transferred', 'plan_changed',
    'export_downloaded'
  )),
  target_id uuid,
  target_name text,
  details jsonb not null default '{}'::jsonb
);
create index audit_events_team_idx on public.audit_events (team_id, occurred_at desc, id desc);
alter table public.audit_events enable row level security;
revoke all on public.audit_events from anon, authenticated, service_role;
grant select on public.audit_events to authenticated, service_role;

-- Nobody changes or removes an audit row, the owner and superadmins included; only deleting the
-- whole team (delete_team, which says so for its own team in this transaction) takes its log.
create function private.keep_audit_events() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE'
    and current_setting('complyready.deleting_team', true) = old.team_id::text then
    return old;
  end if;
  raise exception 'Audit events cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger audit_events_append_only
  before update or delete on public.audit_events
  for each row execute function private.keep_audit_events();
create function private.refuse_truncate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Audit events cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger audit_events_no_truncate
  before truncate on public.audit_events
  for each statement execute function private.refuse_truncate();

-- ─── The audit log's actor for server code ───────────────────────────────────────────────────
-- Server code without a user was always "Operator"; a change made on Stripe's word says "Stripe".
-- The name comes from a transaction-local setting that only service-role functions set (the API
-- calls no set_config), and a signed-in caller is always named by their own account.
create or replace function private.record_audit(
  team uuid,
  kind text,
  target uuid default null,
  target_name text default null,
  details jsonb default '{}'::jsonb
) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into public.audit_events (team_id, actor_id, actor_name, kind, target_id, target_name, details)
  select team, auth.uid(),
         coalesce((select coalesce(u.full_name, u.email) from public.users u where u.id = auth.uid()),
                  nullif(current_setting('complyready.audit_actor', true), ''),
                  'Operator'),
         kind, target, target_name, coalesce(details, '{}'::jsonb)
$$;
revoke all on function private.record_audit(uuid, text, uuid, text, jsonb) from public;

-- ─── Member management (all checks here, so the API enforces them) ───────────────────────────

-- The member `member` of the caller's team, locked for the change; refuses everything else.
create function private.managed_member(member uuid) returns public.users
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  target public.users;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage members' using errcode = '42501';
  end if;
  select * into target from public.users u where u.id = member and u.team_id = team for update;
  if not found then
    raise exception 'No such member in your team' using errcode = 'P0002';
  end if;
  return target;
end
$$;

-- Refuses a change that would leave the team without an active admin.
create function private.keep_an_admin(team uuid, leaving uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform 1 from public.teams where id = team for update;
  if not exists (
    select 1 from public.users u
    where u.team_id = team and u.role = 'admin' and u.deactivated_at is null and u.id <> leaving
  ) then
    raise exception 'A team needs at least one active admin. Make another member an admin first.'
      using errcode = 'P0001';
  end if;
end
$$;

-- Refuses a change to the owner that only a transfer may make.
create function private.not_the_owner(team uuid, member uuid, action text) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.teams where id = team and owner_id = member) then
    raise exception 'The team owner cannot be %. Transfer ownership to another admin first.', action
      using errcode = 'P0001';
  end if;
end
$$;

-- Ends every session of an account at once (refresh tokens go with them).
create function private.end_sessions(account uuid) returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from auth.sessions where user_id = account
$$;

-- Moves a leaving person's progress to the team's former-member records and detaches them.
create function private.detach_member(member public.users) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  former uuid := gen_random_uuid();
begin
  insert into public.former_member_progress (team_id, former_member, video_id, progress_percent, completed_at)
  select member.team_id, former, p.video_id, p.progress_percent, p.completed_at
  from public.progress p where p.user_id = member.id;
  delete from public.progress where user_id = member.id;
  update public.users
     set team_id = null,
         role = case when role in ('admin', 'member') then 'member' else role end,
         deactivated_at = null
   where id = member.id;
end
$$;

create function public.deactivate_member(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(member);
begin
  if target.id = auth.uid() then
    raise exception 'You cannot deactivate yourself' using errcode = 'P0001';
  end if;
  if target.deactivated_at is not null then
    return;
  end if;
  perform private.not_the_owner(target.team_id, target.id, 'deactivated');
  if target.role = 'admin' then
    perform private.keep_an_admin(target.team_id, target.id);
  end if;
  update public.users set deactivated_at = now() where id = target.id;
  update auth.users set banned_until = 'infinity' where id = target.id;
  perform private.end_sessions(target.id);
  perform private.record_audit(target.team_id, 'member_deactivated', target.id,
    coalesce(target.full_name, target.email));
end
$$;

create function public.reactivate_member(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(member);
begin
  if target.deactivated_at is null then
    return;
  end if;
  update public.users set deactivated_at = null where id = target.id;
  update auth.users set banned_until = null where id = target.id;
  perform private.record_audit(target.team_id, 'member_reactivated', target.id,
    coalesce(target.full_name, target.email));
end
$$;

create function public.remove_member(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(member);
begin
  if target.id = auth.uid() then
    raise exception 'To leave the team yourself, use Leave Team' using errcode = 'P0001';
  end if;
  perform private.not_the_owner(target.team_id, target.id, 'removed');
  if target.role = 'admin' and target.deactivated_at is null then
    perform private.keep_an_admin(target.team_id, target.id);
  end if;
  perform private.detach_member(target);
  update auth.users set banned_until = null where id = target.id;
  perform private.end_sessions(target.id);
  -- The log keeps who was removed by id only: their name goes with them.
  perform private.record_audit(target.team_id, 'member_removed', target.id, 'Former member');
end
$$;

create function public.set_member_role(member uuid, new_role text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(member);
begin
  if new_role not in ('member', 'admin') then
    raise exception 'A team role is member or admin' using errcode = '22023';
  end if;
  if target.role not in ('member', 'admin') then
    raise exception 'This account''s role is set by the operator' using errcode = '42501';
  end if;
  if target.role = new_role then
    return;
  end if;
  if new_role = 'admin' and target.deactivated_at is not null then
    raise exception 'Reactivate the member before making them an admin' using errcode = 'P0001';
  end if;
  if new_role = 'member' then
    perform private.not_the_owner(target.team_id, target.id, 'demoted');
    perform private.keep_an_admin(target.team_id, target.id);
  end if;
  update public.users set role = new_role where id = target.id;
  perform private.record_audit(target.team_id, 'role_changed', target.id,
    coalesce(target.full_name, target.email), jsonb_build_object('from', target.role, 'to', new_role));
end
$$;

create function public.transfer_ownership(new_owner uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(new_owner);
begin
  if not exists (select 1 from public.teams where id = target.team_id and owner_id = auth.uid()) then
    raise exception 'Only the team owner can transfer ownership' using errcode = '42501';
  end if;
  if target.role <> 'admin' or target.deactivated_at is not null then
    raise exception 'Ownership goes to an active admin of the team' using errcode = 'P0001';
  end if;
  update public.teams set owner_id = target.id where id = target.team_id;
  perform private.record_audit(target.team_id, 'ownership_transferred', target.id,
    coalesce(target.full_name, target.email));
end
$$;

create function public.leave_team() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me public.users;
begin
  select * into me from public.users where id = auth.uid() for update;
  if me.team_id is null or me.deactivated_at is not null then
    raise exception 'You are not in a team' using errcode = 'P0002';
  end if;
  perform private.not_the_owner(me.team_id, me.id, 'the one who leaves');
  if me.role = 'admin' then
    perform private.keep_an_admin(me.team_id, me.id);
  end if;
  perform private.record_audit(me.team_id, 'member_left', me.id, 'Former member');
  perform private.detach_member(me);
end
$$;

-- Deletes the caller's team and everything of it in one transaction, after the admin typed its
-- name. Members keep their accounts, detached. (Hotline cases of the team follow the retention
-- rule of docs/decisions.md A1.)
create function public.delete_team(confirm_name text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team public.teams;
begin
  select * into team from public.teams where id = private.my_team() for update;
  if team.id is null or not private.is_team_admin(team.id) then
    raise exception 'Only a team admin can delete the team' using errcode = '42501';
  end if;
  if confirm_name is distinct from team.name then
    raise exception 'Type the team''s name exactly to delete it' using errcode = 'P0001';
  end if;
  perform set_config('complyready.deleting_team', team.id::text, true);
  delete from public.progress where user_id in (select id from public.users where team_id = team.id);
  update auth.users set banned_until = null
   where id in (select id from public.users where team_id = team.id and deactivated_at is not null);
  update public.users
     set team_id = null,
         role = case when role in ('admin', 'member') then 'member' else role end,
         deactivated_at = null
   where team_id = team.id;
  delete from public.teams where id = team.id;
end
$$;

-- ─── Plan changes revoke evidence links the new plan does not include ───────────────────────
create or replace function public.change_team_plan(team uuid, new_plan text, reason text default null)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  previous text;
  chosen public.plans;
  link public.evidence_links;
begin
  select plan_id into previous from public.teams where id = team for update;
  if not found then
    raise exception 'No such team' using errcode = 'PT404';
  end if;
  select * into chosen from public.plans where id = new_plan;
  if chosen.id is null then
    raise exception 'No such plan: %', new_plan using errcode = '22023';
  end if;
  -- A chosen plan ends any trial.
  update public.teams set plan_id = new_plan, trial_plan_id = null, trial_ends_at = null where id = team;
  perform private.record_audit(team, 'plan_changed', null, null,
    jsonb_build_object('from', previous, 'to', new_plan, 'reason', reason));
  if not chosen.evidence then
    for link in
      update public.evidence_links l set revoked_at = now()
      where l.team_id = team and l.revoked_at is null and l.expires_at > now()
      returning l.*
    loop
      perform private.record_audit(team, 'evidence_link_revoked', link.id,
        coalesce(link.label, 'Evidence pack download'),
        jsonb_build_object('reason', 'plan_changed', 'plan', new_plan));
    end loop;
  end if;
end
$$;

-- A member joining is recorded when their profile enters a team.
create function private.audit_member_joined() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.team_id is not null and new.role = 'member' then
    perform private.record_audit(new.team_id, 'member_joined', new.id,
      coalesce(new.full_name, new.email));
  end if;
  return null;
end
$$;
create trigger users_member_joined
  after insert on public.users
  for each row execute function private.audit_member_joined();

-- Exports are handed out by the database, which records each one.
create function public.export_team_progress() returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can export the team''s progress' using errcode = '42501';
  end if;
  perform private.record_audit(team, 'export_downloaded', null, null,
    jsonb_build_object('export', 'team-progress'));
  return public.team_progress_summary();
end
$$;

-- Functions that read the team's sensitive rows with their owner's rights.
create or replace function public.export_audit_events(
  kind_filter text default null,
  actor_filter uuid default null
) returns setof public.audit_events
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can export the activity' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query
    select e.* from public.audit_events e
    where e.team_id = team
      and (kind_filter is null or e.kind = kind_filter)
      and (actor_filter is null or e.actor_id = actor_filter)
    order by e.occurred_at desc, e.id desc;
  -- Recorded after the rows are taken, so an export does not list itself.
  perform private.record_audit(team, 'export_downloaded', null, null,
    jsonb_build_object('export', 'activity', 'kind', kind_filter));
end
$$;

-- ─── What members see of the catalogue: their team's plan decides how many courses ──────────

-- The published videos the caller's team may watch: all of them, or the first `course_limit`
-- in catalogue order on a plan that limits courses. Editors and superadmins see everything.
create function private.my_visible_video_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  with team as (select private.my_team() as id)
  select v.id
  from public.videos v
  where v.is_published
  order by v.order_index, v.created_at, v.id
  -- Someone in no team gets what Starter gets.
  limit (
    select case when team.id is null
                then (select p.course_limit from public.plans p where p.id = 'starter')
                else (private.team_plan(team.id)).course_limit end
    from team
  )
$$;

drop policy "Signed-in users read published videos" on public.videos;
create policy "Signed-in users read the published videos of their plan" on public.videos
  for select to authenticated
  using (private.can_edit_videos() or id in (select private.my_visible_video_ids()));

-- ─── Grants: every new function starts closed, then opens to whom it serves ──────────────────

revoke all on function private.team_plan(uuid) from public;
revoke all on function private.managed_member(uuid) from public;
revoke all on function private.keep_an_admin(uuid, uuid) from public;
revoke all on function private.not_the_owner(uuid, uuid, text) from public;
revoke all on function private.end_sessions(uuid) from public;
revoke all on function private.detach_member(public.users) from public;
revoke all on function private.audit_member_joined() from public;
revoke all on function private.keep_audit_events() from public;
revoke all on function private.refuse_truncate() from public;
revoke all on function private.my_visible_video_ids() from public;
grant execute on function private.team_plan(uuid) to authenticated;
grant execute on function private.my_visible_video_ids() to authenticated;

revoke all on function public.deactivate_member(uuid) from public, anon, authenticated;
revoke all on function public.reactivate_member(uuid) from public, anon, authenticated;
revoke all on function public.remove_member(uuid) from public, anon, authenticated;
revoke all on function public.set_member_role(uuid, text) from public, anon, authenticated;
revoke all on function public.transfer_ownership(uuid) from public, anon, authenticated;
revoke all on function public.leave_team() from public, anon, authenticated;
revoke all on function public.delete_team(text) from public, anon, authenticated;
revoke all on function public.change_team_plan(uuid, text, text) from public, anon, authenticated;
revoke all on function public.export_team_progress() from public, anon, authenticated;
revoke all on function public.export_audit_events(text, uuid) from public, anon, authenticated;

grant execute on function public.deactivate_member(uuid) to authenticated;
grant execute on function public.reactivate_member(uuid) to authenticated;
grant execute on function public.remove_member(uuid) to authenticated;
grant execute on function public.set_member_role(uuid, text) to authenticated;
grant execute on function public.transfer_ownership(uuid) to authenticated;
grant execute on function public.leave_team() to authenticated;
grant execute on function public.delete_team(text) to authenticated;
grant execute on function public.change_team_plan(uuid, text, text) to service_role;
grant execute on function public.export_team_progress() to authenticated;
grant execute on function public.export_audit_events(text, uuid) to authenticated;


-- ── Policy program (migration 20261125000000) ────────────────────────────────────────────────────
-- The policy program (docs/decisions.md PP1): a team adopts templates as its own
-- policies, edits a draft, publishes it as an immutable version with a content hash computed
-- here, and its members accept the current version. Every rule is the database's: admins of
-- the team adopt, edit, publish and remind; members read the published versions of their own
-- team; acceptances are insert-only, for oneself, for the current published version.

-- ─── Structured policy text ──────────────────────────────────────────────────────────────────

-- A policy's text is structured data, never markup (docs/decisions.md PP1):
--   {"title": text, "sections": [{"title": text, "blocks": [block, ...]}, ...]}
-- where a block is {"type": "heading" | "paragraph", "text": text} or
-- {"type": "bullets", "items": [text, ...]}. Text is plain: no control characters, and nothing
-- that looks like an HTML tag. The same shape is src/content/policies/document.ts.

-- Why `value` is not acceptable text of at most `max_length` characters, or null.
create function private.policy_text_problem(value jsonb, max_length integer) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when value is null or jsonb_typeof(value) <> 'string' then 'is missing'
    when (value #>> '{}') !~ '[^[:space:]]' then 'is empty'
    when char_length(value #>> '{}') > max_length then format('is longer than %s characters', max_length)
    when (value #>> '{}') ~ '[[:cntrl:]]' then 'contains a line break or control character'
    when (value #>> '{}') ~ '<[[:space:]]*/?[[:space:]]*[A-Za-z!?]' then 'contains an HTML tag: policies are plain text'
  end
$$;

-- The sorted keys of a JSON object, to check its shape exactly.
create function private.json_keys(value jsonb) returns text[]
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'object'
    then coalesce((select array_agg(k order by k) from jsonb_object_keys(value) k), '{}') end
$$;

-- Why `content` is not a policy text, in words an admin can act on; null when it is one.
create function private.policy_content_problem(content jsonb) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  section jsonb;
  block jsonb;
  item jsonb;
  s integer := 0;
  b integer;
  problem text;
  place text;
begin
  if private.json_keys(content) is distinct from array['sections', 'title'] then
    return 'A policy is a title and a list of sections';
  end if;
  problem := private.policy_text_problem(content -> 'title', 200);
  if problem is not null then
    return format('The title %s', problem);
  end if;
  if jsonb_typeof(content -> 'sections') <> 'array'
    or jsonb_array_length(content -> 'sections') not between 1 and 100 then
    return 'A policy has between 1 and 100 sections';
  end if;
  if octet_length(content::text) > 60000 then
    return 'The policy is longer than 60,000 characters';
  end if;
  for section in select value from jsonb_array_elements(content -> 'sections') loop
    s := s + 1;
    if private.json_keys(section) is distinct from array['blocks', 'title'] then
      return format('Section %s is not a title and a list of blocks', s);
    end if;
    problem := private.policy_text_problem(section -> 'title', 200);
    if problem is not null then
      return format('The title of section %s %s', s, problem);
    end if;
    if jsonb_typeof(section -> 'blocks') <> 'array'
      or jsonb_array_length(section -> 'blocks') not between 1 and 100 then
      return format('Section %s needs between 1 and 100 headings, paragraphs or bullet lists', s);
    end if;
    b := 0;
    for block in select value from jsonb_array_elements(section -> 'blocks') loop
      b := b + 1;
      place := format('Section %s, block %s', s, b);
      case block ->> 'type'
        when 'heading', 'paragraph' then
          if private.json_keys(block) is distinct from array['text', 'type'] then
            return format('%s is not a %s', place, block ->> 'type');
          end if;
          problem := private.policy_text_problem(block -> 'text',
            case block ->> 'type' when 'heading' then 200 else 5000 end);
          if problem is not null then
            return format('%s: the %s %s', place, block ->> 'type', problem);
          end if;
        when 'bullets' then
          if private.json_keys(block) is distinct from array['items', 'type']
            or jsonb_typeof(block -> 'items') <> 'array'
            or jsonb_array_length(block -> 'items') not between 1 and 100 then
            return format('%s: a bullet list has between 1 and 100 items', place);
          end if;
          for item in select value from jsonb_array_elements(block -> 'items') loop
            problem := private.policy_text_problem(item, 2000);
            if problem is not null then
              return format('%s: a bullet %s', place, problem);
            end if;
          end loop;
        else
          return format('%s is not a heading, a paragraph or a bullet list', place);
      end case;
    end loop;
  end loop;
  return null;
end
$$;

-- A value written inside a JSON string: escaped as JSON escapes it, without the quotes.
create function private.json_string_body(value text) returns text
language sql immutable
set search_path = ''
as $$
  select substr(to_jsonb(value)::text, 2, char_length(to_jsonb(value)::text) - 2)
$$;

-- Fills the placeholders of a policy text, as fillString does in the browser
-- (src/renderer/src/features/templates/policy-details.ts). Placeholders only ever stand inside
-- JSON strings, and the values are escaped for one, so the result is the same structure.
create function private.fill_policy_text(
  source jsonb,
  company_name text,
  policy_owner text,
  approver text,
  version text,
  effective_date text
) returns jsonb
language sql immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(source::text,
    '[Company Name]', private.json_string_body(company_name)),
    '[Policy Owner]', private.json_string_body(policy_owner)),
    '[Approver]', private.json_string_body(approver)),
    '[Version]', private.json_string_body(version)),
    '[Effective Date]', private.json_string_body(effective_date))::jsonb
$$;

-- A policy detail (company, owner, approver) as stored: trimmed plain text of 1 to 200
-- characters that is not itself a placeholder. Refuses anything else, naming the field.
create function private.policy_detail(value text, label text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  cleaned text := private.trimmed(value);
  problem text := private.policy_text_problem(to_jsonb(cleaned), 200);
begin
  if cleaned is null then
    raise exception '% is required', label using errcode = '22023';
  end if;
  if problem is not null then
    raise exception '% %', label, problem using errcode = '22023';
  end if;
  if cleaned ~ '\[(Company Name|Policy Owner|Approver|Effective Date|Version)\]' then
    raise exception '% cannot be a placeholder', label using errcode = '22023';
  end if;
  return cleaned;
end
$$;

-- ─── Tables ──────────────────────────────────────────────────────────────────────────────────

-- The templates a team adopts: rows from src/content/policies through supabase/content.sql.
-- No client reads them here (the pages carry the catalogue); adopt_policy copies one.
create table public.policy_templates (
  id text primary key check (id ~ '^[a-z0-9-]{1,100}$'),
  title text not null,
  review_months integer not null check (review_months in (3, 6, 12)),
  content jsonb not null check (private.policy_content_problem(content) is null)
);
alter table public.policy_templates enable row level security;
revoke all on public.policy_templates from anon, authenticated;
grant all on public.policy_templates to service_role;

-- A team's own policy, adopted from a template. Its text lives in its versions.
create table public.policies (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  template_id text not null references public.policy_templates (id),
  adopted_at timestamptz not null default now(),
  adopted_by uuid,
  unique (team_id, template_id),
  unique (id, team_id)
);
create index policies_team_idx on public.policies (team_id, adopted_at);

-- Each version of a policy. A draft (published_at null) is edited through the functions below;
-- publishing freezes it: `content` is the text with every placeholder filled, `content_hash`
-- its SHA-256, computed here. Nobody changes or deletes a published version.
create table public.policy_versions (
  id uuid primary key default gen_random_uuid(),
  policy_id uuid not null,
  team_id uuid not null,
  number integer not null check (number > 0),
  -- The text as edited, with [Version] and the other placeholders still in it.
  source jsonb not null check (private.policy_content_problem(source) is null),
  company_name text not null check (char_length(company_name) between 1 and 200),
  policy_owner text not null check (char_length(policy_owner) between 1 and 200),
  approver text not null check (char_length(approver) between 1 and 200),
  effective_on date not null,
  review_months integer not null check (review_months in (3, 6, 12)),
  -- Counts the draft's saves, so an edit made on an older copy is refused, not lost.
  revision integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by uuid,
  published_at timestamptz,
  published_by uuid,
  published_by_name text,
  content jsonb check (content is null or private.policy_content_problem(content) is null),
  content_hash text check (content_hash ~ '^[0-9a-f]{64}$'),
  unique (policy_id, number),
  unique (id, policy_id, team_id),
  foreign key (policy_id, team_id) references public.policies (id, team_id) on delete cascade,
  check ((published_at is null) = (content is null)),
  check ((published_at is null) = (content_hash is null)),
  check ((published_at is null) = (published_by_name is null))
);
-- One draft per policy at a time.
create unique index policy_versions_one_draft on public.policy_versions (policy_id)
  where published_at is null;
create index policy_versions_team_idx on public.policy_versions (team_id);

-- Who accepted which version. The client sends only `version_id`; the database fills in the
-- rest from the version and the caller, and refuses anything but the current published version
-- of a policy of the caller's own team.
create table public.policy_acceptances (
  id uuid primary key default gen_random_uuid(),
  version_id uuid not null,
  policy_id uuid not null,
  team_id uuid not null,
  -- No foreign key: the record outlives the account, as audit evidence (docs/decisions.md PP1).
  user_id uuid not null,
  content_hash text not null,
  accepted_at timestamptz not null default now(),
  unique (version_id, user_id),
  foreign key (version_id, policy_id, team_id)
    references public.policy_versions (id, policy_id, team_id) on delete cascade
);
create index policy_acceptances_team_idx on public.policy_acceptances (team_id);
create index policy_acceptances_user_idx on public.policy_acceptances (user_id, policy_id);

-- Reminders sent to people who had not accepted a version yet.
create table public.policy_reminders (
  id uuid primary key default gen_random_uuid(),
  version_id uuid not null,
  policy_id uuid not null,
  team_id uuid not null,
  user_id uuid not null,
  sent_at timestamptz not null default now(),
  sent_by uuid,
  foreign key (version_id, policy_id, team_id)
    references public.policy_versions (id, policy_id, team_id) on delete cascade
);
create index policy_reminders_version_idx on public.policy_reminders (version_id, user_id, sent_at);

-- ─── Retired policies leave the members' list ────────────────────────────────────────────────

-- As before (docs/decisions.md P2, every adopted policy), without retired policies: members no
-- longer read, accept or get reminded of them, and they no longer cover controls.
create or replace function private.visible_policy_ids(team uuid) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select p.id from public.policies p where p.team_id = team and p.retired_at is null
$$;

alter table public.policies enable row level security;
revoke all on public.policies from anon, authenticated;
grant select on public.policies to authenticated;
grant all on public.policies to service_role;

alter table public.policy_versions enable row level security;
revoke all on public.policy_versions from anon, authenticated;
grant select on public.policy_versions to authenticated;
grant all on public.policy_versions to service_role;
create policy "Admins read their team's policy versions, drafts included" on public.policy_versions
  for select to authenticated
  using (private.is_team_admin(team_id));
create policy "Members read the published versions of their team's policies" on public.policy_versions
  for select to authenticated
  using (
    published_at is not null
    and team_id = private.my_team()
    and policy_id in (select private.visible_policy_ids(team_id))
  );

alter table public.policy_acceptances enable row level security;
revoke all on public.policy_acceptances from anon, authenticated;
grant select on public.policy_acceptances to authenticated;
-- Only the version: who, when and the hash are the database's to fill in.
grant insert (version_id) on public.policy_acceptances to authenticated;
grant all on public.policy_acceptances to service_role;

alter table public.policy_reminders enable row level security;
revoke all on public.policy_reminders from anon, authenticated;
grant select on public.policy_reminders to authenticated;
grant all on public.policy_reminders to service_role;

-- ─── What never changes ──────────────────────────────────────────────────────────────────────

-- A published version is frozen: no update, no delete, by anyone, the owner included. Publishing
-- a draft computes its hash here. Only deleting the whole team (delete_team) takes its versions.
create function private.keep_published_versions() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.published_at is null
      or current_setting('complyready.deleting_team', true) = old.team_id::text then
      return old;
    end if;
    raise exception 'A published policy version cannot be changed or deleted' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and old.published_at is not null then
    raise exception 'A published policy version cannot be changed or deleted' using errcode = '42501';
  end if;
  if new.published_at is null then
    new.content := null;
    new.content_hash := null;
  else
    -- The canonical text is jsonb's own (keys sorted, one space after ':' and ','), the same
    -- text src/shared/policy-document.ts writes, so anyone can check a hash.
    new.content_hash := encode(sha256(convert_to(new.content::text, 'UTF8')), 'hex');
  end if;
  return new;
end
$$;
create trigger policy_versions_frozen_when_published
  before insert or update or delete on public.policy_versions
  for each row execute function private.keep_published_versions();

-- Acceptances are insert-only: nobody changes or deletes one, except with the whole team.
create function private.keep_policy_acceptances() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE'
    and current_setting('complyready.deleting_team', true) = old.team_id::text then
    return old;
  end if;
  raise exception 'Policy acceptances cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger policy_acceptances_insert_only
  before update or delete on public.policy_acceptances
  for each row execute function private.keep_policy_acceptances();

create function private.refuse_policy_truncate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Policy versions and acceptances cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger policy_versions_no_truncate
  before truncate on public.policy_versions
  for each statement execute function private.refuse_policy_truncate();
create trigger policy_acceptances_no_truncate
  before truncate on public.policy_acceptances
  for each statement execute function private.refuse_policy_truncate();

-- Fills in an acceptance from its version and the caller, and refuses what is not the current
-- published version of a policy the caller's team shows them (docs/threat-model.md #23).
-- A carried acceptance comes only from private.carry_policy_acceptances (template updates,
-- below): a client's insert runs at trigger depth 1, the carrying trigger's at 2.
create or replace function private.fill_policy_acceptance() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  version public.policy_versions;
  is_client boolean := coalesce(current_setting('role', true), '') in ('anon', 'authenticated');
begin
  select * into version from public.policy_versions where id = new.version_id;
  if new.carried_from is not null then
    if pg_trigger_depth() < 2 then
      raise exception 'Only publishing carries an acceptance over' using errcode = '42501';
    end if;
    new.policy_id := version.policy_id;
    new.team_id := version.team_id;
    new.content_hash := version.content_hash;
    new.accepted_at := now();
    return new;
  end if;
  if is_client then
    new.user_id := auth.uid();
    -- A draft, another team's version and a policy the plan hides all look like no version.
    if version.id is null or version.published_at is null or new.user_id is null
      or version.team_id is distinct from private.my_team()
      or version.policy_id not in (select private.visible_policy_ids(version.team_id)) then
      raise exception 'No such published policy in your team' using errcode = '42501';
    end if;
  elsif version.id is null or version.published_at is null then
    raise exception 'Only a published policy version can be accepted' using errcode = 'P0001';
  end if;
  if exists (
    select 1 from public.policy_versions newer
    where newer.policy_id = version.policy_id and newer.published_at is not null
      and newer.number > version.number
  ) then
    raise exception 'A newer version of this policy has been published. Read and accept the current version.'
      using errcode = 'P0001';
  end if;
  -- Accepting again changes nothing: the first acceptance stands.
  if exists (
    select 1 from public.policy_acceptances a
    where a.version_id = version.id and a.user_id = new.user_id
  ) then
    return null;
  end if;
  new.policy_id := version.policy_id;
  new.team_id := version.team_id;
  new.content_hash := version.content_hash;
  new.accepted_at := now();
  return new;
end
$$;
create trigger policy_acceptances_fill
  before insert on public.policy_acceptances
  for each row execute function private.fill_policy_acceptance();

-- A carried acceptance is no act of the member, so no audit event.
create or replace function private.audit_policy_accepted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  version public.policy_versions;
begin
  if new.carried_from is not null then
    return null;
  end if;
  select * into version from public.policy_versions where id = new.version_id;
  perform private.record_audit(new.team_id, 'policy_accepted', new.policy_id,
    version.content ->> 'title',
    jsonb_build_object('version', version.number, 'hash', new.content_hash));
  return null;
end
$$;
create trigger policy_acceptances_audit
  after insert on public.policy_acceptances
  for each row execute function private.audit_policy_accepted();

-- ─── The audit log learns the policy program's events (docs/decisions.md A1) ────────────────

alter table public.audit_events drop constraint audit_events_kind_check;

-- ─── Admin actions: all checks here, so the API enforces them ────────────────────────────────

-- The policy `policy` of a team the caller administers; refuses everything else.
create function private.administered_policy(policy uuid) returns public.policies
language plpgsql stable security definer
set search_path = ''
as $$
declare
  found_policy public.policies;
begin
  select * into found_policy from public.policies p where p.id = policy;
  if found_policy.id is null or not private.is_team_admin(found_policy.team_id) then
    raise exception 'Only a team admin can manage the team''s policies' using errcode = '42501';
  end if;
  return found_policy;
end
$$;

-- The caller's name for the records.
create function private.my_name() returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select coalesce(u.full_name, u.email) from public.users u where u.id = auth.uid()),
                  'Operator')
$$;

-- As before, and a retired policy's draft is closed.
create or replace function private.open_draft(policy uuid, expected_revision integer)
returns public.policy_versions
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions;
begin
  if (private.administered_policy(policy)).retired_at is not null then
    raise exception 'This policy is retired.' using errcode = 'P0001';
  end if;
  select * into draft from public.policy_versions v
   where v.policy_id = policy and v.published_at is null
   for update;
  if draft.id is null then
    raise exception 'This policy has no draft. Start a new version to edit it.' using errcode = 'P0001';
  end if;
  if expected_revision is distinct from draft.revision then
    raise exception 'Someone changed this draft after you opened it. Reload the page to see the latest text.'
      using errcode = 'P0001';
  end if;
  return draft;
end
$$;

create function private.review_months(months integer) returns integer
language plpgsql immutable
set search_path = ''
as $$
begin
  if months is null or months not in (3, 6, 12) then
    raise exception 'The review cycle is every 3, 6 or 12 months' using errcode = '22023';
  end if;
  return months;
end
$$;

-- As before (20261125000000), with the limit from the rule above.
create or replace function public.adopt_policy(
  template text,
  policy_owner text,
  approver text,
  effective_on date,
  review_months integer default null,
  company_name text default null
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  chosen public.policy_templates;
  policy_id uuid;
  company text;
  owner text;
  approved_by text;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can adopt policies' using errcode = '42501';
  end if;
  select * into chosen from public.policy_templates t where t.id = template;
  if chosen.id is null then
    raise exception 'No such policy template' using errcode = 'PT404';
  end if;
  company := private.policy_detail(
    coalesce(company_name, (select t.name from public.teams t where t.id = team)), 'The company name');
  owner := private.policy_detail(policy_owner, 'The policy owner');
  approved_by := private.policy_detail(approver, 'The approver');
  if effective_on is null then
    raise exception 'The effective date is required' using errcode = '22023';
  end if;
  -- One adoption at a time per team, so two cannot both pass the limit.
  perform 1 from public.teams where id = team for update;
  if exists (select 1 from public.policies p where p.team_id = team and p.template_id = chosen.id) then
    raise exception 'Your team has already adopted the %', chosen.title using errcode = 'P0001';
  end if;
  perform private.refuse_over_policy_limit(team);
  insert into public.policies (team_id, template_id, adopted_by)
  values (team, chosen.id, auth.uid())
  returning id into policy_id;
  insert into public.policy_versions (
    policy_id, team_id, number, source, company_name, policy_owner, approver, effective_on,
    review_months, updated_by
  ) values (
    policy_id, team, 1,
    private.fill_policy_text(chosen.content, company, owner, approved_by, '[Version]', '[Effective Date]'),
    company, owner, approved_by, effective_on,
    private.review_months(coalesce(review_months, chosen.review_months)), auth.uid()
  );
  perform private.record_audit(team, 'policy_adopted', policy_id, chosen.title,
    jsonb_build_object('template', chosen.id));
  return policy_id;
end
$$;

-- Saves the draft's text; `revision` is the one the editor started from. Returns the new one.
create function public.save_policy_draft(policy uuid, source jsonb, revision integer)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions := private.open_draft(policy, revision);
  problem text := private.policy_content_problem(source);
begin
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.policy_versions
     set source = save_policy_draft.source, revision = draft.revision + 1,
         updated_at = now(), updated_by = auth.uid()
   where id = draft.id;
  return draft.revision + 1;
end
$$;

-- Saves the draft's details: company, owner, approver, effective date, review cycle.
create function public.set_policy_details(
  policy uuid,
  revision integer,
  company_name text,
  policy_owner text,
  approver text,
  effective_on date,
  review_months integer
) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions := private.open_draft(policy, revision);
begin
  if effective_on is null then
    raise exception 'The effective date is required' using errcode = '22023';
  end if;
  update public.policy_versions
     set company_name = private.policy_detail(set_policy_details.company_name, 'The company name'),
         policy_owner = private.policy_detail(set_policy_details.policy_owner, 'The policy owner'),
         approver = private.policy_detail(set_policy_details.approver, 'The approver'),
         effective_on = set_policy_details.effective_on,
         review_months = private.review_months(set_policy_details.review_months),
         revision = draft.revision + 1, updated_at = now(), updated_by = auth.uid()
   where id = draft.id;
  return draft.revision + 1;
end
$$;

-- Approves and publishes the draft the admin reviewed (`revision`): it becomes version N with
-- its approver, time and content hash, and can never change again.
create function public.publish_policy(policy uuid, revision integer) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions := private.open_draft(policy, revision);
  filled jsonb := private.fill_policy_text(draft.source, draft.company_name, draft.policy_owner,
    draft.approver, draft.number::text, to_char(draft.effective_on, 'YYYY-MM-DD'));
  problem text := private.policy_content_problem(filled);
  published public.policy_versions;
begin
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.policy_versions
     set content = filled, published_at = now(), published_by = auth.uid(),
         published_by_name = private.my_name()
   where id = draft.id
  returning * into published;
  perform private.record_audit(published.team_id, 'policy_published', policy,
    filled ->> 'title', jsonb_build_object('version', published.number, 'hash', published.content_hash));
  return published.id;
end
$$;

-- As before, and a retired policy has no next version.
create or replace function public.start_policy_revision(policy uuid) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  latest public.policy_versions;
  draft_id uuid;
begin
  if chosen.retired_at is not null then
    raise exception 'This policy is retired.' using errcode = 'P0001';
  end if;
  perform 1 from public.policies where id = policy for update;
  select id into draft_id from public.policy_versions where policy_id = policy and published_at is null;
  if draft_id is not null then
    return draft_id;
  end if;
  select * into latest from public.policy_versions where policy_id = policy
   order by number desc limit 1;
  insert into public.policy_versions (
    policy_id, team_id, number, source, company_name, policy_owner, approver, effective_on,
    review_months, updated_by
  ) values (
    policy, chosen.team_id, latest.number + 1, latest.source, latest.company_name,
    latest.policy_owner, latest.approver, greatest(current_date, latest.effective_on),
    latest.review_months, auth.uid()
  )
  returning id into draft_id;
  return draft_id;
end
$$;

-- The caller's policies to read and accept: the current version of each policy their team shows
-- them, with their acceptance of it (or of an earlier version).
create function public.my_policies()
returns table (
  policy_id uuid,
  version_id uuid,
  number integer,
  title text,
  published_at timestamptz,
  content_hash text,
  accepted_at timestamptz,
  accepted_number integer
)
language sql stable
set search_path = ''
as $$
  with cur as (
    select distinct on (v.policy_id) v.*
    from public.policy_versions v
    where v.published_at is not null
      and v.team_id = private.my_team()
      and v.policy_id in (select private.visible_policy_ids(v.team_id))
    order by v.policy_id, v.number desc
  )
  select cur.policy_id, cur.id, cur.number, cur.content ->> 'title', cur.published_at,
         cur.content_hash, mine.accepted_at,
         (select max(v.number) from public.policy_acceptances a
            join public.policy_versions v on v.id = a.version_id
           where a.user_id = auth.uid() and a.policy_id = cur.policy_id)
  from cur
  left join public.policy_acceptances mine on mine.version_id = cur.id and mine.user_id = auth.uid()
  order by cur.content ->> 'title'
$$;

-- The team's active members and where each stands with the current version of `policy`: when
-- they accepted it, the latest version they accepted, and when they were last reminded.
create function public.policy_people(policy uuid)
returns table (
  user_id uuid,
  full_name text,
  email text,
  accepted_at timestamptz,
  accepted_number integer,
  reminded_at timestamptz
)
language sql stable
set search_path = ''
as $$
  with chosen as (
    select p.id, p.team_id,
           (select v.id from public.policy_versions v
             where v.policy_id = p.id and v.published_at is not null
             order by v.number desc limit 1) as current_id
    from public.policies p
    where p.id = policy and private.is_team_admin(p.team_id)
  )
  select u.id, u.full_name, u.email,
         (select a.accepted_at from public.policy_acceptances a
           where a.version_id = chosen.current_id and a.user_id = u.id),
         (select max(v.number) from public.policy_acceptances a
            join public.policy_versions v on v.id = a.version_id
           where a.policy_id = chosen.id and a.user_id = u.id),
         (select max(r.sent_at) from public.policy_reminders r
           where r.version_id = chosen.current_id and r.user_id = u.id)
  from chosen
  join public.users u on u.team_id = chosen.team_id and u.deactivated_at is null
  order by u.full_name nulls last, u.email
$$;

-- The acceptance register of the team, every version of every policy, for the CSV; recorded.
-- People who left the team appear as "Former member", as on the dashboard (docs/decisions.md M1).
create or replace function public.export_policy_acceptances()
returns table (
  person text,
  email text,
  policy text,
  version integer,
  content_hash text,
  accepted_at timestamptz
)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can export the acceptance register' using errcode = '42501';
  end if;
  return query
    select * from private.acceptance_register(team) r
    order by r.policy, r.version, r.accepted_at, r.person, r.email;
  perform private.record_audit(team, 'export_downloaded', null, null,
    jsonb_build_object('export', 'policy-acceptances'));
end
$$;

-- ─── Reminders (sent by the policy-reminders function, docs/decisions.md PP1) ────────────────

-- Who the function may remind about `policy` now: active members of the team who have not
-- accepted its current version and were not reminded of it in the last hour; `members`, when
-- given, narrows the list. Runs with the caller's rights, and only for a team admin.
create function public.policy_reminder_recipients(policy uuid, members uuid[] default null)
returns table (
  user_id uuid,
  email text,
  full_name text,
  policy_title text,
  version_number integer,
  team_name text
)
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  chosen public.policies;
  cur public.policy_versions;
begin
  select * into chosen from public.policies p where p.id = policy;
  if chosen.id is null or not private.is_team_admin(chosen.team_id) then
    raise exception 'Only a team admin can remind people to accept a policy' using errcode = '42501';
  end if;
  select * into cur from public.policy_versions v
   where v.policy_id = chosen.id and v.published_at is not null
   order by v.number desc limit 1;
  if cur.id is null then
    raise exception 'Publish the policy before asking people to accept it' using errcode = 'P0001';
  end if;
  if chosen.id not in (select private.visible_policy_ids(chosen.team_id)) then
    raise exception 'Your plan hides this policy from members, so they cannot accept it yet' using errcode = 'P0001';
  end if;
  return query
    select u.id, u.email, u.full_name, cur.content ->> 'title', cur.number, t.name
    from public.users u
    join public.teams t on t.id = u.team_id
    where u.team_id = chosen.team_id and u.deactivated_at is null
      and (members is null or u.id = any (members))
      and not exists (select 1 from public.policy_acceptances a
                       where a.version_id = cur.id and a.user_id = u.id)
      and not exists (select 1 from public.policy_reminders r
                       where r.version_id = cur.id and r.user_id = u.id
                         and r.sent_at > now() - interval '1 hour')
    order by u.full_name nulls last, u.email;
end
$$;

-- Records the reminders the function sent, one audit event each. Only for people who still have
-- the current version to accept. Returns how many were recorded.
create function public.record_policy_reminders(policy uuid, members uuid[]) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  cur public.policy_versions;
  person record;
  recorded integer := 0;
begin
  select * into cur from public.policy_versions v
   where v.policy_id = chosen.id and v.published_at is not null
   order by v.number desc limit 1;
  if cur.id is null then
    raise exception 'Publish the policy before asking people to accept it' using errcode = 'P0001';
  end if;
  for person in
    select u.id, coalesce(u.full_name, u.email) as name
    from public.users u
    where u.team_id = chosen.team_id and u.deactivated_at is null and u.id = any (members)
      and not exists (select 1 from public.policy_acceptances a
                       where a.version_id = cur.id and a.user_id = u.id)
  loop
    insert into public.policy_reminders (version_id, policy_id, team_id, user_id, sent_by)
    values (cur.id, cur.policy_id, cur.team_id, person.id, auth.uid());
    perform private.record_audit(cur.team_id, 'policy_reminder_sent', person.id, person.name,
      jsonb_build_object('policy', cur.content ->> 'title', 'version', cur.number));
    recorded := recorded + 1;
  end loop;
  return recorded;
end
$$;

-- ─── Grants: every new function starts closed, then opens to whom it serves ──────────────────

revoke all on function private.policy_text_problem(jsonb, integer) from public;
revoke all on function private.json_keys(jsonb) from public;
revoke all on function private.policy_content_problem(jsonb) from public;
revoke all on function private.json_string_body(text) from public;
revoke all on function private.fill_policy_text(jsonb, text, text, text, text, text) from public;
revoke all on function private.policy_detail(text, text) from public;
revoke all on function private.visible_policy_ids(uuid) from public;
revoke all on function private.keep_published_versions() from public;
revoke all on function private.keep_policy_acceptances() from public;
revoke all on function private.refuse_policy_truncate() from public;
revoke all on function private.fill_policy_acceptance() from public;
revoke all on function private.audit_policy_accepted() from public;
revoke all on function private.administered_policy(uuid) from public;
revoke all on function private.my_name() from public;
revoke all on function private.open_draft(uuid, integer) from public;
revoke all on function private.review_months(integer) from public;
-- Row-level security and the table checks call these as the client.
grant execute on function private.visible_policy_ids(uuid) to authenticated;
grant execute on function private.policy_text_problem(jsonb, integer) to authenticated, service_role;
grant execute on function private.json_keys(jsonb) to authenticated, service_role;
grant execute on function private.policy_content_problem(jsonb) to authenticated, service_role;

revoke all on function public.adopt_policy(text, text, text, date, integer, text) from public, anon, authenticated;
revoke all on function public.save_policy_draft(uuid, jsonb, integer) from public, anon, authenticated;
revoke all on function public.set_policy_details(uuid, integer, text, text, text, date, integer) from public, anon, authenticated;
revoke all on function public.publish_policy(uuid, integer) from public, anon, authenticated;
revoke all on function public.start_policy_revision(uuid) from public, anon, authenticated;
revoke all on function public.my_policies() from public, anon, authenticated;
revoke all on function public.policy_people(uuid) from public, anon, authenticated;
revoke all on function public.export_policy_acceptances() from public, anon, authenticated;
revoke all on function public.policy_reminder_recipients(uuid, uuid[]) from public, anon, authenticated;
revoke all on function public.record_policy_reminders(uuid, uuid[]) from public, anon, authenticated;

grant execute on function public.adopt_policy(text, text, text, date, integer, text) to authenticated;
grant execute on function public.save_policy_draft(uuid, jsonb, integer) to authenticated;
grant execute on function public.set_policy_details(uuid, integer, text, text, text, date, integer) to authenticated;
grant execute on function public.publish_policy(uuid, integer) to authenticated;
grant execute on function public.start_policy_revision(uuid) to authenticated;
grant execute on function public.my_policies() to authenticated;
grant execute on function public.policy_people(uuid) to authenticated;
grant execute on function public.export_policy_acceptances() to authenticated;
grant execute on function public.policy_reminder_recipients(uuid, uuid[]) to authenticated;
grant execute on function public.record_policy_reminders(uuid, uuid[]) to authenticated;


-- ── Checklists (migration 20261126000000) ────────────────────────────────────────────────────────
-- Checklists a team works (docs/decisions.md CL1): each team's runs of the 14
-- checklists of src/content/checklists, an item's status, owner, due date, notes and evidence
-- link, recurring runs started by a scheduled job, every change in the audit log.

-- ─── The checklists, from src/content/checklists through supabase/content.sql ───────────────

create table public.checklist_templates (
  id text primary key check (id ~ '^[a-z0-9-]{1,100}$'),
  title text not null,
  recurrence text not null check (recurrence in ('once', 'quarterly', 'semi-annual', 'annual')),
  -- The ids of its items: a team's saved state refers to them.
  item_ids text[] not null check (cardinality(item_ids) between 1 and 100),
  -- Each item's line and the control ids it serves, for the coverage:
  -- [{"id": …, "item": …, "controls": ["CC6.1", "A.5.15"]}].
  items jsonb not null check (jsonb_typeof(items) = 'array')
);
alter table public.checklist_templates enable row level security;
revoke all on public.checklist_templates from anon, authenticated;
grant all on public.checklist_templates to service_role;

-- The first day of the period a run started on `day` covers: its quarter, half-year or year; a
-- one-off checklist's run covers the day it was started.
create function private.checklist_period_start(recurrence text, day date) returns date
language sql immutable
set search_path = ''
as $$
  select case recurrence
    when 'quarterly' then date_trunc('quarter', day)::date
    when 'semi-annual' then make_date(extract(year from day)::integer,
                                      case when extract(month from day) <= 6 then 1 else 7 end, 1)
    when 'annual' then date_trunc('year', day)::date
    else day
  end
$$;

-- ─── Runs and their items ─────────────────────────────────────────────────────────────────────

create table public.checklist_runs (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  checklist_id text not null references public.checklist_templates (id),
  period_start date not null,
  started_at timestamptz not null default now(),
  -- Null: started by the schedule.
  started_by uuid references public.users (id) on delete set null,
  unique (team_id, checklist_id, period_start)
);
create index checklist_runs_team_idx on public.checklist_runs (team_id, checklist_id, period_start desc);
alter table public.checklist_runs enable row level security;
revoke all on public.checklist_runs from anon, authenticated;
grant select on public.checklist_runs to authenticated;
grant all on public.checklist_runs to service_role;

create table public.checklist_item_states (
  run_id uuid not null references public.checklist_runs (id) on delete cascade,
  item_id text not null check (item_id ~ '^[a-z0-9-]{1,100}$'),
  team_id uuid not null references public.teams (id) on delete cascade,
  status text not null default 'not_started'
    check (status in ('not_started', 'in_progress', 'done', 'not_applicable')),
  not_applicable_reason text check (char_length(not_applicable_reason) <= 500),
  owner_id uuid references public.users (id) on delete set null,
  due_on date,
  notes text check (char_length(notes) <= 5000),
  -- A web address only: no javascript: or data: links in an auditor's hands.
  evidence_url text check (char_length(evidence_url) <= 2048 and evidence_url ~* '^https?://[^\s]+$'),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.users (id) on delete set null,
  primary key (run_id, item_id),
  check (status <> 'not_applicable' or coalesce(btrim(not_applicable_reason), '') <> '')
);
create index checklist_item_states_team_idx on public.checklist_item_states (team_id);
alter table public.checklist_item_states enable row level security;
revoke all on public.checklist_item_states from anon, authenticated;
grant select on public.checklist_item_states to authenticated;
grant all on public.checklist_item_states to service_role;

-- ─── Actions: all checks here, so the API enforces them ──────────────────────────────────────

-- Starts the caller's team's run of `checklist` for the current period, or returns the one that
-- exists. A one-off checklist starts a new run each day it is started again.
create function public.start_checklist_run(checklist text) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  chosen public.checklist_templates;
  run_id uuid;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can start a checklist' using errcode = '42501';
  end if;
  select * into chosen from public.checklist_templates t where t.id = checklist;
  if chosen.id is null then
    raise exception 'No such checklist' using errcode = 'P0002';
  end if;
  insert into public.checklist_runs (team_id, checklist_id, period_start, started_by)
  values (team, chosen.id, private.checklist_period_start(chosen.recurrence, current_date), auth.uid())
  on conflict (team_id, checklist_id, period_start) do nothing
  returning id into run_id;
  if run_id is null then
    select r.id into run_id from public.checklist_runs r
    where r.team_id = team and r.checklist_id = chosen.id
      and r.period_start = private.checklist_period_start(chosen.recurrence, current_date);
  else
    perform private.record_audit(team, 'checklist_run_started', null, chosen.title,
                                 jsonb_build_object('checklist', chosen.id, 'run', run_id));
  end if;
  return run_id;
end
$$;

-- ─── Checklist changes that say what changed ─────────────────────────────────────────────────
-- As before (20261126000000, refusal codes of 20261205000000), and the event holds the item's
-- line, the status from and to, the owner's name before and after, the due date before and after
-- and the evidence link added; the notes' text stays out of the log.
create or replace function public.save_checklist_item(
  run uuid,
  item text,
  status text,
  not_applicable_reason text default null,
  owner uuid default null,
  due_on date default null,
  notes text default null,
  evidence_url text default null
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  the_run public.checklist_runs;
  chosen public.checklist_templates;
  previous public.checklist_item_states;
  reason text := nullif(btrim(not_applicable_reason), '');
  link text := nullif(btrim(evidence_url), '');
  note text := nullif(btrim(notes), '');
  was_status text;
  owner_before text;
  owner_after text;
begin
  select * into the_run from public.checklist_runs r where r.id = run;
  if the_run.id is null or not private.is_team_admin(the_run.team_id)
    or the_run.team_id is distinct from private.my_team() then
    raise exception 'No such checklist run' using errcode = 'PT404';
  end if;
  if exists (select 1 from public.checklist_runs r
             where r.team_id = the_run.team_id and r.checklist_id = the_run.checklist_id
               and r.period_start > the_run.period_start) then
    raise exception 'This run is closed: a newer run of this checklist has started'
      using errcode = 'PT409';
  end if;
  select * into chosen from public.checklist_templates t where t.id = the_run.checklist_id;
  if not item = any (chosen.item_ids) then
    raise exception 'No such item in this checklist' using errcode = 'PT404';
  end if;
  if status = 'not_applicable' and reason is null then
    raise exception 'Say why the item does not apply' using errcode = '23514';
  end if;
  if status <> 'not_applicable' then
    reason := null;
  end if;
  if owner is not null and not exists (
    select 1 from public.users u
    where u.id = owner and u.team_id = the_run.team_id and u.deactivated_at is null
  ) then
    raise exception 'The owner must be an active member of the team' using errcode = '23514';
  end if;
  if link is not null and link !~* '^https?://[^\s]+$' then
    raise exception 'The evidence link must be a web address starting with https:// or http://'
      using errcode = '23514';
  end if;

  select * into previous from public.checklist_item_states s
  where s.run_id = the_run.id and s.item_id = item
  for update;
  insert into public.checklist_item_states as s
    (run_id, item_id, team_id, status, not_applicable_reason, owner_id, due_on, notes,
     evidence_url, updated_at, updated_by)
  values (the_run.id, item, the_run.team_id, status, reason, owner, save_checklist_item.due_on,
          note, link, now(), auth.uid())
  on conflict (run_id, item_id) do update set
    status = excluded.status,
    not_applicable_reason = excluded.not_applicable_reason,
    owner_id = excluded.owner_id,
    due_on = excluded.due_on,
    notes = excluded.notes,
    evidence_url = excluded.evidence_url,
    updated_at = excluded.updated_at,
    updated_by = excluded.updated_by;

  was_status := coalesce(previous.status, 'not_started');
  if previous.owner_id is distinct from owner then
    select coalesce(u.full_name, u.email) into owner_before from public.users u
    where u.id = previous.owner_id;
    select coalesce(u.full_name, u.email) into owner_after from public.users u where u.id = owner;
  end if;
  perform private.record_audit(
    the_run.team_id, 'checklist_item_updated', null, chosen.title,
    jsonb_strip_nulls(jsonb_build_object(
      'checklist', chosen.id,
      'run', the_run.id,
      'item', item,
      'item_text', (select i ->> 'item' from jsonb_array_elements(chosen.items) i
                    where i ->> 'id' = item),
      'status_from', case when was_status is distinct from status then was_status end,
      'status', case when was_status is distinct from status then status end,
      'not_applicable_reason', case when previous.not_applicable_reason is distinct from reason
                                    then reason end,
      'owner_changed', case when previous.owner_id is distinct from owner then true end,
      'owner_from', owner_before,
      'owner', owner_after,
      'due_from', case when previous.due_on is distinct from save_checklist_item.due_on
                       then previous.due_on end,
      'due_on', case when previous.due_on is distinct from save_checklist_item.due_on
                     then save_checklist_item.due_on end,
      'due_changed', case when previous.due_on is distinct from save_checklist_item.due_on
                          then true end,
      'notes_changed', case when previous.notes is distinct from note then true end,
      'evidence_url', case when previous.evidence_url is distinct from link then link end,
      'evidence_removed', case when previous.evidence_url is not null and link is null
                               then true end
    )));
end
$$;

-- The scheduled job (docs/decisions.md CL1): for every team on a plan with the compliance
-- calendar that has worked a recurring checklist, the run of the period `at` falls in. Idempotent
-- (one run per team, checklist and period); returns how many runs it started. Embedded, the
-- backend's scheduler calls it every few minutes; hosted, pg_cron does
-- (`select public.start_due_checklist_runs()`).
create function public.start_due_checklist_runs(at timestamptz default now()) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  started integer := 0;
  inserted integer;
  due record;
begin
  for due in
    select distinct r.team_id, t.id as checklist_id, t.title,
           private.checklist_period_start(t.recurrence, (at at time zone 'UTC')::date) as period
    from public.checklist_runs r
    join public.checklist_templates t on t.id = r.checklist_id and t.recurrence <> 'once'
    where (private.team_plan(r.team_id)).compliance_calendar
  loop
    insert into public.checklist_runs (team_id, checklist_id, period_start, started_at)
    values (due.team_id, due.checklist_id, due.period, at)
    on conflict (team_id, checklist_id, period_start) do nothing;
    get diagnostics inserted = row_count;
    if inserted > 0 then
      started := started + 1;
      perform private.record_audit(due.team_id, 'checklist_run_started', null, due.title,
                                   jsonb_build_object('checklist', due.checklist_id,
                                                      'scheduled', true));
    end if;
  end loop;
  return started;
end
$$;

revoke all on function public.start_checklist_run(text) from public, anon;
revoke all on function public.save_checklist_item(uuid, text, text, text, uuid, date, text, text)
  from public, anon;
revoke all on function public.start_due_checklist_runs(timestamptz) from public, anon, authenticated;
grant execute on function public.start_checklist_run(text) to authenticated;
grant execute on function public.save_checklist_item(uuid, text, text, text, uuid, date, text, text)
  to authenticated;
grant execute on function public.start_due_checklist_runs(timestamptz) to service_role;

-- ─── Control coverage (docs/decisions.md CL1) ─────────────────────────────────────────────────

-- The control ids each policy template serves, from src/content/policies through content.sql.
alter table public.policy_templates add column controls text[] not null default '{}';

-- What covers which control in the caller's team, from its own records only: published policies,
-- items done in the newest run of each checklist, and training once every active member has
-- completed every course they can watch. Not a certification: a map of what ComplyReady holds.
create function public.team_control_coverage()
returns table (control_id text, source text, title text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see the control coverage' using errcode = '42501';
  end if;
  return query
    select distinct control.id, 'policy'::text, t.title
    from public.policies p
    join public.policy_templates t on t.id = p.template_id
    cross join lateral unnest(t.controls) as control(id)
    where p.team_id = team
      and exists (select 1 from public.policy_versions v
                  where v.policy_id = p.id and v.published_at is not null)
      and p.id in (select private.visible_policy_ids(team))
  union
    select distinct control.id, 'checklist'::text, t.title || ': ' || (item ->> 'item')
    from (
      select distinct on (r.checklist_id) r.id, r.checklist_id
      from public.checklist_runs r
      where r.team_id = team
      order by r.checklist_id, r.period_start desc
    ) newest
    join public.checklist_templates t on t.id = newest.checklist_id
    join public.checklist_item_states s on s.run_id = newest.id and s.status = 'done'
    cross join lateral jsonb_array_elements(t.items) as item
    cross join lateral jsonb_array_elements_text(item -> 'controls') as control(id)
    where item ->> 'id' = s.item_id
  union
    -- Awareness training at hire and yearly: SOC 2 CC1.4, CC2.2; ISO/IEC 27001 A.6.3.
    select control.id, 'training'::text, 'Every member has completed every course'
    from unnest(array['CC1.4', 'CC2.2', 'A.6.3']) as control(id)
    where exists (select 1 from public.users u
                  where u.team_id = team and u.deactivated_at is null)
      and exists (select 1 from public.videos v where v.is_published)
      and not exists (
        select 1
        from public.users u
        cross join public.videos v
        where u.team_id = team and u.deactivated_at is null and v.is_published
          and not exists (select 1 from public.progress pr
                          where pr.user_id = u.id and pr.video_id = v.id
                            and pr.completed_at is not null)
      );
end
$$;
revoke all on function public.team_control_coverage() from public, anon;
grant execute on function public.team_control_coverage() to authenticated;


-- ── Evidence (migration 20261127000000) ──────────────────────────────────────────────────────────
-- The evidence pack and auditor links (docs/decisions.md EV1): a team admin creates a
-- link to the team's evidence for a date range — a download link valid for minutes, or an
-- auditor link valid for days that anyone holding it opens without an account. Links are stored
-- as hashes, listed, revocable, and every use is written to the audit log. The evidence function
-- (supabase/functions/_shared/evidence.ts) reads the team's records through the functions below,
-- which only the service role may call, and only after `open_evidence_link` accepted the token.

create table public.evidence_links (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  kind text not null check (kind in ('download', 'auditor')),
  label text check (char_length(label) between 1 and 200),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  from_date date not null,
  to_date date not null,
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id) on delete set null,
  created_by_name text not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  last_used_at timestamptz,
  use_count integer not null default 0,
  check (from_date <= to_date)
);
create index evidence_links_team_idx on public.evidence_links (team_id, created_at desc);
alter table public.evidence_links enable row level security;
revoke all on public.evidence_links from anon, authenticated;
-- Everything but the token's hash.
grant select (id, team_id, kind, label, from_date, to_date, created_at, created_by,
              created_by_name, expires_at, revoked_at, last_used_at, use_count)
  on public.evidence_links to authenticated;
grant all on public.evidence_links to service_role;

-- How long each kind of link lives: a download is fetched at once; an auditor link for as many
-- days as the admin chose, at most 90.
create function private.evidence_link_expiry(kind text, days integer) returns timestamptz
language plpgsql stable
set search_path = ''
as $$
begin
  if kind = 'download' then
    return now() + interval '15 minutes';
  end if;
  if days is null or days < 1 or days > 90 then
    raise exception 'An auditor link is valid for 1 to 90 days' using errcode = '22023';
  end if;
  return now() + make_interval(days => days);
end
$$;

-- Creates a link for the caller's team and returns its token, which is shown once.
create function public.create_evidence_link(
  kind text,
  from_date date,
  to_date date,
  days integer default null,
  label text default null
) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  token text := private.new_invite_code() || private.new_invite_code();
  link_id uuid;
  link_label text := nullif(btrim(label), '');
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can share the team''s evidence' using errcode = '42501';
  end if;
  if not (private.team_plan(team)).evidence then
    raise exception 'The evidence pack and auditor links are part of the Professional and Enterprise plans.'
      using errcode = '42501';
  end if;
  if kind not in ('download', 'auditor') then
    raise exception 'Unknown kind of evidence link' using errcode = '22023';
  end if;
  if from_date is null or to_date is null or from_date > to_date then
    raise exception 'Choose a date range whose start is not after its end' using errcode = '22023';
  end if;
  if kind = 'auditor' and link_label is null then
    raise exception 'Say whom the auditor link is for' using errcode = '22023';
  end if;
  insert into public.evidence_links
    (team_id, kind, label, token_hash, from_date, to_date, created_by, created_by_name, expires_at)
  values (team, kind, link_label, encode(sha256(convert_to(token, 'UTF8')), 'hex'), from_date,
          to_date, auth.uid(), private.my_name(), private.evidence_link_expiry(kind, days))
  returning id into link_id;
  if kind = 'auditor' then
    perform private.record_audit(team, 'evidence_link_created', link_id, link_label,
      jsonb_build_object('from', from_date, 'to', to_date, 'days', days));
  end if;
  return token;
end
$$;

create function public.revoke_evidence_link(link uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_link public.evidence_links;
begin
  select * into found_link from public.evidence_links l
  where l.id = link and l.team_id = private.my_team() and private.is_team_admin(l.team_id)
  for update;
  if found_link.id is null then
    raise exception 'No such evidence link' using errcode = 'P0002';
  end if;
  if found_link.revoked_at is null then
    update public.evidence_links set revoked_at = now() where id = found_link.id;
    perform private.record_audit(found_link.team_id, 'evidence_link_revoked', found_link.id,
                                 found_link.label, '{}'::jsonb);
  end if;
end
$$;

-- A use of an evidence link is the holder's: a download link is shown once, to the admin who
-- made it, and lives minutes, so its use is theirs; an auditor link is named by its label.
-- The evidence function opens the pack's links only: a trust link releases one document.
create or replace function public.open_evidence_link(token text, what text)
returns table (team_id uuid, team_name text, kind text, label text, from_date date, to_date date)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  link public.evidence_links;
begin
  select * into link from public.evidence_links l
  where l.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and l.kind <> 'trust' and l.revoked_at is null and l.expires_at > now()
  for update;
  if link.id is null or not (private.team_plan(link.team_id)).evidence then
    return;
  end if;
  if what is not null then
    update public.evidence_links
    set use_count = use_count + 1, last_used_at = now()
    where id = link.id;
    perform private.record_audit_as(
      link.team_id,
      case when link.kind = 'download' then link.created_by end,
      case when link.kind = 'download'
           then coalesce((select coalesce(u.full_name, u.email) from public.users u
                          where u.id = link.created_by), link.created_by_name)
           else 'Auditor link for ' || link.label end,
      'evidence_opened', link.id, coalesce(link.label, 'Evidence pack download'),
      jsonb_build_object('kind', link.kind, 'what', left(what, 300)));
  end if;
  return query
    select link.team_id, t.name, link.kind, link.label, link.from_date, link.to_date
    from public.teams t where t.id = link.team_id;
end
$$;

-- ─── What the pack holds, per team and date range (service role only) ──────────────────────

-- Control coverage of `team` (the rule of CL1), shared by the Evidence page and the pack.
create function private.control_coverage(team uuid)
returns table (control_id text, source text, title text)
language sql stable security definer
set search_path = ''
as $$
    select distinct control.id, 'policy'::text, t.title
    from public.policies p
    join public.policy_templates t on t.id = p.template_id
    cross join lateral unnest(t.controls) as control(id)
    where p.team_id = team
      and exists (select 1 from public.policy_versions v
                  where v.policy_id = p.id and v.published_at is not null)
      and p.id in (select private.visible_policy_ids(team))
  union
    select distinct control.id, 'checklist'::text, t.title || ': ' || (item ->> 'item')
    from (
      select distinct on (r.checklist_id) r.id, r.checklist_id
      from public.checklist_runs r
      where r.team_id = team
      order by r.checklist_id, r.period_start desc
    ) newest
    join public.checklist_templates t on t.id = newest.checklist_id
    join public.checklist_item_states s on s.run_id = newest.id and s.status = 'done'
    cross join lateral jsonb_array_elements(t.items) as item
    cross join lateral jsonb_array_elements_text(item -> 'controls') as control(id)
    where item ->> 'id' = s.item_id
  union
    -- Awareness training at hire and yearly: SOC 2 CC1.4, CC2.2; ISO/IEC 27001 A.6.3.
    select control.id, 'training'::text, 'Every member has completed every course'
    from unnest(array['CC1.4', 'CC2.2', 'A.6.3']) as control(id)
    where exists (select 1 from public.users u
                  where u.team_id = team and u.deactivated_at is null)
      and exists (select 1 from public.videos v where v.is_published)
      and not exists (
        select 1
        from public.users u
        cross join public.videos v
        where u.team_id = team and u.deactivated_at is null and v.is_published
          and not exists (select 1 from public.progress pr
                          where pr.user_id = u.id and pr.video_id = v.id
                            and pr.completed_at is not null)
      )
$$;
revoke all on function private.control_coverage(uuid) from public;

create or replace function public.team_control_coverage()
returns table (control_id text, source text, title text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see the control coverage' using errcode = '42501';
  end if;
  return query select * from private.control_coverage(team);
end
$$;

-- One part of the pack as JSON rows: 'policies' (published versions, each with its text),
-- 'acceptances', 'training', 'checklists' (runs with their items), 'audit', 'coverage'.
-- Dated records are those of the range; what is in force (published versions, coverage, current
-- training) is as of now.
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  range_start timestamptz := from_date::timestamptz;
  range_end timestamptz := (to_date + 1)::timestamptz;
  result jsonb;
begin
  case section
  when 'policies' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.title, x.number), '[]') into result from (
      select v.id, p.template_id, v.content ->> 'title' as title, v.number, v.content,
             v.content_hash, v.published_at, v.published_by_name, v.company_name,
             v.policy_owner, v.approver, v.effective_on, v.review_months
      from public.policy_versions v
      join public.policies p on p.id = v.policy_id
      where v.team_id = team and v.published_at is not null
        and p.id in (select private.visible_policy_ids(team))
    ) x;
  when 'acceptances' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.policy, x.version, x.accepted_at), '[]')
      into result from (
      select coalesce(case when u.id is not null then coalesce(u.full_name, u.email) end,
                      'Former member') as person,
             coalesce(u.email, '') as email, v.content ->> 'title' as policy,
             v.number as version, a.content_hash, a.accepted_at
      from public.policy_acceptances a
      join public.policy_versions v on v.id = a.version_id
      left join public.users u on u.id = a.user_id and u.team_id = a.team_id
      where a.team_id = team and a.accepted_at >= range_start and a.accepted_at < range_end
    ) x;
  when 'training' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.member, x.email, x.position, x.course), '[]')
      into result from (
      select coalesce(u.full_name, u.email) as member, u.email, vi.title as course,
             vi.order_index as position,
             coalesce(pr.progress_percent, 0) as progress_percent, pr.completed_at,
             u.deactivated_at is not null as deactivated
      from public.users u
      cross join public.videos vi
      left join public.progress pr on pr.user_id = u.id and pr.video_id = vi.id
      where u.team_id = team and vi.is_published
    ) x;
  when 'checklists' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.checklist_id, x.period_start), '[]')
      into result from (
      select r.id, r.checklist_id, t.title, r.period_start, r.started_at,
             (select coalesce(jsonb_agg(jsonb_build_object(
                        'item_id', s.item_id, 'status', s.status,
                        'not_applicable_reason', s.not_applicable_reason,
                        'owner', coalesce(o.full_name, o.email), 'due_on', s.due_on,
                        'notes', s.notes, 'evidence_url', s.evidence_url,
                        'updated_at', s.updated_at) order by s.item_id), '[]')
              from public.checklist_item_states s
              left join public.users o on o.id = s.owner_id
              where s.run_id = r.id) as items
      from public.checklist_runs r
      join public.checklist_templates t on t.id = r.checklist_id
      where r.team_id = team and r.period_start < to_date + 1
        and r.started_at < range_end
        -- A run whose period ended before the range is not in it.
        and not exists (select 1 from public.checklist_runs later
                        where later.team_id = r.team_id and later.checklist_id = r.checklist_id
                          and later.period_start > r.period_start
                          and later.period_start <= from_date)
    ) x;
  when 'audit' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.occurred_at, x.id), '[]') into result from (
      select e.id, e.occurred_at, e.actor_name, e.kind, e.target_name, e.details
      from public.audit_events e
      where e.team_id = team and e.occurred_at >= range_start and e.occurred_at < range_end
    ) x;
  when 'coverage' then
    select coalesce(jsonb_agg(to_jsonb(c) order by c.control_id, c.source, c.title), '[]')
      into result from private.control_coverage(team) c;
  else
    raise exception 'Unknown evidence section %', section using errcode = '22023';
  end case;
  return result;
end
$$;

revoke all on function public.create_evidence_link(text, date, date, integer, text) from public, anon;
revoke all on function public.revoke_evidence_link(uuid) from public, anon;
revoke all on function public.open_evidence_link(text, text) from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.create_evidence_link(text, date, date, integer, text) to authenticated;
grant execute on function public.revoke_evidence_link(uuid) to authenticated;
grant execute on function public.open_evidence_link(text, text) to service_role;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;


-- ── Knowledge checks (migration 20261128000000) ──────────────────────────────────────────────────
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

alter table public.knowledge_check_attempts enable row level security;
revoke all on public.knowledge_check_attempts from anon, authenticated;
grant select on public.knowledge_check_attempts to authenticated;
grant select, insert on public.knowledge_check_attempts to service_role;

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

-- For the public /training page: which catalogue courses can be started (docs/decisions.md V3).
create function public.published_course_ids() returns setof text
language sql stable security definer
set search_path = ''
as $$
  select distinct v.course_id from public.videos v
  where v.is_published and v.course_id is not null
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


-- ── Team hotline (migration 20261129000000) ──────────────────────────────────────────────────────
-- The team hotline (docs/decisions.md H1): each team's own reporting channel at
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

-- A handler reaches the team's cases only from a session that meets the team's requirement.
create or replace function private.is_hotline_handler(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.hotline_handler_people(team) p where p.user_id = auth.uid())
     and private.meets_team_mfa_requirement(team)
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

-- ─── The team hotline: no new reports, and the reporter is told where to go ─────────────────
-- Handlers keep reading, answering and closing the cases they have (the law's clocks still run);
-- reporters keep following up with their receipt codes.
create or replace function public.submit_hotline_case(slug text, is_anonymous boolean, sealed_key text,
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
    raise exception 'This hotline link is not valid.' using errcode = 'PT404';
  end if;
  if not (private.team_plan(channel.team_id)).team_hotline then
    raise exception 'This hotline is not taking new reports. To report a concern, use the general hotline at /hotline.'
      using errcode = '42501';
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
revoke all on function public.record_hotline_notice(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.hotline_channel(text) to service_role;
grant execute on function public.submit_hotline_case(text, boolean, text, text, text, text) to service_role;
grant execute on function public.reporter_hotline_case(text, text) to service_role;
grant execute on function public.reporter_hotline_reply(text, text, text) to service_role;
grant execute on function public.record_hotline_notice(uuid, text, timestamptz) to service_role;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;


-- ── Two factor (migration 20261130000000) ────────────────────────────────────────────────────────
-- Two-factor sign-in (docs/decisions.md TF1, docs/threat-model.md #29). Supabase Auth
-- keeps the authenticators (auth.mfa_factors) and puts each session's assurance level in its
-- access token (`aal`: aal1 after a password, aal2 after a code from an authenticator app). A
-- team may require two-factor sign-in of its admins (and, once they exist, its hotline
-- handlers); the rules below read the token's `aal`, so they hold against the API, hosted or
-- embedded, not only in the page.

alter table public.teams add column require_two_factor boolean not null default false;
grant select (require_two_factor) on public.teams to authenticated;

-- ─── The rule, in one place ──────────────────────────────────────────────────────────────────

-- Whether the caller has an authenticator set up and confirmed.
create function private.has_verified_factor() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified'
  )
$$;

-- Whom the team's setting covers: its admins and the people who handle its hotline.
create or replace function private.team_requires_two_factor_of_me(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select t.require_two_factor from public.teams t where t.id = team), false)
     and (private.holds_admin_role(team)
          or exists (select 1 from private.hotline_handler_people(team) p
                     where p.user_id = (select auth.uid())))
$$;

-- The teams whose sensitive rows and changes this session may not reach; null: every team's.
-- None once the session used a code from an authenticator app (aal2). Every team's when the
-- caller has an authenticator but signed in with the password alone, as Supabase's guidance
-- advises. Otherwise, the teams that require two-factor sign-in of the caller.
create function private.two_factor_closed_teams() returns uuid[]
language sql stable security definer
set search_path = ''
as $$
  select case
    when coalesce(auth.jwt() ->> 'aal', '') = 'aal2' then '{}'::uuid[]
    when private.has_verified_factor() then null
    else array(select t.id from public.teams t
               where t.require_two_factor and private.team_requires_two_factor_of_me(t.id))
  end
$$;

-- The rule every sensitive table and action of a team calls: may this session reach `team`'s
-- sensitive rows? Row-level security passes `(select private.two_factor_closed_teams())`, so the
-- teams are worked out once per statement, not once per row. Plain SQL the planner inlines.
create function private.meets_team_mfa_requirement(
  team uuid,
  closed uuid[] default private.two_factor_closed_teams()
) returns boolean
language sql stable
as $$
  select closed is not null and coalesce(not (team = any (closed)), true)
$$;

-- The same rule for actions: refuses a signed-in caller who does not meet it. Server code
-- without a user (the service role, the operator) is not refused.
create function private.require_team_mfa(team uuid) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and not private.meets_team_mfa_requirement(team) then
    raise exception 'This needs two-factor sign-in. Sign in again with a code from your authenticator app.'
      using errcode = '42501';
  end if;
end
$$;

-- ─── Where it applies: the audit log, evidence, member management ────────────────────────────

create policy "Two-factor sign-in where the team requires it" on public.audit_events
  as restrictive for select to authenticated
  using (private.meets_team_mfa_requirement(team_id, (select private.two_factor_closed_teams())));

create policy "Two-factor sign-in where the team requires it" on public.evidence_links
  as restrictive for select to authenticated
  using (private.meets_team_mfa_requirement(team_id, (select private.two_factor_closed_teams())));

-- Changes made for a user's request: creating or revoking evidence links; changing
-- another member of the team (deactivating, removing, roles); changing the team itself (invite
-- link, ownership, this setting) or deleting it. Triggers, so every function that makes such a
-- change, now or later, is held to the rule.
create function private.require_team_mfa_for_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
begin
  if tg_table_name = 'users' then
    -- People change their own profile (their name, their last visit) at any level.
    if old.id is distinct from auth.uid() and old.team_id is not null then
      perform private.require_team_mfa(old.team_id);
    end if;
  elsif tg_table_name = 'teams' then
    perform private.require_team_mfa((row_data ->> 'id')::uuid);
  else
    perform private.require_team_mfa((row_data ->> 'team_id')::uuid);
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
create trigger evidence_links_two_factor
  before insert or update or delete on public.evidence_links
  for each row execute function private.require_team_mfa_for_change();
create trigger users_two_factor
  before update on public.users
  for each row execute function private.require_team_mfa_for_change();
create trigger teams_two_factor
  before update or delete on public.teams
  for each row execute function private.require_team_mfa_for_change();

create or replace function public.team_control_coverage()
returns table (control_id text, source text, title text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see the control coverage' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query select * from private.control_coverage(team);
end
$$;

-- ─── The setting, the page's question, and recovery ──────────────────────────────────────────

-- Turns the requirement on or off for the caller's team. Turning it on needs an aal2 session, so
-- the admin who asks it of everyone has an authenticator and keeps their access.
create function public.set_team_two_factor(required boolean) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  previous boolean;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can change the team''s settings' using errcode = '42501';
  end if;
  if required is null then
    raise exception 'Say whether two-factor sign-in is required' using errcode = '22023';
  end if;
  if required and coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'Set up two-factor sign-in for yourself first (Account), then sign in with a code.'
      using errcode = '42501';
  end if;
  select require_two_factor into previous from public.teams where id = team for update;
  if previous = required then
    return;
  end if;
  update public.teams set require_two_factor = required where id = team;
  perform private.record_audit(team,
    case when required then 'two_factor_required' else 'two_factor_not_required' end);
end
$$;

-- Whether the caller must use two-factor sign-in (the page leads them to set it up first).
create function public.two_factor_required() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(private.team_requires_two_factor_of_me(private.my_team()), false)
$$;

-- Which active and deactivated members of the caller's team have an authenticator confirmed.
create function public.team_two_factor_status()
returns table (member_id uuid, enabled boolean)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see who uses two-factor sign-in' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query
    select u.id, exists (select 1 from auth.mfa_factors f
                         where f.user_id = u.id and f.status = 'verified')
    from public.users u where u.team_id = team;
end
$$;

-- Recovery for a member who lost their authenticator: an admin removes all of the member's
-- authenticators and ends their sessions; they sign in with their password and set one up again.
create function public.reset_member_two_factor(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users := private.managed_member(member);
begin
  perform private.require_team_mfa(target.team_id);
  if target.id = auth.uid() then
    raise exception 'Remove your own authenticator on your Account page' using errcode = 'P0001';
  end if;
  if not exists (select 1 from auth.mfa_factors where user_id = target.id) then
    raise exception 'This member has no two-factor sign-in to reset' using errcode = 'P0001';
  end if;
  delete from auth.mfa_factors where user_id = target.id;
  perform private.end_sessions(target.id);
  perform private.record_audit(target.team_id, 'two_factor_reset', target.id,
    coalesce(target.full_name, target.email));
end
$$;

-- The operator's recovery (`npm run admin -- reset-two-factor <email>`), for anyone; written to
-- the audit log of the person's team as "Operator". Service role only.
create function public.operator_reset_two_factor(account_email text) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  account auth.users;
  profile public.users;
  removed integer;
begin
  select * into account from auth.users where lower(email) = lower(btrim(account_email));
  if account.id is null then
    raise exception 'No account with the email %', account_email using errcode = 'P0002';
  end if;
  delete from auth.mfa_factors where user_id = account.id;
  get diagnostics removed = row_count;
  perform private.end_sessions(account.id);
  select * into profile from public.users where id = account.id;
  if removed > 0 and profile.team_id is not null then
    perform private.record_audit(profile.team_id, 'two_factor_reset', profile.id,
      coalesce(profile.full_name, profile.email));
  end if;
  return removed;
end
$$;

revoke all on function private.has_verified_factor() from public;
revoke all on function private.team_requires_two_factor_of_me(uuid) from public;
revoke all on function private.two_factor_closed_teams() from public;
revoke all on function private.meets_team_mfa_requirement(uuid, uuid[]) from public;
revoke all on function private.require_team_mfa(uuid) from public;
revoke all on function private.require_team_mfa_for_change() from public;
grant execute on function private.two_factor_closed_teams() to authenticated;
grant execute on function private.meets_team_mfa_requirement(uuid, uuid[]) to authenticated;

revoke all on function public.set_team_two_factor(boolean) from public, anon, authenticated;
revoke all on function public.two_factor_required() from public, anon, authenticated;
revoke all on function public.team_two_factor_status() from public, anon, authenticated;
revoke all on function public.reset_member_two_factor(uuid) from public, anon, authenticated;
revoke all on function public.operator_reset_two_factor(text) from public, anon, authenticated;
grant execute on function public.set_team_two_factor(boolean) to authenticated;
grant execute on function public.two_factor_required() to authenticated;
grant execute on function public.team_two_factor_status() to authenticated;
grant execute on function public.reset_member_two_factor(uuid) to authenticated;
grant execute on function public.operator_reset_two_factor(text) to service_role;


-- ── Hotline two factor (migration 20261130000100) ────────────────────────────────────────────────
-- The team's two-factor requirement (docs/decisions.md TF1) covers its hotline handlers too:
-- "Require two-factor for admins and hotline handlers". Every hotline rule asks
-- private.is_hotline_handler (docs/decisions.md H1), so the requirement is added there alone.

-- Whom the team's setting covers: its admins and the people who handle its hotline. Reads the
-- handlers directly, not through is_hotline_handler, which itself asks this rule.


revoke all on function private.team_requires_two_factor_of_me(uuid) from public;
revoke all on function private.is_hotline_handler(uuid) from public;
grant execute on function private.is_hotline_handler(uuid) to authenticated;


-- ── Training program (migration 20261201000000) ──────────────────────────────────────────────────
-- The training program (docs/decisions.md TP1): admins assign courses with due dates,
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
revoke all on function public.verify_certificate(text) from public;
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
grant execute on function public.verify_certificate(text) to anon, authenticated;
grant execute on function public.set_training_reminders(text, boolean) to anon, authenticated;
grant execute on function public.claim_training_reminders(timestamptz, uuid, integer) to service_role;
grant execute on function public.finish_training_reminder(uuid, uuid, boolean, timestamptz) to service_role;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;


-- ── Admin two factor (migration 20261202000000) ──────────────────────────────────────────────────
-- Two-factor sign-in guards every admin power, and the schema passes Supabase's database advisor
-- (docs/decisions.md TF1, docs/threat-model.md #34 and "Row-level security").
--
-- Until now the team's requirement was checked by the audit log, evidence links and member
-- changes one by one, so a password-only (aal1) session of an admin still read the invite code,
-- every member's email and training, adopted and published policies, and so on. The rule now
-- sits inside the one admin check every function and policy calls, private.is_team_admin (and
-- its set form for policies, private.administered_team_ids): an admin whose session does not
-- meet the team's requirement is not an admin to the database. Default-deny: a function written
-- later that asks is_team_admin is held to it without remembering to. src/backend/security/two-factor-rules.test.ts walks every API
-- function and policy that reads the admin role and fails if it does not reach the requirement.

-- ─── One admin check, with the requirement inside ────────────────────────────────────────────

-- The teams whose admin role the caller holds: their own as an active admin, every team as a
-- superadmin. The role alone: only the requirement itself (whom it covers) asks this.
-- Two branches, each answered by a primary key: one condition with an OR ("superadmin, or this
-- admin's own team") made PostgreSQL read every team on every call, and policies and team
-- functions call it on every request (docs/scale.md).
create or replace function private.admin_role_team_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select me.team_id
  from public.users me
  where me.id = (select auth.uid())
    and me.role = 'admin' and me.deactivated_at is null and me.team_id is not null
  union
  select t.id
  from public.teams t
  where exists (
    select 1 from public.users me where me.id = (select auth.uid()) and me.role = 'superadmin'
  )
$$;

create function private.holds_admin_role(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.admin_role_team_ids() a where a = team)
$$;

-- The teams this session administers: the role, from a session that meets the team's two-factor
-- requirement. Policies ask `team_id in (select private.administered_team_ids())`, which
-- PostgreSQL works out once per statement, not once per row.
create function private.administered_team_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select a.id
  from private.admin_role_team_ids() a(id)
  where private.meets_team_mfa_requirement(a.id, (select private.two_factor_closed_teams()))
$$;

-- Supabase's advisor (function_search_path_mutable): pin it like every other function.
alter function private.meets_team_mfa_requirement(uuid, uuid[]) set search_path = '';

revoke all on function private.admin_role_team_ids() from public;
revoke all on function private.holds_admin_role(uuid) from public;
revoke all on function private.team_requires_two_factor_of_me(uuid) from public;
revoke all on function private.administered_team_ids() from public;
revoke all on function private.is_team_admin(uuid) from public;
revoke all on function private.administered_user_ids() from public;
grant execute on function private.administered_team_ids() to authenticated;
grant execute on function private.is_team_admin(uuid) to authenticated;
grant execute on function private.administered_user_ids() to authenticated;
create policy "Admins read their team's activity" on public.audit_events
  for select to authenticated
  using (team_id = any (array(select private.administered_team_ids())));
create policy "Admins read their team's checklist items" on public.checklist_item_states
  for select to authenticated
  using (team_id = any (array(select private.administered_team_ids())));
create policy "Admins read their team's checklist runs" on public.checklist_runs
  for select to authenticated
  using (team_id = any (array(select private.administered_team_ids())));
create policy "Admins read their team's evidence links" on public.evidence_links
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));
create policy "Admins read their team's former members" on public.former_member_progress
  for select to authenticated
  using (team_id = any (array(select private.administered_team_ids())));
create policy "Admins read their team's policies" on public.policies
  for select to authenticated
  using (team_id = any (array(select private.administered_team_ids())));
create policy "Admins read their team's reminders" on public.policy_reminders
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));
create policy "Admins read their team's assignments" on public.training_assignments
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));
create policy "Admins read their team's training cycles" on public.training_cycles
  for select to authenticated
  using (team_id = any (array(select private.administered_team_ids())));
create policy "Admins read their team's reminders" on public.training_reminders
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));
create policy "Admins read their team's training settings" on public.training_settings
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));
create policy "Users read themselves and admins read their team" on public.users
  for select to authenticated
  using (id = (select auth.uid()) or team_id = any (array(select private.administered_team_ids())));
create policy "Users rename themselves" on public.users
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
create policy "Users record their own progress" on public.progress
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Users update their own progress" on public.progress
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "People read their own acceptances; admins their team's" on public.policy_acceptances
  for select to authenticated
  using (
    (user_id = (select auth.uid()) and team_id = (select private.my_team()))
    or team_id = any (array(select private.administered_team_ids()))
  );
create policy "People accept for themselves, in their own team" on public.policy_acceptances
  for insert to authenticated
  with check (user_id = (select auth.uid()) and team_id = (select private.my_team()));
create policy "Signed-in users read the courses" on public.courses
  for select to authenticated
  using ((select auth.uid()) is not null);
create policy "People read their own attempts; admins their team's" on public.knowledge_check_attempts
  for select to authenticated
  using (
    (user_id = (select auth.uid()) and not (team_id is distinct from (select private.my_team())))
    or team_id = any (array(select private.administered_team_ids()))
  );
create policy "People read their own requirements; admins their team's" on public.training_requirements
  for select to authenticated
  using (
    (user_id = (select auth.uid()) and team_id = (select private.my_team()))
    or team_id = any (array(select private.administered_team_ids()))
  );
create policy "People read their own certificates; admins their team's" on public.certificates
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or team_id = any (array(select private.administered_team_ids()))
  );

-- One permissive SELECT policy per role and table (advisor: multiple_permissive_policies): the
-- two rules of policy_versions in one.
drop policy "Admins read their team's policy versions, drafts included" on public.policy_versions;
drop policy "Members read the published versions of their team's policies" on public.policy_versions;
create policy "Admins read all versions; members the published ones" on public.policy_versions
  for select to authenticated
  using (
    team_id = any (array(select private.administered_team_ids()))
    or (published_at is not null and team_id = (select private.my_team())
        and policy_id in (select private.visible_policy_ids(team_id)))
  );

-- ─── An index behind every foreign key (advisor: unindexed_foreign_keys) ─────────────────────
-- Deleting a user, course, plan or checklist checks the rows that point at it; deleting a team
-- cascades through its rows. Without an index each of those is a scan of the whole table.

create index certificates_course_id_idx on public.certificates (course_id);
create index certificates_cycle_id_idx on public.certificates (cycle_id);
create index checklist_item_states_owner_id_idx on public.checklist_item_states (owner_id);
create index checklist_item_states_updated_by_idx on public.checklist_item_states (updated_by);
create index checklist_runs_checklist_id_idx on public.checklist_runs (checklist_id);
create index checklist_runs_started_by_idx on public.checklist_runs (started_by);
create index evidence_links_created_by_idx on public.evidence_links (created_by);
create index former_member_progress_video_id_idx on public.former_member_progress (video_id);
create index hotline_cases_assignee_id_idx on public.hotline_cases (assignee_id);
create index hotline_channels_created_by_idx on public.hotline_channels (created_by);
create index hotline_handlers_named_by_idx on public.hotline_handlers (named_by);
create index hotline_handlers_user_id_idx on public.hotline_handlers (user_id);
create index hotline_messages_author_id_idx on public.hotline_messages (author_id);
create index hotline_messages_team_id_idx on public.hotline_messages (team_id);
create index knowledge_check_attempts_course_id_idx on public.knowledge_check_attempts (course_id);
create index policies_template_id_idx on public.policies (template_id);
create index policy_acceptances_version_fkey_idx
  on public.policy_acceptances (version_id, policy_id, team_id);
create index policy_reminders_version_fkey_idx on public.policy_reminders (version_id, policy_id, team_id);
create index policy_versions_policy_fkey_idx on public.policy_versions (policy_id, team_id);
create index teams_owner_id_idx on public.teams (owner_id);
create index teams_plan_id_idx on public.teams (plan_id);
create index teams_trial_plan_id_idx on public.teams (trial_plan_id);
create index training_assignments_course_id_idx on public.training_assignments (course_id);
create index training_assignments_created_by_idx on public.training_assignments (created_by);
create index training_reminders_team_id_idx on public.training_reminders (team_id);
create index training_requirements_course_id_idx on public.training_requirements (course_id);
create index training_requirements_team_id_idx on public.training_requirements (team_id);
create index training_settings_updated_by_idx on public.training_settings (updated_by);


-- ── Knowledge check forms (migration 20261203000000) ─────────────────────────────────────────────
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

revoke all on function private.watched_course(text) from public, anon, authenticated;
revoke all on function private.require_open_check(text) from public, anon, authenticated;
revoke all on function private.form_is_current(text, jsonb) from public, anon, authenticated;
revoke all on function private.draw_knowledge_check_form(text) from public, anon, authenticated;


-- ── Hotline metadata (migration 20261204000000) ──────────────────────────────────────────────────
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


-- ── Refusal statuses (migration 20261205000000) ──────────────────────────────────────────────────
-- Refusals people see are 4xx, and an evidence link's audit trail names only files that exist
-- (docs/threat-model.md #36).

-- ─── Refusal statuses ─────────────────────────────────────────────────────────────────────────
-- PostgREST answers P0002 (no_data_found) and 55000 (object_not_in_prerequisite_state) with HTTP
-- 500, so "No such checklist" or "This case is closed" looked like a crash. PostgREST turns a
-- PTxyz SQLSTATE into HTTP xyz: every function that raises either code now raises PT404 (not
-- found) or PT409 (not now) instead, with the same message. Each definition is rewritten where it
-- stands, so its grants, owner and settings stay; src/backend/security/refusal-status.test.ts fails
-- on any function that raises a code PostgREST answers with 5xx.
do $$
declare
  fn oid;
begin
  for fn in
    select p.oid
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and p.prosrc ~ 'errcode = ''(P0002|55000)'''
  loop
    execute replace(replace(pg_get_functiondef(fn),
      'errcode = ''P0002''', 'errcode = ''PT404'''),
      'errcode = ''55000''', 'errcode = ''PT409''');
  end loop;
end
$$;


-- ── Billing (migration 20261206000000) ───────────────────────────────────────────────────────────
-- Self-serve plans through Stripe (docs/decisions.md P1, docs/threat-model.md #40).
-- The team's billing state and the Stripe events already handled live in the private schema,
-- which the API does not expose. Only the service role (the webhook and the billing function)
-- writes them, through the functions below; a team's plan still changes only through
-- public.change_team_plan.

create table private.team_billing (
  team_id uuid primary key references public.teams (id) on delete cascade,
  stripe_customer_id text unique,
  stripe_subscription_id text unique,
  status text,
  price_id text,
  plan_id text references public.plans (id),
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  updated_at timestamptz not null default now()
);
alter table private.team_billing enable row level security;
create index team_billing_plan_id_idx on private.team_billing (plan_id);

-- Each Stripe event id once: a replayed delivery is recognised and changes nothing.
create table private.stripe_events (
  id text primary key check (char_length(id) between 1 and 255),
  type text not null,
  received_at timestamptz not null default now()
);
alter table private.stripe_events enable row level security;

revoke all on private.team_billing, private.stripe_events from public, anon, authenticated;

-- ─── Service role: events and subscriptions ──────────────────────────────────────────────────

-- True when the event had been handled before.
create function public.stripe_event_seen(event_id text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.stripe_events where id = event_id)
$$;

-- Stores a handled event once; false when it was already stored.
create function public.record_stripe_event(event_id text, event_type text) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  insert into private.stripe_events (id, type) values (event_id, event_type)
  on conflict (id) do nothing;
  return found;
end
$$;

-- The team a Stripe customer or subscription belongs to, when known.
create function public.team_of_stripe_customer(customer text, subscription text default null)
returns uuid
language sql stable security definer
set search_path = ''
as $$
  select team_id from private.team_billing
  where stripe_customer_id = customer
     or (subscription is not null and stripe_subscription_id = subscription)
  limit 1
$$;

-- Remembers the Stripe customer made for a team (before its first checkout).
create function public.set_team_stripe_customer(team uuid, customer text) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into private.team_billing (team_id, stripe_customer_id) values (team, customer)
  on conflict (team_id) do update
    set stripe_customer_id = excluded.stripe_customer_id, updated_at = now()
$$;

-- ─── The sync records what changed on the subscription ───────────────────────────────────────
-- As before (20261206000000_billing.sql), and now: whenever the stored subscription's status,
-- price, renewal date or scheduled cancellation changes, a `subscription_changed` event by
-- "Stripe" says from what to what, so a cancellation booked in Stripe's portal, a card that
-- failed (past_due) or a renewal is in the log even when the plan itself does not change yet.
create or replace function public.apply_stripe_subscription(
  team uuid,
  customer text,
  subscription text,
  subscription_status text,
  price text,
  entitled_plan text,
  period_end timestamptz,
  cancels_at_period_end boolean
) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  current_plan text;
  trial_plan text;
  before private.team_billing%rowtype;
  live constant text[] := array['active', 'trialing', 'past_due'];
  cancels boolean := coalesce(cancels_at_period_end, false);
begin
  select plan_id, trial_plan_id into current_plan, trial_plan
  from public.teams where id = team for update;
  if not found then
    raise exception 'No such team' using errcode = 'PT404';
  end if;
  select * into before from private.team_billing b where b.team_id = team;
  -- One subscription per team: another one (an ended earlier one whose event comes late, a
  -- checkout left unpaid) does not replace the live one the team has.
  if before.stripe_subscription_id is not null and before.stripe_subscription_id <> subscription
    and before.status = any (live) and not (subscription_status = any (live)) then
    return current_plan;
  end if;
  insert into private.team_billing as b (team_id, stripe_customer_id, stripe_subscription_id,
      status, price_id, plan_id, current_period_end, cancel_at_period_end, updated_at)
  values (team, customer, subscription, subscription_status, price, entitled_plan, period_end,
      cancels, now())
  on conflict (team_id) do update
    set stripe_customer_id = excluded.stripe_customer_id,
        stripe_subscription_id = excluded.stripe_subscription_id,
        status = excluded.status,
        price_id = excluded.price_id,
        plan_id = excluded.plan_id,
        current_period_end = excluded.current_period_end,
        cancel_at_period_end = excluded.cancel_at_period_end,
        updated_at = now();
  perform set_config('complyready.audit_actor', 'Stripe', true);
  if before.stripe_subscription_id is distinct from subscription
    or before.status is distinct from subscription_status
    or before.price_id is distinct from price
    or before.current_period_end is distinct from period_end
    or coalesce(before.cancel_at_period_end, false) <> cancels then
    perform private.record_audit(team, 'subscription_changed', null, null,
      jsonb_strip_nulls(jsonb_build_object(
        'subscription', subscription,
        'from', case when before.stripe_subscription_id = subscription then before.status end,
        'to', subscription_status,
        'plan', entitled_plan,
        'period_end', period_end,
        'cancel_at_period_end', cancels)));
  end if;
  if entitled_plan is not null and (entitled_plan <> current_plan or trial_plan is not null) then
    perform public.change_team_plan(team, entitled_plan,
      format('Stripe subscription %s is %s', subscription, subscription_status));
  end if;
  perform set_config('complyready.audit_actor', '', true);
  return (select plan_id from public.teams where id = team);
end
$$;

revoke all on function public.stripe_event_seen(text) from public, anon, authenticated;
revoke all on function public.record_stripe_event(text, text) from public, anon, authenticated;
revoke all on function public.team_of_stripe_customer(text, text) from public, anon, authenticated;
revoke all on function public.set_team_stripe_customer(uuid, text) from public, anon, authenticated;
revoke all on function public.apply_stripe_subscription(uuid, text, text, text, text, text, timestamptz, boolean)
  from public, anon, authenticated;
grant execute on function public.stripe_event_seen(text) to service_role;
grant execute on function public.record_stripe_event(text, text) to service_role;
grant execute on function public.team_of_stripe_customer(text, text) to service_role;
grant execute on function public.set_team_stripe_customer(uuid, text) to service_role;
grant execute on function public.apply_stripe_subscription(uuid, text, text, text, text, text, timestamptz, boolean)
  to service_role;


-- ── Starter keeps (migration 20261207000000) ─────────────────────────────────────────────────────
-- What a team keeps when it moves to a smaller plan (docs/decisions.md P2): nothing is
-- deleted; policies already adopted stay published to members, only new adoptions beyond the
-- limit are refused; the team hotline takes no new reports but its handlers keep the cases;
-- evidence links stop working.

-- ─── Policies: every adopted policy stays visible ─────────────────────────────────────────────
-- The plan limits adoption (public.adopt_policy) only: members keep reading and accepting every
-- policy the team adopted, so its acceptance register does not break when a plan ends.



-- ── Billing notices (migration 20261209000000) ───────────────────────────────────────────────────
-- Billing emails (docs/decisions.md P1): a failed payment, a subscription that ended
-- (the team is on Starter now) and the reminders 14, 7 and 1 days before a trial ends. Each notice
-- is claimed once under a unique key before it is mailed and released when the mail fails, so a
-- replayed event or a second run sends nothing twice. Only the service role calls these.

create table private.billing_notices (
  team_id uuid not null references public.teams (id) on delete cascade,
  kind text not null check (kind in ('payment_failed', 'plan_ended', 'trial_ending')),
  -- payment_failed: the Stripe event; plan_ended: the subscription; trial_ending: the trial's
  -- end and the reminder's day ("2026-12-31T00:00:00+00:00/14").
  ref text not null check (char_length(ref) between 1 and 255),
  sent_at timestamptz not null default now(),
  primary key (team_id, kind, ref)
);
alter table private.billing_notices enable row level security;
revoke all on private.billing_notices from public, anon, authenticated;

-- The team's active admins, who receive its billing emails.
create function private.billing_recipients(team uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('email', u.email, 'full_name', u.full_name)
                            order by u.email), '[]'::jsonb)
  from public.users u
  where u.team_id = team and u.role = 'admin' and u.deactivated_at is null
$$;
revoke all on function private.billing_recipients(uuid) from public, anon, authenticated;

-- Claims one notice; answers the team's name and admins when newly claimed, nothing otherwise.
create function public.claim_billing_notice(team uuid, notice_kind text, notice_ref text)
returns table (team_name text, recipients jsonb)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  insert into private.billing_notices (team_id, kind, ref) values (team, notice_kind, notice_ref)
  on conflict do nothing;
  if not found then
    return;
  end if;
  return query select t.name, private.billing_recipients(t.id) from public.teams t where t.id = team;
end
$$;

-- Gives a claimed notice back when its mail could not be sent, so a later try sends it.
create function public.release_billing_notice(team uuid, notice_kind text, notice_ref text)
returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from private.billing_notices
  where team_id = team and kind = notice_kind and ref = notice_ref
$$;

-- The trial reminders owed at `at`: a team on a trial that ends in 14, 7 or 1 days (counted in
-- whole days, rounded up: "in 7 days" is more than 6 and at most 7 days before the end), claimed
-- once per team, trial end and day, and never in a team's first day. Answers each with its admins and what the trial's plan
-- gives beyond Starter.
create function public.claim_trial_reminders(at timestamptz)
returns table (
  team_id uuid,
  team_name text,
  trial_ends_at timestamptz,
  days_left integer,
  notice_ref text,
  trial_plan jsonb,
  starter jsonb,
  recipients jsonb
)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  return query
    with due as (
      select t.id, t.name, t.trial_ends_at as ends, t.trial_plan_id,
             ceil(extract(epoch from (t.trial_ends_at - at)) / 86400)::integer as days
      from public.teams t
      where t.trial_plan_id is not null and t.trial_ends_at > at
        and t.trial_ends_at <= at + interval '14 days'
        -- Not on a team's first day: a 14-day trial's "14 days left" is its sign-up.
        and t.created_at <= at - interval '1 day'
    ),
    claimed as (
      insert into private.billing_notices as n (team_id, kind, ref, sent_at)
      select d.id, 'trial_ending', to_char(d.ends at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
               || '/' || d.days, at
      from due d
      where d.days in (14, 7, 1)
      on conflict do nothing
      returning n.team_id, n.ref
    )
    select d.id, d.name, d.ends, d.days, c.ref, to_jsonb(p), to_jsonb(s),
           private.billing_recipients(d.id)
    from claimed c
    join due d on d.id = c.team_id
    join public.plans p on p.id = d.trial_plan_id
    join public.plans s on s.id = 'starter';
end
$$;

revoke all on function public.claim_billing_notice(uuid, text, text) from public, anon, authenticated;
revoke all on function public.release_billing_notice(uuid, text, text) from public, anon, authenticated;
revoke all on function public.claim_trial_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.claim_billing_notice(uuid, text, text) to service_role;
grant execute on function public.release_billing_notice(uuid, text, text) to service_role;
grant execute on function public.claim_trial_reminders(timestamptz) to service_role;


-- ── Policy approvals (migration 20261210000000) ──────────────────────────────────────────────────
-- Approval is a step, not a label (docs/decisions.md PA1): a version is published only after the
-- member named as its approver approved it with a reason for the change, or, when the team chose
-- "the publisher approves", with the publisher's own reason, recorded as exactly that. A yearly
-- review of an unchanged policy is an approval of the current version and moves the next review
-- date. A retired policy leaves the members' list and the register says from when.

-- ─── The team's choice ───────────────────────────────────────────────────────────────────────

alter table public.teams add column policy_approval text not null default 'approver'
  check (policy_approval in ('approver', 'publisher'));
grant select (policy_approval) on public.teams to authenticated;

-- ─── Approvals ───────────────────────────────────────────────────────────────────────────────

-- One request for an approval and its answer. `purpose` 'publication' approves the draft as it
-- was at `revision`; 'review' approves the published version as still right. The title, version
-- and names are copied so the record reads the same after people leave.
create table public.policy_approvals (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null,
  policy_id uuid not null,
  version_id uuid not null,
  purpose text not null check (purpose in ('publication', 'review')),
  revision integer check ((purpose = 'publication') = (revision is not null)),
  policy_title text not null,
  version_number integer not null,
  -- No foreign key: the record outlives the account, as audit evidence (docs/decisions.md PP1).
  approver_id uuid not null,
  approver_name text not null,
  -- The team's "the publisher approves": the person who published approved it themselves.
  by_publisher boolean not null default false,
  requested_by uuid,
  requested_by_name text not null,
  requested_at timestamptz not null default now(),
  emailed_at timestamptz,
  status text not null default 'pending' check (status in ('pending', 'approved', 'sent_back')),
  decided_at timestamptz,
  reason text check (char_length(reason) between 1 and 2000),
  comment text check (char_length(comment) between 1 and 2000),
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'approved') = (reason is not null)),
  check ((status = 'sent_back') = (comment is not null)),
  check (not by_publisher or status = 'approved'),
  foreign key (version_id, policy_id, team_id)
    references public.policy_versions (id, policy_id, team_id) on delete cascade
);
create index policy_approvals_version_idx on public.policy_approvals (version_id, policy_id, team_id);
create index policy_approvals_team_idx on public.policy_approvals (team_id, requested_at);
create index policy_approvals_approver_idx on public.policy_approvals (approver_id, status);
-- One open request per version at a time.
create unique index policy_approvals_one_pending on public.policy_approvals (version_id)
  where status = 'pending';

-- The approval a published version was published under (null for versions published before).
alter table public.policy_versions add column approval_id uuid references public.policy_approvals (id);
create index policy_versions_approval_idx on public.policy_versions (approval_id);

-- A retired policy: nobody is asked to accept it any more; its versions stay as records.
alter table public.policies add column retired_at timestamptz;
alter table public.policies add column retired_by_name text;
alter table public.policies add column retired_reason text
  check (char_length(retired_reason) between 1 and 2000);
alter table public.policies add constraint policies_retired_complete
  check ((retired_at is null) = (retired_by_name is null)
         and (retired_at is null) = (retired_reason is null));

alter table public.policy_approvals enable row level security;
revoke all on public.policy_approvals from anon, authenticated;
grant select on public.policy_approvals to authenticated;
grant all on public.policy_approvals to service_role;
create policy "Admins read their team's approvals; approvers the ones asked of them"
  on public.policy_approvals for select to authenticated
  using (
    team_id = any (array(select private.administered_team_ids()))
    or (approver_id = (select auth.uid()) and team_id = (select private.my_team()))
  );

-- ─── What never changes ──────────────────────────────────────────────────────────────────────

-- An answered request is final: the answer, who and when never change, and no approval is
-- deleted except with the whole team. A pending one changes only into its answer or notice.
create function private.keep_policy_approvals() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if current_setting('complyready.deleting_team', true) = old.team_id::text then
      return old;
    end if;
    raise exception 'Policy approvals cannot be deleted' using errcode = '42501';
  end if;
  if old.status <> 'pending'
    or (new.id, new.team_id, new.policy_id, new.version_id, new.purpose, new.revision,
        new.approver_id, new.approver_name, new.by_publisher, new.requested_by,
        new.requested_at)
       is distinct from
       (old.id, old.team_id, old.policy_id, old.version_id, old.purpose, old.revision,
        old.approver_id, old.approver_name, old.by_publisher, old.requested_by,
        old.requested_at) then
    raise exception 'An answered approval cannot be changed' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger policy_approvals_final_once_answered
  before update or delete on public.policy_approvals
  for each row execute function private.keep_policy_approvals();
create trigger policy_approvals_no_truncate
  before truncate on public.policy_approvals
  for each statement execute function private.refuse_policy_truncate();

-- The rule itself, whoever writes: a version becomes published only with an approval of this
-- very draft (its revision) that was given (docs/threat-model.md #41).
create function private.publish_only_when_approved() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published_at is not null and (tg_op = 'INSERT' or old.published_at is null)
    and not exists (
      select 1 from public.policy_approvals a
      where a.id = new.approval_id and a.version_id = new.id and a.purpose = 'publication'
        and a.status = 'approved' and a.revision = new.revision
    ) then
    raise exception 'This version can be published only after its approver approved it'
      using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger policy_versions_published_only_when_approved
  before insert or update on public.policy_versions
  for each row execute function private.publish_only_when_approved();

-- ─── Admin actions ───────────────────────────────────────────────────────────────────────────

-- A reason or comment as stored: trimmed plain text of 1 to 2,000 characters, line breaks allowed.
create function private.approval_text(value text, label text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  cleaned text := private.trimmed(value);
begin
  if cleaned is null then
    raise exception '% is required', label using errcode = '22023';
  end if;
  if char_length(cleaned) > 2000 then
    raise exception '% is longer than 2000 characters', label using errcode = '22023';
  end if;
  if cleaned ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]' then
    raise exception '% contains a control character', label using errcode = '22023';
  end if;
  return cleaned;
end
$$;

-- Chooses who approves the team's policy versions: a named approver ('approver') or the person
-- who publishes ('publisher').
create function public.set_policy_approval(mode text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can choose who approves policies' using errcode = '42501';
  end if;
  if mode is null or mode not in ('approver', 'publisher') then
    raise exception 'Choose the named approver or the publisher' using errcode = '22023';
  end if;
  if (select t.policy_approval from public.teams t where t.id = team) = mode then
    return;
  end if;
  update public.teams set policy_approval = mode where id = team;
  perform private.record_audit(team, 'policy_approval_setting_changed', null, null,
    jsonb_build_object('approval', case mode when 'publisher' then 'The publisher approves'
                                            else 'A named approver approves' end));
end
$$;

-- Asks the member `approver` to approve `policy`: its draft as saved at `revision`
-- ('publication'), or its current version as reviewed ('review'). Returns the request's id; the
-- policy-reminders function emails it (`policy_approval_notice`).
create function public.request_policy_approval(
  policy uuid,
  purpose text,
  approver uuid,
  revision integer default null
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  version public.policy_versions;
  person public.users;
  request_id uuid;
begin
  if purpose = 'publication' then
    version := private.open_draft(policy, revision);
  elsif purpose = 'review' then
    if chosen.retired_at is not null then
      raise exception 'This policy is retired.' using errcode = 'P0001';
    end if;
    select * into version from public.policy_versions v
     where v.policy_id = policy and v.published_at is not null
     order by v.number desc limit 1;
    if version.id is null then
      raise exception 'Publish a first version before recording a review.' using errcode = 'P0001';
    end if;
  else
    raise exception 'Ask for the approval of a publication or a review' using errcode = '22023';
  end if;
  select * into person from public.users u
   where u.id = approver and u.team_id = chosen.team_id and u.deactivated_at is null;
  if person.id is null then
    raise exception 'The approver must be an active member of your team' using errcode = '22023';
  end if;
  if exists (select 1 from public.policy_approvals a
             where a.version_id = version.id and a.status = 'pending') then
    raise exception 'This version is already waiting for an approval.' using errcode = 'P0001';
  end if;
  insert into public.policy_approvals (
    team_id, policy_id, version_id, purpose, revision, policy_title, version_number,
    approver_id, approver_name, requested_by, requested_by_name
  ) values (
    chosen.team_id, policy, version.id, purpose,
    case when purpose = 'publication' then version.revision end,
    coalesce(version.content, version.source) ->> 'title', version.number,
    person.id, coalesce(person.full_name, person.email), auth.uid(), private.my_name()
  )
  returning id into request_id;
  perform private.record_audit(chosen.team_id, 'policy_approval_requested', policy,
    coalesce(version.content, version.source) ->> 'title',
    jsonb_build_object('version', version.number, 'purpose', purpose,
                       'approver', coalesce(person.full_name, person.email)));
  return request_id;
end
$$;

-- What the approval email needs, for a team admin, while the request is open.
create function public.policy_approval_notice(approval uuid)
returns table (
  approval_id uuid,
  email text,
  full_name text,
  purpose text,
  policy_title text,
  version_number integer,
  requested_by_name text,
  team_name text
)
language sql stable security definer
set search_path = ''
as $$
  select a.id, u.email, u.full_name, a.purpose, a.policy_title, a.version_number,
         a.requested_by_name, t.name
  from public.policy_approvals a
  join public.users u on u.id = a.approver_id and u.team_id = a.team_id and u.deactivated_at is null
  join public.teams t on t.id = a.team_id
  where a.id = approval and a.status = 'pending' and private.is_team_admin(a.team_id)
$$;

-- Records that the approval email went out; returns whether a request was marked.
create function public.record_policy_approval_notice(approval uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update public.policy_approvals a set emailed_at = now()
   where a.id = approval and a.status = 'pending' and private.is_team_admin(a.team_id);
  return found;
end
$$;

-- The approver's answer: approve with the reason for the change, or send back with a comment.
create function public.decide_policy_approval(approval uuid, approve boolean, words text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  request public.policy_approvals;
  version public.policy_versions;
  retired timestamptz;
begin
  select * into request from public.policy_approvals a where a.id = approval for update;
  if request.id is null or request.approver_id is distinct from auth.uid()
    or request.team_id is distinct from private.my_team() then
    raise exception 'No such approval request' using errcode = 'PT404';
  end if;
  if request.status <> 'pending' then
    raise exception 'This request has already been answered.' using errcode = 'PT409';
  end if;
  if approve is null then
    raise exception 'Approve or send back' using errcode = '22023';
  end if;
  select * into version from public.policy_versions v where v.id = request.version_id for update;
  select p.retired_at into retired from public.policies p where p.id = request.policy_id;
  if approve and (retired is not null
      or (request.purpose = 'publication'
          and (version.published_at is not null or version.revision <> request.revision))
      or (request.purpose = 'review' and exists (
          select 1 from public.policy_versions newer
          where newer.policy_id = request.policy_id and newer.published_at is not null
            and newer.number > version.number))) then
    raise exception 'This version changed after you were asked. Send it back; the admin will ask again.'
      using errcode = 'PT409';
  end if;
  if approve then
    update public.policy_approvals
       set status = 'approved', decided_at = now(),
           reason = private.approval_text(words, 'The reason for the change')
     where id = request.id;
    perform private.record_audit(request.team_id,
      case request.purpose when 'review' then 'policy_reviewed' else 'policy_approved' end,
      request.policy_id, request.policy_title,
      jsonb_build_object('version', request.version_number,
                         'reason', private.approval_text(words, 'The reason for the change')));
  else
    update public.policy_approvals
       set status = 'sent_back', decided_at = now(),
           comment = private.approval_text(words, 'A comment')
     where id = request.id;
    perform private.record_audit(request.team_id, 'policy_sent_back', request.policy_id,
      request.policy_title,
      jsonb_build_object('version', request.version_number,
                         'comment', private.approval_text(words, 'A comment')));
  end if;
end
$$;

-- The approval a publisher gives themselves when the team chose "the publisher approves".
create function private.publisher_approval(
  version public.policy_versions, purpose text, reason text
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  approval_id uuid;
begin
  if (select t.policy_approval from public.teams t where t.id = version.team_id) <> 'publisher' then
    raise exception 'Your team''s policies are approved by a named approver. Ask them to approve it.'
      using errcode = 'P0001';
  end if;
  insert into public.policy_approvals (
    team_id, policy_id, version_id, purpose, revision, policy_title, version_number,
    approver_id, approver_name, by_publisher, requested_by, requested_by_name,
    status, decided_at, reason
  ) values (
    version.team_id, version.policy_id, version.id, purpose,
    case when purpose = 'publication' then version.revision end,
    coalesce(version.content, version.source) ->> 'title', version.number,
    auth.uid(), private.my_name(), true, auth.uid(), private.my_name(),
    'approved', now(), private.approval_text(reason, 'The reason for the change')
  )
  returning id into approval_id;
  return approval_id;
end
$$;

-- Publishes the draft the admin reviewed (`revision`) under its approval: the approver's, given
-- for this very revision, or, when the team chose "the publisher approves", the publisher's own
-- with `reason`. It becomes version N with its time and content hash, and never changes again.
drop function public.publish_policy(uuid, integer);
create function public.publish_policy(policy uuid, revision integer, reason text default null)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions := private.open_draft(policy, revision);
  filled jsonb := private.fill_policy_text(draft.source, draft.company_name, draft.policy_owner,
    draft.approver, draft.number::text, to_char(draft.effective_on, 'YYYY-MM-DD'));
  problem text := private.policy_content_problem(filled);
  approval uuid;
  published public.policy_versions;
begin
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  select a.id into approval from public.policy_approvals a
   where a.version_id = draft.id and a.purpose = 'publication' and a.status = 'approved'
     and a.revision = draft.revision
   order by a.decided_at desc limit 1;
  if approval is null then
    approval := private.publisher_approval(draft, 'publication', reason);
  end if;
  update public.policy_versions
     set content = filled, published_at = now(), published_by = auth.uid(),
         published_by_name = private.my_name(), approval_id = approval
   where id = draft.id
  returning * into published;
  perform private.record_audit(published.team_id, 'policy_published', policy,
    filled ->> 'title', jsonb_build_object('version', published.number, 'hash', published.content_hash,
      'approved_by', (select a.approver_name from public.policy_approvals a where a.id = approval)));
  return published.id;
end
$$;

-- Records the review of the current version, unchanged, when the team chose "the publisher
-- approves": an approval of that version with `reason`, dated now; the next review date moves.
create function public.record_policy_review(policy uuid, reason text) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  current_version public.policy_versions;
  approval uuid;
begin
  if chosen.retired_at is not null then
    raise exception 'This policy is retired.' using errcode = 'P0001';
  end if;
  select * into current_version from public.policy_versions v
   where v.policy_id = policy and v.published_at is not null
   order by v.number desc limit 1;
  if current_version.id is null then
    raise exception 'Publish a first version before recording a review.' using errcode = 'P0001';
  end if;
  approval := private.publisher_approval(current_version, 'review', reason);
  perform private.record_audit(chosen.team_id, 'policy_reviewed', policy,
    current_version.content ->> 'title',
    jsonb_build_object('version', current_version.number,
                       'reason', private.approval_text(reason, 'The reason')));
  return approval;
end
$$;

-- Retires a policy: members no longer see, accept or get reminded of it, from now on.
create function public.retire_policy(policy uuid, reason text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  title text;
begin
  if chosen.retired_at is not null then
    raise exception 'This policy is already retired.' using errcode = 'PT409';
  end if;
  update public.policies
     set retired_at = now(), retired_by_name = private.my_name(),
         retired_reason = private.approval_text(reason, 'The reason')
   where id = policy;
  select coalesce(v.content, v.source) ->> 'title' into title from public.policy_versions v
   where v.policy_id = policy order by v.number desc limit 1;
  perform private.record_audit(chosen.team_id, 'policy_retired', policy, title,
    jsonb_build_object('reason', private.approval_text(reason, 'The reason')));
end
$$;
create function public.team_policies()
returns table (
  id uuid,
  template_id text,
  title text,
  adopted_at timestamptz,
  current_version_id uuid,
  current_number integer,
  published_at timestamptz,
  published_by_name text,
  content_hash text,
  last_reviewed_at timestamptz,
  next_review_on date,
  review_overdue boolean,
  draft_version_id uuid,
  draft_number integer,
  draft_revision integer,
  accepted integer,
  pending integer,
  retired_at timestamptz,
  approval_mode text
)
language sql stable
set search_path = ''
as $$
  with team as (
    select private.my_team() as id
  ),
  people as (
    select u.id from public.users u, team where u.team_id = team.id and u.deactivated_at is null
  ),
  listed as (
    select p.*,
           (select v from public.policy_versions v
             where v.policy_id = p.id and v.published_at is not null
             order by v.number desc limit 1) as cur,
           (select v from public.policy_versions v
             where v.policy_id = p.id and v.published_at is null) as draft
    from public.policies p, team
    where p.team_id = team.id and private.is_team_admin(team.id)
  ),
  review as (
    select l.id, rv.reviewed_at,
           (((greatest((l.cur).published_at, rv.reviewed_at) at time zone 'UTC')::date
             + make_interval(months => (l.cur).review_months)))::date as next_review_on
    from listed l
    left join lateral (
      select max(a.decided_at) as reviewed_at from public.policy_approvals a
      where a.version_id = (l.cur).id and a.purpose = 'review' and a.status = 'approved'
    ) rv on true
  )
  select l.id, l.template_id, coalesce((l.cur).content ->> 'title', (l.draft).source ->> 'title'),
         l.adopted_at, (l.cur).id, (l.cur).number, (l.cur).published_at, (l.cur).published_by_name,
         (l.cur).content_hash, r.reviewed_at,
         case when l.retired_at is null then r.next_review_on end,
         l.retired_at is null and coalesce(r.next_review_on < current_date, false),
         (l.draft).id, (l.draft).number, (l.draft).revision,
         (select count(*) from public.policy_acceptances a join people on people.id = a.user_id
           where a.version_id = (l.cur).id)::integer,
         case when (l.cur).id is null or l.retired_at is not null then 0 else
           (select count(*) from people
             where not exists (select 1 from public.policy_acceptances a
                                where a.version_id = (l.cur).id and a.user_id = people.id))::integer
         end,
         l.retired_at,
         (select t.policy_approval from public.teams t, team where t.id = team.id)
  from listed l join review r on r.id = l.id
  order by l.adopted_at, l.id
$$;

-- ─── The evidence pack ───────────────────────────────────────────────────────────────────────

-- The policy register: every approval given to a published version of the team's policies —
-- its publication and each review in the range — with who approved, when and why, and when the
-- policy was retired. Versions published before approvals existed say so.
-- With each version's kind of change (template updates, below).
create or replace function private.evidence_policy_register(team uuid, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.policy, x.version, x.approved_at nulls first), '[]')
  from (
    select v.id as version_id, p.template_id, v.content ->> 'title' as policy, v.number as version,
           v.change_kind,
           coalesce(a.purpose, 'publication') as purpose, a.approver_name, a.by_publisher,
           a.decided_at as approved_at, a.reason, v.published_at, v.published_by_name,
           v.content_hash, p.retired_at, p.retired_by_name, p.retired_reason
    from public.policy_versions v
    join public.policies p on p.id = v.policy_id
    left join public.policy_approvals a on a.id = v.approval_id
    where v.team_id = team and v.published_at is not null
    union all
    select v.id, p.template_id, v.content ->> 'title', v.number, v.change_kind, 'review',
           a.approver_name, a.by_publisher, a.decided_at, a.reason, v.published_at,
           v.published_by_name, v.content_hash, p.retired_at, p.retired_by_name, p.retired_reason
    from public.policy_approvals a
    join public.policy_versions v on v.id = a.version_id
    join public.policies p on p.id = v.policy_id
    where a.team_id = team and a.purpose = 'review' and a.status = 'approved'
      and a.decided_at >= from_date::timestamptz and a.decided_at < (to_date + 1)::timestamptz
  ) x
$$;

-- As before (20261210000000), with each version's policy: the evidence pack groups an imported
-- policy's revisions by it, as imported policies have no template.
create or replace function private.evidence_policy_versions(team uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.title, x.number), '[]') from (
    select v.id, v.policy_id, p.template_id, v.content ->> 'title' as title, v.number, v.content,
           v.content_hash, v.published_at, v.published_by_name, v.company_name,
           v.policy_owner, v.approver, v.effective_on, v.review_months,
           case when a.id is not null then jsonb_build_object(
             'approver_name', a.approver_name, 'by_publisher', a.by_publisher,
             'approved_at', a.decided_at, 'reason', a.reason) end as approval,
           p.retired_at,
           (select coalesce(jsonb_agg(jsonb_build_object(
                      'approver_name', r.approver_name, 'by_publisher', r.by_publisher,
                      'approved_at', r.decided_at, 'reason', r.reason) order by r.decided_at), '[]')
              from public.policy_approvals r
             where r.version_id = v.id and r.purpose = 'review' and r.status = 'approved') as reviews
    from public.policy_versions v
    join public.policies p on p.id = v.policy_id
    left join public.policy_approvals a on a.id = v.approval_id
    where v.team_id = team and v.published_at is not null
      and (p.retired_at is not null or p.id in (select private.visible_policy_ids(team)))
  ) x
$$;

alter function public.evidence_section(uuid, text, date, date) rename to evidence_section_before_approvals;
alter function public.evidence_section_before_approvals(uuid, text, date, date) set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'policies' then private.evidence_policy_versions(team)
    when 'policy_register' then private.evidence_policy_register(team, from_date, to_date)
    else private.evidence_section_before_approvals(team, section, from_date, to_date)
  end
$$;

-- ─── Grants ──────────────────────────────────────────────────────────────────────────────────

revoke all on function private.keep_policy_approvals() from public;
revoke all on function private.publish_only_when_approved() from public;
revoke all on function private.approval_text(text, text) from public;
revoke all on function private.publisher_approval(public.policy_versions, text, text) from public;
revoke all on function private.evidence_policy_register(uuid, date, date) from public, anon, authenticated;
revoke all on function private.evidence_policy_versions(uuid) from public, anon, authenticated;
revoke all on function private.evidence_section_before_approvals(uuid, text, date, date) from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;

revoke all on function public.set_policy_approval(text) from public, anon, authenticated;
revoke all on function public.request_policy_approval(uuid, text, uuid, integer) from public, anon, authenticated;
revoke all on function public.policy_approval_notice(uuid) from public, anon, authenticated;
revoke all on function public.record_policy_approval_notice(uuid) from public, anon, authenticated;
revoke all on function public.decide_policy_approval(uuid, boolean, text) from public, anon, authenticated;
revoke all on function public.publish_policy(uuid, integer, text) from public, anon, authenticated;
revoke all on function public.record_policy_review(uuid, text) from public, anon, authenticated;
revoke all on function public.retire_policy(uuid, text) from public, anon, authenticated;
revoke all on function public.team_policies() from public, anon, authenticated;
grant execute on function public.set_policy_approval(text) to authenticated;
grant execute on function public.request_policy_approval(uuid, text, uuid, integer) to authenticated;
grant execute on function public.policy_approval_notice(uuid) to authenticated;
grant execute on function public.record_policy_approval_notice(uuid) to authenticated;
grant execute on function public.decide_policy_approval(uuid, boolean, text) to authenticated;
grant execute on function public.publish_policy(uuid, integer, text) to authenticated;
grant execute on function public.record_policy_review(uuid, text) to authenticated;
grant execute on function public.retire_policy(uuid, text) to authenticated;
grant execute on function public.team_policies() to authenticated;


-- ── Populations and actors (migration 20261211000000) ────────────────────────────────────────────
-- Whole populations and true actors (docs/decisions.md EV1, A1; docs/threat-model.md #42).
-- The evidence pack gains two sections that list every person in scope, not only those with
-- records: the acceptance register (every published policy × every member, accepted, not yet or
-- overdue, and the people who left in the period as they stood when they left) and training
-- completion (every member × every course required of them, with certificate and knowledge
-- check). The audit log names who really acted: the admin behind a download link, the auditor
-- link by its label, the person who set up or removed their authenticator; a checklist item's
-- change says what changed.

-- ─── The people an evidence pack covers ──────────────────────────────────────────────────────

-- How many days a member has to accept a published version, counted from the later of its
-- publication and their joining; after that the register calls them overdue.
create function private.acceptance_days() returns integer
language sql immutable
set search_path = ''
as $$ select 30 $$;

-- Everyone in scope for the range: today's active members, members deactivated in the range, and
-- people who left or were removed in the range ("Former member": their name and email left with
-- them, docs/decisions.md M1). `left_at` is when they stopped being members; `joined_at` when
-- they joined the team.
create function private.evidence_people(team uuid, from_date date, to_date date)
returns table (user_id uuid, person text, email text, standing text, joined_at timestamptz,
               left_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  -- A member joins with their account (the invite at sign-up: member_joined), so the account's
  -- creation is when they joined.
  select u.id, coalesce(u.full_name, u.email), u.email,
         case when u.deactivated_at is null then 'active' else 'deactivated' end,
         u.created_at, u.deactivated_at
  from public.users u
  where u.team_id = team
    and (u.deactivated_at is null
         or (u.deactivated_at >= from_date::timestamptz
             and u.deactivated_at < (to_date + 1)::timestamptz))
  union all
  select e.target_id, 'Former member', '', 'former',
         (select u.created_at from public.users u where u.id = e.target_id), max(e.occurred_at)
  from public.audit_events e
  where e.team_id = team and e.kind in ('member_left', 'member_removed')
    and e.target_id is not null
    and e.occurred_at >= from_date::timestamptz and e.occurred_at < (to_date + 1)::timestamptz
    and not exists (select 1 from public.users u where u.id = e.target_id and u.team_id = team)
  group by e.target_id
$$;

-- The register: for every published policy and every person in scope, the version in force
-- (at `at`, or when they left), and whether they accepted it by then: 'accepted' (with the hash and
-- time), 'overdue' (past the acceptance days) or 'not_accepted'.
create function private.evidence_acceptance_population(team uuid, from_date date, to_date date,
                                                       at timestamptz)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with versions as (
    select v.policy_id, v.id, v.number, v.content ->> 'title' as title, v.published_at
    from public.policy_versions v
    where v.team_id = team and v.published_at is not null
      and v.policy_id in (select private.visible_policy_ids(team))
  ),
  rows as (
    select p.person, p.email, p.standing, p.left_at, cur.title, cur.number,
           acc.number as accepted_version, acc.content_hash, acc.accepted_at,
           greatest(cur.published_at, p.joined_at)
             + make_interval(days => private.acceptance_days()) as due_at,
           coalesce(p.left_at, at) as as_of
    from private.evidence_people(team, from_date, to_date) p
    cross join (select distinct policy_id from versions) policy
    cross join lateral (
      select v.* from versions v
      where v.policy_id = policy.policy_id and v.published_at <= coalesce(p.left_at, at)
      order by v.number desc limit 1
    ) cur
    left join lateral (
      select v.number, a.content_hash, a.accepted_at
      from public.policy_acceptances a
      join versions v on v.id = a.version_id
      where a.version_id = cur.id and a.user_id = p.user_id and a.team_id = team
        and a.accepted_at <= coalesce(p.left_at, at)
    ) acc on true
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'policy', r.title, 'version', r.number, 'person', r.person, 'email', r.email,
           'standing', r.standing, 'left_at', r.left_at,
           'status', case when r.accepted_at is not null then 'accepted'
                          when r.as_of > r.due_at then 'overdue'
                          else 'not_accepted' end,
           'due_on', (r.due_at at time zone 'UTC')::date,
           'accepted_version', r.accepted_version, 'content_hash', r.content_hash,
           'accepted_at', r.accepted_at)
         order by r.title, r.standing <> 'active', r.person, r.email), '[]'::jsonb)
  from rows r
$$;

-- Training completion: every person in scope × every course required of them in the training
-- years that overlap the range, with the certificate and the knowledge check (attempts, best
-- score, passed) as of `at` or when they left; a person with nothing required is one row with no
-- course, so the population stays whole.
create function private.evidence_training_population(team uuid, from_date date, to_date date,
                                                     at timestamptz)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with people as (
    select * from private.evidence_people(team, from_date, to_date)
  ),
  reqs as (
    select p.user_id, r.course_id, co.title as course, r.due_on, c.starts_on,
           coalesce(p.left_at, at) as as_of,
           ce.id as certificate_id, ce.issued_at,
           (select count(*) from public.knowledge_check_attempts k
             where k.user_id = p.user_id and k.course_id = r.course_id
               and k.submitted_at <= coalesce(p.left_at, at)) as attempts,
           (select max(k.score_percent) from public.knowledge_check_attempts k
             where k.user_id = p.user_id and k.course_id = r.course_id
               and k.submitted_at <= coalesce(p.left_at, at)) as best_score,
           (select bool_or(k.passed) from public.knowledge_check_attempts k
             where k.user_id = p.user_id and k.course_id = r.course_id
               and k.submitted_at <= coalesce(p.left_at, at)) as passed
    from people p
    join public.training_requirements r on r.user_id = p.user_id and r.team_id = team
    join public.training_cycles c on c.id = r.cycle_id
    join public.courses co on co.id = r.course_id
    left join public.certificates ce
      on ce.user_id = r.user_id and ce.course_id = r.course_id and ce.cycle_id = r.cycle_id
     and ce.revoked_at is null and ce.issued_at <= coalesce(p.left_at, at)
    where c.starts_on <= to_date and c.ends_on > from_date
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'member', p.person, 'email', p.email, 'standing', p.standing, 'left_at', p.left_at,
           'training_year', r.starts_on, 'course', r.course, 'due_on', r.due_on,
           'status', case when r.course is null then 'nothing_assigned'
                          when r.certificate_id is not null then 'completed'
                          when r.due_on < (r.as_of at time zone 'UTC')::date then 'overdue'
                          else 'not_completed' end,
           'completed_at', r.issued_at, 'certificate_id', r.certificate_id,
           'attempts', coalesce(r.attempts, 0), 'best_score', r.best_score,
           'passed', r.passed)
         order by p.standing <> 'active', p.person, p.email, r.starts_on, r.due_on, r.course),
         '[]'::jsonb)
  from people p
  left join reqs r on r.user_id = p.user_id
$$;

-- evidence_section (the training wrapper, 20261201000000) gains 'acceptance_population' and
-- 'training_population'; the others are read as before.
alter function public.evidence_section(uuid, text, date, date) rename to evidence_section_before_populations;
alter function public.evidence_section_before_populations(uuid, text, date, date) set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'acceptance_population' then private.evidence_acceptance_population(team, from_date, to_date, now())
    when 'training_population' then private.evidence_training_population(team, from_date, to_date, now())
    else private.evidence_section_before_populations(team, section, from_date, to_date)
  end
$$;

-- Writes one event under a named actor, for server code that acts for someone it can name (the
-- link's holder, the person whose authenticator changed) rather than for the signed-in caller.
create function private.record_audit_as(
  team uuid,
  actor uuid,
  actor_name text,
  kind text,
  target uuid,
  target_name text,
  details jsonb
) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into public.audit_events (team_id, actor_id, actor_name, kind, target_id, target_name, details)
  values (team, actor, actor_name, kind, target, target_name, coalesce(details, '{}'::jsonb))
$$;

-- ─── Two-factor changes in the audit log ─────────────────────────────────────────────────────
-- Supabase Auth changes auth.mfa_factors itself, and hosted Supabase allows triggers on
-- auth.sessions but not on auth.mfa_factors. Both Auth servers mark the session a confirmed
-- authenticator raised (`factor_id`), and clear it when that authenticator is removed: a session
-- raised by an authenticator not seen before is its enrolment, a session losing an authenticator
-- that no longer exists its removal. Resets by an admin or the operator end the sessions instead
-- and record themselves (two_factor_reset).
create table private.two_factor_enrolments (
  factor_id uuid primary key,
  user_id uuid not null,
  enrolled_at timestamptz not null default now()
);
alter table private.two_factor_enrolments enable row level security;
revoke all on private.two_factor_enrolments from public, anon, authenticated, service_role;
-- Authenticators confirmed before this migration are not enrolments to come.
insert into private.two_factor_enrolments (factor_id, user_id, enrolled_at)
select f.id, f.user_id, f.updated_at from auth.mfa_factors f where f.status = 'verified';

create function private.audit_two_factor_session() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  person public.users;
  factor auth.mfa_factors;
begin
  select * into person from public.users u where u.id = new.user_id;
  if new.factor_id is not null then
    select * into factor from auth.mfa_factors f where f.id = new.factor_id and f.status = 'verified';
    if factor.id is not null then
      insert into private.two_factor_enrolments (factor_id, user_id) values (factor.id, factor.user_id)
      on conflict do nothing;
      if found and person.team_id is not null then
        perform private.record_audit_as(person.team_id, person.id,
          coalesce(person.full_name, person.email), 'two_factor_enrolled', person.id,
          coalesce(person.full_name, person.email),
          jsonb_strip_nulls(jsonb_build_object('authenticator', nullif(btrim(factor.friendly_name), ''))));
      end if;
    end if;
  end if;
  if old.factor_id is not null and old.factor_id is distinct from new.factor_id
     and not exists (select 1 from auth.mfa_factors f where f.id = old.factor_id) then
    delete from private.two_factor_enrolments e where e.factor_id = old.factor_id;
    if found and person.team_id is not null then
      perform private.record_audit_as(person.team_id, person.id,
        coalesce(person.full_name, person.email), 'two_factor_removed', person.id,
        coalesce(person.full_name, person.email), '{}'::jsonb);
    end if;
  end if;
  return null;
end
$$;
create trigger sessions_two_factor_audit
  after update of factor_id on auth.sessions
  for each row when (old.factor_id is distinct from new.factor_id)
  execute function private.audit_two_factor_session();

-- ─── Grants: every new function starts closed ────────────────────────────────────────────────

revoke all on function private.acceptance_days() from public, anon, authenticated;
revoke all on function private.evidence_people(uuid, date, date) from public, anon, authenticated;
revoke all on function private.evidence_acceptance_population(uuid, date, date, timestamptz) from public, anon, authenticated;
revoke all on function private.evidence_training_population(uuid, date, date, timestamptz) from public, anon, authenticated;
revoke all on function private.evidence_section_before_populations(uuid, text, date, date) from public, anon, authenticated, service_role;
revoke all on function private.record_audit_as(uuid, uuid, text, text, uuid, text, jsonb) from public, anon, authenticated;
revoke all on function private.audit_two_factor_session() from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;


-- ── Readiness (migration 20261212000000) ─────────────────────────────────────────────────────────
-- Honest coverage and the readiness overview (docs/decisions.md RD1). Each control is
-- documented (a published policy serves it) and, separately, operating (evidence in the period).
-- One function holds the rule; the Evidence page, the Overview and the evidence pack read it.
-- The Overview also counts what is due this week and next, and a new team's first steps.

-- The share of members (percent) at or above which acceptances and training count as evidence.
create function private.readiness_threshold() returns integer
language sql immutable
set search_path = ''
as $$
  select 90
$$;

-- ─── Readiness counts the registers (docs/decisions.md RD1, RR1, VN1, AS1) ────────────────────

-- As 20261215000000, with risks treated, vendors reviewed and assets owned as operating evidence.
create or replace function private.control_readiness(team uuid, from_date date, to_date date)
returns table (control_id text, state text, source text, title text, met boolean, detail text)
language sql stable security definer
set search_path = ''
set jit = off
as $$
  with period as (
    select from_date::timestamptz as starts, (to_date + 1)::timestamptz as ends
  ),
  people as (
    select u.id from public.users u where u.team_id = team and u.deactivated_at is null
  ),
  templates as (
    select t.id, t.title, t.controls, p.id as policy_id
    from public.policy_templates t
    left join public.policies p
      on p.template_id = t.id and p.team_id = team
     and p.id in (select private.visible_policy_ids(team))
  ),
  in_force as (
    select distinct on (v.policy_id) v.policy_id, v.id, v.number
    from public.policy_versions v, period
    where v.team_id = team and v.published_at is not null and v.published_at < period.ends
    order by v.policy_id, v.number desc
  ),
  policy_state as (
    select t.id as template_id, t.title, t.controls, t.policy_id, f.id as version_id, f.number,
           (select count(*) from public.policy_acceptances a
              join people on people.id = a.user_id, period
             where a.version_id = f.id and a.accepted_at < period.ends) as accepted,
           (select count(*) from people) as members,
           (exists (select 1 from public.policy_versions v, period
                    where v.policy_id = f.policy_id and v.published_at >= period.starts
                      and v.published_at < period.ends
                      and exists (select 1 from public.policy_versions earlier
                                  where earlier.policy_id = v.policy_id
                                    and earlier.published_at < v.published_at))
            -- A yearly review recorded without a new version is an approval of the version in
            -- force (PA1): a review as much as a revision is.
            or exists (select 1 from public.policy_approvals a, period
                       where a.policy_id = f.policy_id and a.purpose = 'review'
                         and a.status = 'approved'
                         and a.decided_at >= period.starts and a.decided_at < period.ends))
             as reviewed
    from templates t
    left join in_force f on f.policy_id = t.policy_id
  ),
  runs as (
    select r.id, r.checklist_id, r.started_at
    from public.checklist_runs r, period
    where r.team_id = team and r.period_start <= to_date and r.started_at < period.ends
      -- A run whose period ended before the range is not in it (as the pack's checklists).
      and not exists (select 1 from public.checklist_runs later
                      where later.team_id = r.team_id and later.checklist_id = r.checklist_id
                        and later.period_start > r.period_start
                        and later.period_start <= from_date)
  ),
  training as (
    select count(*) as required, count(ce.id) as completed
    from public.training_requirements r
    join people on people.id = r.user_id
    join public.training_cycles cy on cy.id = r.cycle_id
    cross join period
    left join public.certificates ce
      on ce.user_id = r.user_id and ce.course_id = r.course_id and ce.cycle_id = r.cycle_id
     and ce.revoked_at is null and ce.issued_at < period.ends
    where r.team_id = team and cy.starts_on <= to_date and cy.ends_on > from_date
      and (r.due_on <= to_date or ce.id is not null)
  )
    select c.id, 'documented'::text, 'policy'::text, s.title, s.version_id is not null,
           case when s.policy_id is null then 'Not adopted'
                when s.version_id is null then 'Not published' end
    from policy_state s cross join lateral unnest(s.controls) as c(id)
  union all
    select c.id, 'operating', 'acceptance', s.title,
           s.members > 0 and s.accepted * 100 >= private.readiness_threshold() * s.members,
           format('%s of %s members accepted version %s', s.accepted, s.members, s.number)
    from policy_state s cross join lateral unnest(s.controls) as c(id)
    where s.version_id is not null
  union all
    select c.id, 'operating', 'review', s.title, s.reviewed,
           case when not s.reviewed then 'No reviewed version published in the period' end
    from policy_state s cross join lateral unnest(s.controls) as c(id)
    where s.version_id is not null
  union all
    select c.id, 'operating', 'checklist', t.title || ': ' || (item ->> 'item'), done.met,
           case when not done.met then 'Not done with an evidence link in the period' end
    from public.checklist_templates t
    cross join lateral jsonb_array_elements(t.items) as item
    cross join lateral jsonb_array_elements_text(item -> 'controls') as c(id)
    cross join lateral (
      select exists (select 1 from runs
                     join public.checklist_item_states s on s.run_id = runs.id
                     cross join period
                     where runs.checklist_id = t.id and s.item_id = item ->> 'id'
                       and s.status = 'done' and s.evidence_url is not null
                       -- A run left open for years is no evidence of this period's work.
                       and (runs.started_at >= period.starts or s.updated_at >= period.starts)
                    ) as met
    ) done
  union all
    select c.id, 'operating', 'training', 'Assigned security awareness training',
           tr.required > 0 and tr.completed * 100 >= private.readiness_threshold() * tr.required,
           format('%s of %s required courses completed', tr.completed, tr.required)
    from training tr cross join unnest(array['CC1.4', 'CC2.2', 'A.6.3']) as c(id)
  -- The registers (RR1, VN1, AS1), only for a team that keeps them, so a team without them
  -- reads as before. A risk operates the controls that treat it when it has a residual score
  -- and a risk assessment was approved in the period; the assessment itself operates the risk
  -- criteria.
  union all
    select c.id, 'operating', 'risk', r.title,
           r.residual_likelihood is not null and assessed.done,
           case when r.residual_likelihood is null then 'No residual score'
                when not assessed.done then 'No risk assessment approved in the period' end
    from public.risks r
    cross join lateral unnest(r.controls) as c(id)
    cross join lateral (
      select exists (select 1 from public.risk_assessments a, period
                     where a.team_id = team and a.approved_at >= period.starts
                       and a.approved_at < period.ends) as done
    ) assessed
    where r.team_id = team
  union all
    select c.id, 'operating', 'risk', 'Yearly risk assessment', assessed.count > 0,
           case when assessed.count = 0 then 'No risk assessment approved in the period'
                else format('%s approved in the period', assessed.count) end
    from (select count(*) as count from public.risk_assessments a, period
          where a.team_id = team and a.approved_at >= period.starts
            and a.approved_at < period.ends) assessed
    cross join unnest(array['CC3.1', 'CC3.2', 'CC3.3', 'CC3.4']) as c(id)
    where exists (select 1 from public.risks r where r.team_id = team)
  -- Vendors: each reviewed in the period or with a review still current at its end.
  union all
    select c.id, 'operating', 'vendor', 'Vendor reviews', v.reviewed = v.total,
           format('%s of %s vendors reviewed and current', v.reviewed, v.total)
    from (select count(*) as total,
                 count(*) filter (
                   where exists (select 1 from public.vendor_reviews r, period
                                 where r.vendor_id = vendor.id and r.reviewed_at < period.ends
                                   and (r.reviewed_at >= period.starts
                                        or r.next_review_on > to_date))) as reviewed
          from public.vendors vendor where vendor.team_id = team) v
    cross join unnest(array['CC9.2', 'A.5.19', 'A.5.20', 'A.5.21', 'A.5.22', 'A.5.23']) as c(id)
    where v.total > 0
  -- Assets: each with an owner.
  union all
    select c.id, 'operating', 'asset', 'Asset inventory', a.owned = a.total,
           format('%s of %s assets have an owner', a.owned, a.total)
    from (select count(*) as total, count(owner_id) as owned
          from public.assets where team_id = team) a
    cross join unnest(array['CC2.1', 'CC6.1', 'A.5.9']) as c(id)
    where a.total > 0
$$;

-- The caller's team's readiness for the 12 months ending on `at`'s day (admins).
create function public.team_control_readiness(at timestamptz default now())
returns table (control_id text, state text, source text, title text, met boolean, detail text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  day date := (at at time zone 'UTC')::date;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see the control coverage' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query
    select * from private.control_readiness(team, (day - interval '1 year')::date + 1, day);
end
$$;

-- The page reads the readiness now; the old coverage rule (policies alone counting) is gone from
-- the API. private.control_coverage stays for the landed evidence_records, which no longer
-- reaches it for 'coverage' (below).
drop function public.team_control_coverage();

-- ─── What is due this week and next ──────────────────────────────────────────────────────────

-- Counts of what falls due before the end of next week (weeks run Monday to Sunday, UTC) or is
-- overdue on `at`'s day: policy reviews, courses members still have to complete in the current
-- training year, open checklist items of each checklist's newest run, and the hotline's clocks —
-- those only for a hotline handler (counts only, never a case). `due`: 'overdue', 'this_week',
-- 'next_week'.
create function public.team_due_items(at timestamptz default now())
returns table (item text, due text, count integer)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  day date := (at at time zone 'UTC')::date;
  week_end date := day + (7 - extract(isodow from day)::integer);
  cycle public.training_cycles;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see what is due' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  cycle := private.current_training_cycle(team, at);
  return query
    with dates as (
        select 'policy_review'::text as item, p.next_review_on as due_on
        from public.team_policies() p
        where p.next_review_on is not null
          and p.id in (select private.visible_policy_ids(team))
      union all
        select 'training', r.due_on
        from public.training_requirements r
        join public.users u on u.id = r.user_id and u.team_id = team and u.deactivated_at is null
        where r.cycle_id = cycle.id
          and not exists (select 1 from public.certificates ce
                          where ce.user_id = r.user_id and ce.course_id = r.course_id
                            and ce.cycle_id = r.cycle_id and ce.revoked_at is null)
      union all
        select 'checklist_item', s.due_on
        from (select distinct on (r.checklist_id) r.id
              from public.checklist_runs r
              where r.team_id = team
              order by r.checklist_id, r.period_start desc) newest
        join public.checklist_item_states s on s.run_id = newest.id
        where s.due_on is not null and s.status not in ('done', 'not_applicable')
      union all
        select 'hotline_clock', k.due_on
        from public.hotline_cases c
        cross join lateral private.hotline_clock(c, day) k
        where c.team_id = team and k.clock is not null and private.is_hotline_handler(team)
    )
    select d.item,
           case when d.due_on < day then 'overdue'
                when d.due_on <= week_end then 'this_week'
                else 'next_week' end as due,
           count(*)::integer
    from dates d
    where d.due_on <= week_end + 7
    group by 1, 2
    order by 1, 2;
end
$$;

-- ─── A new team's first steps ────────────────────────────────────────────────────────────────

-- The Overview's first-run checklist: 'core_policies' (the five core policies published),
-- 'invite_people' (someone besides the first admin joined), 'assign_training' (a course
-- assigned), 'access_review' (a run of the access review with every item done or not
-- applicable).
create function public.team_first_steps()
returns table (step text, done boolean)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see the team''s first steps' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query
    select 'core_policies'::text,
           (select count(distinct p.template_id) from public.policies p
            where p.team_id = team
              and p.template_id in ('information-security-policy', 'acceptable-use-policy',
                                    'access-control-policy', 'password-and-authentication-policy',
                                    'incident-response-policy')
              and exists (select 1 from public.policy_versions v
                          where v.policy_id = p.id and v.published_at is not null)) = 5
  union all
    select 'invite_people', (select count(*) from public.users u where u.team_id = team) > 1
  union all
    select 'assign_training',
           exists (select 1 from public.training_assignments a where a.team_id = team)
  union all
    select 'access_review',
           exists (select 1
                   from public.checklist_runs r
                   join public.checklist_templates t on t.id = r.checklist_id
                   where r.team_id = team and r.checklist_id = 'access-review-template'
                     and (select count(*) from public.checklist_item_states s
                          where s.run_id = r.id and s.item_id = any (t.item_ids)
                            and s.status in ('done', 'not_applicable')) = cardinality(t.item_ids));
end
$$;

-- ─── The evidence pack's coverage follows the same rule, for the pack's range ────────────────

alter function public.evidence_section(uuid, text, date, date) rename to evidence_section_before_readiness;
alter function public.evidence_section_before_readiness(uuid, text, date, date) set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'coverage' then
      (select coalesce(jsonb_agg(to_jsonb(r)
                         order by r.control_id, r.state, r.source, r.title), '[]'::jsonb)
       from private.control_readiness(team, from_date, to_date) r)
    else private.evidence_section_before_readiness(team, section, from_date, to_date)
  end
$$;

revoke all on function private.readiness_threshold() from public, anon, authenticated;
revoke all on function private.control_readiness(uuid, date, date) from public, anon, authenticated;
revoke all on function private.evidence_section_before_readiness(uuid, text, date, date) from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
revoke all on function public.team_control_readiness(timestamptz) from public, anon;
revoke all on function public.team_due_items(timestamptz) from public, anon;
revoke all on function public.team_first_steps() from public, anon;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;
grant execute on function public.team_control_readiness(timestamptz) to authenticated;
grant execute on function public.team_due_items(timestamptz) to authenticated;
grant execute on function public.team_first_steps() to authenticated;


-- ── Smaller defects (migration 20261213000000) ───────────────────────────────────────────────────
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


-- ── Billing refunds (migration 20261214000000) ───────────────────────────────────────────────────
-- Billing, the rest (docs/decisions.md P1 and D3): every change of a team's subscription is in
-- its audit log, and a team admin's refund within 30 days of the first payment is recorded under
-- their own name.

-- ─── The audit log learns billing's events (docs/decisions.md A1) ────────────────────────────


-- ─── Refunds (docs/decisions.md D3) ──────────────────────────────────────────────────────────
-- The billing function refunds on Stripe, then records it here under the admin who asked
-- (checked again: an active admin of that team). Service role only.
create function public.record_billing_refund(
  team uuid,
  admin uuid,
  subscription text,
  amount_refunded bigint,
  refund_currency text,
  refunds text[]
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  admin_name text;
begin
  select coalesce(u.full_name, u.email) into admin_name
  from public.users u
  where u.id = admin and u.team_id = team and u.role = 'admin' and u.deactivated_at is null;
  if admin_name is null then
    raise exception 'Only a team admin can ask for a refund' using errcode = '42501';
  end if;
  perform private.record_audit_as(team, admin, admin_name, 'refund_issued', null, null,
    jsonb_build_object('subscription', subscription, 'amount', amount_refunded,
                       'currency', refund_currency, 'refunds', to_jsonb(refunds)));
end
$$;
revoke all on function public.record_billing_refund(uuid, uuid, text, bigint, text, text[])
  from public, anon, authenticated;
grant execute on function public.record_billing_refund(uuid, uuid, text, bigint, text, text[])
  to service_role;
create function public.team_billing()
returns table (
  team_id uuid,
  team_name text,
  admin_id uuid,
  admin_email text,
  plan_id text,
  trial_plan_id text,
  trial_ends_at timestamptz,
  stripe_customer_id text,
  stripe_subscription_id text,
  status text,
  current_period_end timestamptz,
  cancel_at_period_end boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage billing' using errcode = '42501';
  end if;
  return query
    select t.id, t.name, u.id, u.email, t.plan_id, t.trial_plan_id, t.trial_ends_at,
           b.stripe_customer_id, b.stripe_subscription_id, b.status, b.current_period_end,
           coalesce(b.cancel_at_period_end, false)
    from public.teams t
    join public.users u on u.id = auth.uid()
    left join private.team_billing b on b.team_id = t.id
    where t.id = team;
end
$$;
revoke all on function public.team_billing() from public, anon;
grant execute on function public.team_billing() to authenticated;


-- ── Recorded reviews operate (migration 20261215000000) ──────────────────────────────────────────
-- Readiness counts a recorded review (docs/decisions.md RD1, PA1): the yearly review of an
-- unchanged policy, approved without a new version, operates the policy's controls for the period
-- as a revision does. As 20261212000000, with the review rule widened.




-- ── Single sign on (migration 20261216000000) ────────────────────────────────────────────────────
-- Single sign-on for Enterprise teams (docs/decisions.md SSO1, docs/threat-model.md #45, #46).
-- Supabase Auth keeps the identity providers (auth.sso_providers and friends, filled through its
-- admin SSO API by the `sso` Edge Function); these tables keep what is the team's: which provider
-- is its own, the email domains it proved it controls, whether SSO is on and enforced. They live
-- in `private`: admins read them through public.team_sso_settings(), and every change goes through
-- the functions below (or the `sso` function with the service-role key for what needs DNS or mail).

create table private.team_sso (
  team_id uuid primary key references public.teams (id) on delete cascade,
  -- Supabase Auth's auth.sso_providers id (not a foreign key: on hosted Supabase Auth owns it).
  provider_id uuid unique,
  entity_id text,
  metadata_url text,
  status text not null default 'draft' check (status in ('draft', 'tested', 'enabled')),
  enforced boolean not null default false check (not enforced or status = 'enabled'),
  tested_at timestamptz,
  tested_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
create index team_sso_tested_by_idx on private.team_sso (tested_by);

create table private.team_sso_domains (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  domain text not null
    check (domain ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$' and char_length(domain) <= 253),
  -- The value of the TXT record at _complyready.<domain> that proves control of its DNS.
  dns_token text not null default replace(gen_random_uuid()::text, '-', ''),
  -- Where DNS cannot be changed: a code mailed to an address at the domain.
  email_code_hash text,
  email_code_sent_to text,
  email_code_expires_at timestamptz,
  email_code_attempts integer not null default 0,
  verified_at timestamptz,
  verified_by text check (verified_by in ('dns', 'email')),
  created_at timestamptz not null default now(),
  unique (team_id, domain)
);
-- A domain routes to one team: only the first team to prove it has it (threat #46).
create unique index team_sso_domains_verified_once
  on private.team_sso_domains (domain) where verified_at is not null;

alter table private.team_sso enable row level security;
alter table private.team_sso_domains enable row level security;
revoke all on private.team_sso, private.team_sso_domains from public, anon, authenticated;

-- ─── Rules ────────────────────────────────────────────────────────────────────────────────────

-- The team the caller administers, for SSO: refused unless an admin (with the team's two-factor
-- requirement met) of an Enterprise team.
create function private.sso_admin_team() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can set up single sign-on' using errcode = '42501';
  end if;
  if (private.team_plan(team)).id <> 'enterprise' then
    raise exception 'Single sign-on is part of the Enterprise plan' using errcode = '42501';
  end if;
  return team;
end
$$;

create function private.normalized_domain(domain text) returns text
language sql immutable
set search_path = ''
as $$
  select lower(btrim(regexp_replace(coalesce(domain, ''), '^.*@', '')))
$$;

-- Whether a password sign-in of this account is refused because its team signs in by SSO: a
-- member whose address is at one of the team's verified domains, once SSO is enforced. The owner
-- keeps a break-glass password, but only with a verified authenticator (docs/decisions.md SSO1).
create function private.password_refused_by_sso(account uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.users u
    join auth.users a on a.id = u.id
    join private.team_sso s on s.team_id = u.team_id and s.status = 'enabled' and s.enforced
    join private.team_sso_domains d
      on d.team_id = u.team_id and d.verified_at is not null
     and d.domain = private.normalized_domain(a.email)
    where u.id = account and u.deactivated_at is null
      and not (
        exists (select 1 from public.teams t where t.id = u.team_id and t.owner_id = u.id)
        and exists (select 1 from auth.mfa_factors f
                    where f.user_id = u.id and f.status = 'verified')
      )
  )
$$;

-- Supabase Auth's custom access token hook (hosted: Authentication → Hooks), and what the embedded
-- backend asks after a right password: a password sign-in refused by SSO enforcement fails here.
create function public.sso_access_token_hook(event jsonb) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if event ->> 'authentication_method' = 'password'
     and private.password_refused_by_sso((event ->> 'user_id')::uuid) then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', 'Your team signs in with single sign-on. Use "Sign in with SSO".'));
  end if;
  return jsonb_build_object('claims', event -> 'claims');
end
$$;

-- ─── What admins read ─────────────────────────────────────────────────────────────────────────

create function public.team_sso_settings() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'team_id', t.id,
    'provider_id', s.provider_id,
    'entity_id', s.entity_id,
    'metadata_url', s.metadata_url,
    'status', coalesce(s.status, 'draft'),
    'enforced', coalesce(s.enforced, false),
    'tested_at', s.tested_at,
    'domains', coalesce((
      select jsonb_agg(jsonb_build_object(
        'domain', d.domain, 'dns_token', d.dns_token, 'verified_at', d.verified_at,
        'verified_by', d.verified_by, 'email_code_sent_to', d.email_code_sent_to)
        order by d.domain)
      from private.team_sso_domains d where d.team_id = t.id), '[]'::jsonb))
  from (select private.sso_admin_team() as id) t
  left join private.team_sso s on s.team_id = t.id
$$;

-- ─── Domains ──────────────────────────────────────────────────────────────────────────────────

create function public.add_sso_domain(domain text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  team uuid := private.sso_admin_team();
  name text := private.normalized_domain(add_sso_domain.domain);
begin
  if name !~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$' or char_length(name) > 253 then
    raise exception 'Enter a domain name such as example.com' using errcode = '22023';
  end if;
  if exists (select 1 from private.team_sso_domains d
             where d.domain = name and d.verified_at is not null and d.team_id <> team) then
    raise exception 'Another team has verified this domain' using errcode = 'PT409';
  end if;
  insert into private.team_sso_domains (team_id, domain) values (team, name)
  on conflict (team_id, domain) do nothing;
  return public.team_sso_settings();
end
$$;

create function public.remove_sso_domain(domain text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.sso_admin_team();
begin
  delete from private.team_sso_domains d
  where d.team_id = team and d.domain = private.normalized_domain(remove_sso_domain.domain);
  if not found then
    raise exception 'No such domain' using errcode = 'PT404';
  end if;
  -- Without a verified domain nobody can sign in by SSO: it cannot stay on.
  if not exists (select 1 from private.team_sso_domains d
                 where d.team_id = team and d.verified_at is not null) then
    update private.team_sso set status = 'tested', enforced = false
    where team_id = team and status = 'enabled';
  end if;
  return public.team_sso_settings();
end
$$;

-- Service role only (the `sso` function, after it saw the TXT record or mailed a code).
create function public.sso_mark_domain_verified(team uuid, domain text, method text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update private.team_sso_domains d
  set verified_at = now(), verified_by = method, email_code_hash = null
  where d.team_id = team and d.domain = private.normalized_domain(sso_mark_domain_verified.domain)
    and d.verified_at is null;
  if found then
    perform private.record_audit(team, 'sso_domain_verified', null,
      private.normalized_domain(sso_mark_domain_verified.domain),
      jsonb_build_object('method', method));
  end if;
exception when unique_violation then
  raise exception 'Another team has verified this domain' using errcode = 'PT409';
end
$$;

create function public.sso_store_domain_code(team uuid, domain text, sent_to text, code_hash text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if private.normalized_domain(sent_to) <> private.normalized_domain(domain) then
    raise exception 'The address must be at the domain' using errcode = '22023';
  end if;
  update private.team_sso_domains d
  set email_code_hash = code_hash, email_code_sent_to = lower(btrim(sent_to)),
      email_code_expires_at = now() + interval '30 minutes', email_code_attempts = 0
  where d.team_id = team and d.domain = private.normalized_domain(sso_store_domain_code.domain)
    and d.verified_at is null;
  if not found then
    raise exception 'No such domain waiting for verification' using errcode = 'PT404';
  end if;
end
$$;

-- The admin types the code they received; five tries per code, thirty minutes.
create function public.confirm_sso_domain_code(domain text, code text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.sso_admin_team();
  pending private.team_sso_domains;
begin
  select * into pending from private.team_sso_domains d
  where d.team_id = team and d.domain = private.normalized_domain(confirm_sso_domain_code.domain)
  for update;
  if pending.id is null or pending.email_code_hash is null or pending.email_code_expires_at < now()
     or pending.email_code_attempts >= 5 then
    raise exception 'This code has expired. Send a new one.' using errcode = 'P0001';
  end if;
  if encode(sha256(convert_to(team::text || ':' || pending.domain || ':' || btrim(coalesce(code, '')),
                             'UTF8')), 'hex')
     <> pending.email_code_hash then
    update private.team_sso_domains set email_code_attempts = email_code_attempts + 1
    where id = pending.id;
    return jsonb_build_object('verified', false);
  end if;
  perform public.sso_mark_domain_verified(team, pending.domain, 'email');
  return jsonb_build_object('verified', true);
end
$$;

-- ─── The provider, the test sign-in, on and off ───────────────────────────────────────────────

-- Service role only: the `sso` function registered (or replaced) the team's identity provider.
create function public.sso_record_provider(team uuid, provider uuid, entity text, metadata text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  insert into private.team_sso (team_id, provider_id, entity_id, metadata_url)
  values (team, provider, entity, metadata)
  on conflict (team_id) do update
  set provider_id = excluded.provider_id, entity_id = excluded.entity_id,
      metadata_url = excluded.metadata_url,
      -- A new identity provider must be tried again before people depend on it.
      status = 'draft', enforced = false, tested_at = null, tested_by = null,
      updated_at = now();
  perform private.record_audit(team, 'sso_configured', null, entity, '{}'::jsonb);
end
$$;

-- After "Test sign-in": the admin came back signed in by the team's provider.
create function public.record_sso_test() returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.sso_admin_team();
  team_provider uuid := (select s.provider_id from private.team_sso s where s.team_id = team);
begin
  if team_provider is null
     or not coalesce(auth.jwt() -> 'amr' @> '[{"method": "sso/saml"}]'::jsonb, false)
     or not exists (select 1 from auth.identities i
                    where i.user_id = auth.uid() and i.provider = 'sso:' || team_provider::text) then
    raise exception 'Sign in with your identity provider first' using errcode = 'P0001';
  end if;
  update private.team_sso
  set status = case when status = 'draft' then 'tested' else status end,
      tested_at = now(), tested_by = auth.uid(), updated_at = now()
  where team_id = team;
  return public.team_sso_settings();
end
$$;

create function public.set_team_sso(enabled boolean, enforced boolean) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.sso_admin_team();
  current private.team_sso;
begin
  select * into current from private.team_sso s where s.team_id = team for update;
  if enabled and (current.status is null or current.status = 'draft') then
    raise exception 'Test sign-in before turning single sign-on on' using errcode = 'P0001';
  end if;
  if enabled and not exists (select 1 from private.team_sso_domains d
                             where d.team_id = team and d.verified_at is not null) then
    raise exception 'Verify a domain before turning single sign-on on' using errcode = 'P0001';
  end if;
  if enforced and not enabled then
    raise exception 'Turn single sign-on on before enforcing it' using errcode = 'P0001';
  end if;
  if current.team_id is null then
    return public.team_sso_settings();
  end if;
  update private.team_sso s
  set status = case when enabled then 'enabled' else 'tested' end,
      enforced = set_team_sso.enforced, updated_at = now()
  where s.team_id = team;
  if enabled <> (current.status = 'enabled') then
    perform private.record_audit(team, case when enabled then 'sso_enabled' else 'sso_disabled' end);
  end if;
  if set_team_sso.enforced <> current.enforced then
    perform private.record_audit(team,
      case when set_team_sso.enforced then 'sso_enforced' else 'sso_not_enforced' end);
  end if;
  return public.team_sso_settings();
end
$$;

-- ─── Joining by SSO (just in time) ────────────────────────────────────────────────────────────

-- The first SSO sign-in of someone at a verified domain makes them a member of the team whose
-- provider signed them in: their identity from that provider (auth.identities, written by Supabase
-- Auth) and an address at a domain that team verified are both needed (threat #46). Someone who
-- already belongs to a team stays where they are. Returns the caller's team.
create function public.join_team_by_sso() returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  account auth.users;
  joined uuid;
begin
  if caller is null then
    raise exception 'Sign in first' using errcode = '42501';
  end if;
  select * into account from auth.users where id = caller;
  select s.team_id into joined
  from private.team_sso s
  join private.team_sso_domains d
    on d.team_id = s.team_id and d.verified_at is not null
   and d.domain = private.normalized_domain(account.email)
  where s.status = 'enabled'
    and (private.team_plan(s.team_id)).id = 'enterprise'
    and exists (select 1 from auth.identities i
                where i.user_id = caller and i.provider = 'sso:' || s.provider_id::text);
  if joined is null then
    return (select u.team_id from public.users u where u.id = caller);
  end if;
  insert into public.users (id, email, full_name, team_id)
  values (caller, account.email,
          nullif(btrim(coalesce(account.raw_user_meta_data ->> 'full_name', '')), ''), joined)
  on conflict (id) do update set team_id = excluded.team_id
  where public.users.team_id is null and public.users.deactivated_at is null;
  return (select u.team_id from public.users u where u.id = caller);
end
$$;

-- ─── Grants ───────────────────────────────────────────────────────────────────────────────────

revoke all on function private.sso_admin_team() from public;
revoke all on function private.normalized_domain(text) from public;
revoke all on function private.password_refused_by_sso(uuid) from public;
revoke all on function public.sso_access_token_hook(jsonb) from public, anon, authenticated;
revoke all on function public.team_sso_settings() from public, anon;
revoke all on function public.add_sso_domain(text) from public, anon;
revoke all on function public.remove_sso_domain(text) from public, anon;
revoke all on function public.confirm_sso_domain_code(text, text) from public, anon;
revoke all on function public.record_sso_test() from public, anon;
revoke all on function public.set_team_sso(boolean, boolean) from public, anon;
revoke all on function public.join_team_by_sso() from public, anon;
revoke all on function public.sso_mark_domain_verified(uuid, text, text) from public, anon, authenticated;
revoke all on function public.sso_store_domain_code(uuid, text, text, text) from public, anon, authenticated;
revoke all on function public.sso_record_provider(uuid, uuid, text, text) from public, anon, authenticated;

grant execute on function private.sso_admin_team() to authenticated;
grant execute on function private.normalized_domain(text) to authenticated, service_role;
grant execute on function public.team_sso_settings() to authenticated;
grant execute on function public.add_sso_domain(text) to authenticated;
grant execute on function public.remove_sso_domain(text) to authenticated;
grant execute on function public.confirm_sso_domain_code(text, text) to authenticated;
grant execute on function public.record_sso_test() to authenticated;
grant execute on function public.set_team_sso(boolean, boolean) to authenticated;
grant execute on function public.join_team_by_sso() to authenticated;
grant execute on function public.sso_access_token_hook(jsonb) to service_role;
grant execute on function public.sso_mark_domain_verified(uuid, text, text) to service_role;
grant execute on function public.sso_store_domain_code(uuid, text, text, text) to service_role;
grant execute on function public.sso_record_provider(uuid, uuid, text, text) to service_role;

-- Hosted Supabase runs auth hooks as supabase_auth_admin; the embedded backend has no such role.
-- The hook is security definer: the role needs nothing but the right to call it.
do $$
begin
  if exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.sso_access_token_hook(jsonb) to supabase_auth_admin;
  end if;
end
$$;


-- ── Scim and invitations (migration 20261217000000) ──────────────────────────────────────────────
-- People come and go (docs/decisions.md SC1): SCIM 2.0 provisioning from the team's
-- identity provider (Okta, Microsoft Entra), and invitations by email. The SCIM function
-- (supabase/functions/_shared/scim.ts) speaks the protocol; the rules are here: which token
-- belongs to which team, who joins, who is deactivated at once (sessions ended, audit-logged with
-- "SCIM" as actor), and which group makes admins. Everything lives in `private`, reached only
-- through the functions below: the service role's for the SCIM function, the admins' for Settings
-- and Members.

-- ─── The audit log learns provisioning's and invitations' events (docs/decisions.md A1) ───────


-- ─── SCIM tokens: shown once, stored as hashes, revocable (docs/threat-model.md #47) ──────────

create table private.scim_tokens (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  label text not null check (char_length(label) between 1 and 100),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id) on delete set null,
  created_by_name text not null,
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index scim_tokens_team_idx on private.scim_tokens (team_id);
create index scim_tokens_created_by_idx on private.scim_tokens (created_by);

-- The people the identity provider provisioned into a team, with the attributes it sent.
create table private.scim_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  team_id uuid not null references public.teams (id) on delete cascade,
  user_name text not null check (char_length(user_name) between 1 and 320),
  external_id text check (char_length(external_id) <= 320),
  given_name text check (char_length(given_name) <= 200),
  family_name text check (char_length(family_name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index scim_users_user_name_idx on private.scim_users (team_id, lower(user_name));

create table private.scim_groups (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  display_name text not null check (char_length(display_name) between 1 and 300),
  external_id text check (char_length(external_id) <= 320),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index scim_groups_team_idx on private.scim_groups (team_id);

create table private.scim_group_members (
  group_id uuid not null references private.scim_groups (id) on delete cascade,
  user_id uuid not null references private.scim_users (user_id) on delete cascade,
  primary key (group_id, user_id)
);
create index scim_group_members_user_idx on private.scim_group_members (user_id);

-- The identity provider's group whose members are the team's admins; null: SCIM sets no roles.
create table private.scim_settings (
  team_id uuid primary key references public.teams (id) on delete cascade,
  admin_group text check (char_length(admin_group) between 1 and 300)
);

alter table private.scim_tokens enable row level security;
alter table private.scim_users enable row level security;
alter table private.scim_groups enable row level security;
alter table private.scim_group_members enable row level security;
alter table private.scim_settings enable row level security;
revoke all on private.scim_tokens, private.scim_users, private.scim_groups,
  private.scim_group_members, private.scim_settings from public, anon, authenticated, service_role;

-- ─── Admins: tokens and the admin group ──────────────────────────────────────────────────────

-- The caller's team when they administer it and its plan includes SCIM (Enterprise).
create function private.scim_admin_team() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage provisioning' using errcode = '42501';
  end if;
  if (private.team_plan(team)).id <> 'enterprise' then
    raise exception 'Provisioning from your identity provider (SCIM) is part of the Enterprise plan.'
      using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return team;
end
$$;

-- Creates a token for the caller's team and returns it: shown once, only its hash is kept.
create function public.create_scim_token(label text) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.scim_admin_team();
  token text := 'scim_' || private.new_invite_code() || private.new_invite_code();
  token_label text := nullif(btrim(label), '');
  token_id uuid;
begin
  if token_label is null or char_length(token_label) > 100 then
    raise exception 'Name the token (at most 100 characters), for example the identity provider'
      using errcode = '22023';
  end if;
  insert into private.scim_tokens (team_id, label, token_hash, created_by, created_by_name)
  values (team, token_label, encode(sha256(convert_to(token, 'UTF8')), 'hex'), auth.uid(),
          private.my_name())
  returning id into token_id;
  perform private.record_audit(team, 'scim_token_created', token_id, token_label);
  return token;
end
$$;

create function public.revoke_scim_token(token_id uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.scim_admin_team();
  revoked private.scim_tokens;
begin
  update private.scim_tokens t set revoked_at = now()
  where t.id = token_id and t.team_id = team and t.revoked_at is null
  returning * into revoked;
  if revoked.id is null then
    raise exception 'No such token in your team' using errcode = 'PT404';
  end if;
  perform private.record_audit(team, 'scim_token_revoked', revoked.id, revoked.label);
end
$$;

-- Settings → Provisioning: the team's tokens (never their hashes) and its admin group.
create function public.team_scim_settings() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.scim_admin_team();
begin
  return jsonb_build_object(
    'admin_group', (select s.admin_group from private.scim_settings s where s.team_id = team),
    'tokens', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', t.id, 'label', t.label, 'created_at', t.created_at,
               'created_by_name', t.created_by_name, 'last_used_at', t.last_used_at,
               'revoked_at', t.revoked_at) order by t.created_at desc)
      from private.scim_tokens t where t.team_id = team), '[]'::jsonb));
end
$$;

-- ─── Roles from groups ───────────────────────────────────────────────────────────────────────

-- Gives a provisioned member the role their groups say: admin in the admin group, else member.
-- The owner stays an admin, and the last active admin is not demoted (the team keeps one).
create function private.scim_apply_role(team uuid, account uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  admin_group text := (select s.admin_group from private.scim_settings s where s.team_id = team);
  target public.users;
  wanted text;
begin
  if admin_group is null then
    return;
  end if;
  select * into target from public.users u where u.id = account and u.team_id = team for update;
  if target.id is null or target.role not in ('member', 'admin') then
    return;
  end if;
  wanted := case when exists (
      select 1 from private.scim_group_members m
      join private.scim_groups g on g.id = m.group_id
      where m.user_id = account and g.team_id = team
        and lower(g.display_name) = lower(admin_group)
    ) and target.deactivated_at is null then 'admin' else 'member' end;
  if wanted = target.role then
    return;
  end if;
  if wanted = 'member' and (
    exists (select 1 from public.teams t where t.id = team and t.owner_id = account)
    or not exists (select 1 from public.users u where u.team_id = team and u.role = 'admin'
                   and u.deactivated_at is null and u.id <> account)) then
    return;
  end if;
  update public.users set role = wanted where id = account;
  perform private.record_audit(team, 'role_changed', account,
    coalesce(target.full_name, target.email), jsonb_build_object('from', target.role, 'to', wanted));
end
$$;

create function public.set_scim_admin_group(group_name text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.scim_admin_team();
  chosen text := nullif(btrim(group_name), '');
  member uuid;
begin
  if char_length(chosen) > 300 then
    raise exception 'A group name has at most 300 characters' using errcode = '22023';
  end if;
  insert into private.scim_settings (team_id, admin_group) values (team, chosen)
  on conflict (team_id) do update set admin_group = excluded.admin_group;
  perform private.record_audit(team, 'scim_admin_group_changed', null, chosen);
  for member in select s.user_id from private.scim_users s where s.team_id = team loop
    perform private.scim_apply_role(team, member);
  end loop;
end
$$;

-- ─── The SCIM function's calls (service role only) ───────────────────────────────────────────

-- The team of a bearer token, when the token is live and the team is on Enterprise; records the
-- use, and names "SCIM" as the actor of everything this transaction writes to the audit log.
create function public.scim_team(token text) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_token private.scim_tokens;
begin
  select * into found_token from private.scim_tokens t
  where t.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and t.revoked_at is null;
  if found_token.id is null or (private.team_plan(found_token.team_id)).id <> 'enterprise' then
    return null;
  end if;
  update private.scim_tokens set last_used_at = now() where id = found_token.id;
  return found_token.team_id;
end
$$;

-- The team's provisioned people as SCIM sees them.
create function public.scim_users(team uuid) returns table (
  id uuid,
  user_name text,
  external_id text,
  given_name text,
  family_name text,
  full_name text,
  email text,
  active boolean,
  role text,
  created_at timestamptz,
  updated_at timestamptz
)
language sql stable security definer
set search_path = ''
as $$
  select s.user_id, s.user_name, s.external_id, s.given_name, s.family_name, u.full_name, u.email,
         u.team_id = team and u.deactivated_at is null, u.role, s.created_at, s.updated_at
  from private.scim_users s
  join public.users u on u.id = s.user_id
  where s.team_id = team
  order by s.created_at, s.user_id
$$;

-- The account of an email address, if there is one: SCIM links it rather than duplicating it.
create function public.scim_account_id(address text) returns uuid
language sql stable security definer
set search_path = ''
as $$
  select a.id from auth.users a where lower(a.email) = lower(btrim(address)) limit 1
$$;

-- Deactivates a member at once: banned from signing in, every session ended (their access tokens
-- stop working on the next request), logged as SCIM's.
create function private.scim_deactivate(target public.users) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if target.deactivated_at is not null then
    return;
  end if;
  perform private.not_the_owner(target.team_id, target.id, 'deactivated');
  if target.role = 'admin' then
    perform private.keep_an_admin(target.team_id, target.id);
  end if;
  update public.users set deactivated_at = now() where id = target.id;
  update auth.users set banned_until = 'infinity' where id = target.id;
  perform private.end_sessions(target.id);
  perform private.record_audit(target.team_id, 'member_deactivated', target.id,
    coalesce(target.full_name, target.email));
end
$$;

-- Creates or replaces a provisioned person of the team. A new account (made by Auth beforehand)
-- joins as a member, pending until their first sign-in; an account in no team joins; an account
-- in another team, or the operator's, is a conflict.
create function public.scim_save_user(
  team uuid,
  account uuid,
  user_name text,
  external_id text,
  given_name text,
  family_name text,
  full_name text,
  active boolean
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users;
  name text := left(nullif(btrim(coalesce(full_name,
    nullif(btrim(concat_ws(' ', given_name, family_name)), ''), '')), ''), 200);
begin
  perform set_config('complyready.audit_actor', 'SCIM', true);
  if exists (select 1 from private.scim_users s where s.team_id = team
             and lower(s.user_name) = lower(scim_save_user.user_name) and s.user_id <> account) then
    raise exception 'A user with this userName already exists' using errcode = 'PT409';
  end if;
  select * into target from public.users u where u.id = account for update;
  if target.id is null then
    insert into public.users (id, email, full_name, role, team_id)
    select a.id, a.email,
           coalesce(name, left(nullif(btrim(a.raw_user_meta_data ->> 'full_name'), ''), 200), a.email),
           'member', team
    from auth.users a where a.id = account
    returning * into target;
    if target.id is null then
      raise exception 'No such account' using errcode = 'PT404';
    end if;
  elsif target.team_id is null and target.role in ('member', 'admin') then
    update public.users u set team_id = team, role = 'member', deactivated_at = null,
                              full_name = coalesce(name, u.full_name)
    where u.id = account returning * into target;
    update auth.users set banned_until = null where id = account;
    perform private.record_audit(team, 'member_joined', account,
      coalesce(target.full_name, target.email));
  elsif target.team_id is distinct from team or target.role not in ('member', 'admin') then
    raise exception 'This person''s account belongs to another team' using errcode = 'PT409';
  elsif name is not null and name is distinct from target.full_name then
    update public.users u set full_name = name where u.id = account returning * into target;
  end if;
  insert into private.scim_users as s (user_id, team_id, user_name, external_id, given_name, family_name)
  values (account, team, btrim(scim_save_user.user_name), scim_save_user.external_id,
          scim_save_user.given_name, scim_save_user.family_name)
  on conflict (user_id) do update
    set user_name = excluded.user_name, external_id = excluded.external_id,
        given_name = excluded.given_name, family_name = excluded.family_name, updated_at = now();
  if active and target.deactivated_at is not null then
    update public.users set deactivated_at = null where id = account;
    update auth.users set banned_until = null where id = account;
    perform private.record_audit(team, 'member_reactivated', account,
      coalesce(target.full_name, target.email));
  elsif not active then
    perform private.scim_deactivate(target);
  end if;
  perform private.scim_apply_role(team, account);
end
$$;

-- DELETE /Users/{id}: the person is deactivated at once and no longer provisioned; the admins
-- still see them (deactivated) on Members and may remove them.
create function public.scim_delete_user(team uuid, account uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users;
begin
  perform set_config('complyready.audit_actor', 'SCIM', true);
  if not exists (select 1 from private.scim_users s where s.user_id = account and s.team_id = team) then
    return false;
  end if;
  select * into target from public.users u where u.id = account and u.team_id = team for update;
  if target.id is not null then
    perform private.scim_deactivate(target);
  end if;
  delete from private.scim_users where user_id = account;
  return true;
end
$$;

create function public.scim_groups(team uuid) returns table (
  id uuid,
  display_name text,
  external_id text,
  members uuid[],
  created_at timestamptz,
  updated_at timestamptz
)
language sql stable security definer
set search_path = ''
as $$
  select g.id, g.display_name, g.external_id,
         coalesce(array(select m.user_id from private.scim_group_members m
                        where m.group_id = g.id order by m.user_id), '{}'),
         g.created_at, g.updated_at
  from private.scim_groups g
  where g.team_id = team
  order by g.created_at, g.id
$$;

-- Creates (group null) or replaces a group and its members (the team's provisioned people only),
-- then gives the people it touched the role their groups say.
create function public.scim_save_group(
  team uuid,
  group_id uuid,
  display_name text,
  external_id text,
  members uuid[]
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  saved uuid;
  touched uuid;
begin
  perform set_config('complyready.audit_actor', 'SCIM', true);
  if exists (select 1 from unnest(coalesce(members, '{}')) m(id)
             where not exists (select 1 from private.scim_users s where s.user_id = m.id and s.team_id = team)) then
    raise exception 'A member is not a provisioned user of this team' using errcode = '22023';
  end if;
  if group_id is null then
    insert into private.scim_groups (team_id, display_name, external_id)
    values (team, btrim(scim_save_group.display_name), scim_save_group.external_id)
    returning id into saved;
  else
    update private.scim_groups g
       set display_name = btrim(scim_save_group.display_name),
           external_id = scim_save_group.external_id, updated_at = now()
     where g.id = group_id and g.team_id = team
    returning g.id into saved;
    if saved is null then
      raise exception 'No such group' using errcode = 'PT404';
    end if;
  end if;
  for touched in
    select m.user_id from private.scim_group_members m where m.group_id = saved
    union select unnest(coalesce(members, '{}'))
  loop
    delete from private.scim_group_members m where m.group_id = saved and m.user_id = touched
      and not touched = any(coalesce(members, '{}'));
    insert into private.scim_group_members (group_id, user_id)
    select saved, touched where touched = any(coalesce(members, '{}'))
    on conflict do nothing;
  end loop;
  for touched in select s.user_id from private.scim_users s where s.team_id = team loop
    perform private.scim_apply_role(team, touched);
  end loop;
  return saved;
end
$$;

create function public.scim_delete_group(team uuid, group_id uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  touched uuid;
begin
  perform set_config('complyready.audit_actor', 'SCIM', true);
  delete from private.scim_groups g where g.id = group_id and g.team_id = team;
  if not found then
    return false;
  end if;
  for touched in select s.user_id from private.scim_users s where s.team_id = team loop
    perform private.scim_apply_role(team, touched);
  end loop;
  return true;
end
$$;

-- ─── Invitations by email ────────────────────────────────────────────────────────────────────

create table private.team_invitations (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  full_name text check (char_length(full_name) <= 200),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid references public.users (id) on delete set null,
  invited_by_name text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null
);
-- One open invitation per address and team.
create unique index team_invitations_open_idx on private.team_invitations (team_id, lower(email))
  where revoked_at is null and accepted_at is null;
create index team_invitations_invited_by_idx on private.team_invitations (invited_by);
create index team_invitations_accepted_by_idx on private.team_invitations (accepted_by);
alter table private.team_invitations enable row level security;
revoke all on private.team_invitations from public, anon, authenticated, service_role;

-- docs/decisions.md SC1: an invitation is valid for 14 days from when it was (re)sent.
create function private.invitation_lifetime() returns interval
language sql immutable
set search_path = ''
as $$ select interval '14 days' $$;

-- Gives an invitation a new token, valid 14 days from now, sent by the caller; returns the token.
create function private.issue_invitation(invitation uuid) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  token text := private.new_invite_code() || private.new_invite_code();
begin
  update private.team_invitations i
     set token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'),
         sent_at = now(), expires_at = now() + private.invitation_lifetime(),
         invited_by = auth.uid(), invited_by_name = private.my_name()
   where i.id = invitation;
  return token;
end
$$;

-- Invites people to the caller's team: `invitees` is a JSON array of {email, name}. An address
-- already invited gets a fresh invitation; a member who has signed in is skipped. Returns what
-- the invitations function mails (the tokens are not shown to the admin).
create function public.invite_members(invitees jsonb) returns table (
  id uuid,
  email text,
  full_name text,
  team_name text,
  inviter_name text,
  token text,
  expires_at timestamptz
)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  invitee record;
  address text;
  invitation uuid;
  new_token text;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can invite people' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  if jsonb_typeof(invitees) is distinct from 'array' or jsonb_array_length(invitees) = 0 then
    raise exception 'Enter at least one email address' using errcode = '22023';
  end if;
  if jsonb_array_length(invitees) > 500 then
    raise exception 'Invite at most 500 people at once' using errcode = '22023';
  end if;
  for invitee in select value ->> 'email' as email, value ->> 'name' as name
                 from jsonb_array_elements(invitees) loop
    address := lower(btrim(coalesce(invitee.email, '')));
    if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(address) > 320 then
      raise exception 'Not an email address: %', left(coalesce(invitee.email, ''), 100)
        using errcode = '22023';
    end if;
    -- Members who signed in are skipped; one who never did (provisioned, or joined and gone)
    -- may be sent an invitation again, to reach the team from its link.
    continue when exists (select 1 from public.users u
                          where u.team_id = team and lower(u.email) = address
                            and (u.last_seen_at is not null or u.deactivated_at is not null));
    select i.id into invitation from private.team_invitations i
    where i.team_id = team and lower(i.email) = address
      and i.revoked_at is null and i.accepted_at is null;
    if invitation is null then
      insert into private.team_invitations
        (team_id, email, full_name, token_hash, invited_by, invited_by_name, expires_at)
      values (team, address, left(nullif(btrim(invitee.name), ''), 200),
              encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'),
              auth.uid(), private.my_name(), now() + private.invitation_lifetime())
      returning team_invitations.id into invitation;
      perform private.record_audit(team, 'member_invited', invitation, address);
    else
      perform private.record_audit(team, 'invitation_resent', invitation, address);
    end if;
    new_token := private.issue_invitation(invitation);
    return query
      select i.id, i.email, i.full_name, t.name, i.invited_by_name, new_token, i.expires_at
      from private.team_invitations i join public.teams t on t.id = i.team_id
      where i.id = invitation;
  end loop;
end
$$;

-- The caller's team's invitation, locked for a change.
create function private.managed_invitation(invitation uuid) returns private.team_invitations
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  found_invitation private.team_invitations;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage invitations' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  select * into found_invitation from private.team_invitations i
  where i.id = invitation and i.team_id = team and i.revoked_at is null and i.accepted_at is null
  for update;
  if found_invitation.id is null then
    raise exception 'No such invitation in your team' using errcode = 'PT404';
  end if;
  return found_invitation;
end
$$;

-- A fresh link for 14 more days; the old link stops working.
create function public.resend_invitation(invitation uuid) returns table (
  id uuid,
  email text,
  full_name text,
  team_name text,
  inviter_name text,
  token text,
  expires_at timestamptz
)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_invitation private.team_invitations := private.managed_invitation(invitation);
  new_token text := private.issue_invitation(found_invitation.id);
begin
  perform private.record_audit(found_invitation.team_id, 'invitation_resent', found_invitation.id,
    found_invitation.email);
  return query
    select i.id, i.email, i.full_name, t.name, i.invited_by_name, new_token, i.expires_at
    from private.team_invitations i join public.teams t on t.id = i.team_id
    where i.id = found_invitation.id;
end
$$;

create function public.revoke_invitation(invitation uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_invitation private.team_invitations := private.managed_invitation(invitation);
begin
  update private.team_invitations set revoked_at = now() where id = found_invitation.id;
  perform private.record_audit(found_invitation.team_id, 'invitation_revoked', found_invitation.id,
    found_invitation.email);
end
$$;

-- Members: the team's open invitations, expired ones marked, for its admins.
create function public.team_invitations() returns table (
  id uuid,
  email text,
  full_name text,
  invited_by_name text,
  sent_at timestamptz,
  expires_at timestamptz,
  expired boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see invitations' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return query
    select i.id, i.email, i.full_name, i.invited_by_name, i.sent_at, i.expires_at,
           i.expires_at <= now()
    from private.team_invitations i
    where i.team_id = team and i.revoked_at is null and i.accepted_at is null
    order by i.sent_at desc, i.email;
end
$$;

-- The join page: the team and inviter of a live invitation (its token is 244 random bits).
create function public.invitation_details(token text) returns table (
  team_name text,
  inviter_name text,
  email text
)
language sql stable security definer
set search_path = ''
as $$
  select t.name, i.invited_by_name, i.email
  from private.team_invitations i join public.teams t on t.id = i.team_id
  where i.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and i.revoked_at is null and i.accepted_at is null and i.expires_at > now()
$$;

-- The invited person, signed in with the invited address, joins the team as a member.
create function public.accept_invitation(token text, full_name text default null)
returns public.users
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  account auth.users;
  found_invitation private.team_invitations;
  profile public.users;
  name text;
begin
  if caller is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select * into found_invitation from private.team_invitations i
  where i.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and i.revoked_at is null and i.accepted_at is null and i.expires_at > now()
  for update;
  if found_invitation.id is null then
    raise exception 'This invitation has expired or was revoked. Ask your admin for a new one.'
      using errcode = 'PT404';
  end if;
  select * into account from auth.users a where a.id = caller;
  if lower(account.email) is distinct from lower(found_invitation.email) then
    raise exception 'This invitation is for %. Sign in with that address.', found_invitation.email
      using errcode = '42501';
  end if;
  select * into profile from public.users u where u.id = caller for update;
  -- Already in the team (provisioned, not signed in until now): the invitation is used.
  if profile.team_id = found_invitation.team_id then
    update private.team_invitations set accepted_at = now(), accepted_by = caller
    where id = found_invitation.id;
    return profile;
  end if;
  if profile.team_id is not null or profile.role not in ('member', 'admin') then
    raise exception 'You already belong to a team' using errcode = 'PT409';
  end if;
  name := left(coalesce(nullif(btrim(accept_invitation.full_name), ''), found_invitation.full_name,
                        nullif(btrim(account.raw_user_meta_data ->> 'full_name'), ''), account.email), 200);
  if profile.id is null then
    insert into public.users (id, email, full_name, role, team_id)
    values (caller, account.email, name, 'member', found_invitation.team_id);
  else
    update public.users set team_id = found_invitation.team_id, role = 'member',
                            deactivated_at = null
    where id = caller;
    perform private.record_audit(found_invitation.team_id, 'member_joined', caller,
      coalesce(profile.full_name, profile.email));
  end if;
  update private.team_invitations set accepted_at = now(), accepted_by = caller
  where id = found_invitation.id;
  select * into profile from public.users u where u.id = caller;
  return profile;
end
$$;

-- ─── Who may call what ───────────────────────────────────────────────────────────────────────

revoke all on function private.scim_admin_team() from public;
revoke all on function private.scim_apply_role(uuid, uuid) from public;
revoke all on function private.scim_deactivate(public.users) from public;
revoke all on function private.invitation_lifetime() from public;
revoke all on function private.issue_invitation(uuid) from public;
revoke all on function private.managed_invitation(uuid) from public;

revoke all on function public.create_scim_token(text) from public, anon, authenticated;
revoke all on function public.revoke_scim_token(uuid) from public, anon, authenticated;
revoke all on function public.team_scim_settings() from public, anon, authenticated;
revoke all on function public.set_scim_admin_group(text) from public, anon, authenticated;
revoke all on function public.invite_members(jsonb) from public, anon, authenticated;
revoke all on function public.resend_invitation(uuid) from public, anon, authenticated;
revoke all on function public.revoke_invitation(uuid) from public, anon, authenticated;
revoke all on function public.team_invitations() from public, anon, authenticated;
revoke all on function public.invitation_details(text) from public, anon, authenticated;
revoke all on function public.accept_invitation(text, text) from public, anon, authenticated;
grant execute on function public.create_scim_token(text) to authenticated;
grant execute on function public.revoke_scim_token(uuid) to authenticated;
grant execute on function public.team_scim_settings() to authenticated;
grant execute on function public.set_scim_admin_group(text) to authenticated;
grant execute on function public.invite_members(jsonb) to authenticated;
grant execute on function public.resend_invitation(uuid) to authenticated;
grant execute on function public.revoke_invitation(uuid) to authenticated;
grant execute on function public.team_invitations() to authenticated;
grant execute on function public.invitation_details(text) to anon, authenticated;
grant execute on function public.accept_invitation(text, text) to authenticated;

revoke all on function public.scim_team(text) from public, anon, authenticated;
revoke all on function public.scim_users(uuid) from public, anon, authenticated;
revoke all on function public.scim_account_id(text) from public, anon, authenticated;
revoke all on function public.scim_save_user(uuid, uuid, text, text, text, text, text, boolean)
  from public, anon, authenticated;
revoke all on function public.scim_delete_user(uuid, uuid) from public, anon, authenticated;
revoke all on function public.scim_groups(uuid) from public, anon, authenticated;
revoke all on function public.scim_save_group(uuid, uuid, text, text, uuid[])
  from public, anon, authenticated;
revoke all on function public.scim_delete_group(uuid, uuid) from public, anon, authenticated;
grant execute on function public.scim_team(text) to service_role;
grant execute on function public.scim_users(uuid) to service_role;
grant execute on function public.scim_account_id(text) to service_role;
grant execute on function public.scim_save_user(uuid, uuid, text, text, text, text, text, boolean)
  to service_role;
grant execute on function public.scim_delete_user(uuid, uuid) to service_role;
grant execute on function public.scim_groups(uuid) to service_role;
grant execute on function public.scim_save_group(uuid, uuid, text, text, uuid[]) to service_role;
grant execute on function public.scim_delete_group(uuid, uuid) to service_role;


-- ── Evidence files (migration 20261218000000) ────────────────────────────────────────────────────
-- Evidence files (docs/decisions.md EF1, docs/threat-model.md #49): documents and screenshots
-- attached to a checklist item, stored in Supabase Storage. Hosted Supabase provides the storage
-- schema; the embedded backend creates the same one before any migration
-- (src/backend/db/bootstrap.sql). This migration only adds the bucket, its policies and the
-- records, so hosted and embedded storage obey the same rules.
--
-- One private bucket, `evidence`; each team's files under its own folder:
--   <team id>/<run id>/<item id>/<file id>
-- The key names the file's record (public.evidence_files), which says who may read, upload and
-- remove it. A file is uploaded in three steps: begin_evidence_upload (the record, with the
-- SHA-256 the browser computed), the upload to Storage (allowed only for that record's uploader,
-- while its run is open), attach_evidence_file (checks the object is there at the size promised,
-- and writes the audit event).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('evidence', 'evidence', false, 52428800, array[
  'application/pdf',
  'image/png', 'image/jpeg', 'image/gif', 'image/webp',
  'text/plain', 'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation'
])
on conflict (id) do nothing;

create table public.evidence_files (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  run_id uuid not null references public.checklist_runs (id) on delete cascade,
  item_id text not null check (item_id ~ '^[a-z0-9-]{1,100}$'),
  -- The Storage key in bucket `evidence`: <team>/<run>/<item>/<id>.
  object_path text not null unique,
  file_name text not null check (char_length(file_name) between 1 and 255
                                 and file_name !~ '[\u0000-\u001f\u007f/\\]'),
  mime_type text not null,
  size_bytes bigint not null check (size_bytes between 0 and 52428800),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_by uuid references public.users (id) on delete set null,
  uploaded_by_name text not null,
  created_at timestamptz not null default now(),
  -- Null until the object is in Storage and attach_evidence_file confirmed it.
  attached_at timestamptz
);
create index evidence_files_run_item_idx on public.evidence_files (run_id, item_id);
create index evidence_files_team_idx on public.evidence_files (team_id);
create index evidence_files_uploader_idx on public.evidence_files (uploaded_by);
alter table public.evidence_files enable row level security;
revoke all on public.evidence_files from anon, authenticated;
grant select on public.evidence_files to authenticated;
grant all on public.evidence_files to service_role;

-- Whether the run is the newest of its checklist: older runs are closed, their record fixed.
create function private.checklist_run_open(run uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.checklist_runs r
    where r.id = run
      and not exists (select 1 from public.checklist_runs later
                      where later.team_id = r.team_id and later.checklist_id = r.checklist_id
                        and later.period_start > r.period_start))
$$;

-- Whether the caller may attach files to the item: an admin of its team, or the member the item
-- is assigned to (its owner), in that team.
create function private.may_attach_evidence(run uuid, item text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.checklist_runs r
    where r.id = run and r.team_id = private.my_team()
      and (private.is_team_admin(r.team_id)
           or exists (select 1 from public.checklist_item_states s
                      where s.run_id = r.id and s.item_id = item and s.owner_id = auth.uid())))
$$;

-- Whether the caller may read a file: its team's admins, the item's owner and its uploader, all
-- in the team.
create function private.may_read_evidence(file public.evidence_files) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select file.team_id = private.my_team()
    and (private.is_team_admin(file.team_id)
         or file.uploaded_by = auth.uid()
         or exists (select 1 from public.checklist_item_states s
                    where s.run_id = file.run_id and s.item_id = file.item_id
                      and s.owner_id = auth.uid()))
$$;

-- What row-level security on storage.objects asks of a key in bucket `evidence`.
create function private.evidence_object_allowed(path text, action text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.evidence_files f
    where f.object_path = path
      and case action
        when 'read' then private.may_read_evidence(f)
        -- Only the record's uploader, before it is attached, while the run is open: a file is
        -- never replaced, and nothing lands in a closed run.
        when 'upload' then f.uploaded_by = auth.uid() and f.attached_at is null
                           and f.team_id = private.my_team()
                           and private.checklist_run_open(f.run_id)
                           and private.may_attach_evidence(f.run_id, f.item_id)
        -- Removed by the team's admins (or its uploader before it is attached) while the run is
        -- open.
        when 'remove' then f.team_id = private.my_team()
                           and private.checklist_run_open(f.run_id)
                           and (private.is_team_admin(f.team_id)
                                or (f.uploaded_by = auth.uid() and f.attached_at is null))
        else false
      end)
$$;

create policy "Evidence files: read by whom the record allows" on storage.objects
  for select to authenticated
  using (bucket_id = 'evidence' and private.evidence_object_allowed(name, 'read'));
create policy "Evidence files: uploaded once by the record's uploader" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'evidence' and private.evidence_object_allowed(name, 'upload'));
create policy "Evidence files: removed while the run is open" on storage.objects
  for delete to authenticated
  using (bucket_id = 'evidence' and private.evidence_object_allowed(name, 'remove'));
-- No update policy: an evidence object is never overwritten (upsert and update are refused).

create policy "Evidence file records: read by whom they allow" on public.evidence_files
  for select to authenticated
  using (private.may_read_evidence(evidence_files));

-- Step 1: the record of a file about to be uploaded; returns its Storage key.
create function public.begin_evidence_upload(
  run uuid,
  item text,
  file_name text,
  mime_type text,
  size_bytes bigint,
  sha256 text
) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  the_run public.checklist_runs;
  chosen public.checklist_templates;
  bucket storage.buckets;
  file_id uuid := gen_random_uuid();
  name text := btrim(file_name);
  path text;
begin
  select * into the_run from public.checklist_runs r where r.id = run;
  if the_run.id is null or not private.may_attach_evidence(run, item) then
    raise exception 'No such checklist item' using errcode = 'PT404';
  end if;
  if not private.checklist_run_open(run) then
    raise exception 'This run is closed: a newer run of this checklist has started'
      using errcode = 'PT409';
  end if;
  select * into chosen from public.checklist_templates t where t.id = the_run.checklist_id;
  if not item = any (chosen.item_ids) then
    raise exception 'No such checklist item' using errcode = 'PT404';
  end if;
  select * into bucket from storage.buckets b where b.id = 'evidence';
  if size_bytes is null or size_bytes < 1 or size_bytes > bucket.file_size_limit then
    raise exception 'A file must hold something and be at most 50 MB' using errcode = '23514';
  end if;
  if not mime_type = any (bucket.allowed_mime_types) then
    raise exception 'Attach a PDF, an image, a text or CSV file or an office document'
      using errcode = '23514';
  end if;
  if sha256 is null or sha256 !~ '^[0-9a-f]{64}$' then
    raise exception 'The file''s SHA-256 is missing' using errcode = '23514';
  end if;
  if name is null or char_length(name) not between 1 and 255
     or name ~ '[\u0000-\u001f\u007f/\\]' then
    raise exception 'The file name is not valid' using errcode = '23514';
  end if;
  path := the_run.team_id || '/' || the_run.id || '/' || item || '/' || file_id;
  insert into public.evidence_files (id, team_id, run_id, item_id, object_path, file_name,
                                     mime_type, size_bytes, sha256, uploaded_by, uploaded_by_name)
  select file_id, the_run.team_id, the_run.id, item, path, name, mime_type, size_bytes, sha256,
         auth.uid(), coalesce(u.full_name, u.email)
  from public.users u where u.id = auth.uid();
  return path;
end
$$;

-- Step 3: the upload is in Storage at the size promised; the file is attached and logged.
create function public.attach_evidence_file(file uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  f public.evidence_files;
  stored_size bigint;
  chosen_title text;
begin
  select * into f from public.evidence_files e where e.id = file for update;
  if f.id is null or f.uploaded_by is distinct from auth.uid()
     or f.team_id is distinct from private.my_team() then
    raise exception 'No such evidence file' using errcode = 'PT404';
  end if;
  if f.attached_at is not null then
    return;
  end if;
  select (o.metadata ->> 'size')::bigint into stored_size
  from storage.objects o where o.bucket_id = 'evidence' and o.name = f.object_path;
  if stored_size is null then
    raise exception 'The file has not been uploaded' using errcode = 'PT409';
  end if;
  if stored_size <> f.size_bytes then
    raise exception 'The uploaded file is not the size announced' using errcode = 'PT409';
  end if;
  update public.evidence_files set attached_at = now() where id = f.id;
  select t.title into chosen_title
  from public.checklist_runs r join public.checklist_templates t on t.id = r.checklist_id
  where r.id = f.run_id;
  perform private.record_audit(
    f.team_id, 'evidence_file_attached', f.id, f.file_name,
    jsonb_build_object('checklist_title', chosen_title, 'run', f.run_id, 'item', f.item_id,
                       'sha256', f.sha256, 'size_bytes', f.size_bytes, 'mime_type', f.mime_type));
end
$$;

-- Removes a file's record while its run is open (admins; the uploader before attaching). The
-- object itself is removed through Storage first (its delete policy asks the same).
create function public.remove_evidence_file(file uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  f public.evidence_files;
begin
  select * into f from public.evidence_files e where e.id = file for update;
  if f.id is null or not private.evidence_object_allowed(f.object_path, 'remove') then
    if f.id is not null and private.may_read_evidence(f)
       and not private.checklist_run_open(f.run_id) then
      raise exception 'This run is closed: its files stay as they were' using errcode = 'PT409';
    end if;
    raise exception 'No such evidence file' using errcode = 'PT404';
  end if;
  if exists (select 1 from storage.objects o
             where o.bucket_id = 'evidence' and o.name = f.object_path) then
    raise exception 'Remove the file from storage first' using errcode = 'PT409';
  end if;
  delete from public.evidence_files where id = f.id;
  if f.attached_at is not null then
    perform private.record_audit(
      f.team_id, 'evidence_file_removed', f.id, f.file_name,
      jsonb_build_object('run', f.run_id, 'item', f.item_id, 'sha256', f.sha256));
  end if;
end
$$;

-- The evidence pack's `evidence_files` section: every attached file of the runs in the range.
alter function public.evidence_section(uuid, text, date, date) rename to evidence_section_before_files;
alter function public.evidence_section_before_files(uuid, text, date, date) set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'evidence_files' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                'id', f.id, 'object_path', f.object_path, 'file_name', f.file_name,
                'mime_type', f.mime_type, 'size_bytes', f.size_bytes, 'sha256', f.sha256,
                'uploaded_by', f.uploaded_by_name, 'attached_at', f.attached_at,
                'checklist_id', r.checklist_id, 'period_start', r.period_start,
                'item_id', f.item_id)
              order by r.checklist_id, r.period_start, f.item_id, f.attached_at), '[]'::jsonb)
       from public.evidence_files f
       join public.checklist_runs r on r.id = f.run_id
       where f.team_id = team and f.attached_at is not null
         and r.id in (select (x ->> 'id')::uuid
                      from jsonb_array_elements(
                        private.evidence_section_before_files(team, 'checklists', from_date,
                                                              to_date)) x))
    else private.evidence_section_before_files(team, section, from_date, to_date)
  end
$$;

revoke all on function private.checklist_run_open(uuid) from public, anon;
revoke all on function private.may_attach_evidence(uuid, text) from public, anon;
revoke all on function private.may_read_evidence(public.evidence_files) from public, anon;
revoke all on function private.evidence_object_allowed(text, text) from public, anon;
revoke all on function public.begin_evidence_upload(uuid, text, text, text, bigint, text)
  from public, anon;
revoke all on function public.attach_evidence_file(uuid) from public, anon;
revoke all on function public.remove_evidence_file(uuid) from public, anon;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
revoke all on function private.evidence_section_before_files(uuid, text, date, date)
  from public, anon, authenticated;
-- Row-level security on storage.objects and evidence_files calls these as the signed-in user.
grant execute on function private.checklist_run_open(uuid) to authenticated;
grant execute on function private.may_attach_evidence(uuid, text) to authenticated;
grant execute on function private.may_read_evidence(public.evidence_files) to authenticated;
grant execute on function private.evidence_object_allowed(text, text) to authenticated;
grant execute on function public.begin_evidence_upload(uuid, text, text, text, bigint, text)
  to authenticated;
grant execute on function public.attach_evidence_file(uuid) to authenticated;
grant execute on function public.remove_evidence_file(uuid) to authenticated;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;


-- ── Risk register (migration 20261219000000) ─────────────────────────────────────────────────────
-- The risk register (docs/decisions.md RR1): a team's risks scored on its own 5×5 matrix, their
-- treatment linked to our controls and the team's checklist items, accepted risks with who, why
-- and until when, and the yearly risk assessment: a dated, approved, hashed snapshot of the
-- register that never changes afterwards. Team admins edit; a risk's owner reads their own
-- risks; other members see nothing. Professional and Enterprise (the plan's `evidence` flag).

-- ─── The starter library (src/content/risks, generated into supabase/content.sql) ────────────

create table public.risk_library (
  id text primary key check (id ~ '^[a-z0-9-]{1,100}$'),
  position integer not null,
  title text not null,
  description text not null,
  category text not null,
  likelihood smallint not null check (likelihood between 1 and 5),
  impact smallint not null check (impact between 1 and 5),
  treatment text not null check (treatment in ('mitigate', 'accept', 'avoid', 'transfer')),
  treatment_plan text not null,
  controls text[] not null,
  -- Suggested checklist items that treat it: `<checklist id>/<item id>`.
  checklist_items text[] not null
);
alter table public.risk_library enable row level security;
revoke all on public.risk_library from anon, authenticated;
grant select on public.risk_library to authenticated;
grant all on public.risk_library to service_role;
create policy "Signed-in users read the risk library" on public.risk_library
  for select to authenticated using ((select auth.uid()) is not null);

-- ─── The team's matrix ───────────────────────────────────────────────────────────────────────

-- The words for likelihood 1–5 and impact 1–5. Fixed once a risk is scored on them, so a score
-- means the same in every assessment.
create function private.risk_labels_valid(labels text[]) returns boolean
language sql immutable
set search_path = ''
as $$
  select cardinality(labels) = 5
     and not exists (select 1 from unnest(labels) l
                     where private.trimmed(l) is null or char_length(l) > 40)
$$;

create table public.risk_matrices (
  team_id uuid primary key references public.teams (id) on delete cascade,
  likelihood_labels text[] not null
    default '{Rare,Unlikely,Possible,Likely,"Almost certain"}'
    check (private.risk_labels_valid(likelihood_labels)),
  impact_labels text[] not null
    default '{Negligible,Minor,Moderate,Major,Severe}'
    check (private.risk_labels_valid(impact_labels)),
  updated_at timestamptz not null default now()
);
alter table public.risk_matrices enable row level security;
revoke all on public.risk_matrices from anon, authenticated;
grant select, insert, update on public.risk_matrices to authenticated;
grant all on public.risk_matrices to service_role;
create policy "Admins read their team's risk matrix" on public.risk_matrices
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins set their team's risk matrix" on public.risk_matrices
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));
create policy "Admins change their team's risk matrix" on public.risk_matrices
  for update to authenticated
  using (team_id in (select private.administered_team_ids()))
  with check (team_id in (select private.administered_team_ids()));

-- ─── Risks ───────────────────────────────────────────────────────────────────────────────────

create table public.risks (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  library_id text references public.risk_library (id),
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  category text not null check (char_length(category) between 1 and 100),
  owner_id uuid references public.users (id) on delete set null,
  inherent_likelihood smallint not null check (inherent_likelihood between 1 and 5),
  inherent_impact smallint not null check (inherent_impact between 1 and 5),
  treatment text not null default 'mitigate'
    check (treatment in ('mitigate', 'accept', 'avoid', 'transfer')),
  treatment_plan text not null default '' check (char_length(treatment_plan) <= 5000),
  -- Control ids of our catalogue (src/content/controls): `CC6.1`, `A.5.15`.
  controls text[] not null default '{}' check (cardinality(controls) <= 100),
  -- The team's checklist items that treat it: `<checklist id>/<item id>`.
  checklist_items text[] not null default '{}' check (cardinality(checklist_items) <= 100),
  residual_likelihood smallint check (residual_likelihood between 1 and 5),
  residual_impact smallint check (residual_impact between 1 and 5),
  review_on date,
  -- The acceptance, filled by the database from the session: no foreign key, as a record that
  -- outlives the account (docs/decisions.md PP1).
  accepted_by uuid,
  accepted_by_name text,
  accepted_at timestamptz,
  acceptance_reason text check (char_length(acceptance_reason) between 1 and 2000),
  accepted_until date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (team_id, library_id),
  check ((residual_likelihood is null) = (residual_impact is null)),
  check ((treatment = 'accept') = (accepted_until is not null)),
  check ((accepted_until is null) = (acceptance_reason is null)
         and (accepted_until is null) = (accepted_by_name is null)
         and (accepted_until is null) = (accepted_at is null))
);
create index risks_team_idx on public.risks (team_id, created_at);
create index risks_library_idx on public.risks (library_id);
create index risks_owner_idx on public.risks (owner_id);
alter table public.risks enable row level security;
revoke all on public.risks from anon, authenticated;
grant select, insert, update, delete on public.risks to authenticated;
grant all on public.risks to service_role;
create policy "Admins read their team's risks; owners their own" on public.risks
  for select to authenticated
  using (
    team_id in (select private.administered_team_ids())
    or (owner_id = (select auth.uid()) and team_id = (select private.my_team()))
  );
create policy "Admins add risks" on public.risks
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));
create policy "Admins change risks" on public.risks
  for update to authenticated
  using (team_id in (select private.administered_team_ids()))
  with check (team_id in (select private.administered_team_ids()));
create policy "Admins remove risks" on public.risks
  for delete to authenticated using (team_id in (select private.administered_team_ids()));

-- A signed-in caller writes only their own team's records: refused here, before the rules below
-- could tell an outsider anything (a BEFORE trigger runs before row-level security's check).
-- The service role and the database owner (no session user) pass.
create function private.require_team_admin_session(team uuid) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and not private.is_team_admin(team) then
    raise exception 'Only a team admin can change this' using errcode = '42501';
  end if;
end
$$;
revoke all on function private.require_team_admin_session(uuid) from public;
grant execute on function private.require_team_admin_session(uuid) to authenticated;

-- The register is part of the plans with the Controls page (docs/decisions.md RR1).
create function private.require_risk_register(team uuid) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not coalesce((private.team_plan(team)).evidence, false) then
    raise exception 'The risk register is part of the Professional and Enterprise plans'
      using errcode = '42501';
  end if;
end
$$;
revoke all on function private.require_risk_register(uuid) from public;

-- Every rule of a risk row, whoever writes it: the team stays, the links point at real controls
-- and checklist items, the owner is a member, and an acceptance is recorded from the session.
create function private.check_risk() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  newly_accepted boolean;
begin
  perform private.require_team_admin_session(new.team_id);
  if tg_op = 'UPDATE' and new.team_id is distinct from old.team_id then
    raise exception 'A risk stays in its team' using errcode = '42501';
  end if;
  perform private.require_risk_register(new.team_id);
  new.title := private.trimmed(new.title);
  new.category := private.trimmed(new.category);
  new.acceptance_reason := private.trimmed(new.acceptance_reason);
  if exists (select 1 from unnest(new.controls) c
             where c !~ '^(CC[1-9]\.[0-9]{1,2}|(A|C|P|PI)[1-9]\.[0-9]{1,2}|A\.[5-8]\.[0-9]{1,2})$') then
    raise exception 'Link controls of the catalogue only' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(new.checklist_items) link
             where not exists (select 1 from public.checklist_templates t
                               where t.id = split_part(link, '/', 1)
                                 and split_part(link, '/', 2) = any (t.item_ids)
                                 and link = t.id || '/' || split_part(link, '/', 2))) then
    raise exception 'Link checklist items of the catalogue only' using errcode = '22023';
  end if;
  if new.owner_id is not null and not exists (
    select 1 from public.users u where u.id = new.owner_id and u.team_id = new.team_id) then
    raise exception 'The owner must be a member of your team' using errcode = '22023';
  end if;
  insert into public.risk_matrices (team_id) values (new.team_id) on conflict do nothing;
  if new.treatment = 'accept' then
    newly_accepted := tg_op = 'INSERT' or old.treatment <> 'accept'
      or new.acceptance_reason is distinct from old.acceptance_reason
      or new.accepted_until is distinct from old.accepted_until;
    if new.acceptance_reason is null or new.accepted_until is null then
      raise exception 'Accepting a risk needs a reason and the date it is accepted until'
        using errcode = '22023';
    end if;
    if newly_accepted then
      if new.accepted_until <= current_date then
        raise exception 'A risk is accepted until a date in the future' using errcode = '22023';
      end if;
      new.accepted_by := auth.uid();
      new.accepted_by_name := private.my_name();
      new.accepted_at := now();
    else
      new.accepted_by := old.accepted_by;
      new.accepted_by_name := old.accepted_by_name;
      new.accepted_at := old.accepted_at;
    end if;
  else
    new.accepted_by := null;
    new.accepted_by_name := null;
    new.accepted_at := null;
    new.acceptance_reason := null;
    new.accepted_until := null;
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  else
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end
$$;
create trigger risks_checked before insert or update on public.risks
  for each row execute function private.check_risk();

-- Labels are fixed once a risk is scored on them.
create function private.keep_risk_matrix() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin_session(new.team_id);
  perform private.require_risk_register(new.team_id);
  if tg_op = 'UPDATE' then
    if new.team_id is distinct from old.team_id then
      raise exception 'A matrix stays in its team' using errcode = '42501';
    end if;
    if (new.likelihood_labels, new.impact_labels) is distinct from
         (old.likelihood_labels, old.impact_labels)
       and exists (select 1 from public.risks r where r.team_id = new.team_id) then
      raise exception 'The matrix labels are fixed once a risk is scored on them'
        using errcode = 'P0001';
    end if;
  end if;
  new.likelihood_labels := (select array_agg(private.trimmed(l)) from unnest(new.likelihood_labels) l);
  new.impact_labels := (select array_agg(private.trimmed(l)) from unnest(new.impact_labels) l);
  new.updated_at := now();
  return new;
end
$$;
create trigger risk_matrices_kept before insert or update on public.risk_matrices
  for each row execute function private.keep_risk_matrix();

-- ─── Yearly risk assessments ─────────────────────────────────────────────────────────────────

-- The register as it stood when approved: the matrix and every risk, hashed like a policy
-- version's text. The database fills every column from the session and the register; a client
-- names only the approval's reason.
create table public.risk_assessments (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  number integer not null default 0,
  assessed_on date not null default current_date,
  approved_by uuid,
  approved_by_name text not null default '',
  approval_reason text not null check (char_length(approval_reason) between 1 and 2000),
  approved_at timestamptz not null default now(),
  snapshot jsonb not null default '{}'::jsonb,
  content_hash text not null default '',
  unique (team_id, number)
);
alter table public.risk_assessments enable row level security;
revoke all on public.risk_assessments from anon, authenticated;
grant select, insert on public.risk_assessments to authenticated;
grant all on public.risk_assessments to service_role;
create policy "Admins read their team's risk assessments" on public.risk_assessments
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins publish risk assessments" on public.risk_assessments
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));

create function private.snapshot_risk_assessment() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin_session(new.team_id);
  perform private.require_risk_register(new.team_id);
  if not exists (select 1 from public.risks r where r.team_id = new.team_id) then
    raise exception 'Add risks to the register before publishing an assessment'
      using errcode = 'P0001';
  end if;
  new.approval_reason := private.trimmed(new.approval_reason);
  new.number := coalesce((select max(a.number) from public.risk_assessments a
                          where a.team_id = new.team_id), 0) + 1;
  new.assessed_on := current_date;
  new.approved_by := auth.uid();
  new.approved_by_name := private.my_name();
  new.approved_at := now();
  new.snapshot := jsonb_build_object(
    'matrix', (select jsonb_build_object('likelihood', m.likelihood_labels,
                                         'impact', m.impact_labels)
               from public.risk_matrices m where m.team_id = new.team_id),
    'risks', (select jsonb_agg(jsonb_build_object(
                'id', r.id, 'library_id', r.library_id, 'title', r.title,
                'description', r.description, 'category', r.category,
                'owner', (select coalesce(u.full_name, u.email) from public.users u
                          where u.id = r.owner_id),
                'inherent_likelihood', r.inherent_likelihood,
                'inherent_impact', r.inherent_impact, 'treatment', r.treatment,
                'treatment_plan', r.treatment_plan, 'controls', to_jsonb(r.controls),
                'checklist_items', to_jsonb(r.checklist_items),
                'residual_likelihood', r.residual_likelihood,
                'residual_impact', r.residual_impact, 'review_on', r.review_on,
                'accepted_by', r.accepted_by_name, 'accepted_at', r.accepted_at,
                'acceptance_reason', r.acceptance_reason, 'accepted_until', r.accepted_until)
                order by r.created_at, r.id)
              from public.risks r where r.team_id = new.team_id));
  new.content_hash := encode(sha256(convert_to(new.snapshot::text, 'UTF8')), 'hex');
  return new;
end
$$;
create trigger risk_assessments_snapshot before insert on public.risk_assessments
  for each row execute function private.snapshot_risk_assessment();

-- A published assessment never changes and is deleted only with its team (docs/threat-model.md #50).
create function private.keep_risk_assessments() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE'
    and current_setting('complyready.deleting_team', true) = old.team_id::text then
    return old;
  end if;
  raise exception 'A published risk assessment cannot be changed' using errcode = '42501';
end
$$;
create trigger risk_assessments_frozen before update or delete on public.risk_assessments
  for each row execute function private.keep_risk_assessments();
create trigger risk_assessments_no_truncate before truncate on public.risk_assessments
  for each statement execute function private.keep_risk_assessments();

-- Every change of the register, named with what changed (the audit log is the append-only
-- history of the register between two assessments).
create function private.audit_risk_register() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed text[];
begin
  if tg_table_name = 'risk_matrices' then
    perform private.record_audit(new.team_id, 'risk_matrix_changed', null, null,
      jsonb_build_object('likelihood', array_to_string(new.likelihood_labels, ', '),
                         'impact', array_to_string(new.impact_labels, ', ')));
  elsif tg_table_name = 'risk_assessments' then
    perform private.record_audit(new.team_id, 'risk_assessment_published', new.id,
      format('Risk assessment %s', new.number),
      jsonb_build_object('version', new.number, 'reason', new.approval_reason,
                         'hash', new.content_hash));
  elsif tg_op = 'INSERT' then
    perform private.record_audit(new.team_id, 'risk_added', new.id, new.title,
      jsonb_build_object('score', new.inherent_likelihood * new.inherent_impact,
                         'treatment', new.treatment));
    if new.treatment = 'accept' then
      perform private.record_audit(new.team_id, 'risk_accepted', new.id, new.title,
        jsonb_build_object('reason', new.acceptance_reason, 'until', new.accepted_until));
    end if;
  elsif tg_op = 'UPDATE' then
    select array_agg(key order by key) into changed
    from jsonb_each(to_jsonb(new)) n
    where key not in ('updated_at', 'accepted_by', 'accepted_by_name', 'accepted_at')
      and n.value is distinct from to_jsonb(old) -> key;
    if changed is not null then
      perform private.record_audit(new.team_id, 'risk_changed', new.id, new.title,
        jsonb_build_object('changed', array_to_string(changed, ', ')));
    end if;
    if new.treatment = 'accept' and new.accepted_at is distinct from old.accepted_at then
      perform private.record_audit(new.team_id, 'risk_accepted', new.id, new.title,
        jsonb_build_object('reason', new.acceptance_reason, 'until', new.accepted_until));
    end if;
  elsif current_setting('complyready.deleting_team', true) is distinct from old.team_id::text then
    perform private.record_audit(old.team_id, 'risk_removed', old.id, old.title, '{}'::jsonb);
  end if;
  return null;
end
$$;
create trigger risks_audited after insert or update or delete on public.risks
  for each row execute function private.audit_risk_register();
create trigger risk_matrices_audited after insert or update on public.risk_matrices
  for each row execute function private.audit_risk_register();
create trigger risk_assessments_audited after insert on public.risk_assessments
  for each row execute function private.audit_risk_register();

revoke all on function private.check_risk() from public;
revoke all on function private.keep_risk_matrix() from public;
revoke all on function private.snapshot_risk_assessment() from public;
revoke all on function private.audit_risk_register() from public;


-- ── Vendors and assets (migration 20261219500000) ────────────────────────────────────────────────
-- Vendors (docs/decisions.md VN1), assets (AS1) and the Statement of Applicability (SA1), at the end.
-- Vendors: the team's third parties with their security documents as
-- links with expiry dates, reviews by a questionnaire per criticality that never change once
-- recorded, reminders 30 days before a document expires or a review is due, and the
-- subprocessor list. Team admins edit; members see nothing. Professional and Enterprise.

-- ─── The questionnaire (src/content/vendors, generated into supabase/content.sql) ───────────

create table public.vendor_questions (
  id text primary key check (id ~ '^[a-z0-9-]{1,100}$'),
  position integer not null,
  question text not null,
  -- The criticalities whose review asks it.
  criticalities text[] not null
);
alter table public.vendor_questions enable row level security;
revoke all on public.vendor_questions from anon, authenticated;
grant select on public.vendor_questions to authenticated;
grant all on public.vendor_questions to service_role;
create policy "Signed-in users read the vendor questionnaire" on public.vendor_questions
  for select to authenticated using ((select auth.uid()) is not null);

-- ─── Vendors ─────────────────────────────────────────────────────────────────────────────────

-- How often a vendor of each criticality is reviewed.
create function private.vendor_review_months(criticality text) returns integer
language sql immutable
set search_path = ''
as $$
  select case criticality when 'high' then 12 when 'medium' then 24 else 36 end
$$;

create table public.vendors (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  service text not null default '' check (char_length(service) <= 500),
  data_shared text[] not null default '{}' check (cardinality(data_shared) <= 20
    and data_shared <@ array['customer data', 'personal data', 'employee data', 'credentials',
                             'source code', 'financial data', 'usage data']),
  criticality text not null default 'medium' check (criticality in ('low', 'medium', 'high')),
  owner_id uuid references public.users (id) on delete set null,
  contract_starts_on date,
  contract_ends_on date check (contract_ends_on >= contract_starts_on),
  subprocessor boolean not null default false,
  location text not null default '' check (char_length(location) <= 200),
  -- Set by the database from the latest review; null: never reviewed.
  next_review_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (team_id, name),
  unique (id, team_id)
);
create index vendors_owner_idx on public.vendors (owner_id);

-- A security document as a link (file uploads come with the team's storage) with its expiry.
create table public.vendor_documents (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  vendor_id uuid not null,
  kind text not null check (kind in ('soc2', 'iso27001', 'dpa', 'pentest', 'other')),
  title text not null check (char_length(title) between 1 and 200),
  url text not null check (char_length(url) <= 2048 and url ~* '^https?://[^\s]+$'),
  expires_on date,
  added_at timestamptz not null default now(),
  foreign key (vendor_id, team_id) references public.vendors (id, team_id) on delete cascade
);
create index vendor_documents_vendor_idx on public.vendor_documents (vendor_id, team_id);
create index vendor_documents_team_idx on public.vendor_documents (team_id);

-- A review as recorded: the answers, the conclusion, who and when. Never changed afterwards.
create table public.vendor_reviews (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  vendor_id uuid not null,
  vendor_name text not null default '',
  criticality text not null default '',
  answers jsonb not null check (jsonb_typeof(answers) = 'object'),
  conclusion text not null
    check (conclusion in ('approved', 'approved_with_conditions', 'rejected')),
  conditions text check (char_length(conditions) between 1 and 2000),
  reviewed_by uuid,
  reviewed_by_name text not null default '',
  reviewed_at timestamptz not null default now(),
  next_review_on date not null default current_date,
  check ((conclusion = 'approved_with_conditions') = (conditions is not null)),
  foreign key (vendor_id, team_id) references public.vendors (id, team_id) on delete cascade
);
create index vendor_reviews_vendor_idx on public.vendor_reviews (vendor_id, team_id, reviewed_at);
create index vendor_reviews_team_idx on public.vendor_reviews (team_id);

alter table public.vendors enable row level security;
alter table public.vendor_documents enable row level security;
alter table public.vendor_reviews enable row level security;
revoke all on public.vendors, public.vendor_documents, public.vendor_reviews from anon, authenticated;
grant select, insert, update, delete on public.vendors, public.vendor_documents to authenticated;
grant select, insert on public.vendor_reviews to authenticated;
grant all on public.vendors, public.vendor_documents, public.vendor_reviews to service_role;

create policy "Admins read their team's vendors" on public.vendors
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins add vendors" on public.vendors
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));
create policy "Admins change vendors" on public.vendors
  for update to authenticated
  using (team_id in (select private.administered_team_ids()))
  with check (team_id in (select private.administered_team_ids()));
create policy "Admins remove vendors" on public.vendors
  for delete to authenticated using (team_id in (select private.administered_team_ids()));

create policy "Admins read their team's vendor documents" on public.vendor_documents
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins add vendor documents" on public.vendor_documents
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));
create policy "Admins change vendor documents" on public.vendor_documents
  for update to authenticated
  using (team_id in (select private.administered_team_ids()))
  with check (team_id in (select private.administered_team_ids()));
create policy "Admins remove vendor documents" on public.vendor_documents
  for delete to authenticated using (team_id in (select private.administered_team_ids()));

create policy "Admins read their team's vendor reviews" on public.vendor_reviews
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins record vendor reviews" on public.vendor_reviews
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));

-- ─── Rules, whoever writes ───────────────────────────────────────────────────────────────────

create function private.check_vendor() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin_session(new.team_id);
  if tg_op = 'UPDATE' and new.team_id is distinct from old.team_id then
    raise exception 'A vendor stays in its team' using errcode = '42501';
  end if;
  if not coalesce((private.team_plan(new.team_id)).evidence, false) then
    raise exception 'Vendors are part of the Professional and Enterprise plans'
      using errcode = '42501';
  end if;
  new.name := private.trimmed(new.name);
  if new.owner_id is not null and not exists (
    select 1 from public.users u where u.id = new.owner_id and u.team_id = new.team_id) then
    raise exception 'The owner must be a member of your team' using errcode = '22023';
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    -- The next review date follows the reviews, not the client.
    if current_setting('complyready.reviewed_vendor', true) is distinct from new.id::text then
      new.next_review_on := old.next_review_on;
    end if;
  else
    new.created_at := now();
    new.next_review_on := null;
  end if;
  new.updated_at := now();
  return new;
end
$$;
create trigger vendors_checked before insert or update on public.vendors
  for each row execute function private.check_vendor();

create function private.check_vendor_document() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform private.require_team_admin_session(new.team_id);
  if tg_op = 'UPDATE' and (new.team_id, new.vendor_id) is distinct from (old.team_id, old.vendor_id) then
    raise exception 'A document stays with its vendor' using errcode = '42501';
  end if;
  new.title := private.trimmed(new.title);
  if tg_op = 'UPDATE' then new.added_at := old.added_at; else new.added_at := now(); end if;
  return new;
end
$$;
create trigger vendor_documents_checked before insert or update on public.vendor_documents
  for each row execute function private.check_vendor_document();

-- A review answers exactly the questions of the vendor's criticality, yes / no / not applicable;
-- the database names the reviewer, the time and the next review date, and moves the vendor's.
create function private.record_vendor_review() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  vendor public.vendors;
begin
  perform private.require_team_admin_session(new.team_id);
  select * into vendor from public.vendors v
   where v.id = new.vendor_id and v.team_id = new.team_id for update;
  if not coalesce((private.team_plan(new.team_id)).evidence, false) then
    raise exception 'Vendors are part of the Professional and Enterprise plans'
      using errcode = '42501';
  end if;
  if (select array_agg(k order by k) from jsonb_object_keys(new.answers) k)
     is distinct from
     (select array_agg(q.id order by q.id) from public.vendor_questions q
       where vendor.criticality = any (q.criticalities)) then
    raise exception 'Answer every question of the % criticality questionnaire', vendor.criticality
      using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_each(new.answers) a
             where a.value not in ('"yes"', '"no"', '"not_applicable"')) then
    raise exception 'Answer yes, no or not applicable' using errcode = '22023';
  end if;
  new.conditions := private.trimmed(new.conditions);
  new.vendor_name := vendor.name;
  new.criticality := vendor.criticality;
  new.reviewed_by := auth.uid();
  new.reviewed_by_name := private.my_name();
  new.reviewed_at := now();
  new.next_review_on := (now()::date + make_interval(months =>
    private.vendor_review_months(vendor.criticality)))::date;
  return new;
end
$$;
create trigger vendor_reviews_recorded before insert on public.vendor_reviews
  for each row execute function private.record_vendor_review();

create function private.move_vendor_review_date() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform set_config('complyready.reviewed_vendor', new.vendor_id::text, true);
  update public.vendors set next_review_on = new.next_review_on where id = new.vendor_id;
  perform set_config('complyready.reviewed_vendor', '', true);
  return null;
end
$$;
create trigger vendor_reviews_move_date after insert on public.vendor_reviews
  for each row execute function private.move_vendor_review_date();

create function private.keep_vendor_reviews() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE'
    and (current_setting('complyready.deleting_team', true) = old.team_id::text
         or current_setting('complyready.deleting_vendor', true) = old.vendor_id::text) then
    return old;
  end if;
  raise exception 'A recorded vendor review cannot be changed' using errcode = '42501';
end
$$;
create trigger vendor_reviews_final before update or delete on public.vendor_reviews
  for each row execute function private.keep_vendor_reviews();
create trigger vendor_reviews_no_truncate before truncate on public.vendor_reviews
  for each statement execute function private.keep_vendor_reviews();

-- Removing a vendor removes its reviews with it (the audit log keeps that it happened).
create function private.removing_vendor() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('complyready.deleting_vendor', old.id::text, true);
  return old;
end
$$;
create trigger vendors_removing before delete on public.vendors
  for each row execute function private.removing_vendor();

-- ─── Reminders (the scheduled job, an injected clock) ────────────────────────────────────────

-- What went out, so a run never sends the same reminder twice.
create table private.vendor_notices (
  team_id uuid not null references public.teams (id) on delete cascade,
  kind text not null check (kind in ('document_expiring', 'review_due')),
  target_id uuid not null,
  due_on date not null,
  sent_at timestamptz not null,
  primary key (kind, target_id, due_on)
);
create index vendor_notices_team_idx on private.vendor_notices (team_id);

-- What is due within 30 days of `at` and has not gone out, with the team's admins to tell.
create function public.vendor_due_notices(at timestamptz)
returns table (kind text, target_id uuid, due_on date, team_name text, vendor_name text,
               document_title text, recipients text[])
language sql stable security definer
set search_path = ''
as $$
  with due as (
    select 'document_expiring'::text as kind, d.id as target_id, d.expires_on as due_on,
           d.team_id, v.name as vendor_name, d.title as document_title
    from public.vendor_documents d join public.vendors v on v.id = d.vendor_id
    where d.expires_on is not null
      and d.expires_on between at::date and at::date + 30
  union all
    select 'review_due', v.id, v.next_review_on, v.team_id, v.name, null
    from public.vendors v
    where v.next_review_on is not null
      and v.next_review_on between at::date and at::date + 30
  )
  select due.kind, due.target_id, due.due_on, t.name, due.vendor_name, due.document_title,
         array(select u.email from public.users u
               where u.team_id = due.team_id and u.role = 'admin' and u.deactivated_at is null
               order by u.email)
  from due join public.teams t on t.id = due.team_id
  where (private.team_plan(due.team_id)).evidence
    and not exists (select 1 from private.vendor_notices n
                    where n.kind = due.kind and n.target_id = due.target_id
                      and n.due_on = due.due_on)
  order by due.due_on, due.kind, due.target_id
$$;

create function public.record_vendor_notice(kind text, target uuid, due date, at timestamptz)
returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into private.vendor_notices (team_id, kind, target_id, due_on, sent_at)
  select coalesce((select d.team_id from public.vendor_documents d where d.id = target),
                  (select v.team_id from public.vendors v where v.id = target)),
         kind, target, due, at
  on conflict do nothing
$$;

revoke all on function public.vendor_due_notices(timestamptz) from public, anon, authenticated;
revoke all on function public.record_vendor_notice(text, uuid, date, timestamptz)
  from public, anon, authenticated;
grant execute on function public.vendor_due_notices(timestamptz) to service_role;
grant execute on function public.record_vendor_notice(text, uuid, date, timestamptz) to service_role;

-- ─── The subprocessor list ───────────────────────────────────────────────────────────────────

-- What the CSV and a public trust page show: the team's subprocessors, no internal detail.
create view public.team_subprocessors with (security_invoker = true) as
  select v.team_id, v.name, v.service, v.location, v.data_shared
  from public.vendors v where v.subprocessor
  order by v.name;
grant select on public.team_subprocessors to authenticated;

create function private.audit_vendors() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed text[];
  row_team uuid := case when tg_op = 'DELETE' then old.team_id else new.team_id end;
begin
  if current_setting('complyready.deleting_team', true) = row_team::text then
    return null;
  end if;
  if tg_table_name = 'vendor_reviews' then
    perform private.record_audit(new.team_id, 'vendor_reviewed', new.vendor_id, new.vendor_name,
      jsonb_build_object('conclusion', replace(new.conclusion, '_', ' '),
                         'next_review', new.next_review_on));
  elsif tg_table_name = 'vendor_documents' then
    if tg_op = 'DELETE' then
      perform private.record_audit(old.team_id, 'vendor_document_removed', old.vendor_id,
        old.title, '{}'::jsonb);
    else
      perform private.record_audit(new.team_id,
        case tg_op when 'INSERT' then 'vendor_document_added' else 'vendor_document_changed' end,
        new.vendor_id, new.title,
        jsonb_build_object('expires', new.expires_on, 'url', new.url));
    end if;
  elsif tg_op = 'INSERT' then
    perform private.record_audit(new.team_id, 'vendor_added', new.id, new.name,
      jsonb_build_object('criticality', new.criticality, 'subprocessor', new.subprocessor));
  elsif tg_op = 'UPDATE' then
    select array_agg(key order by key) into changed
    from jsonb_each(to_jsonb(new)) n
    where key not in ('updated_at', 'next_review_on')
      and n.value is distinct from to_jsonb(old) -> key;
    if changed is not null then
      perform private.record_audit(new.team_id, 'vendor_changed', new.id, new.name,
        jsonb_build_object('changed', array_to_string(changed, ', ')));
    end if;
  else
    perform private.record_audit(old.team_id, 'vendor_removed', old.id, old.name, '{}'::jsonb);
  end if;
  return null;
end
$$;
create trigger vendors_audited after insert or update or delete on public.vendors
  for each row execute function private.audit_vendors();
create trigger vendor_documents_audited after insert or update or delete on public.vendor_documents
  for each row execute function private.audit_vendors();
create trigger vendor_reviews_audited after insert on public.vendor_reviews
  for each row execute function private.audit_vendors();

revoke all on function private.check_vendor() from public;
revoke all on function private.record_vendor_review() from public;
revoke all on function private.move_vendor_review_date() from public;
revoke all on function private.audit_vendors() from public;

-- ─── Assets (docs/decisions.md AS1) ──────────────────────────────────────────────────────────

-- The systems and devices the team runs on, classified by the data-classification policy's
-- levels (src/content/assets). Team admins read and write; members see nothing.
create table public.assets (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  type text not null check (type in ('laptop', 'server', 'cloud account', 'SaaS application',
                                     'repository', 'database')),
  owner_id uuid references public.users (id) on delete set null,
  classification text not null default 'Internal'
    check (classification in ('Public', 'Internal', 'Confidential', 'Restricted')),
  location text not null default '' check (char_length(location) <= 200),
  holds_customer_data boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (team_id, type, name)
);
create index assets_owner_idx on public.assets (owner_id);
alter table public.assets enable row level security;
revoke all on public.assets from anon, authenticated;
grant select, insert, update, delete on public.assets to authenticated;
grant all on public.assets to service_role;
create policy "Admins read their team's assets" on public.assets
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins add assets" on public.assets
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));
create policy "Admins change assets" on public.assets
  for update to authenticated
  using (team_id in (select private.administered_team_ids()))
  with check (team_id in (select private.administered_team_ids()));
create policy "Admins remove assets" on public.assets
  for delete to authenticated using (team_id in (select private.administered_team_ids()));

create function private.check_asset() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin_session(new.team_id);
  if tg_op = 'UPDATE' and new.team_id is distinct from old.team_id then
    raise exception 'An asset stays in its team' using errcode = '42501';
  end if;
  new.name := private.trimmed(new.name);
  if new.owner_id is not null and not exists (
    select 1 from public.users u where u.id = new.owner_id and u.team_id = new.team_id) then
    raise exception 'The owner must be a member of your team' using errcode = '22023';
  end if;
  if tg_op = 'UPDATE' then new.created_at := old.created_at; else new.created_at := now(); end if;
  new.updated_at := now();
  return new;
end
$$;
create trigger assets_checked before insert or update on public.assets
  for each row execute function private.check_asset();

create function private.audit_assets() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed text[];
begin
  if tg_op = 'INSERT' then
    perform private.record_audit(new.team_id, 'asset_added', new.id, new.name,
      jsonb_build_object('type', new.type, 'classification', new.classification));
  elsif tg_op = 'UPDATE' then
    select array_agg(key order by key) into changed
    from jsonb_each(to_jsonb(new)) n
    where key <> 'updated_at' and n.value is distinct from to_jsonb(old) -> key;
    if changed is not null then
      perform private.record_audit(new.team_id, 'asset_changed', new.id, new.name,
        jsonb_build_object('changed', array_to_string(changed, ', ')));
    end if;
  elsif current_setting('complyready.deleting_team', true) is distinct from old.team_id::text then
    perform private.record_audit(old.team_id, 'asset_removed', old.id, old.name, '{}'::jsonb);
  end if;
  return null;
end
$$;
create trigger assets_audited after insert or update or delete on public.assets
  for each row execute function private.audit_assets();

revoke all on function private.check_asset() from public;
revoke all on function private.audit_assets() from public;

-- ─── The evidence pack's risk/, vendors/ and assets/ sections ────────────────────────────────

-- As before, with the register (as it stands), the risk assessments approved in the range, the
-- vendors with their documents, the vendor reviews recorded in the range and the assets.
alter function public.evidence_section(uuid, text, date, date)
  rename to evidence_section_before_registers;
alter function public.evidence_section_before_registers(uuid, text, date, date) set schema private;
create function private.evidence_section_of_registers(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'risks' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                 'title', r.title, 'category', r.category,
                 'owner', (select coalesce(u.full_name, u.email) from public.users u
                           where u.id = r.owner_id),
                 'inherent_likelihood', r.inherent_likelihood,
                 'inherent_impact', r.inherent_impact, 'treatment', r.treatment,
                 'treatment_plan', r.treatment_plan, 'controls', to_jsonb(r.controls),
                 'checklist_items', to_jsonb(r.checklist_items),
                 'residual_likelihood', r.residual_likelihood,
                 'residual_impact', r.residual_impact, 'review_on', r.review_on,
                 'accepted_by', r.accepted_by_name, 'accepted_at', r.accepted_at,
                 'acceptance_reason', r.acceptance_reason, 'accepted_until', r.accepted_until)
               order by r.created_at, r.id), '[]'::jsonb)
       from public.risks r where r.team_id = team)
    when 'risk_assessments' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                 'number', a.number, 'assessed_on', a.assessed_on,
                 'approved_by', a.approved_by_name, 'approved_at', a.approved_at,
                 'approval_reason', a.approval_reason, 'content_hash', a.content_hash,
                 'snapshot', a.snapshot) order by a.number), '[]'::jsonb)
       from public.risk_assessments a
       where a.team_id = team and a.approved_at >= from_date::timestamptz
         and a.approved_at < (to_date + 1)::timestamptz)
    when 'vendors' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                 'name', v.name, 'service', v.service, 'data_shared', to_jsonb(v.data_shared),
                 'criticality', v.criticality,
                 'owner', (select coalesce(u.full_name, u.email) from public.users u
                           where u.id = v.owner_id),
                 'contract_starts_on', v.contract_starts_on,
                 'contract_ends_on', v.contract_ends_on, 'subprocessor', v.subprocessor,
                 'location', v.location, 'next_review_on', v.next_review_on,
                 'documents', (select coalesce(jsonb_agg(jsonb_build_object(
                                   'kind', d.kind, 'title', d.title, 'url', d.url,
                                   'expires_on', d.expires_on) order by d.added_at), '[]'::jsonb)
                               from public.vendor_documents d where d.vendor_id = v.id))
               order by v.name), '[]'::jsonb)
       from public.vendors v where v.team_id = team)
    when 'vendor_reviews' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                 'vendor', r.vendor_name, 'criticality', r.criticality,
                 'conclusion', r.conclusion, 'conditions', r.conditions,
                 'reviewed_by', r.reviewed_by_name, 'reviewed_at', r.reviewed_at,
                 'next_review_on', r.next_review_on, 'answers', r.answers)
               order by r.reviewed_at, r.id), '[]'::jsonb)
       from public.vendor_reviews r
       where r.team_id = team and r.reviewed_at >= from_date::timestamptz
         and r.reviewed_at < (to_date + 1)::timestamptz)
    when 'assets' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                 'name', a.name, 'type', a.type,
                 'owner', (select coalesce(u.full_name, u.email) from public.users u
                           where u.id = a.owner_id),
                 'classification', a.classification, 'location', a.location,
                 'holds_customer_data', a.holds_customer_data)
               order by a.type, a.name), '[]'::jsonb)
       from public.assets a where a.team_id = team)
    else private.evidence_section_before_registers(team, section, from_date, to_date)
  end
$$;
revoke all on function private.evidence_section_before_registers(uuid, text, date, date)
  from public, anon, authenticated;
revoke all on function private.evidence_section_of_registers(uuid, text, date, date)
  from public, anon, authenticated;

-- ─── The Statement of Applicability (docs/decisions.md SA1) ─────────────────────────────────

-- One line per ISO/IEC 27001:2022 Annex A control (src/content/controls/iso27001.ts, 93): whether
-- it applies, why (required when it does not) and how far it is implemented.
create table public.soa_entries (
  team_id uuid not null references public.teams (id) on delete cascade,
  control_id text not null check (control_id ~ '^A\.[5-8]\.[0-9]{1,2}$'),
  applicable boolean not null default true,
  justification text not null default '' check (char_length(justification) <= 2000),
  status text not null default 'not_started'
    check (status in ('not_started', 'planned', 'implemented')),
  updated_at timestamptz not null default now(),
  primary key (team_id, control_id),
  check (applicable or private.trimmed(justification) is not null)
);
alter table public.soa_entries enable row level security;
revoke all on public.soa_entries from anon, authenticated;
grant select, insert, update on public.soa_entries to authenticated;
grant all on public.soa_entries to service_role;
create policy "Admins read their team's statement" on public.soa_entries
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins add to their team's statement" on public.soa_entries
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));
create policy "Admins change their team's statement" on public.soa_entries
  for update to authenticated
  using (team_id in (select private.administered_team_ids()))
  with check (team_id in (select private.administered_team_ids()));

-- An approved version: every line with the evidence the product held for it, hashed, frozen.
create table public.soa_versions (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  number integer not null default 0,
  approved_by uuid,
  approved_by_name text not null default '',
  approval_reason text not null check (char_length(approval_reason) between 1 and 2000),
  approved_at timestamptz not null default now(),
  entries jsonb not null default '[]'::jsonb,
  content_hash text not null default '',
  unique (team_id, number)
);
alter table public.soa_versions enable row level security;
revoke all on public.soa_versions from anon, authenticated;
grant select, insert on public.soa_versions to authenticated;
grant all on public.soa_versions to service_role;
create policy "Admins read their team's statement versions" on public.soa_versions
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins publish their team's statement" on public.soa_versions
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));

create function private.check_soa_entry() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin_session(new.team_id);
  if tg_op = 'UPDATE' and (new.team_id, new.control_id) is distinct from (old.team_id, old.control_id) then
    raise exception 'A line of the statement stays where it is' using errcode = '42501';
  end if;
  perform private.require_risk_register(new.team_id);
  new.justification := coalesce(private.trimmed(new.justification), '');
  new.updated_at := now();
  return new;
end
$$;
create trigger soa_entries_checked before insert or update on public.soa_entries
  for each row execute function private.check_soa_entry();

create function private.snapshot_soa() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin_session(new.team_id);
  perform private.require_risk_register(new.team_id);
  if (select count(*) from public.soa_entries e where e.team_id = new.team_id) <> 93 then
    raise exception 'The statement must answer all 93 Annex A controls before it is approved'
      using errcode = 'P0001';
  end if;
  new.approval_reason := private.trimmed(new.approval_reason);
  new.number := coalesce((select max(v.number) from public.soa_versions v
                          where v.team_id = new.team_id), 0) + 1;
  new.approved_by := auth.uid();
  new.approved_by_name := private.my_name();
  new.approved_at := now();
  new.entries := (
    select jsonb_agg(jsonb_build_object(
             'control_id', e.control_id, 'applicable', e.applicable,
             'justification', e.justification, 'status', e.status,
             'evidence', (select coalesce(jsonb_agg(distinct r.source || ': ' || r.title), '[]'::jsonb)
                          from private.control_readiness(new.team_id,
                                 (now() - interval '1 year')::date, now()::date) r
                          where r.control_id = e.control_id and r.met))
           order by string_to_array(substr(e.control_id, 3), '.')::int[])
    from public.soa_entries e where e.team_id = new.team_id);
  new.content_hash := encode(sha256(convert_to(new.entries::text, 'UTF8')), 'hex');
  return new;
end
$$;
create trigger soa_versions_snapshot before insert on public.soa_versions
  for each row execute function private.snapshot_soa();

create function private.keep_soa_versions() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE'
    and current_setting('complyready.deleting_team', true) = old.team_id::text then
    return old;
  end if;
  raise exception 'An approved Statement of Applicability cannot be changed' using errcode = '42501';
end
$$;
create trigger soa_versions_frozen before update or delete on public.soa_versions
  for each row execute function private.keep_soa_versions();
create trigger soa_versions_no_truncate before truncate on public.soa_versions
  for each statement execute function private.keep_soa_versions();

create function private.audit_soa() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'soa_versions' then
    perform private.record_audit(new.team_id, 'soa_published', new.id,
      format('Statement of Applicability %s', new.number),
      jsonb_build_object('version', new.number, 'reason', new.approval_reason,
                         'hash', new.content_hash));
  elsif tg_op = 'INSERT' or (new.applicable, new.justification, new.status)
                            is distinct from (old.applicable, old.justification, old.status) then
    perform private.record_audit(new.team_id, 'soa_entry_changed', null, new.control_id,
      jsonb_build_object('applicable', case when new.applicable then 'yes' else 'no' end,
                         'status', replace(new.status, '_', ' ')));
  end if;
  return null;
end
$$;
create trigger soa_entries_audited after insert or update on public.soa_entries
  for each row execute function private.audit_soa();
create trigger soa_versions_audited after insert on public.soa_versions
  for each row execute function private.audit_soa();

revoke all on function private.check_soa_entry() from public;
revoke all on function private.snapshot_soa() from public;
revoke all on function private.audit_soa() from public;

-- The evidence pack's system-description/ section: the versions published in the range, as
-- published. As 20261219500000's function, with one more section.
create or replace function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'system_description_versions' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                 'number', v.number, 'published_by', v.published_by_name,
                 'published_at', v.published_at, 'approval_reason', v.approval_reason,
                 'content_hash', v.content_hash, 'content', v.content)
               order by v.number), '[]'::jsonb)
       from public.system_description_versions v
       where v.team_id = team and v.published_at >= from_date::timestamptz
         and v.published_at < (to_date + 1)::timestamptz)
    when 'soa_versions' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                 'number', v.number, 'approved_by', v.approved_by_name,
                 'approved_at', v.approved_at, 'approval_reason', v.approval_reason,
                 'content_hash', v.content_hash, 'entries', v.entries)
               order by v.number), '[]'::jsonb)
       from public.soa_versions v
       where v.team_id = team and v.approved_at >= from_date::timestamptz
         and v.approved_at < (to_date + 1)::timestamptz)
    else private.evidence_section_of_registers(team, section, from_date, to_date)
  end
$$;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;


-- ── Course media (migration 20261220000000) ──────────────────────────────────────────────────────
-- Course media in Supabase Storage (docs/decisions.md CM1, docs/threat-model.md #52): editors
-- upload a video file (resumable, TUS), a thumbnail and a captions file instead of pasting URLs.
-- Hosted Supabase provides the storage schema; the embedded backend creates the same one, so the
-- bucket and policies below govern both.
--
-- One private bucket, `course-media`; keys are `<kind>/<random uuid>` (kind: video, thumbnail,
-- captions), chosen by the editor's browser before the video row is saved. A video row names its
-- objects in three columns. Who may read an object follows who may read the video: editors and
-- superadmins everything; a signed-in member only the objects of a video their team's plan shows
-- (private.my_visible_video_ids). Browsers play through signed URLs, which Storage makes only for
-- someone the read policy lets see the object.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('course-media', 'course-media', false, 524288000, array[
  'video/mp4', 'video/webm',
  'image/png', 'image/jpeg', 'image/webp',
  'text/vtt'
])
on conflict (id) do nothing;

alter table public.videos
  add column video_object text
    check (video_object ~ '^video/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  add column thumbnail_object text
    check (thumbnail_object
           ~ '^thumbnail/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  add column captions_object text
    check (captions_object
           ~ '^captions/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');

-- Whether the caller may read an object of bucket `course-media`.
create function private.course_media_readable(path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select private.can_edit_videos()
    or exists (select 1 from public.videos v
               where v.id in (select private.my_visible_video_ids())
                 and path in (v.video_object, v.thumbnail_object, v.captions_object))
$$;

-- Whether some video names the object: such an object is not removed from under it.
create function private.course_media_in_use(path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.videos v
                 where path in (v.video_object, v.thumbnail_object, v.captions_object))
$$;

create policy "Course media: read by whom the video allows" on storage.objects
  for select to authenticated
  using (bucket_id = 'course-media' and private.course_media_readable(name));
create policy "Course media: uploaded by editors under a fresh key" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'course-media' and private.can_edit_videos()
              and name ~ '^(video|thumbnail|captions)/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');
create policy "Course media: removed by editors once no video names it" on storage.objects
  for delete to authenticated
  using (bucket_id = 'course-media' and private.can_edit_videos()
         and not private.course_media_in_use(name));
-- No update policy: a course media object is never overwritten (upsert and move are refused); a
-- new file gets a new key.

revoke all on function private.course_media_readable(text) from public, anon;
revoke all on function private.course_media_in_use(text) from public, anon;
-- Row-level security on storage.objects calls these as the signed-in user.
grant execute on function private.course_media_readable(text) to authenticated;
grant execute on function private.course_media_in_use(text) to authenticated;


-- ── Imported policies (migration 20261221000000) ─────────────────────────────────────────────────
-- Bring your own policy (docs/decisions.md PI1, docs/threat-model.md #53): an admin imports a
-- Word file. The browser converts it to the structured policy text (src/shared/policy-import.ts);
-- public.import_policy checks that text like any draft and creates a policy with no template,
-- whose first draft follows the same publish → approve → accept program. The original file is
-- kept with the policy in the private bucket `policy-imports`, readable by the team's admins only:
--   <team id>/<policy id>/original.docx

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('policy-imports', 'policy-imports', false, 10485760,
        array['application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
on conflict (id) do nothing;

-- A policy comes from a template or from an imported file, never both.
alter table public.policies alter column template_id drop not null;
alter table public.policies
  add column imported_file_path text unique,
  add column imported_file_name text check (char_length(imported_file_name) between 1 and 255
                                            and imported_file_name !~ '[\u0000-\u001f\u007f/\\]'),
  add column imported_size_bytes bigint check (imported_size_bytes between 1 and 10485760),
  add column imported_sha256 text check (imported_sha256 ~ '^[0-9a-f]{64}$'),
  add constraint policies_template_or_import check (
    (template_id is null) = (imported_file_path is not null)
    and (imported_file_path is null) = (imported_file_name is null)
    and (imported_file_path is null) = (imported_size_bytes is null)
    and (imported_file_path is null) = (imported_sha256 is null));

-- The plan's policy limit (docs/decisions.md P1), one rule for adopting and importing: refuses
-- when the team already has as many policies as its plan includes. Imports count.
create function private.refuse_over_policy_limit(team uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  plan public.plans;
  better public.plans;
begin
  -- One adoption or import at a time per team, so two cannot both pass the limit.
  perform 1 from public.teams where id = team for update;
  plan := private.team_plan(team);
  if plan.policy_limit is not null
    and (select count(*) from public.policies p where p.team_id = team) >= plan.policy_limit then
    select * into better from public.plans p
     where p.position > plan.position and (p.policy_limit is null or p.policy_limit > plan.policy_limit)
     order by p.position limit 1;
    raise exception '%', format('Your %s plan includes %s policies. %s', plan.name, plan.policy_limit,
      case
        when better.id is null then 'Contact us to adopt more.'
        when better.policy_limit is null then format('%s includes every policy.', better.name)
        else format('%s includes %s policies.', better.name, better.policy_limit)
      end) using errcode = 'P0001';
  end if;
end
$$;

-- What row-level security on storage.objects asks of a key in bucket `policy-imports`: the
-- key must be an imported policy's, and the caller an admin of that policy's team (another
-- team's admins never). Uploaded once (no update policy: never replaced), never removed but with
-- the team.
create function private.policy_import_object_allowed(path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.policies p
    where p.imported_file_path = path
      and p.team_id = private.my_team()
      and private.is_team_admin(p.team_id))
$$;

create policy "Imported policy files: read by the team's admins" on storage.objects
  for select to authenticated
  using (bucket_id = 'policy-imports' and private.policy_import_object_allowed(name));
create policy "Imported policy files: uploaded once by the team's admins" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'policy-imports' and private.policy_import_object_allowed(name));

revoke all on function private.refuse_over_policy_limit(uuid) from public, anon, authenticated;
revoke all on function private.policy_import_object_allowed(text) from public, anon;
grant execute on function private.policy_import_object_allowed(text) to authenticated;


-- ── Hotline attachments (migration 20261222000000) ───────────────────────────────────────────────
-- Hotline attachments (docs/decisions.md H2, docs/threat-model.md #54): a reporter on a team's
-- hotline page may attach up to 5 files of 10 MB each to the case they send. The browser encrypts
-- each file, its name and its type with the case key (src/shared/hotline-crypto.ts), so Storage
-- holds ciphertext only; the team's handlers download and open them after unlocking the team key.
--
-- One private bucket, `hotline-attachments`; each file under its case:
--   <team id>/<case id>/<attachment id>
-- The reporter has no account. The team-hotline function, given the case's access token, asks
-- begin_hotline_attachments for the keys (at most 5 a case, counted like every reporter call);
-- each key is a one-use capability: row-level security lets anyone upload an object only at a
-- key handed out this way, once (no update policy), and only the team's handlers read them.

-- 10 MB of file, plus room for the envelope (version, IV, the encrypted name and type, the tag).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('hotline-attachments', 'hotline-attachments', false, 10487808,
        array['application/octet-stream'])
on conflict (id) do nothing;

create table public.hotline_attachments (
  id uuid primary key default gen_random_uuid(),
  case_id uuid not null references public.hotline_cases (id) on delete cascade,
  team_id uuid not null references public.teams (id) on delete cascade,
  -- The Storage key in bucket `hotline-attachments`: <team>/<case>/<id>.
  object_path text not null unique
);
create index hotline_attachments_case_idx on public.hotline_attachments (case_id);
create index hotline_attachments_team_idx on public.hotline_attachments (team_id);
alter table public.hotline_attachments enable row level security;
-- Like the cases' keys, only the functions read the records; handlers list the objects.
revoke all on public.hotline_attachments from anon, authenticated, service_role;

-- Whether `path` is a key handed out for an attachment and still empty (an upload there happens
-- once: the object then exists, and there is no update policy). The reporter has no account, so
-- row-level security asks this as anon: it is public (the private schema is not anon's), and
-- answers only about a key the caller names, a random UUID under its case.
create function public.hotline_attachment_key_open(path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.hotline_attachments a where a.object_path = path)
     and not exists (select 1 from storage.objects o
                     where o.bucket_id = 'hotline-attachments' and o.name = path)
$$;

-- Whether the caller handles the hotline of the team whose attachment `path` is.
create function private.hotline_attachment_readable(path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.hotline_attachments a
                 where a.object_path = path and private.is_hotline_handler(a.team_id))
$$;

create policy "Hotline attachments: uploaded once at a key the reporter was given" on storage.objects
  for insert to anon, authenticated
  with check (bucket_id = 'hotline-attachments' and public.hotline_attachment_key_open(name));
-- The upload's own row must pass a read policy too (the insert returns it): the key is still
-- empty when the insert starts, and never again after, so this shows nobody an object.
create policy "Hotline attachments: the uploader's row, as it is inserted" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'hotline-attachments' and public.hotline_attachment_key_open(name));
create policy "Hotline attachments: read by the team's handlers" on storage.objects
  for select to authenticated
  using (bucket_id = 'hotline-attachments' and private.hotline_attachment_readable(name));
-- No update or delete policy: an attachment is never overwritten, moved or removed by a client.

-- Keys for `files` new attachments of the case whose access token is `access` (the team-hotline
-- function, service role only). Null for a wrong token, counted as a wrong receipt code like a
-- lookup; refuses a closed case and more than 5 attachments a case.
create function public.begin_hotline_attachments(access text, client_key text, files integer,
                                                 at timestamptz default now())
returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.hotline_cases := private.reporter_case(access, client_key, at);
  keys text[] := '{}';
  attachment uuid;
begin
  if c.id is null then
    return null;
  end if;
  if c.status = 'closed' then
    raise exception 'This case is closed. To report something new, send a new report.' using errcode = 'PT409';
  end if;
  if files is null or files < 1
     or files + (select count(*) from public.hotline_attachments a where a.case_id = c.id) > 5 then
    raise exception 'A report can have at most 5 attachments.' using errcode = 'PT409';
  end if;
  for i in 1 .. files loop
    attachment := gen_random_uuid();
    insert into public.hotline_attachments (id, case_id, team_id, object_path)
    values (attachment, c.id, c.team_id, c.team_id || '/' || c.id || '/' || attachment);
    keys := keys || (c.team_id || '/' || c.id || '/' || attachment);
  end loop;
  return keys;
end
$$;

revoke all on function public.hotline_attachment_key_open(text) from public;
revoke all on function private.hotline_attachment_readable(text) from public;
revoke all on function public.begin_hotline_attachments(text, text, integer, timestamptz)
  from public, anon, authenticated;
-- Row-level security on storage.objects calls these as the caller.
grant execute on function public.hotline_attachment_key_open(text) to anon, authenticated;
grant execute on function private.hotline_attachment_readable(text) to authenticated;
grant execute on function public.begin_hotline_attachments(text, text, integer, timestamptz)
  to service_role;


-- ── Audit event kinds (migration 20261223000000) ─────────────────────────────────────────────────
-- One list of the audit log's kinds after this round's features (docs/decisions.md A1): each
-- feature's migration rebuilt the check with the kinds it knew; this one holds them all, the same as
-- src/shared/audit-events.ts (src/backend/team-management.test.ts compares the two).



-- ── Table typed answers (migration 20261224000000) ───────────────────────────────────────────────
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


-- ── One owner rules (migration 20261225000000) ───────────────────────────────────────────────────
-- One owner for two things written several times in SQL (docs/architecture.md, "Rules in the
-- database"): the acceptance register's rows, and the refusal that keeps a table append-only.

-- ─── The acceptance register, once ───────────────────────────────────────────────────────────
-- Every acceptance of the team, every version of every policy: the CSV export and the evidence
-- pack's register read these rows. People who left the team appear as "Former member", as on
-- the dashboard (docs/decisions.md M1).
-- An acceptance's version is of its team (the foreign key holds both): joining on both lets the
-- team's index find them, where joining by id alone hashed the versions of every team
-- (docs/scale.md).
create or replace function private.acceptance_register(team uuid)
returns table (
  person text,
  email text,
  policy text,
  version integer,
  content_hash text,
  accepted_at timestamptz
)
language sql stable
set search_path = ''
as $$
  select coalesce(case when u.id is not null then coalesce(u.full_name, u.email) end,
                  'Former member'),
         coalesce(u.email, ''), v.content ->> 'title', v.number, a.content_hash, a.accepted_at
  from public.policy_acceptances a
  join public.policy_versions v on v.id = a.version_id and v.team_id = a.team_id
  left join public.users u on u.id = a.user_id and u.team_id = a.team_id
  where a.team_id = team
$$;

-- The evidence pack's first sections (20261127000000_evidence.sql, since renamed by
-- 20261128000000_knowledge_checks.sql), as before but for the register, which it now reads from
-- private.acceptance_register.
create or replace function private.evidence_section_before_checks(team uuid, section text, from_date date, to_date date)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  range_start timestamptz := from_date::timestamptz;
  range_end timestamptz := (to_date + 1)::timestamptz;
  result jsonb;
begin
  case section
  when 'policies' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.title, x.number), '[]') into result from (
      select v.id, p.template_id, v.content ->> 'title' as title, v.number, v.content,
             v.content_hash, v.published_at, v.published_by_name, v.company_name,
             v.policy_owner, v.approver, v.effective_on, v.review_months
      from public.policy_versions v
      join public.policies p on p.id = v.policy_id
      where v.team_id = team and v.published_at is not null
        and p.id in (select private.visible_policy_ids(team))
    ) x;
  when 'acceptances' then
    select coalesce(jsonb_agg(to_jsonb(r) order by r.policy, r.version, r.accepted_at), '[]')
      into result
      from private.acceptance_register(team) r
      where r.accepted_at >= range_start and r.accepted_at < range_end;
  when 'training' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.member, x.email, x.position, x.course), '[]')
      into result from (
      select coalesce(u.full_name, u.email) as member, u.email, vi.title as course,
             vi.order_index as position,
             coalesce(pr.progress_percent, 0) as progress_percent, pr.completed_at,
             u.deactivated_at is not null as deactivated
      from public.users u
      cross join public.videos vi
      left join public.progress pr on pr.user_id = u.id and pr.video_id = vi.id
      where u.team_id = team and vi.is_published
    ) x;
  when 'checklists' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.checklist_id, x.period_start), '[]')
      into result from (
      select r.id, r.checklist_id, t.title, r.period_start, r.started_at,
             (select coalesce(jsonb_agg(jsonb_build_object(
                        'item_id', s.item_id, 'status', s.status,
                        'not_applicable_reason', s.not_applicable_reason,
                        'owner', coalesce(o.full_name, o.email), 'due_on', s.due_on,
                        'notes', s.notes, 'evidence_url', s.evidence_url,
                        'updated_at', s.updated_at) order by s.item_id), '[]')
              from public.checklist_item_states s
              left join public.users o on o.id = s.owner_id
              where s.run_id = r.id) as items
      from public.checklist_runs r
      join public.checklist_templates t on t.id = r.checklist_id
      where r.team_id = team and r.period_start < to_date + 1
        and r.started_at < range_end
        -- A run whose period ended before the range is not in it.
        and not exists (select 1 from public.checklist_runs later
                        where later.team_id = r.team_id and later.checklist_id = r.checklist_id
                          and later.period_start > r.period_start
                          and later.period_start <= from_date)
    ) x;
  when 'audit' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.occurred_at, x.id), '[]') into result from (
      select e.id, e.occurred_at, e.actor_name, e.kind, e.target_name, e.details
      from public.audit_events e
      where e.team_id = team and e.occurred_at >= range_start and e.occurred_at < range_end
    ) x;
  when 'coverage' then
    select coalesce(jsonb_agg(to_jsonb(c) order by c.control_id, c.source, c.title), '[]')
      into result from private.control_coverage(team) c;
  else
    raise exception 'Unknown evidence section %', section using errcode = '22023';
  end case;
  return result;
end
$$;

revoke all on function private.acceptance_register(uuid) from public, anon, authenticated;
revoke all on function public.export_policy_acceptances() from public, anon, authenticated;
grant execute on function public.export_policy_acceptances() to authenticated;


-- ─── Append-only, once ───────────────────────────────────────────────────────────────────────
-- One trigger function for every append-only table, fired by a pair of triggers: before UPDATE or
-- DELETE of a row, and before TRUNCATE. It refuses them all to every role, the database owner
-- included, with the message given as the first argument. A row is deleted only with its whole
-- team (delete_team sets complyready.deleting_team for its own team in the transaction) or, for
-- each further argument `parent`, with its parent (complyready.deleting_<parent> = <parent>_id).
-- Tables whose rows may still change in a set way (drafts, pending approvals, revoking a
-- certificate) keep their own row trigger and take only the TRUNCATE half.
create function private.append_only() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parent text;
begin
  if tg_op = 'DELETE' then
    foreach parent in array array['team'] || tg_argv[1:] loop
      if current_setting('complyready.deleting_' || parent, true)
         = to_jsonb(old) ->> (parent || '_id') then
        return old;
      end if;
    end loop;
  end if;
  raise exception using message = tg_argv[0], errcode = '42501';
end
$$;
revoke all on function private.append_only() from public, anon, authenticated;

drop trigger audit_events_append_only on public.audit_events;
drop trigger audit_events_no_truncate on public.audit_events;
drop trigger policy_acceptances_insert_only on public.policy_acceptances;
drop trigger policy_acceptances_no_truncate on public.policy_acceptances;
drop trigger policy_versions_no_truncate on public.policy_versions;
drop trigger policy_approvals_no_truncate on public.policy_approvals;
drop trigger knowledge_check_attempts_insert_only on public.knowledge_check_attempts;
drop trigger knowledge_check_attempts_no_truncate on public.knowledge_check_attempts;
drop trigger certificates_no_truncate on public.certificates;
drop trigger risk_assessments_frozen on public.risk_assessments;
drop trigger risk_assessments_no_truncate on public.risk_assessments;
drop trigger vendor_reviews_final on public.vendor_reviews;
drop trigger vendor_reviews_no_truncate on public.vendor_reviews;
drop trigger soa_versions_frozen on public.soa_versions;
drop trigger soa_versions_no_truncate on public.soa_versions;
drop function private.keep_audit_events();
drop function private.refuse_truncate();
drop function private.keep_policy_acceptances();
drop function private.refuse_policy_truncate();
drop function private.keep_knowledge_check_attempts();
drop function private.refuse_attempts_truncate();
drop function private.refuse_certificates_truncate();
drop function private.keep_risk_assessments();
drop function private.keep_vendor_reviews();
drop function private.keep_soa_versions();

-- Gives `tbl` the TRUNCATE half of the pair, and with `rows` the UPDATE-or-DELETE half too;
-- `parent` as for private.append_only. Named `<table>_no_truncate` and `<table>_append_only`.
create function private.make_append_only(tbl regclass, refusal text, rows boolean default true,
                                         parent text default null) returns void
language plpgsql
set search_path = ''
as $$
declare
  name text := (select c.relname from pg_catalog.pg_class c where c.oid = tbl);
begin
  execute format('create trigger %I before truncate on %s
                    for each statement execute function private.append_only(%L)',
                 name || '_no_truncate', tbl, refusal);
  if rows then
    execute format('create trigger %I before update or delete on %s
                      for each row execute function private.append_only(%L%s)',
                   name || '_append_only', tbl, refusal,
                   case when parent is null then '' else format(', %L', parent) end);
  end if;
end
$$;
revoke all on function private.make_append_only(regclass, text, boolean, text)
  from public, anon, authenticated;

select private.make_append_only('public.audit_events', 'Audit events cannot be changed or deleted');
select private.make_append_only('public.policy_acceptances',
                                'Policy acceptances cannot be changed or deleted');
select private.make_append_only('public.knowledge_check_attempts',
                                'Knowledge check attempts cannot be changed or deleted');
-- A published assessment never changes and is deleted only with its team (docs/threat-model.md #50).
select private.make_append_only('public.risk_assessments',
                                'A published risk assessment cannot be changed');
-- A review goes only with its vendor (vendors_removing sets complyready.deleting_vendor) or team.
select private.make_append_only('public.vendor_reviews', 'A recorded vendor review cannot be changed',
                                parent => 'vendor');
select private.make_append_only('public.soa_versions',
                                'An approved Statement of Applicability cannot be changed');
-- Their rows change only in set ways (their own row triggers); a truncate is refused like the rest.
select private.make_append_only('public.policy_versions',
                                'Policy versions cannot be changed or deleted', rows => false);
select private.make_append_only('public.policy_approvals',
                                'Policy approvals cannot be changed or deleted', rows => false);
select private.make_append_only('public.certificates', 'Certificates cannot be changed or deleted',
                                rows => false);


-- ── System description (migration 20261226000000) ────────────────────────────────────────────────
-- The system description (docs/decisions.md SD1): the SOC 2 description criteria's headings
-- (src/content/system-description), written by a team's admins as one draft and published as
-- numbered versions that never change: who published it, when, why, the company's name and every
-- heading's text, hashed like a policy version (SHA-256). Team admins read and write; members see
-- nothing. Professional and Enterprise, with the Statement of Applicability (SA1).

create table public.system_descriptions (
  team_id uuid primary key references public.teams (id) on delete cascade,
  services text not null default '' check (char_length(services) <= 20000),
  commitments text not null default '' check (char_length(commitments) <= 20000),
  infrastructure text not null default '' check (char_length(infrastructure) <= 20000),
  software text not null default '' check (char_length(software) <= 20000),
  people text not null default '' check (char_length(people) <= 20000),
  procedures text not null default '' check (char_length(procedures) <= 20000),
  data text not null default '' check (char_length(data) <= 20000),
  boundaries text not null default '' check (char_length(boundaries) <= 20000),
  subservice_organisations text not null default ''
    check (char_length(subservice_organisations) <= 20000),
  user_entity_controls text not null default '' check (char_length(user_entity_controls) <= 20000),
  subservice_controls text not null default '' check (char_length(subservice_controls) <= 20000),
  updated_at timestamptz not null default now()
);
alter table public.system_descriptions enable row level security;
revoke all on public.system_descriptions from anon, authenticated;
grant select, insert, update on public.system_descriptions to authenticated;
grant all on public.system_descriptions to service_role;
create policy "Admins read their team's system description" on public.system_descriptions
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins start their team's system description" on public.system_descriptions
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));
create policy "Admins edit their team's system description" on public.system_descriptions
  for update to authenticated
  using (team_id in (select private.administered_team_ids()))
  with check (team_id in (select private.administered_team_ids()));

-- A published version: the draft as it stood, frozen and hashed. The database fills every column
-- from the session and the draft; a client names only the team and the reason.
create table public.system_description_versions (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  number integer not null default 0,
  published_by uuid,
  published_by_name text not null default '',
  approval_reason text not null check (char_length(approval_reason) between 1 and 2000),
  published_at timestamptz not null default now(),
  content jsonb not null default '{}'::jsonb,
  content_hash text not null default '',
  unique (team_id, number)
);
alter table public.system_description_versions enable row level security;
revoke all on public.system_description_versions from anon, authenticated;
grant select, insert on public.system_description_versions to authenticated;
grant all on public.system_description_versions to service_role;
create policy "Admins read their team's system description versions"
  on public.system_description_versions
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins publish their team's system description"
  on public.system_description_versions
  for insert to authenticated with check (team_id in (select private.administered_team_ids()));

create function private.require_system_description(team uuid) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not coalesce((private.team_plan(team)).evidence, false) then
    raise exception 'The system description is part of the Professional and Enterprise plans'
      using errcode = '42501';
  end if;
end
$$;
revoke all on function private.require_system_description(uuid) from public;

create function private.check_system_description() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.require_team_admin_session(new.team_id);
  if tg_op = 'UPDATE' and new.team_id is distinct from old.team_id then
    raise exception 'A system description stays in its team' using errcode = '42501';
  end if;
  perform private.require_system_description(new.team_id);
  new.updated_at := now();
  return new;
end
$$;
create trigger system_descriptions_checked before insert or update on public.system_descriptions
  for each row execute function private.check_system_description();

create function private.snapshot_system_description() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  draft public.system_descriptions;
begin
  perform private.require_team_admin_session(new.team_id);
  perform private.require_system_description(new.team_id);
  select * into draft from public.system_descriptions d where d.team_id = new.team_id;
  if private.trimmed(draft.services) is null then
    raise exception 'Describe the services provided before publishing the system description'
      using errcode = 'P0001';
  end if;
  new.approval_reason := private.trimmed(new.approval_reason);
  new.number := coalesce((select max(v.number) from public.system_description_versions v
                          where v.team_id = new.team_id), 0) + 1;
  new.published_by := auth.uid();
  new.published_by_name := private.my_name();
  new.published_at := now();
  new.content := jsonb_build_object(
    'company', (select t.name from public.teams t where t.id = new.team_id),
    'sections', to_jsonb(draft) - 'team_id' - 'updated_at');
  new.content_hash := encode(sha256(convert_to(new.content::text, 'UTF8')), 'hex');
  return new;
end
$$;
create trigger system_description_versions_snapshot
  before insert on public.system_description_versions
  for each row execute function private.snapshot_system_description();

-- A published version never changes and is deleted only with its team (docs/threat-model.md #55).
select private.make_append_only('public.system_description_versions',
                                'A published system description cannot be changed');

-- Every change of the draft, naming the headings changed, and every publication.
create function private.audit_system_description() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed text[];
begin
  if tg_table_name = 'system_description_versions' then
    perform private.record_audit(new.team_id, 'system_description_published', new.id,
      format('System description %s', new.number),
      jsonb_build_object('version', new.number, 'reason', new.approval_reason,
                         'hash', new.content_hash));
    return null;
  end if;
  select array_agg(replace(key, '_', ' ') order by key) into changed
  from jsonb_each(to_jsonb(new)) n
  where key not in ('team_id', 'updated_at')
    and n.value is distinct from
        case when tg_op = 'UPDATE' then to_jsonb(old) -> key else '""'::jsonb end;
  if changed is not null then
    perform private.record_audit(new.team_id, 'system_description_changed', null,
      'System description', jsonb_build_object('changed', array_to_string(changed, ', ')));
  end if;
  return null;
end
$$;
create trigger system_descriptions_audited after insert or update on public.system_descriptions
  for each row execute function private.audit_system_description();
create trigger system_description_versions_audited
  after insert on public.system_description_versions
  for each row execute function private.audit_system_description();

revoke all on function private.check_system_description() from public;
revoke all on function private.snapshot_system_description() from public;
revoke all on function private.audit_system_description() from public;
alter table public.audit_events add constraint audit_events_kind_check check (kind in (
  'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated', 'member_removed',
  'member_left', 'role_changed', 'ownership_transferred', 'plan_changed', 'export_downloaded',
  'policy_adopted', 'policy_published', 'policy_accepted', 'policy_reminder_sent',
  'checklist_run_started', 'checklist_item_updated', 'evidence_link_created',
  'evidence_link_revoked', 'evidence_opened', 'evidence_file_attached', 'evidence_file_removed',
  'two_factor_required', 'two_factor_not_required', 'two_factor_reset', 'two_factor_enrolled',
  'two_factor_removed', 'two_factor_recovery_codes_created', 'two_factor_recovery_code_used',
  'hotline_set_up', 'hotline_passphrase_changed', 'hotline_handler_named',
  'hotline_handler_removed', 'hotline_case_opened', 'hotline_case_acknowledged',
  'hotline_case_investigating', 'hotline_case_closed', 'hotline_case_assigned',
  'hotline_message_sent', 'hotline_note_added', 'training_assigned', 'training_unassigned',
  'training_settings_changed', 'training_cycle_started', 'certificate_issued',
  'certificate_revoked', 'subscription_changed', 'refund_issued', 'sso_configured',
  'sso_domain_verified', 'sso_enabled', 'sso_disabled', 'sso_enforced', 'sso_not_enforced',
  'policy_approval_setting_changed', 'policy_approval_requested', 'policy_approved',
  'policy_sent_back', 'policy_reviewed', 'policy_retired', 'scim_token_created',
  'scim_token_revoked', 'scim_admin_group_changed', 'member_invited', 'invitation_resent',
  'invitation_revoked', 'risk_matrix_changed', 'risk_added', 'risk_changed', 'risk_accepted',
  'risk_removed', 'risk_assessment_published', 'vendor_added', 'vendor_changed', 'vendor_removed',
  'vendor_document_added', 'vendor_document_changed', 'vendor_document_removed', 'vendor_reviewed',
  'asset_added', 'asset_changed', 'asset_removed', 'soa_entry_changed', 'soa_published',
  'system_description_changed', 'system_description_published'
));
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;


reset check_function_bodies;

-- ── Integrations (migration 20261227000000) ──────────────────────────────────────────────────────
-- Integrations (docs/decisions.md IN1): a team's admins connect GitHub, Google Workspace and AWS
-- (Professional and Enterprise), whose continuous control tests run on a schedule and on demand.
-- Credentials are sealed by the server (AES-256-GCM under a key kept outside the database, as the
-- two-factor secrets are) and no signed-in client reads them; each run of each test is kept,
-- never changed; a failing test opens one owned, dated task that the next passing run closes; an
-- access review run can be filled with a source's accounts, each marked keep or remove.

-- ─── Connections ─────────────────────────────────────────────────────────────────────────────

create table public.integration_connections (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  source text not null check (source in ('github', 'google_workspace', 'aws')),
  -- What the admin connected, shown on the page: the organisation, domain or account.
  account text not null check (char_length(account) between 1 and 200),
  -- `v1:<iv>:<ciphertext>:<tag>` made by the server, bound to this row's id; never granted.
  credentials text not null check (credentials like 'v1:%'),
  connected_by uuid references public.users (id) on delete set null,
  connected_by_name text not null default '',
  connected_at timestamptz not null default now(),
  last_run_at timestamptz,
  -- Set when the admins were told that the connection's runs fail with an error; cleared by a
  -- run without one, so they hear once per outage.
  error_notified_at timestamptz,
  unique (team_id, source)
);
create index integration_connections_connected_by on public.integration_connections (connected_by);
alter table public.integration_connections enable row level security;
revoke all on public.integration_connections from anon, authenticated;
grant select (id, team_id, source, account, connected_by_name, connected_at, last_run_at,
              error_notified_at)
  on public.integration_connections to authenticated;
grant all on public.integration_connections to service_role;
create policy "Admins see their team's connections" on public.integration_connections
  for select to authenticated using (team_id in (select private.administered_team_ids()));

-- ─── Runs: one row per test per run, append-only ─────────────────────────────────────────────

create table public.integration_runs (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  -- No foreign key: a run outlives its connection as evidence.
  connection_id uuid not null,
  run_id uuid not null,
  source text not null check (source in ('github', 'google_workspace', 'aws')),
  account text not null,
  test text not null check (char_length(test) between 1 and 100),
  title text not null,
  controls text[] not null default '{}',
  result text not null check (result in ('pass', 'fail', 'error')),
  summary text not null,
  resources jsonb not null default '[]'::jsonb check (jsonb_typeof(resources) = 'array'),
  -- The provider's answers behind the result (secrets redacted by the source).
  evidence jsonb not null default '[]'::jsonb check (jsonb_typeof(evidence) = 'array'),
  ran_at timestamptz not null default now()
);
create index integration_runs_team_test on public.integration_runs (team_id, source, test, ran_at);
alter table public.integration_runs enable row level security;
revoke all on public.integration_runs from anon, authenticated;
grant select on public.integration_runs to authenticated;
grant all on public.integration_runs to service_role;
create policy "Admins see their team's test runs" on public.integration_runs
  for select to authenticated using (team_id in (select private.administered_team_ids()));
select private.make_append_only('public.integration_runs',
                                'A recorded integration test run cannot be changed');

-- ─── Tasks: a failing test's owned, dated follow-up ──────────────────────────────────────────

create table public.integration_tasks (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  source text not null check (source in ('github', 'google_workspace', 'aws')),
  test text not null,
  title text not null,
  controls text[] not null default '{}',
  owner_id uuid references public.users (id) on delete set null,
  due_on date not null,
  opened_at timestamptz not null,
  opened_by_run uuid not null,
  closed_at timestamptz,
  closed_by_run uuid,
  -- 'passed' (the test passed again) or 'disconnected' (the connection was removed).
  closed_reason text check (closed_reason in ('passed', 'disconnected')),
  check ((closed_at is null) = (closed_reason is null))
);
create index integration_tasks_owner on public.integration_tasks (owner_id);
create unique index integration_tasks_one_open on public.integration_tasks (team_id, source, test)
  where closed_at is null;
alter table public.integration_tasks enable row level security;
revoke all on public.integration_tasks from anon, authenticated;
grant select on public.integration_tasks to authenticated;
grant update (owner_id, due_on) on public.integration_tasks to authenticated;
grant all on public.integration_tasks to service_role;
create policy "Admins see their team's integration tasks" on public.integration_tasks
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins assign their team's integration tasks" on public.integration_tasks
  for update to authenticated
  using (team_id in (select private.administered_team_ids()))
  with check (team_id in (select private.administered_team_ids()));

-- An owner is an active member of the task's team.
create function private.check_integration_task() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.owner_id is not null and not exists (
    select 1 from public.users u
    where u.id = new.owner_id and u.team_id = new.team_id and u.deactivated_at is null
  ) then
    raise exception 'A task''s owner is an active member of the team' using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger integration_tasks_checked before insert or update on public.integration_tasks
  for each row execute function private.check_integration_task();

-- ─── The rules, in one place ─────────────────────────────────────────────────────────────────

-- Refuses a caller who is not an admin of `team` (with its two-factor rule) or whose plan has no
-- integrations.
create function private.require_integrations(team uuid) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage integrations' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  if not coalesce((private.team_plan(team)).evidence, false) then
    raise exception 'Integrations are part of the Professional and Enterprise plans'
      using errcode = '42501';
  end if;
end
$$;

-- Stores a connection for the caller's team (the integrations function seals the credentials
-- for `connection` first); replaces the team's earlier connection of the same source.
create function public.connect_integration(connection uuid, source text, account text,
                                           sealed_credentials text)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  trimmed_account text := private.trimmed(account);
begin
  perform private.require_integrations(team);
  if trimmed_account is null then
    raise exception 'Name the organisation, domain or account to connect' using errcode = 'P0001';
  end if;
  delete from public.integration_connections c where c.team_id = team and c.source = $2;
  insert into public.integration_connections
    (id, team_id, source, account, credentials, connected_by, connected_by_name)
  values (connection, team, $2, trimmed_account, sealed_credentials, auth.uid(), private.my_name());
  perform private.record_audit(team, 'integration_connected', connection, trimmed_account,
                               jsonb_build_object('source', $2));
  return connection;
end
$$;

-- Removes a connection of the caller's team; its runs stay, its open tasks close.
create function public.remove_integration(connection uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.integration_connections;
begin
  select * into found from public.integration_connections c where c.id = connection;
  perform private.require_integrations(found.team_id);
  delete from public.integration_connections c where c.id = connection;
  update public.integration_tasks t
     set closed_at = now(), closed_reason = 'disconnected'
   where t.team_id = found.team_id and t.source = found.source and t.closed_at is null;
  perform private.record_audit(found.team_id, 'integration_removed', connection, found.account,
                               jsonb_build_object('source', found.source));
end
$$;

-- Refuses a caller who may not test, run or list the accounts of `connection` (or, when null,
-- connect a source to their team): the integrations function asks it as the caller before it
-- reads any credentials as the service role or calls a provider.
create function public.integration_connection_for_admin(connection uuid) returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := case when connection is null then private.my_team()
                    else (select c.team_id from public.integration_connections c
                          where c.id = connection) end;
begin
  perform private.require_integrations(team);
  return connection;
end
$$;

-- ─── The runner's calls (service role) ───────────────────────────────────────────────────────

-- What a run needs: the sealed credentials and the team's members' addresses, for the
-- connections given, or for those due at `at` (not run for a day) when `connection` is null.
create function public.integration_run_targets(at timestamptz, connection uuid default null)
returns table (id uuid, team_id uuid, source text, account text, credentials text,
               team_emails text[])
language sql stable security definer
set search_path = ''
as $$
  select c.id, c.team_id, c.source, c.account, c.credentials,
         array(select lower(u.email) from public.users u
               where u.team_id = c.team_id and u.deactivated_at is null and u.email is not null
               order by 1)
  from public.integration_connections c
  where coalesce((private.team_plan(c.team_id)).evidence, false)
    and case when connection is null
             then c.last_run_at is null or c.last_run_at <= at - interval '1 day'
             else c.id = connection end
  order by c.last_run_at nulls first, c.id
$$;

-- Records one run of a connection's tests (`outcomes`: [{test, title, controls, result,
-- summary, resources, evidence}]) at `at`: a failing test opens its task (owned by the admin who
-- connected the source, else the longest-standing admin; due in 14 days) unless one is open, a
-- passing test closes it. Answers the admins' addresses when the run has an error and the admins
-- have not been told since the last run without one; otherwise an empty list.
create function public.record_integration_run(connection uuid, outcomes jsonb, at timestamptz)
returns table (notify text[], team_name text, source text, account text)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.integration_connections;
  run uuid := gen_random_uuid();
  outcome jsonb;
  task public.integration_tasks;
  owner uuid;
  has_error boolean := false;
  recipients text[] := '{}';
begin
  select * into found from public.integration_connections c where c.id = connection for update;
  if found.id is null then
    raise exception 'No such connection' using errcode = 'PT404';
  end if;
  perform set_config('complyready.audit_actor', 'Integration tests', true);
  for outcome in select * from jsonb_array_elements(outcomes) loop
    insert into public.integration_runs (team_id, connection_id, run_id, source, account, test,
                                         title, controls, result, summary, resources, evidence,
                                         ran_at)
    values (found.team_id, found.id, run, found.source, found.account, outcome ->> 'test',
            outcome ->> 'title',
            array(select jsonb_array_elements_text(outcome -> 'controls')),
            outcome ->> 'result', outcome ->> 'summary', outcome -> 'resources',
            outcome -> 'evidence', at);
    has_error := has_error or outcome ->> 'result' = 'error';
    select * into task from public.integration_tasks t
     where t.team_id = found.team_id and t.source = found.source and t.test = outcome ->> 'test'
       and t.closed_at is null;
    if outcome ->> 'result' = 'fail' and task.id is null then
      owner := coalesce(
        (select u.id from public.users u
          where u.id = found.connected_by and u.team_id = found.team_id
            and u.deactivated_at is null and u.role = 'admin'),
        (select u.id from public.users u
          where u.team_id = found.team_id and u.deactivated_at is null
            and u.role = 'admin'
          order by u.created_at, u.id limit 1));
      insert into public.integration_tasks (team_id, source, test, title, controls, owner_id,
                                            due_on, opened_at, opened_by_run)
      values (found.team_id, found.source, outcome ->> 'test', outcome ->> 'title',
              array(select jsonb_array_elements_text(outcome -> 'controls')), owner,
              (at at time zone 'UTC')::date + 14, at, run)
      returning * into task;
      perform private.record_audit(found.team_id, 'integration_task_opened', task.id, task.title,
        jsonb_build_object('source', found.source, 'test', task.test,
                           'summary', outcome ->> 'summary', 'due_on', task.due_on));
    elsif outcome ->> 'result' = 'pass' and task.id is not null then
      update public.integration_tasks t
         set closed_at = at, closed_by_run = run, closed_reason = 'passed'
       where t.id = task.id;
      perform private.record_audit(found.team_id, 'integration_task_closed', task.id, task.title,
        jsonb_build_object('source', found.source, 'test', task.test));
    end if;
  end loop;
  if has_error and found.error_notified_at is null then
    recipients := array(
      select u.email from public.users u
      where u.team_id = found.team_id and u.deactivated_at is null
        and u.role = 'admin' and u.email is not null
      order by u.email);
  end if;
  update public.integration_connections c
     set last_run_at = at,
         error_notified_at = case when not has_error then null
                                  else coalesce(c.error_notified_at, at) end
   where c.id = found.id;
  return query
    select recipients, (select t.name from public.teams t where t.id = found.team_id),
           found.source, found.account;
end
$$;

-- ─── Access reviews: a connected source's accounts, each kept or removed ─────────────────────

-- The accounts a connected source listed for a run of the access review checklist (the
-- integrations function lists them with the stored credentials and records them as the service
-- role, so the list is the provider's, never typed in), and the reviewer's decision on each.
-- The list stays as evidence; only the decision changes.
create table public.access_review_accounts (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  run_id uuid not null references public.checklist_runs (id) on delete cascade,
  source text not null check (source in ('github', 'google_workspace', 'aws')),
  -- The connection's organisation, domain or account.
  account text not null,
  account_id text not null,
  name text not null,
  email text,
  admin boolean not null default false,
  suspended boolean not null default false,
  last_sign_in_at timestamptz,
  listed_at timestamptz not null,
  -- The provider's answers the list came from.
  evidence jsonb not null default '[]'::jsonb,
  decision text check (decision in ('keep', 'remove')),
  decided_by_name text,
  decided_at timestamptz,
  unique (run_id, source, account_id)
);
create index access_review_accounts_team on public.access_review_accounts (team_id);
alter table public.access_review_accounts enable row level security;
revoke all on public.access_review_accounts from anon, authenticated;
grant select on public.access_review_accounts to authenticated;
grant update (decision) on public.access_review_accounts to authenticated;
grant all on public.access_review_accounts to service_role;
create policy "Admins see their team's reviewed accounts" on public.access_review_accounts
  for select to authenticated using (team_id in (select private.administered_team_ids()));
create policy "Admins decide on their team's reviewed accounts" on public.access_review_accounts
  for update to authenticated
  using (team_id in (select private.administered_team_ids()))
  with check (team_id in (select private.administered_team_ids()));

-- Who decided and when, from the session.
create function private.decide_access_review_account() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.decision is distinct from old.decision then
    new.decided_by_name := private.my_name();
    new.decided_at := now();
  end if;
  return new;
end
$$;
create trigger access_review_accounts_decided before update on public.access_review_accounts
  for each row execute function private.decide_access_review_account();

-- Records the accounts `connection`'s source listed (`accounts`: [{id, name, email, admin,
-- suspended, lastSignInAt}]) for `run`, a run of the access review checklist of the same team.
-- A second listing adds the accounts new since the first and keeps the decisions made.
create function public.record_access_review_accounts(run uuid, connection uuid, accounts jsonb,
                                                     evidence jsonb, at timestamptz)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.integration_connections;
  added integer;
begin
  select * into found from public.integration_connections c where c.id = connection;
  if found.id is null or not exists (
    select 1 from public.checklist_runs r
    where r.id = run and r.team_id = found.team_id and r.checklist_id = 'access-review-template'
  ) then
    raise exception 'No such access review run of this team' using errcode = 'PT404';
  end if;
  insert into public.access_review_accounts (team_id, run_id, source, account, account_id, name,
                                             email, admin, suspended, last_sign_in_at, listed_at,
                                             evidence)
  select found.team_id, run, found.source, found.account, a ->> 'id', a ->> 'name', a ->> 'email',
         coalesce((a ->> 'admin')::boolean, false), coalesce((a ->> 'suspended')::boolean, false),
         (a ->> 'lastSignInAt')::timestamptz, at, evidence
  from jsonb_array_elements(accounts) a
  on conflict on constraint access_review_accounts_run_id_source_account_id_key do nothing;
  get diagnostics added = row_count;
  return added;
end
$$;

-- ─── The audit log's kinds: a table, so a migration adds its own without restating the rest ───

-- Until now a check constraint listed every kind, and each migration adding kinds dropped it and
-- wrote the whole list again. The kinds it allows become the rows of a table the log refers to;
-- src/backend/team-management.test.ts keeps them equal to src/shared/audit-events.ts.
create table private.audit_event_kinds (kind text primary key check (kind ~ '^[a-z_]+$'));
alter table private.audit_event_kinds enable row level security;
revoke all on private.audit_event_kinds from public, anon, authenticated;
insert into private.audit_event_kinds (kind)
select m[1]
  from pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') m
 where c.conrelid = 'public.audit_events'::regclass and c.conname = 'audit_events_kind_check';
alter table public.audit_events drop constraint audit_events_kind_check;
alter table public.audit_events add constraint audit_events_kind_fkey
  foreign key (kind) references private.audit_event_kinds (kind);
create index audit_events_kind_idx on public.audit_events (kind);

insert into private.audit_event_kinds (kind) values
  ('integration_connected'), ('integration_removed'), ('integration_task_opened'),
  ('integration_task_closed');

-- ─── Readiness and the evidence pack count the runs ──────────────────────────────────────────

-- As before, plus each test run in the period: its newest run's result is the operating
-- evidence (or its absence) of the test's controls.
alter function private.control_readiness(uuid, date, date)
  rename to control_readiness_before_integrations;
create function private.control_readiness(team uuid, from_date date, to_date date)
returns table (control_id text, state text, source text, title text, met boolean, detail text)
language sql stable security definer
set search_path = ''
set jit = off
as $$
    select * from private.control_readiness_before_integrations(team, from_date, to_date)
  union all
    select c.id, 'operating', 'integration', newest.title, newest.result = 'pass', newest.summary
    from (select distinct on (r.source, r.test) r.title, r.result, r.summary, r.controls
          from public.integration_runs r
          where r.team_id = team and r.ran_at >= from_date::timestamptz
            and r.ran_at < (to_date + 1)::timestamptz
          order by r.source, r.test, r.ran_at desc, r.id) newest
    cross join lateral unnest(newest.controls) as c(id)
$$;

-- The pack's integrations/ section: every run in the range with its raw answers; and the
-- accounts listed for access reviews in the range with each decision.
alter function public.evidence_section(uuid, text, date, date)
  rename to evidence_section_before_integrations;
alter function public.evidence_section_before_integrations(uuid, text, date, date)
  set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'integration_runs' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                 'source', r.source, 'account', r.account, 'test', r.test, 'title', r.title,
                 'controls', to_jsonb(r.controls), 'result', r.result, 'summary', r.summary,
                 'resources', r.resources, 'evidence', r.evidence, 'ran_at', r.ran_at)
               order by r.source, r.test, r.ran_at, r.id), '[]'::jsonb)
       from public.integration_runs r
       where r.team_id = team and r.ran_at >= from_date::timestamptz
         and r.ran_at < (to_date + 1)::timestamptz)
    when 'access_review_accounts' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                 'period_start', r.period_start, 'source', a.source, 'account', a.account,
                 'account_id', a.account_id, 'name', a.name, 'email', a.email,
                 'admin', a.admin, 'suspended', a.suspended, 'listed_at', a.listed_at,
                 'decision', a.decision, 'decided_by', a.decided_by_name,
                 'decided_at', a.decided_at)
               order by r.period_start, a.source, a.name, a.account_id), '[]'::jsonb)
       from public.access_review_accounts a
       join public.checklist_runs r on r.id = a.run_id
       where a.team_id = team and a.listed_at >= from_date::timestamptz
         and a.listed_at < (to_date + 1)::timestamptz)
    else private.evidence_section_before_integrations(team, section, from_date, to_date)
  end
$$;

revoke all on function private.check_integration_task() from public;
revoke all on function private.decide_access_review_account() from public;
revoke all on function public.record_access_review_accounts(uuid, uuid, jsonb, jsonb, timestamptz)
  from public, anon, authenticated;
grant execute on function public.record_access_review_accounts(uuid, uuid, jsonb, jsonb, timestamptz)
  to service_role;
revoke all on function private.require_integrations(uuid) from public;
revoke all on function private.control_readiness(uuid, date, date) from public, anon, authenticated;
revoke all on function private.control_readiness_before_integrations(uuid, date, date)
  from public, anon, authenticated;
revoke all on function private.evidence_section_before_integrations(uuid, text, date, date)
  from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date)
  from public, anon, authenticated;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;
revoke all on function public.connect_integration(uuid, text, text, text) from public, anon;
revoke all on function public.remove_integration(uuid) from public, anon;
revoke all on function public.integration_connection_for_admin(uuid) from public, anon;
grant execute on function public.connect_integration(uuid, text, text, text) to authenticated;
grant execute on function public.remove_integration(uuid) to authenticated;
grant execute on function public.integration_connection_for_admin(uuid) to authenticated;
revoke all on function public.integration_run_targets(timestamptz, uuid)
  from public, anon, authenticated;
revoke all on function public.record_integration_run(uuid, jsonb, timestamptz)
  from public, anon, authenticated;
grant execute on function public.integration_run_targets(timestamptz, uuid) to service_role;
grant execute on function public.record_integration_run(uuid, jsonb, timestamptz) to service_role;

-- ── API keys (migration 20261228000000) ──────────────────────────────────────────────────────────
-- Team API keys and the REST API /api/v1 (docs/decisions.md AK1, docs/threat-model.md #63–#66).
--
-- A key acts for its team through the same row-level security as a person: the API calls the
-- database's public.api_v1_* functions as `anon`, sending the key in the request header
-- `x-complyready-api-key` (PostgREST puts it in `request.headers`, the embedded backend does the
-- same). Those functions are owned by `api_client`, a role with no login, no BYPASSRLS and only the
-- grants written below, so every row they read or write passes the `to api_client` policies, which
-- ask private.api_key_team(): the team of the live key whose SHA-256 the header hashes to, while
-- that team is on Enterprise. Without a live key the policies see no team and pass no row.

-- ─── The role a key's requests run as ────────────────────────────────────────────────────────

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'api_client') then
    create role api_client nologin noinherit;
  end if;
end
$$;
-- The migration's role owns the functions below through it (ALTER … OWNER TO needs membership).
grant api_client to current_user;
grant usage on schema private to api_client;

-- ─── Keys: shown once, stored as SHA-256, revocable, optionally expiring ─────────────────────

create table private.api_keys (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  scope text not null check (scope in ('read', 'read_write')),
  -- 244 random bits: a fast hash is enough (nothing to guess from), and it is looked up per request.
  key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
  -- The first characters, so admins can tell keys apart; not enough to use one.
  key_prefix text not null check (char_length(key_prefix) between 8 and 16),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id) on delete set null,
  created_by_name text not null,
  last_used_at timestamptz,
  revoked_at timestamptz,
  check (expires_at is null or expires_at > created_at)
);
create index api_keys_team_idx on private.api_keys (team_id);
create index api_keys_created_by_idx on private.api_keys (created_by);

-- The addresses a key was used from: a use from a new one is an audit event.
create table private.api_key_addresses (
  key_id uuid not null references private.api_keys (id) on delete cascade,
  address text not null check (char_length(address) between 1 and 64),
  first_used_at timestamptz not null default now(),
  primary key (key_id, address)
);

alter table private.api_keys enable row level security;
alter table private.api_key_addresses enable row level security;
revoke all on private.api_keys, private.api_key_addresses
  from public, anon, authenticated, service_role, api_client;

-- ─── The audit log's kinds this migration adds (docs/decisions.md A1) ────────────────────────

insert into private.audit_event_kinds (kind) values
  ('api_key_created'), ('api_key_used_from_new_address'), ('api_key_revoked');

-- ─── Admins: Settings → API ──────────────────────────────────────────────────────────────────

-- The caller's team when they administer it and its plan includes API access (Enterprise).
create function private.api_admin_team() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can manage API keys' using errcode = '42501';
  end if;
  if (private.team_plan(team)).id <> 'enterprise' then
    raise exception 'API access is part of the Enterprise plan.' using errcode = '42501';
  end if;
  perform private.require_team_mfa(team);
  return team;
end
$$;

-- Creates a key for the caller's team and returns it: shown once, only its hash is kept.
create function public.create_api_key(name text, scope text, expires_at timestamptz default null)
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.api_admin_team();
  key text := 'crk_' || private.new_invite_code();
  key_name text := nullif(btrim(name), '');
  key_id uuid;
begin
  if key_name is null or char_length(key_name) > 100 then
    raise exception 'Name the key (at most 100 characters), for example the system that uses it'
      using errcode = '22023';
  end if;
  if scope is null or scope not in ('read', 'read_write') then
    raise exception 'A key is read-only (read) or read-write (read_write)' using errcode = '22023';
  end if;
  if expires_at is not null and expires_at <= now() then
    raise exception 'A key''s expiry must be in the future' using errcode = '22023';
  end if;
  insert into private.api_keys (team_id, name, scope, key_hash, key_prefix, expires_at,
                                created_by, created_by_name)
  values (team, key_name, scope, encode(sha256(convert_to(key, 'UTF8')), 'hex'),
          left(key, 12), expires_at, auth.uid(),
          coalesce((select coalesce(u.full_name, u.email) from public.users u
                    where u.id = auth.uid()), 'Operator'))
  returning id into key_id;
  perform private.record_audit(team, 'api_key_created', key_id, key_name,
    jsonb_build_object('scope', scope, 'expires_at', expires_at));
  return key;
end
$$;

-- The caller's team's keys, newest first, for Settings → API (never a key or its hash).
create function public.team_api_keys()
returns table (
  id uuid,
  name text,
  scope text,
  key_prefix text,
  expires_at timestamptz,
  created_at timestamptz,
  created_by_name text,
  last_used_at timestamptz,
  revoked_at timestamptz
)
language sql stable security definer
set search_path = ''
as $$
  select k.id, k.name, k.scope, k.key_prefix, k.expires_at, k.created_at, k.created_by_name,
         k.last_used_at, k.revoked_at
  from private.api_keys k
  where k.team_id = private.api_admin_team()
  order by k.created_at desc, k.id
$$;

-- Revokes a key of the caller's team at once: its next request is refused.
create function public.revoke_api_key(key uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.api_admin_team();
  revoked private.api_keys;
begin
  update private.api_keys k set revoked_at = now()
  where k.id = key and k.team_id = team and k.revoked_at is null
  returning * into revoked;
  if revoked.id is not null then
    perform private.record_audit(team, 'api_key_revoked', revoked.id, revoked.name, '{}'::jsonb);
  end if;
end
$$;

-- ─── The key of the request ──────────────────────────────────────────────────────────────────

-- The live key (not revoked, not expired) the request's x-complyready-api-key header names.
create function private.request_api_key() returns private.api_keys
language sql stable security definer
set search_path = ''
as $$
  select k.*
  from private.api_keys k
  where k.key_hash = encode(sha256(convert_to(coalesce(
          nullif(current_setting('request.headers', true), '')::jsonb
            ->> 'x-complyready-api-key', ''), 'UTF8')), 'hex')
    and k.revoked_at is null
    and (k.expires_at is null or k.expires_at > now())
$$;

-- The team the request's key acts for, while the team is on Enterprise; null otherwise. Every
-- `to api_client` policy asks it, once per statement.
create function private.api_key_team() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select k.team_id from private.request_api_key() k
  where k.id is not null and (private.team_plan(k.team_id)).id = 'enterprise'
$$;

-- Whether the request's key may write (read_write), for its team on Enterprise.
create function private.api_key_writes() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select k.scope = 'read_write' from private.request_api_key() k
                   where k.id is not null
                     and (private.team_plan(k.team_id)).id = 'enterprise'), false)
$$;

-- Refuses a write by a read-only key.
create function private.require_api_write() returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not private.api_key_writes() then
    raise exception 'This API key is read-only' using errcode = '42501';
  end if;
end
$$;

-- Writes an audit event with the request's key as the actor.
create function private.record_api_audit(kind text, target uuid, target_name text, details jsonb)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  k private.api_keys := private.request_api_key();
begin
  if k.id is null then
    raise exception 'No API key' using errcode = '42501';
  end if;
  perform private.record_audit_as(k.team_id, null, 'API key "' || k.name || '"', kind, target,
    target_name, details);
end
$$;

-- Every request starts here: which key, which team, which plan. Records the use (last_used_at)
-- and, from an address the key was not used from before, an audit event. Null: no live key.
create function public.api_v1_key(client_address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  k private.api_keys := private.request_api_key();
  plan public.plans;
  address text := nullif(left(btrim(coalesce(client_address, '')), 64), '');
begin
  if k.id is null then
    return null;
  end if;
  plan := private.team_plan(k.team_id);
  if plan.id = 'enterprise' then
    update private.api_keys set last_used_at = now() where id = k.id;
    if address is not null then
      insert into private.api_key_addresses (key_id, address) values (k.id, address)
      on conflict do nothing;
      if found then
        perform private.record_audit_as(k.team_id, null, 'API key "' || k.name || '"',
          'api_key_used_from_new_address', k.id, k.name, jsonb_build_object('address', address));
      end if;
    end if;
  end if;
  return jsonb_build_object('key_id', k.id, 'team_id', k.team_id, 'scope', k.scope,
                            'plan_id', plan.id, 'plan_name', plan.name);
end
$$;

-- ─── What api_client reads and writes: its team's rows only ──────────────────────────────────

grant select on public.users, public.training_assignments, public.training_requirements,
  public.training_cycles, public.certificates, public.courses, public.policies,
  public.policy_versions, public.policy_acceptances, public.checklist_runs,
  public.checklist_item_states, public.audit_events, public.plans, public.teams to api_client;
grant update (deactivated_at) on public.users to api_client;

create policy "API keys read their team's people" on public.users
  for select to api_client using (team_id = (select private.api_key_team()));
create policy "Read-write API keys deactivate their team's people" on public.users
  for update to api_client
  using (team_id = (select private.api_key_team()) and (select private.api_key_writes()))
  with check (team_id = (select private.api_key_team()));
create policy "API keys read their team" on public.teams
  for select to api_client using (id = (select private.api_key_team()));
-- The course catalogue, for any live key (titles of what its team assigns).
create policy "API keys read the courses" on public.courses
  for select to api_client using ((select private.api_key_team()) is not null);
create policy "API keys read their team's assignments" on public.training_assignments
  for select to api_client using (team_id = (select private.api_key_team()));
create policy "API keys read their team's requirements" on public.training_requirements
  for select to api_client using (team_id = (select private.api_key_team()));
create policy "API keys read their team's training cycles" on public.training_cycles
  for select to api_client using (team_id = (select private.api_key_team()));
create policy "API keys read their team's certificates" on public.certificates
  for select to api_client using (team_id = (select private.api_key_team()));
create policy "API keys read their team's policies" on public.policies
  for select to api_client using (team_id = (select private.api_key_team()));
create policy "API keys read their team's policy versions" on public.policy_versions
  for select to api_client using (team_id = (select private.api_key_team()));
create policy "API keys read their team's acceptances" on public.policy_acceptances
  for select to api_client using (team_id = (select private.api_key_team()));
create policy "API keys read their team's checklist runs" on public.checklist_runs
  for select to api_client using (team_id = (select private.api_key_team()));
create policy "API keys read their team's checklist items" on public.checklist_item_states
  for select to api_client using (team_id = (select private.api_key_team()));
create policy "API keys read their team's activity" on public.audit_events
  for select to api_client using (team_id = (select private.api_key_team()));

-- ─── /api/v1: functions run as api_client (owner), so the policies above decide ──────────────
-- Lists take `after` (the last row's cursor key, or null) and `max_rows`, and return a JSON array
-- in cursor order; the API asks one row more than a page to know whether another page follows.

create function public.api_v1_members(after text, max_rows integer) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb) from (
    select u.id, u.email, u.full_name, u.role,
           case when u.deactivated_at is null then 'active' else 'deactivated' end as status,
           u.created_at as joined_at, u.deactivated_at, u.last_seen_at
    from public.users u
    where (after is null or u.id > after::uuid)
    order by u.id
    limit least(greatest(coalesce(max_rows, 50), 1), 201)
  ) x
$$;

create function public.api_v1_member(member uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select to_jsonb(x) from (
    select u.id, u.email, u.full_name, u.role,
           case when u.deactivated_at is null then 'active' else 'deactivated' end as status,
           u.created_at as joined_at, u.deactivated_at, u.last_seen_at
    from public.users u where u.id = member
  ) x
$$;

-- Deactivates a member as Members' Deactivate does (docs/decisions.md M1): read-write keys only,
-- never the owner or the last active admin; their sessions end in the same transaction.
create function public.api_v1_deactivate_member(member uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.users;
begin
  perform private.require_api_write();
  select * into target from public.users u where u.id = member;
  if target.id is null then
    raise exception 'No such member in your team' using errcode = 'PT404';
  end if;
  if target.deactivated_at is null then
    perform private.not_the_owner(target.team_id, target.id, 'deactivated');
    if target.role = 'admin' then
      perform private.keep_an_admin(target.team_id, target.id);
    end if;
    update public.users set deactivated_at = now() where id = target.id;
    if not found then
      raise exception 'This API key is read-only' using errcode = '42501';
    end if;
    perform private.end_api_member_access(target.id);
    perform private.record_api_audit('member_deactivated', target.id,
      coalesce(target.full_name, target.email), '{}'::jsonb);
  end if;
  return public.api_v1_member(member);
end
$$;

-- The account side of a deactivation by key: banned, every session ended. Only for a member the
-- request's read-write key's team just deactivated.
create function private.end_api_member_access(member uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if not private.api_key_writes() or not exists (
    select 1 from public.users u
    where u.id = member and u.team_id = private.api_key_team() and u.deactivated_at is not null
  ) then
    raise exception 'No such member in your team' using errcode = 'PT404';
  end if;
  update auth.users set banned_until = 'infinity' where id = member;
  perform private.end_sessions(member);
end
$$;

create function public.api_v1_training_assignments(after text, max_rows integer) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb) from (
    select a.id, a.course_id, c.title as course_title, a.audience, a.member_ids, a.due_on,
           a.due_days, a.created_at
    from public.training_assignments a
    join public.courses c on c.id = a.course_id
    where (after is null or a.id > after::uuid)
    order by a.id
    limit least(greatest(coalesce(max_rows, 50), 1), 201)
  ) x
$$;

-- Every member's requirements in the training year that includes `day`, with completion.
create function public.api_v1_training_completion(member uuid, day date, after text,
                                                  max_rows integer) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb) from (
    select r.id, r.user_id as member_id, u.email, u.full_name, r.course_id,
           co.title as course_title, r.due_on, ce.issued_at as completed_at,
           ce.id as certificate_id, ce.id is null and r.due_on < day as overdue,
           cy.starts_on as cycle_starts_on, cy.ends_on as cycle_ends_on
    from public.training_requirements r
    join public.training_cycles cy on cy.id = r.cycle_id
    join public.courses co on co.id = r.course_id
    left join public.users u on u.id = r.user_id
    left join public.certificates ce
      on ce.user_id = r.user_id and ce.course_id = r.course_id and ce.cycle_id = r.cycle_id
     and ce.revoked_at is null
    where cy.starts_on <= day and cy.ends_on > day
      and (member is null or r.user_id = member)
      and (after is null or r.id > after::uuid)
    order by r.id
    limit least(greatest(coalesce(max_rows, 50), 1), 201)
  ) x
$$;

create function public.api_v1_certificates(member uuid, after text, max_rows integer)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb) from (
    select ce.id, ce.user_id as member_id, ce.member_name, ce.course_id, ce.course_title,
           ce.issued_at, ce.revoked_at
    from public.certificates ce
    where (member is null or ce.user_id = member)
      and (after is null or ce.id > after)
    order by ce.id
    limit least(greatest(coalesce(max_rows, 50), 1), 201)
  ) x
$$;

create function public.api_v1_policy_versions(after text, max_rows integer) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb) from (
    select v.id, v.policy_id, p.template_id, v.content ->> 'title' as title, v.number,
           v.content_hash, v.published_at, v.published_by_name, v.effective_on, v.review_months
    from public.policy_versions v
    join public.policies p on p.id = v.policy_id
    where v.published_at is not null and (after is null or v.id > after::uuid)
    order by v.id
    limit least(greatest(coalesce(max_rows, 50), 1), 201)
  ) x
$$;

-- The acceptance register (private.acceptance_register, the CSV export's rows), in the export's
-- order; its rows have no key, so the cursor is the position.
create function public.api_v1_acceptance_register(after text, max_rows integer) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) - 'position' || jsonb_build_object('cursor', x.position)
                            order by x.position), '[]'::jsonb)
  from (
    select r.*, row_number() over (order by r.policy, r.version, r.accepted_at, r.person, r.email)
             as position
    from private.acceptance_register((select private.api_key_team())) r
  ) x
  where x.position > coalesce(after::bigint, 0)
    and x.position <= coalesce(after::bigint, 0) + least(greatest(coalesce(max_rows, 50), 1), 201)
$$;

create function public.api_v1_checklist_runs(after text, max_rows integer) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.id), '[]'::jsonb) from (
    select r.id, r.checklist_id, r.period_start, r.started_at,
           (select count(*) from public.checklist_item_states s where s.run_id = r.id) as items,
           (select count(*) from public.checklist_item_states s
            where s.run_id = r.id and s.status in ('done', 'not_applicable')) as items_closed
    from public.checklist_runs r
    where (after is null or r.id > after::uuid)
    order by r.id
    limit least(greatest(coalesce(max_rows, 50), 1), 201)
  ) x
$$;

-- A run's item states; null when the run is not the key's team's.
create function public.api_v1_checklist_items(run uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case when exists (select 1 from public.checklist_runs r where r.id = run) then
    (select coalesce(jsonb_agg(to_jsonb(x) order by x.item_id), '[]'::jsonb) from (
       select s.item_id, s.status, s.not_applicable_reason, s.owner_id, s.due_on, s.notes,
              s.evidence_url, s.updated_at
       from public.checklist_item_states s where s.run_id = run
     ) x)
  end
$$;

-- The audit log, newest first; `since` inclusive, `until` exclusive, `kinds` any of them.
create function public.api_v1_audit_events(after text, max_rows integer, since timestamptz,
                                           until timestamptz, kinds text[]) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.id desc), '[]'::jsonb) from (
    select e.id, e.occurred_at, e.actor_name, e.kind, e.target_id, e.target_name, e.details
    from public.audit_events e
    where (after is null or e.id < after::bigint)
      and (since is null or e.occurred_at >= since)
      and (until is null or e.occurred_at < until)
      and (kinds is null or e.kind = any (kinds))
    order by e.id desc
    limit least(greatest(coalesce(max_rows, 50), 1), 201)
  ) x
$$;

-- ─── Invitations and evidence exports by key ─────────────────────────────────────────────────

grant select, insert on private.team_invitations to api_client;
create policy "Read-write API keys invite to their team" on private.team_invitations
  for insert to api_client
  with check (team_id = (select private.api_key_team()) and (select private.api_key_writes())
              and invited_by is null);
create policy "API keys read their team's invitations" on private.team_invitations
  for select to api_client using (team_id = (select private.api_key_team()));

-- A fresh link for an invitation the request's read-write key's team holds, the key named as the
-- inviter.
create function private.api_issue_invitation(invitation uuid) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  token text;
begin
  if not private.api_key_writes() or not exists (
    select 1 from private.team_invitations i
    where i.id = invitation and i.team_id = private.api_key_team()
  ) then
    raise exception 'No such invitation in your team' using errcode = 'PT404';
  end if;
  token := private.issue_invitation(invitation);
  update private.team_invitations
     set invited_by = null,
         invited_by_name = 'API key "' || (select k.name from private.request_api_key() k) || '"'
   where id = invitation;
  return token;
end
$$;

-- Invites one person as Members' invitations do (docs/decisions.md SC1), the key named as the
-- inviter: a new invitation, or a fresh link for the open one. Read-write keys only. Answers the
-- invitation with its token, for the API to mail (it never shows the token).
create function public.api_v1_invite_member(email text, full_name text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.api_key_team();
  address text := lower(btrim(coalesce(email, '')));
  inviter text := 'API key "' || (select k.name from private.request_api_key() k) || '"';
  invitation uuid;
  new_token text;
begin
  perform private.require_api_write();
  if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(address) > 320 then
    raise exception 'Not an email address: %', left(coalesce(email, ''), 100)
      using errcode = '22023';
  end if;
  if exists (select 1 from public.users u
             where u.team_id = team and lower(u.email) = address
               and (u.last_seen_at is not null or u.deactivated_at is not null)) then
    raise exception 'Already a member of your team' using errcode = '23505';
  end if;
  select i.id into invitation from private.team_invitations i
  where i.team_id = team and lower(i.email) = address
    and i.revoked_at is null and i.accepted_at is null;
  if invitation is null then
    insert into private.team_invitations
      (team_id, email, full_name, token_hash, invited_by, invited_by_name, expires_at)
    values (team, address, left(nullif(btrim(full_name), ''), 200),
            encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'), null, inviter,
            now() + private.invitation_lifetime())
    returning id into invitation;
    perform private.record_api_audit('member_invited', invitation, address, '{}'::jsonb);
  else
    perform private.record_api_audit('invitation_resent', invitation, address, '{}'::jsonb);
  end if;
  new_token := private.api_issue_invitation(invitation);
  return (select jsonb_build_object('id', i.id, 'email', i.email, 'full_name', i.full_name,
                                    'team_name', t.name, 'inviter_name', i.invited_by_name,
                                    'token', new_token, 'expires_at', i.expires_at)
          from private.team_invitations i join public.teams t on t.id = i.team_id
          where i.id = invitation);
end
$$;

grant select (id, team_id, kind, from_date, to_date, created_at, created_by, created_by_name,
              expires_at, revoked_at, last_used_at, use_count),
  insert on public.evidence_links to api_client;
create policy "API keys make their team's evidence downloads" on public.evidence_links
  for insert to api_client
  with check (team_id = (select private.api_key_team()) and kind = 'download'
              and created_by is null);
create policy "API keys read their team's evidence downloads" on public.evidence_links
  for select to api_client
  using (team_id = (select private.api_key_team()) and kind = 'download');

-- An evidence-pack export: a download link (docs/decisions.md EV1) for the range, made by the key;
-- the pack is assembled as the link is fetched. Answers the link's id, token and expiry.
create function public.api_v1_create_evidence_export(from_date date, to_date date) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  token text := private.new_invite_code() || private.new_invite_code();
  link_id uuid;
  made_at timestamptz;
  ends_at timestamptz;
begin
  if from_date is null or to_date is null or from_date > to_date then
    raise exception 'Choose a date range whose start is not after its end' using errcode = '22023';
  end if;
  insert into public.evidence_links
    (team_id, kind, token_hash, from_date, to_date, created_by, created_by_name, expires_at)
  values ((select private.api_key_team()), 'download',
          encode(sha256(convert_to(token, 'UTF8')), 'hex'), from_date, to_date, null,
          'API key "' || (select k.name from private.request_api_key() k) || '"',
          private.evidence_link_expiry('download', null))
  returning id, created_at, expires_at into link_id, made_at, ends_at;
  return jsonb_build_object('id', link_id, 'token', token, 'from_date', from_date,
                            'to_date', to_date, 'created_at', made_at, 'expires_at', ends_at);
end
$$;

-- An export's state (never its token): ready until its link expires, and how often it was used.
create function public.api_v1_evidence_export(export uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object('id', l.id, 'status',
                            case when l.revoked_at is null and l.expires_at > now() then 'ready'
                                 else 'expired' end,
                            'from_date', l.from_date, 'to_date', l.to_date,
                            'created_at', l.created_at, 'expires_at', l.expires_at,
                            'downloads', l.use_count)
  from public.evidence_links l where l.id = export
$$;

alter function public.api_v1_members(text, integer) owner to api_client;
alter function public.api_v1_member(uuid) owner to api_client;
alter function public.api_v1_deactivate_member(uuid) owner to api_client;
alter function public.api_v1_training_assignments(text, integer) owner to api_client;
alter function public.api_v1_training_completion(uuid, date, text, integer) owner to api_client;
alter function public.api_v1_certificates(uuid, text, integer) owner to api_client;
alter function public.api_v1_policy_versions(text, integer) owner to api_client;
alter function public.api_v1_acceptance_register(text, integer) owner to api_client;
alter function public.api_v1_checklist_runs(text, integer) owner to api_client;
alter function public.api_v1_checklist_items(uuid) owner to api_client;
alter function public.api_v1_audit_events(text, integer, timestamptz, timestamptz, text[])
  owner to api_client;
alter function public.api_v1_invite_member(text, text) owner to api_client;
alter function public.api_v1_create_evidence_export(date, date) owner to api_client;
alter function public.api_v1_evidence_export(uuid) owner to api_client;

-- ─── Grants ──────────────────────────────────────────────────────────────────────────────────

revoke all on function private.api_admin_team() from public;
revoke all on function private.request_api_key() from public;
revoke all on function private.api_key_team() from public;
revoke all on function private.api_key_writes() from public;
revoke all on function private.require_api_write() from public;
revoke all on function private.record_api_audit(text, uuid, text, jsonb) from public;
revoke all on function private.end_api_member_access(uuid) from public;
grant execute on function private.api_key_team() to api_client;
grant execute on function private.api_key_writes() to api_client;
grant execute on function private.require_api_write() to api_client;
grant execute on function private.record_api_audit(text, uuid, text, jsonb) to api_client;
grant execute on function private.end_api_member_access(uuid) to api_client;
grant execute on function private.not_the_owner(uuid, uuid, text) to api_client;
grant execute on function private.keep_an_admin(uuid, uuid) to api_client;
grant execute on function private.acceptance_register(uuid) to api_client;
revoke all on function private.api_issue_invitation(uuid) from public;
grant execute on function private.api_issue_invitation(uuid) to api_client;
grant execute on function private.invitation_lifetime() to api_client;
grant execute on function private.new_invite_code() to api_client;
grant execute on function private.evidence_link_expiry(text, integer) to api_client;
grant execute on function private.request_api_key() to api_client;

revoke all on function public.create_api_key(text, text, timestamptz) from public, anon;
revoke all on function public.team_api_keys() from public, anon;
revoke all on function public.revoke_api_key(uuid) from public, anon;
grant execute on function public.create_api_key(text, text, timestamptz) to authenticated;
grant execute on function public.team_api_keys() to authenticated;
grant execute on function public.revoke_api_key(uuid) to authenticated;

-- The API's functions: callable as anon (the API sends the anon key and the API key) and so by
-- any signed-in account; each reads or writes only what the key's team's policies let api_client
-- see, which is nothing without a live key.
revoke all on function public.api_v1_key(text) from public;
revoke all on function public.api_v1_members(text, integer) from public;
revoke all on function public.api_v1_member(uuid) from public;
revoke all on function public.api_v1_deactivate_member(uuid) from public;
revoke all on function public.api_v1_training_assignments(text, integer) from public;
revoke all on function public.api_v1_training_completion(uuid, date, text, integer)
  from public;
revoke all on function public.api_v1_certificates(uuid, text, integer) from public;
revoke all on function public.api_v1_policy_versions(text, integer) from public;
revoke all on function public.api_v1_acceptance_register(text, integer) from public;
revoke all on function public.api_v1_checklist_runs(text, integer) from public;
revoke all on function public.api_v1_checklist_items(uuid) from public;
revoke all on function public.api_v1_audit_events(text, integer, timestamptz, timestamptz, text[])
  from public;
revoke all on function public.api_v1_invite_member(text, text) from public;
revoke all on function public.api_v1_create_evidence_export(date, date) from public;
revoke all on function public.api_v1_evidence_export(uuid) from public;
grant execute on function public.api_v1_invite_member(text, text) to anon, authenticated;
grant execute on function public.api_v1_create_evidence_export(date, date) to anon, authenticated;
grant execute on function public.api_v1_evidence_export(uuid) to anon, authenticated;
grant execute on function public.api_v1_key(text) to anon, authenticated;
grant execute on function public.api_v1_members(text, integer) to anon, authenticated;
grant execute on function public.api_v1_member(uuid) to anon, authenticated;
grant execute on function public.api_v1_deactivate_member(uuid) to anon, authenticated;
grant execute on function public.api_v1_training_assignments(text, integer) to anon, authenticated;
grant execute on function public.api_v1_training_completion(uuid, date, text, integer) to anon, authenticated;
grant execute on function public.api_v1_certificates(uuid, text, integer) to anon, authenticated;
grant execute on function public.api_v1_policy_versions(text, integer) to anon, authenticated;
grant execute on function public.api_v1_acceptance_register(text, integer) to anon, authenticated;
grant execute on function public.api_v1_checklist_runs(text, integer) to anon, authenticated;
grant execute on function public.api_v1_checklist_items(uuid) to anon, authenticated;
grant execute on function public.api_v1_audit_events(text, integer, timestamptz, timestamptz, text[])
  to anon, authenticated;

-- ── Webhooks (migration 20261229000000) ──────────────────────────────────────────────────────────
-- Webhooks for Enterprise teams (docs/decisions.md WH1, docs/threat-model.md #67-#69):
-- a team's admins register endpoints and choose event types; triggers write each event to an
-- outbox in the same transaction as the change, with one delivery per listening endpoint; the
-- delivery job (src/backend/jobs, the `webhook-deliveries` Edge Function) signs and sends them per
-- the Standard Webhooks specification and records every attempt here.
--
-- The signing secret never reaches the database in clear: the `webhooks` function makes it,
-- encrypts it with a key kept outside the database (as the two-factor secrets are) and stores the
-- ciphertext, which no client reads back.

-- ─── Endpoints ────────────────────────────────────────────────────────────────────────────────

-- The event types an endpoint may choose (src/shared/webhooks.ts lists the same).
create function private.webhook_event_types() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['member.joined', 'member.left', 'member.deactivated', 'course.completed',
               'certificate.issued', 'policy.published', 'policy.accepted',
               'checklist_run.closed', 'evidence_link.used']
$$;

-- An endpoint's address: https, or plain http to this machine's loopback (the embedded backend's
-- receivers). Hosted, the `webhooks` function refuses http and the delivery job refuses loopback
-- and private addresses at send time (docs/threat-model.md #68). No user:password@ part.
create function private.webhook_url_allowed(url text) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(length(url) <= 2000 and (
    url ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\s]*)?$'
    or url ~ '^http://(127\.0\.0\.1|localhost|\[::1\])(:[0-9]{1,5})?(/[^\s]*)?$'), false)
$$;

create table public.webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  url text not null check (private.webhook_url_allowed(url)),
  events text[] not null
    check (cardinality(events) >= 1 and events <@ private.webhook_event_types()),
  -- `v1:<iv>:<ciphertext>:<tag>` (supabase/functions/_shared/secret-box.ts), bound to the id.
  secret_ciphertext text not null check (secret_ciphertext ~ '^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*:[A-Za-z0-9_-]+$'),
  secret_rotated_at timestamptz not null default now(),
  enabled boolean not null default true,
  -- Why it is off: an admin turned it off, or it failed for 3 days (docs/decisions.md WH1).
  disabled_reason text check (disabled_reason in ('admin', 'failing')),
  disabled_at timestamptz,
  -- The first failed attempt since the last success; null while it answers.
  failing_since timestamptz,
  -- When the admins were told it was turned off for failing.
  disabled_notice_sent_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id) on delete set null,
  check (enabled = (disabled_reason is null))
);
create index webhook_endpoints_team_idx on public.webhook_endpoints (team_id);
create index webhook_endpoints_created_by_idx on public.webhook_endpoints (created_by);
alter table public.webhook_endpoints enable row level security;
revoke all on public.webhook_endpoints from anon, authenticated;
-- Everything but the ciphertext: nobody reads a secret back; it is shown once when made.
grant select (id, team_id, url, events, secret_rotated_at, enabled, disabled_reason, disabled_at,
              failing_since, created_at, created_by)
  on public.webhook_endpoints to authenticated;
grant all on public.webhook_endpoints to service_role;
create policy "Admins read their team's webhook endpoints" on public.webhook_endpoints
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

-- ─── The outbox: events and their deliveries ──────────────────────────────────────────────────

-- One event: ids and what changed, never names, texts or hotline content (threat #69).
create table public.webhook_events (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  type text not null check (type = 'webhook.test' or type = any (private.webhook_event_types())),
  occurred_at timestamptz not null default now(),
  data jsonb not null check (jsonb_typeof(data) = 'object')
);
create index webhook_events_team_idx on public.webhook_events (team_id, occurred_at desc);
alter table public.webhook_events enable row level security;
revoke all on public.webhook_events from anon, authenticated;
grant select on public.webhook_events to authenticated;
grant all on public.webhook_events to service_role;
create policy "Admins read their team's webhook events" on public.webhook_events
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

-- One event to one endpoint. Its id is the event's on the wire (webhook-id), the same on every
-- attempt, so a receiver recognises a repeat.
create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  endpoint_id uuid not null references public.webhook_endpoints (id) on delete cascade,
  event_id uuid not null references public.webhook_events (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  first_attempted_at timestamptz,
  next_attempt_at timestamptz,
  last_status_code integer,
  last_error text check (length(last_error) <= 300),
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  -- The job run holding it, until when (a run that died leaves it to the next after the lease).
  claimed_by uuid,
  claimed_until timestamptz,
  unique (endpoint_id, event_id)
);
create index webhook_deliveries_due_idx on public.webhook_deliveries (next_attempt_at)
  where status = 'pending';
create index webhook_deliveries_team_idx on public.webhook_deliveries (team_id, created_at desc);
create index webhook_deliveries_event_idx on public.webhook_deliveries (event_id);
alter table public.webhook_deliveries enable row level security;
revoke all on public.webhook_deliveries from anon, authenticated;
grant select on public.webhook_deliveries to authenticated;
grant all on public.webhook_deliveries to service_role;
create policy "Admins read their team's webhook deliveries" on public.webhook_deliveries
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

-- Every attempt: when, the response code (null: no response) or what went wrong.
create table public.webhook_attempts (
  id bigint generated always as identity primary key,
  delivery_id uuid not null references public.webhook_deliveries (id) on delete cascade,
  team_id uuid not null references public.teams (id) on delete cascade,
  attempted_at timestamptz not null,
  status_code integer,
  error text check (length(error) <= 300),
  duration_ms integer
);
create index webhook_attempts_delivery_idx on public.webhook_attempts (delivery_id, attempted_at);
create index webhook_attempts_team_idx on public.webhook_attempts (team_id);
alter table public.webhook_attempts enable row level security;
revoke all on public.webhook_attempts from anon, authenticated;
grant select on public.webhook_attempts to authenticated;
grant all on public.webhook_attempts to service_role;
create policy "Admins read their team's webhook attempts" on public.webhook_attempts
  for select to authenticated
  using (team_id in (select private.administered_team_ids()));

-- Writes an event and a delivery to each enabled endpoint of the team that chose its type, in the
-- caller's transaction. Nothing when nobody listens or the team is not on Enterprise.
create function private.emit_webhook_event(team uuid, event_type text, data jsonb) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  new_event uuid;
begin
  if team is null
    or not exists (select 1 from public.webhook_endpoints e
                   where e.team_id = team and e.enabled and event_type = any (e.events))
    or (private.team_plan(team)).id is distinct from 'enterprise' then
    return;
  end if;
  insert into public.webhook_events (team_id, type, data)
  values (team, event_type, jsonb_strip_nulls(data))
  returning id into new_event;
  insert into public.webhook_deliveries (team_id, endpoint_id, event_id, next_attempt_at)
  select team, e.id, new_event, now()
  from public.webhook_endpoints e
  where e.team_id = team and e.enabled and event_type = any (e.events);
end
$$;

-- ─── What happens, from the audit log and the tables ──────────────────────────────────────────

-- The audit log already records members joining, leaving and deactivated, policies published and
-- accepted, and evidence links used: each becomes its event, with ids only.
create function private.webhook_from_audit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  case new.kind
    when 'member_joined' then
      perform private.emit_webhook_event(new.team_id, 'member.joined',
        jsonb_build_object('member_id', new.target_id));
    when 'member_left', 'member_removed' then
      perform private.emit_webhook_event(new.team_id, 'member.left',
        jsonb_build_object('member_id', new.target_id,
          'reason', case new.kind when 'member_left' then 'left' else 'removed' end));
    when 'member_deactivated' then
      perform private.emit_webhook_event(new.team_id, 'member.deactivated',
        jsonb_build_object('member_id', new.target_id));
    when 'policy_published' then
      perform private.emit_webhook_event(new.team_id, 'policy.published',
        jsonb_build_object('policy_id', new.target_id, 'version', new.details -> 'version'));
    when 'policy_accepted' then
      perform private.emit_webhook_event(new.team_id, 'policy.accepted',
        jsonb_build_object('policy_id', new.target_id, 'member_id', new.actor_id,
          'version', new.details -> 'version'));
    when 'evidence_opened' then
      perform private.emit_webhook_event(new.team_id, 'evidence_link.used',
        jsonb_build_object('link_id', new.target_id, 'link_kind', new.details ->> 'kind'));
    else
      null;
  end case;
  return null;
end
$$;
create trigger audit_events_webhooks after insert on public.audit_events
  for each row
  when (new.kind in ('member_joined', 'member_left', 'member_removed', 'member_deactivated',
                     'policy_published', 'policy_accepted', 'evidence_opened'))
  execute function private.webhook_from_audit();

-- A certificate is issued exactly when a member completes a course in a training year
-- (private.issue_certificate): the course is completed and the certificate issued.
create function private.webhook_from_certificate() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.emit_webhook_event(new.team_id, 'course.completed',
    jsonb_build_object('member_id', new.user_id, 'course_id', new.course_id,
      'training_cycle_id', new.cycle_id, 'completed_at', new.issued_at));
  perform private.emit_webhook_event(new.team_id, 'certificate.issued',
    jsonb_build_object('certificate_id', new.id, 'member_id', new.user_id,
      'course_id', new.course_id, 'issued_at', new.issued_at));
  return null;
end
$$;
create trigger certificates_webhooks after insert on public.certificates
  for each row execute function private.webhook_from_certificate();

-- A checklist run closes when the next run of its checklist starts (save_checklist_item refuses
-- older runs): the closed run with its items' tally.
create function private.webhook_from_checklist_run() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  closed public.checklist_runs;
begin
  select * into closed from public.checklist_runs r
  where r.team_id = new.team_id and r.checklist_id = new.checklist_id
    and r.period_start < new.period_start
  order by r.period_start desc limit 1;
  if closed.id is null then
    return null;
  end if;
  perform private.emit_webhook_event(new.team_id, 'checklist_run.closed',
    jsonb_build_object('run_id', closed.id, 'checklist_id', closed.checklist_id,
      'period_start', closed.period_start, 'next_run_id', new.id,
      'items_total', (select cardinality(t.item_ids) from public.checklist_templates t
                      where t.id = closed.checklist_id),
      'items_done', (select count(*) from public.checklist_item_states s
                     where s.run_id = closed.id and s.status = 'done'),
      'items_not_applicable', (select count(*) from public.checklist_item_states s
                               where s.run_id = closed.id and s.status = 'not_applicable')));
  return null;
end
$$;
create trigger checklist_runs_webhooks after insert on public.checklist_runs
  for each row execute function private.webhook_from_checklist_run();

-- ─── Admins manage endpoints (through the `webhooks` function, which holds the secret key) ───

-- The endpoint of the caller's team an admin acts on, locked; refuses others and other plans.
create function private.my_webhook_endpoint(endpoint uuid) returns public.webhook_endpoints
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.webhook_endpoints;
begin
  select * into found from public.webhook_endpoints e where e.id = endpoint for update;
  if found.id is null or not private.is_team_admin(found.team_id)
    or found.team_id is distinct from private.my_team() then
    raise exception 'No such webhook endpoint' using errcode = 'PT404';
  end if;
  if (private.team_plan(found.team_id)).id <> 'enterprise' then
    raise exception 'Webhooks are part of the Enterprise plan' using errcode = '42501';
  end if;
  return found;
end
$$;

create function private.check_webhook_endpoint(url text, events text[]) returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  if not private.webhook_url_allowed(url) then
    raise exception 'The address must start with https:// (http:// only to this computer)'
      using errcode = '23514';
  end if;
  if cardinality(events) is distinct from (select count(distinct e) from unnest(events) e)
    or coalesce(cardinality(events), 0) = 0 or not events <@ private.webhook_event_types() then
    raise exception 'Choose at least one event, each once' using errcode = '23514';
  end if;
end
$$;

-- Registers an endpoint of the caller's team under `id` (the function encrypted the secret bound
-- to it). Admins of Enterprise teams, at most 10 endpoints a team.
create function public.create_webhook_endpoint(
  id uuid, url text, events text[], secret_ciphertext text
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only team admins manage webhooks' using errcode = '42501';
  end if;
  if (private.team_plan(team)).id <> 'enterprise' then
    raise exception 'Webhooks are part of the Enterprise plan' using errcode = '42501';
  end if;
  perform private.check_webhook_endpoint(url, events);
  perform 1 from public.teams t where t.id = team for update;
  if (select count(*) from public.webhook_endpoints e where e.team_id = team) >= 10 then
    raise exception 'A team has at most 10 webhook endpoints' using errcode = '54000';
  end if;
  insert into public.webhook_endpoints (id, team_id, url, events, secret_ciphertext, created_by)
  values (create_webhook_endpoint.id, team, url, events, secret_ciphertext, auth.uid());
  perform private.record_audit(team, 'webhook_endpoint_created', create_webhook_endpoint.id, url,
    jsonb_build_object('events', to_jsonb(events)));
  return create_webhook_endpoint.id;
end
$$;

-- Changes an endpoint's address and events.
create function public.update_webhook_endpoint(endpoint uuid, url text, events text[])
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.webhook_endpoints := private.my_webhook_endpoint(endpoint);
begin
  perform private.check_webhook_endpoint(url, events);
  update public.webhook_endpoints e set url = update_webhook_endpoint.url,
         events = update_webhook_endpoint.events
   where e.id = found.id;
  perform private.record_audit(found.team_id, 'webhook_endpoint_changed', found.id,
    update_webhook_endpoint.url, jsonb_strip_nulls(jsonb_build_object(
      'from', case when found.url <> update_webhook_endpoint.url then found.url end,
      'to', case when found.url <> update_webhook_endpoint.url then update_webhook_endpoint.url end,
      'events', to_jsonb(update_webhook_endpoint.events))));
end
$$;

-- Stores a new secret (the function made and encrypted it); the old one stops at once. Returns
-- when.
create function public.rotate_webhook_secret(endpoint uuid, secret_ciphertext text)
returns timestamptz
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.webhook_endpoints := private.my_webhook_endpoint(endpoint);
begin
  update public.webhook_endpoints e
     set secret_ciphertext = rotate_webhook_secret.secret_ciphertext, secret_rotated_at = now()
   where e.id = found.id;
  perform private.record_audit(found.team_id, 'webhook_endpoint_changed', found.id, found.url,
    jsonb_build_object('secret', 'rotated'));
  return now();
end
$$;

-- Turns an endpoint off or on again; on again, it starts afresh (failures and notice forgotten).
create function public.set_webhook_endpoint_enabled(endpoint uuid, enabled boolean) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.webhook_endpoints := private.my_webhook_endpoint(endpoint);
begin
  if found.enabled = set_webhook_endpoint_enabled.enabled then
    return;
  end if;
  update public.webhook_endpoints e
     set enabled = set_webhook_endpoint_enabled.enabled,
         disabled_reason = case when set_webhook_endpoint_enabled.enabled then null else 'admin' end,
         disabled_at = case when set_webhook_endpoint_enabled.enabled then null else now() end,
         failing_since = null, disabled_notice_sent_at = null
   where e.id = found.id;
  perform private.record_audit(found.team_id,
    case when enabled then 'webhook_endpoint_enabled' else 'webhook_endpoint_disabled' end,
    found.id, found.url, '{}'::jsonb);
end
$$;

create function public.remove_webhook_endpoint(endpoint uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.webhook_endpoints := private.my_webhook_endpoint(endpoint);
begin
  delete from public.webhook_endpoints e where e.id = found.id;
  perform private.record_audit(found.team_id, 'webhook_endpoint_removed', found.id, found.url,
    '{}'::jsonb);
end
$$;

-- A `webhook.test` event to this endpoint only; returns its delivery.
create function public.send_test_webhook(endpoint uuid) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.webhook_endpoints := private.my_webhook_endpoint(endpoint);
  test_event uuid;
  delivery uuid;
begin
  if not found.enabled then
    raise exception 'Turn the endpoint on to send it a test event' using errcode = 'PT409';
  end if;
  insert into public.webhook_events (team_id, type, data)
  values (found.team_id, 'webhook.test', jsonb_build_object('endpoint_id', found.id))
  returning id into test_event;
  insert into public.webhook_deliveries (team_id, endpoint_id, event_id, next_attempt_at)
  values (found.team_id, found.id, test_event, now())
  returning id into delivery;
  return delivery;
end
$$;

-- ─── The delivery job (service role) ──────────────────────────────────────────────────────────

-- Hands the deliveries due at `at` to `run` for 5 minutes, with what the job signs and sends.
create function public.claim_webhook_deliveries(at timestamptz, run uuid, batch integer default 20)
returns table (delivery_id uuid, event_id uuid, endpoint_id uuid, url text,
               secret_ciphertext text, type text, occurred_at timestamptz, data jsonb,
               attempt integer)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  return query
  with due as (
    select d.id from public.webhook_deliveries d
    join public.webhook_endpoints e on e.id = d.endpoint_id
    where d.status = 'pending' and e.enabled and d.next_attempt_at <= at
      and (d.claimed_until is null or d.claimed_until <= at)
    order by d.next_attempt_at
    limit greatest(1, least(batch, 100))
    for update of d skip locked
  ), claimed as (
    update public.webhook_deliveries d
       set claimed_by = run, claimed_until = at + interval '5 minutes'
      from due where d.id = due.id
    returning d.id, d.event_id, d.endpoint_id, d.attempts
  )
  select c.id, c.event_id, c.endpoint_id, e.url, e.secret_ciphertext, ev.type, ev.occurred_at,
         ev.data, c.attempts + 1
  from claimed c
  join public.webhook_events ev on ev.id = c.event_id
  join public.webhook_endpoints e on e.id = c.endpoint_id;
end
$$;

-- The wait after the n-th failed attempt (the Standard Webhooks suggestion); the last attempt
-- falls 24 hours after the first.
create function private.webhook_retry_delay(failed integer) returns interval
language sql immutable
set search_path = ''
as $$
  select (array[interval '5 seconds', interval '5 minutes', interval '30 minutes',
                interval '2 hours', interval '5 hours', interval '10 hours',
                interval '10 hours'])[least(greatest(failed, 1), 7)]
$$;

-- Records `run`'s attempt of a delivery at `at`: delivered on a 2xx; otherwise the next attempt,
-- or failed once 24 hours have passed since the first. An endpoint failing for 3 days is turned
-- off, its pending deliveries failed, and its admins told (webhook_disable_notices).
create function public.record_webhook_attempt(
  delivery uuid, run uuid, at timestamptz, status_code integer, error text, duration_ms integer
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.webhook_deliveries;
  endpoint public.webhook_endpoints;
  ok boolean := coalesce(status_code between 200 and 299, false);
  first_at timestamptz;
  next_at timestamptz;
begin
  select * into found from public.webhook_deliveries d
  where d.id = delivery and d.claimed_by = run and d.status = 'pending'
  for update;
  if found.id is null then
    return;
  end if;
  insert into public.webhook_attempts
    (delivery_id, team_id, attempted_at, status_code, error, duration_ms)
  values (found.id, found.team_id, at, status_code, left(error, 300), duration_ms);
  first_at := coalesce(found.first_attempted_at, at);
  if ok then
    update public.webhook_deliveries d
       set status = 'delivered', attempts = d.attempts + 1, first_attempted_at = first_at,
           last_status_code = status_code, last_error = null, delivered_at = at,
           next_attempt_at = null, claimed_by = null, claimed_until = null
     where d.id = found.id;
    update public.webhook_endpoints e set failing_since = null
     where e.id = found.endpoint_id and e.failing_since is not null;
    return;
  end if;
  next_at := least(at + private.webhook_retry_delay(found.attempts + 1),
                   first_at + interval '24 hours');
  update public.webhook_deliveries d
     set attempts = d.attempts + 1, first_attempted_at = first_at,
         last_status_code = status_code, last_error = left(error, 300),
         status = case when at >= first_at + interval '24 hours' then 'failed' else 'pending' end,
         next_attempt_at = case when at >= first_at + interval '24 hours' then null else next_at end,
         claimed_by = null, claimed_until = null
   where d.id = found.id;
  update public.webhook_endpoints e set failing_since = coalesce(e.failing_since, at)
   where e.id = found.endpoint_id
  returning * into endpoint;
  if endpoint.enabled and at - endpoint.failing_since >= interval '3 days' then
    update public.webhook_endpoints e
       set enabled = false, disabled_reason = 'failing', disabled_at = at
     where e.id = endpoint.id;
    update public.webhook_deliveries d
       set status = 'failed', next_attempt_at = null, last_error = 'The endpoint was turned off'
     where d.endpoint_id = endpoint.id and d.status = 'pending';
    perform private.record_audit_as(endpoint.team_id, null, 'ComplyReady',
      'webhook_endpoint_disabled', endpoint.id, endpoint.url,
      jsonb_build_object('reason', 'failing', 'failing_since', endpoint.failing_since));
  end if;
end
$$;

-- Endpoints turned off for failing whose admins have not been told, with the admins' addresses.
create function public.webhook_disable_notices()
returns table (endpoint_id uuid, team_name text, url text, failing_since timestamptz,
               recipients text[])
language sql stable security definer
set search_path = ''
as $$
  select e.id, t.name, e.url, e.failing_since,
         array(select u.email from public.users u
               where u.team_id = e.team_id and u.role = 'admin' and u.deactivated_at is null
               order by u.email)
  from public.webhook_endpoints e join public.teams t on t.id = e.team_id
  where e.disabled_reason = 'failing' and e.disabled_notice_sent_at is null
$$;

create function public.record_webhook_disable_notice(endpoint uuid, at timestamptz) returns void
language sql volatile security definer
set search_path = ''
as $$
  update public.webhook_endpoints e set disabled_notice_sent_at = at
   where e.id = endpoint and e.disabled_reason = 'failing'
$$;

-- ─── The audit log's kinds this migration adds (docs/decisions.md A1) ────────────────────────

insert into private.audit_event_kinds (kind) values
  ('webhook_endpoint_created'), ('webhook_endpoint_changed'), ('webhook_endpoint_disabled'),
  ('webhook_endpoint_enabled'), ('webhook_endpoint_removed');

-- ─── Grants: every new function starts closed, then opens to whom it serves ──────────────────

revoke all on function private.webhook_event_types() from public;
revoke all on function private.webhook_url_allowed(text) from public;
revoke all on function private.emit_webhook_event(uuid, text, jsonb) from public, anon, authenticated;
revoke all on function private.webhook_from_audit() from public, anon, authenticated;
revoke all on function private.webhook_from_certificate() from public, anon, authenticated;
revoke all on function private.webhook_from_checklist_run() from public, anon, authenticated;
revoke all on function private.my_webhook_endpoint(uuid) from public, anon, authenticated;
revoke all on function private.check_webhook_endpoint(text, text[]) from public;
revoke all on function private.webhook_retry_delay(integer) from public;
-- The table's check constraint asks these as the writing role.
grant execute on function private.webhook_event_types() to authenticated, service_role;
grant execute on function private.webhook_url_allowed(text) to authenticated, service_role;

revoke all on function public.create_webhook_endpoint(uuid, text, text[], text) from public, anon, authenticated;
revoke all on function public.update_webhook_endpoint(uuid, text, text[]) from public, anon, authenticated;
revoke all on function public.rotate_webhook_secret(uuid, text) from public, anon, authenticated;
revoke all on function public.set_webhook_endpoint_enabled(uuid, boolean) from public, anon, authenticated;
revoke all on function public.remove_webhook_endpoint(uuid) from public, anon, authenticated;
revoke all on function public.send_test_webhook(uuid) from public, anon, authenticated;
revoke all on function public.claim_webhook_deliveries(timestamptz, uuid, integer) from public, anon, authenticated;
revoke all on function public.record_webhook_attempt(uuid, uuid, timestamptz, integer, text, integer) from public, anon, authenticated;
revoke all on function public.webhook_disable_notices() from public, anon, authenticated;
revoke all on function public.record_webhook_disable_notice(uuid, timestamptz) from public, anon, authenticated;

grant execute on function public.create_webhook_endpoint(uuid, text, text[], text) to authenticated;
grant execute on function public.update_webhook_endpoint(uuid, text, text[]) to authenticated;
grant execute on function public.rotate_webhook_secret(uuid, text) to authenticated;
grant execute on function public.set_webhook_endpoint_enabled(uuid, boolean) to authenticated;
grant execute on function public.remove_webhook_endpoint(uuid) to authenticated;
grant execute on function public.send_test_webhook(uuid) to authenticated;
grant execute on function public.claim_webhook_deliveries(timestamptz, uuid, integer) to service_role;
grant execute on function public.record_webhook_attempt(uuid, uuid, timestamptz, integer, text, integer) to service_role;
grant execute on function public.webhook_disable_notices() to service_role;
grant execute on function public.record_webhook_disable_notice(uuid, timestamptz) to service_role;

-- ── Support (migration 20261230000000) ───────────────────────────────────────────────────────────
-- ─── Support from inside the product (docs/decisions.md SU1) ─────────────────────────────────

-- An Enterprise team's named success manager, copied on its support requests. The operator sets
-- it (`npm run admin -- set-success-manager`); no client reads or writes it (teams' columns are
-- granted one by one, and no client updates teams).
alter table public.teams
  add column success_manager_email text
    check (success_manager_email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
           and char_length(success_manager_email) <= 320);

-- Each request a signed-in person sends through Help: who, which team, on which plan, the
-- reference they were given and when. Written only by public.submit_support_request; nobody
-- edits or deletes one (the team's deletion removes its requests).
create table public.support_requests (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference ~ '^SR-[0-9A-F]{10}$'),
  team_id uuid not null references public.teams (id) on delete cascade,
  user_id uuid references public.users (id) on delete set null,
  plan_id text not null references public.plans (id),
  kind text not null check (kind in ('help', 'custom_policy')),
  -- One line: it becomes the subject of the emails (no header can ride along).
  subject text not null check (char_length(subject) between 1 and 200 and subject !~ '[[:cntrl:]]'),
  message text not null check (char_length(message) between 1 and 10000),
  -- The page the person was on when they asked, as a path.
  page text not null check (page ~ '^/' and char_length(page) <= 300),
  -- A custom policy's "needed by" date; none for other requests.
  needed_by date,
  check ((kind = 'custom_policy') = (needed_by is not null)),
  created_at timestamptz not null default now()
);
create index support_requests_team_idx on public.support_requests (team_id, created_at desc);
create index support_requests_user_idx on public.support_requests (user_id);
create index support_requests_plan_idx on public.support_requests (plan_id);
alter table public.support_requests enable row level security;
revoke all on public.support_requests from anon, authenticated;
grant select on public.support_requests to authenticated;
grant all on public.support_requests to service_role;

-- The person who asked, and their team's admins (superadmins administer every team).
create policy "People and their admins read support requests" on public.support_requests
  for select to authenticated
  using (user_id = (select auth.uid()) or team_id in (select private.administered_team_ids()));

-- Records a request from the caller, for the caller's own team, on the team's plan now (never
-- what the page says), and answers what the mail needs. A custom policy is Enterprise's
-- ("Custom policy development", src/content/plans); the success manager is named for Enterprise
-- teams only.
create function public.submit_support_request(
  kind text,
  subject text,
  message text,
  page text,
  needed_by date default null
) returns table (
  reference text,
  created_at timestamptz,
  team_name text,
  plan_id text,
  plan_name text,
  requester_email text,
  requester_name text,
  success_manager_email text
)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  plan public.plans;
  request public.support_requests;
begin
  if team is null then
    raise exception 'Support requests come from a team''s members' using errcode = '42501';
  end if;
  plan := private.team_plan(team);
  if kind = 'custom_policy' then
    if plan.id is distinct from 'enterprise' then
      raise exception 'Custom policy development is part of the Enterprise plan'
        using errcode = '42501';
    end if;
    if needed_by is null or needed_by <= current_date then
      raise exception 'Choose a date after today for the policy' using errcode = '22023';
    end if;
  elsif needed_by is not null then
    raise exception 'Only a custom policy request has a date' using errcode = '22023';
  end if;
  insert into public.support_requests
    (reference, team_id, user_id, plan_id, kind, subject, message, page, needed_by)
  values
    ('SR-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10)), team, auth.uid(),
     plan.id, kind, subject, message, page, needed_by)
  returning * into request;
  return query
    select request.reference, request.created_at, t.name, plan.id, plan.name, u.email,
           u.full_name,
           case when plan.id = 'enterprise' then t.success_manager_email end
    from public.teams t, public.users u
    where t.id = team and u.id = auth.uid();
end
$$;
revoke all on function public.submit_support_request(text, text, text, text, date)
  from public, anon, authenticated;
grant execute on function public.submit_support_request(text, text, text, text, date)
  to authenticated;

-- Support's per-plan promise on the form, and the Enterprise team's success manager, for the
-- caller's own team.
create function public.support_contact() returns table (
  plan_id text,
  success_manager_email text
)
language sql stable security definer
set search_path = ''
as $$
  select p.id, case when p.id = 'enterprise' then t.success_manager_email end
  from public.teams t
  cross join lateral private.team_plan(t.id) p
  where t.id = private.my_team()
$$;
revoke all on function public.support_contact() from public, anon, authenticated;
grant execute on function public.support_contact() to authenticated;

-- ── Template updates (migration 20261231500000) ──────────────────────────────────────────────────
-- Template updates that keep the team's edits (docs/decisions.md TU1): the templates carry a
-- version and their releases (from supabase/content.sql), each adopted policy the template version
-- it was adopted from or last updated to, and each policy version whether its change was material
-- (members accept again) or editorial (their acceptance of the previous version carries over).

-- ─── Template versions and releases ──────────────────────────────────────────────────────────

alter table public.policy_templates add column version integer not null default 1 check (version > 0);

-- Each release of a template: its kind and change note (src/content/policies/releases.ts).
create table public.policy_template_releases (
  template_id text not null references public.policy_templates (id) on delete cascade,
  version integer not null check (version > 0),
  released_on date not null,
  kind text not null check (kind in ('material', 'editorial')),
  note text not null check (char_length(note) between 1 and 2000),
  primary key (template_id, version)
);
alter table public.policy_template_releases enable row level security;
revoke all on public.policy_template_releases from anon, authenticated;
grant all on public.policy_template_releases to service_role;

-- The template version a policy was adopted from, or last updated to (applied or skipped).
alter table public.policies add column template_version integer check (template_version > 0);
update public.policies set template_version = 1 where template_id is not null;
alter table public.policies add constraint policies_template_version_only_for_templates
  check ((template_id is null) = (template_version is null));

-- A new policy starts at its template's current version.
create function private.fill_policy_template_version() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.template_version := (select t.version from public.policy_templates t where t.id = new.template_id);
  return new;
end
$$;
create trigger policies_template_version
  before insert on public.policies
  for each row execute function private.fill_policy_template_version();

-- ─── Material or editorial versions ──────────────────────────────────────────────────────────

alter table public.policy_versions
  add column change_kind text not null default 'material' check (change_kind in ('material', 'editorial')),
  -- The template version whose changes this version brought in, if it came from an update.
  add column template_version integer check (template_version > 0),
  -- A first version has nothing to carry acceptances from.
  add constraint policy_versions_first_is_material check (number > 1 or change_kind = 'material');

-- An acceptance carried over from the previous version when this one was published as editorial.
alter table public.policy_acceptances add column carried_from uuid references public.policy_versions (id)
  on delete cascade;
create index policy_acceptances_carried_from_idx on public.policy_acceptances (carried_from);

-- The draft's kind, chosen when publishing; frozen with the version (keep_published_versions).
create function public.set_policy_change_kind(policy uuid, kind text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions;
begin
  perform private.administered_policy(policy);
  if kind is null or kind not in ('material', 'editorial') then
    raise exception 'A change is material or editorial' using errcode = '22023';
  end if;
  select * into draft from public.policy_versions v
   where v.policy_id = policy and v.published_at is null for update;
  if draft.id is null then
    raise exception 'This policy has no draft. Start a new version to edit it.' using errcode = 'P0001';
  end if;
  if draft.number = 1 and kind = 'editorial' then
    raise exception 'A first version is accepted by everyone: it cannot be editorial' using errcode = 'P0001';
  end if;
  update public.policy_versions set change_kind = kind where id = draft.id;
end
$$;

-- Who must accept is decided here: publishing an editorial version carries each current member's
-- acceptance of the previous published version over to it; a material one carries nothing.
create function private.carry_policy_acceptances() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.published_at is null and new.published_at is not null and new.change_kind = 'editorial' then
    insert into public.policy_acceptances (version_id, user_id, carried_from)
    select new.id, a.user_id, a.version_id
    from public.policy_acceptances a
    join public.users u on u.id = a.user_id and u.team_id = new.team_id and u.deactivated_at is null
    where a.version_id = (
      select previous.id from public.policy_versions previous
      where previous.policy_id = new.policy_id and previous.published_at is not null
        and previous.number < new.number
      order by previous.number desc limit 1
    );
  end if;
  return null;
end
$$;
create trigger policy_versions_carry_acceptances
  after update of published_at on public.policy_versions
  for each row execute function private.carry_policy_acceptances();

-- ─── Updates offered to a team ───────────────────────────────────────────────────────────────

-- The kind of the releases after `from_version` up to `to_version`: material if any is.
create function private.template_update_kind(template text, from_version integer, to_version integer)
returns text
language sql stable security definer
set search_path = ''
as $$
  select case when bool_or(r.kind = 'material') then 'material' else 'editorial' end
  from public.policy_template_releases r
  where r.template_id = template and r.version > from_version and r.version <= to_version
$$;

-- The updates waiting for the teams `teams`: one row per policy whose template has a newer release.
create function private.pending_template_updates(teams uuid[])
returns table (
  team_id uuid,
  policy_id uuid,
  template_id text,
  title text,
  from_version integer,
  to_version integer,
  kind text,
  releases jsonb
)
language sql stable security definer
set search_path = ''
as $$
  select p.team_id, p.id, t.id, t.title, p.template_version, t.version,
         private.template_update_kind(t.id, p.template_version, t.version),
         (select coalesce(jsonb_agg(jsonb_build_object('version', r.version, 'kind', r.kind,
                    'note', r.note, 'released_on', r.released_on) order by r.version), '[]'::jsonb)
            from public.policy_template_releases r
           where r.template_id = t.id and r.version > p.template_version and r.version <= t.version)
  from public.policies p
  join public.policy_templates t on t.id = p.template_id
  where p.team_id = any (teams) and p.retired_at is null and p.template_version < t.version
$$;
revoke all on function private.pending_template_updates(uuid[]) from public, anon, authenticated;

-- The updates waiting for the caller's team, for its admins (the Policies page).
create function public.template_updates()
returns table (
  policy_id uuid,
  template_id text,
  title text,
  from_version integer,
  to_version integer,
  kind text,
  releases jsonb
)
language sql stable security definer
set search_path = ''
as $$
  select u.policy_id, u.template_id, u.title, u.from_version, u.to_version, u.kind, u.releases
  from private.pending_template_updates(
    array(select id from private.administered_team_ids() id)) u
  order by u.title
$$;

-- Applies the chosen template changes: `source` is the team's text with them (the page builds it
-- from the three texts, docs/decisions.md TU1), saved as a new draft (or into the open draft, at
-- `revision`), which brings in `to_version` and takes its releases' kind. A null `source` skips the
-- update. Either way the policy is then at `to_version`. Returns the draft's id, or null.
create function public.apply_template_update(
  policy uuid,
  to_version integer,
  source jsonb default null,
  revision integer default null
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  template public.policy_templates;
  draft public.policy_versions;
  draft_id uuid;
begin
  if chosen.retired_at is not null then
    raise exception 'This policy is retired.' using errcode = 'P0001';
  end if;
  perform 1 from public.policies where id = policy for update;
  select * into chosen from public.policies where id = policy;
  select * into template from public.policy_templates t where t.id = chosen.template_id;
  if template.id is null or to_version is distinct from template.version
      or chosen.template_version >= template.version then
    raise exception 'This template update is no longer waiting. Reload the page.' using errcode = 'P0001';
  end if;
  if source is not null then
    select * into draft from public.policy_versions v where v.policy_id = policy and v.published_at is null;
    if draft.id is null then
      if revision is not null then
        raise exception 'Someone changed this draft after you opened it. Reload the page to see the latest text.'
          using errcode = 'P0001';
      end if;
      draft_id := public.start_policy_revision(policy);
      select v.revision into revision from public.policy_versions v where v.id = draft_id;
    else
      draft_id := draft.id;
    end if;
    perform public.save_policy_draft(policy, source, revision);
    update public.policy_versions
       set template_version = to_version,
           change_kind = private.template_update_kind(template.id, chosen.template_version, to_version)
     where id = draft_id;
  end if;
  update public.policies set template_version = to_version where id = policy;
  perform private.record_audit(chosen.team_id,
    case when source is null then 'policy_template_update_skipped'
         else 'policy_template_update_applied' end,
    policy, template.title,
    jsonb_build_object('template', template.id, 'from_version', chosen.template_version,
                       'to_version', to_version));
  return draft_id;
end
$$;

-- ─── The audit log's kinds this migration adds (docs/decisions.md A1) ────────────────────────

insert into private.audit_event_kinds (kind) values
  ('policy_template_update_applied'), ('policy_template_update_skipped');

-- ─── The email to a team's admins ────────────────────────────────────────────────────────────

-- Which template release each team has been told of.
create table private.template_update_notices (
  team_id uuid not null references public.teams (id) on delete cascade,
  template_id text not null,
  version integer not null,
  sent_at timestamptz not null,
  primary key (team_id, template_id, version)
);

-- The notices not yet sent: one per team with a release it has not been told of, with every
-- update waiting for it and its active admins' addresses (the job: docs/decisions.md TU1).
create function public.template_update_due_notices()
returns table (team_id uuid, team_name text, updates jsonb, recipients text[])
language sql stable security definer
set search_path = ''
as $$
  with pending as (
    select * from private.pending_template_updates(array(select t.id from public.teams t))
  )
  select t.id, t.name,
         jsonb_agg(jsonb_build_object('template_id', p.template_id, 'version', p.to_version,
                     'title', p.title, 'kind', p.kind, 'releases', p.releases) order by p.title),
         array(select u.email from public.users u
                where u.team_id = t.id and u.role = 'admin' and u.deactivated_at is null
                order by u.email)
  from pending p
  join public.teams t on t.id = p.team_id
  where not exists (
    select 1 from private.template_update_notices n
    where n.team_id = p.team_id and n.template_id = p.template_id and n.version = p.to_version
  )
  group by t.id, t.name
$$;

-- Records the updates of a notice as told to the team, so they never go out again.
create function public.record_template_update_notice(team uuid, updates jsonb, at timestamptz)
returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into private.template_update_notices (team_id, template_id, version, sent_at)
  select team, u ->> 'template_id', (u ->> 'version')::integer, at
  from jsonb_array_elements(updates) u
  on conflict do nothing
$$;

revoke all on function public.set_policy_change_kind(uuid, text) from public, anon;
revoke all on function public.template_updates() from public, anon;
revoke all on function public.apply_template_update(uuid, integer, jsonb, integer) from public, anon;
revoke all on function public.template_update_due_notices() from public, anon, authenticated;
revoke all on function public.record_template_update_notice(uuid, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.set_policy_change_kind(uuid, text) to authenticated;
grant execute on function public.template_updates() to authenticated;
grant execute on function public.apply_template_update(uuid, integer, jsonb, integer) to authenticated;
grant execute on function public.template_update_due_notices() to service_role;
grant execute on function public.record_template_update_notice(uuid, jsonb, timestamptz) to service_role;
revoke all on function private.template_update_kind(text, integer, integer) from public, anon, authenticated;
revoke all on function private.fill_policy_template_version() from public, anon, authenticated;
revoke all on function private.carry_policy_acceptances() from public, anon, authenticated;

-- ─── The evidence pack's policy register says each version's kind ───────────────────────────

-- ── Trust page (migration 20270101000000) ────────────────────────────────────────────────────────
-- ─── The public trust page (docs/decisions.md TR1) ───────────────────────────────────────────
-- A team's page at /trust/<slug>, off until an admin publishes it: what the admin wrote
-- (overview, frameworks, security contact), what the records say (controls by area, published
-- policies, subprocessors) and documents, each public or released after a click-through NDA, a
-- confirmed email and an admin's approval (or a domain the admin approves in advance). The page
-- and every anonymous step go through the `trust` function with the service role; no anonymous
-- role reads or calls anything here (docs/threat-model.md #75–#78).

create table public.trust_pages (
  team_id uuid primary key references public.teams (id) on delete cascade,
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'),
  published boolean not null default false,
  overview text not null default '' check (char_length(overview) <= 4000),
  -- [{"name": "SOC 2 Type II", "status": "Report available"}], as the admin wrote them.
  frameworks jsonb not null default '[]'
    check (jsonb_typeof(frameworks) = 'array' and jsonb_array_length(frameworks) <= 10),
  -- Control groups of src/content/controls shown on the page, and whether with their figures.
  control_areas text[] not null default '{}' check (cardinality(control_areas) <= 40),
  show_control_figures boolean not null default true,
  -- Entered on the page; shown only when the vendor inventory marks no subprocessor.
  subprocessors jsonb not null default '[]'
    check (jsonb_typeof(subprocessors) = 'array' and jsonb_array_length(subprocessors) <= 100),
  security_contact text not null default '' check (char_length(security_contact) <= 320
                                                    and security_contact !~ '[[:cntrl:]]'),
  nda_text text not null default '' check (char_length(nda_text) <= 20000),
  nda_hash text not null check (nda_hash ~ '^[0-9a-f]{64}$'),
  -- Requests from these email domains are approved once their email is confirmed.
  auto_approve_domains text[] not null default '{}' check (cardinality(auto_approve_domains) <= 20),
  logo bytea check (octet_length(logo) <= 32768),
  logo_type text check (logo_type in ('image/png', 'image/jpeg', 'image/webp')),
  check ((logo is null) = (logo_type is null)),
  updated_at timestamptz not null default now()
);
alter table public.trust_pages enable row level security;
revoke all on public.trust_pages from anon, authenticated;
grant select on public.trust_pages to authenticated;
grant all on public.trust_pages to service_role;
create policy "Admins read their team's trust page" on public.trust_pages
  for select to authenticated using (team_id in (select private.administered_team_ids()));

-- Every NDA text a team has had, by its SHA-256: a request names the hash it accepted.
create table public.trust_nda_versions (
  team_id uuid not null references public.teams (id) on delete cascade,
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  body text not null,
  created_at timestamptz not null default now(),
  primary key (team_id, hash)
);
alter table public.trust_nda_versions enable row level security;
revoke all on public.trust_nda_versions from anon, authenticated;
grant select on public.trust_nda_versions to authenticated;
grant all on public.trust_nda_versions to service_role;
create policy "Admins read their team's NDA versions" on public.trust_nda_versions
  for select to authenticated using (team_id in (select private.administered_team_ids()));

-- The documents the page offers; a document that is never shown has no row.
create table public.trust_documents (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  kind text not null check (kind in ('policy', 'evidence_pack', 'file')),
  -- A policy: its newest published version, as PDF.
  policy_id uuid,
  -- An uploaded file (EF1): the SOC 2 report, a pentest summary.
  evidence_file_id uuid references public.evidence_files (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200 and title !~ '[[:cntrl:]]'),
  access text not null check (access in ('public', 'request')),
  created_at timestamptz not null default now(),
  foreign key (policy_id, team_id) references public.policies (id, team_id) on delete cascade,
  check ((kind = 'policy') = (policy_id is not null)),
  check ((kind = 'file') = (evidence_file_id is not null)),
  -- The pack holds members' names: never public.
  check (kind <> 'evidence_pack' or access = 'request'),
  unique (id, team_id)
);
create unique index trust_documents_policy_idx on public.trust_documents (policy_id, team_id);
create unique index trust_documents_file_idx on public.trust_documents (evidence_file_id);
create unique index trust_documents_pack_idx on public.trust_documents (team_id)
  where kind = 'evidence_pack';
create index trust_documents_team_idx on public.trust_documents (team_id);
alter table public.trust_documents enable row level security;
revoke all on public.trust_documents from anon, authenticated;
grant select on public.trust_documents to authenticated;
grant all on public.trust_documents to service_role;
create policy "Admins read their team's trust documents" on public.trust_documents
  for select to authenticated using (team_id in (select private.administered_team_ids()));

-- A visitor's request for a document: who, the NDA they accepted (hash and time), whether their
-- email is confirmed, and the admin's answer with the link it made.
create table public.trust_access_requests (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  document_id uuid not null,
  name text not null check (char_length(name) between 1 and 200 and name !~ '[[:cntrl:]]'),
  email text not null check (char_length(email) <= 320
                             and email ~ '^[^[:space:][:cntrl:]@]+@[^[:space:][:cntrl:]@]+\.[^[:space:][:cntrl:]@]+$'),
  company text not null check (char_length(company) between 1 and 200 and company !~ '[[:cntrl:]]'),
  nda_hash text not null,
  nda_accepted_at timestamptz not null default now(),
  confirm_token_hash text not null unique check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  email_confirmed_at timestamptz,
  status text not null default 'unconfirmed'
    check (status in ('unconfirmed', 'pending', 'approved', 'declined')),
  check ((status = 'unconfirmed') = (email_confirmed_at is null)),
  decided_at timestamptz,
  decided_by uuid references public.users (id) on delete set null,
  -- "Auto-approved domain" when nobody decided.
  decided_by_name text,
  link_id uuid references public.evidence_links (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (document_id, team_id) references public.trust_documents (id, team_id)
    on delete cascade,
  foreign key (team_id, nda_hash) references public.trust_nda_versions (team_id, hash)
);
create index trust_access_requests_team_idx on public.trust_access_requests (team_id, created_at desc);
create index trust_access_requests_document_idx on public.trust_access_requests (document_id, team_id);
create index trust_access_requests_nda_idx on public.trust_access_requests (team_id, nda_hash);
create index trust_access_requests_decided_by_idx on public.trust_access_requests (decided_by);
create index trust_access_requests_link_idx on public.trust_access_requests (link_id);
create index trust_access_requests_email_idx on public.trust_access_requests (team_id, lower(email), created_at);
alter table public.trust_access_requests enable row level security;
revoke all on public.trust_access_requests from anon, authenticated;
-- Everything but the confirmation token's hash.
grant select (id, team_id, document_id, name, email, company, nda_hash, nda_accepted_at,
              email_confirmed_at, status, decided_at, decided_by, decided_by_name, link_id,
              created_at)
  on public.trust_access_requests to authenticated;
grant all on public.trust_access_requests to service_role;
-- Admins see a request once its email is confirmed: an unconfirmed one may be anyone's typing.
create policy "Admins read their team's confirmed trust requests" on public.trust_access_requests
  for select to authenticated
  using (status <> 'unconfirmed' and team_id in (select private.administered_team_ids()));

-- An approved request's link is an evidence link of its own kind: one document, seven days,
-- listed, revocable and logged like the others (EV1). open_evidence_link never opens it.
alter table public.evidence_links drop constraint evidence_links_kind_check;
alter table public.evidence_links add constraint evidence_links_kind_check
  check (kind in ('download', 'auditor', 'trust'));
alter table public.evidence_links
  add column trust_document_id uuid references public.trust_documents (id) on delete cascade,
  add constraint evidence_links_trust_document_check
    check ((kind = 'trust') = (trust_document_id is not null));
create index evidence_links_trust_document_idx on public.evidence_links (trust_document_id);
grant select (trust_document_id) on public.evidence_links to authenticated;

insert into private.audit_event_kinds (kind) values
  ('trust_page_published'), ('trust_page_unpublished'), ('trust_request_approved'),
  ('trust_request_declined');

-- ─── Admins ──────────────────────────────────────────────────────────────────────────────────

-- The caller's team if they administer it and its plan has the trust page (Professional and
-- Enterprise: the plan's `evidence`, since its links are evidence links).
create function private.trust_admin_team() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can change the trust page' using errcode = 'PT403';
  end if;
  if not (private.team_plan(team)).evidence then
    raise exception 'The trust page is part of the Professional and Enterprise plans.'
      using errcode = 'PT403';
  end if;
  return team;
end
$$;

create function private.sha256_hex(value text) returns text
language sql immutable
set search_path = ''
as $$ select encode(sha256(convert_to(value, 'UTF8')), 'hex') $$;

create function public.save_trust_page(
  slug text,
  overview text,
  frameworks jsonb,
  control_areas text[],
  show_control_figures boolean,
  subprocessors jsonb,
  security_contact text,
  nda_text text,
  auto_approve_domains text[]
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.trust_admin_team();
  hash text := private.sha256_hex(coalesce(nda_text, ''));
  entry jsonb;
  domain text;
begin
  if slug is null or slug !~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$' then
    raise exception 'The address is 3 to 40 lowercase letters, digits and dashes'
      using errcode = 'PT422';
  end if;
  if exists (select 1 from public.trust_pages p
             where p.slug = save_trust_page.slug and p.team_id <> team) then
    raise exception 'Another company has this address' using errcode = 'PT409';
  end if;
  for entry in select * from jsonb_array_elements(coalesce(frameworks, '[]')) loop
    if jsonb_typeof(entry -> 'name') <> 'string' or jsonb_typeof(entry -> 'status') <> 'string'
       or char_length(entry ->> 'name') not between 1 and 100
       or char_length(entry ->> 'status') > 200 then
      raise exception 'Each framework has a name (up to 100 characters) and a status'
        using errcode = 'PT422';
    end if;
  end loop;
  for entry in select * from jsonb_array_elements(coalesce(subprocessors, '[]')) loop
    if jsonb_typeof(entry -> 'name') <> 'string' or char_length(entry ->> 'name') not between 1 and 200
       or char_length(coalesce(entry ->> 'purpose', '')) > 500
       or char_length(coalesce(entry ->> 'location', '')) > 200 then
      raise exception 'Each subprocessor has a name, a purpose and a location'
        using errcode = 'PT422';
    end if;
  end loop;
  foreach domain in array coalesce(auto_approve_domains, '{}') loop
    if domain !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' then
      raise exception 'Not a domain: %', left(domain, 100) using errcode = 'PT422';
    end if;
  end loop;
  insert into public.trust_nda_versions (team_id, hash, body)
  values (team, hash, coalesce(nda_text, ''))
  on conflict do nothing;
  insert into public.trust_pages as p
    (team_id, slug, overview, frameworks, control_areas, show_control_figures, subprocessors,
     security_contact, nda_text, nda_hash, auto_approve_domains)
  values (team, slug, coalesce(overview, ''), coalesce(frameworks, '[]'),
          coalesce(control_areas, '{}'), coalesce(show_control_figures, true),
          coalesce(subprocessors, '[]'), btrim(coalesce(security_contact, '')),
          coalesce(nda_text, ''), hash, coalesce(auto_approve_domains, '{}'))
  on conflict (team_id) do update set
    slug = excluded.slug, overview = excluded.overview, frameworks = excluded.frameworks,
    control_areas = excluded.control_areas, show_control_figures = excluded.show_control_figures,
    subprocessors = excluded.subprocessors, security_contact = excluded.security_contact,
    nda_text = excluded.nda_text, nda_hash = excluded.nda_hash,
    auto_approve_domains = excluded.auto_approve_domains, updated_at = now();
end
$$;

-- The logo as base64 (PNG, JPEG or WebP, at most 32 KB); null removes it.
create function public.set_trust_logo(logo_base64 text, mime_type text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.trust_admin_team();
  bytes bytea := case when logo_base64 is null then null else decode(logo_base64, 'base64') end;
begin
  if bytes is not null and (mime_type is null or mime_type not in ('image/png', 'image/jpeg', 'image/webp')) then
    raise exception 'The logo is a PNG, JPEG or WebP image' using errcode = 'PT422';
  end if;
  if octet_length(bytes) > 32768 then
    raise exception 'The logo is at most 32 KB' using errcode = 'PT422';
  end if;
  update public.trust_pages p
  set logo = bytes, logo_type = case when bytes is null then null else mime_type end,
      updated_at = now()
  where p.team_id = team;
  if not found then
    raise exception 'Save the trust page first' using errcode = 'PT409';
  end if;
end
$$;

create function public.publish_trust_page(published boolean) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.trust_admin_team();
  page public.trust_pages;
begin
  select * into page from public.trust_pages p where p.team_id = team for update;
  if page.team_id is null then
    raise exception 'Save the trust page first' using errcode = 'PT409';
  end if;
  if page.published is distinct from publish_trust_page.published then
    update public.trust_pages p
    set published = publish_trust_page.published, updated_at = now()
    where p.team_id = team;
    perform private.record_audit(team,
      case when publish_trust_page.published then 'trust_page_published'
           else 'trust_page_unpublished' end,
      null, '/trust/' || page.slug, '{}'::jsonb);
  end if;
end
$$;

-- Offers a document on the page ('public' or 'request') or withdraws it ('hidden'); answers the
-- document's id (null once hidden). Requests of a withdrawn document go with it.
create function public.set_trust_document(
  kind text,
  access text,
  policy uuid default null,
  evidence_file uuid default null,
  title text default null
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.trust_admin_team();
  found_id uuid;
  doc_kind text := set_trust_document.kind;
  doc_access text := set_trust_document.access;
  doc_title text := nullif(btrim(set_trust_document.title), '');
begin
  if doc_kind not in ('policy', 'evidence_pack', 'file') or doc_access not in ('public', 'request', 'hidden') then
    raise exception 'Unknown kind of document or access' using errcode = 'PT422';
  end if;
  if doc_kind = 'policy' and not exists (
       select 1 from public.policies p where p.id = policy and p.team_id = team) then
    raise exception 'No such policy' using errcode = 'PT404';
  end if;
  if doc_kind = 'file' and not exists (
       select 1 from public.evidence_files f
       where f.id = evidence_file and f.team_id = team and f.attached_at is not null) then
    raise exception 'No such file' using errcode = 'PT404';
  end if;
  if doc_kind = 'evidence_pack' and doc_access = 'public' then
    raise exception 'The evidence pack is released only on request' using errcode = 'PT422';
  end if;
  select d.id into found_id from public.trust_documents d
  where d.team_id = team and d.kind = doc_kind
    and d.policy_id is not distinct from (case when doc_kind = 'policy' then policy end)
    and d.evidence_file_id is not distinct from (case when doc_kind = 'file' then evidence_file end)
  for update;
  if doc_access = 'hidden' then
    delete from public.trust_documents where id = found_id;
    return null;
  end if;
  doc_title := coalesce(doc_title,
    case doc_kind
      when 'policy' then (select t.title from public.policies p
                          join public.policy_templates t on t.id = p.template_id
                          where p.id = policy)
      when 'file' then (select f.file_name from public.evidence_files f where f.id = evidence_file)
      else 'Evidence pack' end,
    'Policy');
  if found_id is null then
    insert into public.trust_documents (team_id, kind, policy_id, evidence_file_id, title, access)
    values (team, doc_kind, case when doc_kind = 'policy' then policy end,
            case when doc_kind = 'file' then evidence_file end, left(doc_title, 200), doc_access)
    returning id into found_id;
  else
    update public.trust_documents d set access = doc_access, title = left(doc_title, 200)
    where d.id = found_id;
  end if;
  return found_id;
end
$$;

-- The link an approval makes: the evidence pack as an auditor link of the last 12 months,
-- anything else as a link to that one document; seven days either way.
create function private.trust_release(request public.trust_access_requests, released_by text)
returns table (token text, link_kind text, link_id uuid, expires_at timestamptz)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  doc public.trust_documents;
  made_token text := private.new_invite_code() || private.new_invite_code();
  made_kind text;
  made_id uuid;
  made_expiry timestamptz := now() + interval '7 days';
begin
  select * into doc from public.trust_documents d where d.id = request.document_id;
  made_kind := case when doc.kind = 'evidence_pack' then 'auditor' else 'trust' end;
  insert into public.evidence_links
    (team_id, kind, label, token_hash, from_date, to_date, created_by, created_by_name,
     expires_at, trust_document_id)
  values (request.team_id, made_kind, left('Trust page: ' || request.email, 200),
          private.sha256_hex(made_token), current_date - 364, current_date, auth.uid(),
          released_by, made_expiry,
          case when made_kind = 'trust' then doc.id end)
  returning id into made_id;
  update public.trust_access_requests r set link_id = made_id where r.id = request.id;
  return query select made_token, made_kind, made_id, made_expiry;
end
$$;

-- What the emails need about a request.
create function private.trust_request_mail(request uuid)
returns table (email text, name text, document_title text, team_name text, slug text)
language sql stable security definer
set search_path = ''
as $$
  select r.email, r.name, d.title, t.name, p.slug
  from public.trust_access_requests r
  join public.trust_documents d on d.id = r.document_id
  join public.teams t on t.id = r.team_id
  join public.trust_pages p on p.team_id = r.team_id
  where r.id = request
$$;

-- An admin approves or declines a confirmed request; an approval answers the link's token once,
-- for the `trust` function to mail to the requester.
create function public.decide_trust_request(request uuid, approve boolean)
returns table (token text, link_kind text, expires_at timestamptz, email text, name text,
               document_title text, team_name text, slug text)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.trust_admin_team();
  found public.trust_access_requests;
  released record;
begin
  select * into found from public.trust_access_requests r
  where r.id = request and r.team_id = team and r.status <> 'unconfirmed'
  for update;
  if found.id is null then
    raise exception 'No such request' using errcode = 'PT404';
  end if;
  if found.status <> 'pending' then
    raise exception 'This request has been answered already' using errcode = 'PT409';
  end if;
  update public.trust_access_requests r
  set status = case when approve then 'approved' else 'declined' end,
      decided_at = now(), decided_by = auth.uid(), decided_by_name = private.my_name()
  where r.id = found.id;
  perform private.record_audit(team,
    case when approve then 'trust_request_approved' else 'trust_request_declined' end,
    found.id, found.email,
    jsonb_build_object('document', (select d.title from public.trust_documents d
                                    where d.id = found.document_id),
                       'company', found.company, 'hash', found.nda_hash));
  if not approve then
    return;
  end if;
  select * into released from private.trust_release(found, private.my_name());
  return query
    select released.token, released.link_kind, released.expires_at, m.email, m.name,
           m.document_title, m.team_name, m.slug
    from private.trust_request_mail(found.id) m;
end
$$;

-- ─── The page and the visitor's steps (the `trust` function, service role only) ──────────────

-- The published page of `slug` as the page shows it, or null: unpublished, unknown, or a plan
-- without the trust page. Only what the admin chose: no member, hotline, risk or finding.
create function public.trust_page_view(slug text, at timestamptz default now()) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  page public.trust_pages;
  day date := (at at time zone 'UTC')::date;
  vendor_list jsonb;
begin
  select * into page from public.trust_pages p where p.slug = trust_page_view.slug and p.published;
  if page.team_id is null or not (private.team_plan(page.team_id)).evidence then
    return null;
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('name', s.name, 'purpose', s.service,
                                               'location', s.location) order by s.name), '[]')
    into vendor_list
    from public.team_subprocessors s where s.team_id = page.team_id;
  return jsonb_build_object(
    'team_name', (select t.name from public.teams t where t.id = page.team_id),
    'slug', page.slug,
    'overview', page.overview,
    'frameworks', page.frameworks,
    'control_areas', to_jsonb(page.control_areas),
    'show_control_figures', page.show_control_figures,
    -- Each control's two states, with no source named (the Controls page's figures, RD1).
    'controls', case when cardinality(page.control_areas) = 0 then '[]'::jsonb else (
      select coalesce(jsonb_agg(jsonb_build_object('id', x.control_id, 'documented', x.documented,
                                                   'operating', x.operating)), '[]')
      from (select r.control_id,
                   bool_or(r.met) filter (where r.state = 'documented') as documented,
                   bool_or(r.met) filter (where r.state = 'operating') as operating
            from private.control_readiness(page.team_id, (day - interval '1 year')::date + 1, day) r
            group by r.control_id) x) end,
    'policies', (
      with versions as (
        select v from jsonb_array_elements(private.evidence_policy_versions(page.team_id)) v
      )
      select coalesce(jsonb_agg(jsonb_build_object(
               'title', v ->> 'title', 'number', (v ->> 'number')::integer,
               'published_at', v ->> 'published_at',
               'reviewed_at', greatest((v ->> 'published_at')::timestamptz,
                                       (select max((r ->> 'approved_at')::timestamptz)
                                          from jsonb_array_elements(v -> 'reviews') r)))
               order by v ->> 'title'), '[]')
      from versions
      where v ->> 'retired_at' is null
        and (v ->> 'number')::integer = (
          select max((w.v ->> 'number')::integer) from versions w
          where w.v ->> 'policy_id' = versions.v ->> 'policy_id')),
    'subprocessors', case when jsonb_array_length(vendor_list) > 0 then vendor_list
                          else page.subprocessors end,
    'security_contact', page.security_contact,
    'documents', (
      select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'title', d.title, 'kind', d.kind,
                                                   'access', d.access)
                                order by d.kind, d.title), '[]')
      from public.trust_documents d
      where d.team_id = page.team_id
        and (d.kind <> 'policy' or exists (
          select 1 from public.policy_versions v
          where v.policy_id = d.policy_id and v.published_at is not null))),
    'nda_text', page.nda_text,
    'nda_hash', page.nda_hash,
    'logo', case when page.logo is null then null else encode(page.logo, 'base64') end,
    'logo_type', page.logo_type,
    'updated_at', greatest(page.updated_at,
                           (select max(v.published_at) from public.policy_versions v
                            where v.team_id = page.team_id),
                           (select max(v.updated_at) from public.vendors v
                            where v.team_id = page.team_id and v.subprocessor)));
end
$$;

-- What serving a document needs: a policy's published versions (the newest is served, the others
-- are its history), or the Storage key of an uploaded file.
create function private.trust_document_content(doc public.trust_documents) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'team_id', doc.team_id, 'id', doc.id, 'kind', doc.kind, 'title', doc.title,
    'team_name', (select t.name from public.teams t where t.id = doc.team_id),
    'policy_versions', case when doc.kind = 'policy' then (
      select coalesce(jsonb_agg(v), '[]')
      from jsonb_array_elements(private.evidence_policy_versions(doc.team_id)) v
      where v ->> 'policy_id' = doc.policy_id::text) end,
    'file', case when doc.kind = 'file' then (
      select jsonb_build_object('object_path', f.object_path, 'file_name', f.file_name,
                                'mime_type', f.mime_type)
      from public.evidence_files f where f.id = doc.evidence_file_id and f.attached_at is not null)
    end)
$$;

-- A public document of a published page, or null.
create function public.trust_public_document(slug text, document uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select private.trust_document_content(d)
  from public.trust_pages p
  join public.trust_documents d on d.team_id = p.team_id
  where p.slug = trust_public_document.slug and p.published and d.id = document
    and d.access = 'public' and d.kind <> 'evidence_pack'
    and (private.team_plan(p.team_id)).evidence
$$;

-- A visitor asks for a document that needs a request, having accepted the NDA whose hash the
-- page showed. Answers the confirmation token once, for the function to mail. Limits: three
-- requests an email address a day per company, 200 unconfirmed a day per company (on top of the
-- function's per-network limit, docs/threat-model.md #77).
create function public.request_trust_access(
  slug text,
  document uuid,
  name text,
  email text,
  company text,
  nda_hash text,
  at timestamptz default now()
) returns table (token text, team_name text, document_title text)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  page public.trust_pages;
  doc public.trust_documents;
  made_token text := private.new_invite_code() || private.new_invite_code();
  address text := lower(btrim(email));
begin
  select * into page from public.trust_pages p
  where p.slug = request_trust_access.slug and p.published;
  if page.team_id is null or not (private.team_plan(page.team_id)).evidence then
    raise exception 'No such trust page' using errcode = 'PT404';
  end if;
  select * into doc from public.trust_documents d
  where d.id = document and d.team_id = page.team_id and d.access = 'request';
  if doc.id is null then
    raise exception 'No such document' using errcode = 'PT404';
  end if;
  if page.nda_text = '' then
    raise exception 'This company takes no requests yet' using errcode = 'PT409';
  end if;
  if nda_hash is distinct from page.nda_hash then
    raise exception 'The NDA has changed since you opened the page. Read it again and accept it.'
      using errcode = 'PT409';
  end if;
  if (select count(*) from public.trust_access_requests r
      where r.team_id = page.team_id and lower(r.email) = address
        and r.created_at > at - interval '1 day') >= 3 then
    raise exception 'Too many requests from this email address today. Try again tomorrow.'
      using errcode = 'PT429';
  end if;
  if (select count(*) from public.trust_access_requests r
      where r.team_id = page.team_id and r.status = 'unconfirmed'
        and r.created_at > at - interval '1 day') >= 200 then
    raise exception 'This company receives too many requests right now. Try again tomorrow.'
      using errcode = 'PT429';
  end if;
  insert into public.trust_access_requests
    (team_id, document_id, name, email, company, nda_hash, nda_accepted_at, confirm_token_hash,
     created_at)
  values (page.team_id, doc.id, btrim(name), address, btrim(company), page.nda_hash, at,
          private.sha256_hex(made_token), at);
  return query select made_token, (select t.name from public.teams t where t.id = page.team_id),
                      doc.title;
end
$$;

-- The requester confirms their email. The request becomes the admins' to answer (answering the
-- active admins' addresses, to tell them once), or, from an auto-approved domain, is approved at
-- once and answers the link's token. A second confirmation changes nothing and answers neither.
create function public.confirm_trust_request(token text)
returns table (status text, link_token text, link_kind text, expires_at timestamptz,
               email text, name text, document_title text, team_name text, slug text,
               company text, admin_emails text[])
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.trust_access_requests;
  page public.trust_pages;
  released_token text;
  released_kind text;
  released_expiry timestamptz;
  newly_pending boolean := false;
begin
  select * into found from public.trust_access_requests r
  where r.confirm_token_hash = private.sha256_hex(coalesce(token, ''))
  for update;
  if found.id is null then
    return;
  end if;
  select * into page from public.trust_pages p where p.team_id = found.team_id;
  if found.status = 'unconfirmed' then
    update public.trust_access_requests r
    set email_confirmed_at = now(), status = 'pending' where r.id = found.id;
    found.status := 'pending';
    newly_pending := true;
    if split_part(found.email, '@', 2) = any (page.auto_approve_domains)
       and (private.team_plan(found.team_id)).evidence then
      update public.trust_access_requests r
      set status = 'approved', decided_at = now(), decided_by_name = 'Auto-approved domain'
      where r.id = found.id;
      found.status := 'approved';
      newly_pending := false;
      perform private.record_audit_as(found.team_id, null, 'Auto-approved domain',
        'trust_request_approved', found.id, found.email,
        jsonb_build_object('document', (select d.title from public.trust_documents d
                                        where d.id = found.document_id),
                           'company', found.company, 'hash', found.nda_hash));
      select r.token, r.link_kind, r.expires_at into released_token, released_kind, released_expiry
        from private.trust_release(found, 'Auto-approved domain') r;
    end if;
  end if;
  return query
    select found.status, released_token, released_kind, released_expiry, m.email,
           m.name, m.document_title, m.team_name, m.slug, found.company,
           case when newly_pending then array(
             select u.email from public.users u
             where u.team_id = found.team_id and u.role = 'admin' and u.deactivated_at is null
             order by u.email) end
    from private.trust_request_mail(found.id) m;
end
$$;

-- Opens a trust link (kind 'trust'): the document it releases, or null when the link is unknown,
-- revoked, expired, or the team's plan no longer has the trust page. `what` records a use.
create function public.open_trust_link(token text, what text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  link public.evidence_links;
  doc public.trust_documents;
begin
  select * into link from public.evidence_links l
  where l.token_hash = private.sha256_hex(coalesce(token, '')) and l.kind = 'trust'
    and l.revoked_at is null and l.expires_at > now()
  for update;
  if link.id is null or not (private.team_plan(link.team_id)).evidence then
    return null;
  end if;
  select * into doc from public.trust_documents d where d.id = link.trust_document_id;
  if what is not null then
    update public.evidence_links set use_count = use_count + 1, last_used_at = now()
    where id = link.id;
    perform private.record_audit_as(link.team_id, null, link.label, 'evidence_opened', link.id,
      link.label, jsonb_build_object('kind', link.kind, 'what', left(what, 300)));
  end if;
  return private.trust_document_content(doc);
end
$$;

revoke all on function private.trust_admin_team() from public;
revoke all on function private.sha256_hex(text) from public;
revoke all on function private.trust_release(public.trust_access_requests, text) from public;
revoke all on function private.trust_request_mail(uuid) from public;
revoke all on function private.trust_document_content(public.trust_documents) from public;

revoke all on function public.save_trust_page(text, text, jsonb, text[], boolean, jsonb, text, text, text[])
  from public, anon, authenticated;
revoke all on function public.set_trust_logo(text, text) from public, anon, authenticated;
revoke all on function public.publish_trust_page(boolean) from public, anon, authenticated;
revoke all on function public.set_trust_document(text, text, uuid, uuid, text)
  from public, anon, authenticated;
revoke all on function public.decide_trust_request(uuid, boolean) from public, anon, authenticated;
grant execute on function public.save_trust_page(text, text, jsonb, text[], boolean, jsonb, text, text, text[])
  to authenticated;
grant execute on function public.set_trust_logo(text, text) to authenticated;
grant execute on function public.publish_trust_page(boolean) to authenticated;
grant execute on function public.set_trust_document(text, text, uuid, uuid, text) to authenticated;
grant execute on function public.decide_trust_request(uuid, boolean) to authenticated;

revoke all on function public.trust_page_view(text, timestamptz) from public, anon, authenticated;
revoke all on function public.trust_public_document(text, uuid) from public, anon, authenticated;
revoke all on function public.request_trust_access(text, uuid, text, text, text, text, timestamptz)
  from public, anon, authenticated;
revoke all on function public.confirm_trust_request(text) from public, anon, authenticated;
revoke all on function public.open_trust_link(text, text) from public, anon, authenticated;
grant execute on function public.trust_page_view(text, timestamptz) to service_role;
grant execute on function public.trust_public_document(text, uuid) to service_role;
grant execute on function public.request_trust_access(text, uuid, text, text, text, text, timestamptz)
  to service_role;
grant execute on function public.confirm_trust_request(text) to service_role;
grant execute on function public.open_trust_link(text, text) to service_role;

-- ── Scale indexes (migration 20270102000000) ─────────────────────────────────────────────────────
-- Ten thousand teams on one database (docs/scale.md): what a signed-in page asks must cost the
-- same whatever the number of teams, so every plan on those paths starts from an index.

-- private.two_factor_closed_teams() lists the teams that require two-factor sign-in: few of many.
create index teams_require_two_factor_idx on public.teams (id) where require_two_factor;

-- The Controls page and the evidence pack look for a policy's yearly reviews by policy.
create index policy_approvals_policy_idx on public.policy_approvals (policy_id);

-- ─── Policies compare team ids with an array, which an index can answer ─────────────────────
-- `team_id in (select private.administered_team_ids())` is worked out once per statement, but as
-- a hashed set that every row of the table is tested against: a page of the audit log read the
-- whole table (740,000 events for 2,000 of the team's own at 1,000 teams). `= any (array(…))` is
-- the same test, answered by the table's team index. The policies of the tables that grow with
-- every team's activity test it so, each where it is created above.

-- ── Reporting routes (migration 20270104000000) ──────────────────────────────────────────────────
-- The team's own reporting routes (docs/decisions.md V5): the security contact's email and the
-- address that takes reported phishing, set by the team's admins in Settings and shown by the
-- player at the end of the courses that teach reporting, beside the team's hotline link.

create table public.team_reporting_routes (
  team_id uuid primary key references public.teams (id) on delete cascade,
  security_contact_email text
    check (char_length(security_contact_email) <= 254
           and security_contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phishing_report_email text
    check (char_length(phishing_report_email) <= 254
           and phishing_report_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.users (id) on delete set null
);
create index team_reporting_routes_updated_by_idx on public.team_reporting_routes (updated_by);
alter table public.team_reporting_routes enable row level security;
revoke all on public.team_reporting_routes from anon, authenticated;
grant select on public.team_reporting_routes to authenticated;
grant all on public.team_reporting_routes to service_role;
-- Every member of the team reads them (the player shows them to all); admins of other teams not.
create policy "Members read their team's reporting routes" on public.team_reporting_routes
  for select to authenticated
  using (team_id = (select private.my_team()) or private.is_team_admin(team_id));

insert into private.audit_event_kinds (kind) values ('reporting_routes_changed');

-- Sets the caller's team's routes (null or '' clears one). Team admins only, under the same
-- two-factor rule as every admin function (private.is_team_admin).
create function public.set_reporting_routes(
  security_contact_email text,
  phishing_report_email text
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  contact text := nullif(btrim(set_reporting_routes.security_contact_email), '');
  phishing text := nullif(btrim(set_reporting_routes.phishing_report_email), '');
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only team admins set the reporting routes' using errcode = 'PT403';
  end if;
  if (contact is not null and (char_length(contact) > 254 or contact !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'))
    or (phishing is not null and (char_length(phishing) > 254 or phishing !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')) then
    raise exception 'Enter each address as name@example.com' using errcode = 'PT422';
  end if;
  insert into public.team_reporting_routes as r
    (team_id, security_contact_email, phishing_report_email, updated_at, updated_by)
  values (team, contact, phishing, now(), auth.uid())
  on conflict (team_id) do update
    set security_contact_email = excluded.security_contact_email,
        phishing_report_email = excluded.phishing_report_email,
        updated_at = excluded.updated_at,
        updated_by = excluded.updated_by;
  perform private.record_audit(team, 'reporting_routes_changed', null, null,
    jsonb_build_object('security_contact_email', contact, 'phishing_report_email', phishing));
end
$$;
revoke all on function public.set_reporting_routes(text, text) from public, anon;
grant execute on function public.set_reporting_routes(text, text) to authenticated;

-- What the player's closing card shows a member: the team's routes and its hotline's link (the
-- link staff are meant to have), or no row without a team.
create function public.my_reporting_routes()
returns table (security_contact_email text, phishing_report_email text, hotline_slug text)
language sql stable security definer
set search_path = ''
as $$
  select r.security_contact_email, r.phishing_report_email, c.slug
    from (select private.my_team() as team) t
    left join public.team_reporting_routes r on r.team_id = t.team
    left join public.hotline_channels c on c.team_id = t.team
   where t.team is not null
$$;
revoke all on function public.my_reporting_routes() from public, anon;
grant execute on function public.my_reporting_routes() to authenticated;
