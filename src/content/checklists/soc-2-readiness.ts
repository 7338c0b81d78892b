import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('soc-2-readiness'),
  recurrence: 'once',
  items: [
    {
      id: 'define-audit-scope',
      category: 'Scope and Plan',
      item: 'Define what the audit covers',
      description:
        'The compliance owner writes down which product or service is in scope, with its infrastructure, software, people, data and processes, and what is out. Most small SaaS companies scope the customer-facing product and the teams that build and run it. Keep the scope statement.',
      soc2: ['CC2.1', 'CC3.1'],
      iso27001: ['A.5.9'],
    },
    {
      id: 'choose-trust-services-categories',
      category: 'Scope and Plan',
      item: 'Choose the Trust Services Categories',
      description:
        'Security is always included. Add Availability or Confidentiality if customers rely on uptime commitments or send you confidential data; Processing Integrity and Privacy are less common for a first report. Record the choice and the customer requests behind it.',
      soc2: ['CC3.1'],
      iso27001: [],
    },
    {
      id: 'choose-report-type-and-auditor',
      category: 'Scope and Plan',
      item: 'Pick the report type and the audit firm',
      description:
        'Decide between a Type I (controls designed, at a point in time) and a Type II (controls operating over a period, usually 3 to 12 months), and engage a licensed CPA firm that audits companies of your size. Keep the engagement letter and the agreed timeline.',
      soc2: ['CC4.1'],
      iso27001: ['A.5.35'],
    },
    {
      id: 'list-subservice-organisations',
      category: 'Scope and Plan',
      item: 'List the vendors your system relies on',
      description:
        'Identify subservice organisations such as your cloud host, and decide with the auditor whether they are carved out. Collect their SOC 2 reports and note the controls they expect you to run. Keep the list with the reports.',
      soc2: ['CC9.2'],
      iso27001: ['A.5.19', 'A.5.23'],
    },
    {
      id: 'draft-system-description',
      category: 'Scope and Plan',
      item: 'Draft the system description',
      description:
        'Write the description of your system that goes in the report: services, infrastructure, software, people, data flows, key vendors, commitments to customers and the controls that meet them. Keep diagrams current and the draft under version control.',
      soc2: ['CC2.1', 'CC2.3'],
      iso27001: [],
    },
    {
      id: 'set-up-governance',
      category: 'Governance',
      item: 'Set up oversight and clear roles',
      description:
        'Publish an org chart, name an owner for security and for each control, and set a regular leadership or board review of security (at least yearly, often quarterly). Keep the org chart and meeting minutes.',
      soc2: ['CC1.2', 'CC1.3', 'CC1.5'],
      iso27001: ['A.5.2', 'A.5.4'],
    },
    {
      id: 'approve-policies',
      category: 'Governance',
      item: 'Approve and publish your policies',
      description:
        'Adopt the core policies (information security, acceptable use, access control, change management, incident response, vendor management, business continuity, data classification and retention), have leadership approve them, and publish them to staff. Keep the approval dates and version history.',
      soc2: ['CC5.3', 'CC2.2'],
      iso27001: ['A.5.1'],
    },
    {
      id: 'set-up-people-controls',
      category: 'Governance',
      item: 'Put people controls in place',
      description:
        'Make sure background checks where lawful, signed agreements, policy acknowledgements, onboarding and annual training, and performance reviews happen and leave records. Auditors will sample new hires and existing staff.',
      soc2: ['CC1.1', 'CC1.4', 'CC2.2'],
      iso27001: ['A.6.1', 'A.6.2', 'A.6.3'],
    },
    {
      id: 'run-risk-assessment',
      category: 'Governance',
      item: 'Run a formal risk assessment',
      description:
        'Complete a documented risk assessment covering security, fraud, vendor and change risks, with scores, owners and treatments, and have leadership review it. It must be done at least yearly during the audit period. Keep the register and the review notes.',
      soc2: ['CC3.2', 'CC3.3', 'CC3.4'],
      iso27001: [],
    },
    {
      id: 'build-control-matrix',
      category: 'Controls',
      item: 'Build a control matrix',
      description:
        'List each control you run, what it does, who owns it, how often it runs, and which criteria it meets. Start from a standard list and tailor it to what you actually do. Share the matrix with the auditor before fieldwork.',
      soc2: ['CC5.1', 'CC5.2'],
      iso27001: [],
    },
    {
      id: 'check-access-controls',
      category: 'Controls',
      item: 'Check access controls',
      description:
        'Confirm single sign-on and MFA on key systems, approved access requests for joiners, same-day removal for leavers, least privilege for admins, and quarterly access reviews. Run one access review before the audit period starts.',
      soc2: ['CC6.1', 'CC6.2', 'CC6.3'],
      iso27001: ['A.5.15', 'A.5.18', 'A.8.5'],
    },
    {
      id: 'check-data-and-device-protection',
      category: 'Controls',
      item: 'Check data and device protection',
      description:
        'Confirm encryption in transit and at rest, managed laptops with disk encryption and endpoint protection, firewalls or security groups limiting exposure, and secure disposal of data and devices. Keep configuration screenshots or exports.',
      soc2: ['CC6.1', 'CC6.7', 'CC6.8'],
      iso27001: ['A.8.1', 'A.8.20', 'A.8.24'],
    },
    {
      id: 'check-change-management',
      category: 'Controls',
      item: 'Check change management',
      description:
        'Confirm production changes go through pull requests with independent review, automated tests and a deployment pipeline, with emergency changes reviewed after the fact. Auditors sample changes from the audit period.',
      soc2: ['CC8.1'],
      iso27001: ['A.8.32'],
    },
    {
      id: 'check-monitoring-and-vulnerabilities',
      category: 'Controls',
      item: 'Check monitoring and vulnerability management',
      description:
        'Confirm logs are collected centrally with alerts that someone reviews, vulnerability scanning runs with fix deadlines by severity, and a penetration test has been done in the last year. Keep scan reports, alert tickets and the pen test report.',
      soc2: ['CC7.1', 'CC7.2'],
      iso27001: ['A.8.8', 'A.8.15', 'A.8.16'],
    },
    {
      id: 'check-incident-response',
      category: 'Controls',
      item: 'Check incident response',
      description:
        'Confirm there is a tested incident response plan, that security events are triaged and tracked, and that incidents get a post-incident review. Run a tabletop exercise before or early in the audit period and keep the record.',
      soc2: ['CC7.3', 'CC7.4', 'CC7.5'],
      iso27001: ['A.5.24', 'A.5.26'],
    },
    {
      id: 'check-continuity-and-vendors',
      category: 'Controls',
      item: 'Check backups, continuity and vendor reviews',
      description:
        'Confirm backups run and are restore-tested, the business continuity plan exists and has been tested, and vendors handling your data have been assessed. These are often the last gaps before an audit. Keep the test records and vendor register.',
      soc2: ['A1.2', 'A1.3', 'CC9.2'],
      iso27001: ['A.8.13', 'A.5.30', 'A.5.19'],
    },
    {
      id: 'plan-evidence-collection',
      category: 'Evidence',
      item: 'Plan how evidence is collected',
      description:
        'For each control, decide what evidence proves it ran (ticket, export, screenshot, report), who saves it, how often and where. Automate collection from the cloud provider, identity provider and code host where you can. Keep a calendar of recurring evidence tasks.',
      soc2: ['CC4.1'],
      iso27001: ['A.5.36'],
    },
    {
      id: 'run-readiness-check',
      category: 'Evidence',
      item: 'Test a sample of controls yourself',
      description:
        'Before the audit period starts, have someone who does not run the control check a sample of evidence the way an auditor would, or hire a firm for a readiness assessment. List every gap found.',
      soc2: ['CC4.1'],
      iso27001: ['A.5.35', 'A.5.36'],
    },
    {
      id: 'close-gaps-and-start-the-period',
      category: 'Evidence',
      item: 'Close the gaps and start the audit period',
      description:
        'Give each gap an owner and due date, fix them, and only start a Type II period once controls run reliably. Record the start date agreed with the auditor.',
      soc2: ['CC4.2'],
      iso27001: [],
    },
    {
      id: 'prepare-customer-sharing',
      category: 'Evidence',
      item: 'Prepare to share the report with customers',
      description:
        'Decide how customers will receive the report (usually under NDA through a trust page), plan bridge letters to cover gaps between report periods, and set the date of the next audit. Record the process.',
      soc2: ['CC2.3'],
      iso27001: [],
    },
  ],
};

export default checklist;
