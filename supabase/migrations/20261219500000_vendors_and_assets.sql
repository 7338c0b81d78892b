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

-- ─── The audit log learns vendors ────────────────────────────────────────────────────────────

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
  'risk_assessment_published',
  'vendor_added', 'vendor_changed', 'vendor_removed', 'vendor_document_added',
  'vendor_document_changed', 'vendor_document_removed', 'vendor_reviewed',
  'asset_added', 'asset_changed', 'asset_removed',
  'soa_entry_changed', 'soa_published'
));

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

-- The evidence pack's soa/ section: the statements approved in the range, as approved. As the
-- function above, with one more section (it reads soa_versions, created just above).
create or replace function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
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
