import type { PolicyGuidance } from '../types.ts';
import { enforcement, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'whistleblower-policy',
  overview: overview('confidential reporting of misconduct and protection from retaliation', [
    'CC1.1',
  ]),
  sections: {
    Purpose: purpose('misconduct staying hidden because people are afraid to report it', [
      'CC1.1',
      'CC2.2',
    ]),
    Scope: {
      auditor:
        'An auditor checks that former staff, contractors, applicants and vendors may report too, as whistleblower laws such as the EU Directive expect, and that conduct by anyone, including leadership, is covered. Leaving out contractors or applicants can fall short of the law.',
      small:
        'A 10-person company covers anyone working with or for the company and concerns about anyone, founders included. Anonymous reports are accepted.',
      large:
        'A 200-person company states the legal protections in each country it operates in and covers its whole supply chain. Legal protections are explained in plain words.',
      controls: ['CC1.1', 'CC2.3'],
    },
    'Roles and Responsibilities': roles(
      'receiving reports, investigating, protecting reporters and reporting to the board',
      'A 10-person company names a founder to receive reports and an outside adviser or board member for reports about the founders. Conflicts of interest in handling are avoided.',
      'A 200-person company names a case manager in legal or People Operations and reports to the audit committee, which handles reports about executives. Case statistics go to the board.',
      ['CC1.2'],
    ),
    'Reportable Concerns': {
      auditor:
        'An auditor checks that the list covers fraud, financial reporting, bribery, security and privacy breaches and other legal violations, so people know what to report. A list that is too narrow discourages reports.',
      small:
        'A 10-person company keeps the list short with everyday examples and says that anything that seems wrong may be reported. Personal grievances go to HR instead.',
      large:
        'A 200-person company aligns the list with the laws that protect reporters where it operates and with its anti-bribery and financial controls. The list says reporting in good faith is protected.',
      controls: ['CC1.1', 'CC3.3', 'A.5.31'],
    },
    'Reporting Channels': {
      auditor:
        'An auditor checks that at least one channel is confidential and allows anonymous reports, and that channels reach someone independent of the people reported on. A channel that reaches only the people who may be reported on is not independent.',
      small:
        'A 10-person company offers an anonymous web channel, such as a hosted whistleblower hotline, and direct contact with a founder or adviser. Channels are published where everyone can find them.',
      large:
        'A 200-person company uses an independent hotline with phone and web reporting in several languages and a direct route to the audit committee. Reports can be made in the local language.',
      controls: ['CC2.2', 'A.6.8'],
    },
    Confidentiality: {
      auditor:
        'An auditor checks that reporters’ identities are protected and anonymous reports are accepted, and that access to case records is restricted. Case records in shared drives are a finding.',
      small:
        'A 10-person company limits case details to the person handling them and never tries to identify anonymous reporters. Case notes are kept out of shared drives.',
      large:
        'A 200-person company keeps cases in a restricted case system, logs access and shares identities only with consent or where the law requires. Access to cases is logged.',
      controls: ['CC1.1', 'C1.1'],
    },
    'Protection from Retaliation': {
      auditor:
        'An auditor checks that retaliation is prohibited, defined and itself a disciplinary matter, and that reporters know how to raise it. They may ask how a retaliation claim would be handled.',
      small:
        'A 10-person company states that retaliation is a serious violation and names who to tell if it happens. Retaliation is investigated like any other report.',
      large:
        'A 200-person company monitors reporters’ treatment after a case and investigates any retaliation claim as a new case. Managers are trained on it.',
      controls: ['CC1.1', 'A.6.4'],
    },
    'Investigation Process': {
      auditor:
        'An auditor checks that reports are logged, acknowledged, assessed and investigated within stated times, and that outcomes are recorded and reported to the board. Missed acknowledgement deadlines are findings.',
      small:
        'A 10-person company logs each report with a case number, acknowledges it within 7 days and uses an outside investigator when needed. Timelines match legal deadlines.',
      large:
        'A 200-person company follows a written investigation procedure, feeds back to reporters within legal deadlines and reports statistics to the audit committee. Outcomes are shared with reporters where possible.',
      controls: ['CC1.2', 'CC2.2', 'A.5.26', 'A.5.4'],
    },
    Exceptions: {
      auditor:
        'An auditor checks that there are no exceptions to protection from retaliation or to confidentiality, and that changes to the process, such as a longer deadline, are approved and recorded. A process change without a record is a finding.',
      small:
        'A 10-person company keeps this section as written: no exceptions to protection, process changes recorded in the case file. The policy owner approves process changes.',
      large:
        'A 200-person company has the audit committee approve process changes and records them in the case system. Every change is recorded.',
      controls: ['CC1.1', 'CC1.2'],
    },
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
