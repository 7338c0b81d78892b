import type { Checklist } from './types.ts';

/**
 * Compliance checklists shown on /checklists (docs/product.md#checklists: 14 checklists, each with
 * its own page).
 */
export const checklists: Checklist[] = [
  {
    id: 'access-review-template',
    title: 'Access Review Template',
    category: 'Security',
    description:
      'Review who can reach which systems each quarter, remove what is no longer needed and keep the evidence auditors ask for.',
    path: '/checklists/access-review',
    recurrence: 'quarterly',
  },
  {
    id: 'endpoint-security-baseline',
    title: 'Endpoint Security Baseline',
    category: 'Security',
    description:
      'Confirm every company laptop has disk encryption, a screen lock, automatic updates and endpoint protection turned on.',
    path: '/checklists/endpoint-security-baseline',
    recurrence: 'quarterly',
  },
  {
    id: 'risk-assessment-worksheet',
    title: 'Risk Assessment Worksheet',
    category: 'Risk Management',
    description:
      'List your key assets and threats, rate likelihood and impact, and record an owner and treatment for each risk.',
    path: '/checklists/risk-assessment-worksheet',
    recurrence: 'annual',
  },
  {
    id: 'business-continuity-planning',
    title: 'Business Continuity Planning',
    category: 'Risk Management',
    description:
      'Decide which services matter most, set recovery targets and check that the plan has been tested in the last year.',
    path: '/checklists/business-continuity-planning',
    recurrence: 'annual',
  },
  {
    id: 'vendor-security-assessment',
    title: 'Vendor Security Assessment',
    category: 'Vendor Management',
    description:
      'Collect security reports, data processing terms and contact details before a new vendor touches customer data.',
    path: '/checklists/vendor-security-assessment',
    recurrence: 'annual',
  },
  {
    id: 'vendor-offboarding',
    title: 'Vendor Offboarding',
    category: 'Vendor Management',
    description:
      'End a vendor relationship cleanly: revoke integrations and API keys, request data deletion and update your vendor list.',
    path: '/checklists/vendor-offboarding',
    recurrence: 'once',
  },
  {
    id: 'incident-response-readiness',
    title: 'Incident Response Readiness',
    category: 'Operations',
    description:
      'Check that roles, contact lists, severity levels and a communication plan are in place before something goes wrong.',
    path: '/checklists/incident-response-readiness',
    recurrence: 'semi-annual',
  },
  {
    id: 'backup-and-restore-testing',
    title: 'Backup and Restore Testing',
    category: 'Operations',
    description:
      'Verify that backups run on schedule, are stored separately from production and can actually be restored.',
    path: '/checklists/backup-and-restore-testing',
    recurrence: 'annual',
  },
  {
    id: 'change-management-review',
    title: 'Change Management Review',
    category: 'Operations',
    description:
      'Make sure production changes are peer reviewed, tested and traceable from ticket to deployment.',
    path: '/checklists/change-management-review',
    recurrence: 'quarterly',
  },
  {
    id: 'employee-onboarding-security',
    title: 'Employee Onboarding Security',
    category: 'HR',
    description:
      'Cover background checks where lawful, signed policies, role-based access and first-week security training for new hires.',
    path: '/checklists/employee-onboarding-security',
    recurrence: 'once',
  },
  {
    id: 'employee-offboarding',
    title: 'Employee Offboarding',
    category: 'HR',
    description:
      'Disable accounts on the last day, collect devices and transfer ownership of files and shared tools.',
    path: '/checklists/employee-offboarding',
    recurrence: 'once',
  },
  {
    id: 'security-awareness-program',
    title: 'Security Awareness Program',
    category: 'Training',
    description:
      'Plan yearly training, phishing exercises and completion tracking so every employee keeps up with the basics.',
    path: '/checklists/security-awareness-program',
    recurrence: 'annual',
  },
  {
    id: 'soc-2-readiness',
    title: 'SOC 2 Readiness',
    category: 'Compliance',
    description:
      'Walk through scope, policies, controls and evidence collection to see how close you are to a SOC 2 audit.',
    path: '/checklists/soc-2-readiness',
    recurrence: 'once',
  },
  {
    id: 'iso-27001-readiness',
    title: 'ISO 27001 Readiness',
    category: 'Compliance',
    description:
      'Check the building blocks of an information security management system, from scope and risk treatment to internal audit.',
    path: '/checklists/iso-27001-readiness',
    recurrence: 'once',
  },
];
