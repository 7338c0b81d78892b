-- Bring your own policy (docs/decisions.md PI1, docs/threat-model.md #53): an admin imports a
-- Word file. The browser converts it to the structured policy text (src/shared/policy-import.ts);
-- public.import_policy checks that text like any draft and creates a policy with no template,
-- whose first draft follows the same publish → approve → accept program. The original file is
-- kept with the policy in the private bucket `policy-imports`, readable by the team's admins only:
--   <team id>/<policy id>/original.docx

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('policy-imports', 'policy-imports', false, 10485760,
        array['application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
on conflict (id) do nothing;

-- A policy comes from a template or from an imported file, never both.
alter table public.policies alter column template_id drop not null;
alter table public.policies
  add column imported_file_path text unique,
  add column imported_file_name text check (char_length(imported_file_name) between 1 and 255
                                            and imported_file_name !~ '[\u0000-\u001f\u007f/\\]'),
  add column imported_size_bytes bigint check (imported_size_bytes between 1 and 10485760),
  add column imported_sha256 text check (imported_sha256 ~ '^[0-9a-f]{64}$'),
  add constraint policies_template_or_import check (
    (template_id is null) = (imported_file_path is not null)
    and (imported_file_path is null) = (imported_file_name is null)
    and (imported_file_path is null) = (imported_size_bytes is null)
    and (imported_file_path is null) = (imported_sha256 is null));

-- The plan's policy limit (docs/decisions.md P1), one rule for adopting and importing: refuses
-- when the team already has as many policies as its plan includes. Imports count.
create function private.refuse_over_policy_limit(team uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  plan public.plans;
  better public.plans;
begin
  -- One adoption or import at a time per team, so two cannot both pass the limit.
  perform 1 from public.teams where id = team for update;
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
end
$$;

-- As before (20261125000000), with the limit from the rule above.
create or replace function public.adopt_policy(
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
    raise exception 'No such policy template' using errcode = 'PT404';
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
  perform private.refuse_over_policy_limit(team);
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

-- Imports a converted Word file as a new policy: its first draft is `document` (checked as any
-- draft is: only headings, paragraphs and bullet lists of plain text, within the limits), and
-- the key under which the browser then uploads the original file is returned with the policy.
create function public.import_policy(
  document jsonb,
  file_name text,
  size_bytes bigint,
  sha256 text,
  policy_owner text,
  approver text,
  effective_on date,
  review_months integer default 12,
  company_name text default null
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  bucket storage.buckets;
  problem text;
  name text := btrim(file_name);
  new_id uuid := gen_random_uuid();
  path text;
  company text;
  owner text;
  approved_by text;
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can import policies' using errcode = '42501';
  end if;
  select * into bucket from storage.buckets b where b.id = 'policy-imports';
  if size_bytes is null or size_bytes < 1 or size_bytes > bucket.file_size_limit then
    raise exception 'A Word file must hold something and be at most 10 MB' using errcode = '23514';
  end if;
  if name is null or char_length(name) not between 6 and 255
     or name ~ '[\u0000-\u001f\u007f/\\]' or lower(name) !~ '\.docx$' then
    raise exception 'Import a Word file (.docx)' using errcode = '23514';
  end if;
  if sha256 is null or sha256 !~ '^[0-9a-f]{64}$' then
    raise exception 'The file''s SHA-256 is missing' using errcode = '23514';
  end if;
  problem := private.policy_content_problem(document);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  company := private.policy_detail(
    coalesce(company_name, (select t.name from public.teams t where t.id = team)), 'The company name');
  owner := private.policy_detail(policy_owner, 'The policy owner');
  approved_by := private.policy_detail(approver, 'The approver');
  if effective_on is null then
    raise exception 'The effective date is required' using errcode = '22023';
  end if;
  perform private.refuse_over_policy_limit(team);
  path := team || '/' || new_id || '/original.docx';
  insert into public.policies (id, team_id, template_id, adopted_by, imported_file_path,
                               imported_file_name, imported_size_bytes, imported_sha256)
  values (new_id, team, null, auth.uid(), path, name, size_bytes, sha256);
  insert into public.policy_versions (
    policy_id, team_id, number, source, company_name, policy_owner, approver, effective_on,
    review_months, updated_by
  ) values (
    new_id, team, 1, document, company, owner, approved_by, effective_on,
    private.review_months(review_months), auth.uid()
  );
  perform private.record_audit(team, 'policy_adopted', new_id, document ->> 'title',
    jsonb_build_object('imported_file', name, 'sha256', sha256, 'size_bytes', size_bytes));
  return jsonb_build_object('policy_id', new_id, 'object_path', path);
end
$$;

-- What row-level security on storage.objects asks of a key in bucket `policy-imports`: the
-- key must be an imported policy's, and the caller an admin of that policy's team (another
-- team's admins never). Uploaded once (no update policy: never replaced), never removed but with
-- the team.
create function private.policy_import_object_allowed(path text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.policies p
    where p.imported_file_path = path
      and p.team_id = private.my_team()
      and private.is_team_admin(p.team_id))
$$;

create policy "Imported policy files: read by the team's admins" on storage.objects
  for select to authenticated
  using (bucket_id = 'policy-imports' and private.policy_import_object_allowed(name));
create policy "Imported policy files: uploaded once by the team's admins" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'policy-imports' and private.policy_import_object_allowed(name));

-- As before (20261210000000), with each version's policy: the evidence pack groups an imported
-- policy's revisions by it, as imported policies have no template.
create or replace function private.evidence_policy_versions(team uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.title, x.number), '[]') from (
    select v.id, v.policy_id, p.template_id, v.content ->> 'title' as title, v.number, v.content,
           v.content_hash, v.published_at, v.published_by_name, v.company_name,
           v.policy_owner, v.approver, v.effective_on, v.review_months,
           case when a.id is not null then jsonb_build_object(
             'approver_name', a.approver_name, 'by_publisher', a.by_publisher,
             'approved_at', a.decided_at, 'reason', a.reason) end as approval,
           p.retired_at,
           (select coalesce(jsonb_agg(jsonb_build_object(
                      'approver_name', r.approver_name, 'by_publisher', r.by_publisher,
                      'approved_at', r.decided_at, 'reason', r.reason) order by r.decided_at), '[]')
              from public.policy_approvals r
             where r.version_id = v.id and r.purpose = 'review' and r.status = 'approved') as reviews
    from public.policy_versions v
    join public.policies p on p.id = v.policy_id
    left join public.policy_approvals a on a.id = v.approval_id
    where v.team_id = team and v.published_at is not null
      and (p.retired_at is not null or p.id in (select private.visible_policy_ids(team)))
  ) x
$$;

revoke all on function private.refuse_over_policy_limit(uuid) from public, anon, authenticated;
revoke all on function private.policy_import_object_allowed(text) from public, anon;
revoke all on function public.import_policy(jsonb, text, bigint, text, text, text, date, integer, text)
  from public, anon;
grant execute on function private.policy_import_object_allowed(text) to authenticated;
grant execute on function public.import_policy(jsonb, text, bigint, text, text, text, date, integer, text)
  to authenticated;
