// The team's row (its plan and trial, docs/decisions.md P1) for the signed-in team admin, under
// teamKeys.settings: the key Settings and every other page that shows the team's settings read.
// The app's shell watches it while an admin is signed in, so each dashboard page's trial notice
// reads the cached row rather than asking again, and a plan change (which invalidates
// teamKeys.team) shows at once. Members never ask.
import { isTeamAdminRole, type Role } from '@shared/roles';
import { useQuery, type Query } from '../use-query';
import { getTeamSettings, type TeamSettings } from './data';
import { teamKeys } from './keys';

/** The admin's team row; null for anyone else (a member, no team, not signed in). */
export function useAdminTeam(
  person: { role: Role; team_id: string | null } | null,
): Query<TeamSettings> | null {
  const teamId = person?.team_id && isTeamAdminRole(person.role) ? person.team_id : null;
  const team = useQuery(teamId ? teamKeys.settings(teamId) : null, (client, signal) =>
    getTeamSettings(client, teamId ?? '', signal),
  );
  return teamId ? team : null;
}
