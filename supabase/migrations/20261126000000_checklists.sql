-- Checklists a team works (issue 22; docs/decisions.md CL1): each team's runs of the 14
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
create policy "Admins read their team's checklist runs" on public.checklist_runs
  for select to authenticated
  using (private.is_team_admin(team_id));

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
create policy "Admins read their team's checklist items" on public.checklist_item_states
  for select to authenticated
  using (private.is_team_admin(team_id));

-- ─── The audit log learns the checklists' events (docs/decisions.md A1) ─────────────────────

alter table public.audit_events drop constraint audit_events_kind_check;
alter table public.audit_events add constraint audit_events_kind_check check (kind in (
  'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated',
  'member_removed', 'member_left', 'role_changed', 'ownership_transferred', 'plan_changed',
  'export_downloaded', 'policy_adopted', 'policy_published', 'policy_accepted',
  'policy_reminder_sent', 'checklist_run_started', 'checklist_item_updated'
));

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

-- Saves one item of a run of the caller's team. Only the newest run of a checklist is worked:
-- older runs are the record of their period and stay as they were.
create function public.save_checklist_item(
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
begin
  select * into the_run from public.checklist_runs r where r.id = run;
  if the_run.id is null or not private.is_team_admin(the_run.team_id)
    or the_run.team_id is distinct from private.my_team() then
    raise exception 'No such checklist run' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.checklist_runs r
             where r.team_id = the_run.team_id and r.checklist_id = the_run.checklist_id
               and r.period_start > the_run.period_start) then
    raise exception 'This run is closed: a newer run of this checklist has started'
      using errcode = '55000';
  end if;
  select * into chosen from public.checklist_templates t where t.id = the_run.checklist_id;
  if not item = any (chosen.item_ids) then
    raise exception 'No such item in this checklist' using errcode = 'P0002';
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

  -- What changed, without the notes' text: the log says who touched what, the run holds the rest.
  perform private.record_audit(
    the_run.team_id, 'checklist_item_updated', null, chosen.title,
    jsonb_strip_nulls(jsonb_build_object(
      'checklist', chosen.id,
      'run', the_run.id,
      'item', item,
      'status', case when previous.status is distinct from status then status end,
      'owner_changed', case when previous.owner_id is distinct from owner then true end,
      'due_on', case when previous.due_on is distinct from save_checklist_item.due_on
                     then save_checklist_item.due_on end,
      'notes_changed', case when previous.notes is distinct from note then true end,
      'evidence_url', case when previous.evidence_url is distinct from link then link end
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
