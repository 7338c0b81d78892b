// The database's answers the component and schema tests start from, each written once: a test
// spreads one and states only what it is about.
import type { TeamSettings } from '../lib/team/data';
import type { TeamTraining } from '../lib/training/data';

/** Acme Corp (t1), owned by u1, on `plan_id`, with no trial and no two-factor rule. */
export const teamSettings = (plan_id: string): TeamSettings => ({
  id: 't1',
  name: 'Acme Corp',
  owner_id: 'u1',
  require_two_factor: false,
  plan_id,
  trial_plan_id: null,
  trial_ends_at: null,
});

/** Single sign-on not set up yet: no identity provider, not tested, not enforced. */
export const SSO_DRAFT = {
  provider_id: null,
  entity_id: null,
  metadata_url: null,
  status: 'draft',
  enforced: false,
  tested_at: null,
} as const;

/** A training program with no year, course or person yet, its reminders all on but one. */
export const EMPTY_TRAINING: TeamTraining = {
  today: '2026-11-27',
  calendar: true,
  settings: {
    year_start_month: 1,
    remind_assigned: true,
    remind_week_before: true,
    remind_day_before: true,
    remind_overdue: true,
    weekly_summary: false,
  },
  cycle: null,
  cycles: [],
  courses: [],
  assignments: [],
  people: [],
};
