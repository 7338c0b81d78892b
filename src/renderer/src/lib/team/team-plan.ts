// A team's plan as the page shows it (docs/decisions.md P1). The database decides what the plan
// allows; the page reads the same list (src/content/plans) to say what a plan includes and which
// plan unlocks what is missing.
import { plans, type PlanContent } from '@content/plans';
import { courseAllowance } from '@content/plans/features';
import { longLocalDate } from '../local-day';
import type { TeamPlan } from './plan-in-force';

export { teamPlan, type TeamPlan, type TeamPlanColumns } from './plan-in-force';

type Feature = 'teamHotline' | 'complianceCalendar' | 'evidence' | 'customizationGuide';

/** The first plan that includes `feature`. */
export function planUnlocking(feature: Feature): PlanContent {
  return plans.find((plan) => plan[feature]) ?? (plans.at(-1) as PlanContent);
}

/**
 * What a plan that limits courses says in the library, in the pricing page's words (one source:
 * courseAllowance); null when the plan shows every course.
 */
export function courseLimitNotice(plan: PlanContent): string | null {
  if (plan.courseLimit === null) return null;
  const larger = plans.filter(
    (other) => other.courseLimit === null || other.courseLimit > (plan.courseLimit ?? 0),
  );
  const offers = larger.map((other) => `${other.name}: ${courseAllowance(other).toLowerCase()}`);
  return (
    `Your team's ${plan.name} plan includes ${courseAllowance(plan).toLowerCase()}.` +
    (offers.length ? ` ${offers.join('; ')}. Your team admin can change the plan.` : '')
  );
}

/** "Professional (trial until 7 December 2026, then Starter)" or "Enterprise". */
export function describeTeamPlan({ plan, trial }: TeamPlan): string {
  return trial
    ? `${plan.name} (trial until ${longLocalDate(trial.endsAt)}, then ${trial.then.name})`
    : plan.name;
}
