-- Whole populations and true actors (docs/decisions.md EV1, A1; docs/threat-model.md #42).
-- The evidence pack gains two sections that list every person in scope, not only those with
-- records: the acceptance register (every published policy × every member, accepted, not yet or
-- overdue, and the people who left in the period as they stood when they left) and training
-- completion (every member × every course required of them, with certificate and knowledge
-- check). The audit log names who really acted: the admin behind a download link, the auditor
-- link by its label, the person who set up or removed their authenticator; a checklist item's
-- change says what changed.

-- ─── The people an evidence pack covers ──────────────────────────────────────────────────────

-- How many days a member has to accept a published version, counted from the later of its
-- publication and their joining; after that the register calls them overdue.
create function private.acceptance_days() returns integer
language sql immutable
set search_path = ''
as $$ select 30 $$;

-- Everyone in scope for the range: today's active members, members deactivated in the range, and
-- people who left or were removed in the range ("Former member": their name and email left with
-- them, docs/decisions.md M1). `left_at` is when they stopped being members; `joined_at` when
-- they joined the team.
create function private.evidence_people(team uuid, from_date date, to_date date)
returns table (user_id uuid, person text, email text, standing text, joined_at timestamptz,
               left_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  -- A member joins with their account (the invite at sign-up: member_joined), so the account's
  -- creation is when they joined.
  select u.id, coalesce(u.full_name, u.email), u.email,
         case when u.deactivated_at is null then 'active' else 'deactivated' end,
         u.created_at, u.deactivated_at
  from public.users u
  where u.team_id = team
    and (u.deactivated_at is null
         or (u.deactivated_at >= from_date::timestamptz
             and u.deactivated_at < (to_date + 1)::timestamptz))
  union all
  select e.target_id, 'Former member', '', 'former',
         (select u.created_at from public.users u where u.id = e.target_id), max(e.occurred_at)
  from public.audit_events e
  where e.team_id = team and e.kind in ('member_left', 'member_removed')
    and e.target_id is not null
    and e.occurred_at >= from_date::timestamptz and e.occurred_at < (to_date + 1)::timestamptz
    and not exists (select 1 from public.users u where u.id = e.target_id and u.team_id = team)
  group by e.target_id
$$;

-- The register: for every published policy and every person in scope, the version in force
-- (at `at`, or when they left), and whether they accepted it by then: 'accepted' (with the hash and
-- time), 'overdue' (past the acceptance days) or 'not_accepted'.
create function private.evidence_acceptance_population(team uuid, from_date date, to_date date,
                                                       at timestamptz)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with versions as (
    select v.policy_id, v.id, v.number, v.content ->> 'title' as title, v.published_at
    from public.policy_versions v
    where v.team_id = team and v.published_at is not null
      and v.policy_id in (select private.visible_policy_ids(team))
  ),
  rows as (
    select p.person, p.email, p.standing, p.left_at, cur.title, cur.number,
           acc.number as accepted_version, acc.content_hash, acc.accepted_at,
           greatest(cur.published_at, p.joined_at)
             + make_interval(days => private.acceptance_days()) as due_at,
           coalesce(p.left_at, at) as as_of
    from private.evidence_people(team, from_date, to_date) p
    cross join (select distinct policy_id from versions) policy
    cross join lateral (
      select v.* from versions v
      where v.policy_id = policy.policy_id and v.published_at <= coalesce(p.left_at, at)
      order by v.number desc limit 1
    ) cur
    left join lateral (
      select v.number, a.content_hash, a.accepted_at
      from public.policy_acceptances a
      join versions v on v.id = a.version_id
      where a.version_id = cur.id and a.user_id = p.user_id and a.team_id = team
        and a.accepted_at <= coalesce(p.left_at, at)
    ) acc on true
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'policy', r.title, 'version', r.number, 'person', r.person, 'email', r.email,
           'standing', r.standing, 'left_at', r.left_at,
           'status', case when r.accepted_at is not null then 'accepted'
                          when r.as_of > r.due_at then 'overdue'
                          else 'not_accepted' end,
           'due_on', (r.due_at at time zone 'UTC')::date,
           'accepted_version', r.accepted_version, 'content_hash', r.content_hash,
           'accepted_at', r.accepted_at)
         order by r.title, r.standing <> 'active', r.person, r.email), '[]'::jsonb)
  from rows r
$$;

-- Training completion: every person in scope × every course required of them in the training
-- years that overlap the range, with the certificate and the knowledge check (attempts, best
-- score, passed) as of `at` or when they left; a person with nothing required is one row with no
-- course, so the population stays whole.
create function private.evidence_training_population(team uuid, from_date date, to_date date,
                                                     at timestamptz)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with people as (
    select * from private.evidence_people(team, from_date, to_date)
  ),
  reqs as (
    select p.user_id, r.course_id, co.title as course, r.due_on, c.starts_on,
           coalesce(p.left_at, at) as as_of,
           ce.id as certificate_id, ce.issued_at,
           (select count(*) from public.knowledge_check_attempts k
             where k.user_id = p.user_id and k.course_id = r.course_id
               and k.submitted_at <= coalesce(p.left_at, at)) as attempts,
           (select max(k.score_percent) from public.knowledge_check_attempts k
             where k.user_id = p.user_id and k.course_id = r.course_id
               and k.submitted_at <= coalesce(p.left_at, at)) as best_score,
           (select bool_or(k.passed) from public.knowledge_check_attempts k
             where k.user_id = p.user_id and k.course_id = r.course_id
               and k.submitted_at <= coalesce(p.left_at, at)) as passed
    from people p
    join public.training_requirements r on r.user_id = p.user_id and r.team_id = team
    join public.training_cycles c on c.id = r.cycle_id
    join public.courses co on co.id = r.course_id
    left join public.certificates ce
      on ce.user_id = r.user_id and ce.course_id = r.course_id and ce.cycle_id = r.cycle_id
     and ce.revoked_at is null and ce.issued_at <= coalesce(p.left_at, at)
    where c.starts_on <= to_date and c.ends_on > from_date
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'member', p.person, 'email', p.email, 'standing', p.standing, 'left_at', p.left_at,
           'training_year', r.starts_on, 'course', r.course, 'due_on', r.due_on,
           'status', case when r.course is null then 'nothing_assigned'
                          when r.certificate_id is not null then 'completed'
                          when r.due_on < (r.as_of at time zone 'UTC')::date then 'overdue'
                          else 'not_completed' end,
           'completed_at', r.issued_at, 'certificate_id', r.certificate_id,
           'attempts', coalesce(r.attempts, 0), 'best_score', r.best_score,
           'passed', r.passed)
         order by p.standing <> 'active', p.person, p.email, r.starts_on, r.due_on, r.course),
         '[]'::jsonb)
  from people p
  left join reqs r on r.user_id = p.user_id
$$;

-- evidence_section (the training wrapper, 20261201000000) gains 'acceptance_population' and
-- 'training_population'; the others are read as before.
alter function public.evidence_section(uuid, text, date, date) rename to evidence_section_before_populations;
alter function public.evidence_section_before_populations(uuid, text, date, date) set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'acceptance_population' then private.evidence_acceptance_population(team, from_date, to_date, now())
    when 'training_population' then private.evidence_training_population(team, from_date, to_date, now())
    else private.evidence_section_before_populations(team, section, from_date, to_date)
  end
$$;

-- ─── True actors ─────────────────────────────────────────────────────────────────────────────

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
  'training_assigned', 'training_unassigned', 'training_settings_changed',
  'training_cycle_started', 'certificate_issued', 'certificate_revoked'
));

-- Writes one event under a named actor, for server code that acts for someone it can name (the
-- link's holder, the person whose authenticator changed) rather than for the signed-in caller.
create function private.record_audit_as(
  team uuid,
  actor uuid,
  actor_name text,
  kind text,
  target uuid,
  target_name text,
  details jsonb
) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into public.audit_events (team_id, actor_id, actor_name, kind, target_id, target_name, details)
  values (team, actor, actor_name, kind, target, target_name, coalesce(details, '{}'::jsonb))
$$;

-- A use of an evidence link is the holder's: a download link is shown once, to the admin who
-- made it, and lives minutes, so its use is theirs; an auditor link is named by its label.
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

-- ─── Two-factor changes in the audit log ─────────────────────────────────────────────────────
-- Supabase Auth changes auth.mfa_factors itself, and hosted Supabase allows triggers on
-- auth.sessions but not on auth.mfa_factors. Both Auth servers mark the session a confirmed
-- authenticator raised (`factor_id`), and clear it when that authenticator is removed: a session
-- raised by an authenticator not seen before is its enrolment, a session losing an authenticator
-- that no longer exists its removal. Resets by an admin or the operator end the sessions instead
-- and record themselves (two_factor_reset).
create table private.two_factor_enrolments (
  factor_id uuid primary key,
  user_id uuid not null,
  enrolled_at timestamptz not null default now()
);
alter table private.two_factor_enrolments enable row level security;
revoke all on private.two_factor_enrolments from public, anon, authenticated, service_role;
-- Authenticators confirmed before this migration are not enrolments to come.
insert into private.two_factor_enrolments (factor_id, user_id, enrolled_at)
select f.id, f.user_id, f.updated_at from auth.mfa_factors f where f.status = 'verified';

create function private.audit_two_factor_session() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  person public.users;
  factor auth.mfa_factors;
begin
  select * into person from public.users u where u.id = new.user_id;
  if new.factor_id is not null then
    select * into factor from auth.mfa_factors f where f.id = new.factor_id and f.status = 'verified';
    if factor.id is not null then
      insert into private.two_factor_enrolments (factor_id, user_id) values (factor.id, factor.user_id)
      on conflict do nothing;
      if found and person.team_id is not null then
        perform private.record_audit_as(person.team_id, person.id,
          coalesce(person.full_name, person.email), 'two_factor_enrolled', person.id,
          coalesce(person.full_name, person.email),
          jsonb_strip_nulls(jsonb_build_object('authenticator', nullif(btrim(factor.friendly_name), ''))));
      end if;
    end if;
  end if;
  if old.factor_id is not null and old.factor_id is distinct from new.factor_id
     and not exists (select 1 from auth.mfa_factors f where f.id = old.factor_id) then
    delete from private.two_factor_enrolments e where e.factor_id = old.factor_id;
    if found and person.team_id is not null then
      perform private.record_audit_as(person.team_id, person.id,
        coalesce(person.full_name, person.email), 'two_factor_removed', person.id,
        coalesce(person.full_name, person.email), '{}'::jsonb);
    end if;
  end if;
  return null;
end
$$;
create trigger sessions_two_factor_audit
  after update of factor_id on auth.sessions
  for each row when (old.factor_id is distinct from new.factor_id)
  execute function private.audit_two_factor_session();

-- ─── Checklist changes that say what changed ─────────────────────────────────────────────────
-- As before (20261126000000, refusal codes of 20261205000000), and the event holds the item's
-- line, the status from and to, the owner's name before and after, the due date before and after
-- and the evidence link added; the notes' text stays out of the log.
create or replace function public.save_checklist_item(
  run uuid,
  item text,
  status text,
  not_applicable_reason text default null,
  owner uuid default null,
  due_on date default null,
  notes text default null,
  evidence_url text default null
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  the_run public.checklist_runs;
  chosen public.checklist_templates;
  previous public.checklist_item_states;
  reason text := nullif(btrim(not_applicable_reason), '');
  link text := nullif(btrim(evidence_url), '');
  note text := nullif(btrim(notes), '');
  was_status text;
  owner_before text;
  owner_after text;
begin
  select * into the_run from public.checklist_runs r where r.id = run;
  if the_run.id is null or not private.is_team_admin(the_run.team_id)
    or the_run.team_id is distinct from private.my_team() then
    raise exception 'No such checklist run' using errcode = 'PT404';
  end if;
  if exists (select 1 from public.checklist_runs r
             where r.team_id = the_run.team_id and r.checklist_id = the_run.checklist_id
               and r.period_start > the_run.period_start) then
    raise exception 'This run is closed: a newer run of this checklist has started'
      using errcode = 'PT409';
  end if;
  select * into chosen from public.checklist_templates t where t.id = the_run.checklist_id;
  if not item = any (chosen.item_ids) then
    raise exception 'No such item in this checklist' using errcode = 'PT404';
  end if;
  if status = 'not_applicable' and reason is null then
    raise exception 'Say why the item does not apply' using errcode = '23514';
  end if;
  if status <> 'not_applicable' then
    reason := null;
  end if;
  if owner is not null and not exists (
    select 1 from public.users u
    where u.id = owner and u.team_id = the_run.team_id and u.deactivated_at is null
  ) then
    raise exception 'The owner must be an active member of the team' using errcode = '23514';
  end if;
  if link is not null and link !~* '^https?://[^\s]+$' then
    raise exception 'The evidence link must be a web address starting with https:// or http://'
      using errcode = '23514';
  end if;

  select * into previous from public.checklist_item_states s
  where s.run_id = the_run.id and s.item_id = item
  for update;
  insert into public.checklist_item_states as s
    (run_id, item_id, team_id, status, not_applicable_reason, owner_id, due_on, notes,
     evidence_url, updated_at, updated_by)
  values (the_run.id, item, the_run.team_id, status, reason, owner, save_checklist_item.due_on,
          note, link, now(), auth.uid())
  on conflict (run_id, item_id) do update set
    status = excluded.status,
    not_applicable_reason = excluded.not_applicable_reason,
    owner_id = excluded.owner_id,
    due_on = excluded.due_on,
    notes = excluded.notes,
    evidence_url = excluded.evidence_url,
    updated_at = excluded.updated_at,
    updated_by = excluded.updated_by;

  was_status := coalesce(previous.status, 'not_started');
  if previous.owner_id is distinct from owner then
    select coalesce(u.full_name, u.email) into owner_before from public.users u
    where u.id = previous.owner_id;
    select coalesce(u.full_name, u.email) into owner_after from public.users u where u.id = owner;
  end if;
  perform private.record_audit(
    the_run.team_id, 'checklist_item_updated', null, chosen.title,
    jsonb_strip_nulls(jsonb_build_object(
      'checklist', chosen.id,
      'run', the_run.id,
      'item', item,
      'item_text', (select i ->> 'item' from jsonb_array_elements(chosen.items) i
                    where i ->> 'id' = item),
      'status_from', case when was_status is distinct from status then was_status end,
      'status', case when was_status is distinct from status then status end,
      'not_applicable_reason', case when previous.not_applicable_reason is distinct from reason
                                    then reason end,
      'owner_changed', case when previous.owner_id is distinct from owner then true end,
      'owner_from', owner_before,
      'owner', owner_after,
      'due_from', case when previous.due_on is distinct from save_checklist_item.due_on
                       then previous.due_on end,
      'due_on', case when previous.due_on is distinct from save_checklist_item.due_on
                     then save_checklist_item.due_on end,
      'due_changed', case when previous.due_on is distinct from save_checklist_item.due_on
                          then true end,
      'notes_changed', case when previous.notes is distinct from note then true end,
      'evidence_url', case when previous.evidence_url is distinct from link then link end,
      'evidence_removed', case when previous.evidence_url is not null and link is null
                               then true end
    )));
end
$$;

-- ─── Grants: every new function starts closed ────────────────────────────────────────────────

revoke all on function private.acceptance_days() from public, anon, authenticated;
revoke all on function private.evidence_people(uuid, date, date) from public, anon, authenticated;
revoke all on function private.evidence_acceptance_population(uuid, date, date, timestamptz) from public, anon, authenticated;
revoke all on function private.evidence_training_population(uuid, date, date, timestamptz) from public, anon, authenticated;
revoke all on function private.evidence_section_before_populations(uuid, text, date, date) from public, anon, authenticated, service_role;
revoke all on function private.record_audit_as(uuid, uuid, text, text, uuid, text, jsonb) from public, anon, authenticated;
revoke all on function private.audit_two_factor_session() from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;
