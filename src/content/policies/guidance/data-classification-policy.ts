import type policy from '../texts/data-classification-policy.ts';
import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance: PolicyGuidance<typeof policy> = {
  id: 'data-classification-policy',
  overview: overview('data sensitivity levels and how each level is handled', ['A.5.12']),
  sections: {
    Purpose: purpose('sensitive data being handled with the care meant for public data', [
      'C1.1',
      'A.5.12',
    ]),
    Scope: {
      auditor:
        'An auditor checks that all information in any format and location is in scope, because confidentiality commitments in SOC 2 (C1.1) apply wherever the data goes.',
      small:
        'A 10-person company covers the product database, shared drives, email, chat and the ticketing system.',
      large:
        'A 200-person company adds logs, backups, analytics platforms, paper records and data held by vendors on its behalf.',
      controls: ['C1.1', 'A.5.12'],
    },
    'Roles and Responsibilities': roles(
      'classifying data sets, keeping the data inventory and advising on new data',
      'A 10-person company has the CTO classify the few data stores and everyone follow the handling rules.',
      'A 200-person company names data owners per system or data set, with the security or privacy team keeping the inventory and settling questions.',
      ['A.5.12'],
    ),
    'Classification Levels': {
      auditor:
        'An auditor checks that levels are defined with examples and that customer data is placed at a level with confidentiality protections. They then look for the handling rules tied to each level.',
      small:
        'A 10-person company uses three or four levels, such as Public, Internal, Confidential and Restricted, with customer data at least Confidential.',
      large:
        'A 200-person company adds examples per department and maps regulated data, such as payment card or health data, to the highest level.',
      controls: ['C1.1', 'A.5.12'],
    },
    'Data Inventory and Labeling': {
      auditor:
        'An auditor asks for the data inventory and checks that each system holding Confidential or Restricted data appears with an owner, classification and location. Labels are checked where the policy requires them.',
      small:
        'A 10-person company keeps a short table of its data stores with their classification and whether they hold personal data.',
      large:
        'A 200-person company maintains the inventory alongside the record of processing activities and uses labels in documents and storage tags.',
      controls: ['C1.1', 'A.5.9', 'A.5.13'],
    },
    'Handling Rules by Level': {
      auditor:
        'An auditor checks that each level has storage, sharing, transfer and disposal rules and that technical controls, such as encryption and access limits, back the rules for the top levels.',
      small:
        'A 10-person company writes a few rules per level, such as where Confidential data may be stored and that it is never sent to personal accounts.',
      large:
        'A 200-person company sets rules per level for storage, sharing, encryption, printing and deletion, and enforces some with data loss prevention tools.',
      controls: ['C1.1', 'CC6.1', 'CC6.7', 'A.5.10', 'A.5.14', 'C1.2', 'A.8.11'],
    },
    Reclassification: {
      auditor:
        'An auditor checks that classifications are reviewed when data use changes and that lowering a classification, including public release, needs approval.',
      small:
        'A 10-person company reviews the inventory once a year and has a founder approve anything released publicly.',
      large:
        'A 200-person company has data owners review classifications yearly and routes downgrades and publication through an approval workflow.',
      controls: ['C1.1', 'A.5.12'],
    },
    Exceptions: exceptions('sharing Confidential data with a party that has not signed an NDA'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
};

export default guidance;
