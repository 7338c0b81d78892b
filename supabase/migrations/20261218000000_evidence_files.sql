-- Evidence files (docs/decisions.md EF1, docs/threat-model.md #49): documents and screenshots
-- attached to a checklist item, stored in Supabase Storage. Hosted Supabase provides the storage
-- schema; the embedded backend creates the same one before any migration
-- (src/backend/db/bootstrap.sql). This migration only adds the bucket, its policies and the
-- records, so hosted and embedded storage obey the same rules.
--
-- One private bucket, `evidence`; each team's files under its own folder:
--   <team id>/<run id>/<item id>/<file id>
-- The key names the file's record (public.evidence_files), which says who may read, upload and
-- remove it. A file is uploaded in three steps: begin_evidence_upload (the record, with the
-- SHA-256 the browser computed), the upload to Storage (allowed only for that record's uploader,
-- while its run is open), attach_evidence_file (checks the object is there at the size promised,
-- and writes the audit event).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('evidence', 'evidence', false, 52428800, array[
  'application/pdf',
  'image/png', 'image/jpeg', 'image/gif', 'image/webp',
  'text/plain', 'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation'
])
on conflict (id) do nothing;

create table public.evidence_files (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  run_id uuid not null references public.checklist_runs (id) on delete cascade,
  item_id text not null check (item_id ~ '^[a-z0-9-]{1,100}$'),
  -- The Storage key in bucket `evidence`: <team>/<run>/<item>/<id>.
  object_path text not null unique,
  file_name text not null check (char_length(file_name) between 1 and 255
                                 and file_name !~ '[\u0000-\u001f\u007f/\\]'),
  mime_type text not null,
  size_bytes bigint not null check (size_bytes between 0 and 52428800),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_by uuid references public.users (id) on delete set null,
  uploaded_by_name text not null,
  created_at timestamptz not null default now(),
  -- Null until the object is in Storage and attach_evidence_file confirmed it.
  attached_at timestamptz
);
create index evidence_files_run_item_idx on public.evidence_files (run_id, item_id);
create index evidence_files_team_idx on public.evidence_files (team_id);
create index evidence_files_uploader_idx on public.evidence_files (uploaded_by);
alter table public.evidence_files enable row level security;
revoke all on public.evidence_files from anon, authenticated;
grant select on public.evidence_files to authenticated;
grant all on public.evidence_files to service_role;

-- Whether the run is the newest of its checklist: older runs are closed, their record fixed.
create function private.checklist_run_open(run uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.checklist_runs r
    where r.id = run
      and not exists (select 1 from public.checklist_runs later
                      where later.team_id = r.team_id and later.checklist_id = r.checklist_id
                        and later.period_start > r.period_start))
$$;

-- Whether the caller may attach files to the item: an admin of its team, or the member the item
-- is assigned to (its owner), in that team.
create function private.may_attach_evidence(run uuid, item text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.checklist_runs r
    where r.id = run and r.team_id = private.my_team()
      and (private.is_team_admin(r.team_id)
           or exists (select 1 from public.checklist_item_states s
                      where s.run_id = r.id and s.item_id = item and s.owner_id = auth.uid())))
$$;

-- Whether the caller may read a file: its team's admins, the item's owner and its uploader, all
-- in the team.
create function private.may_read_evidence(file public.evidence_files) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select file.team_id = private.my_team()
    and (private.is_team_admin(file.team_id)
         or file.uploaded_by = auth.uid()
         or exists (select 1 from public.checklist_item_states s
                    where s.run_id = file.run_id and s.item_id = file.item_id
                      and s.owner_id = auth.uid()))
$$;

-- What row-level security on storage.objects asks of a key in bucket `evidence`.
create function private.evidence_object_allowed(path text, action text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.evidence_files f
    where f.object_path = path
      and case action
        when 'read' then private.may_read_evidence(f)
        -- Only the record's uploader, before it is attached, while the run is open: a file is
        -- never replaced, and nothing lands in a closed run.
        when 'upload' then f.uploaded_by = auth.uid() and f.attached_at is null
                           and f.team_id = private.my_team()
                           and private.checklist_run_open(f.run_id)
                           and private.may_attach_evidence(f.run_id, f.item_id)
        -- Removed by the team's admins (or its uploader before it is attached) while the run is
        -- open.
        when 'remove' then f.team_id = private.my_team()
                           and private.checklist_run_open(f.run_id)
                           and (private.is_team_admin(f.team_id)
                                or (f.uploaded_by = auth.uid() and f.attached_at is null))
        else false
      end)
$$;

create policy "Evidence files: read by whom the record allows" on storage.objects
  for select to authenticated
  using (bucket_id = 'evidence' and private.evidence_object_allowed(name, 'read'));
create policy "Evidence files: uploaded once by the record's uploader" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'evidence' and private.evidence_object_allowed(name, 'upload'));
create policy "Evidence files: removed while the run is open" on storage.objects
  for delete to authenticated
  using (bucket_id = 'evidence' and private.evidence_object_allowed(name, 'remove'));
-- No update policy: an evidence object is never overwritten (upsert and update are refused).

create policy "Evidence file records: read by whom they allow" on public.evidence_files
  for select to authenticated
  using (private.may_read_evidence(evidence_files));

-- Step 1: the record of a file about to be uploaded; returns its Storage key.
create function public.begin_evidence_upload(
  run uuid,
  item text,
  file_name text,
  mime_type text,
  size_bytes bigint,
  sha256 text
) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  the_run public.checklist_runs;
  chosen public.checklist_templates;
  bucket storage.buckets;
  file_id uuid := gen_random_uuid();
  name text := btrim(file_name);
  path text;
begin
  select * into the_run from public.checklist_runs r where r.id = run;
  if the_run.id is null or not private.may_attach_evidence(run, item) then
    raise exception 'No such checklist item' using errcode = 'PT404';
  end if;
  if not private.checklist_run_open(run) then
    raise exception 'This run is closed: a newer run of this checklist has started'
      using errcode = 'PT409';
  end if;
  select * into chosen from public.checklist_templates t where t.id = the_run.checklist_id;
  if not item = any (chosen.item_ids) then
    raise exception 'No such checklist item' using errcode = 'PT404';
  end if;
  select * into bucket from storage.buckets b where b.id = 'evidence';
  if size_bytes is null or size_bytes < 1 or size_bytes > bucket.file_size_limit then
    raise exception 'A file must hold something and be at most 50 MB' using errcode = '23514';
  end if;
  if not mime_type = any (bucket.allowed_mime_types) then
    raise exception 'Attach a PDF, an image, a text or CSV file or an office document'
      using errcode = '23514';
  end if;
  if sha256 is null or sha256 !~ '^[0-9a-f]{64}$' then
    raise exception 'The file''s SHA-256 is missing' using errcode = '23514';
  end if;
  if name is null or char_length(name) not between 1 and 255
     or name ~ '[\u0000-\u001f\u007f/\\]' then
    raise exception 'The file name is not valid' using errcode = '23514';
  end if;
  path := the_run.team_id || '/' || the_run.id || '/' || item || '/' || file_id;
  insert into public.evidence_files (id, team_id, run_id, item_id, object_path, file_name,
                                     mime_type, size_bytes, sha256, uploaded_by, uploaded_by_name)
  select file_id, the_run.team_id, the_run.id, item, path, name, mime_type, size_bytes, sha256,
         auth.uid(), coalesce(u.full_name, u.email)
  from public.users u where u.id = auth.uid();
  return path;
end
$$;

-- Step 3: the upload is in Storage at the size promised; the file is attached and logged.
create function public.attach_evidence_file(file uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  f public.evidence_files;
  stored_size bigint;
  chosen_title text;
begin
  select * into f from public.evidence_files e where e.id = file for update;
  if f.id is null or f.uploaded_by is distinct from auth.uid()
     or f.team_id is distinct from private.my_team() then
    raise exception 'No such evidence file' using errcode = 'PT404';
  end if;
  if f.attached_at is not null then
    return;
  end if;
  select (o.metadata ->> 'size')::bigint into stored_size
  from storage.objects o where o.bucket_id = 'evidence' and o.name = f.object_path;
  if stored_size is null then
    raise exception 'The file has not been uploaded' using errcode = 'PT409';
  end if;
  if stored_size <> f.size_bytes then
    raise exception 'The uploaded file is not the size announced' using errcode = 'PT409';
  end if;
  update public.evidence_files set attached_at = now() where id = f.id;
  select t.title into chosen_title
  from public.checklist_runs r join public.checklist_templates t on t.id = r.checklist_id
  where r.id = f.run_id;
  perform private.record_audit(
    f.team_id, 'evidence_file_attached', f.id, f.file_name,
    jsonb_build_object('checklist_title', chosen_title, 'run', f.run_id, 'item', f.item_id,
                       'sha256', f.sha256, 'size_bytes', f.size_bytes, 'mime_type', f.mime_type));
end
$$;

-- Removes a file's record while its run is open (admins; the uploader before attaching). The
-- object itself is removed through Storage first (its delete policy asks the same).
create function public.remove_evidence_file(file uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  f public.evidence_files;
begin
  select * into f from public.evidence_files e where e.id = file for update;
  if f.id is null or not private.evidence_object_allowed(f.object_path, 'remove') then
    if f.id is not null and private.may_read_evidence(f)
       and not private.checklist_run_open(f.run_id) then
      raise exception 'This run is closed: its files stay as they were' using errcode = 'PT409';
    end if;
    raise exception 'No such evidence file' using errcode = 'PT404';
  end if;
  if exists (select 1 from storage.objects o
             where o.bucket_id = 'evidence' and o.name = f.object_path) then
    raise exception 'Remove the file from storage first' using errcode = 'PT409';
  end if;
  delete from public.evidence_files where id = f.id;
  if f.attached_at is not null then
    perform private.record_audit(
      f.team_id, 'evidence_file_removed', f.id, f.file_name,
      jsonb_build_object('run', f.run_id, 'item', f.item_id, 'sha256', f.sha256));
  end if;
end
$$;

-- The evidence pack's `evidence_files` section: every attached file of the runs in the range.
alter function public.evidence_section(uuid, text, date, date) rename to evidence_section_before_files;
alter function public.evidence_section_before_files(uuid, text, date, date) set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'evidence_files' then
      (select coalesce(jsonb_agg(jsonb_build_object(
                'id', f.id, 'object_path', f.object_path, 'file_name', f.file_name,
                'mime_type', f.mime_type, 'size_bytes', f.size_bytes, 'sha256', f.sha256,
                'uploaded_by', f.uploaded_by_name, 'attached_at', f.attached_at,
                'checklist_id', r.checklist_id, 'period_start', r.period_start,
                'item_id', f.item_id)
              order by r.checklist_id, r.period_start, f.item_id, f.attached_at), '[]'::jsonb)
       from public.evidence_files f
       join public.checklist_runs r on r.id = f.run_id
       where f.team_id = team and f.attached_at is not null
         and r.id in (select (x ->> 'id')::uuid
                      from jsonb_array_elements(
                        private.evidence_section_before_files(team, 'checklists', from_date,
                                                              to_date)) x))
    else private.evidence_section_before_files(team, section, from_date, to_date)
  end
$$;

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
  'scim_token_created', 'scim_token_revoked', 'scim_admin_group_changed',
  'member_invited', 'invitation_resent', 'invitation_revoked',
  'evidence_file_attached', 'evidence_file_removed'
));

revoke all on function private.checklist_run_open(uuid) from public, anon;
revoke all on function private.may_attach_evidence(uuid, text) from public, anon;
revoke all on function private.may_read_evidence(public.evidence_files) from public, anon;
revoke all on function private.evidence_object_allowed(text, text) from public, anon;
revoke all on function public.begin_evidence_upload(uuid, text, text, text, bigint, text)
  from public, anon;
revoke all on function public.attach_evidence_file(uuid) from public, anon;
revoke all on function public.remove_evidence_file(uuid) from public, anon;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
revoke all on function private.evidence_section_before_files(uuid, text, date, date)
  from public, anon, authenticated;
-- Row-level security on storage.objects and evidence_files calls these as the signed-in user.
grant execute on function private.checklist_run_open(uuid) to authenticated;
grant execute on function private.may_attach_evidence(uuid, text) to authenticated;
grant execute on function private.may_read_evidence(public.evidence_files) to authenticated;
grant execute on function private.evidence_object_allowed(text, text) to authenticated;
grant execute on function public.begin_evidence_upload(uuid, text, text, text, bigint, text)
  to authenticated;
grant execute on function public.attach_evidence_file(uuid) to authenticated;
grant execute on function public.remove_evidence_file(uuid) to authenticated;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;
