import type { PolicyTemplate } from './types';

/**
 * Policy template catalog shown on /templates (docs/product.md#policy-templates). Framework badges
 * use one fixed vocabulary so counts computed from this list (docs/decisions.md D7) stay accurate:
 * 'SOC 2', 'ISO 27001', 'ISO 27701', 'NIST CSF', 'NIST 800-53', 'CIS Controls', 'CSA STAR',
 * 'PCI DSS', 'HIPAA', 'GDPR', 'CCPA', 'SOX'.
 */
export const policyTemplates: PolicyTemplate[] = [
  {
    id: 'acceptable-use-policy',
    title: 'Acceptable Use Policy',
    description:
      'Sets the ground rules for how staff and contractors use company systems, accounts, devices and data, and what is off-limits.',
    frameworks: ['SOC 2', 'ISO 27001', 'NIST CSF', 'CIS Controls'],
    updateFrequency: 'Annual',
  },
  {
    id: 'information-security-policy',
    title: 'Information Security Policy',
    description:
      'The top-level policy that states leadership’s commitment to security, assigns ownership, and ties every other security policy together.',
    frameworks: ['SOC 2', 'ISO 27001', 'NIST CSF', 'NIST 800-53', 'CSA STAR'],
    updateFrequency: 'Annual',
  },
  {
    id: 'access-control-policy',
    title: 'Access Control Policy',
    description:
      'Defines how access to systems and data is requested, approved, reviewed and removed, based on least privilege and role.',
    frameworks: ['SOC 2', 'ISO 27001', 'NIST 800-53', 'PCI DSS', 'SOX'],
    updateFrequency: 'Semi-annual',
  },
  {
    id: 'password-and-authentication-policy',
    title: 'Password and Authentication Policy',
    description:
      'Sets requirements for passwords, single sign-on, multi-factor authentication and the handling of shared and service credentials.',
    frameworks: ['SOC 2', 'ISO 27001', 'PCI DSS', 'CIS Controls'],
    updateFrequency: 'Annual',
  },
  {
    id: 'data-classification-policy',
    title: 'Data Classification Policy',
    description:
      'Establishes data sensitivity levels and the handling, labeling and sharing rules that apply to each level.',
    frameworks: ['SOC 2', 'ISO 27001', 'GDPR', 'NIST 800-53'],
    updateFrequency: 'Annual',
  },
  {
    id: 'data-retention-and-disposal-policy',
    title: 'Data Retention and Disposal Policy',
    description:
      'Specifies how long each type of record is kept and how data and media are securely destroyed when no longer needed.',
    frameworks: ['SOC 2', 'GDPR', 'CCPA', 'HIPAA', 'ISO 27701'],
    updateFrequency: 'Annual',
  },
  {
    id: 'encryption-policy',
    title: 'Encryption Policy',
    description:
      'Sets minimum standards for encrypting data at rest and in transit and for generating, storing and rotating cryptographic keys.',
    frameworks: ['SOC 2', 'ISO 27001', 'PCI DSS', 'HIPAA'],
    updateFrequency: 'Annual',
  },
  {
    id: 'incident-response-policy',
    title: 'Incident Response Policy',
    description:
      'Describes how security incidents are reported, triaged, contained, communicated and reviewed, including customer and regulator notification.',
    frameworks: ['SOC 2', 'ISO 27001', 'NIST CSF', 'HIPAA', 'GDPR'],
    updateFrequency: 'Semi-annual',
  },
  {
    id: 'business-continuity-and-disaster-recovery-policy',
    title: 'Business Continuity and Disaster Recovery Policy',
    description:
      'Explains how the company keeps critical services running during a disruption and restores them within agreed recovery objectives.',
    frameworks: ['SOC 2', 'ISO 27001', 'NIST CSF', 'CSA STAR'],
    updateFrequency: 'Annual',
  },
  {
    id: 'backup-policy',
    title: 'Backup Policy',
    description:
      'Defines what is backed up, how often, where backups are stored and protected, and how restores are regularly tested.',
    frameworks: ['SOC 2', 'ISO 27001', 'CIS Controls', 'HIPAA'],
    updateFrequency: 'Annual',
  },
  {
    id: 'change-management-policy',
    title: 'Change Management Policy',
    description:
      'Ensures changes to production systems and code are requested, reviewed, tested, approved and recorded before release.',
    frameworks: ['SOC 2', 'ISO 27001', 'SOX', 'NIST 800-53'],
    updateFrequency: 'Annual',
  },
  {
    id: 'secure-software-development-policy',
    title: 'Secure Software Development Policy',
    description:
      'Builds security into each stage of the development lifecycle, from design and code review to dependency management and release.',
    frameworks: ['SOC 2', 'ISO 27001', 'PCI DSS', 'NIST 800-53'],
    updateFrequency: 'Annual',
  },
  {
    id: 'vulnerability-management-policy',
    title: 'Vulnerability Management Policy',
    description:
      'Sets how vulnerabilities are found through scanning and testing, rated by severity, and fixed within defined timeframes.',
    frameworks: ['SOC 2', 'ISO 27001', 'PCI DSS', 'CIS Controls', 'NIST CSF'],
    updateFrequency: 'Semi-annual',
  },
  {
    id: 'vendor-risk-management-policy',
    title: 'Vendor Risk Management Policy',
    description:
      'Describes how vendors and service providers are assessed before onboarding, contracted with security terms, and monitored over time.',
    frameworks: ['SOC 2', 'ISO 27001', 'GDPR', 'CSA STAR', 'HIPAA'],
    updateFrequency: 'Semi-annual',
  },
  {
    id: 'risk-assessment-policy',
    title: 'Risk Assessment Policy',
    description:
      'Defines the method for identifying, scoring and treating information security risks and keeping the risk register current.',
    frameworks: ['SOC 2', 'ISO 27001', 'NIST CSF', 'HIPAA'],
    updateFrequency: 'Annual',
  },
  {
    id: 'asset-management-policy',
    title: 'Asset Management Policy',
    description:
      'Requires an accurate inventory of hardware, software, cloud resources and data stores, each with a named owner and lifecycle.',
    frameworks: ['SOC 2', 'ISO 27001', 'CIS Controls', 'NIST CSF'],
    updateFrequency: 'Annual',
  },
  {
    id: 'remote-work-policy',
    title: 'Remote Work Policy',
    description:
      'Sets security expectations for working from home and while traveling, covering home networks, workspaces and equipment.',
    frameworks: ['SOC 2', 'ISO 27001', 'NIST CSF'],
    updateFrequency: 'Annual',
  },
  {
    id: 'mobile-device-and-byod-policy',
    title: 'Mobile Device and BYOD Policy',
    description:
      'Covers the use of company and personal phones, tablets and laptops for work, including enrollment, minimum controls and remote wipe.',
    frameworks: ['SOC 2', 'ISO 27001', 'HIPAA', 'CIS Controls'],
    updateFrequency: 'Annual',
  },
  {
    id: 'network-security-policy',
    title: 'Network Security Policy',
    description:
      'Sets the controls that protect production and corporate networks, including segmentation, firewall rules and remote administrative access.',
    frameworks: ['SOC 2', 'ISO 27001', 'PCI DSS', 'CIS Controls', 'NIST 800-53'],
    updateFrequency: 'Annual',
  },
  {
    id: 'logging-and-monitoring-policy',
    title: 'Logging and Monitoring Policy',
    description:
      'Defines which events are logged, how logs are protected and retained, and how alerts are reviewed and escalated.',
    frameworks: ['SOC 2', 'ISO 27001', 'PCI DSS', 'NIST 800-53', 'SOX'],
    updateFrequency: 'Annual',
  },
  {
    id: 'physical-security-policy',
    title: 'Physical Security Policy',
    description:
      'Protects offices, equipment and any on-site data with access controls, visitor management and clear-desk practices.',
    frameworks: ['SOC 2', 'ISO 27001', 'PCI DSS', 'HIPAA'],
    updateFrequency: 'Annual',
  },
  {
    id: 'security-awareness-training-policy',
    title: 'Security Awareness Training Policy',
    description:
      'Requires security training at onboarding and annually, plus phishing exercises, with completion tracked as audit evidence.',
    frameworks: ['SOC 2', 'ISO 27001', 'HIPAA', 'PCI DSS', 'NIST CSF'],
    updateFrequency: 'Annual',
  },
  {
    id: 'human-resources-security-policy',
    title: 'Human Resources Security Policy',
    description:
      'Covers security across the employee lifecycle: background checks, confidentiality agreements, role changes and offboarding.',
    frameworks: ['SOC 2', 'ISO 27001', 'NIST 800-53'],
    updateFrequency: 'Annual',
  },
  {
    id: 'privacy-and-data-protection-policy',
    title: 'Privacy and Data Protection Policy',
    description:
      'Explains how personal data is collected, used, shared and protected, and how data subject requests are handled.',
    frameworks: ['GDPR', 'CCPA', 'ISO 27701', 'HIPAA', 'SOC 2'],
    updateFrequency: 'Annual',
  },
  {
    id: 'code-of-conduct',
    title: 'Code of Conduct',
    description:
      'Describes the ethical and professional behavior expected of everyone at the company, from honest dealing to conflicts of interest.',
    frameworks: ['SOC 2', 'SOX', 'ISO 27001'],
    updateFrequency: 'Annual',
  },
  {
    id: 'whistleblower-policy',
    title: 'Whistleblower Policy',
    description:
      'Gives staff a confidential way to report suspected misconduct and protects those who report in good faith from retaliation.',
    frameworks: ['SOX', 'SOC 2', 'ISO 27001'],
    updateFrequency: 'Annual',
  },
  {
    id: 'cloud-security-policy',
    title: 'Cloud Security Policy',
    description:
      'Sets the baseline for securing cloud infrastructure accounts, identities and configurations under the shared responsibility model.',
    frameworks: ['SOC 2', 'ISO 27001', 'CSA STAR', 'CIS Controls', 'NIST 800-53'],
    updateFrequency: 'Annual',
  },
];
