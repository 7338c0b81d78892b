import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'cloud-security-policy',
  title: 'Cloud Security Policy',
  overview:
    'This policy sets the minimum security baseline for the cloud infrastructure that runs [Company Name]’s product: the accounts and organizations, the identities that can act in them, the configuration of services, the protection of data stored there, and the detection of misconfigurations. Cloud providers secure the physical data centers and the underlying platform; [Company Name] is responsible for everything it configures on top of them, which is where most cloud breaches start. The policy defines who owns which controls, requires infrastructure to be built from reviewed code, and sets response times for findings. [Policy Owner] owns this policy and infrastructure engineering applies it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'This policy makes sure [Company Name]’s cloud environments are configured securely from the start, stay that way as they change, and can be shown to meet customer and audit requirements. It reduces the risk of data exposure through misconfiguration, stolen credentials or excessive permissions, and keeps the company clear about which security duties rest with the provider and which with [Company Name].',
    },
    {
      title: 'Scope',
      content: [
        'All infrastructure-as-a-service and platform-as-a-service accounts, projects and subscriptions used by [Company Name], including production, staging, development, sandbox, logging and security accounts.',
        'Managed services built on those platforms, such as databases, object storage, container and serverless platforms, key management, queues and content delivery networks.',
        'Identities that act in cloud environments: people, roles, service accounts, workload identities, CI/CD pipelines and third-party integrations.',
        'Infrastructure-as-code repositories and deployment pipelines that change cloud resources.',
        'All employees and contractors who create, configure or administer cloud resources.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, approves the configuration baselines and the shared responsibility matrix, approves privileged cloud roles, and decides on exceptions.',
        'Infrastructure engineering builds and maintains cloud environments through code, keeps baselines enforced, triages posture findings and maintains the cloud account inventory.',
        'Service owners make sure the resources their services use follow the baseline and that findings against them are fixed on time.',
        'The security function (or the engineer designated by [Policy Owner]) operates posture management and threat detection tools, reviews findings and escalates incidents.',
        'All engineers with cloud access use it only for their assigned work and report suspected exposure or compromise immediately.',
      ],
    },
    {
      title: 'Shared Responsibility Model',
      content: [
        'For each cloud provider, [Policy Owner] maintains a shared responsibility matrix listing which controls the provider operates (such as physical security, hardware and hypervisor patching) and which [Company Name] operates (such as identity, network rules, data encryption settings, operating system and application patching, logging and backups).',
        'Each new cloud service is added to the matrix before it is used in production, recording any responsibilities that differ from the provider’s standard model.',
        'Cloud providers are approved through the vendor management process. [Policy Owner] reviews each provider’s SOC 2 Type II or ISO/IEC 27001 report and, where available, its CSA STAR entry at least once every 12 months and records any gaps or complementary controls the report says customers must operate.',
        'Complementary user entity controls listed in the providers’ reports are mapped to [Company Name] controls, so that every duty assigned to the customer has an owner.',
        'Only providers, regions and services on the approved list may hold customer data. Using a new provider or region requires [Policy Owner]’s approval in a ticket.',
      ],
    },
    {
      title: 'Account and Identity Management',
      content: [
        'Cloud accounts are created only within the company’s cloud organization, with production, non-production and logging separated into different accounts. An inventory lists every account, its owner and purpose, and is reviewed quarterly.',
        'People sign in to cloud consoles and command-line tools through single sign-on with multi-factor authentication. Long-lived personal access keys are not issued to people.',
        'Root or top-level owner accounts are protected with hardware multi-factor authentication, have no access keys, and are used only for tasks that require them. Any use triggers an alert and is recorded with a reason in a ticket.',
        'Permissions follow least privilege through defined roles. Standing administrative access to production is limited to named engineers approved by [Policy Owner]; others request time-limited elevation that expires within 8 hours and is logged.',
        'Workloads and pipelines use roles or workload identity instead of static keys. Where a static key is unavoidable, it is stored in the secrets manager and rotated at least every 90 days.',
        'Cloud access is reviewed quarterly by service owners and [Policy Owner]. Unneeded permissions are removed within 5 business days of the review, and the signed review is kept as evidence.',
        'Access is removed within 1 business day of a person leaving [Company Name] or changing to a role that does not need it.',
      ],
    },
    {
      title: 'Secure Configuration Baselines',
      content: [
        '[Company Name] adopts a configuration baseline for each provider based on the relevant CIS Foundations Benchmark, adjusted and approved by [Policy Owner]. Deviations are recorded with a reason.',
        'Organization-level guardrails, such as service control policies or organization policies, prevent disabling of audit logging, creation of public storage, use of unapproved regions and creation of unencrypted storage.',
        'Production infrastructure is defined in infrastructure as code. Changes go through pull requests with automated security scanning and approval by a second engineer before deployment.',
        'Manual changes in the production console are limited to emergencies, recorded in a ticket within 1 business day and brought back into code within 5 business days.',
        'Virtual machine and container images are built from hardened, approved base images and rebuilt at least monthly to pick up patches. Critical vulnerabilities in running images are fixed within 7 days and high-severity vulnerabilities within 30 days.',
        'Databases, caches and storage are never directly reachable from the internet. Network rules follow the Network Security Policy.',
        'Unused resources, accounts and keys are removed. Infrastructure engineering reviews the resource inventory quarterly for unowned or unused resources.',
      ],
    },
    {
      title: 'Data Protection in the Cloud',
      content: [
        'All storage holding company or customer data, including databases, volumes, object storage, snapshots and backups, is encrypted at rest using the provider’s key management service.',
        'Encryption keys for Restricted data use customer-managed keys with automatic rotation at least yearly. Permission to manage keys is separate from permission to use them, and key deletion requires approval by [Policy Owner].',
        'Data in transit between services and to users is encrypted with TLS 1.2 or higher.',
        'Object storage blocks public access at the account level. Any bucket that must serve public content is approved by [Policy Owner], tagged as public and contains only Public data.',
        'Production databases are backed up automatically at least daily, with backups retained for at least 30 days and copied to a separate account or region. Restores are tested at least once every 12 months and the results recorded.',
        'Customer data stays in production accounts. Copies to non-production environments are prohibited unless masked or anonymized.',
        'Customer data is kept in the regions agreed with customers and deleted in line with the Data Retention and Disposal Policy.',
      ],
    },
    {
      title: 'Monitoring and Misconfiguration Detection',
      content: [
        'Audit logging of control-plane activity is enabled in every account and region, sent to the dedicated logging account, and protected from deletion as described in the Logging and Monitoring Policy.',
        'A cloud security posture management tool checks all accounts against the approved baseline at least daily.',
        'Posture findings are fixed or formally accepted within these times: critical (such as public exposure of customer data or administrative access) within 24 hours, high within 7 days, medium within 30 days and low within 90 days.',
        'Threat detection services offered by the provider are enabled in every production account, and their high-severity findings page the on-call engineer.',
        'Alerts are raised for root account use, changes to identity policies, disabled logging, new public resources and activity in unapproved regions, and are triaged within the times set in the Logging and Monitoring Policy.',
        'The security function reports open findings, their age and exceptions to [Policy Owner] monthly. Findings past their deadline are escalated to leadership.',
        'Cloud spend anomalies are monitored as a signal of possible compromise, such as unauthorized cryptocurrency mining.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'When a service or configuration cannot meet this policy, the service owner requests an exception from [Policy Owner] in a ticket describing the deviation, the risk, compensating controls and an end date. Approved exceptions are recorded in the exception register and suppressed in the posture tool only with a reference to that record. Exceptions last no longer than 6 months for production and 12 months for other environments.',
    },
    {
      title: 'Enforcement',
      content: [
        'Resources created outside the approved process, or that put customer data at risk, may be shut down or removed immediately by infrastructure engineering or the security function.',
        'Violations, such as creating personal access keys, disabling guardrails or sharing credentials, may lead to removal of cloud access and disciplinary action up to and including termination of employment or contract.',
        '[Policy Owner] tracks violations and overdue findings to closure and reports them at the quarterly security review.',
      ],
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes, such as adopting a new cloud provider or major service, a change in the provider’s shared responsibility model, an updated benchmark, or a cloud security incident. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC6.1', 'CC6.3', 'CC6.6', 'CC6.7', 'CC7.1', 'CC7.2', 'CC8.1', 'CC9.2'],
    iso27001: ['A.5.23', 'A.8.2', 'A.8.5', 'A.8.9', 'A.8.13', 'A.8.15', 'A.8.16', 'A.8.24'],
    other: [
      {
        framework: 'CSA STAR',
        ids: ['STA-01', 'STA-04', 'IAM-05', 'IAM-14', 'IVS-04', 'CEK-03', 'BCR-08'],
      },
      { framework: 'CIS Controls', ids: ['3.11', '4.1', '4.7', '5.4', '6.5', '8.2'] },
      {
        framework: 'NIST 800-53',
        ids: ['AC-2', 'AC-6', 'CM-2', 'CM-6', 'SA-9', 'SC-28', 'SI-4'],
      },
    ],
  },
});

export default policy;
