import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'backup-policy',
  title: 'Backup Policy',
  overview:
    'This policy defines what [Company Name] backs up, how often, how long backups are kept, where they are stored, how they are protected, and how we prove that they can actually be restored. Backups are our last line of defense against data loss from accidental deletion, software defects, ransomware, insider misuse and the failure of a cloud region or provider. A backup that has never been restored is an assumption, not a control, so this policy treats restore testing as seriously as the backups themselves. [Policy Owner] owns this policy and is the contact for questions about it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'The purpose of this policy is to make sure that [Company Name] can recover customer data, production systems and critical business records within the recovery time and recovery point objectives we have committed to, and that backups cannot become a route for data exposure. It sets minimum frequencies, retention periods, protection requirements and testing duties so that engineers know what to build, and so that customers and auditors can see that recovery is planned, monitored and regularly proven.',
    },
    {
      title: 'Scope',
      content: [
        'Production databases, object storage, file stores and message queues that hold customer data or data needed to run the service, in every cloud account and region [Company Name] operates.',
        'Infrastructure-as-code, configuration, secrets vault contents and deployment definitions needed to rebuild the production environment.',
        '[Company Name] source code repositories, including those hosted by a third-party provider.',
        'Business-critical SaaS data that the provider does not back up adequately on our behalf, such as the document store, ticketing system and finance records, as listed in the backup inventory.',
        'Employee laptops are out of scope for system backups: [Company Name] files must be kept in approved cloud storage, which is covered above.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, maintains the backup inventory, approves exceptions and reports backup and restore test results to leadership.',
        'The engineering or infrastructure team configures and operates backups as code, monitors backup jobs, responds to failures and performs restore tests.',
        'System owners confirm that each new data store is added to the backup inventory before it holds production data, and state its recovery time objective (RTO) and recovery point objective (RPO).',
        'The security team reviews access to backup storage and encryption keys each quarter and investigates any alert about backup deletion or tampering.',
        '[Approver] approves this policy and accepts any residual risk where backups cannot meet the standards below.',
      ],
    },
    {
      title: 'Backup Inventory and Objectives',
      content: [
        '[Policy Owner] keeps a backup inventory listing every in-scope data store, its owner, backup method, frequency, retention, storage location, RTO and RPO.',
        'Unless a customer contract requires stricter targets, production customer data has an RPO of no more than 24 hours and an RTO of no more than 24 hours; primary production databases use point-in-time recovery with an RPO of 15 minutes or less.',
        'Adding a new production data store is a change under the Change Management Policy, and the change is not complete until the data store appears in the backup inventory with backups enabled.',
        'The inventory is reconciled against the cloud asset list each quarter, and any unprotected data store is raised as a ticket and fixed within 10 business days.',
      ],
    },
    {
      title: 'Backup Schedule and Retention',
      content: [
        'Primary production databases: continuous transaction log backups with point-in-time recovery for at least 7 days, plus automated daily snapshots retained for 35 days.',
        'Object and file storage holding customer data: versioning enabled, with deleted or overwritten versions retained for at least 30 days, plus daily replication to a separate backup account.',
        'Monthly backups of production databases are retained for 12 months unless the Data Retention and Disposal Policy or a customer contract requires a shorter period.',
        'Infrastructure-as-code, configuration and source code are backed up at least daily by mirroring repositories to storage we control, retained for 90 days.',
        'Business-critical SaaS data is exported or backed up at least weekly, retained for 90 days.',
        'Backups are deleted automatically through lifecycle rules when their retention period ends. Customer data deleted at a customer’s request ages out of backups within the retention period stated in [Company Name]’s customer terms.',
        'Backup schedules and retention settings are defined in infrastructure-as-code, so every change to them is reviewed and recorded.',
      ],
    },
    {
      title: 'Backup Security',
      content: [
        'Backups are encrypted at rest with AES-256 or the cloud provider’s equivalent, and in transit with TLS 1.2 or higher, in line with the Encryption Policy.',
        'At least one copy of production backups is kept in a separate cloud account and a separate region from the production data, so that losing a region or a compromised production account does not destroy the backups.',
        'The backup copy in the separate account is protected with immutability, such as object lock or vault lock, for at least the first 14 days after creation, so that it cannot be deleted or altered by anyone, including administrators.',
        'Access to backup storage and backup encryption keys is limited to named members of the infrastructure team, requires multi-factor authentication and is reviewed every quarter as part of access reviews.',
        'Restoring backups into any environment other than production requires a ticket approved by [Policy Owner]. Production customer data must never be restored into development or test environments unless it is masked first.',
        'Deleting backups outside the automatic lifecycle rules, changing retention, or disabling a backup job generates an alert to the security team, which reviews it within one business day.',
        'Backups are held only in regions permitted by [Company Name]’s customer agreements and data processing terms.',
      ],
    },
    {
      title: 'Monitoring Backup Jobs',
      content: [
        'Every backup job reports success or failure to the monitoring system. A failed or missed backup of [Company Name] production customer data alerts the on-call engineer immediately.',
        'A failed production backup is re-run or fixed within 24 hours. Two consecutive failures of the same job are treated as an incident under the Incident Response Policy.',
        'The infrastructure team reviews a backup status report weekly and records that review in the team’s ticket or channel, which is kept as evidence.',
      ],
    },
    {
      title: 'Restore Testing',
      content: [
        'Each quarter, the infrastructure team restores at least one primary production database from backup into an isolated environment, checks the data for completeness and integrity, and measures the time taken against the RTO and RPO.',
        'At least once every 12 months, the team performs a full recovery exercise covering databases, object storage and the rebuild of the production environment from infrastructure-as-code in a secondary region, usually together with the disaster recovery test under the Business Continuity and Disaster Recovery Policy.',
        'Every test is recorded in a ticket that includes the date, the backup used, the steps taken, the time to restore, whether objectives were met, and who performed the test. Restored test environments are deleted when the test ends.',
        'Any failed test or missed objective gets a remediation ticket with an owner and due date, and the test is repeated within 30 days of the fix.',
        'Restores performed for real incidents or customer requests are also recorded and may count as a quarterly test if they meet the same documentation standard.',
        'At least once every 12 months, a restore test uses the isolated copy in the separate backup account rather than the primary backups, so that the copy kept for the worst case is proven to restore too.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Any exception to this policy, such as a data store that cannot meet the standard retention or an isolated copy that is not yet in place, must be requested in writing to [Policy Owner] with the business reason, the risk, the compensating controls and an end date. [Approver] must approve exceptions that affect production customer data. Approved exceptions are recorded in the exception register, last no more than 12 months, and are reviewed before renewal.',
    },
    {
      title: 'Enforcement',
      content:
        'Failure to follow this policy, including disabling backup jobs, deleting backups without authorization, or restoring customer data to unapproved environments, may lead to removal of access to [Company Name] systems and disciplinary action up to and including termination of employment or contract. [Policy Owner] reviews backup failures and missed restore tests with the responsible team and tracks corrective actions to completion.',
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months, and after any significant change to our infrastructure, cloud providers, customer commitments or legal requirements, or after an incident in which recovery did not go as planned. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['A1.2', 'A1.3', 'CC7.5', 'CC9.1'],
    iso27001: ['A.8.13', 'A.5.29', 'A.5.30', 'A.8.24'],
    other: [
      { framework: 'CIS Controls', ids: ['11.1', '11.2', '11.3', '11.4', '11.5'] },
      {
        framework: 'HIPAA',
        ids: [
          '164.308(a)(7)(ii)(A)',
          '164.308(a)(7)(ii)(B)',
          '164.308(a)(7)(ii)(D)',
          '164.310(d)(2)(iv)',
        ],
      },
    ],
  },
});

export default policy;
