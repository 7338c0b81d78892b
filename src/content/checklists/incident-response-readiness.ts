import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('incident-response-readiness'),
  recurrence: 'semi-annual',
  items: [
    {
      id: 'review-the-plan',
      category: 'Plan and Roles',
      item: 'Review the incident response plan',
      description:
        'The security lead reads the plan against how the company works today: current tools, teams, hosting and customer commitments. Update anything out of date, have leadership approve the new version, and keep the version history.',
      soc2: ['CC7.4', 'CC5.3'],
      iso27001: ['A.5.24'],
    },
    {
      id: 'confirm-roles',
      category: 'Plan and Roles',
      item: 'Confirm who fills each role',
      description:
        'Name the incident commander, technical lead, communications lead and scribe, with at least one backup for each, and confirm those people know they hold the role. Record the names in the plan.',
      soc2: ['CC7.4', 'CC1.3'],
      iso27001: ['A.5.2', 'A.5.24'],
    },
    {
      id: 'check-severity-levels',
      category: 'Plan and Roles',
      item: 'Check the severity levels still fit',
      description:
        'Make sure each severity level has a clear description with examples (customer data exposed, service down, single laptop infected), a response time and an escalation path. Adjust after real incidents showed the levels were unclear.',
      soc2: ['CC7.3'],
      iso27001: ['A.5.25'],
    },
    {
      id: 'update-contact-list',
      category: 'Contacts and Escalation',
      item: 'Update the contact list',
      description:
        'Check phone numbers and backup contacts for the response team, leadership, legal counsel, the cyber insurer, the cloud provider’s support and key vendors. Keep a copy outside your main systems, for example printed or in a password manager, in case email or chat is down.',
      soc2: ['CC7.4', 'CC2.3'],
      iso27001: ['A.5.5', 'A.5.24'],
    },
    {
      id: 'check-on-call-and-alert-routing',
      category: 'Contacts and Escalation',
      item: 'Check on-call and alert routing',
      description:
        'Confirm the on-call rota has no gaps, that security alerts from the cloud provider, endpoint protection and identity provider page a real person, and send a test alert. Keep the rota export and the test result.',
      soc2: ['CC7.2', 'CC7.3'],
      iso27001: ['A.8.16', 'A.5.24'],
    },
    {
      id: 'make-reporting-easy',
      category: 'Contacts and Escalation',
      item: 'Make it easy to report a problem',
      description:
        'Check that staff know how to report a suspected incident (a chat channel, email alias or form) and that outside parties can reach you through a published security contact or security.txt file. Send a test report through each channel and record that it arrived.',
      soc2: ['CC2.2', 'CC2.3'],
      iso27001: ['A.6.8'],
    },
    {
      id: 'list-notification-duties',
      category: 'Communication',
      item: 'List who must be told, and by when',
      description:
        'Keep an up-to-date table of notification duties: regulators (for example 72 hours under GDPR), affected individuals, customers under contract terms, the cyber insurer and law enforcement where relevant. Have legal counsel review it each year.',
      soc2: ['CC7.4', 'P6.6'],
      iso27001: ['A.5.5', 'A.5.26', 'A.5.34'],
    },
    {
      id: 'prepare-message-templates',
      category: 'Communication',
      item: 'Prepare communication templates',
      description:
        'Draft templates for a status-page update, a customer notice, an internal all-staff message and a regulator notification, with placeholders for facts. Store them where the communications lead can find them quickly.',
      soc2: ['CC2.3', 'CC7.4'],
      iso27001: ['A.5.26'],
    },
    {
      id: 'check-logs-are-available',
      category: 'Tools and Evidence',
      item: 'Check the logs you would need are kept',
      description:
        'Confirm audit logs from the cloud provider, identity provider, code host and production app are collected centrally, protected from deletion and kept long enough (often at least 12 months) to investigate an incident. Record retention settings.',
      soc2: ['CC7.2'],
      iso27001: ['A.8.15', 'A.8.17'],
    },
    {
      id: 'prepare-evidence-handling',
      category: 'Tools and Evidence',
      item: 'Know how to preserve evidence',
      description:
        'Write short steps for snapshotting a compromised cloud instance, isolating a laptop through endpoint protection, and exporting logs with a note of who collected what and when. Keep these runbooks linked from the plan.',
      soc2: ['CC7.4'],
      iso27001: ['A.5.28'],
    },
    {
      id: 'check-break-glass-access',
      category: 'Tools and Evidence',
      item: 'Check emergency access works',
      description:
        'Confirm the break-glass admin accounts for the cloud provider and identity provider work, are stored securely, alert when used, and that the people who need them during an incident can reach them. Record the check date.',
      soc2: ['CC6.1', 'CC7.4'],
      iso27001: ['A.8.2', 'A.5.24'],
    },
    {
      id: 'run-a-tabletop-exercise',
      category: 'Practice and Learning',
      item: 'Run a tabletop exercise',
      description:
        'At least once a year, walk the response team through a realistic scenario such as a stolen admin session, ransomware on a laptop or a vendor breach. Record attendees, decisions, what went well and what to improve.',
      soc2: ['CC7.4', 'CC7.5'],
      iso27001: ['A.5.24', 'A.5.27'],
    },
    {
      id: 'close-post-incident-actions',
      category: 'Practice and Learning',
      item: 'Close actions from past incidents',
      description:
        'Review the improvement actions from recent incidents and exercises, confirm each has an owner, and close or re-plan overdue ones. Keep the list with status and dates.',
      soc2: ['CC7.5', 'CC4.2'],
      iso27001: ['A.5.27'],
    },
    {
      id: 'check-incident-records',
      category: 'Practice and Learning',
      item: 'Check incidents were recorded properly',
      description:
        'Sample incident tickets since the last review and check each has a severity, timeline, root cause, customer impact and notification decision. Fill gaps and note any pattern to report to leadership.',
      soc2: ['CC7.3', 'CC4.1'],
      iso27001: ['A.5.25', 'A.5.26'],
    },
    {
      id: 'brief-staff',
      category: 'Practice and Learning',
      item: 'Remind staff what to do',
      description:
        'Send a short reminder to all staff on how to report something suspicious and what not to do (for example, not wiping a compromised laptop themselves). Keep a copy of the message and its date.',
      soc2: ['CC2.2'],
      iso27001: ['A.6.3', 'A.6.8'],
    },
  ],
};

export default checklist;
