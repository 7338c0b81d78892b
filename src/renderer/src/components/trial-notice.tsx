// The running trial, told to the team's admins on every dashboard page (docs/decisions.md P1,
// docs/product.md "Trial notice (admins)"): the plan, its whole days left counted as the trial
// reminders count them, and the way to Settings → Plan. Members are not told about billing.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { countOf } from '@shared/plural';
import { isTeamAdminRole, type Role } from '@shared/roles';
import { wholeDaysLeft } from '@shared/trial-days';
import { useAdminTeam } from '../lib/team/admin-team';
import { teamPlan, type TeamPlanColumns } from '../lib/team/plan-in-force';
import { useSession } from '../session/session';

/** Settings → Plan: the Plan section comes first on the team's settings. */
const PLAN_SETTINGS_PATH = '/dashboard/settings';

/**
 * "Professional trial: 9 days left. Choose a plan", or "…: last day." in its last 24 hours; nothing
 * for a member, or when no trial runs at `now` (none was given, it has ended, a plan was chosen).
 * A labelled region, not a live one: screen readers find it among the landmarks without it being
 * announced again on every page.
 */
export function TrialNotice({ team, role, now }: { team: TeamPlanColumns; role: Role; now: Date }) {
  if (!isTeamAdminRole(role)) return null;
  const { plan, trial } = teamPlan(team, now);
  if (!trial) return null;
  const days = wholeDaysLeft(trial.endsAt, now);
  return (
    <section className="trial-notice" aria-label="Trial">
      <p>
        {plan.name} trial: {days > 1 ? `${countOf(days, 'days')} left` : 'last day'}.{' '}
        <Link to={PLAN_SETTINGS_PATH}>Choose a plan</Link>
      </p>
    </section>
  );
}

/**
 * The notice for the signed-in person, on a dashboard page: part of the page's first showing (its
 * query holds it, docs/architecture.md#performance-goals), so it never pushes painted content.
 */
export function DashboardTrialNotice() {
  const { session } = useSession();
  const me = session.status === 'signed-in' ? session.profile : null;
  const team = useAdminTeam(me);
  // The page's time: read once as it opens (a page opened later reads it afresh).
  const [now] = useState(() => new Date());
  if (!me || team?.state !== 'ready') return null;
  return <TrialNotice team={team.data} role={me.role} now={now} />;
}
