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

-- The audit log's kinds: the full list of 20261223000000 and the two above (the same as
-- src/shared/audit-events.ts).
alter table public.audit_events drop constraint audit_events_kind_check;
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
