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

create function private.my_team() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select team_id from public.users where id = auth.uid()
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

-- True when the caller is an admin of `team` (superadmins administer every team).
create function private.is_team_admin(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (
      select me.role = 'superadmin' or (me.role = 'admin' and me.team_id = team)
      from public.users me
      where me.id = auth.uid()
    ),
    false
  )
$$;

-- The users whose progress the caller may read as their admin. Policies use it as
-- `user_id in (select ...)`, which PostgreSQL evaluates once per query instead of once per row
-- (Supabase's advice for fast RLS; it matters at 1,000 members × 40 videos).
create function private.administered_user_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select u.id
  from public.users me
  join public.users u
    on me.role = 'superadmin' or (me.role = 'admin' and me.team_id is not null and u.team_id = me.team_id)
  where me.id = auth.uid()
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
create policy "Users read themselves and admins read their team" on public.users
  for select to authenticated
  using (id = auth.uid() or private.is_team_admin(team_id));
create policy "Users rename themselves" on public.users
  for update to authenticated
  using (id = auth.uid())
  with check (id = auth.uid());

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
  using (user_id = (select auth.uid()) or user_id in (select private.administered_user_ids()));
create policy "Users record their own progress" on public.progress
  for insert to authenticated
  with check (user_id = auth.uid());
create policy "Users update their own progress" on public.progress
  for update to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

-- Reports and messages: written by the functions with the service role; superadmins read them.
grant select on public.hotline_reports, public.contact_messages to authenticated;
create policy "Superadmins read hotline reports" on public.hotline_reports
  for select to authenticated
  using (private.is_superadmin());
create policy "Superadmins read contact messages" on public.contact_messages
  for select to authenticated
  using (private.is_superadmin());

-- ─── Progress rules (docs/decisions.md F4): completion is sticky, set by the server clock ────

create function private.apply_progress_rules() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.user_id <> old.user_id or new.video_id <> old.video_id then
      raise exception 'Progress cannot be moved to another user or video'
        using errcode = '42501';
    end if;
    new.progress_percent := greatest(old.progress_percent, new.progress_percent);
    new.watch_time := greatest(old.watch_time, new.watch_time);
    new.completed_at := old.completed_at;
  else
    new.completed_at := null;
  end if;
  if new.completed_at is null and new.progress_percent >= 90 then
    new.completed_at := now();
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger progress_rules
  before insert or update on public.progress
  for each row execute function private.apply_progress_rules();

-- ─── API functions (/rest/v1/rpc/...) ────────────────────────────────────────────────────────

-- Completes sign-up on first sign-in (docs/decisions.md F2): creates the team and an admin profile,
-- or a member profile for a valid invite code. The auth user's metadata decides; the arguments (the
-- browser's pending records) are a fallback and are validated the same way. Idempotent.
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
  chosen_name := left(btrim(coalesce(nullif(meta ->> 'full_name', ''), full_name, '')), 200);
  chosen_code := btrim(coalesce(nullif(meta ->> 'invite_code', ''), complete_signup.invite_code, ''));
  chosen_company := btrim(coalesce(nullif(meta ->> 'company_name', ''), company_name, ''));

  if chosen_code <> '' then
    select t.id into joined_team from public.teams t where t.invite_code = chosen_code;
    if joined_team is null then
      raise exception 'Invalid invite link' using errcode = 'P0001';
    end if;
    insert into public.users (id, email, full_name, role, team_id)
    values (caller, account.email, nullif(chosen_name, ''), 'member', joined_team)
    on conflict (id) do nothing;
  elsif chosen_company <> '' then
    insert into public.teams (name, owner_id)
    values (left(chosen_company, 200), caller)
    returning id into new_team;
    insert into public.users (id, email, full_name, role, team_id)
    values (caller, account.email, nullif(chosen_name, ''), 'admin', new_team)
    on conflict (id) do nothing;
  else
    raise exception 'Missing signup metadata' using errcode = 'P0001';
  end if;

  select * into profile from public.users where id = caller;
  return profile;
end
$$;

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

-- Replaces the caller's team's invite code; the old link stops working at once.
create function public.rotate_invite_code() returns text
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

revoke all on function public.complete_signup(text, text, text) from public, anon, authenticated;
revoke all on function public.team_name_for_invite(text) from public, anon, authenticated;
revoke all on function public.team_invite_code() from public, anon, authenticated;
revoke all on function public.rotate_invite_code() from public, anon, authenticated;
revoke all on function public.record_last_seen() from public, anon, authenticated;

grant execute on function public.complete_signup(text, text, text) to authenticated;
grant execute on function public.team_name_for_invite(text) to anon, authenticated;
grant execute on function public.team_invite_code() to authenticated;
grant execute on function public.rotate_invite_code() to authenticated;
grant execute on function public.record_last_seen() to authenticated;
