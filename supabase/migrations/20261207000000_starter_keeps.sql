-- What a team keeps when it moves to a smaller plan (issue 30; docs/decisions.md P2): nothing is
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
