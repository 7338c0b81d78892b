import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'privacy-and-data-protection-policy',
  overview: overview('how personal data is collected, used, shared and protected', ['A.5.34']),
  sections: {
    Purpose: purpose('misusing personal data or failing the laws that protect it', [
      'P1.1',
      'A.5.34',
    ]),
    Scope: {
      auditor:
        'An auditor checks that all personal data is covered, whether the company is controller (its own staff and prospects) or processor (its customers’ end users). The two roles have different duties, so the policy says which applies where.',
      small:
        'A 10-person company covers customer users’ data in the product, marketing contacts and employee records. It names its role for each kind of data.',
      large:
        'A 200-person company covers each product, region and role it plays under GDPR, CCPA and similar laws, including sensitive categories. Sensitive categories are listed explicitly.',
      controls: ['P1.1', 'A.5.34'],
    },
    'Roles and Responsibilities': roles(
      'keeping the record of processing, handling requests and complaints and approving assessments',
      'A 10-person company names a founder as privacy contact and appoints an EU or UK representative if the law requires one. A privacy contact address is published.',
      'A 200-person company names a privacy lead or data protection officer, privacy champions in product teams and legal support for requests. The privacy lead reports to leadership.',
      ['A.5.34'],
    ),
    'Privacy Principles': {
      auditor:
        'An auditor checks that the principles match what the privacy notice promises and what the company actually does, such as data minimization and purpose limitation. A notice that promises more than the practice is a finding.',
      small:
        'A 10-person company states the principles briefly and checks its privacy notice against its product once a year. The principles match the privacy notice.',
      large:
        'A 200-person company embeds the principles in design reviews and maps them to GDPR articles and SOC 2 privacy criteria. Design reviews check them for new features.',
      controls: ['P1.1', 'P3.1', 'P4.1', 'A.5.34', 'P4.2', 'A.8.10', 'A.8.11'],
    },
    'Lawful Basis and Consent': {
      auditor:
        'An auditor checks that each processing purpose has a recorded lawful basis and that consent, where used, is recorded and can be withdrawn. Consent relied on without records is a finding.',
      small:
        'A 10-person company records the basis for its few purposes, usually contract and legitimate interests, and uses consent for marketing email. The record of processing can be a spreadsheet.',
      large:
        'A 200-person company keeps lawful bases in the record of processing activities, with legitimate interest assessments and a consent management platform. Consent records are kept with their date and wording.',
      controls: ['P2.1', 'P3.2', 'A.5.34', 'A.5.31'],
    },
    'Data Subject Rights': {
      auditor:
        'An auditor asks for the request log and samples requests to check identity verification and response within legal deadlines, such as one month under GDPR. Late answers are the usual finding.',
      small:
        'A 10-person company handles the occasional request by email with a simple log of dates and outcomes. Identity is checked before data is released.',
      large:
        'A 200-person company uses a request portal or workflow, automates data exports and deletions and reports response times. Response times are tracked.',
      controls: ['P5.1', 'P5.2', 'A.5.34'],
    },
    'Vendors and Disclosures': {
      auditor:
        'An auditor checks that vendors receiving personal data have signed data processing agreements and that the public subprocessor list is current. A subprocessor missing from the list is a finding.',
      small:
        'A 10-person company signs its vendors’ standard DPAs and publishes a short subprocessor list. The subprocessor list is kept current.',
      large:
        'A 200-person company negotiates DPAs, notifies customers of subprocessor changes and records disclosures to authorities. Requests from authorities are logged.',
      controls: ['P6.1', 'A.5.14', 'A.5.20'],
    },
    'International Data Transfers': {
      auditor:
        'An auditor checks that transfers out of the EEA, UK or Switzerland rely on a recognized mechanism, such as Standard Contractual Clauses, with transfer risk assessments where needed. Transfers nobody mapped are the usual gap.',
      small:
        'A 10-person company relies on its vendors’ Data Privacy Framework certification or SCCs and offers customers a DPA with SCCs. It records which vendors rely on which mechanism.',
      large:
        'A 200-person company maps its transfers, keeps transfer impact assessments and offers regional hosting where customers require it. Transfer assessments are reviewed when vendors change.',
      controls: ['P6.1', 'A.5.34'],
    },
    'Privacy Impact Assessments': {
      auditor:
        'An auditor checks that new processing is screened and that high-risk processing gets a full assessment (a DPIA under GDPR) before launch. Features launched without screening are the usual finding.',
      small:
        'A 10-person company uses a short questionnaire in the design ticket and does a full assessment rarely, for example before processing sensitive data. Results are kept with the design.',
      large:
        'A 200-person company builds screening into its product process and keeps a register of assessments and their outcomes. High-risk findings are resolved before launch.',
      controls: ['P8.1', 'A.5.34'],
    },
    Exceptions: exceptions('a research project using personal data for a new purpose'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
