import { describe, expect, it } from 'vitest';
import { planFeatures } from '@content/plans/features';
import { courseLimitNotice, describeTeamPlan, planUnlocking, teamPlan } from './team-plan';
import { plans } from '@content/plans';

const now = new Date('2026-11-23T12:00:00Z');

describe('teamPlan', () => {
  it('is the trial plan until the trial ends, then the team plan', () => {
    const team = {
      plan_id: 'starter',
      trial_plan_id: 'professional',
      trial_ends_at: '2026-12-07T12:00:00Z',
    };
    const during = teamPlan(team, now);
    expect(during.plan.id).toBe('professional');
    expect(during.trial?.then.id).toBe('starter');
    expect(describeTeamPlan(during)).toMatch(/^Professional \(trial until .+, then Starter\)$/);
    const after = teamPlan(team, new Date('2026-12-07T12:00:01Z'));
    expect(after).toEqual({ plan: plans[0], trial: null });
    expect(describeTeamPlan(after)).toBe('Starter');
  });
});

describe('what unlocks what', () => {
  it('names the first plan with a feature', () => {
    expect(planUnlocking('teamHotline').name).toBe('Enterprise');
    expect(planUnlocking('complianceCalendar').name).toBe('Professional');
  });

  it('tells a limited plan what the larger ones include, in the pricing page’s words', () => {
    expect(courseLimitNotice(plans[0]!)).toBe(
      "Your team's Starter plan includes 3 security awareness videos. Professional: 8 security awareness videos; Enterprise: all security training videos. Your team admin can change the plan.",
    );
    expect(courseLimitNotice(plans[2]!)).toBeNull();
  });

  it('lists each plan’s courses on the pricing page exactly as the library’s limit gives them', () => {
    // docs/decisions.md P1: a plan whose members see N courses says N on Pricing (Professional
    // once sold 8 courses without saying so).
    for (const plan of plans) {
      const listed = planFeatures(plan).filter((feature) => /videos/.test(feature));
      expect(listed, plan.name).toEqual([
        plan.courseLimit === null
          ? 'All security training videos'
          : `${plan.courseLimit} security awareness videos`,
      ]);
    }
  });
});
