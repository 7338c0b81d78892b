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

-- ─── Audit events ─────────────────────────────────────────────────────────────────────────────
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
  'two_factor_enrolled', 'two_factor_removed',
  'training_assigned', 'training_unassigned', 'training_settings_changed',
  'training_cycle_started', 'certificate_issued', 'certificate_revoked',
  'policy_approval_setting_changed', 'policy_approval_requested', 'policy_approved',
  'policy_sent_back', 'policy_reviewed', 'policy_retired',
  'subscription_changed', 'refund_issued',
  'sso_configured', 'sso_domain_verified', 'sso_enabled', 'sso_disabled', 'sso_enforced',
  'sso_not_enforced'
));

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
