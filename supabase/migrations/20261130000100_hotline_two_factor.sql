-- The team's two-factor requirement (docs/decisions.md TF1) covers its hotline handlers too:
-- "Require two-factor for admins and hotline handlers". Every hotline rule asks
-- private.is_hotline_handler (docs/decisions.md H1), so the requirement is added there alone.

-- Whom the team's setting covers: its admins and the people who handle its hotline. Reads the
-- handlers directly, not through is_hotline_handler, which itself asks this rule.
create or replace function private.team_requires_two_factor_of_me(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select t.require_two_factor from public.teams t where t.id = team), false)
     and (private.is_team_admin(team)
          or exists (select 1 from private.hotline_handler_people(team) p where p.user_id = auth.uid()))
$$;

-- A handler reaches the team's cases only from a session that meets the team's requirement.
create or replace function private.is_hotline_handler(team uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.hotline_handler_people(team) p where p.user_id = auth.uid())
     and private.meets_team_mfa_requirement(team)
$$;

revoke all on function private.team_requires_two_factor_of_me(uuid) from public;
revoke all on function private.is_hotline_handler(uuid) from public;
grant execute on function private.is_hotline_handler(uuid) to authenticated;
