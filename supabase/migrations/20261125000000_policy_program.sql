-- The policy program (issue 19, docs/decisions.md PP1): a team adopts templates as its own
-- policies, edits a draft, publishes it as an immutable version with a content hash computed
-- here, and its members accept the current version. Every rule is the database's: admins of
-- the team adopt, edit, publish and remind; members read the published versions of their own
-- team; acceptances are insert-only, for oneself, for the current published version.

-- ─── Structured policy text ──────────────────────────────────────────────────────────────────

-- A policy's text is structured data, never markup (docs/decisions.md PP1):
--   {"title": text, "sections": [{"title": text, "blocks": [block, ...]}, ...]}
-- where a block is {"type": "heading" | "paragraph", "text": text} or
-- {"type": "bullets", "items": [text, ...]}. Text is plain: no control characters, and nothing
-- that looks like an HTML tag. The same shape is src/content/policies/document.ts.

-- Why `value` is not acceptable text of at most `max_length` characters, or null.
create function private.policy_text_problem(value jsonb, max_length integer) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when value is null or jsonb_typeof(value) <> 'string' then 'is missing'
    when (value #>> '{}') !~ '[^[:space:]]' then 'is empty'
    when char_length(value #>> '{}') > max_length then format('is longer than %s characters', max_length)
    when (value #>> '{}') ~ '[[:cntrl:]]' then 'contains a line break or control character'
    when (value #>> '{}') ~ '<[[:space:]]*/?[[:space:]]*[A-Za-z!?]' then 'contains an HTML tag: policies are plain text'
  end
$$;

-- The sorted keys of a JSON object, to check its shape exactly.
create function private.json_keys(value jsonb) returns text[]
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'object'
    then coalesce((select array_agg(k order by k) from jsonb_object_keys(value) k), '{}') end
$$;

-- Why `content` is not a policy text, in words an admin can act on; null when it is one.
create function private.policy_content_problem(content jsonb) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  section jsonb;
  block jsonb;
  item jsonb;
  s integer := 0;
  b integer;
  problem text;
  place text;
begin
  if private.json_keys(content) is distinct from array['sections', 'title'] then
    return 'A policy is a title and a list of sections';
  end if;
  problem := private.policy_text_problem(content -> 'title', 200);
  if problem is not null then
    return format('The title %s', problem);
  end if;
  if jsonb_typeof(content -> 'sections') <> 'array'
    or jsonb_array_length(content -> 'sections') not between 1 and 100 then
    return 'A policy has between 1 and 100 sections';
  end if;
  if octet_length(content::text) > 60000 then
    return 'The policy is longer than 60,000 characters';
  end if;
  for section in select value from jsonb_array_elements(content -> 'sections') loop
    s := s + 1;
    if private.json_keys(section) is distinct from array['blocks', 'title'] then
      return format('Section %s is not a title and a list of blocks', s);
    end if;
    problem := private.policy_text_problem(section -> 'title', 200);
    if problem is not null then
      return format('The title of section %s %s', s, problem);
    end if;
    if jsonb_typeof(section -> 'blocks') <> 'array'
      or jsonb_array_length(section -> 'blocks') not between 1 and 100 then
      return format('Section %s needs between 1 and 100 headings, paragraphs or bullet lists', s);
    end if;
    b := 0;
    for block in select value from jsonb_array_elements(section -> 'blocks') loop
      b := b + 1;
      place := format('Section %s, block %s', s, b);
      case block ->> 'type'
        when 'heading', 'paragraph' then
          if private.json_keys(block) is distinct from array['text', 'type'] then
            return format('%s is not a %s', place, block ->> 'type');
          end if;
          problem := private.policy_text_problem(block -> 'text',
            case block ->> 'type' when 'heading' then 200 else 5000 end);
          if problem is not null then
            return format('%s: the %s %s', place, block ->> 'type', problem);
          end if;
        when 'bullets' then
          if private.json_keys(block) is distinct from array['items', 'type']
            or jsonb_typeof(block -> 'items') <> 'array'
            or jsonb_array_length(block -> 'items') not between 1 and 100 then
            return format('%s: a bullet list has between 1 and 100 items', place);
          end if;
          for item in select value from jsonb_array_elements(block -> 'items') loop
            problem := private.policy_text_problem(item, 2000);
            if problem is not null then
              return format('%s: a bullet %s', place, problem);
            end if;
          end loop;
        else
          return format('%s is not a heading, a paragraph or a bullet list', place);
      end case;
    end loop;
  end loop;
  return null;
end
$$;

-- A value written inside a JSON string: escaped as JSON escapes it, without the quotes.
create function private.json_string_body(value text) returns text
language sql immutable
set search_path = ''
as $$
  select substr(to_jsonb(value)::text, 2, char_length(to_jsonb(value)::text) - 2)
$$;

-- Fills the placeholders of a policy text, as fillString does in the browser
-- (src/renderer/src/features/templates/policy-details.ts). Placeholders only ever stand inside
-- JSON strings, and the values are escaped for one, so the result is the same structure.
create function private.fill_policy_text(
  source jsonb,
  company_name text,
  policy_owner text,
  approver text,
  version text,
  effective_date text
) returns jsonb
language sql immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(source::text,
    '[Company Name]', private.json_string_body(company_name)),
    '[Policy Owner]', private.json_string_body(policy_owner)),
    '[Approver]', private.json_string_body(approver)),
    '[Version]', private.json_string_body(version)),
    '[Effective Date]', private.json_string_body(effective_date))::jsonb
$$;

-- A policy detail (company, owner, approver) as stored: trimmed plain text of 1 to 200
-- characters that is not itself a placeholder. Refuses anything else, naming the field.
create function private.policy_detail(value text, label text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  cleaned text := private.trimmed(value);
  problem text := private.policy_text_problem(to_jsonb(cleaned), 200);
begin
  if cleaned is null then
    raise exception '% is required', label using errcode = '22023';
  end if;
  if problem is not null then
    raise exception '% %', label, problem using errcode = '22023';
  end if;
  if cleaned ~ '\[(Company Name|Policy Owner|Approver|Effective Date|Version)\]' then
    raise exception '% cannot be a placeholder', label using errcode = '22023';
  end if;
  return cleaned;
end
$$;

-- ─── Tables ──────────────────────────────────────────────────────────────────────────────────

-- The templates a team adopts: rows from src/content/policies through supabase/content.sql.
-- No client reads them here (the pages carry the catalogue); adopt_policy copies one.
create table public.policy_templates (
  id text primary key check (id ~ '^[a-z0-9-]{1,100}$'),
  title text not null,
  review_months integer not null check (review_months in (3, 6, 12)),
  content jsonb not null check (private.policy_content_problem(content) is null)
);
alter table public.policy_templates enable row level security;
revoke all on public.policy_templates from anon, authenticated;
grant all on public.policy_templates to service_role;

-- A team's own policy, adopted from a template. Its text lives in its versions.
create table public.policies (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  template_id text not null references public.policy_templates (id),
  adopted_at timestamptz not null default now(),
  adopted_by uuid,
  unique (team_id, template_id),
  unique (id, team_id)
);
create index policies_team_idx on public.policies (team_id, adopted_at);

-- Each version of a policy. A draft (published_at null) is edited through the functions below;
-- publishing freezes it: `content` is the text with every placeholder filled, `content_hash`
-- its SHA-256, computed here. Nobody changes or deletes a published version.
create table public.policy_versions (
  id uuid primary key default gen_random_uuid(),
  policy_id uuid not null,
  team_id uuid not null,
  number integer not null check (number > 0),
  -- The text as edited, with [Version] and the other placeholders still in it.
  source jsonb not null check (private.policy_content_problem(source) is null),
  company_name text not null check (char_length(company_name) between 1 and 200),
  policy_owner text not null check (char_length(policy_owner) between 1 and 200),
  approver text not null check (char_length(approver) between 1 and 200),
  effective_on date not null,
  review_months integer not null check (review_months in (3, 6, 12)),
  -- Counts the draft's saves, so an edit made on an older copy is refused, not lost.
  revision integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by uuid,
  published_at timestamptz,
  published_by uuid,
  published_by_name text,
  content jsonb check (content is null or private.policy_content_problem(content) is null),
  content_hash text check (content_hash ~ '^[0-9a-f]{64}$'),
  unique (policy_id, number),
  unique (id, policy_id, team_id),
  foreign key (policy_id, team_id) references public.policies (id, team_id) on delete cascade,
  check ((published_at is null) = (content is null)),
  check ((published_at is null) = (content_hash is null)),
  check ((published_at is null) = (published_by_name is null))
);
-- One draft per policy at a time.
create unique index policy_versions_one_draft on public.policy_versions (policy_id)
  where published_at is null;
create index policy_versions_team_idx on public.policy_versions (team_id);

-- Who accepted which version. The client sends only `version_id`; the database fills in the
-- rest from the version and the caller, and refuses anything but the current published version
-- of a policy of the caller's own team.
create table public.policy_acceptances (
  id uuid primary key default gen_random_uuid(),
  version_id uuid not null,
  policy_id uuid not null,
  team_id uuid not null,
  -- No foreign key: the record outlives the account, as audit evidence (docs/decisions.md PP1).
  user_id uuid not null,
  content_hash text not null,
  accepted_at timestamptz not null default now(),
  unique (version_id, user_id),
  foreign key (version_id, policy_id, team_id)
    references public.policy_versions (id, policy_id, team_id) on delete cascade
);
create index policy_acceptances_team_idx on public.policy_acceptances (team_id);
create index policy_acceptances_user_idx on public.policy_acceptances (user_id, policy_id);

-- Reminders sent to people who had not accepted a version yet.
create table public.policy_reminders (
  id uuid primary key default gen_random_uuid(),
  version_id uuid not null,
  policy_id uuid not null,
  team_id uuid not null,
  user_id uuid not null,
  sent_at timestamptz not null default now(),
  sent_by uuid,
  foreign key (version_id, policy_id, team_id)
    references public.policy_versions (id, policy_id, team_id) on delete cascade
);
create index policy_reminders_version_idx on public.policy_reminders (version_id, user_id, sent_at);

-- ─── Who sees what ───────────────────────────────────────────────────────────────────────────

-- The team's policies its members see: all of them, or the first `policy_limit` adopted on a
-- plan that limits policies (docs/decisions.md P1: above the limit, hidden until a plan
-- includes them; nothing is deleted).
create function private.visible_policy_ids(team uuid) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select p.id from public.policies p
  where p.team_id = team
  order by p.adopted_at, p.id
  limit (private.team_plan(team)).policy_limit
$$;

alter table public.policies enable row level security;
revoke all on public.policies from anon, authenticated;
grant select on public.policies to authenticated;
grant all on public.policies to service_role;
create policy "Admins read their team's policies" on public.policies
  for select to authenticated
  using (private.is_team_admin(team_id));

alter table public.policy_versions enable row level security;
revoke all on public.policy_versions from anon, authenticated;
grant select on public.policy_versions to authenticated;
grant all on public.policy_versions to service_role;
create policy "Admins read their team's policy versions, drafts included" on public.policy_versions
  for select to authenticated
  using (private.is_team_admin(team_id));
create policy "Members read the published versions of their team's policies" on public.policy_versions
  for select to authenticated
  using (
    published_at is not null
    and team_id = private.my_team()
    and policy_id in (select private.visible_policy_ids(team_id))
  );

alter table public.policy_acceptances enable row level security;
revoke all on public.policy_acceptances from anon, authenticated;
grant select on public.policy_acceptances to authenticated;
-- Only the version: who, when and the hash are the database's to fill in.
grant insert (version_id) on public.policy_acceptances to authenticated;
grant all on public.policy_acceptances to service_role;
create policy "People read their own acceptances; admins their team's" on public.policy_acceptances
  for select to authenticated
  using ((user_id = auth.uid() and team_id = private.my_team()) or private.is_team_admin(team_id));
create policy "People accept for themselves, in their own team" on public.policy_acceptances
  for insert to authenticated
  with check (user_id = auth.uid() and team_id = private.my_team());

alter table public.policy_reminders enable row level security;
revoke all on public.policy_reminders from anon, authenticated;
grant select on public.policy_reminders to authenticated;
grant all on public.policy_reminders to service_role;
create policy "Admins read their team's reminders" on public.policy_reminders
  for select to authenticated
  using (private.is_team_admin(team_id));

-- ─── What never changes ──────────────────────────────────────────────────────────────────────

-- A published version is frozen: no update, no delete, by anyone, the owner included. Publishing
-- a draft computes its hash here. Only deleting the whole team (delete_team) takes its versions.
create function private.keep_published_versions() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.published_at is null
      or current_setting('complyready.deleting_team', true) = old.team_id::text then
      return old;
    end if;
    raise exception 'A published policy version cannot be changed or deleted' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and old.published_at is not null then
    raise exception 'A published policy version cannot be changed or deleted' using errcode = '42501';
  end if;
  if new.published_at is null then
    new.content := null;
    new.content_hash := null;
  else
    -- The canonical text is jsonb's own (keys sorted, one space after ':' and ','), the same
    -- text src/shared/policy-document.ts writes, so anyone can check a hash.
    new.content_hash := encode(sha256(convert_to(new.content::text, 'UTF8')), 'hex');
  end if;
  return new;
end
$$;
create trigger policy_versions_frozen_when_published
  before insert or update or delete on public.policy_versions
  for each row execute function private.keep_published_versions();

-- Acceptances are insert-only: nobody changes or deletes one, except with the whole team.
create function private.keep_policy_acceptances() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE'
    and current_setting('complyready.deleting_team', true) = old.team_id::text then
    return old;
  end if;
  raise exception 'Policy acceptances cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger policy_acceptances_insert_only
  before update or delete on public.policy_acceptances
  for each row execute function private.keep_policy_acceptances();

create function private.refuse_policy_truncate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Policy versions and acceptances cannot be changed or deleted' using errcode = '42501';
end
$$;
create trigger policy_versions_no_truncate
  before truncate on public.policy_versions
  for each statement execute function private.refuse_policy_truncate();
create trigger policy_acceptances_no_truncate
  before truncate on public.policy_acceptances
  for each statement execute function private.refuse_policy_truncate();

-- Fills in an acceptance from its version and the caller, and refuses what is not the current
-- published version of a policy the caller's team shows them (docs/threat-model.md #23).
create function private.fill_policy_acceptance() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  version public.policy_versions;
  is_client boolean := coalesce(current_setting('role', true), '') in ('anon', 'authenticated');
begin
  select * into version from public.policy_versions where id = new.version_id;
  if is_client then
    new.user_id := auth.uid();
    -- A draft, another team's version and a policy the plan hides all look like no version.
    if version.id is null or version.published_at is null or new.user_id is null
      or version.team_id is distinct from private.my_team()
      or version.policy_id not in (select private.visible_policy_ids(version.team_id)) then
      raise exception 'No such published policy in your team' using errcode = '42501';
    end if;
  elsif version.id is null or version.published_at is null then
    raise exception 'Only a published policy version can be accepted' using errcode = 'P0001';
  end if;
  if exists (
    select 1 from public.policy_versions newer
    where newer.policy_id = version.policy_id and newer.published_at is not null
      and newer.number > version.number
  ) then
    raise exception 'A newer version of this policy has been published. Read and accept the current version.'
      using errcode = 'P0001';
  end if;
  -- Accepting again changes nothing: the first acceptance stands.
  if exists (
    select 1 from public.policy_acceptances a
    where a.version_id = version.id and a.user_id = new.user_id
  ) then
    return null;
  end if;
  new.policy_id := version.policy_id;
  new.team_id := version.team_id;
  new.content_hash := version.content_hash;
  new.accepted_at := now();
  return new;
end
$$;
create trigger policy_acceptances_fill
  before insert on public.policy_acceptances
  for each row execute function private.fill_policy_acceptance();

create function private.audit_policy_accepted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  version public.policy_versions;
begin
  select * into version from public.policy_versions where id = new.version_id;
  perform private.record_audit(new.team_id, 'policy_accepted', new.policy_id,
    version.content ->> 'title',
    jsonb_build_object('version', version.number, 'hash', new.content_hash));
  return null;
end
$$;
create trigger policy_acceptances_audit
  after insert on public.policy_acceptances
  for each row execute function private.audit_policy_accepted();

-- ─── The audit log learns the policy program's events (docs/decisions.md A1) ────────────────

alter table public.audit_events drop constraint audit_events_kind_check;
alter table public.audit_events add constraint audit_events_kind_check check (kind in (
  'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated',
  'member_removed', 'member_left', 'role_changed', 'ownership_transferred', 'plan_changed',
  'export_downloaded', 'policy_adopted', 'policy_published', 'policy_accepted',
  'policy_reminder_sent'
));

-- ─── Admin actions: all checks here, so the API enforces them ────────────────────────────────

-- The policy `policy` of a team the caller administers; refuses everything else.
create function private.administered_policy(policy uuid) returns public.policies
language plpgsql stable security definer
set search_path = ''
as $$
declare
  found_policy public.policies;
begin
  select * into found_policy from public.policies p where p.id = policy;
  if found_policy.id is null or not private.is_team_admin(found_policy.team_id) then
    raise exception 'Only a team admin can manage the team''s policies' using errcode = '42501';
  end if;
  return found_policy;
end
$$;

-- The caller's name for the records.
create function private.my_name() returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select coalesce(u.full_name, u.email) from public.users u where u.id = auth.uid()),
                  'Operator')
$$;

-- The draft of `policy`, locked for the change; refuses when there is none or it moved on.
create function private.open_draft(policy uuid, expected_revision integer) returns public.policy_versions
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions;
begin
  perform private.administered_policy(policy);
  select * into draft from public.policy_versions v
   where v.policy_id = policy and v.published_at is null
   for update;
  if draft.id is null then
    raise exception 'This policy has no draft. Start a new version to edit it.' using errcode = 'P0001';
  end if;
  if expected_revision is distinct from draft.revision then
    raise exception 'Someone changed this draft after you opened it. Reload the page to see the latest text.'
      using errcode = 'P0001';
  end if;
  return draft;
end
$$;

create function private.review_months(months integer) returns integer
language plpgsql immutable
set search_path = ''
as $$
begin
  if months is null or months not in (3, 6, 12) then
    raise exception 'The review cycle is every 3, 6 or 12 months' using errcode = '22023';
  end if;
  return months;
end
$$;

-- Adopts a template as the team's own policy: a first draft filled with the company's name,
-- the policy owner and the approver; [Version] and [Effective Date] are filled when published.
-- The team's plan limits how many policies it adopts (docs/decisions.md P1).
create function public.adopt_policy(
  template text,
  policy_owner text,
  approver text,
  effective_on date,
  review_months integer default null,
  company_name text default null
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  chosen public.policy_templates;
  plan public.plans;
  better public.plans;
  policy_id uuid;
  company text;
  owner text;
  approved_by text;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can adopt policies' using errcode = '42501';
  end if;
  select * into chosen from public.policy_templates t where t.id = template;
  if chosen.id is null then
    raise exception 'No such policy template' using errcode = 'P0002';
  end if;
  company := private.policy_detail(
    coalesce(company_name, (select t.name from public.teams t where t.id = team)), 'The company name');
  owner := private.policy_detail(policy_owner, 'The policy owner');
  approved_by := private.policy_detail(approver, 'The approver');
  if effective_on is null then
    raise exception 'The effective date is required' using errcode = '22023';
  end if;
  -- One adoption at a time per team, so two cannot both pass the limit.
  perform 1 from public.teams where id = team for update;
  if exists (select 1 from public.policies p where p.team_id = team and p.template_id = chosen.id) then
    raise exception 'Your team has already adopted the %', chosen.title using errcode = 'P0001';
  end if;
  plan := private.team_plan(team);
  if plan.policy_limit is not null
    and (select count(*) from public.policies p where p.team_id = team) >= plan.policy_limit then
    select * into better from public.plans p
     where p.position > plan.position and (p.policy_limit is null or p.policy_limit > plan.policy_limit)
     order by p.position limit 1;
    raise exception '%', format('Your %s plan includes %s policies. %s', plan.name, plan.policy_limit,
      case
        when better.id is null then 'Contact us to adopt more.'
        when better.policy_limit is null then format('%s includes every policy.', better.name)
        else format('%s includes %s policies.', better.name, better.policy_limit)
      end) using errcode = 'P0001';
  end if;
  insert into public.policies (team_id, template_id, adopted_by)
  values (team, chosen.id, auth.uid())
  returning id into policy_id;
  insert into public.policy_versions (
    policy_id, team_id, number, source, company_name, policy_owner, approver, effective_on,
    review_months, updated_by
  ) values (
    policy_id, team, 1,
    private.fill_policy_text(chosen.content, company, owner, approved_by, '[Version]', '[Effective Date]'),
    company, owner, approved_by, effective_on,
    private.review_months(coalesce(review_months, chosen.review_months)), auth.uid()
  );
  perform private.record_audit(team, 'policy_adopted', policy_id, chosen.title,
    jsonb_build_object('template', chosen.id));
  return policy_id;
end
$$;

-- Saves the draft's text; `revision` is the one the editor started from. Returns the new one.
create function public.save_policy_draft(policy uuid, source jsonb, revision integer)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions := private.open_draft(policy, revision);
  problem text := private.policy_content_problem(source);
begin
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.policy_versions
     set source = save_policy_draft.source, revision = draft.revision + 1,
         updated_at = now(), updated_by = auth.uid()
   where id = draft.id;
  return draft.revision + 1;
end
$$;

-- Saves the draft's details: company, owner, approver, effective date, review cycle.
create function public.set_policy_details(
  policy uuid,
  revision integer,
  company_name text,
  policy_owner text,
  approver text,
  effective_on date,
  review_months integer
) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions := private.open_draft(policy, revision);
begin
  if effective_on is null then
    raise exception 'The effective date is required' using errcode = '22023';
  end if;
  update public.policy_versions
     set company_name = private.policy_detail(set_policy_details.company_name, 'The company name'),
         policy_owner = private.policy_detail(set_policy_details.policy_owner, 'The policy owner'),
         approver = private.policy_detail(set_policy_details.approver, 'The approver'),
         effective_on = set_policy_details.effective_on,
         review_months = private.review_months(set_policy_details.review_months),
         revision = draft.revision + 1, updated_at = now(), updated_by = auth.uid()
   where id = draft.id;
  return draft.revision + 1;
end
$$;

-- Approves and publishes the draft the admin reviewed (`revision`): it becomes version N with
-- its approver, time and content hash, and can never change again.
create function public.publish_policy(policy uuid, revision integer) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions := private.open_draft(policy, revision);
  filled jsonb := private.fill_policy_text(draft.source, draft.company_name, draft.policy_owner,
    draft.approver, draft.number::text, to_char(draft.effective_on, 'YYYY-MM-DD'));
  problem text := private.policy_content_problem(filled);
  published public.policy_versions;
begin
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  update public.policy_versions
     set content = filled, published_at = now(), published_by = auth.uid(),
         published_by_name = private.my_name()
   where id = draft.id
  returning * into published;
  perform private.record_audit(published.team_id, 'policy_published', policy,
    filled ->> 'title', jsonb_build_object('version', published.number, 'hash', published.content_hash));
  return published.id;
end
$$;

-- Starts the next version as a draft from the latest one (its text with the placeholders kept,
-- and its details, dated today). Returns the draft's id; an open draft is returned as it is.
create function public.start_policy_revision(policy uuid) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := (private.administered_policy(policy)).team_id;
  latest public.policy_versions;
  draft_id uuid;
begin
  perform 1 from public.policies where id = policy for update;
  select id into draft_id from public.policy_versions where policy_id = policy and published_at is null;
  if draft_id is not null then
    return draft_id;
  end if;
  select * into latest from public.policy_versions where policy_id = policy
   order by number desc limit 1;
  insert into public.policy_versions (
    policy_id, team_id, number, source, company_name, policy_owner, approver, effective_on,
    review_months, updated_by
  ) values (
    policy, team, latest.number + 1, latest.source, latest.company_name, latest.policy_owner,
    latest.approver, greatest(current_date, latest.effective_on), latest.review_months, auth.uid()
  )
  returning id into draft_id;
  return draft_id;
end
$$;

-- ─── What the pages read ─────────────────────────────────────────────────────────────────────

-- The team's policies for its admins: the current version, the review clock, the draft, and
-- how many active members accepted the current version. Runs with the caller's rights.
create function public.team_policies()
returns table (
  id uuid,
  template_id text,
  title text,
  adopted_at timestamptz,
  current_version_id uuid,
  current_number integer,
  published_at timestamptz,
  published_by_name text,
  content_hash text,
  next_review_on date,
  review_overdue boolean,
  draft_version_id uuid,
  draft_number integer,
  draft_revision integer,
  accepted integer,
  pending integer,
  hidden_from_members boolean
)
language sql stable
set search_path = ''
as $$
  with team as (
    select private.my_team() as id
  ),
  people as (
    select u.id from public.users u, team where u.team_id = team.id and u.deactivated_at is null
  ),
  listed as (
    select p.*,
           (select v from public.policy_versions v
             where v.policy_id = p.id and v.published_at is not null
             order by v.number desc limit 1) as cur,
           (select v from public.policy_versions v
             where v.policy_id = p.id and v.published_at is null) as draft,
           p.id not in (select private.visible_policy_ids(p.team_id)) as hidden
    from public.policies p, team
    where p.team_id = team.id and private.is_team_admin(team.id)
  ),
  review as (
    select l.id,
           ((((l.cur).published_at at time zone 'UTC')::date
             + make_interval(months => (l.cur).review_months)))::date as next_review_on
    from listed l
  )
  select l.id, l.template_id, coalesce((l.cur).content ->> 'title', (l.draft).source ->> 'title'),
         l.adopted_at, (l.cur).id, (l.cur).number, (l.cur).published_at, (l.cur).published_by_name,
         (l.cur).content_hash, r.next_review_on, coalesce(r.next_review_on < current_date, false),
         (l.draft).id, (l.draft).number, (l.draft).revision,
         (select count(*) from public.policy_acceptances a join people on people.id = a.user_id
           where a.version_id = (l.cur).id)::integer,
         case when (l.cur).id is null or l.hidden then 0 else
           (select count(*) from people
             where not exists (select 1 from public.policy_acceptances a
                                where a.version_id = (l.cur).id and a.user_id = people.id))::integer
         end,
         l.hidden
  from listed l join review r on r.id = l.id
  order by l.adopted_at, l.id
$$;

-- The caller's policies to read and accept: the current version of each policy their team shows
-- them, with their acceptance of it (or of an earlier version).
create function public.my_policies()
returns table (
  policy_id uuid,
  version_id uuid,
  number integer,
  title text,
  published_at timestamptz,
  content_hash text,
  accepted_at timestamptz,
  accepted_number integer
)
language sql stable
set search_path = ''
as $$
  with cur as (
    select distinct on (v.policy_id) v.*
    from public.policy_versions v
    where v.published_at is not null
      and v.team_id = private.my_team()
      and v.policy_id in (select private.visible_policy_ids(v.team_id))
    order by v.policy_id, v.number desc
  )
  select cur.policy_id, cur.id, cur.number, cur.content ->> 'title', cur.published_at,
         cur.content_hash, mine.accepted_at,
         (select max(v.number) from public.policy_acceptances a
            join public.policy_versions v on v.id = a.version_id
           where a.user_id = auth.uid() and a.policy_id = cur.policy_id)
  from cur
  left join public.policy_acceptances mine on mine.version_id = cur.id and mine.user_id = auth.uid()
  order by cur.content ->> 'title'
$$;

-- The team's active members and where each stands with the current version of `policy`: when
-- they accepted it, the latest version they accepted, and when they were last reminded.
create function public.policy_people(policy uuid)
returns table (
  user_id uuid,
  full_name text,
  email text,
  accepted_at timestamptz,
  accepted_number integer,
  reminded_at timestamptz
)
language sql stable
set search_path = ''
as $$
  with chosen as (
    select p.id, p.team_id,
           (select v.id from public.policy_versions v
             where v.policy_id = p.id and v.published_at is not null
             order by v.number desc limit 1) as current_id
    from public.policies p
    where p.id = policy and private.is_team_admin(p.team_id)
  )
  select u.id, u.full_name, u.email,
         (select a.accepted_at from public.policy_acceptances a
           where a.version_id = chosen.current_id and a.user_id = u.id),
         (select max(v.number) from public.policy_acceptances a
            join public.policy_versions v on v.id = a.version_id
           where a.policy_id = chosen.id and a.user_id = u.id),
         (select max(r.sent_at) from public.policy_reminders r
           where r.version_id = chosen.current_id and r.user_id = u.id)
  from chosen
  join public.users u on u.team_id = chosen.team_id and u.deactivated_at is null
  order by u.full_name nulls last, u.email
$$;

-- The acceptance register of the team, every version of every policy, for the CSV; recorded.
-- People who left the team appear as "Former member", as on the dashboard (docs/decisions.md M1).
create function public.export_policy_acceptances()
returns table (
  person text,
  email text,
  policy text,
  version integer,
  content_hash text,
  accepted_at timestamptz
)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can export the acceptance register' using errcode = '42501';
  end if;
  return query
    select coalesce(case when u.id is not null then coalesce(u.full_name, u.email) end, 'Former member'),
           coalesce(u.email, ''),
           v.content ->> 'title', v.number, a.content_hash, a.accepted_at
    from public.policy_acceptances a
    join public.policy_versions v on v.id = a.version_id
    left join public.users u on u.id = a.user_id and u.team_id = a.team_id
    where a.team_id = team
    order by v.content ->> 'title', v.number, a.accepted_at, a.id;
  perform private.record_audit(team, 'export_downloaded', null, null,
    jsonb_build_object('export', 'policy-acceptances'));
end
$$;

-- ─── Reminders (sent by the policy-reminders function, docs/decisions.md PP1) ────────────────

-- Who the function may remind about `policy` now: active members of the team who have not
-- accepted its current version and were not reminded of it in the last hour; `members`, when
-- given, narrows the list. Runs with the caller's rights, and only for a team admin.
create function public.policy_reminder_recipients(policy uuid, members uuid[] default null)
returns table (
  user_id uuid,
  email text,
  full_name text,
  policy_title text,
  version_number integer,
  team_name text
)
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  chosen public.policies;
  cur public.policy_versions;
begin
  select * into chosen from public.policies p where p.id = policy;
  if chosen.id is null or not private.is_team_admin(chosen.team_id) then
    raise exception 'Only a team admin can remind people to accept a policy' using errcode = '42501';
  end if;
  select * into cur from public.policy_versions v
   where v.policy_id = chosen.id and v.published_at is not null
   order by v.number desc limit 1;
  if cur.id is null then
    raise exception 'Publish the policy before asking people to accept it' using errcode = 'P0001';
  end if;
  if chosen.id not in (select private.visible_policy_ids(chosen.team_id)) then
    raise exception 'Your plan hides this policy from members, so they cannot accept it yet' using errcode = 'P0001';
  end if;
  return query
    select u.id, u.email, u.full_name, cur.content ->> 'title', cur.number, t.name
    from public.users u
    join public.teams t on t.id = u.team_id
    where u.team_id = chosen.team_id and u.deactivated_at is null
      and (members is null or u.id = any (members))
      and not exists (select 1 from public.policy_acceptances a
                       where a.version_id = cur.id and a.user_id = u.id)
      and not exists (select 1 from public.policy_reminders r
                       where r.version_id = cur.id and r.user_id = u.id
                         and r.sent_at > now() - interval '1 hour')
    order by u.full_name nulls last, u.email;
end
$$;

-- Records the reminders the function sent, one audit event each. Only for people who still have
-- the current version to accept. Returns how many were recorded.
create function public.record_policy_reminders(policy uuid, members uuid[]) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  cur public.policy_versions;
  person record;
  recorded integer := 0;
begin
  select * into cur from public.policy_versions v
   where v.policy_id = chosen.id and v.published_at is not null
   order by v.number desc limit 1;
  if cur.id is null then
    raise exception 'Publish the policy before asking people to accept it' using errcode = 'P0001';
  end if;
  for person in
    select u.id, coalesce(u.full_name, u.email) as name
    from public.users u
    where u.team_id = chosen.team_id and u.deactivated_at is null and u.id = any (members)
      and not exists (select 1 from public.policy_acceptances a
                       where a.version_id = cur.id and a.user_id = u.id)
  loop
    insert into public.policy_reminders (version_id, policy_id, team_id, user_id, sent_by)
    values (cur.id, cur.policy_id, cur.team_id, person.id, auth.uid());
    perform private.record_audit(cur.team_id, 'policy_reminder_sent', person.id, person.name,
      jsonb_build_object('policy', cur.content ->> 'title', 'version', cur.number));
    recorded := recorded + 1;
  end loop;
  return recorded;
end
$$;

-- ─── Grants: every new function starts closed, then opens to whom it serves ──────────────────

revoke all on function private.policy_text_problem(jsonb, integer) from public;
revoke all on function private.json_keys(jsonb) from public;
revoke all on function private.policy_content_problem(jsonb) from public;
revoke all on function private.json_string_body(text) from public;
revoke all on function private.fill_policy_text(jsonb, text, text, text, text, text) from public;
revoke all on function private.policy_detail(text, text) from public;
revoke all on function private.visible_policy_ids(uuid) from public;
revoke all on function private.keep_published_versions() from public;
revoke all on function private.keep_policy_acceptances() from public;
revoke all on function private.refuse_policy_truncate() from public;
revoke all on function private.fill_policy_acceptance() from public;
revoke all on function private.audit_policy_accepted() from public;
revoke all on function private.administered_policy(uuid) from public;
revoke all on function private.my_name() from public;
revoke all on function private.open_draft(uuid, integer) from public;
revoke all on function private.review_months(integer) from public;
-- Row-level security and the table checks call these as the client.
grant execute on function private.visible_policy_ids(uuid) to authenticated;
grant execute on function private.policy_text_problem(jsonb, integer) to authenticated, service_role;
grant execute on function private.json_keys(jsonb) to authenticated, service_role;
grant execute on function private.policy_content_problem(jsonb) to authenticated, service_role;

revoke all on function public.adopt_policy(text, text, text, date, integer, text) from public, anon, authenticated;
revoke all on function public.save_policy_draft(uuid, jsonb, integer) from public, anon, authenticated;
revoke all on function public.set_policy_details(uuid, integer, text, text, text, date, integer) from public, anon, authenticated;
revoke all on function public.publish_policy(uuid, integer) from public, anon, authenticated;
revoke all on function public.start_policy_revision(uuid) from public, anon, authenticated;
revoke all on function public.team_policies() from public, anon, authenticated;
revoke all on function public.my_policies() from public, anon, authenticated;
revoke all on function public.policy_people(uuid) from public, anon, authenticated;
revoke all on function public.export_policy_acceptances() from public, anon, authenticated;
revoke all on function public.policy_reminder_recipients(uuid, uuid[]) from public, anon, authenticated;
revoke all on function public.record_policy_reminders(uuid, uuid[]) from public, anon, authenticated;

grant execute on function public.adopt_policy(text, text, text, date, integer, text) to authenticated;
grant execute on function public.save_policy_draft(uuid, jsonb, integer) to authenticated;
grant execute on function public.set_policy_details(uuid, integer, text, text, text, date, integer) to authenticated;
grant execute on function public.publish_policy(uuid, integer) to authenticated;
grant execute on function public.start_policy_revision(uuid) to authenticated;
grant execute on function public.team_policies() to authenticated;
grant execute on function public.my_policies() to authenticated;
grant execute on function public.policy_people(uuid) to authenticated;
grant execute on function public.export_policy_acceptances() to authenticated;
grant execute on function public.policy_reminder_recipients(uuid, uuid[]) to authenticated;
grant execute on function public.record_policy_reminders(uuid, uuid[]) to authenticated;
