import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'backup-policy',
  overview: overview('what is backed up, how it is protected and how restores are tested', [
    'A.8.13',
  ]),
  sections: {
    Purpose: purpose('losing customer data or being unable to restore the service', [
      'A1.2',
      'A.8.13',
    ]),
    Scope: {
      auditor:
        'An auditor checks that every production data store holding customer data is in scope, in every region and account. A database or bucket that the policy does not name is one nobody is required to back up.',
      small:
        'A 10-person company lists its managed database, object storage and the repository holding infrastructure code. SaaS data the team cannot rebuild, such as the support history, is named too.',
      large:
        'A 200-person company refers to the backup inventory and adds message queues, secrets vaults, SaaS data such as the ticketing system, and every production region. It states which data is deliberately not backed up and why.',
      controls: ['A1.2', 'A.8.13'],
    },
    'Roles and Responsibilities': roles(
      'configuring backups, monitoring jobs, testing restores and approving exceptions',
      'A 10-person company makes one engineer responsible for backups and restore tests, with the CTO as policy owner. A second engineer knows how to restore, so recovery does not depend on one person.',
      'A 200-person company gives the infrastructure or SRE team the operation, data owners the say on retention, and security the oversight of backup access. Backup access is limited to a few named operators.',
      ['A1.2'],
    ),
    'Backup Inventory and Objectives': {
      auditor:
        'An auditor checks that recovery objectives (RTO and RPO) are defined and that the backup configuration can meet them. They compare the inventory with the system description and the BC/DR policy for consistency.',
      small:
        'A 10-person company relies on its cloud provider’s point-in-time recovery and states a simple RPO, such as 24 hours, that the default settings meet. The inventory can be a short table in the compliance tool.',
      large:
        'A 200-person company sets objectives per system tier, records them in the inventory and aligns them with the availability commitments in customer contracts. Each tier’s objectives are approved by leadership.',
      controls: ['A1.2', 'CC9.1', 'A.5.30', 'A.8.13'],
    },
    'Backup Schedule and Retention': {
      auditor:
        'An auditor compares the stated frequency and retention with the configuration in the cloud console, often by screenshot. Retention must also agree with the Data Retention and Disposal Policy.',
      small:
        'A 10-person company writes down the managed database’s automated backup settings, such as daily snapshots kept for 7 to 35 days. The settings screenshot is kept with the date it was taken.',
      large:
        'A 200-person company defines schedules per data store, keeps longer monthly copies where contracts require them and manages the settings as code. Changes to schedules go through change management.',
      controls: ['A1.2', 'A.8.13'],
    },
    'Backup Security': {
      auditor:
        'An auditor checks that backups are encrypted, stored separately from production and protected from deletion by the same credentials that could damage production. Ransomware resilience is increasingly part of this question.',
      small:
        'A 10-person company enables encryption and a copy in a second region through the provider’s settings and limits who can delete backups. Backup deletion needs more than one person or a waiting period where the provider supports it.',
      large:
        'A 200-person company copies backups to a separate account with immutable or locked storage and restricts backup administration to a small named group. Backup credentials are separate from production credentials.',
      controls: ['A1.2', 'CC6.1', 'A.8.13', 'A.8.24'],
    },
    'Monitoring Backup Jobs': {
      auditor:
        'An auditor asks how a failed backup is noticed and for an example of a failure being handled. Alerts that go to an unmonitored inbox do not count.',
      small:
        'A 10-person company routes backup failure notifications from the cloud provider to the engineering chat channel and checks them weekly. Someone is named to check them.',
      large:
        'A 200-person company alerts the on-call engineer on failures, tracks repeated failures as incidents and reports backup success rates monthly. Failures are tracked to closure in tickets.',
      controls: ['A1.2', 'CC7.2'],
    },
    'Restore Testing': {
      auditor:
        'An auditor asks for restore test records in the period: what was restored, by whom, whether it was complete and how long it took against the RTO. A backup never restored is not evidence of recoverability.',
      small:
        'A 10-person company restores its production database to a temporary instance each quarter and writes a short note with the date, time taken and checks made. A test that fails is recorded as well, with the fix.',
      large:
        'A 200-person company runs scheduled restore tests per tier, automates some of them and feeds the results into the disaster recovery exercise. Restore tests cover more than the main database.',
      controls: ['A1.3', 'CC7.5', 'A.5.29', 'A.8.13'],
    },
    Exceptions: exceptions('a data store that cannot be backed up by the standard tooling'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
