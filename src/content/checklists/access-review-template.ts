import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('access-review-template'),
  recurrence: 'quarterly',
  items: [
    {
      id: 'list-systems-in-scope',
      category: 'Access Inventory',
      item: 'List all systems in scope',
      description:
        'The security lead keeps a register of every production system, SaaS tool and data store, updated at least quarterly, with a named owner for each.',
      soc2: ['CC6.1'],
      iso27001: ['A.5.9', 'A.5.15'],
    },
    {
      id: 'export-user-lists',
      category: 'Access Inventory',
      item: 'Export current user lists',
      description:
        'Before each review, export user lists from the identity provider, HR system, and each production tool, and save them with the review date.',
      soc2: ['CC6.2', 'CC6.3'],
      iso27001: ['A.5.16', 'A.5.18'],
    },
    {
      id: 'identify-shared-and-service-accounts',
      category: 'Access Inventory',
      item: 'Identify shared and service accounts',
      description:
        'System owners flag every shared, service or non-human account in the register and record who is accountable for it.',
      soc2: ['CC6.1', 'CC6.2'],
      iso27001: ['A.5.16', 'A.5.18'],
    },
    {
      id: 'send-reviews-to-system-owners',
      category: 'Quarterly Access Review',
      item: 'Send reviews to system owners',
      description:
        'Each quarter the security lead sends every system owner the user list for their system, with a due date two weeks out.',
      soc2: ['CC6.2', 'CC6.3'],
      iso27001: ['A.5.18'],
    },
    {
      id: 'confirm-access-still-needed',
      category: 'Quarterly Access Review',
      item: 'Confirm each user still needs access',
      description:
        'System owners, together with the user’s manager, mark each account as keep, change or remove and note the reason.',
      soc2: ['CC6.2', 'CC6.3'],
      iso27001: ['A.5.15', 'A.5.18'],
    },
    {
      id: 'check-privilege-levels',
      category: 'Quarterly Access Review',
      item: 'Check privilege levels',
      description:
        'Reviewers confirm that admin and write permissions match the person’s current role and reduce anything broader than needed.',
      soc2: ['CC6.3'],
      iso27001: ['A.5.15', 'A.8.2'],
    },
    {
      id: 'remove-or-adjust-access',
      category: 'Quarterly Access Review',
      item: 'Remove or adjust access',
      description:
        'System owners apply the agreed removals within five business days and keep a screenshot or change log as evidence.',
      soc2: ['CC6.2', 'CC6.3'],
      iso27001: ['A.5.18'],
    },
    {
      id: 'verify-new-joiner-access',
      category: 'Joiner-Mover-Leaver Checks',
      item: 'Verify new joiner access',
      description:
        'For each hire in the quarter, compare granted access against the approved access request and the role’s standard profile.',
      soc2: ['CC6.2'],
      iso27001: ['A.5.16', 'A.5.18'],
    },
    {
      id: 'review-access-after-role-changes',
      category: 'Joiner-Mover-Leaver Checks',
      item: 'Review access after role changes',
      description:
        'When someone changes team or role, their manager confirms within two weeks that access tied to the old role has been removed.',
      soc2: ['CC6.3'],
      iso27001: ['A.5.18', 'A.6.5'],
    },
    {
      id: 'confirm-leavers-removed',
      category: 'Joiner-Mover-Leaver Checks',
      item: 'Confirm leavers are fully removed',
      description:
        'Match the HR leaver list against every user export to prove accounts were disabled on or before each person’s last day.',
      soc2: ['CC6.2'],
      iso27001: ['A.5.16', 'A.5.18'],
    },
    {
      id: 'review-production-and-cloud-admins',
      category: 'High-Risk Systems',
      item: 'Review production and cloud admins',
      description:
        'The engineering lead reviews everyone with administrator rights in cloud consoles and production databases every month.',
      soc2: ['CC6.1', 'CC6.3'],
      iso27001: ['A.8.2'],
    },
    {
      id: 'enforce-mfa-on-critical-systems',
      category: 'High-Risk Systems',
      item: 'Enforce MFA on critical systems',
      description:
        'Each quarter, export MFA status from the identity provider and critical tools and follow up on any account without it.',
      soc2: ['CC6.1'],
      iso27001: ['A.5.17', 'A.8.5'],
    },
    {
      id: 'rotate-secrets-and-api-keys',
      category: 'High-Risk Systems',
      item: 'Rotate secrets and API keys',
      description:
        'Engineering rotates keys and tokens for high-risk systems at least yearly, and immediately when someone with access leaves.',
      soc2: ['CC6.1'],
      iso27001: ['A.5.17', 'A.8.24'],
    },
    {
      id: 'record-review-results',
      category: 'Audit & Documentation',
      item: 'Record review results',
      description:
        'The security lead stores the completed review, with reviewer names, dates and decisions, in a shared folder auditors can access.',
      soc2: ['CC4.1', 'CC6.2'],
      iso27001: ['A.5.18', 'A.5.36'],
    },
    {
      id: 'track-exceptions-to-closure',
      category: 'Audit & Documentation',
      item: 'Track exceptions to closure',
      description:
        'Any access kept against policy is logged with a business reason, an approver and an expiry date, and checked at the next review.',
      soc2: ['CC4.2', 'CC6.3'],
      iso27001: ['A.5.15', 'A.5.36'],
    },
    {
      id: 'sign-off-the-review',
      category: 'Audit & Documentation',
      item: 'Sign off the review',
      description:
        'Management signs off on each quarterly review, and the signed record is kept for at least one year as audit evidence.',
      soc2: ['CC4.1', 'CC1.5'],
      iso27001: ['A.5.4', 'A.5.18'],
    },
  ],
};

export default checklist;
