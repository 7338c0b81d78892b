/**
 * The starter risk library (docs/decisions.md RR1): risks typical of a 10–200-person SaaS
 * company, each with a suggested score on the default 5×5 matrix, a suggested treatment, the
 * controls of our catalogue that treat it and the checklist items that show the treatment at
 * work. `supabase/content.sql`, generated from this file, fills `public.risk_library`; a team
 * adopts the risks that apply and scores them itself.
 */

export type RiskTreatment = 'mitigate' | 'accept' | 'avoid' | 'transfer';

export const RISK_TREATMENTS: readonly RiskTreatment[] = [
  'mitigate',
  'accept',
  'avoid',
  'transfer',
];

export interface LibraryRisk {
  id: string;
  title: string;
  description: string;
  category: string;
  /** Suggested scores, 1–5, on the default matrix. */
  likelihood: number;
  impact: number;
  treatment: RiskTreatment;
  treatmentPlan: string;
  /** Control ids of src/content/controls. */
  controls: string[];
  /** `<checklist id>/<item id>` of src/content/checklists. */
  checklistItems: string[];
}

const ACCESS = 'Access and identity';
const PEOPLE = 'People';
const DEVICES = 'Devices';
const CLOUD = 'Infrastructure and cloud';
const DEVELOPMENT = 'Software development';
const SUPPLIERS = 'Suppliers';
const RESILIENCE = 'Resilience';
const DATA = 'Data and privacy';
const GOVERNANCE = 'Governance and compliance';

export const riskLibrary: LibraryRisk[] = [
  {
    id: 'credential-theft',
    title: 'Credential theft through phishing',
    description:
      'An employee enters their password and one-time code on a fake sign-in page, and an attacker uses the session to reach email, source code or customer data.',
    category: ACCESS,
    likelihood: 4,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'Single sign-on with phishing-resistant multi-factor authentication for every workforce account; phishing awareness training; a quick way to report suspicious messages.',
    controls: ['CC6.1', 'CC6.6', 'CC2.2', 'A.5.17', 'A.8.5', 'A.6.3'],
    checklistItems: [
      'access-review-template/enforce-mfa-on-critical-systems',
      'employee-onboarding-security/complete-awareness-training',
    ],
  },
  {
    id: 'lost-laptop',
    title: 'Lost or stolen laptop',
    description:
      'A laptop with source code, credentials or customer data is lost or stolen while travelling or working remotely.',
    category: DEVICES,
    likelihood: 3,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'Full-disk encryption, screen lock and device management on every laptop, with remote lock and wipe, and a lost-device procedure.',
    controls: ['CC6.7', 'CC6.8', 'A.8.1', 'A.7.9', 'A.6.7'],
    checklistItems: [
      'endpoint-security-baseline/turn-on-disk-encryption',
      'endpoint-security-baseline/prepare-lost-device-response',
    ],
  },
  {
    id: 'cloud-misconfiguration',
    title: 'Cloud misconfiguration exposes data',
    description:
      'A storage bucket, database or admin interface is left open to the internet by a configuration mistake.',
    category: CLOUD,
    likelihood: 3,
    impact: 5,
    treatment: 'mitigate',
    treatmentPlan:
      'Infrastructure as code with review, configuration baselines, and automated checks that alert on public resources.',
    controls: ['CC7.1', 'CC8.1', 'A.8.9', 'A.5.23', 'A.8.32'],
    checklistItems: [
      'change-management-review/check-infrastructure-changes',
      'change-management-review/investigate-out-of-band-changes',
    ],
  },
  {
    id: 'vendor-breach',
    title: 'A vendor holding our data is breached',
    description:
      'A SaaS provider or subprocessor that stores company or customer data suffers a breach.',
    category: SUPPLIERS,
    likelihood: 3,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'Review vendors before use and each year according to their criticality, keep their security reports current, and share only the data they need.',
    controls: ['CC9.2', 'A.5.19', 'A.5.20', 'A.5.21', 'A.5.22'],
    checklistItems: ['business-continuity-planning/review-critical-vendor-resilience'],
  },
  {
    id: 'insider-misuse',
    title: 'Insider misuse of access',
    description:
      'An employee or contractor uses legitimate access to copy, change or delete data they have no business reason to touch.',
    category: PEOPLE,
    likelihood: 2,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'Least-privilege access by role, quarterly access reviews, logging of access to customer data and background checks where lawful.',
    controls: ['CC6.2', 'CC6.3', 'A.5.15', 'A.5.18', 'A.6.1', 'A.8.2'],
    checklistItems: [
      'access-review-template/confirm-access-still-needed',
      'access-review-template/check-privilege-levels',
    ],
  },
  {
    id: 'ransomware',
    title: 'Ransomware encrypts systems or backups',
    description:
      'Malware encrypts laptops, servers or backups and the attacker demands payment to restore them or not to publish stolen data.',
    category: RESILIENCE,
    likelihood: 3,
    impact: 5,
    treatment: 'mitigate',
    treatmentPlan:
      'Endpoint protection, timely patching, immutable and separately stored backups, and restores tested each quarter.',
    controls: ['CC7.2', 'A1.2', 'A.8.7', 'A.8.13', 'A.8.8'],
    checklistItems: [
      'backup-and-restore-testing/make-backups-immutable',
      'backup-and-restore-testing/confirm-quarterly-restores',
      'endpoint-security-baseline/run-endpoint-protection',
    ],
  },
  {
    id: 'key-person',
    title: 'Key person dependency',
    description:
      'Only one person knows how to operate or recover a critical system, and they leave or are unavailable.',
    category: PEOPLE,
    likelihood: 3,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'Written runbooks, shared on-call, cross-training and break-glass access held by more than one person.',
    controls: ['CC1.4', 'A1.2', 'A.5.37', 'A.5.29'],
    checklistItems: ['business-continuity-planning/plan-for-key-people'],
  },
  {
    id: 'leaver-access',
    title: 'Leavers keep access',
    description:
      'A former employee or contractor keeps access to a SaaS application, the cloud console or a shared secret after leaving.',
    category: ACCESS,
    likelihood: 3,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'An offboarding checklist run on the last day, single sign-on with automated deprovisioning, and shared secrets rotated.',
    controls: ['CC6.2', 'CC6.3', 'A.5.18', 'A.6.5', 'A.5.11'],
    checklistItems: [
      'employee-offboarding/disable-identity-account',
      'employee-offboarding/rotate-shared-secrets',
      'access-review-template/confirm-leavers-removed',
    ],
  },
  {
    id: 'excessive-privileges',
    title: 'Excessive administrator privileges',
    description:
      'Too many people hold production or cloud administrator rights, so one compromised account can do broad damage.',
    category: ACCESS,
    likelihood: 3,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'Named administrators only, just-in-time elevation where possible, and an access review of administrators each quarter.',
    controls: ['CC6.1', 'CC6.3', 'A.8.2', 'A.5.15'],
    checklistItems: ['access-review-template/review-production-and-cloud-admins'],
  },
  {
    id: 'leaked-secrets',
    title: 'Secrets leaked in source code',
    description:
      'API keys, database passwords or signing keys are committed to a repository or pasted into chat and found by someone else.',
    category: DEVELOPMENT,
    likelihood: 3,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'A secrets manager, secret scanning on every repository, and rotation of any secret found exposed.',
    controls: ['CC6.1', 'A.5.17', 'A.8.4', 'A.8.24'],
    checklistItems: ['access-review-template/rotate-secrets-and-api-keys'],
  },
  {
    id: 'unpatched-vulnerability',
    title: 'Unpatched vulnerability exploited',
    description:
      'A known vulnerability in an operating system, library or exposed service is exploited before it is fixed.',
    category: CLOUD,
    likelihood: 3,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'Vulnerability scanning, dependency updates and patch deadlines by severity, tracked to closure.',
    controls: ['CC7.1', 'A.8.8', 'A.8.19'],
    checklistItems: [
      'change-management-review/review-dependency-updates',
      'endpoint-security-baseline/turn-on-automatic-os-updates',
    ],
  },
  {
    id: 'insecure-code-change',
    title: 'An insecure or faulty change reaches production',
    description:
      'A code or configuration change introduces a vulnerability or an outage because it was not reviewed or tested.',
    category: DEVELOPMENT,
    likelihood: 3,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'Branch protection, independent code review, automated tests and deployment only through the pipeline.',
    controls: ['CC8.1', 'A.8.25', 'A.8.28', 'A.8.32'],
    checklistItems: [
      'change-management-review/check-branch-protection',
      'change-management-review/confirm-independent-review',
      'change-management-review/deploy-only-through-the-pipeline',
    ],
  },
  {
    id: 'supply-chain-dependency',
    title: 'Malicious open-source dependency',
    description:
      'A compromised or typosquatted package is pulled into the build and runs attacker code.',
    category: DEVELOPMENT,
    likelihood: 2,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'Locked dependency versions, review of dependency updates and automated alerts for known-bad packages.',
    controls: ['CC8.1', 'A.5.21', 'A.8.28'],
    checklistItems: ['change-management-review/review-dependency-updates'],
  },
  {
    id: 'production-data-in-test',
    title: 'Customer data copied into test environments',
    description:
      'Production data is copied to development or test systems that have weaker access controls.',
    category: DATA,
    likelihood: 2,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'Synthetic or masked test data, separate environments and a rule against copying production data.',
    controls: ['C1.1', 'A.8.11', 'A.8.31', 'A.8.33'],
    checklistItems: ['change-management-review/keep-environments-separate'],
  },
  {
    id: 'backup-failure',
    title: 'Backups fail or cannot be restored',
    description:
      'Backups silently stop running or cannot be restored within the recovery time promised to customers.',
    category: RESILIENCE,
    likelihood: 2,
    impact: 5,
    treatment: 'mitigate',
    treatmentPlan:
      'Monitored backup jobs, restore tests each quarter and a yearly full recovery exercise.',
    controls: ['A1.2', 'A1.3', 'A.8.13', 'A.5.30'],
    checklistItems: [
      'backup-and-restore-testing/check-jobs-run-on-schedule',
      'backup-and-restore-testing/confirm-quarterly-restores',
    ],
  },
  {
    id: 'cloud-region-outage',
    title: 'Cloud provider outage',
    description: 'The hosting provider or a region fails and the service is unavailable for hours.',
    category: RESILIENCE,
    likelihood: 2,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'Redundancy across availability zones, documented recovery targets and a tested continuity plan.',
    controls: ['A1.1', 'A1.2', 'A.5.30', 'A.8.14'],
    checklistItems: [
      'business-continuity-planning/check-redundancy-and-capacity',
      'business-continuity-planning/test-the-plan',
    ],
  },
  {
    id: 'ddos',
    title: 'Denial-of-service attack',
    description: 'An attacker floods the service with traffic and customers cannot use it.',
    category: RESILIENCE,
    likelihood: 2,
    impact: 3,
    treatment: 'transfer',
    treatmentPlan:
      'A content delivery network or cloud provider with denial-of-service protection, rate limits and capacity monitoring.',
    controls: ['A1.1', 'CC6.6', 'A.8.6', 'A.8.20'],
    checklistItems: ['business-continuity-planning/check-redundancy-and-capacity'],
  },
  {
    id: 'slow-incident-response',
    title: 'An incident is noticed or handled too late',
    description:
      'A breach goes unnoticed or is handled without a plan, so damage grows and notification deadlines are missed.',
    category: GOVERNANCE,
    likelihood: 3,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'An incident response plan with roles and severity levels, alerting on key logs and a yearly tabletop exercise.',
    controls: ['CC7.3', 'CC7.4', 'CC7.5', 'A.5.24', 'A.5.26', 'A.8.16'],
    checklistItems: [
      'incident-response-readiness/run-a-tabletop-exercise',
      'incident-response-readiness/check-on-call-and-alert-routing',
    ],
  },
  {
    id: 'missing-logs',
    title: 'Logs missing when needed',
    description:
      'Audit and security logs are not kept, are kept too briefly or can be altered, so an incident cannot be investigated.',
    category: CLOUD,
    likelihood: 3,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'Central, tamper-resistant log storage with a set retention and access restricted.',
    controls: ['CC7.2', 'A.8.15', 'A.8.16'],
    checklistItems: ['incident-response-readiness/check-logs-are-available'],
  },
  {
    id: 'data-breach-notification',
    title: 'Privacy law breached after a personal-data incident',
    description:
      'Personal data is exposed and the company misses its duty to notify customers or a supervisory authority in time.',
    category: DATA,
    likelihood: 2,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'A list of notification duties and deadlines, prepared message templates and legal contacts.',
    controls: ['P6.6', 'CC7.4', 'A.5.34', 'A.5.5', 'A.5.31'],
    checklistItems: [
      'incident-response-readiness/list-notification-duties',
      'incident-response-readiness/prepare-message-templates',
    ],
  },
  {
    id: 'over-retention',
    title: 'Data kept longer than needed',
    description:
      'Customer and personal data is kept after contracts end, increasing what a breach could expose and breaking retention promises.',
    category: DATA,
    likelihood: 3,
    impact: 2,
    treatment: 'mitigate',
    treatmentPlan: 'A retention schedule, deletion on contract end and secure disposal of media.',
    controls: ['C1.2', 'P4.2', 'P4.3', 'A.8.10', 'A.7.14'],
    checklistItems: ['endpoint-security-baseline/wipe-devices-before-reuse'],
  },
  {
    id: 'misdirected-data',
    title: 'Confidential data sent to the wrong person',
    description:
      'A spreadsheet, export or link with confidential data is shared with the wrong recipient or made public.',
    category: DATA,
    likelihood: 3,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'A data classification scheme, sharing rules by level and access-controlled links instead of attachments.',
    controls: ['C1.1', 'A.5.12', 'A.5.13', 'A.5.14'],
    checklistItems: ['employee-onboarding-security/acknowledge-policies'],
  },
  {
    id: 'unsanctioned-saas',
    title: 'Unapproved SaaS and AI tools hold company data',
    description:
      'Employees put company or customer data into tools that were never reviewed, including public AI services.',
    category: SUPPLIERS,
    likelihood: 4,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'An approved software list, vendor review before adoption and an acceptable use policy that covers AI tools.',
    controls: ['CC9.2', 'A.5.10', 'A.5.19', 'A.5.23'],
    checklistItems: ['endpoint-security-baseline/control-software-installation'],
  },
  {
    id: 'social-engineering-payment',
    title: 'Payment fraud by impersonation',
    description:
      'An attacker posing as an executive or supplier persuades someone to pay a false invoice or change bank details.',
    category: PEOPLE,
    likelihood: 3,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'Verification of payment changes through a second known channel and awareness training on impersonation.',
    controls: ['CC2.2', 'A.6.3', 'A.5.3'],
    checklistItems: ['employee-onboarding-security/complete-awareness-training'],
  },
  {
    id: 'untrained-staff',
    title: 'Staff unaware of security duties',
    description:
      'New or long-serving staff do not know the policies, how to spot attacks or how to report an incident.',
    category: PEOPLE,
    likelihood: 3,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'Security awareness training at onboarding and every year, policy acknowledgement and an easy way to report.',
    controls: ['CC1.4', 'CC2.2', 'A.6.3', 'A.6.8'],
    checklistItems: [
      'employee-onboarding-security/complete-awareness-training',
      'employee-onboarding-security/explain-how-to-report',
    ],
  },
  {
    id: 'unmanaged-personal-devices',
    title: 'Unmanaged personal devices',
    description:
      'Company email and chat are used on personal phones or computers without a screen lock or updates.',
    category: DEVICES,
    likelihood: 3,
    impact: 2,
    treatment: 'mitigate',
    treatmentPlan:
      'Rules for personal devices, app protection and conditional access from managed devices.',
    controls: ['CC6.7', 'A.8.1', 'A.6.7'],
    checklistItems: ['endpoint-security-baseline/set-personal-device-rules'],
  },
  {
    id: 'account-takeover-customers',
    title: 'Customer accounts taken over',
    description:
      'Attackers reuse leaked passwords against the product and take over customer accounts.',
    category: ACCESS,
    likelihood: 3,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'Rate limiting, breached-password checks, multi-factor authentication for customers and alerting on unusual sign-ins.',
    controls: ['CC6.1', 'CC6.6', 'A.8.5', 'A.8.16'],
    checklistItems: [],
  },
  {
    id: 'tenant-isolation',
    title: 'One customer sees another customer’s data',
    description:
      'A defect in authorization or tenant isolation lets one customer read or change another customer’s records.',
    category: DEVELOPMENT,
    likelihood: 2,
    impact: 5,
    treatment: 'mitigate',
    treatmentPlan:
      'Authorization enforced in the data layer, tests for cross-tenant access and security review of high-risk changes.',
    controls: ['CC6.1', 'A.8.3', 'A.8.26', 'A.8.29'],
    checklistItems: ['change-management-review/check-high-risk-changes'],
  },
  {
    id: 'weak-encryption',
    title: 'Data readable in transit or at rest',
    description:
      'Data travels over unencrypted connections or is stored unencrypted, so anyone who intercepts or copies it can read it.',
    category: CLOUD,
    likelihood: 2,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan: 'TLS everywhere, encryption at rest with managed keys and an encryption policy.',
    controls: ['CC6.1', 'CC6.7', 'A.8.24'],
    checklistItems: ['backup-and-restore-testing/encrypt-backups'],
  },
  {
    id: 'office-break-in',
    title: 'Office break-in or physical access',
    description: 'Someone enters the office and takes equipment or reads documents left out.',
    category: DEVICES,
    likelihood: 2,
    impact: 2,
    treatment: 'accept',
    treatmentPlan:
      'Accepted while the company is fully remote or in a shared office with controlled entry; laptops are encrypted.',
    controls: ['CC6.4', 'A.7.1', 'A.7.2', 'A.7.7'],
    checklistItems: ['employee-offboarding/remove-physical-access'],
  },
  {
    id: 'regulatory-change',
    title: 'Missed legal or contractual requirement',
    description:
      'A new law, customer contract term or certification requirement is missed and the company falls out of compliance.',
    category: GOVERNANCE,
    likelihood: 2,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan: 'A compliance register reviewed each year and contract terms checked by legal.',
    controls: ['CC3.1', 'A.5.31', 'A.5.36'],
    checklistItems: ['iso-27001-readiness/list-legal-and-contract-requirements'],
  },
  {
    id: 'cyber-insurance-gap',
    title: 'A major incident costs more than the company can absorb',
    description:
      'The cost of response, legal claims and lost business after a serious breach exceeds available cash.',
    category: GOVERNANCE,
    likelihood: 2,
    impact: 5,
    treatment: 'transfer',
    treatmentPlan: 'Cyber insurance sized to the company’s exposure, reviewed at each renewal.',
    controls: ['CC9.1', 'A.5.29'],
    checklistItems: [],
  },
  {
    id: 'single-vendor-dependency',
    title: 'A critical vendor fails or ends its service',
    description:
      'A provider the service depends on goes out of business, changes terms or suffers a long outage.',
    category: SUPPLIERS,
    likelihood: 2,
    impact: 4,
    treatment: 'mitigate',
    treatmentPlan:
      'Know which vendors are critical, review their resilience and keep an exit plan for each.',
    controls: ['CC9.1', 'CC9.2', 'A.5.22', 'A.5.30'],
    checklistItems: ['business-continuity-planning/review-critical-vendor-resilience'],
  },
  {
    id: 'risk-not-managed',
    title: 'Risks not identified or followed up',
    description:
      'The company does not assess its risks each year, so new threats and changes go untreated.',
    category: GOVERNANCE,
    likelihood: 3,
    impact: 3,
    treatment: 'mitigate',
    treatmentPlan:
      'A yearly risk assessment approved by leadership, risk owners and review dates for each risk.',
    controls: ['CC3.1', 'CC3.2', 'CC3.4', 'A.5.1'],
    checklistItems: ['iso-27001-readiness/assess-risks', 'iso-27001-readiness/plan-risk-treatment'],
  },
];

export function libraryRiskById(id: string): LibraryRisk | undefined {
  return riskLibrary.find((risk) => risk.id === id);
}

/** A score on the matrix: likelihood × impact, 1–25. */
export function riskScore(likelihood: number, impact: number): number {
  return likelihood * impact;
}

export type RiskLevel = 'Low' | 'Medium' | 'High' | 'Critical';

/** The level of a score: 1–4 low, 5–9 medium, 10–16 high, 20–25 critical. */
export function riskLevel(score: number): RiskLevel {
  if (score >= 20) return 'Critical';
  if (score >= 10) return 'High';
  if (score >= 5) return 'Medium';
  return 'Low';
}
