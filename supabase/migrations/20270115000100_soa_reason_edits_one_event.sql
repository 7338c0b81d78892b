-- The statement saves a justification as it is typed (docs/decisions.md SA1), so one reason typed
-- with pauses was several "line changed" events, identical in the log (it never holds the text).
-- A change of the justification alone is now an event only when the same person has no event on
-- that control in the last 10 minutes; a change of applicability or status is always one.
create or replace function private.audit_soa() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'soa_versions' then
    perform private.record_audit(new.team_id, 'soa_published', new.id,
      format('Statement of Applicability %s', new.number),
      jsonb_build_object('version', new.number, 'reason', new.approval_reason,
                         'hash', new.content_hash));
  elsif tg_op = 'INSERT'
     or (new.applicable, new.status) is distinct from (old.applicable, old.status)
     or (new.justification is distinct from old.justification and not exists (
           select 1 from public.audit_events e
           where e.team_id = new.team_id and e.occurred_at > now() - interval '10 minutes'
             and e.kind = 'soa_entry_changed' and e.target_name = new.control_id
             and e.actor_id is not distinct from (select auth.uid()))) then
    perform private.record_audit(new.team_id, 'soa_entry_changed', null, new.control_id,
      jsonb_build_object('applicable', case when new.applicable then 'yes' else 'no' end,
                         'status', replace(new.status, '_', ' ')));
  end if;
  return null;
end
$$;
revoke all on function private.audit_soa() from public;
