import type policy from '../texts/privacy-and-data-protection-policy.ts';
import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance: PolicyGuidance<typeof policy> = {
  id: 'privacy-and-data-protection-policy',
  overview: overview('how personal data is collected, used, shared and protected', ['A.5.34']),
  sections: {
    Purpose: purpose('misusing personal data or failing the laws that protect it', [
      'P1.1',
      'A.5.34',
    ]),
    Scope: {
      auditor:
        'An auditor checks that all personal data is covered, whether the company is controller (its own staff and prospects) or processor (its customers’ end users).',
      small:
        'A 10-person company covers customer users’ data in the product, marketing contacts and employee records.',
      large:
        'A 200-person company covers each product, region and role it plays under GDPR, CCPA and similar laws, including sensitive categories.',
      controls: ['P1.1', 'A.5.34'],
    },
    'Roles and Responsibilities': roles(
      'keeping the record of processing, handling requests and complaints and approving assessments',
      'A 10-person company names a founder as privacy contact and appoints an EU or UK representative if the law requires one.',
      'A 200-person company names a privacy lead or data protection officer, privacy champions in product teams and legal support for requests.',
      ['A.5.34'],
    ),
    'Privacy Principles': {
      auditor:
        'An auditor checks that the principles match what the privacy notice promises and what the company actually does, such as data minimization and purpose limitation.',
      small:
        'A 10-person company states the principles briefly and checks its privacy notice against its product once a year.',
      large:
        'A 200-person company embeds the principles in design reviews and maps them to GDPR articles and SOC 2 privacy criteria.',
      controls: ['P1.1', 'P3.1', 'P4.1', 'A.5.34', 'P4.2', 'A.8.10', 'A.8.11'],
    },
    'Lawful Basis and Consent': {
      auditor:
        'An auditor checks that each processing purpose has a recorded lawful basis and that consent, where used, is recorded and can be withdrawn.',
      small:
        'A 10-person company records the basis for its few purposes, usually contract and legitimate interests, and uses consent for marketing email.',
      large:
        'A 200-person company keeps lawful bases in the record of processing activities, with legitimate interest assessments and a consent management platform.',
      controls: ['P2.1', 'P3.2', 'A.5.34', 'A.5.31'],
    },
    'Data Subject Rights': {
      auditor:
        'An auditor asks for the request log and samples requests to check identity verification and response within legal deadlines, such as one month under GDPR.',
      small:
        'A 10-person company handles the occasional request by email with a simple log of dates and outcomes.',
      large:
        'A 200-person company uses a request portal or workflow, automates data exports and deletions and reports response times.',
      controls: ['P5.1', 'P5.2', 'A.5.34'],
    },
    'Vendors and Disclosures': {
      auditor:
        'An auditor checks that vendors receiving personal data have signed data processing agreements and that the public subprocessor list is current.',
      small:
        'A 10-person company signs its vendors’ standard DPAs and publishes a short subprocessor list.',
      large:
        'A 200-person company negotiates DPAs, notifies customers of subprocessor changes and records disclosures to authorities.',
      controls: ['P6.1', 'A.5.14', 'A.5.20'],
    },
    'International Data Transfers': {
      auditor:
        'An auditor checks that transfers out of the EEA, UK or Switzerland rely on a recognized mechanism, such as Standard Contractual Clauses, with transfer risk assessments where needed.',
      small:
        'A 10-person company relies on its vendors’ Data Privacy Framework certification or SCCs and offers customers a DPA with SCCs.',
      large:
        'A 200-person company maps its transfers, keeps transfer impact assessments and offers regional hosting where customers require it.',
      controls: ['P6.1', 'A.5.34'],
    },
    'Privacy Impact Assessments': {
      auditor:
        'An auditor checks that new processing is screened and that high-risk processing gets a full assessment (a DPIA under GDPR) before launch.',
      small:
        'A 10-person company uses a short questionnaire in the design ticket and does a full assessment rarely, for example before processing sensitive data.',
      large:
        'A 200-person company builds screening into its product process and keeps a register of assessments and their outcomes.',
      controls: ['P8.1', 'A.5.34'],
    },
    Exceptions: exceptions('a research project using personal data for a new purpose'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
};

export default guidance;
