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
