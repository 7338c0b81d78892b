import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getTeamSettings } from '../lib/team/data';
import { teamKeys } from '../lib/team/keys';
import { teamPlan, type TeamPlan } from '../lib/team/team-plan';
import { useQuery } from '../lib/use-query';
import { DashboardPage } from './dashboard-sections';
import { QueryStatus } from './query-status';
import { TeamAdminPage } from './team-admin-page';

interface PlanGateProps {
  title: string;
  lead: string;
  includes: (plan: TeamPlan) => boolean;
  /** The missing plan's heading, as "Enterprise plan". */
  planTitle: string;
  /** The id of that heading, which labels its card. */
  gateId: string;
  /** What the card says before its link to Team Settings. */
  gate: string;
  children: (teamId: string) => ReactNode;
}

/**
 * A page under Team Settings that a plan unlocks (docs/decisions.md P1): its admins see the
 * content when the team's plan `includes` it, and otherwise a card naming the plan they need.
 */
export function PlanGatedSettingsPage(props: PlanGateProps) {
  return (
    <TeamAdminPage title={props.title}>
      {(teamId) => <Gated {...props} teamId={teamId} />}
    </TeamAdminPage>
  );
}

function Gated({
  teamId,
  title,
  lead,
  includes,
  planTitle,
  gateId,
  gate,
  children,
}: PlanGateProps & { teamId: string }) {
  const team = useQuery(teamKeys.settings(teamId), (client, signal) =>
    getTeamSettings(client, teamId, signal),
  );
  return (
    <DashboardPage title={title} lead={lead}>
      <p>
        <Link to="/dashboard/settings">← Team Settings</Link>
      </p>
      <QueryStatus query={team} loading="Loading team data..." failed="Failed to load team data">
        {(data) =>
          includes(teamPlan(data)) ? (
            children(teamId)
          ) : (
            <section className="card" aria-labelledby={gateId}>
              <h2 id={gateId}>{planTitle}</h2>
              <p>
                {gate} See <Link to="/dashboard/settings">Team Settings</Link> for your plan.
              </p>
            </section>
          )
        }
      </QueryStatus>
    </DashboardPage>
  );
}
