-- The team's own reporting routes (docs/decisions.md V5): the security contact's email and the
-- address that takes reported phishing, set by the team's admins in Settings and shown by the
-- player at the end of the courses that teach reporting, beside the team's hotline link.

create table public.team_reporting_routes (
  team_id uuid primary key references public.teams (id) on delete cascade,
  security_contact_email text
    check (char_length(security_contact_email) <= 254
           and security_contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phishing_report_email text
    check (char_length(phishing_report_email) <= 254
           and phishing_report_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.users (id) on delete set null
);
create index team_reporting_routes_updated_by_idx on public.team_reporting_routes (updated_by);
alter table public.team_reporting_routes enable row level security;
revoke all on public.team_reporting_routes from anon, authenticated;
grant select on public.team_reporting_routes to authenticated;
grant all on public.team_reporting_routes to service_role;
-- Every member of the team reads them (the player shows them to all); admins of other teams not.
create policy "Members read their team's reporting routes" on public.team_reporting_routes
  for select to authenticated
  using (team_id = (select private.my_team()) or private.is_team_admin(team_id));

insert into private.audit_event_kinds (kind) values ('reporting_routes_changed');

-- Sets the caller's team's routes (null or '' clears one). Team admins only, under the same
-- two-factor rule as every admin function (private.is_team_admin).
create function public.set_reporting_routes(
  security_contact_email text,
  phishing_report_email text
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  team uuid := private.my_team();
  contact text := nullif(btrim(set_reporting_routes.security_contact_email), '');
  phishing text := nullif(btrim(set_reporting_routes.phishing_report_email), '');
begin
  if team is null or not private.is_team_admin(team) then
    raise exception 'Only team admins set the reporting routes' using errcode = 'PT403';
  end if;
  if (contact is not null and (char_length(contact) > 254 or contact !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'))
    or (phishing is not null and (char_length(phishing) > 254 or phishing !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')) then
    raise exception 'Enter each address as name@example.com' using errcode = 'PT422';
  end if;
  insert into public.team_reporting_routes as r
    (team_id, security_contact_email, phishing_report_email, updated_at, updated_by)
  values (team, contact, phishing, now(), auth.uid())
  on conflict (team_id) do update
    set security_contact_email = excluded.security_contact_email,
        phishing_report_email = excluded.phishing_report_email,
        updated_at = excluded.updated_at,
        updated_by = excluded.updated_by;
  perform private.record_audit(team, 'reporting_routes_changed', null, null,
    jsonb_build_object('security_contact_email', contact, 'phishing_report_email', phishing));
end
$$;
revoke all on function public.set_reporting_routes(text, text) from public, anon;
grant execute on function public.set_reporting_routes(text, text) to authenticated;

-- What the player's closing card shows a member: the team's routes and its hotline's link (the
-- link staff are meant to have), or no row without a team.
create function public.my_reporting_routes()
returns table (security_contact_email text, phishing_report_email text, hotline_slug text)
language sql stable security definer
set search_path = ''
as $$
  select r.security_contact_email, r.phishing_report_email, c.slug
    from (select private.my_team() as team) t
    left join public.team_reporting_routes r on r.team_id = t.team
    left join public.hotline_channels c on c.team_id = t.team
   where t.team is not null
$$;
revoke all on function public.my_reporting_routes() from public, anon;
grant execute on function public.my_reporting_routes() to authenticated;
