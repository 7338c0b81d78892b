import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'data-classification-policy',
  overview: overview('data sensitivity levels and how each level is handled', ['A.5.12']),
  sections: {
    Purpose: purpose('sensitive data being handled with the care meant for public data', [
      'C1.1',
      'A.5.12',
    ]),
    Scope: {
      auditor:
        'An auditor checks that all information in any format and location is in scope, because confidentiality commitments in SOC 2 (C1.1) apply wherever the data goes. Data in unexpected places, such as exports on laptops, is what they probe.',
      small:
        'A 10-person company covers the product database, shared drives, email, chat and the ticketing system. Paper is mentioned only if the company has any.',
      large:
        'A 200-person company adds logs, backups, analytics platforms, paper records and data held by vendors on its behalf. Vendor-held copies follow the vendor’s contract and the same classification.',
      controls: ['C1.1', 'A.5.12'],
    },
    'Roles and Responsibilities': roles(
      'classifying data sets, keeping the data inventory and advising on new data',
      'A 10-person company has the CTO classify the few data stores and everyone follow the handling rules. New data types are classified when a tool is adopted.',
      'A 200-person company names data owners per system or data set, with the security or privacy team keeping the inventory and settling questions. Owners answer for the data sets they are named for.',
      ['A.5.12'],
    ),
    'Classification Levels': {
      auditor:
        'An auditor checks that levels are defined with examples and that customer data is placed at a level with confidentiality protections. They then look for the handling rules tied to each level.',
      small:
        'A 10-person company uses three or four levels, such as Public, Internal, Confidential and Restricted, with customer data at least Confidential. Examples from the company’s own tools help people decide quickly.',
      large:
        'A 200-person company adds examples per department and maps regulated data, such as payment card or health data, to the highest level. Each level has an owner who can settle borderline cases.',
      controls: ['C1.1', 'A.5.12'],
    },
    'Data Inventory and Labeling': {
      auditor:
        'An auditor asks for the data inventory and checks that each system holding Confidential or Restricted data appears with an owner, classification and location. Labels are checked where the policy requires them.',
      small:
        'A 10-person company keeps a short table of its data stores with their classification and whether they hold personal data. Labels are optional when the storage location already implies the level.',
      large:
        'A 200-person company maintains the inventory alongside the record of processing activities and uses labels in documents and storage tags. It records whether each store holds personal data.',
      controls: ['C1.1', 'A.5.9', 'A.5.13'],
    },
    'Handling Rules by Level': {
      auditor:
        'An auditor checks that each level has storage, sharing, transfer and disposal rules and that technical controls, such as encryption and access limits, back the rules for the top levels. They may test a rule, such as whether Restricted data sits in an approved system.',
      small:
        'A 10-person company writes a few rules per level, such as where Confidential data may be stored and that it is never sent to personal accounts. A one-page table is easier to follow than prose.',
      large:
        'A 200-person company sets rules per level for storage, sharing, encryption, printing and deletion, and enforces some with data loss prevention tools. Exceptions go through the exception process.',
      controls: ['C1.1', 'CC6.1', 'CC6.7', 'A.5.10', 'A.5.14', 'C1.2', 'A.8.11'],
    },
    Reclassification: {
      auditor:
        'An auditor checks that classifications are reviewed when data use changes and that lowering a classification, including public release, needs approval. Unreviewed classifications drift as data is reused.',
      small:
        'A 10-person company reviews the inventory once a year and has a founder approve anything released publicly. Releases to the public website are approved by the owner of the data.',
      large:
        'A 200-person company has data owners review classifications yearly and routes downgrades and publication through an approval workflow. Downgrades are recorded with the reason.',
      controls: ['C1.1', 'A.5.12'],
    },
    Exceptions: exceptions('sharing Confidential data with a party that has not signed an NDA'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
