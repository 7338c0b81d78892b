-- ─── Support from inside the product (docs/decisions.md SU1) ─────────────────────────────────

-- An Enterprise team's named success manager, copied on its support requests. The operator sets
-- it (`npm run admin -- set-success-manager`); no client reads or writes it (teams' columns are
-- granted one by one, and no client updates teams).
alter table public.teams
  add column success_manager_email text
    check (success_manager_email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
           and char_length(success_manager_email) <= 320);

-- Each request a signed-in person sends through Help: who, which team, on which plan, the
-- reference they were given and when. Written only by public.submit_support_request; nobody
-- edits or deletes one (the team's deletion removes its requests).
create table public.support_requests (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique check (reference ~ '^SR-[0-9A-F]{10}$'),
  team_id uuid not null references public.teams (id) on delete cascade,
  user_id uuid references public.users (id) on delete set null,
  plan_id text not null references public.plans (id),
  kind text not null check (kind in ('help', 'custom_policy')),
  -- One line: it becomes the subject of the emails (no header can ride along).
  subject text not null check (char_length(subject) between 1 and 200 and subject !~ '[[:cntrl:]]'),
  message text not null check (char_length(message) between 1 and 10000),
  -- The page the person was on when they asked, as a path.
  page text not null check (page ~ '^/' and char_length(page) <= 300),
  -- A custom policy's "needed by" date; none for other requests.
  needed_by date,
  check ((kind = 'custom_policy') = (needed_by is not null)),
  created_at timestamptz not null default now()
);
create index support_requests_team_idx on public.support_requests (team_id, created_at desc);
create index support_requests_user_idx on public.support_requests (user_id);
create index support_requests_plan_idx on public.support_requests (plan_id);
alter table public.support_requests enable row level security;
revoke all on public.support_requests from anon, authenticated;
grant select on public.support_requests to authenticated;
grant all on public.support_requests to service_role;

-- The person who asked, and their team's admins (superadmins administer every team).
create policy "People and their admins read support requests" on public.support_requests
  for select to authenticated
  using (user_id = (select auth.uid()) or team_id in (select private.administered_team_ids()));

-- Records a request from the caller, for the caller's own team, on the team's plan now (never
-- what the page says), and answers what the mail needs. A custom policy is Enterprise's
-- ("Custom policy development", src/content/plans); the success manager is named for Enterprise
-- teams only.
create function public.submit_support_request(
  kind text,
  subject text,
  message text,
  page text,
  needed_by date default null
) returns table (
  reference text,
  created_at timestamptz,
  team_name text,
  plan_id text,
  plan_name text,
  requester_email text,
  requester_name text,
  success_manager_email text
)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  plan public.plans;
  request public.support_requests;
begin
  if team is null then
    raise exception 'Support requests come from a team''s members' using errcode = '42501';
  end if;
  plan := private.team_plan(team);
  if kind = 'custom_policy' then
    if plan.id is distinct from 'enterprise' then
      raise exception 'Custom policy development is part of the Enterprise plan'
        using errcode = '42501';
    end if;
    if needed_by is null or needed_by <= current_date then
      raise exception 'Choose a date after today for the policy' using errcode = '22023';
    end if;
  elsif needed_by is not null then
    raise exception 'Only a custom policy request has a date' using errcode = '22023';
  end if;
  insert into public.support_requests
    (reference, team_id, user_id, plan_id, kind, subject, message, page, needed_by)
  values
    ('SR-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10)), team, auth.uid(),
     plan.id, kind, subject, message, page, needed_by)
  returning * into request;
  return query
    select request.reference, request.created_at, t.name, plan.id, plan.name, u.email,
           u.full_name,
           case when plan.id = 'enterprise' then t.success_manager_email end
    from public.teams t, public.users u
    where t.id = team and u.id = auth.uid();
end
$$;
revoke all on function public.submit_support_request(text, text, text, text, date)
  from public, anon, authenticated;
grant execute on function public.submit_support_request(text, text, text, text, date)
  to authenticated;

-- Support's per-plan promise on the form, and the Enterprise team's success manager, for the
-- caller's own team.
create function public.support_contact() returns table (
  plan_id text,
  success_manager_email text
)
language sql stable security definer
set search_path = ''
as $$
  select p.id, case when p.id = 'enterprise' then t.success_manager_email end
  from public.teams t
  cross join lateral private.team_plan(t.id) p
  where t.id = private.my_team()
$$;
revoke all on function public.support_contact() from public, anon, authenticated;
grant execute on function public.support_contact() to authenticated;
