-- A file is attached only while its uploader may still add to the item and the run is open
-- (docs/threat-model.md #83): attach_evidence_file asked neither, so a file uploaded while the run
-- was open was attached after a newer run had closed it, joining the closed period's evidence
-- and its pack, and the item's former owner still attached files after it went to someone else.
-- The same rules as begin_evidence_upload and the upload policy (docs/decisions.md EF1).
create or replace function public.attach_evidence_file(file uuid) returns void
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
  if not private.may_attach_evidence(f.run_id, f.item_id) then
    raise exception 'No such evidence file' using errcode = 'PT404';
  end if;
  if not private.checklist_run_open(f.run_id) then
    raise exception 'This run is closed: a newer run of this checklist has started'
      using errcode = 'PT409';
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
