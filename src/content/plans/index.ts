/**
 * The plans, as the pricing page shows them and as the database enforces them
 * (docs/decisions.md P1): the page renders `features`; `supabase/content.sql`, generated from this
 * file, fills `public.plans`, whose limits row-level security and the team functions read.
 */

export type PlanId = 'starter' | 'professional' | 'enterprise';

export interface PlanContent {
  id: PlanId;
  name: string;
  price: string;
  period?: string;
  /** The "Most Popular" card. */
  highlighted?: boolean;
  /**
   * The pricing page's list; `{templates}` stands for the number of policy templates and
   * `{courses}` for what `courseLimit` gives ("3 security awareness videos", "All security
   * training videos"), so the page and the library's notice cannot disagree.
   */
  features: string[];
  /** Courses a team's members see in their library, the first ones in catalogue order; null: all. */
  courseLimit: number | null;
  /** Policies a team may adopt into its program; null: no limit. */
  policyLimit: number | null;
  /** The team's own whistleblower channel, `/hotline/<team>`. */
  teamHotline: boolean;
  /** Due dates, reminders, the yearly training cycle and recurring checklist runs. */
  complianceCalendar: boolean;
  /** The Controls page, the evidence pack and auditor links ("advanced compliance tracking"). */
  evidence: boolean;
  /** Guidance beside each template section in the policy editor (docs/decisions.md CG1). */
  customizationGuide: boolean;
}

export const plans: PlanContent[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 'Free',
    period: 'forever',
    features: [
      '5 essential policy templates',
      '{courses}',
      'Basic compliance tracking',
      'Asset inventory',
      'Email support',
    ],
    courseLimit: 3,
    policyLimit: 5,
    teamHotline: false,
    complianceCalendar: false,
    evidence: false,
    customizationGuide: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    price: '$499',
    period: '/year',
    highlighted: true,
    features: [
      'All {templates} policy templates',
      '{courses}',
      'Policy customization guide',
      'Advanced compliance tracking',
      'Priority email support',
      'Quarterly policy updates',
      'Compliance calendar',
      'Risk register and vendor reviews',
      'System description and Statement of Applicability',
      'Public trust page',
    ],
    courseLimit: 8,
    policyLimit: null,
    teamHotline: false,
    complianceCalendar: true,
    evidence: true,
    customizationGuide: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: '$999',
    period: '/year',
    features: [
      'Everything in Professional',
      '{courses}',
      'Whistleblower hotline',
      'Custom policy development',
      'Dedicated success manager',
      'SSO authentication',
      'API access',
    ],
    courseLimit: null,
    policyLimit: null,
    teamHotline: true,
    complianceCalendar: true,
    evidence: true,
    customizationGuide: true,
  },
];

/** New teams try this plan for TRIAL_DAYS, then fall back to Starter. */
export const TRIAL_PLAN: PlanId = 'professional';
export const TRIAL_DAYS = 14;
