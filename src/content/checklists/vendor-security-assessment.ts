import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('vendor-security-assessment'),
  recurrence: 'annual',
  items: [
    {
      id: 'record-purpose-and-data',
      category: 'Intake and Tiering',
      item: 'Record what the vendor will do and touch',
      description:
        'The business owner requesting the vendor records its purpose, which data it will receive (customer personal data, production data, source code, employee data), how it connects to your systems and who owns the relationship. Keep this intake form in the vendor register.',
      soc2: ['CC9.2'],
      iso27001: ['A.5.19'],
    },
    {
      id: 'assign-risk-tier',
      category: 'Intake and Tiering',
      item: 'Assign a risk tier',
      description:
        'The security lead rates the vendor high, medium or low based on the data it handles, its access to production and how much the business depends on it. The tier sets how much evidence to collect and how often to reassess. Record the tier and the reason.',
      soc2: ['CC9.2', 'CC3.2'],
      iso27001: ['A.5.19'],
    },
    {
      id: 'collect-assurance-reports',
      category: 'Security Evidence',
      item: 'Collect SOC 2 reports or certificates',
      description:
        'For high and medium tier vendors, obtain a current SOC 2 Type II report or ISO 27001 certificate with its scope, plus a bridge letter if the report period ended more than a few months ago. Check the report covers the service you use, note any exceptions, and keep the report and your review notes.',
      soc2: ['CC9.2'],
      iso27001: ['A.5.19', 'A.5.22'],
    },
    {
      id: 'review-complementary-controls',
      category: 'Security Evidence',
      item: 'Note the controls you must run yourself',
      description:
        'Read the complementary user entity controls in the vendor’s SOC 2 report (for example, managing your own users and MFA) and the cloud shared-responsibility model, and assign each one an owner on your side. Record them with the review.',
      soc2: ['CC9.2', 'CC5.1'],
      iso27001: ['A.5.23'],
    },
    {
      id: 'send-questionnaire-if-needed',
      category: 'Security Evidence',
      item: 'Send a short questionnaire if there is no report',
      description:
        'When a vendor has no independent report, send a focused questionnaire covering access control, MFA, encryption, backups, incident handling, staff screening and subprocessors. Weigh the answers against the tier and keep the completed questionnaire.',
      soc2: ['CC9.2'],
      iso27001: ['A.5.19'],
    },
    {
      id: 'check-security-basics',
      category: 'Security Evidence',
      item: 'Check the security basics yourself',
      description:
        'Confirm the product supports single sign-on or MFA, encrypts data in transit and at rest, offers audit logs and role-based permissions, and stores data in acceptable regions. Note anything missing as a risk.',
      soc2: ['CC6.1', 'CC9.2'],
      iso27001: ['A.5.23', 'A.8.24'],
    },
    {
      id: 'review-subprocessors-and-history',
      category: 'Security Evidence',
      item: 'Review subprocessors and breach history',
      description:
        'Look at the vendor’s published subprocessor list and any public breaches or major outages in the last few years, and how they were handled. Record what you found and whether it changes the tier.',
      soc2: ['CC9.2'],
      iso27001: ['A.5.21'],
    },
    {
      id: 'sign-data-processing-terms',
      category: 'Contract Terms',
      item: 'Sign data processing terms',
      description:
        'Before personal data is shared, sign a data processing agreement that covers processing only on your instructions, subprocessor approval, assistance with data subject requests, and international transfer safeguards such as standard contractual clauses where needed. Keep the signed copy.',
      soc2: ['P6.4', 'CC9.2'],
      iso27001: ['A.5.20', 'A.5.34'],
    },
    {
      id: 'agree-security-terms',
      category: 'Contract Terms',
      item: 'Agree security and breach notice terms',
      description:
        'Make sure the contract includes confidentiality, security commitments suitable for the data, notice of security incidents affecting your data within 72 hours or less, your right to see audit reports, and return or deletion of data at the end. Keep the clauses marked in the contract file.',
      soc2: ['CC9.2', 'P6.5', 'C1.1'],
      iso27001: ['A.5.20'],
    },
    {
      id: 'record-security-contact',
      category: 'Contract Terms',
      item: 'Record security and support contacts',
      description:
        'Save the vendor’s security contact, support escalation path and status page in the vendor register, and add the vendor to the incident response contact list if it is high tier.',
      soc2: ['CC9.2', 'CC2.3'],
      iso27001: ['A.5.19'],
    },
    {
      id: 'approve-and-register',
      category: 'Decision and Setup',
      item: 'Approve and add to the vendor register',
      description:
        'The security lead and business owner approve, approve with conditions, or reject the vendor, and record the decision, date, tier, data types and next review date in the vendor register. No customer data is shared before approval.',
      soc2: ['CC9.2'],
      iso27001: ['A.5.19', 'A.5.22'],
    },
    {
      id: 'configure-securely',
      category: 'Decision and Setup',
      item: 'Set the vendor up securely',
      description:
        'Connect the tool through single sign-on, give users the lowest role they need, scope API keys and integrations to the minimum data, and add the tool to the access review. Keep a screenshot of the SSO and role settings.',
      soc2: ['CC6.1', 'CC6.3'],
      iso27001: ['A.5.15', 'A.5.23'],
    },
    {
      id: 'plan-the-exit',
      category: 'Decision and Setup',
      item: 'Plan how you would leave',
      description:
        'For high tier vendors, note how you would export your data and switch providers if needed, and how long that would take. Record the exit plan in the vendor register.',
      soc2: ['CC9.2', 'CC9.1'],
      iso27001: ['A.5.23'],
    },
    {
      id: 'update-subprocessor-list',
      category: 'Decision and Setup',
      item: 'Update your public subprocessor list',
      description:
        'If the vendor processes customer personal data, add it to your published subprocessor list and give customers the notice their contracts require before it starts processing. Keep the notice and the date sent.',
      soc2: ['P6.1', 'CC2.3'],
      iso27001: ['A.5.34'],
    },
    {
      id: 'reassess-each-year',
      category: 'Ongoing Review',
      item: 'Reassess high tier vendors each year',
      description:
        'Each year, collect the latest report or certificate for high tier vendors, check for new exceptions, changed subprocessors, incidents or new data uses, and confirm the tier. Medium tier vendors can follow every two years. Record the review date and outcome.',
      soc2: ['CC9.2', 'CC4.1'],
      iso27001: ['A.5.22'],
    },
    {
      id: 'review-vendor-incidents',
      category: 'Ongoing Review',
      item: 'Review vendor incidents when they happen',
      description:
        'When a vendor reports a breach or major outage, the security lead assesses within a few business days whether your data or service was affected, decides on action and records it in the vendor register.',
      soc2: ['CC9.2', 'CC7.3'],
      iso27001: ['A.5.22', 'A.5.25'],
    },
  ],
};

export default checklist;
