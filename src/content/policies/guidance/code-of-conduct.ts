import type { PolicyGuidance } from '../types.ts';
import { enforcement, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'code-of-conduct',
  overview: overview('the ethical and professional behavior expected of everyone', ['CC1.1']),
  sections: {
    Purpose: purpose('dishonest or unethical conduct harming customers and the company', ['CC1.1']),
    Scope: {
      auditor:
        'An auditor checks that the Code binds everyone, including leadership, board members and contractors, because SOC 2 CC1.1 is about the tone set at the top as much as below it. They sample acknowledgements across the whole population.',
      small:
        'A 10-person company covers employees, founders and contractors and asks everyone to acknowledge the Code at hire. Founders are named explicitly, since they set the tone.',
      large:
        'A 200-person company also covers board members, advisors and agency staff, and states how the Code applies in each country it employs people in. Agency staff are bound through their agency contracts.',
      controls: ['CC1.1', 'A.6.2'],
    },
    'Roles and Responsibilities': roles(
      'answering questions, keeping the conflicts and gifts registers and reporting to leadership',
      'A 10-person company has a founder own the Code and handle questions, with an outside adviser for matters involving the founders themselves. Questions can go to any manager.',
      'A 200-person company gives People Operations or legal the ownership, reports Code matters to the board or audit committee and trains managers to handle questions. Managers report Code matters they hear about to the owner.',
      ['CC1.1', 'CC1.2'],
    ),
    'Expected Conduct': {
      auditor:
        'An auditor checks that the Code sets concrete standards, such as honesty with customers and auditors, accurate records and no bribery, and that everyone has acknowledged it at hire and usually each year. Honesty in security questionnaires and with auditors matters as much as the rest.',
      small:
        'A 10-person company keeps the standards short, sets a simple gifts threshold and has everyone accept the Code in ComplyReady. Each rule is written as something a person can do or avoid.',
      large:
        'A 200-person company adds anti-bribery rules for each market, a gifts and hospitality register and yearly Code training with acknowledgement. Local rules, such as gift limits for public officials, are added per country.',
      controls: ['CC1.1', 'A.6.2', 'A.5.31'],
    },
    'Conflicts of Interest': {
      auditor:
        'An auditor checks that conflicts must be disclosed and that disclosures are recorded and decided on. They may ask for the conflicts register, even if it is short.',
      small:
        'A 10-person company asks people to tell a founder about side businesses, investments in vendors or family relationships at work, and notes each in a simple register. Most entries are small, such as a friend’s company as a vendor.',
      large:
        'A 200-person company collects a yearly conflict-of-interest declaration from everyone and has legal or the audit committee decide on significant cases. Declarations are kept with the HR records.',
      controls: ['CC1.1', 'A.5.4'],
    },
    Confidentiality: {
      auditor:
        'An auditor checks that confidentiality obligations are stated and backed by signed agreements, and that they continue after someone leaves. They sample agreements for new hires and contractors.',
      small:
        'A 10-person company points to the confidentiality clause in employment and contractor agreements and names the kinds of information it covers. It reminds people that obligations continue after they leave.',
      large:
        'A 200-person company links to its Data Classification Policy, standard NDAs and rules for speaking publicly about the company. It covers what may be said on social media.',
      controls: ['C1.1', 'A.6.6'],
    },
    'Anti-Harassment and Non-Discrimination': {
      auditor:
        'An auditor checks that the Code sets clear standards of respectful behavior and a way to raise concerns. This supports the control environment rather than a specific security control.',
      small:
        'A 10-person company states the standard in plain words and names who to talk to, including someone other than the founders. An outside contact is offered for complaints about founders.',
      large:
        'A 200-person company refers to its detailed HR policies and local law, names several channels and trains managers on handling complaints. Complaints are investigated promptly and confidentially.',
      controls: ['CC1.1'],
    },
    'Reporting Concerns': {
      auditor:
        'An auditor checks that people can report concerns confidentially, including anonymously, and without retaliation, and that reports reach someone independent of the people concerned. They may ask how many reports were received and how they were handled.',
      small:
        'A 10-person company names a founder and an outside channel, such as a whistleblower hotline, for concerns about the founders themselves. It promises no retaliation in plain words.',
      large:
        'A 200-person company routes reports through an independent hotline to a case owner and reports case statistics to the board or audit committee. It links to the Whistleblower Policy for the process.',
      controls: ['CC1.1', 'CC2.2', 'A.6.8'],
    },
    Exceptions: {
      auditor:
        'An auditor expects few or no exceptions to a Code of Conduct, and those granted, such as an approved conflict of interest, to be decided by someone independent and recorded. An exception granted by the person it benefits is a finding.',
      small:
        'A 10-person company has a founder approve any exception in writing, or an outside adviser when the exception concerns a founder. Such exceptions are rare and recorded.',
      large:
        'A 200-person company has legal or the audit committee decide exceptions and records them in the conflicts or gifts register. Each decision names who made it and why.',
      controls: ['CC1.1', 'CC1.2'],
    },
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
