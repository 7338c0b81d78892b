-- A trust page's download link opens only under its own team's page, /trust/<slug>/download/<token>
-- (docs/decisions.md TR1, docs/threat-model.md #78): any team's link worked under any slug, so an
-- admin of one team could send a link that served their file under another company's address.
drop function public.open_trust_link(text, text);

create function public.open_trust_link(slug text, token text, what text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  link public.evidence_links;
  doc public.trust_documents;
begin
  select l.* into link from public.evidence_links l
  join public.trust_pages p on p.team_id = l.team_id and p.slug = open_trust_link.slug
  where l.token_hash = private.sha256_hex(coalesce(token, '')) and l.kind = 'trust'
    and l.revoked_at is null and l.expires_at > now()
  for update of l;
  if link.id is null or not (private.team_plan(link.team_id)).evidence then
    return null;
  end if;
  select * into doc from public.trust_documents d where d.id = link.trust_document_id;
  if what is not null then
    update public.evidence_links set use_count = use_count + 1, last_used_at = now()
    where id = link.id;
    perform private.record_audit_as(link.team_id, null, link.label, 'evidence_opened', link.id,
      link.label, jsonb_build_object('kind', link.kind, 'what', left(what, 300)));
  end if;
  return private.trust_document_content(doc);
end
$$;

revoke all on function public.open_trust_link(text, text, text) from public, anon, authenticated;
grant execute on function public.open_trust_link(text, text, text) to service_role;
