-- The evidence pack and auditor links (issue 22; docs/decisions.md EV1): a team admin creates a
-- link to the team's evidence for a date range — a download link valid for minutes, or an
-- auditor link valid for days that anyone holding it opens without an account. Links are stored
-- as hashes, listed, revocable, and every use is written to the audit log. The evidence function
-- (supabase/functions/_shared/evidence.ts) reads the team's records through the functions below,
-- which only the service role may call, and only after `open_evidence_link` accepted the token.

create table public.evidence_links (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references public.teams (id) on delete cascade,
  kind text not null check (kind in ('download', 'auditor')),
  label text check (char_length(label) between 1 and 200),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  from_date date not null,
  to_date date not null,
  created_at timestamptz not null default now(),
  created_by uuid references public.users (id) on delete set null,
  created_by_name text not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  last_used_at timestamptz,
  use_count integer not null default 0,
  check (from_date <= to_date)
);
create index evidence_links_team_idx on public.evidence_links (team_id, created_at desc);
alter table public.evidence_links enable row level security;
revoke all on public.evidence_links from anon, authenticated;
-- Everything but the token's hash.
grant select (id, team_id, kind, label, from_date, to_date, created_at, created_by,
              created_by_name, expires_at, revoked_at, last_used_at, use_count)
  on public.evidence_links to authenticated;
grant all on public.evidence_links to service_role;
create policy "Admins read their team's evidence links" on public.evidence_links
  for select to authenticated
  using (private.is_team_admin(team_id));

alter table public.audit_events drop constraint audit_events_kind_check;
alter table public.audit_events add constraint audit_events_kind_check check (kind in (
  'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated',
  'member_removed', 'member_left', 'role_changed', 'ownership_transferred', 'plan_changed',
  'export_downloaded', 'policy_adopted', 'policy_published', 'policy_accepted',
  'policy_reminder_sent', 'checklist_run_started', 'checklist_item_updated',
  'evidence_link_created', 'evidence_link_revoked', 'evidence_opened'
));

-- How long each kind of link lives: a download is fetched at once; an auditor link for as many
-- days as the admin chose, at most 90.
create function private.evidence_link_expiry(kind text, days integer) returns timestamptz
language plpgsql stable
set search_path = ''
as $$
begin
  if kind = 'download' then
    return now() + interval '15 minutes';
  end if;
  if days is null or days < 1 or days > 90 then
    raise exception 'An auditor link is valid for 1 to 90 days' using errcode = '22023';
  end if;
  return now() + make_interval(days => days);
end
$$;

-- Creates a link for the caller's team and returns its token, which is shown once.
create function public.create_evidence_link(
  kind text,
  from_date date,
  to_date date,
  days integer default null,
  label text default null
) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  token text := private.new_invite_code() || private.new_invite_code();
  link_id uuid;
  link_label text := nullif(btrim(label), '');
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can share the team''s evidence' using errcode = '42501';
  end if;
  if not (private.team_plan(team)).evidence then
    raise exception 'The evidence pack and auditor links are part of the Professional and Enterprise plans.'
      using errcode = '42501';
  end if;
  if kind not in ('download', 'auditor') then
    raise exception 'Unknown kind of evidence link' using errcode = '22023';
  end if;
  if from_date is null or to_date is null or from_date > to_date then
    raise exception 'Choose a date range whose start is not after its end' using errcode = '22023';
  end if;
  if kind = 'auditor' and link_label is null then
    raise exception 'Say whom the auditor link is for' using errcode = '22023';
  end if;
  insert into public.evidence_links
    (team_id, kind, label, token_hash, from_date, to_date, created_by, created_by_name, expires_at)
  values (team, kind, link_label, encode(sha256(convert_to(token, 'UTF8')), 'hex'), from_date,
          to_date, auth.uid(), private.my_name(), private.evidence_link_expiry(kind, days))
  returning id into link_id;
  if kind = 'auditor' then
    perform private.record_audit(team, 'evidence_link_created', link_id, link_label,
      jsonb_build_object('from', from_date, 'to', to_date, 'days', days));
  end if;
  return token;
end
$$;

create function public.revoke_evidence_link(link uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_link public.evidence_links;
begin
  select * into found_link from public.evidence_links l
  where l.id = link and l.team_id = private.my_team() and private.is_team_admin(l.team_id)
  for update;
  if found_link.id is null then
    raise exception 'No such evidence link' using errcode = 'P0002';
  end if;
  if found_link.revoked_at is null then
    update public.evidence_links set revoked_at = now() where id = found_link.id;
    perform private.record_audit(found_link.team_id, 'evidence_link_revoked', found_link.id,
                                 found_link.label, '{}'::jsonb);
  end if;
end
$$;

-- The link a token opens, when it is valid; counts the use and writes the audit log (`what`: the
-- file or the pack that was asked for). Null for an unknown, expired or revoked token.
create function public.open_evidence_link(token text, what text)
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
  update public.evidence_links
  set use_count = use_count + 1, last_used_at = now()
  where id = link.id;
  perform private.record_audit(link.team_id, 'evidence_opened', link.id,
    coalesce(link.label, 'Evidence pack download'),
    jsonb_build_object('kind', link.kind, 'what', left(what, 300)));
  return query
    select link.team_id, t.name, link.kind, link.label, link.from_date, link.to_date
    from public.teams t where t.id = link.team_id;
end
$$;

-- ─── What the pack holds, per team and date range (service role only) ──────────────────────

-- Control coverage of `team` (the rule of CL1), shared by the Evidence page and the pack.
create function private.control_coverage(team uuid)
returns table (control_id text, source text, title text)
language sql stable security definer
set search_path = ''
as $$
    select distinct control.id, 'policy'::text, t.title
    from public.policies p
    join public.policy_templates t on t.id = p.template_id
    cross join lateral unnest(t.controls) as control(id)
    where p.team_id = team
      and exists (select 1 from public.policy_versions v
                  where v.policy_id = p.id and v.published_at is not null)
      and p.id in (select private.visible_policy_ids(team))
  union
    select distinct control.id, 'checklist'::text, t.title || ': ' || (item ->> 'item')
    from (
      select distinct on (r.checklist_id) r.id, r.checklist_id
      from public.checklist_runs r
      where r.team_id = team
      order by r.checklist_id, r.period_start desc
    ) newest
    join public.checklist_templates t on t.id = newest.checklist_id
    join public.checklist_item_states s on s.run_id = newest.id and s.status = 'done'
    cross join lateral jsonb_array_elements(t.items) as item
    cross join lateral jsonb_array_elements_text(item -> 'controls') as control(id)
    where item ->> 'id' = s.item_id
  union
    -- Awareness training at hire and yearly: SOC 2 CC1.4, CC2.2; ISO/IEC 27001 A.6.3.
    select control.id, 'training'::text, 'Every member has completed every course'
    from unnest(array['CC1.4', 'CC2.2', 'A.6.3']) as control(id)
    where exists (select 1 from public.users u
                  where u.team_id = team and u.deactivated_at is null)
      and exists (select 1 from public.videos v where v.is_published)
      and not exists (
        select 1
        from public.users u
        cross join public.videos v
        where u.team_id = team and u.deactivated_at is null and v.is_published
          and not exists (select 1 from public.progress pr
                          where pr.user_id = u.id and pr.video_id = v.id
                            and pr.completed_at is not null)
      )
$$;
revoke all on function private.control_coverage(uuid) from public;

create or replace function public.team_control_coverage()
returns table (control_id text, source text, title text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can see the control coverage' using errcode = '42501';
  end if;
  return query select * from private.control_coverage(team);
end
$$;

-- One part of the pack as JSON rows: 'policies' (published versions, each with its text),
-- 'acceptances', 'training', 'checklists' (runs with their items), 'audit', 'coverage'.
-- Dated records are those of the range; what is in force (published versions, coverage, current
-- training) is as of now.
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  range_start timestamptz := from_date::timestamptz;
  range_end timestamptz := (to_date + 1)::timestamptz;
  result jsonb;
begin
  case section
  when 'policies' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.title, x.number), '[]') into result from (
      select v.id, p.template_id, v.content ->> 'title' as title, v.number, v.content,
             v.content_hash, v.published_at, v.published_by_name, v.company_name,
             v.policy_owner, v.approver, v.effective_on, v.review_months
      from public.policy_versions v
      join public.policies p on p.id = v.policy_id
      where v.team_id = team and v.published_at is not null
        and p.id in (select private.visible_policy_ids(team))
    ) x;
  when 'acceptances' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.policy, x.version, x.accepted_at), '[]')
      into result from (
      select coalesce(case when u.id is not null then coalesce(u.full_name, u.email) end,
                      'Former member') as person,
             coalesce(u.email, '') as email, v.content ->> 'title' as policy,
             v.number as version, a.content_hash, a.accepted_at
      from public.policy_acceptances a
      join public.policy_versions v on v.id = a.version_id
      left join public.users u on u.id = a.user_id and u.team_id = a.team_id
      where a.team_id = team and a.accepted_at >= range_start and a.accepted_at < range_end
    ) x;
  when 'training' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.member, x.email, x.position, x.course), '[]')
      into result from (
      select coalesce(u.full_name, u.email) as member, u.email, vi.title as course,
             vi.order_index as position,
             coalesce(pr.progress_percent, 0) as progress_percent, pr.completed_at,
             u.deactivated_at is not null as deactivated
      from public.users u
      cross join public.videos vi
      left join public.progress pr on pr.user_id = u.id and pr.video_id = vi.id
      where u.team_id = team and vi.is_published
    ) x;
  when 'checklists' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.checklist_id, x.period_start), '[]')
      into result from (
      select r.id, r.checklist_id, t.title, r.period_start, r.started_at,
             (select coalesce(jsonb_agg(jsonb_build_object(
                        'item_id', s.item_id, 'status', s.status,
                        'not_applicable_reason', s.not_applicable_reason,
                        'owner', coalesce(o.full_name, o.email), 'due_on', s.due_on,
                        'notes', s.notes, 'evidence_url', s.evidence_url,
                        'updated_at', s.updated_at) order by s.item_id), '[]')
              from public.checklist_item_states s
              left join public.users o on o.id = s.owner_id
              where s.run_id = r.id) as items
      from public.checklist_runs r
      join public.checklist_templates t on t.id = r.checklist_id
      where r.team_id = team and r.period_start < to_date + 1
        and r.started_at < range_end
        -- A run whose period ended before the range is not in it.
        and not exists (select 1 from public.checklist_runs later
                        where later.team_id = r.team_id and later.checklist_id = r.checklist_id
                          and later.period_start > r.period_start
                          and later.period_start <= from_date)
    ) x;
  when 'audit' then
    select coalesce(jsonb_agg(to_jsonb(x) order by x.occurred_at, x.id), '[]') into result from (
      select e.id, e.occurred_at, e.actor_name, e.kind, e.target_name, e.details
      from public.audit_events e
      where e.team_id = team and e.occurred_at >= range_start and e.occurred_at < range_end
    ) x;
  when 'coverage' then
    select coalesce(jsonb_agg(to_jsonb(c) order by c.control_id, c.source, c.title), '[]')
      into result from private.control_coverage(team) c;
  else
    raise exception 'Unknown evidence section %', section using errcode = '22023';
  end case;
  return result;
end
$$;

revoke all on function public.create_evidence_link(text, date, date, integer, text) from public, anon;
revoke all on function public.revoke_evidence_link(uuid) from public, anon;
revoke all on function public.open_evidence_link(text, text) from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.create_evidence_link(text, date, date, integer, text) to authenticated;
grant execute on function public.revoke_evidence_link(uuid) to authenticated;
grant execute on function public.open_evidence_link(text, text) to service_role;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;
