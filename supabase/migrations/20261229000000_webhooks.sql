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
