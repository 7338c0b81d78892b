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
