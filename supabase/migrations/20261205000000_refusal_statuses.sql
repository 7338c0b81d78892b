-- Refusals people see are 4xx, and an evidence link's audit trail names only files that exist
-- (docs/threat-model.md #36).

-- ─── Refusal statuses ─────────────────────────────────────────────────────────────────────────
-- PostgREST answers P0002 (no_data_found) and 55000 (object_not_in_prerequisite_state) with HTTP
-- 500, so "No such checklist" or "This case is closed" looked like a crash. PostgREST turns a
-- PTxyz SQLSTATE into HTTP xyz: every function that raises either code now raises PT404 (not
-- found) or PT409 (not now) instead, with the same message. Each definition is rewritten where it
-- stands, so its grants, owner and settings stay; src/backend/security/refusal-status.test.ts fails
-- on any function that raises a code PostgREST answers with 5xx.
do $$
declare
  fn oid;
begin
  for fn in
    select p.oid
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and p.prosrc ~ 'errcode = ''(P0002|55000)'''
  loop
    execute replace(replace(pg_get_functiondef(fn),
      'errcode = ''P0002''', 'errcode = ''PT404'''),
      'errcode = ''55000''', 'errcode = ''PT409''');
  end loop;
end
$$;

-- ─── Evidence links: open without a use, record a use by the file's name ────────────────────
-- The function reads the link first (`what` null: nothing recorded) and records the use only
-- once it has found the requested file in the pack, under the file's own name: a link holder can
-- no longer write arbitrary text into the team's audit log through the address.
create or replace function public.open_evidence_link(token text, what text)
returns table (team_id uuid, team_name text, kind text, label text, from_date date, to_date date)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  link public.evidence_links;
begin
  select * into link from public.evidence_links l
  where l.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
    and l.revoked_at is null and l.expires_at > now()
  for update;
  if link.id is null then
    return;
  end if;
  if what is not null then
    update public.evidence_links
    set use_count = use_count + 1, last_used_at = now()
    where id = link.id;
    perform private.record_audit(link.team_id, 'evidence_opened', link.id,
      coalesce(link.label, 'Evidence pack download'),
      jsonb_build_object('kind', link.kind, 'what', left(what, 300)));
  end if;
  return query
    select link.team_id, t.name, link.kind, link.label, link.from_date, link.to_date
    from public.teams t where t.id = link.team_id;
end
$$;
