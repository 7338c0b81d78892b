import type { ChecklistItem } from './types';

/** Rows of the Access Review Checklist (/checklists/access-review) and its CSV export. */
export const accessReviewItems: ChecklistItem[] = [
  {
    category: 'Access Inventory',
    item: 'List all systems in scope',
    description:
      'The security lead keeps a register of every production system, SaaS tool and data store, updated at least quarterly, with a named owner for each.',
  },
  {
    category: 'Access Inventory',
    item: 'Export current user lists',
    description:
      'Before each review, export user lists from the identity provider, HR system, and each production tool, and save them with the review date.',
  },
  {
    category: 'Access Inventory',
    item: 'Identify shared and service accounts',
    description:
      'System owners flag every shared, service or non-human account in the register and record who is accountable for it.',
  },
  {
    category: 'Quarterly Access Review',
    item: 'Send reviews to system owners',
    description:
      'Each quarter the security lead sends every system owner the user list for their system, with a due date two weeks out.',
  },
  {
    category: 'Quarterly Access Review',
    item: 'Confirm each user still needs access',
    description:
      'System owners, together with the user’s manager, mark each account as keep, change or remove and note the reason.',
  },
  {
    category: 'Quarterly Access Review',
    item: 'Check privilege levels',
    description:
      'Reviewers confirm that admin and write permissions match the person’s current role and reduce anything broader than needed.',
  },
  {
    category: 'Quarterly Access Review',
    item: 'Remove or adjust access',
    description:
      'System owners apply the agreed removals within five business days and keep a screenshot or change log as evidence.',
  },
  {
    category: 'Joiner-Mover-Leaver Checks',
    item: 'Verify new joiner access',
    description:
      'For each hire in the quarter, compare granted access against the approved access request and the role’s standard profile.',
  },
  {
    category: 'Joiner-Mover-Leaver Checks',
    item: 'Review access after role changes',
    description:
      'When someone changes team or role, their manager confirms within two weeks that access tied to the old role has been removed.',
  },
  {
    category: 'Joiner-Mover-Leaver Checks',
    item: 'Confirm leavers are fully removed',
    description:
      'Match the HR leaver list against every user export to prove accounts were disabled on or before each person’s last day.',
  },
  {
    category: 'High-Risk Systems',
    item: 'Review production and cloud admins',
    description:
      'The engineering lead reviews everyone with administrator rights in cloud consoles and production databases every month.',
  },
  {
    category: 'High-Risk Systems',
    item: 'Enforce MFA on critical systems',
    description:
      'Each quarter, export MFA status from the identity provider and critical tools and follow up on any account without it.',
  },
  {
    category: 'High-Risk Systems',
    item: 'Rotate secrets and API keys',
    description:
      'Engineering rotates keys and tokens for high-risk systems at least yearly, and immediately when someone with access leaves.',
  },
  {
    category: 'Audit & Documentation',
    item: 'Record review results',
    description:
      'The security lead stores the completed review, with reviewer names, dates and decisions, in a shared folder auditors can access.',
  },
  {
    category: 'Audit & Documentation',
    item: 'Track exceptions to closure',
    description:
      'Any access kept against policy is logged with a business reason, an approver and an expiry date, and checked at the next review.',
  },
  {
    category: 'Audit & Documentation',
    item: 'Sign off the review',
    description:
      'Management signs off on each quarterly review, and the signed record is kept for at least one year as audit evidence.',
  },
];
