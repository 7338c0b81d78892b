-- What a team keeps when it moves to a smaller plan (docs/decisions.md P2): nothing is
-- deleted; policies already adopted stay published to members, only new adoptions beyond the
-- limit are refused; the team hotline takes no new reports but its handlers keep the cases;
-- evidence links stop working.

-- ─── Policies: every adopted policy stays visible ─────────────────────────────────────────────
-- The plan limits adoption (public.adopt_policy) only: members keep reading and accepting every
-- policy the team adopted, so its acceptance register does not break when a plan ends.
create or replace function private.visible_policy_ids(team uuid) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select p.id from public.policies p where p.team_id = team
$$;

-- ─── Plan changes revoke evidence links the new plan does not include ───────────────────────
create or replace function public.change_team_plan(team uuid, new_plan text, reason text default null)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  previous text;
  chosen public.plans;
  link public.evidence_links;
begin
  select plan_id into previous from public.teams where id = team for update;
  if not found then
    raise exception 'No such team' using errcode = 'PT404';
  end if;
  select * into chosen from public.plans where id = new_plan;
  if chosen.id is null then
    raise exception 'No such plan: %', new_plan using errcode = '22023';
  end if;
  -- A chosen plan ends any trial.
  update public.teams set plan_id = new_plan, trial_plan_id = null, trial_ends_at = null where id = team;
  perform private.record_audit(team, 'plan_changed', null, null,
    jsonb_build_object('from', previous, 'to', new_plan, 'reason', reason));
  if not chosen.evidence then
    for link in
      update public.evidence_links l set revoked_at = now()
      where l.team_id = team and l.revoked_at is null and l.expires_at > now()
      returning l.*
    loop
      perform private.record_audit(team, 'evidence_link_revoked', link.id,
        coalesce(link.label, 'Evidence pack download'),
        jsonb_build_object('reason', 'plan_changed', 'plan', new_plan));
    end loop;
  end if;
end
$$;

-- A link also stops when the team's plan no longer includes evidence without a plan change (a
-- trial that ends): opening it reads the plan every time.
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
    perform private.record_audit(link.team_id, 'evidence_opened', link.id,
      coalesce(link.label, 'Evidence pack download'),
      jsonb_build_object('kind', link.kind, 'what', left(what, 300)));
  end if;
  return query
    select link.team_id, t.name, link.kind, link.label, link.from_date, link.to_date
    from public.teams t where t.id = link.team_id;
end
$$;

-- ─── The team hotline: no new reports, and the reporter is told where to go ─────────────────
-- Handlers keep reading, answering and closing the cases they have (the law's clocks still run);
-- reporters keep following up with their receipt codes.
create or replace function public.submit_hotline_case(slug text, is_anonymous boolean, sealed_key text,
                                                      reporter_key text, access text, ciphertext text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  channel public.hotline_channels;
  new_case uuid;
  next_number integer;
begin
  select * into channel from public.hotline_channels c where c.slug = submit_hotline_case.slug for update;
  if channel.team_id is null then
    raise exception 'This hotline link is not valid.' using errcode = 'PT404';
  end if;
  if not (private.team_plan(channel.team_id)).team_hotline then
    raise exception 'This hotline is not taking new reports. To report a concern, use the general hotline at /hotline.'
      using errcode = '42501';
  end if;
  select coalesce(max(c.number), 0) + 1 into next_number from public.hotline_cases c
  where c.team_id = channel.team_id;
  insert into public.hotline_cases (team_id, number, is_anonymous, sealed_key, reporter_key, access_hash)
  values (channel.team_id, next_number, coalesce(submit_hotline_case.is_anonymous, true),
          submit_hotline_case.sealed_key, submit_hotline_case.reporter_key,
          encode(sha256(convert_to(access, 'UTF8')), 'hex'))
  returning id into new_case;
  insert into public.hotline_messages (case_id, team_id, position, author, kind, ciphertext)
  values (new_case, channel.team_id, 1, 'reporter', 'report', submit_hotline_case.ciphertext);
end
$$;

-- ─── The admins' policy list: no policy is hidden from members any more ─────────────────────
-- Same as before without `hidden_from_members`, which no plan can make true now.
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
  next_review_on date,
  review_overdue boolean,
  draft_version_id uuid,
  draft_number integer,
  draft_revision integer,
  accepted integer,
  pending integer
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
         case when (l.cur).id is null then 0 else
           (select count(*) from people
             where not exists (select 1 from public.policy_acceptances a
                                where a.version_id = (l.cur).id and a.user_id = people.id))::integer
         end
  from listed l join review r on r.id = l.id
  order by l.adopted_at, l.id
$$;
revoke all on function public.team_policies() from public, anon, authenticated;
grant execute on function public.team_policies() to authenticated;
