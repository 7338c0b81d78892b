-- Template updates that keep the team's edits (docs/decisions.md TU1): the templates carry a
-- version and their releases (from supabase/content.sql), each adopted policy the template version
-- it was adopted from or last updated to, and each policy version whether its change was material
-- (members accept again) or editorial (their acceptance of the previous version carries over).

-- ─── Template versions and releases ──────────────────────────────────────────────────────────

alter table public.policy_templates add column version integer not null default 1 check (version > 0);

-- Each release of a template: its kind and change note (src/content/policies/releases.ts).
create table public.policy_template_releases (
  template_id text not null references public.policy_templates (id) on delete cascade,
  version integer not null check (version > 0),
  released_on date not null,
  kind text not null check (kind in ('material', 'editorial')),
  note text not null check (char_length(note) between 1 and 2000),
  primary key (template_id, version)
);
alter table public.policy_template_releases enable row level security;
revoke all on public.policy_template_releases from anon, authenticated;
grant all on public.policy_template_releases to service_role;

-- The template version a policy was adopted from, or last updated to (applied or skipped).
alter table public.policies add column template_version integer check (template_version > 0);
update public.policies set template_version = 1 where template_id is not null;
alter table public.policies add constraint policies_template_version_only_for_templates
  check ((template_id is null) = (template_version is null));

-- A new policy starts at its template's current version.
create function private.fill_policy_template_version() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.template_version := (select t.version from public.policy_templates t where t.id = new.template_id);
  return new;
end
$$;
create trigger policies_template_version
  before insert on public.policies
  for each row execute function private.fill_policy_template_version();

-- ─── Material or editorial versions ──────────────────────────────────────────────────────────

alter table public.policy_versions
  add column change_kind text not null default 'material' check (change_kind in ('material', 'editorial')),
  -- The template version whose changes this version brought in, if it came from an update.
  add column template_version integer check (template_version > 0),
  -- A first version has nothing to carry acceptances from.
  add constraint policy_versions_first_is_material check (number > 1 or change_kind = 'material');

-- An acceptance carried over from the previous version when this one was published as editorial.
alter table public.policy_acceptances add column carried_from uuid references public.policy_versions (id)
  on delete cascade;
create index policy_acceptances_carried_from_idx on public.policy_acceptances (carried_from);

-- The draft's kind, chosen when publishing; frozen with the version (keep_published_versions).
create function public.set_policy_change_kind(policy uuid, kind text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions;
begin
  perform private.administered_policy(policy);
  if kind is null or kind not in ('material', 'editorial') then
    raise exception 'A change is material or editorial' using errcode = '22023';
  end if;
  select * into draft from public.policy_versions v
   where v.policy_id = policy and v.published_at is null for update;
  if draft.id is null then
    raise exception 'This policy has no draft. Start a new version to edit it.' using errcode = 'P0001';
  end if;
  if draft.number = 1 and kind = 'editorial' then
    raise exception 'A first version is accepted by everyone: it cannot be editorial' using errcode = 'P0001';
  end if;
  update public.policy_versions set change_kind = kind where id = draft.id;
end
$$;

-- Who must accept is decided here: publishing an editorial version carries each current member's
-- acceptance of the previous published version over to it; a material one carries nothing.
create function private.carry_policy_acceptances() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.published_at is null and new.published_at is not null and new.change_kind = 'editorial' then
    insert into public.policy_acceptances (version_id, user_id, carried_from)
    select new.id, a.user_id, a.version_id
    from public.policy_acceptances a
    join public.users u on u.id = a.user_id and u.team_id = new.team_id and u.deactivated_at is null
    where a.version_id = (
      select previous.id from public.policy_versions previous
      where previous.policy_id = new.policy_id and previous.published_at is not null
        and previous.number < new.number
      order by previous.number desc limit 1
    );
  end if;
  return null;
end
$$;
create trigger policy_versions_carry_acceptances
  after update of published_at on public.policy_versions
  for each row execute function private.carry_policy_acceptances();

-- As before (baseline), and a carried acceptance comes only from the trigger above (a client's
-- insert runs at trigger depth 1; the carrying trigger's at 2).
create or replace function private.fill_policy_acceptance() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  version public.policy_versions;
  is_client boolean := coalesce(current_setting('role', true), '') in ('anon', 'authenticated');
begin
  select * into version from public.policy_versions where id = new.version_id;
  if new.carried_from is not null then
    if pg_trigger_depth() < 2 then
      raise exception 'Only publishing carries an acceptance over' using errcode = '42501';
    end if;
    new.policy_id := version.policy_id;
    new.team_id := version.team_id;
    new.content_hash := version.content_hash;
    new.accepted_at := now();
    return new;
  end if;
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

-- As before (baseline); a carried acceptance is no act of the member, so no audit event.
create or replace function private.audit_policy_accepted() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  version public.policy_versions;
begin
  if new.carried_from is not null then
    return null;
  end if;
  select * into version from public.policy_versions where id = new.version_id;
  perform private.record_audit(new.team_id, 'policy_accepted', new.policy_id,
    version.content ->> 'title',
    jsonb_build_object('version', version.number, 'hash', new.content_hash));
  return null;
end
$$;

-- ─── Updates offered to a team ───────────────────────────────────────────────────────────────

-- The kind of the releases after `from_version` up to `to_version`: material if any is.
create function private.template_update_kind(template text, from_version integer, to_version integer)
returns text
language sql stable security definer
set search_path = ''
as $$
  select case when bool_or(r.kind = 'material') then 'material' else 'editorial' end
  from public.policy_template_releases r
  where r.template_id = template and r.version > from_version and r.version <= to_version
$$;

-- The updates waiting for the teams `teams`: one row per policy whose template has a newer release.
create function private.pending_template_updates(teams uuid[])
returns table (
  team_id uuid,
  policy_id uuid,
  template_id text,
  title text,
  from_version integer,
  to_version integer,
  kind text,
  releases jsonb
)
language sql stable security definer
set search_path = ''
as $$
  select p.team_id, p.id, t.id, t.title, p.template_version, t.version,
         private.template_update_kind(t.id, p.template_version, t.version),
         (select coalesce(jsonb_agg(jsonb_build_object('version', r.version, 'kind', r.kind,
                    'note', r.note, 'released_on', r.released_on) order by r.version), '[]'::jsonb)
            from public.policy_template_releases r
           where r.template_id = t.id and r.version > p.template_version and r.version <= t.version)
  from public.policies p
  join public.policy_templates t on t.id = p.template_id
  where p.team_id = any (teams) and p.retired_at is null and p.template_version < t.version
$$;
revoke all on function private.pending_template_updates(uuid[]) from public, anon, authenticated;

-- The updates waiting for the caller's team, for its admins (the Policies page).
create function public.template_updates()
returns table (
  policy_id uuid,
  template_id text,
  title text,
  from_version integer,
  to_version integer,
  kind text,
  releases jsonb
)
language sql stable security definer
set search_path = ''
as $$
  select u.policy_id, u.template_id, u.title, u.from_version, u.to_version, u.kind, u.releases
  from private.pending_template_updates(
    array(select id from private.administered_team_ids() id)) u
  order by u.title
$$;

-- Applies the chosen template changes: `source` is the team's text with them (the page builds it
-- from the three texts, docs/decisions.md TU1), saved as a new draft (or into the open draft, at
-- `revision`), which brings in `to_version` and takes its releases' kind. A null `source` skips the
-- update. Either way the policy is then at `to_version`. Returns the draft's id, or null.
create function public.apply_template_update(
  policy uuid,
  to_version integer,
  source jsonb default null,
  revision integer default null
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  template public.policy_templates;
  draft public.policy_versions;
  draft_id uuid;
begin
  if chosen.retired_at is not null then
    raise exception 'This policy is retired.' using errcode = 'P0001';
  end if;
  perform 1 from public.policies where id = policy for update;
  select * into chosen from public.policies where id = policy;
  select * into template from public.policy_templates t where t.id = chosen.template_id;
  if template.id is null or to_version is distinct from template.version
      or chosen.template_version >= template.version then
    raise exception 'This template update is no longer waiting. Reload the page.' using errcode = 'P0001';
  end if;
  if source is not null then
    select * into draft from public.policy_versions v where v.policy_id = policy and v.published_at is null;
    if draft.id is null then
      if revision is not null then
        raise exception 'Someone changed this draft after you opened it. Reload the page to see the latest text.'
          using errcode = 'P0001';
      end if;
      draft_id := public.start_policy_revision(policy);
      select v.revision into revision from public.policy_versions v where v.id = draft_id;
    else
      draft_id := draft.id;
    end if;
    perform public.save_policy_draft(policy, source, revision);
    update public.policy_versions
       set template_version = to_version,
           change_kind = private.template_update_kind(template.id, chosen.template_version, to_version)
     where id = draft_id;
  end if;
  update public.policies set template_version = to_version where id = policy;
  perform private.record_audit(chosen.team_id,
    case when source is null then 'policy_template_update_skipped'
         else 'policy_template_update_applied' end,
    policy, template.title,
    jsonb_build_object('template', template.id, 'from_version', chosen.template_version,
                       'to_version', to_version));
  return draft_id;
end
$$;

-- ─── The audit log's kinds this migration adds (docs/decisions.md A1) ────────────────────────

insert into private.audit_event_kinds (kind) values
  ('policy_template_update_applied'), ('policy_template_update_skipped');

-- ─── The email to a team's admins ────────────────────────────────────────────────────────────

-- Which template release each team has been told of.
create table private.template_update_notices (
  team_id uuid not null references public.teams (id) on delete cascade,
  template_id text not null,
  version integer not null,
  sent_at timestamptz not null,
  primary key (team_id, template_id, version)
);

-- The notices not yet sent: one per team with a release it has not been told of, with every
-- update waiting for it and its active admins' addresses (the job: docs/decisions.md TU1).
create function public.template_update_due_notices()
returns table (team_id uuid, team_name text, updates jsonb, recipients text[])
language sql stable security definer
set search_path = ''
as $$
  with pending as (
    select * from private.pending_template_updates(array(select t.id from public.teams t))
  )
  select t.id, t.name,
         jsonb_agg(jsonb_build_object('template_id', p.template_id, 'version', p.to_version,
                     'title', p.title, 'kind', p.kind, 'releases', p.releases) order by p.title),
         array(select u.email from public.users u
                where u.team_id = t.id and u.role = 'admin' and u.deactivated_at is null
                order by u.email)
  from pending p
  join public.teams t on t.id = p.team_id
  where not exists (
    select 1 from private.template_update_notices n
    where n.team_id = p.team_id and n.template_id = p.template_id and n.version = p.to_version
  )
  group by t.id, t.name
$$;

-- Records the updates of a notice as told to the team, so they never go out again.
create function public.record_template_update_notice(team uuid, updates jsonb, at timestamptz)
returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into private.template_update_notices (team_id, template_id, version, sent_at)
  select team, u ->> 'template_id', (u ->> 'version')::integer, at
  from jsonb_array_elements(updates) u
  on conflict do nothing
$$;

revoke all on function public.set_policy_change_kind(uuid, text) from public, anon;
revoke all on function public.template_updates() from public, anon;
revoke all on function public.apply_template_update(uuid, integer, jsonb, integer) from public, anon;
revoke all on function public.template_update_due_notices() from public, anon, authenticated;
revoke all on function public.record_template_update_notice(uuid, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.set_policy_change_kind(uuid, text) to authenticated;
grant execute on function public.template_updates() to authenticated;
grant execute on function public.apply_template_update(uuid, integer, jsonb, integer) to authenticated;
grant execute on function public.template_update_due_notices() to service_role;
grant execute on function public.record_template_update_notice(uuid, jsonb, timestamptz) to service_role;
revoke all on function private.template_update_kind(text, integer, integer) from public, anon, authenticated;
revoke all on function private.fill_policy_template_version() from public, anon, authenticated;
revoke all on function private.carry_policy_acceptances() from public, anon, authenticated;

-- ─── The evidence pack's policy register says each version's kind ───────────────────────────

-- As before (baseline), with each version's kind of change.
create or replace function private.evidence_policy_register(team uuid, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.policy, x.version, x.approved_at nulls first), '[]')
  from (
    select v.id as version_id, p.template_id, v.content ->> 'title' as policy, v.number as version,
           v.change_kind,
           coalesce(a.purpose, 'publication') as purpose, a.approver_name, a.by_publisher,
           a.decided_at as approved_at, a.reason, v.published_at, v.published_by_name,
           v.content_hash, p.retired_at, p.retired_by_name, p.retired_reason
    from public.policy_versions v
    join public.policies p on p.id = v.policy_id
    left join public.policy_approvals a on a.id = v.approval_id
    where v.team_id = team and v.published_at is not null
    union all
    select v.id, p.template_id, v.content ->> 'title', v.number, v.change_kind, 'review',
           a.approver_name, a.by_publisher, a.decided_at, a.reason, v.published_at,
           v.published_by_name, v.content_hash, p.retired_at, p.retired_by_name, p.retired_reason
    from public.policy_approvals a
    join public.policy_versions v on v.id = a.version_id
    join public.policies p on p.id = v.policy_id
    where a.team_id = team and a.purpose = 'review' and a.status = 'approved'
      and a.decided_at >= from_date::timestamptz and a.decided_at < (to_date + 1)::timestamptz
  ) x
$$;
