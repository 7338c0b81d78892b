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

-- ─── The audit log learns the register ───────────────────────────────────────────────────────

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
  'two_factor_recovery_codes_created', 'two_factor_recovery_code_used',
  'training_assigned', 'training_unassigned', 'training_settings_changed',
  'training_cycle_started', 'certificate_issued', 'certificate_revoked',
  'policy_approval_setting_changed', 'policy_approval_requested', 'policy_approved',
  'policy_sent_back', 'policy_reviewed', 'policy_retired',
  'subscription_changed', 'refund_issued',
  'risk_matrix_changed', 'risk_added', 'risk_changed', 'risk_accepted', 'risk_removed',
  'risk_assessment_published'
));

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
