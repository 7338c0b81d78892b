// The plan in force for a team (docs/decisions.md P1), apart from ./team-plan.ts so that what every
// dashboard page shows (the trial's notice) does not load the catalogues that the plans' feature
// words count.
import { plans, type PlanContent } from '@content/plans';

export interface TeamPlanColumns {
  plan_id: string;
  trial_plan_id: string | null;
  trial_ends_at: string | null;
}

export interface TeamPlan {
  plan: PlanContent;
  /** While a trial runs: its end, and the plan the team falls back to then. */
  trial: { endsAt: Date; then: PlanContent } | null;
}

const planById = (id: string): PlanContent =>
  plans.find((plan) => plan.id === id) ?? (plans[0] as PlanContent);

/** The plan in force at `now`, as private.team_plan() computes it in the database. */
export function teamPlan(team: TeamPlanColumns, now = new Date()): TeamPlan {
  const endsAt = team.trial_ends_at ? new Date(team.trial_ends_at) : null;
  if (team.trial_plan_id && endsAt && endsAt > now) {
    return { plan: planById(team.trial_plan_id), trial: { endsAt, then: planById(team.plan_id) } };
  }
  return { plan: planById(team.plan_id), trial: null };
}
