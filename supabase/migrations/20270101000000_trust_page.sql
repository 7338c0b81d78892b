-- ─── The public trust page (docs/decisions.md TR1) ───────────────────────────────────────────
-- A team's page at /trust/<slug>, off until an admin publishes it: what the admin wrote
-- (overview, frameworks, security contact), what the records say (controls by area, published
-- policies, subprocessors) and documents, each public or released after a click-through NDA, a
-- confirmed email and an admin's approval (or a domain the admin approves in advance). The page
-- and every anonymous step go through the `trust` function with the service role; no anonymous
-- role reads or calls anything here (docs/threat-model.md #75–#78).

create table public.trust_pages (
  team_id uuid primary key references public.teams (id) on delete cascade,
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'),
  published boolean not null default false,
  overview text not null default '' check (char_length(overview) <= 4000),
  -- [{"name": "SOC 2 Type II", "status": "Report available"}], as the admin wrote them.
  frameworks jsonb not null default '[]'
    check (jsonb_typeof(frameworks) = 'array' and jsonb_array_length(frameworks) <= 10),
  -- Control groups of src/content/controls shown on the page, and whether with their figures.
  control_areas text[] not null default '{}' check (cardinality(control_areas) <= 40),
  show_control_figures boolean not null default true,
  -- Entered on the page; shown only when the vendor inventory marks no subprocessor.
  subprocessors jsonb not null default '[]'
    check (jsonb_typeof(subprocessors) = 'array' and jsonb_array_length(subprocessors) <= 100),
  security_contact text not null default '' check (char_length(security_contact) <= 320
                                                    and security_contact !~ '[[:cntrl:]]'),
  nda_text text not null default '' check (char_length(nda_text) <= 20000),
  nda_hash text not null check (nda_hash ~ '^[0-9a-f]{64}$'),
  -- Requests from these email domains are approved once their email is confirmed.
  auto_approve_domains text[] not null default '{}' check (cardinality(auto_approve_domains) <= 20),
  logo bytea check (octet_length(logo) <= 32768),
  logo_type text check (logo_type in ('image/png', 'image/jpeg', 'image/webp')),
  check ((logo is null) = (logo_type is null)),
  updated_at timestamptz not null default now()
);
alter table public.trust_pages enable row level security;
revoke all on public.trust_pages from anon, authenticated;
grant select on public.trust_pages to authenticated;
grant all on public.trust_pages to service_role;
create policy "Admins read their team's trust page" on public.trust_pages
  for select to authenticated using (team_id in (select private.administered_team_ids()));

-- Every NDA text a team has had, by its SHA-256: a request names the hash it accepted.
create table public.trust_nda_versions (
  team_id uuid not null references public.teams (id) on delete cascade,
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  body text not null,
  created_at timestamptz not null default now(),
  primary key (team_id, hash)
);
alter table public.trust_nda_versions enable row level security;
revoke all on public.trust_nda_versions from anon, authenticated;
grant select on public.trust_nda_versions to authenticated;
grant all on public.trust_nda_versions to service_role;
create policy "Admins read their team's NDA versions" on public.trust_nda_versions
  for select to authenticated using (team_id in (select private.administered_team_ids()));

-- The documents the page offers; a document that is never shown has no row.
create table public.trust_documents (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  kind text not null check (kind in ('policy', 'evidence_pack', 'file')),
  -- A policy: its newest published version, as PDF.
  policy_id uuid,
  -- An uploaded file (EF1): the SOC 2 report, a pentest summary.
  evidence_file_id uuid references public.evidence_files (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200 and title !~ '[[:cntrl:]]'),
  access text not null check (access in ('public', 'request')),
  created_at timestamptz not null default now(),
  foreign key (policy_id, team_id) references public.policies (id, team_id) on delete cascade,
  check ((kind = 'policy') = (policy_id is not null)),
  check ((kind = 'file') = (evidence_file_id is not null)),
  -- The pack holds members' names: never public.
  check (kind <> 'evidence_pack' or access = 'request'),
  unique (id, team_id)
);
create unique index trust_documents_policy_idx on public.trust_documents (policy_id, team_id);
create unique index trust_documents_file_idx on public.trust_documents (evidence_file_id);
create unique index trust_documents_pack_idx on public.trust_documents (team_id)
  where kind = 'evidence_pack';
create index trust_documents_team_idx on public.trust_documents (team_id);
alter table public.trust_documents enable row level security;
revoke all on public.trust_documents from anon, authenticated;
grant select on public.trust_documents to authenticated;
grant all on public.trust_documents to service_role;
create policy "Admins read their team's trust documents" on public.trust_documents
  for select to authenticated using (team_id in (select private.administered_team_ids()));

-- A visitor's request for a document: who, the NDA they accepted (hash and time), whether their
-- email is confirmed, and the admin's answer with the link it made.
create table public.trust_access_requests (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  document_id uuid not null,
  name text not null check (char_length(name) between 1 and 200 and name !~ '[[:cntrl:]]'),
  email text not null check (char_length(email) <= 320
                             and email ~ '^[^[:space:][:cntrl:]@]+@[^[:space:][:cntrl:]@]+\.[^[:space:][:cntrl:]@]+$'),
  company text not null check (char_length(company) between 1 and 200 and company !~ '[[:cntrl:]]'),
  nda_hash text not null,
  nda_accepted_at timestamptz not null default now(),
  confirm_token_hash text not null unique check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  email_confirmed_at timestamptz,
  status text not null default 'unconfirmed'
    check (status in ('unconfirmed', 'pending', 'approved', 'declined')),
  check ((status = 'unconfirmed') = (email_confirmed_at is null)),
  decided_at timestamptz,
  decided_by uuid references public.users (id) on delete set null,
  -- "Auto-approved domain" when nobody decided.
  decided_by_name text,
  link_id uuid references public.evidence_links (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (document_id, team_id) references public.trust_documents (id, team_id)
    on delete cascade,
  foreign key (team_id, nda_hash) references public.trust_nda_versions (team_id, hash)
);
create index trust_access_requests_team_idx on public.trust_access_requests (team_id, created_at desc);
create index trust_access_requests_document_idx on public.trust_access_requests (document_id, team_id);
create index trust_access_requests_nda_idx on public.trust_access_requests (team_id, nda_hash);
create index trust_access_requests_decided_by_idx on public.trust_access_requests (decided_by);
create index trust_access_requests_link_idx on public.trust_access_requests (link_id);
create index trust_access_requests_email_idx on public.trust_access_requests (team_id, lower(email), created_at);
alter table public.trust_access_requests enable row level security;
revoke all on public.trust_access_requests from anon, authenticated;
-- Everything but the confirmation token's hash.
grant select (id, team_id, document_id, name, email, company, nda_hash, nda_accepted_at,
              email_confirmed_at, status, decided_at, decided_by, decided_by_name, link_id,
              created_at)
  on public.trust_access_requests to authenticated;
grant all on public.trust_access_requests to service_role;
-- Admins see a request once its email is confirmed: an unconfirmed one may be anyone's typing.
create policy "Admins read their team's confirmed trust requests" on public.trust_access_requests
  for select to authenticated
  using (status <> 'unconfirmed' and team_id in (select private.administered_team_ids()));

-- An approved request's link is an evidence link of its own kind: one document, seven days,
-- listed, revocable and logged like the others (EV1). open_evidence_link never opens it.
alter table public.evidence_links drop constraint evidence_links_kind_check;
alter table public.evidence_links add constraint evidence_links_kind_check
  check (kind in ('download', 'auditor', 'trust'));
alter table public.evidence_links
  add column trust_document_id uuid references public.trust_documents (id) on delete cascade,
  add constraint evidence_links_trust_document_check
    check ((kind = 'trust') = (trust_document_id is not null));
create index evidence_links_trust_document_idx on public.evidence_links (trust_document_id);
grant select (trust_document_id) on public.evidence_links to authenticated;

insert into private.audit_event_kinds (kind) values
  ('trust_page_published'), ('trust_page_unpublished'), ('trust_request_approved'),
  ('trust_request_declined');

-- ─── Admins ──────────────────────────────────────────────────────────────────────────────────

-- The caller's team if they administer it and its plan has the trust page (Professional and
-- Enterprise: the plan's `evidence`, since its links are evidence links).
create function private.trust_admin_team() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can change the trust page' using errcode = 'PT403';
  end if;
  if not (private.team_plan(team)).evidence then
    raise exception 'The trust page is part of the Professional and Enterprise plans.'
      using errcode = 'PT403';
  end if;
  return team;
end
$$;

create function private.sha256_hex(value text) returns text
language sql immutable
set search_path = ''
as $$ select encode(sha256(convert_to(value, 'UTF8')), 'hex') $$;

create function public.save_trust_page(
  slug text,
  overview text,
  frameworks jsonb,
  control_areas text[],
  show_control_figures boolean,
  subprocessors jsonb,
  security_contact text,
  nda_text text,
  auto_approve_domains text[]
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.trust_admin_team();
  hash text := private.sha256_hex(coalesce(nda_text, ''));
  entry jsonb;
  domain text;
begin
  if slug is null or slug !~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$' then
    raise exception 'The address is 3 to 40 lowercase letters, digits and dashes'
      using errcode = 'PT422';
  end if;
  if exists (select 1 from public.trust_pages p
             where p.slug = save_trust_page.slug and p.team_id <> team) then
    raise exception 'Another company has this address' using errcode = 'PT409';
  end if;
  for entry in select * from jsonb_array_elements(coalesce(frameworks, '[]')) loop
    if jsonb_typeof(entry -> 'name') <> 'string' or jsonb_typeof(entry -> 'status') <> 'string'
       or char_length(entry ->> 'name') not between 1 and 100
       or char_length(entry ->> 'status') > 200 then
      raise exception 'Each framework has a name (up to 100 characters) and a status'
        using errcode = 'PT422';
    end if;
  end loop;
  for entry in select * from jsonb_array_elements(coalesce(subprocessors, '[]')) loop
    if jsonb_typeof(entry -> 'name') <> 'string' or char_length(entry ->> 'name') not between 1 and 200
       or char_length(coalesce(entry ->> 'purpose', '')) > 500
       or char_length(coalesce(entry ->> 'location', '')) > 200 then
      raise exception 'Each subprocessor has a name, a purpose and a location'
        using errcode = 'PT422';
    end if;
  end loop;
  foreach domain in array coalesce(auto_approve_domains, '{}') loop
    if domain !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' then
      raise exception 'Not a domain: %', left(domain, 100) using errcode = 'PT422';
    end if;
  end loop;
  insert into public.trust_nda_versions (team_id, hash, body)
  values (team, hash, coalesce(nda_text, ''))
  on conflict do nothing;
  insert into public.trust_pages as p
    (team_id, slug, overview, frameworks, control_areas, show_control_figures, subprocessors,
     security_contact, nda_text, nda_hash, auto_approve_domains)
  values (team, slug, coalesce(overview, ''), coalesce(frameworks, '[]'),
          coalesce(control_areas, '{}'), coalesce(show_control_figures, true),
          coalesce(subprocessors, '[]'), btrim(coalesce(security_contact, '')),
          coalesce(nda_text, ''), hash, coalesce(auto_approve_domains, '{}'))
  on conflict (team_id) do update set
    slug = excluded.slug, overview = excluded.overview, frameworks = excluded.frameworks,
    control_areas = excluded.control_areas, show_control_figures = excluded.show_control_figures,
    subprocessors = excluded.subprocessors, security_contact = excluded.security_contact,
    nda_text = excluded.nda_text, nda_hash = excluded.nda_hash,
    auto_approve_domains = excluded.auto_approve_domains, updated_at = now();
end
$$;

-- The logo as base64 (PNG, JPEG or WebP, at most 32 KB); null removes it.
create function public.set_trust_logo(logo_base64 text, mime_type text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.trust_admin_team();
  bytes bytea := case when logo_base64 is null then null else decode(logo_base64, 'base64') end;
begin
  if bytes is not null and (mime_type is null or mime_type not in ('image/png', 'image/jpeg', 'image/webp')) then
    raise exception 'The logo is a PNG, JPEG or WebP image' using errcode = 'PT422';
  end if;
  if octet_length(bytes) > 32768 then
    raise exception 'The logo is at most 32 KB' using errcode = 'PT422';
  end if;
  update public.trust_pages p
  set logo = bytes, logo_type = case when bytes is null then null else mime_type end,
      updated_at = now()
  where p.team_id = team;
  if not found then
    raise exception 'Save the trust page first' using errcode = 'PT409';
  end if;
end
$$;

create function public.publish_trust_page(published boolean) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.trust_admin_team();
  page public.trust_pages;
begin
  select * into page from public.trust_pages p where p.team_id = team for update;
  if page.team_id is null then
    raise exception 'Save the trust page first' using errcode = 'PT409';
  end if;
  if page.published is distinct from publish_trust_page.published then
    update public.trust_pages p
    set published = publish_trust_page.published, updated_at = now()
    where p.team_id = team;
    perform private.record_audit(team,
      case when publish_trust_page.published then 'trust_page_published'
           else 'trust_page_unpublished' end,
      null, '/trust/' || page.slug, '{}'::jsonb);
  end if;
end
$$;

-- Offers a document on the page ('public' or 'request') or withdraws it ('hidden'); answers the
-- document's id (null once hidden). Requests of a withdrawn document go with it.
create function public.set_trust_document(
  kind text,
  access text,
  policy uuid default null,
  evidence_file uuid default null,
  title text default null
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.trust_admin_team();
  found_id uuid;
  doc_kind text := set_trust_document.kind;
  doc_access text := set_trust_document.access;
  doc_title text := nullif(btrim(set_trust_document.title), '');
begin
  if doc_kind not in ('policy', 'evidence_pack', 'file') or doc_access not in ('public', 'request', 'hidden') then
    raise exception 'Unknown kind of document or access' using errcode = 'PT422';
  end if;
  if doc_kind = 'policy' and not exists (
       select 1 from public.policies p where p.id = policy and p.team_id = team) then
    raise exception 'No such policy' using errcode = 'PT404';
  end if;
  if doc_kind = 'file' and not exists (
       select 1 from public.evidence_files f
       where f.id = evidence_file and f.team_id = team and f.attached_at is not null) then
    raise exception 'No such file' using errcode = 'PT404';
  end if;
  if doc_kind = 'evidence_pack' and doc_access = 'public' then
    raise exception 'The evidence pack is released only on request' using errcode = 'PT422';
  end if;
  select d.id into found_id from public.trust_documents d
  where d.team_id = team and d.kind = doc_kind
    and d.policy_id is not distinct from (case when doc_kind = 'policy' then policy end)
    and d.evidence_file_id is not distinct from (case when doc_kind = 'file' then evidence_file end)
  for update;
  if doc_access = 'hidden' then
    delete from public.trust_documents where id = found_id;
    return null;
  end if;
  doc_title := coalesce(doc_title,
    case doc_kind
      when 'policy' then (select t.title from public.policies p
                          join public.policy_templates t on t.id = p.template_id
                          where p.id = policy)
      when 'file' then (select f.file_name from public.evidence_files f where f.id = evidence_file)
      else 'Evidence pack' end,
    'Policy');
  if found_id is null then
    insert into public.trust_documents (team_id, kind, policy_id, evidence_file_id, title, access)
    values (team, doc_kind, case when doc_kind = 'policy' then policy end,
            case when doc_kind = 'file' then evidence_file end, left(doc_title, 200), doc_access)
    returning id into found_id;
  else
    update public.trust_documents d set access = doc_access, title = left(doc_title, 200)
    where d.id = found_id;
  end if;
  return found_id;
end
$$;

-- The link an approval makes: the evidence pack as an auditor link of the last 12 months,
-- anything else as a link to that one document; seven days either way.
create function private.trust_release(request public.trust_access_requests, released_by text)
returns table (token text, link_kind text, link_id uuid, expires_at timestamptz)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  doc public.trust_documents;
  made_token text := private.new_invite_code() || private.new_invite_code();
  made_kind text;
  made_id uuid;
  made_expiry timestamptz := now() + interval '7 days';
begin
  select * into doc from public.trust_documents d where d.id = request.document_id;
  made_kind := case when doc.kind = 'evidence_pack' then 'auditor' else 'trust' end;
  insert into public.evidence_links
    (team_id, kind, label, token_hash, from_date, to_date, created_by, created_by_name,
     expires_at, trust_document_id)
  values (request.team_id, made_kind, left('Trust page: ' || request.email, 200),
          private.sha256_hex(made_token), current_date - 364, current_date, auth.uid(),
          released_by, made_expiry,
          case when made_kind = 'trust' then doc.id end)
  returning id into made_id;
  update public.trust_access_requests r set link_id = made_id where r.id = request.id;
  return query select made_token, made_kind, made_id, made_expiry;
end
$$;

-- What the emails need about a request.
create function private.trust_request_mail(request uuid)
returns table (email text, name text, document_title text, team_name text, slug text)
language sql stable security definer
set search_path = ''
as $$
  select r.email, r.name, d.title, t.name, p.slug
  from public.trust_access_requests r
  join public.trust_documents d on d.id = r.document_id
  join public.teams t on t.id = r.team_id
  join public.trust_pages p on p.team_id = r.team_id
  where r.id = request
$$;

-- An admin approves or declines a confirmed request; an approval answers the link's token once,
-- for the `trust` function to mail to the requester.
create function public.decide_trust_request(request uuid, approve boolean)
returns table (token text, link_kind text, expires_at timestamptz, email text, name text,
               document_title text, team_name text, slug text)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.trust_admin_team();
  found public.trust_access_requests;
  released record;
begin
  select * into found from public.trust_access_requests r
  where r.id = request and r.team_id = team and r.status <> 'unconfirmed'
  for update;
  if found.id is null then
    raise exception 'No such request' using errcode = 'PT404';
  end if;
  if found.status <> 'pending' then
    raise exception 'This request has been answered already' using errcode = 'PT409';
  end if;
  update public.trust_access_requests r
  set status = case when approve then 'approved' else 'declined' end,
      decided_at = now(), decided_by = auth.uid(), decided_by_name = private.my_name()
  where r.id = found.id;
  perform private.record_audit(team,
    case when approve then 'trust_request_approved' else 'trust_request_declined' end,
    found.id, found.email,
    jsonb_build_object('document', (select d.title from public.trust_documents d
                                    where d.id = found.document_id),
                       'company', found.company, 'hash', found.nda_hash));
  if not approve then
    return;
  end if;
  select * into released from private.trust_release(found, private.my_name());
  return query
    select released.token, released.link_kind, released.expires_at, m.email, m.name,
           m.document_title, m.team_name, m.slug
    from private.trust_request_mail(found.id) m;
end
$$;

-- ─── The page and the visitor's steps (the `trust` function, service role only) ──────────────

-- The published page of `slug` as the page shows it, or null: unpublished, unknown, or a plan
-- without the trust page. Only what the admin chose: no member, hotline, risk or finding.
create function public.trust_page_view(slug text, at timestamptz default now()) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  page public.trust_pages;
  day date := (at at time zone 'UTC')::date;
  vendor_list jsonb;
begin
  select * into page from public.trust_pages p where p.slug = trust_page_view.slug and p.published;
  if page.team_id is null or not (private.team_plan(page.team_id)).evidence then
    return null;
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('name', s.name, 'purpose', s.service,
                                               'location', s.location) order by s.name), '[]')
    into vendor_list
    from public.team_subprocessors s where s.team_id = page.team_id;
  return jsonb_build_object(
    'team_name', (select t.name from public.teams t where t.id = page.team_id),
    'slug', page.slug,
    'overview', page.overview,
    'frameworks', page.frameworks,
    'control_areas', to_jsonb(page.control_areas),
    'show_control_figures', page.show_control_figures,
    -- Each control's two states, with no source named (the Controls page's figures, RD1).
    'controls', case when cardinality(page.control_areas) = 0 then '[]'::jsonb else (
      select coalesce(jsonb_agg(jsonb_build_object('id', x.control_id, 'documented', x.documented,
                                                   'operating', x.operating)), '[]')
      from (select r.control_id,
                   bool_or(r.met) filter (where r.state = 'documented') as documented,
                   bool_or(r.met) filter (where r.state = 'operating') as operating
            from private.control_readiness(page.team_id, (day - interval '1 year')::date + 1, day) r
            group by r.control_id) x) end,
    'policies', (
      with versions as (
        select v from jsonb_array_elements(private.evidence_policy_versions(page.team_id)) v
      )
      select coalesce(jsonb_agg(jsonb_build_object(
               'title', v ->> 'title', 'number', (v ->> 'number')::integer,
               'published_at', v ->> 'published_at',
               'reviewed_at', greatest((v ->> 'published_at')::timestamptz,
                                       (select max((r ->> 'approved_at')::timestamptz)
                                          from jsonb_array_elements(v -> 'reviews') r)))
               order by v ->> 'title'), '[]')
      from versions
      where v ->> 'retired_at' is null
        and (v ->> 'number')::integer = (
          select max((w.v ->> 'number')::integer) from versions w
          where w.v ->> 'policy_id' = versions.v ->> 'policy_id')),
    'subprocessors', case when jsonb_array_length(vendor_list) > 0 then vendor_list
                          else page.subprocessors end,
    'security_contact', page.security_contact,
    'documents', (
      select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'title', d.title, 'kind', d.kind,
                                                   'access', d.access)
                                order by d.kind, d.title), '[]')
      from public.trust_documents d
      where d.team_id = page.team_id
        and (d.kind <> 'policy' or exists (
          select 1 from public.policy_versions v
          where v.policy_id = d.policy_id and v.published_at is not null))),
    'nda_text', page.nda_text,
    'nda_hash', page.nda_hash,
    'logo', case when page.logo is null then null else encode(page.logo, 'base64') end,
    'logo_type', page.logo_type,
    'updated_at', greatest(page.updated_at,
                           (select max(v.published_at) from public.policy_versions v
                            where v.team_id = page.team_id),
                           (select max(v.updated_at) from public.vendors v
                            where v.team_id = page.team_id and v.subprocessor)));
end
$$;

-- What serving a document needs: a policy's published versions (the newest is served, the others
-- are its history), or the Storage key of an uploaded file.
create function private.trust_document_content(doc public.trust_documents) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'team_id', doc.team_id, 'id', doc.id, 'kind', doc.kind, 'title', doc.title,
    'team_name', (select t.name from public.teams t where t.id = doc.team_id),
    'policy_versions', case when doc.kind = 'policy' then (
      select coalesce(jsonb_agg(v), '[]')
      from jsonb_array_elements(private.evidence_policy_versions(doc.team_id)) v
      where v ->> 'policy_id' = doc.policy_id::text) end,
    'file', case when doc.kind = 'file' then (
      select jsonb_build_object('object_path', f.object_path, 'file_name', f.file_name,
                                'mime_type', f.mime_type)
      from public.evidence_files f where f.id = doc.evidence_file_id and f.attached_at is not null)
    end)
$$;

-- A public document of a published page, or null.
create function public.trust_public_document(slug text, document uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select private.trust_document_content(d)
  from public.trust_pages p
  join public.trust_documents d on d.team_id = p.team_id
  where p.slug = trust_public_document.slug and p.published and d.id = document
    and d.access = 'public' and d.kind <> 'evidence_pack'
    and (private.team_plan(p.team_id)).evidence
$$;

-- A visitor asks for a document that needs a request, having accepted the NDA whose hash the
-- page showed. Answers the confirmation token once, for the function to mail. Limits: three
-- requests an email address a day per company, 200 unconfirmed a day per company (on top of the
-- function's per-network limit, docs/threat-model.md #77).
create function public.request_trust_access(
  slug text,
  document uuid,
  name text,
  email text,
  company text,
  nda_hash text,
  at timestamptz default now()
) returns table (token text, team_name text, document_title text)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  page public.trust_pages;
  doc public.trust_documents;
  made_token text := private.new_invite_code() || private.new_invite_code();
  address text := lower(btrim(email));
begin
  select * into page from public.trust_pages p
  where p.slug = request_trust_access.slug and p.published;
  if page.team_id is null or not (private.team_plan(page.team_id)).evidence then
    raise exception 'No such trust page' using errcode = 'PT404';
  end if;
  select * into doc from public.trust_documents d
  where d.id = document and d.team_id = page.team_id and d.access = 'request';
  if doc.id is null then
    raise exception 'No such document' using errcode = 'PT404';
  end if;
  if page.nda_text = '' then
    raise exception 'This company takes no requests yet' using errcode = 'PT409';
  end if;
  if nda_hash is distinct from page.nda_hash then
    raise exception 'The NDA has changed since you opened the page. Read it again and accept it.'
      using errcode = 'PT409';
  end if;
  if (select count(*) from public.trust_access_requests r
      where r.team_id = page.team_id and lower(r.email) = address
        and r.created_at > at - interval '1 day') >= 3 then
    raise exception 'Too many requests from this email address today. Try again tomorrow.'
      using errcode = 'PT429';
  end if;
  if (select count(*) from public.trust_access_requests r
      where r.team_id = page.team_id and r.status = 'unconfirmed'
        and r.created_at > at - interval '1 day') >= 200 then
    raise exception 'This company receives too many requests right now. Try again tomorrow.'
      using errcode = 'PT429';
  end if;
  insert into public.trust_access_requests
    (team_id, document_id, name, email, company, nda_hash, nda_accepted_at, confirm_token_hash,
     created_at)
  values (page.team_id, doc.id, btrim(name), address, btrim(company), page.nda_hash, at,
          private.sha256_hex(made_token), at);
  return query select made_token, (select t.name from public.teams t where t.id = page.team_id),
                      doc.title;
end
$$;

-- The requester confirms their email. The request becomes the admins' to answer (answering the
-- active admins' addresses, to tell them once), or, from an auto-approved domain, is approved at
-- once and answers the link's token. A second confirmation changes nothing and answers neither.
create function public.confirm_trust_request(token text)
returns table (status text, link_token text, link_kind text, expires_at timestamptz,
               email text, name text, document_title text, team_name text, slug text,
               company text, admin_emails text[])
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found public.trust_access_requests;
  page public.trust_pages;
  released_token text;
  released_kind text;
  released_expiry timestamptz;
  newly_pending boolean := false;
begin
  select * into found from public.trust_access_requests r
  where r.confirm_token_hash = private.sha256_hex(coalesce(token, ''))
  for update;
  if found.id is null then
    return;
  end if;
  select * into page from public.trust_pages p where p.team_id = found.team_id;
  if found.status = 'unconfirmed' then
    update public.trust_access_requests r
    set email_confirmed_at = now(), status = 'pending' where r.id = found.id;
    found.status := 'pending';
    newly_pending := true;
    if split_part(found.email, '@', 2) = any (page.auto_approve_domains)
       and (private.team_plan(found.team_id)).evidence then
      update public.trust_access_requests r
      set status = 'approved', decided_at = now(), decided_by_name = 'Auto-approved domain'
      where r.id = found.id;
      found.status := 'approved';
      newly_pending := false;
      perform private.record_audit_as(found.team_id, null, 'Auto-approved domain',
        'trust_request_approved', found.id, found.email,
        jsonb_build_object('document', (select d.title from public.trust_documents d
                                        where d.id = found.document_id),
                           'company', found.company, 'hash', found.nda_hash));
      select r.token, r.link_kind, r.expires_at into released_token, released_kind, released_expiry
        from private.trust_release(found, 'Auto-approved domain') r;
    end if;
  end if;
  return query
    select found.status, released_token, released_kind, released_expiry, m.email,
           m.name, m.document_title, m.team_name, m.slug, found.company,
           case when newly_pending then array(
             select u.email from public.users u
             where u.team_id = found.team_id and u.role = 'admin' and u.deactivated_at is null
             order by u.email) end
    from private.trust_request_mail(found.id) m;
end
$$;

-- Opens a trust link (kind 'trust'): the document it releases, or null when the link is unknown,
-- revoked, expired, or the team's plan no longer has the trust page. `what` records a use.
create function public.open_trust_link(token text, what text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  link public.evidence_links;
  doc public.trust_documents;
begin
  select * into link from public.evidence_links l
  where l.token_hash = private.sha256_hex(coalesce(token, '')) and l.kind = 'trust'
    and l.revoked_at is null and l.expires_at > now()
  for update;
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

-- The evidence function opens the pack's links only: a trust link releases one document.
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
    and l.kind <> 'trust' and l.revoked_at is null and l.expires_at > now()
  for update;
  if link.id is null or not (private.team_plan(link.team_id)).evidence then
    return;
  end if;
  if what is not null then
    update public.evidence_links
    set use_count = use_count + 1, last_used_at = now()
    where id = link.id;
    perform private.record_audit_as(
      link.team_id,
      case when link.kind = 'download' then link.created_by end,
      case when link.kind = 'download'
           then coalesce((select coalesce(u.full_name, u.email) from public.users u
                          where u.id = link.created_by), link.created_by_name)
           else 'Auditor link for ' || link.label end,
      'evidence_opened', link.id, coalesce(link.label, 'Evidence pack download'),
      jsonb_build_object('kind', link.kind, 'what', left(what, 300)));
  end if;
  return query
    select link.team_id, t.name, link.kind, link.label, link.from_date, link.to_date
    from public.teams t where t.id = link.team_id;
end
$$;

revoke all on function private.trust_admin_team() from public;
revoke all on function private.sha256_hex(text) from public;
revoke all on function private.trust_release(public.trust_access_requests, text) from public;
revoke all on function private.trust_request_mail(uuid) from public;
revoke all on function private.trust_document_content(public.trust_documents) from public;

revoke all on function public.save_trust_page(text, text, jsonb, text[], boolean, jsonb, text, text, text[])
  from public, anon, authenticated;
revoke all on function public.set_trust_logo(text, text) from public, anon, authenticated;
revoke all on function public.publish_trust_page(boolean) from public, anon, authenticated;
revoke all on function public.set_trust_document(text, text, uuid, uuid, text)
  from public, anon, authenticated;
revoke all on function public.decide_trust_request(uuid, boolean) from public, anon, authenticated;
grant execute on function public.save_trust_page(text, text, jsonb, text[], boolean, jsonb, text, text, text[])
  to authenticated;
grant execute on function public.set_trust_logo(text, text) to authenticated;
grant execute on function public.publish_trust_page(boolean) to authenticated;
grant execute on function public.set_trust_document(text, text, uuid, uuid, text) to authenticated;
grant execute on function public.decide_trust_request(uuid, boolean) to authenticated;

revoke all on function public.trust_page_view(text, timestamptz) from public, anon, authenticated;
revoke all on function public.trust_public_document(text, uuid) from public, anon, authenticated;
revoke all on function public.request_trust_access(text, uuid, text, text, text, text, timestamptz)
  from public, anon, authenticated;
revoke all on function public.confirm_trust_request(text) from public, anon, authenticated;
revoke all on function public.open_trust_link(text, text) from public, anon, authenticated;
grant execute on function public.trust_page_view(text, timestamptz) to service_role;
grant execute on function public.trust_public_document(text, uuid) to service_role;
grant execute on function public.request_trust_access(text, uuid, text, text, text, text, timestamptz)
  to service_role;
grant execute on function public.confirm_trust_request(text) to service_role;
grant execute on function public.open_trust_link(text, text) to service_role;
