-- Approval is a step, not a label (docs/decisions.md PA1): a version is published only after the
-- member named as its approver approved it with a reason for the change, or, when the team chose
-- "the publisher approves", with the publisher's own reason, recorded as exactly that. A yearly
-- review of an unchanged policy is an approval of the current version and moves the next review
-- date. A retired policy leaves the members' list and the register says from when.

-- ─── The team's choice ───────────────────────────────────────────────────────────────────────

alter table public.teams add column policy_approval text not null default 'approver'
  check (policy_approval in ('approver', 'publisher'));
grant select (policy_approval) on public.teams to authenticated;

-- ─── Approvals ───────────────────────────────────────────────────────────────────────────────

-- One request for an approval and its answer. `purpose` 'publication' approves the draft as it
-- was at `revision`; 'review' approves the published version as still right. The title, version
-- and names are copied so the record reads the same after people leave.
create table public.policy_approvals (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null,
  policy_id uuid not null,
  version_id uuid not null,
  purpose text not null check (purpose in ('publication', 'review')),
  revision integer check ((purpose = 'publication') = (revision is not null)),
  policy_title text not null,
  version_number integer not null,
  -- No foreign key: the record outlives the account, as audit evidence (docs/decisions.md PP1).
  approver_id uuid not null,
  approver_name text not null,
  -- The team's "the publisher approves": the person who published approved it themselves.
  by_publisher boolean not null default false,
  requested_by uuid,
  requested_by_name text not null,
  requested_at timestamptz not null default now(),
  emailed_at timestamptz,
  status text not null default 'pending' check (status in ('pending', 'approved', 'sent_back')),
  decided_at timestamptz,
  reason text check (char_length(reason) between 1 and 2000),
  comment text check (char_length(comment) between 1 and 2000),
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'approved') = (reason is not null)),
  check ((status = 'sent_back') = (comment is not null)),
  check (not by_publisher or status = 'approved'),
  foreign key (version_id, policy_id, team_id)
    references public.policy_versions (id, policy_id, team_id) on delete cascade
);
create index policy_approvals_version_idx on public.policy_approvals (version_id, policy_id, team_id);
create index policy_approvals_team_idx on public.policy_approvals (team_id, requested_at);
create index policy_approvals_approver_idx on public.policy_approvals (approver_id, status);
-- One open request per version at a time.
create unique index policy_approvals_one_pending on public.policy_approvals (version_id)
  where status = 'pending';

-- The approval a published version was published under (null for versions published before).
alter table public.policy_versions add column approval_id uuid references public.policy_approvals (id);
create index policy_versions_approval_idx on public.policy_versions (approval_id);

-- A retired policy: nobody is asked to accept it any more; its versions stay as records.
alter table public.policies add column retired_at timestamptz;
alter table public.policies add column retired_by_name text;
alter table public.policies add column retired_reason text
  check (char_length(retired_reason) between 1 and 2000);
alter table public.policies add constraint policies_retired_complete
  check ((retired_at is null) = (retired_by_name is null)
         and (retired_at is null) = (retired_reason is null));

alter table public.policy_approvals enable row level security;
revoke all on public.policy_approvals from anon, authenticated;
grant select on public.policy_approvals to authenticated;
grant all on public.policy_approvals to service_role;
create policy "Admins read their team's approvals; approvers the ones asked of them"
  on public.policy_approvals for select to authenticated
  using (
    team_id in (select private.administered_team_ids())
    or (approver_id = (select auth.uid()) and team_id = (select private.my_team()))
  );

-- ─── What never changes ──────────────────────────────────────────────────────────────────────

-- An answered request is final: the answer, who and when never change, and no approval is
-- deleted except with the whole team. A pending one changes only into its answer or notice.
create function private.keep_policy_approvals() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if current_setting('complyready.deleting_team', true) = old.team_id::text then
      return old;
    end if;
    raise exception 'Policy approvals cannot be deleted' using errcode = '42501';
  end if;
  if old.status <> 'pending'
    or (new.id, new.team_id, new.policy_id, new.version_id, new.purpose, new.revision,
        new.approver_id, new.approver_name, new.by_publisher, new.requested_by,
        new.requested_at)
       is distinct from
       (old.id, old.team_id, old.policy_id, old.version_id, old.purpose, old.revision,
        old.approver_id, old.approver_name, old.by_publisher, old.requested_by,
        old.requested_at) then
    raise exception 'An answered approval cannot be changed' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger policy_approvals_final_once_answered
  before update or delete on public.policy_approvals
  for each row execute function private.keep_policy_approvals();
create trigger policy_approvals_no_truncate
  before truncate on public.policy_approvals
  for each statement execute function private.refuse_policy_truncate();

-- The rule itself, whoever writes: a version becomes published only with an approval of this
-- very draft (its revision) that was given (docs/threat-model.md #41).
create function private.publish_only_when_approved() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published_at is not null and (tg_op = 'INSERT' or old.published_at is null)
    and not exists (
      select 1 from public.policy_approvals a
      where a.id = new.approval_id and a.version_id = new.id and a.purpose = 'publication'
        and a.status = 'approved' and a.revision = new.revision
    ) then
    raise exception 'This version can be published only after its approver approved it'
      using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger policy_versions_published_only_when_approved
  before insert or update on public.policy_versions
  for each row execute function private.publish_only_when_approved();

-- ─── The audit log learns approvals ──────────────────────────────────────────────────────────

alter table public.audit_events drop constraint audit_events_kind_check;
alter table public.audit_events add constraint audit_events_kind_check check (kind in (
  'invite_rotated', 'member_joined', 'member_deactivated', 'member_reactivated',
  'member_removed', 'member_left', 'role_changed', 'ownership_transferred', 'plan_changed',
  'export_downloaded', 'policy_adopted', 'policy_published', 'policy_accepted',
  'policy_reminder_sent', 'checklist_run_started', 'checklist_item_updated',
  'evidence_link_created', 'evidence_link_revoked', 'evidence_opened',
  'two_factor_required', 'two_factor_not_required', 'two_factor_reset',
  'hotline_set_up', 'hotline_passphrase_changed', 'hotline_handler_named',
  'hotline_handler_removed', 'hotline_case_opened', 'hotline_case_acknowledged',
  'hotline_case_investigating', 'hotline_case_closed', 'hotline_case_assigned',
  'hotline_message_sent', 'hotline_note_added',
  'training_assigned', 'training_unassigned', 'training_settings_changed',
  'training_cycle_started', 'certificate_issued', 'certificate_revoked',
  'policy_approval_setting_changed', 'policy_approval_requested', 'policy_approved',
  'policy_sent_back', 'policy_reviewed', 'policy_retired'
));

-- ─── Retired policies leave the members' list ────────────────────────────────────────────────

-- As before (docs/decisions.md P2, every adopted policy), without retired policies: members no
-- longer read, accept or get reminded of them, and they no longer cover controls.
create or replace function private.visible_policy_ids(team uuid) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select p.id from public.policies p where p.team_id = team and p.retired_at is null
$$;

-- As before, and a retired policy's draft is closed.
create or replace function private.open_draft(policy uuid, expected_revision integer)
returns public.policy_versions
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions;
begin
  if (private.administered_policy(policy)).retired_at is not null then
    raise exception 'This policy is retired.' using errcode = 'P0001';
  end if;
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

-- ─── Admin actions ───────────────────────────────────────────────────────────────────────────

-- A reason or comment as stored: trimmed plain text of 1 to 2,000 characters, line breaks allowed.
create function private.approval_text(value text, label text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  cleaned text := private.trimmed(value);
begin
  if cleaned is null then
    raise exception '% is required', label using errcode = '22023';
  end if;
  if char_length(cleaned) > 2000 then
    raise exception '% is longer than 2000 characters', label using errcode = '22023';
  end if;
  if cleaned ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]' then
    raise exception '% contains a control character', label using errcode = '22023';
  end if;
  return cleaned;
end
$$;

-- Chooses who approves the team's policy versions: a named approver ('approver') or the person
-- who publishes ('publisher').
create function public.set_policy_approval(mode text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only a team admin can choose who approves policies' using errcode = '42501';
  end if;
  if mode is null or mode not in ('approver', 'publisher') then
    raise exception 'Choose the named approver or the publisher' using errcode = '22023';
  end if;
  if (select t.policy_approval from public.teams t where t.id = team) = mode then
    return;
  end if;
  update public.teams set policy_approval = mode where id = team;
  perform private.record_audit(team, 'policy_approval_setting_changed', null, null,
    jsonb_build_object('approval', case mode when 'publisher' then 'The publisher approves'
                                            else 'A named approver approves' end));
end
$$;

-- Asks the member `approver` to approve `policy`: its draft as saved at `revision`
-- ('publication'), or its current version as reviewed ('review'). Returns the request's id; the
-- policy-reminders function emails it (`policy_approval_notice`).
create function public.request_policy_approval(
  policy uuid,
  purpose text,
  approver uuid,
  revision integer default null
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  version public.policy_versions;
  person public.users;
  request_id uuid;
begin
  if purpose = 'publication' then
    version := private.open_draft(policy, revision);
  elsif purpose = 'review' then
    if chosen.retired_at is not null then
      raise exception 'This policy is retired.' using errcode = 'P0001';
    end if;
    select * into version from public.policy_versions v
     where v.policy_id = policy and v.published_at is not null
     order by v.number desc limit 1;
    if version.id is null then
      raise exception 'Publish a first version before recording a review.' using errcode = 'P0001';
    end if;
  else
    raise exception 'Ask for the approval of a publication or a review' using errcode = '22023';
  end if;
  select * into person from public.users u
   where u.id = approver and u.team_id = chosen.team_id and u.deactivated_at is null;
  if person.id is null then
    raise exception 'The approver must be an active member of your team' using errcode = '22023';
  end if;
  if exists (select 1 from public.policy_approvals a
             where a.version_id = version.id and a.status = 'pending') then
    raise exception 'This version is already waiting for an approval.' using errcode = 'P0001';
  end if;
  insert into public.policy_approvals (
    team_id, policy_id, version_id, purpose, revision, policy_title, version_number,
    approver_id, approver_name, requested_by, requested_by_name
  ) values (
    chosen.team_id, policy, version.id, purpose,
    case when purpose = 'publication' then version.revision end,
    coalesce(version.content, version.source) ->> 'title', version.number,
    person.id, coalesce(person.full_name, person.email), auth.uid(), private.my_name()
  )
  returning id into request_id;
  perform private.record_audit(chosen.team_id, 'policy_approval_requested', policy,
    coalesce(version.content, version.source) ->> 'title',
    jsonb_build_object('version', version.number, 'purpose', purpose,
                       'approver', coalesce(person.full_name, person.email)));
  return request_id;
end
$$;

-- What the approval email needs, for a team admin, while the request is open.
create function public.policy_approval_notice(approval uuid)
returns table (
  approval_id uuid,
  email text,
  full_name text,
  purpose text,
  policy_title text,
  version_number integer,
  requested_by_name text,
  team_name text
)
language sql stable security definer
set search_path = ''
as $$
  select a.id, u.email, u.full_name, a.purpose, a.policy_title, a.version_number,
         a.requested_by_name, t.name
  from public.policy_approvals a
  join public.users u on u.id = a.approver_id and u.team_id = a.team_id and u.deactivated_at is null
  join public.teams t on t.id = a.team_id
  where a.id = approval and a.status = 'pending' and private.is_team_admin(a.team_id)
$$;

-- Records that the approval email went out; returns whether a request was marked.
create function public.record_policy_approval_notice(approval uuid) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update public.policy_approvals a set emailed_at = now()
   where a.id = approval and a.status = 'pending' and private.is_team_admin(a.team_id);
  return found;
end
$$;

-- The request `approval` with what its approver reads: the text to approve (the draft as it
-- will be published, or the current version) and the last published version before it, for the
-- difference. For the approver it was asked of and the team's admins; others get nothing.
create function public.policy_approval_review(approval uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  request public.policy_approvals;
  version public.policy_versions;
  previous public.policy_versions;
begin
  select * into request from public.policy_approvals a where a.id = approval;
  if request.id is null
    or not ((request.approver_id = auth.uid() and request.team_id = private.my_team())
            or private.is_team_admin(request.team_id)) then
    raise exception 'No such approval request' using errcode = 'PT404';
  end if;
  select * into version from public.policy_versions v where v.id = request.version_id;
  select * into previous from public.policy_versions v
   where v.policy_id = request.policy_id and v.published_at is not null
     and v.number < version.number
   order by v.number desc limit 1;
  return jsonb_build_object(
    'approval', to_jsonb(request),
    -- The draft changed after the request: it cannot be approved as asked.
    'outdated', request.purpose = 'publication'
                and (version.published_at is not null or version.revision <> request.revision),
    'content', coalesce(version.content, private.fill_policy_text(version.source,
      version.company_name, version.policy_owner, version.approver, version.number::text,
      to_char(version.effective_on, 'YYYY-MM-DD'))),
    'previous_number', previous.number,
    'previous_content', previous.content
  );
end
$$;

-- The approver's answer: approve with the reason for the change, or send back with a comment.
create function public.decide_policy_approval(approval uuid, approve boolean, words text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  request public.policy_approvals;
  version public.policy_versions;
  retired timestamptz;
begin
  select * into request from public.policy_approvals a where a.id = approval for update;
  if request.id is null or request.approver_id is distinct from auth.uid()
    or request.team_id is distinct from private.my_team() then
    raise exception 'No such approval request' using errcode = 'PT404';
  end if;
  if request.status <> 'pending' then
    raise exception 'This request has already been answered.' using errcode = 'PT409';
  end if;
  if approve is null then
    raise exception 'Approve or send back' using errcode = '22023';
  end if;
  select * into version from public.policy_versions v where v.id = request.version_id for update;
  select p.retired_at into retired from public.policies p where p.id = request.policy_id;
  if approve and (retired is not null
      or (request.purpose = 'publication'
          and (version.published_at is not null or version.revision <> request.revision))
      or (request.purpose = 'review' and exists (
          select 1 from public.policy_versions newer
          where newer.policy_id = request.policy_id and newer.published_at is not null
            and newer.number > version.number))) then
    raise exception 'This version changed after you were asked. Send it back; the admin will ask again.'
      using errcode = 'PT409';
  end if;
  if approve then
    update public.policy_approvals
       set status = 'approved', decided_at = now(),
           reason = private.approval_text(words, 'The reason for the change')
     where id = request.id;
    perform private.record_audit(request.team_id,
      case request.purpose when 'review' then 'policy_reviewed' else 'policy_approved' end,
      request.policy_id, request.policy_title,
      jsonb_build_object('version', request.version_number,
                         'reason', private.approval_text(words, 'The reason for the change')));
  else
    update public.policy_approvals
       set status = 'sent_back', decided_at = now(),
           comment = private.approval_text(words, 'A comment')
     where id = request.id;
    perform private.record_audit(request.team_id, 'policy_sent_back', request.policy_id,
      request.policy_title,
      jsonb_build_object('version', request.version_number,
                         'comment', private.approval_text(words, 'A comment')));
  end if;
end
$$;

-- The approval a publisher gives themselves when the team chose "the publisher approves".
create function private.publisher_approval(
  version public.policy_versions, purpose text, reason text
) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  approval_id uuid;
begin
  if (select t.policy_approval from public.teams t where t.id = version.team_id) <> 'publisher' then
    raise exception 'Your team''s policies are approved by a named approver. Ask them to approve it.'
      using errcode = 'P0001';
  end if;
  insert into public.policy_approvals (
    team_id, policy_id, version_id, purpose, revision, policy_title, version_number,
    approver_id, approver_name, by_publisher, requested_by, requested_by_name,
    status, decided_at, reason
  ) values (
    version.team_id, version.policy_id, version.id, purpose,
    case when purpose = 'publication' then version.revision end,
    coalesce(version.content, version.source) ->> 'title', version.number,
    auth.uid(), private.my_name(), true, auth.uid(), private.my_name(),
    'approved', now(), private.approval_text(reason, 'The reason for the change')
  )
  returning id into approval_id;
  return approval_id;
end
$$;

-- Publishes the draft the admin reviewed (`revision`) under its approval: the approver's, given
-- for this very revision, or, when the team chose "the publisher approves", the publisher's own
-- with `reason`. It becomes version N with its time and content hash, and never changes again.
drop function public.publish_policy(uuid, integer);
create function public.publish_policy(policy uuid, revision integer, reason text default null)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  draft public.policy_versions := private.open_draft(policy, revision);
  filled jsonb := private.fill_policy_text(draft.source, draft.company_name, draft.policy_owner,
    draft.approver, draft.number::text, to_char(draft.effective_on, 'YYYY-MM-DD'));
  problem text := private.policy_content_problem(filled);
  approval uuid;
  published public.policy_versions;
begin
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  select a.id into approval from public.policy_approvals a
   where a.version_id = draft.id and a.purpose = 'publication' and a.status = 'approved'
     and a.revision = draft.revision
   order by a.decided_at desc limit 1;
  if approval is null then
    approval := private.publisher_approval(draft, 'publication', reason);
  end if;
  update public.policy_versions
     set content = filled, published_at = now(), published_by = auth.uid(),
         published_by_name = private.my_name(), approval_id = approval
   where id = draft.id
  returning * into published;
  perform private.record_audit(published.team_id, 'policy_published', policy,
    filled ->> 'title', jsonb_build_object('version', published.number, 'hash', published.content_hash,
      'approved_by', (select a.approver_name from public.policy_approvals a where a.id = approval)));
  return published.id;
end
$$;

-- Records the review of the current version, unchanged, when the team chose "the publisher
-- approves": an approval of that version with `reason`, dated now; the next review date moves.
create function public.record_policy_review(policy uuid, reason text) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  current_version public.policy_versions;
  approval uuid;
begin
  if chosen.retired_at is not null then
    raise exception 'This policy is retired.' using errcode = 'P0001';
  end if;
  select * into current_version from public.policy_versions v
   where v.policy_id = policy and v.published_at is not null
   order by v.number desc limit 1;
  if current_version.id is null then
    raise exception 'Publish a first version before recording a review.' using errcode = 'P0001';
  end if;
  approval := private.publisher_approval(current_version, 'review', reason);
  perform private.record_audit(chosen.team_id, 'policy_reviewed', policy,
    current_version.content ->> 'title',
    jsonb_build_object('version', current_version.number,
                       'reason', private.approval_text(reason, 'The reason')));
  return approval;
end
$$;

-- Retires a policy: members no longer see, accept or get reminded of it, from now on.
create function public.retire_policy(policy uuid, reason text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  title text;
begin
  if chosen.retired_at is not null then
    raise exception 'This policy is already retired.' using errcode = 'PT409';
  end if;
  update public.policies
     set retired_at = now(), retired_by_name = private.my_name(),
         retired_reason = private.approval_text(reason, 'The reason')
   where id = policy;
  select coalesce(v.content, v.source) ->> 'title' into title from public.policy_versions v
   where v.policy_id = policy order by v.number desc limit 1;
  perform private.record_audit(chosen.team_id, 'policy_retired', policy, title,
    jsonb_build_object('reason', private.approval_text(reason, 'The reason')));
end
$$;

-- As before, and a retired policy has no next version.
create or replace function public.start_policy_revision(policy uuid) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  chosen public.policies := private.administered_policy(policy);
  latest public.policy_versions;
  draft_id uuid;
begin
  if chosen.retired_at is not null then
    raise exception 'This policy is retired.' using errcode = 'P0001';
  end if;
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
    policy, chosen.team_id, latest.number + 1, latest.source, latest.company_name,
    latest.policy_owner, latest.approver, greatest(current_date, latest.effective_on),
    latest.review_months, auth.uid()
  )
  returning id into draft_id;
  return draft_id;
end
$$;

-- ─── What the pages read ─────────────────────────────────────────────────────────────────────

-- As before (20261207000000), with the last review and retirement: the next review date counts
-- from the latest approval of the current version, its publication or a review.
drop function public.team_policies();
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
  last_reviewed_at timestamptz,
  next_review_on date,
  review_overdue boolean,
  draft_version_id uuid,
  draft_number integer,
  draft_revision integer,
  accepted integer,
  pending integer,
  retired_at timestamptz,
  approval_mode text
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
             where v.policy_id = p.id and v.published_at is null) as draft
    from public.policies p, team
    where p.team_id = team.id and private.is_team_admin(team.id)
  ),
  review as (
    select l.id, rv.reviewed_at,
           (((greatest((l.cur).published_at, rv.reviewed_at) at time zone 'UTC')::date
             + make_interval(months => (l.cur).review_months)))::date as next_review_on
    from listed l
    left join lateral (
      select max(a.decided_at) as reviewed_at from public.policy_approvals a
      where a.version_id = (l.cur).id and a.purpose = 'review' and a.status = 'approved'
    ) rv on true
  )
  select l.id, l.template_id, coalesce((l.cur).content ->> 'title', (l.draft).source ->> 'title'),
         l.adopted_at, (l.cur).id, (l.cur).number, (l.cur).published_at, (l.cur).published_by_name,
         (l.cur).content_hash, r.reviewed_at,
         case when l.retired_at is null then r.next_review_on end,
         l.retired_at is null and coalesce(r.next_review_on < current_date, false),
         (l.draft).id, (l.draft).number, (l.draft).revision,
         (select count(*) from public.policy_acceptances a join people on people.id = a.user_id
           where a.version_id = (l.cur).id)::integer,
         case when (l.cur).id is null or l.retired_at is not null then 0 else
           (select count(*) from people
             where not exists (select 1 from public.policy_acceptances a
                                where a.version_id = (l.cur).id and a.user_id = people.id))::integer
         end,
         l.retired_at,
         (select t.policy_approval from public.teams t, team where t.id = team.id)
  from listed l join review r on r.id = l.id
  order by l.adopted_at, l.id
$$;

-- ─── The evidence pack ───────────────────────────────────────────────────────────────────────

-- The policy register: every approval given to a published version of the team's policies —
-- its publication and each review in the range — with who approved, when and why, and when the
-- policy was retired. Versions published before approvals existed say so.
create function private.evidence_policy_register(team uuid, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.policy, x.version, x.approved_at nulls first), '[]')
  from (
    select v.id as version_id, p.template_id, v.content ->> 'title' as policy, v.number as version,
           coalesce(a.purpose, 'publication') as purpose, a.approver_name, a.by_publisher,
           a.decided_at as approved_at, a.reason, v.published_at, v.published_by_name,
           v.content_hash, p.retired_at, p.retired_by_name, p.retired_reason
    from public.policy_versions v
    join public.policies p on p.id = v.policy_id
    left join public.policy_approvals a on a.id = v.approval_id
    where v.team_id = team and v.published_at is not null
    union all
    select v.id, p.template_id, v.content ->> 'title', v.number, 'review', a.approver_name,
           a.by_publisher, a.decided_at, a.reason, v.published_at, v.published_by_name,
           v.content_hash, p.retired_at, p.retired_by_name, p.retired_reason
    from public.policy_approvals a
    join public.policy_versions v on v.id = a.version_id
    join public.policies p on p.id = v.policy_id
    where a.team_id = team and a.purpose = 'review' and a.status = 'approved'
      and a.decided_at >= from_date::timestamptz and a.decided_at < (to_date + 1)::timestamptz
  ) x
$$;

-- The published versions of every policy, retired ones included (they were in force until
-- retired), as the 'policies' section gave them, with the approval each was published under.
create function private.evidence_policy_versions(team uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x) order by x.title, x.number), '[]') from (
    select v.id, p.template_id, v.content ->> 'title' as title, v.number, v.content,
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

alter function public.evidence_section(uuid, text, date, date) rename to evidence_section_before_approvals;
alter function public.evidence_section_before_approvals(uuid, text, date, date) set schema private;
create function public.evidence_section(team uuid, section text, from_date date, to_date date)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case section
    when 'policies' then private.evidence_policy_versions(team)
    when 'policy_register' then private.evidence_policy_register(team, from_date, to_date)
    else private.evidence_section_before_approvals(team, section, from_date, to_date)
  end
$$;

-- ─── Grants ──────────────────────────────────────────────────────────────────────────────────

revoke all on function private.keep_policy_approvals() from public;
revoke all on function private.publish_only_when_approved() from public;
revoke all on function private.approval_text(text, text) from public;
revoke all on function private.publisher_approval(public.policy_versions, text, text) from public;
revoke all on function private.evidence_policy_register(uuid, date, date) from public, anon, authenticated;
revoke all on function private.evidence_policy_versions(uuid) from public, anon, authenticated;
revoke all on function private.evidence_section_before_approvals(uuid, text, date, date) from public, anon, authenticated;
revoke all on function public.evidence_section(uuid, text, date, date) from public, anon, authenticated;
grant execute on function public.evidence_section(uuid, text, date, date) to service_role;

revoke all on function public.set_policy_approval(text) from public, anon, authenticated;
revoke all on function public.request_policy_approval(uuid, text, uuid, integer) from public, anon, authenticated;
revoke all on function public.policy_approval_notice(uuid) from public, anon, authenticated;
revoke all on function public.record_policy_approval_notice(uuid) from public, anon, authenticated;
revoke all on function public.policy_approval_review(uuid) from public, anon, authenticated;
revoke all on function public.decide_policy_approval(uuid, boolean, text) from public, anon, authenticated;
revoke all on function public.publish_policy(uuid, integer, text) from public, anon, authenticated;
revoke all on function public.record_policy_review(uuid, text) from public, anon, authenticated;
revoke all on function public.retire_policy(uuid, text) from public, anon, authenticated;
revoke all on function public.team_policies() from public, anon, authenticated;
grant execute on function public.set_policy_approval(text) to authenticated;
grant execute on function public.request_policy_approval(uuid, text, uuid, integer) to authenticated;
grant execute on function public.policy_approval_notice(uuid) to authenticated;
grant execute on function public.record_policy_approval_notice(uuid) to authenticated;
grant execute on function public.policy_approval_review(uuid) to authenticated;
grant execute on function public.decide_policy_approval(uuid, boolean, text) to authenticated;
grant execute on function public.publish_policy(uuid, integer, text) to authenticated;
grant execute on function public.record_policy_review(uuid, text) to authenticated;
grant execute on function public.retire_policy(uuid, text) to authenticated;
grant execute on function public.team_policies() to authenticated;
