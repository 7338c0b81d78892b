-- Recreates what hosted Supabase provides before any project migration runs: the API roles, the
-- auth schema with its users and helper functions, and Supabase's default grants. Idempotent.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- The server connects as the database owner and switches to these roles per request.
grant anon, authenticated, service_role to current_user;

create schema if not exists auth;
create schema if not exists supabase_migrations;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- GoTrue's ban: an account banned until a time in the future cannot sign in or refresh.
alter table auth.users add column if not exists banned_until timestamptz;

-- One row per confirmation link mailed to an unconfirmed address, with the password hash and
-- details of the sign-up that sent it: confirming a link activates exactly those.
create table if not exists auth.signup_links (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  encrypted_password text not null,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index if not exists signup_links_user_idx on auth.signup_links (user_id, created_at);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on auth.refresh_tokens (session_id);

-- Multi-factor authentication, in GoTrue's tables (auth.mfa_factors, auth.mfa_challenges,
-- auth.mfa_amr_claims) with hosted Supabase's names, so migrations that read them behave the same
-- here and there (docs/supabase-protocol.md#multi-factor-authentication).
do $$
begin
  if to_regtype('auth.factor_type') is null then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if to_regtype('auth.factor_status') is null then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
end
$$;

create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- Encrypted with the data folder's factor key (src/backend/auth/factor-secrets.ts).
  secret text,
  last_challenged_at timestamptz,
  -- Not GoTrue's: the last time step whose code was accepted, so a code works once (RFC 6238 5.2).
  last_used_step bigint
);
create index if not exists mfa_factors_user_idx on auth.mfa_factors (user_id, created_at);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  -- GoTrue keeps the client's IP address; we keep the rate limiter's salted hash of it, so a
  -- challenge is answered from where it was asked without storing an address.
  client_key text not null
);
create index if not exists mfa_challenges_factor_idx on auth.mfa_challenges (factor_id);

-- How each session was authenticated and when: its access tokens' `amr`, and their `aal` (aal2
-- once it holds a totp claim), kept through refresh. `factor_id`: the factor that raised it.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (session_id, authentication_method)
);

alter table auth.sessions add column if not exists factor_id uuid;
-- Sessions from before claims were kept began with a password.
insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
select s.id, 'password', s.created_at, s.created_at
from auth.sessions s
where not exists (select 1 from auth.mfa_amr_claims c where c.session_id = s.id);

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    auth.jwt() ->> 'sub'
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), auth.jwt() ->> 'role')
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''), auth.jwt() ->> 'email')
$$;

-- Not Supabase's: the embedded REST API's session check, the first thing each request's
-- transaction runs (src/backend/rest/execute.ts). A user's access token works only while its
-- session exists; signed out, or ended by a password change, it is refused at once. Raising
-- (rather than answering false) stops the request's own statement, which is sent right behind it
-- in the same transaction. PT401 is PostgREST's "HTTP 401" class. Only the server calls it.
create or replace function auth.require_session(session_id uuid, session_user_id uuid)
returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if session_id is not null and not exists (
    select 1 from auth.sessions s where s.id = session_id and s.user_id = session_user_id
  ) then
    raise exception 'JWT session has ended' using errcode = 'PT401';
  end if;
end
$$;
revoke all on function auth.require_session(uuid, uuid) from public;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

-- Supabase's defaults: new objects in public are granted to every API role, so a table without
-- row-level security is wide open. Migrations must behave the same here as there.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
-- SHA-256 of each applied migration file: an applied migration must never change.
alter table supabase_migrations.schema_migrations add column if not exists checksum text;

-- Which supabase/content.sql the database holds (applied after the migrations at every start).
create table if not exists supabase_migrations.content_version (
  id integer primary key check (id = 1),
  checksum text not null,
  applied_at timestamptz not null default now()
);

-- Supabase Storage's schema (docs/supabase-protocol.md#storage), shaped as hosted Supabase has it,
-- so storage policies in migrations govern both. The embedded server (src/backend/storage) reads
-- and writes these rows as the request's role; object bytes live on disk under DATA_DIR.
create schema if not exists storage;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Supabase's path helpers, for policies: 'team/item/file.pdf' → {team,item}, 'file.pdf', 'pdf'.
create or replace function storage.foldername(name text) returns text[]
language sql immutable
set search_path = ''
as $$ select parts[1:cardinality(parts) - 1] from string_to_array(name, '/') as parts $$;

create or replace function storage.filename(name text) returns text
language sql immutable
set search_path = ''
as $$ select parts[cardinality(parts)] from string_to_array(name, '/') as parts $$;

create or replace function storage.extension(name text) returns text
language sql immutable
set search_path = ''
as $$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $$;

grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
-- Single sign-on, in GoTrue's tables with hosted Supabase's names (auth.sso_providers,
-- auth.sso_domains, auth.saml_providers, auth.saml_relay_states), filled through the admin SSO API
-- (docs/supabase-protocol.md#single-sign-on-saml-20). auth.identities: which external identity
-- (a SAML NameID) belongs to which user, so a second sign-in finds the same account.
create table if not exists auth.sso_providers (
  id uuid primary key default gen_random_uuid(),
  resource_id text,
  disabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.sso_domains (
  id uuid primary key default gen_random_uuid(),
  sso_provider_id uuid not null references auth.sso_providers (id) on delete cascade,
  domain text not null check (char_length(domain) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists sso_domains_domain_idx on auth.sso_domains (lower(domain));
create index if not exists sso_domains_sso_provider_id_idx on auth.sso_domains (sso_provider_id);

create table if not exists auth.saml_providers (
  id uuid primary key default gen_random_uuid(),
  sso_provider_id uuid not null unique references auth.sso_providers (id) on delete cascade,
  entity_id text not null unique check (char_length(entity_id) > 0),
  metadata_xml text not null check (char_length(metadata_xml) > 0),
  metadata_url text,
  attribute_mapping jsonb,
  name_id_format text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.saml_relay_states (
  id uuid primary key default gen_random_uuid(),
  sso_provider_id uuid not null references auth.sso_providers (id) on delete cascade,
  request_id text not null unique check (char_length(request_id) > 0),
  for_email text,
  redirect_to text,
  -- Not GoTrue's columns (it keeps them in auth.flow_state): the PKCE challenge of the sign-in.
  code_challenge text,
  code_challenge_method text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists saml_relay_states_sso_provider_id_idx
  on auth.saml_relay_states (sso_provider_id);

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

-- PKCE: an authorization code handed to the redirect, exchanged once for the session with the
-- verifier (POST /token?grant_type=pkce). Hosted GoTrue keeps these in auth.flow_state.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists flow_state_user_id_idx on auth.flow_state (user_id);

-- An OAuth/OpenID sign-in on its way through the provider (GET /authorize → GET /callback): the
-- server's own PKCE verifier and nonce toward the provider, and the client's redirect and PKCE
-- challenge. Hosted GoTrue keeps these in auth.flow_state; the row is deleted when it is used.
create table if not exists auth.oauth_flows (
  id uuid primary key default gen_random_uuid(),
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  redirect_to text not null,
  code_challenge text,
  created_at timestamptz not null default now()
);
