import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('backup-and-restore-testing'),
  recurrence: 'annual',
  items: [
    {
      id: 'list-data-to-back-up',
      category: 'Coverage',
      item: 'List every data store that needs backups',
      description:
        'The infrastructure lead lists production databases, object storage, file systems, secrets and configuration, and key SaaS data (for example the code host and the ticketing tool), with the backup method for each. Compare it with the cloud asset list and fix any data store without backups.',
      soc2: ['A1.2'],
      iso27001: ['A.5.9', 'A.8.13'],
    },
    {
      id: 'match-schedule-to-targets',
      category: 'Coverage',
      item: 'Match schedules to recovery targets',
      description:
        'Check that backup frequency and retention meet each system’s recovery point objective and your retention policy, for example continuous or hourly database backups with daily snapshots kept for 35 days and monthly copies for a year. Record the settings.',
      soc2: ['A1.2'],
      iso27001: ['A.8.13'],
    },
    {
      id: 'cover-infrastructure-as-code',
      category: 'Coverage',
      item: 'Make sure you can rebuild the infrastructure',
      description:
        'Check that infrastructure is defined as code in version control, and that the code host itself is backed up or mirrored, so the environment can be rebuilt and not just the data. Note anything still configured by hand.',
      soc2: ['A1.2', 'CC8.1'],
      iso27001: ['A.8.9', 'A.8.13'],
    },
    {
      id: 'check-jobs-run-on-schedule',
      category: 'Monitoring',
      item: 'Check backups run on schedule',
      description:
        'Review a year of backup job history or the monitoring dashboard. Every failed backup should have triggered an alert and been re-run or fixed within 24 hours. Keep the job report and tickets for any failures.',
      soc2: ['A1.2', 'CC7.2'],
      iso27001: ['A.8.13', 'A.8.16'],
    },
    {
      id: 'alert-on-tampering',
      category: 'Monitoring',
      item: 'Alert on backup deletion or changes',
      description:
        'Confirm that deleting backups, changing retention or disabling a backup job sends an alert to the security team, and that last year’s alerts were reviewed. Keep the alert rule and a sample alert.',
      soc2: ['CC7.2'],
      iso27001: ['A.8.15', 'A.8.16'],
    },
    {
      id: 'store-copies-separately',
      category: 'Protection',
      item: 'Store copies away from production',
      description:
        'Keep at least one backup copy in a separate cloud account and region from production, so a compromised production account or regional outage cannot destroy every copy. Record where each copy lives.',
      soc2: ['A1.2'],
      iso27001: ['A.8.13', 'A.8.14'],
    },
    {
      id: 'make-backups-immutable',
      category: 'Protection',
      item: 'Protect backups from deletion',
      description:
        'Turn on object lock or a backup vault lock for at least one copy so backups cannot be changed or deleted before their retention ends, even by an administrator. Keep a screenshot of the setting.',
      soc2: ['A1.2', 'CC6.1'],
      iso27001: ['A.8.13'],
    },
    {
      id: 'encrypt-backups',
      category: 'Protection',
      item: 'Encrypt backups and control the keys',
      description:
        'Check backups are encrypted at rest and in transit, that encryption keys are managed in a key management service, and that losing production access would not also lose the keys needed to restore. Record the key setup.',
      soc2: ['CC6.1', 'CC6.7'],
      iso27001: ['A.8.24', 'A.8.13'],
    },
    {
      id: 'restrict-backup-access',
      category: 'Protection',
      item: 'Restrict who can reach backups',
      description:
        'Limit access to backup storage and keys to a few named infrastructure engineers with MFA, and include them in the quarterly access review. Keep the access list.',
      soc2: ['CC6.1', 'CC6.3'],
      iso27001: ['A.8.2', 'A.8.3'],
    },
    {
      id: 'confirm-quarterly-restores',
      category: 'Restore Testing',
      item: 'Confirm the quarterly restore tests happened',
      description:
        'Check that in each quarter someone restored at least one production database into an isolated environment, checked the data, and recorded how long it took. Gather the four test records; any missed quarter is a finding.',
      soc2: ['A1.3'],
      iso27001: ['A.8.13'],
    },
    {
      id: 'run-a-full-recovery-exercise',
      category: 'Restore Testing',
      item: 'Run a full recovery exercise',
      description:
        'Once a year, restore the main databases and object storage and rebuild the production environment in a secondary region or isolated account. Time each step against the recovery time and recovery point objectives. Often run together with the business continuity test.',
      soc2: ['A1.3'],
      iso27001: ['A.8.13', 'A.5.30'],
    },
    {
      id: 'check-restored-data',
      category: 'Restore Testing',
      item: 'Check the restored data is complete',
      description:
        'Compare record counts and checksums of key tables with production at the backup time, and have the application run against the restored copy. Record the checks performed and what they showed.',
      soc2: ['A1.3', 'PI1.5'],
      iso27001: ['A.8.13'],
    },
    {
      id: 'protect-restored-copies',
      category: 'Restore Testing',
      item: 'Protect and remove test restores',
      description:
        'Treat restored copies as production data: restore into an access-controlled environment, and delete the copy when the test ends. Record the deletion.',
      soc2: ['C1.1', 'C1.2'],
      iso27001: ['A.8.10', 'A.8.33'],
    },
    {
      id: 'record-results',
      category: 'Results',
      item: 'Record results and fix failures',
      description:
        'Write up each test with the date, who ran it, what was restored, the time taken and any problems. Any failed test or missed target gets a ticket with an owner, and the test is repeated within 30 days of the fix.',
      soc2: ['A1.3', 'CC4.2'],
      iso27001: ['A.8.13'],
    },
    {
      id: 'update-runbooks',
      category: 'Results',
      item: 'Update the restore runbooks',
      description:
        'Update the step-by-step restore instructions with anything learned during the tests, so someone other than the usual engineer could follow them. Keep the runbook version history.',
      soc2: ['A1.3', 'CC5.3'],
      iso27001: ['A.5.37'],
    },
  ],
};

export default checklist;
