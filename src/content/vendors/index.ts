/**
 * The vendor review questionnaire (docs/decisions.md VN1): a low-criticality vendor answers the
 * first 10 questions, a medium one 15 and a high one all 20. `supabase/content.sql`, generated
 * from this file, fills `public.vendor_questions`; the database accepts a review only with an
 * answer to each question of the vendor's criticality.
 */

export type VendorCriticality = 'low' | 'medium' | 'high';

export const VENDOR_CRITICALITIES: readonly VendorCriticality[] = ['low', 'medium', 'high'];

/** Months between two reviews of a vendor (private.vendor_review_months). */
export const REVIEW_MONTHS: Record<VendorCriticality, number> = { high: 12, medium: 24, low: 36 };

export interface VendorQuestion {
  id: string;
  question: string;
  criticalities: VendorCriticality[];
}

const ALL: VendorCriticality[] = ['low', 'medium', 'high'];
const MEDIUM_UP: VendorCriticality[] = ['medium', 'high'];
const HIGH: VendorCriticality[] = ['high'];

export const vendorQuestions: VendorQuestion[] = [
  {
    id: 'data-needed',
    question: 'Do we share only the data the service needs?',
    criticalities: ALL,
  },
  {
    id: 'contract-in-place',
    question: 'Is there a signed contract or accepted terms of service?',
    criticalities: ALL,
  },
  {
    id: 'sso-or-mfa',
    question: 'Can our people sign in with single sign-on or multi-factor authentication?',
    criticalities: ALL,
  },
  {
    id: 'admin-access-limited',
    question: 'Are our administrator accounts in the service limited to the people who need them?',
    criticalities: ALL,
  },
  {
    id: 'encryption-in-transit',
    question: 'Does the service encrypt data in transit (TLS)?',
    criticalities: ALL,
  },
  {
    id: 'encryption-at-rest',
    question: 'Does the service encrypt stored data?',
    criticalities: ALL,
  },
  {
    id: 'breach-notification',
    question: 'Does the vendor commit to tell us of a security breach without undue delay?',
    criticalities: ALL,
  },
  {
    id: 'data-deletion',
    question: 'Can we export and delete our data when we leave?',
    criticalities: ALL,
  },
  {
    id: 'data-location',
    question: 'Do we know where our data is stored and processed?',
    criticalities: ALL,
  },
  {
    id: 'owner-named',
    question: 'Is someone on our side named as the owner of this vendor?',
    criticalities: ALL,
  },
  {
    id: 'independent-report',
    question: 'Does the vendor hold a current SOC 2 Type II report or ISO/IEC 27001 certificate?',
    criticalities: MEDIUM_UP,
  },
  {
    id: 'report-exceptions-reviewed',
    question: 'Have we read the report’s exceptions and complementary user entity controls?',
    criticalities: MEDIUM_UP,
  },
  {
    id: 'dpa-signed',
    question: 'Is a data processing agreement signed where personal data is shared?',
    criticalities: MEDIUM_UP,
  },
  {
    id: 'subprocessors-listed',
    question: 'Does the vendor publish its subprocessors and announce changes?',
    criticalities: MEDIUM_UP,
  },
  {
    id: 'audit-logs',
    question: 'Does the service keep audit logs of access to our data that we can see?',
    criticalities: MEDIUM_UP,
  },
  {
    id: 'penetration-tested',
    question: 'Is the service penetration tested at least yearly by an independent firm?',
    criticalities: HIGH,
  },
  {
    id: 'vulnerability-management',
    question: 'Does the vendor fix critical vulnerabilities within a stated time?',
    criticalities: HIGH,
  },
  {
    id: 'business-continuity',
    question: 'Does the vendor test backups and disaster recovery against stated targets?',
    criticalities: HIGH,
  },
  {
    id: 'availability-commitment',
    question: 'Does the contract commit to an availability level that meets ours?',
    criticalities: HIGH,
  },
  {
    id: 'exit-plan',
    question: 'Do we have a plan for replacing the vendor if it fails or ends the service?',
    criticalities: HIGH,
  },
];

export function questionsFor(criticality: VendorCriticality): VendorQuestion[] {
  return vendorQuestions.filter((question) => question.criticalities.includes(criticality));
}
