import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('change-management-review'),
  recurrence: 'quarterly',
  items: [
    {
      id: 'check-branch-protection',
      category: 'Guardrails',
      item: 'Check branch protection is on',
      description:
        'The engineering lead confirms the main branch of every production repository requires a pull request, at least one approval from someone other than the author, and passing checks before merge, and that admins cannot bypass it silently. Keep a screenshot or settings export for each repository.',
      soc2: ['CC8.1'],
      iso27001: ['A.8.32', 'A.5.3'],
    },
    {
      id: 'deploy-only-through-the-pipeline',
      category: 'Guardrails',
      item: 'Deploy only through the pipeline',
      description:
        'Confirm production is changed only by the CI/CD pipeline, that few people have direct write access to production, and that the pipeline’s credentials are scoped and stored as secrets. Record who can deploy and who can bypass the pipeline.',
      soc2: ['CC8.1', 'CC6.3'],
      iso27001: ['A.8.32', 'A.8.2'],
    },
    {
      id: 'keep-environments-separate',
      category: 'Guardrails',
      item: 'Keep development, staging and production apart',
      description:
        'Check development and staging run in separate accounts or projects from production, do not use real customer data unless masked, and that production credentials are not available in lower environments. Note any exceptions.',
      soc2: ['CC8.1'],
      iso27001: ['A.8.31', 'A.8.33'],
    },
    {
      id: 'review-code-host-access',
      category: 'Guardrails',
      item: 'Review who can change code and pipelines',
      description:
        'List everyone with write or admin rights to production repositories and pipeline configuration, remove anyone who no longer needs it, and confirm MFA is required on the code host. Keep the export.',
      soc2: ['CC6.3', 'CC8.1'],
      iso27001: ['A.8.4', 'A.8.2'],
    },
    {
      id: 'sample-deployments',
      category: 'Quarterly Sample',
      item: 'Sample production deployments',
      description:
        'Pick a sample of production deployments from the quarter (for example 10 to 25, or all if fewer) and record the list. The checks below are run against this sample.',
      soc2: ['CC8.1', 'CC4.1'],
      iso27001: ['A.8.32'],
    },
    {
      id: 'trace-to-ticket',
      category: 'Quarterly Sample',
      item: 'Trace each change to a ticket',
      description:
        'For each sampled deployment, confirm it links to a ticket or issue that explains what changed and why. Note any change with no traceable reason.',
      soc2: ['CC8.1'],
      iso27001: ['A.8.32'],
    },
    {
      id: 'confirm-independent-review',
      category: 'Quarterly Sample',
      item: 'Confirm an independent review',
      description:
        'For each sampled change, confirm the pull request was approved by someone other than the author before merge, and that the approval came after the last code change. Record the reviewer for each.',
      soc2: ['CC8.1'],
      iso27001: ['A.8.32', 'A.5.3'],
    },
    {
      id: 'confirm-tests-passed',
      category: 'Quarterly Sample',
      item: 'Confirm tests and security checks passed',
      description:
        'Check that automated tests, dependency scanning and static analysis ran and passed for each sampled change, or that failures were reviewed and accepted. Keep links to the pipeline runs.',
      soc2: ['CC8.1', 'CC7.1'],
      iso27001: ['A.8.29', 'A.8.25'],
    },
    {
      id: 'check-high-risk-changes',
      category: 'Quarterly Sample',
      item: 'Check high-risk changes had extra care',
      description:
        'For changes to authentication, permissions, encryption, payment or data deletion code, or to infrastructure and database schemas, confirm the extra steps your policy requires, such as a security reviewer, a rollout plan or a rollback plan.',
      soc2: ['CC8.1', 'CC3.4'],
      iso27001: ['A.8.26', 'A.8.27', 'A.8.28'],
    },
    {
      id: 'review-emergency-changes',
      category: 'Emergency and Unplanned Changes',
      item: 'Review emergency changes',
      description:
        'List changes made under the emergency process this quarter and confirm each was documented and reviewed by a second engineer within two business days, and linked to its incident. Record any that were not.',
      soc2: ['CC8.1'],
      iso27001: ['A.8.32'],
    },
    {
      id: 'investigate-out-of-band-changes',
      category: 'Emergency and Unplanned Changes',
      item: 'Investigate changes made outside the pipeline',
      description:
        'Review alerts from cloud audit logs or configuration monitoring for production changes made by hand, and confirm each was tied to an approved change or handled as a security incident. Keep the alert list and outcomes.',
      soc2: ['CC7.1', 'CC8.1'],
      iso27001: ['A.8.9', 'A.8.15'],
    },
    {
      id: 'check-infrastructure-changes',
      category: 'Emergency and Unplanned Changes',
      item: 'Check infrastructure and configuration changes',
      description:
        'Confirm infrastructure-as-code changes went through the same review as application code, and that configuration drift reports show no unexplained differences from the approved baseline.',
      soc2: ['CC8.1', 'CC7.1'],
      iso27001: ['A.8.9', 'A.8.32'],
    },
    {
      id: 'review-dependency-updates',
      category: 'Emergency and Unplanned Changes',
      item: 'Check third-party dependency updates',
      description:
        'Check that automated dependency updates were reviewed like other changes and that critical vulnerability fixes in libraries were merged within the time your vulnerability policy sets. Note overdue ones.',
      soc2: ['CC7.1', 'CC8.1'],
      iso27001: ['A.8.8', 'A.8.28'],
    },
    {
      id: 'record-exceptions',
      category: 'Results',
      item: 'Record exceptions and follow-ups',
      description:
        'List every sampled change that failed a check, the reason, and the corrective action with an owner and date. Repeated exceptions point to a process or tooling fix rather than a one-off reminder.',
      soc2: ['CC4.2', 'CC8.1'],
      iso27001: ['A.5.36'],
    },
    {
      id: 'sign-off-review',
      category: 'Results',
      item: 'Sign off and share the review',
      description:
        'The reviewer signs and dates the quarterly review, shares the results with leadership, and stores the sample, checks and sign-off together as audit evidence.',
      soc2: ['CC4.1', 'CC4.2'],
      iso27001: ['A.5.36'],
    },
  ],
};

export default checklist;
