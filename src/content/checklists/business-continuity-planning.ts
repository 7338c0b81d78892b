import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('business-continuity-planning'),
  recurrence: 'annual',
  items: [
    {
      id: 'identify-critical-services',
      category: 'Business Impact',
      item: 'Identify your critical services',
      description:
        'The plan owner, with engineering and customer-facing leads, lists the services and internal processes the business cannot go without (the customer app, API, login, billing, support) and what an outage costs per hour and per day. Record this business impact analysis and review it every year.',
      soc2: ['CC9.1', 'A1.2'],
      iso27001: ['A.5.29', 'A.5.30'],
    },
    {
      id: 'map-dependencies',
      category: 'Business Impact',
      item: 'Map what each service depends on',
      description:
        'For each critical service, list its cloud regions, databases, third-party APIs, DNS and email providers, the identity provider, and the people who know how to run it. Keep a current diagram or table with the plan.',
      soc2: ['CC9.1', 'A1.2'],
      iso27001: ['A.5.9', 'A.5.30'],
    },
    {
      id: 'set-recovery-targets',
      category: 'Recovery Targets',
      item: 'Set recovery time and data loss targets',
      description:
        'Agree a recovery time objective (how long a service may be down) and a recovery point objective (how much data may be lost) for each critical service, check them against customer contracts and SLAs, and have leadership approve them.',
      soc2: ['A1.2', 'CC9.1'],
      iso27001: ['A.5.30'],
    },
    {
      id: 'check-backups-meet-targets',
      category: 'Recovery Targets',
      item: 'Check backups meet the data loss targets',
      description:
        'Confirm backup frequency and retention for each data store are good enough for its recovery point objective, and that backups are kept in a separate account or region. Attach the backup configuration as evidence.',
      soc2: ['A1.2'],
      iso27001: ['A.8.13'],
    },
    {
      id: 'check-redundancy-and-capacity',
      category: 'Recovery Targets',
      item: 'Check redundancy and capacity',
      description:
        'Engineering confirms critical services run across more than one availability zone, that a second region or rebuild from infrastructure-as-code is possible within the recovery time objective, and that capacity alerts are in place. Note gaps as risks.',
      soc2: ['A1.1', 'A1.2'],
      iso27001: ['A.8.6', 'A.8.14'],
    },
    {
      id: 'write-the-plan',
      category: 'The Plan',
      item: 'Write down the plan',
      description:
        'The plan says who can declare a disaster, who leads, how people gather (including if chat or email is down), and links to the step-by-step recovery runbooks for each critical service. Keep it somewhere reachable during an outage, with an offline copy.',
      soc2: ['CC9.1', 'A1.2'],
      iso27001: ['A.5.29', 'A.5.30', 'A.5.37'],
    },
    {
      id: 'keep-contacts-and-messages-ready',
      category: 'The Plan',
      item: 'Keep contacts and customer messages ready',
      description:
        'Keep an up-to-date contact list for the response team, key vendors and the cloud provider’s support, and draft status-page and customer email templates in advance. Check the contact list at least every six months.',
      soc2: ['CC2.3', 'CC7.4'],
      iso27001: ['A.5.29'],
    },
    {
      id: 'plan-for-key-people',
      category: 'The Plan',
      item: 'Plan for key people being unavailable',
      description:
        'Name a deputy for every critical role and make sure at least two people can perform each recovery step and reach the accounts it needs, including break-glass credentials stored securely. Record the deputies in the plan.',
      soc2: ['CC9.1'],
      iso27001: ['A.5.2', 'A.5.29'],
    },
    {
      id: 'keep-security-during-disruption',
      category: 'The Plan',
      item: 'Keep security controls working during disruption',
      description:
        'Check the plan keeps access control, logging and encryption in place when running on backup systems or workarounds, and says who may approve emergency access and how it is removed afterwards.',
      soc2: ['CC9.1', 'CC6.1'],
      iso27001: ['A.5.29'],
    },
    {
      id: 'review-critical-vendor-resilience',
      category: 'The Plan',
      item: 'Review critical vendors’ resilience',
      description:
        'For each vendor a critical service depends on, check its availability commitments, status history and continuity section of its SOC 2 report, and note a fallback or workaround if it fails. Record the review in the vendor register.',
      soc2: ['CC9.2'],
      iso27001: ['A.5.22', 'A.5.23'],
    },
    {
      id: 'test-the-plan',
      category: 'Testing',
      item: 'Test the plan at least once a year',
      description:
        'Run a tabletop walkthrough or, better, a real failover or rebuild of a critical service in a test environment. Time each step against the recovery targets. Keep the test plan, attendees, timings and results.',
      soc2: ['A1.3'],
      iso27001: ['A.5.30'],
    },
    {
      id: 'include-a-restore-in-the-test',
      category: 'Testing',
      item: 'Include a real restore from backup',
      description:
        'As part of the yearly test, restore at least one production database from backup into an isolated environment and check the data. Record how long it took and how much data would have been lost.',
      soc2: ['A1.3'],
      iso27001: ['A.8.13', 'A.5.30'],
    },
    {
      id: 'fix-test-findings',
      category: 'Testing',
      item: 'Fix what the test found',
      description:
        'Log every gap the test revealed as a ticket with an owner and due date, report open items to leadership each quarter, and re-test anything that failed. Keep the ticket list with the test record.',
      soc2: ['A1.3', 'CC4.2'],
      iso27001: ['A.5.30'],
    },
    {
      id: 'update-after-changes',
      category: 'Review and Approval',
      item: 'Update the plan after major changes',
      description:
        'Update the plan within a month of a real invocation, a test, or a significant change such as a new hosting region, a new critical vendor or departure of a key engineer. Keep the version history.',
      soc2: ['CC3.4', 'CC9.1'],
      iso27001: ['A.5.30'],
    },
    {
      id: 'approve-the-plan',
      category: 'Review and Approval',
      item: 'Have leadership approve the plan',
      description:
        'Each year, after the test and review, the plan owner presents the updated plan to leadership for sign-off. Keep the signed or dated approval as evidence.',
      soc2: ['CC5.3', 'CC9.1'],
      iso27001: ['A.5.4', 'A.5.29'],
    },
  ],
};

export default checklist;
