import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'data-retention-and-disposal-policy',
  overview: overview('how long records are kept and how they are destroyed', ['A.5.33']),
  sections: {
    Purpose: purpose('keeping data longer than needed, or deleting it before the law allows', [
      'C1.2',
      'P4.2',
    ]),
    Scope: {
      auditor:
        'An auditor checks that every kind of record and location is covered, including backups and logs, since retention promises made to customers apply to copies too. Copies the schedule forgets are data kept without a reason.',
      small:
        'A 10-person company covers its product database, backups, logs, email and shared drives. Employee records are included even if an HR provider holds them.',
      large:
        'A 200-person company adds HR and finance records, data of prospects and applicants, vendor-held copies and paper records. Paper records follow the same schedule.',
      controls: ['C1.2', 'A.5.33'],
    },
    'Roles and Responsibilities': roles(
      'keeping the retention schedule, confirming legal periods, issuing legal holds and recording disposal',
      'A 10-person company has the CTO keep the schedule and an outside lawyer confirm the legal periods once. Engineers own the deletion jobs for the product.',
      'A 200-person company gives legal the retention periods and holds, system owners the deletion jobs and the policy owner the yearly retention check. Disposal records are kept by the policy owner.',
      ['A.5.33'],
    ),
    'Retention Schedule': {
      auditor:
        'An auditor checks that each record type has a retention period and that systems are configured to meet it. They may compare the schedule with log retention settings and customer contracts.',
      small:
        'A 10-person company writes a short table: customer data for the contract term, backups 35 days, logs one year, finance records as tax law requires. Periods it cannot yet enforce automatically are deleted by hand each quarter.',
      large:
        'A 200-person company keeps a detailed schedule per record type and jurisdiction, with the legal basis of each period and the system that enforces it. The schedule names the system that enforces each period.',
      controls: ['C1.2', 'P4.2', 'A.5.33', 'A.8.10', 'C1.1', 'A.5.34'],
    },
    'Legal Holds': {
      auditor:
        'An auditor checks that a hold can stop automatic deletion and that holds are issued and released in writing. A hold that deletion jobs ignore is worse than none.',
      small:
        'A 10-person company says that its lawyer or a founder issues holds and that affected deletion jobs are paused until release. Holds are rare, so a short procedure is enough.',
      large:
        'A 200-person company tracks holds in a register, notifies custodians and uses legal hold features in email and storage tools. Releases are recorded as carefully as holds.',
      controls: ['A.5.33', 'P4.2'],
    },
    'Secure Disposal Methods': {
      auditor:
        'An auditor asks for disposal evidence, such as wipe reports or certificates of destruction, and checks that methods suit the media, including cryptographic erasure for cloud data. Disposal without a record cannot be shown.',
      small:
        'A 10-person company wipes laptops through device management and relies on the cloud provider’s deletion and key destruction for cloud data. Paper goes into a locked shredding bin.',
      large:
        'A 200-person company keeps disposal records per device or media, uses a certified disposal vendor and documents cryptographic erasure. Certificates of destruction are matched to the asset inventory.',
      controls: ['CC6.5', 'A.7.10', 'A.7.14', 'A.8.10'],
    },
    'Customer Data Deletion': {
      auditor:
        'An auditor samples customers who left and asks for evidence that their data was deleted within the stated time, including the date their data ages out of backups. The promise made in customer contracts is what they test against.',
      small:
        'A 10-person company runs a deletion script or ticket per departed customer and records the date it ran. The customer is told when deletion happened if they ask.',
      large:
        'A 200-person company automates deletion after contract end, confirms it to the customer on request and reports deletion runs monthly. Backups age out within the stated retention.',
      controls: ['C1.2', 'P4.3', 'A.8.10'],
    },
    Exceptions: exceptions('a customer who asked for their data to be kept past the contract term'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
