import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'whistleblower-policy',
  title: 'Whistleblower Policy',
  overview:
    'This policy gives everyone who works with [Company Name] a safe, confidential way to report suspected wrongdoing, and protects people who report in good faith from retaliation. Problems such as fraud, misleading financial records, security cover-ups or harassment are often first noticed by someone close to the work, and [Company Name] wants to hear about them early, from inside, rather than learn of them from a customer, an auditor or the press. The policy explains what can be reported, where and how, how the identity of the reporter is protected, and how each report is investigated and closed. [Policy Owner] owns this policy and manages the reporting channels.',
  sections: [
    {
      title: 'Purpose',
      content:
        'This policy encourages the early reporting of suspected misconduct, makes sure reports are investigated independently and fairly, and protects reporters from retaliation. It supports [Company Name]’s commitments to ethical conduct, accurate financial reporting and the security of customer data, and provides the audit trail that shows concerns are heard and acted on.',
    },
    {
      title: 'Scope',
      content: [
        'Current and former employees, officers, directors and interns of [Company Name].',
        'Contractors, consultants, job applicants, vendors and their staff, and anyone else with information about misconduct connected to [Company Name].',
        'Concerns about conduct by anyone acting for [Company Name], including leadership and board members.',
        'Personal workplace grievances, such as disagreement with a performance rating, are handled through People Operations unless they also involve a reportable concern listed below.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] manages the reporting channels, logs and assesses each report, assigns investigators, tracks cases to closure and reports case statistics to the board or its audit committee at least quarterly.',
        'The board, its audit committee, or a designated independent director where no committee exists, receives all reports involving accounting, internal controls, auditing or senior leadership, and oversees their investigation.',
        'Investigators, internal or external, conduct investigations independently, confidentially and without conflicts of interest, and document their findings.',
        'Managers who receive a concern pass it to [Policy Owner] within 2 business days, without investigating it themselves or disclosing it to others.',
        'Leadership protects reporters from retaliation and provides the resources and access investigations need.',
        'Everyone in scope reports concerns honestly and cooperates with investigations.',
      ],
    },
    {
      title: 'Reportable Concerns',
      content: [
        'Fraud, theft or embezzlement, including expense fraud and misuse of company funds or assets.',
        'Questionable accounting, falsified financial records, revenue misstatement, or weaknesses and circumvention of internal controls over financial reporting.',
        'Bribery, kickbacks or other corruption.',
        'Deliberate concealment of a security incident or data breach, falsification of audit evidence, or misrepresentation of security or compliance status to customers or auditors.',
        'Misuse of customer or personal data, or violations of privacy law.',
        'Harassment, discrimination, or threats to health and safety.',
        'Other violations of law, regulation or the Code of Conduct.',
        'Retaliation against anyone who has made a report or taken part in an investigation.',
        'A reporter does not need proof. A reasonable belief, based on what the person has seen or heard, is enough.',
      ],
    },
    {
      title: 'Reporting Channels',
      content: [
        'A reporting hotline run by an independent third party, available online and by phone at all hours, which allows anonymous reports and two-way anonymous follow-up.',
        'Direct reports by email or in person to [Policy Owner], to People Operations, or to any member of leadership.',
        'Reports about accounting, auditing, internal controls or any member of senior leadership may be made directly to the chair of the board or of its audit committee.',
        'If a report concerns [Policy Owner], it is routed to the board or audit committee chair instead, and [Policy Owner] is excluded from the case.',
        'Contact details for every channel are published on the company intranet, included in the Code of Conduct and onboarding materials, and tested by [Policy Owner] at least twice a year to confirm they work.',
        'Nothing in this policy prevents anyone from reporting to a government agency, regulator or law enforcement, or requires them to report internally first or to tell [Company Name] that they have done so.',
      ],
    },
    {
      title: 'Confidentiality',
      content: [
        'The identity of a reporter who gives their name is shared only with the people who need it to investigate, and never without their consent unless the law requires it.',
        'Anonymous reports are accepted and investigated in the same way as named reports. No one may try to identify an anonymous reporter.',
        'Case records are stored in the hotline system or a restricted case folder that only [Policy Owner], assigned investigators and the board or audit committee can access. Access to case records is logged.',
        'People interviewed in an investigation are asked to keep the matter confidential, and information is disclosed only as needed to investigate and take action.',
        'Personal data in reports is handled under the Privacy and Data Protection Policy, and individuals named in a report are informed of it only when doing so will not harm the investigation.',
      ],
    },
    {
      title: 'Protection from Retaliation',
      content: [
        '[Company Name] does not tolerate retaliation against anyone who reports a concern in good faith or helps with an investigation, even if the concern turns out to be mistaken.',
        'Retaliation includes dismissal, demotion, suspension, threats, harassment, exclusion, negative performance reviews, changes in duties or pay, and blacklisting, when any of these is linked to a report.',
        'Anyone who believes they have suffered retaliation should report it through any channel. Retaliation complaints are investigated as a separate case with priority.',
        'For 12 months after a named report, [Policy Owner] checks with People Operations before any adverse employment action affecting the reporter, to confirm that it is unrelated to the report and documented.',
        'Employees who retaliate are subject to disciplinary action up to and including termination of employment.',
        'Protection does not cover knowingly false or malicious reports, which are handled under the disciplinary process, and reporting does not protect a reporter from consequences of their own misconduct.',
      ],
    },
    {
      title: 'Investigation Process',
      content: [
        'Each report is logged with a case number on receipt. The reporter receives an acknowledgement within 7 days through the channel they used.',
        '[Policy Owner], or the board or audit committee chair for reports within their remit, decides within 10 business days whether to investigate, and who investigates. Serious matters, and any matter involving leadership, may be assigned to external counsel or investigators.',
        'Investigators gather documents and logs, interview witnesses and the person concerned, and give that person a fair chance to respond before conclusions are reached.',
        'The reporter receives feedback on the progress and outcome within 3 months of the acknowledgement, to the extent confidentiality and the law allow.',
        'Findings and corrective actions are recorded in a written report. Corrective actions are tracked to completion, and control weaknesses are passed to the relevant policy owner for remediation.',
        'Case records are retained for at least 7 years after closure, or longer if litigation or a regulatory inquiry requires it.',
        '[Policy Owner] reports the number, type, status and outcome of cases, without identifying reporters, to the board or audit committee at least quarterly.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'There are no exceptions to the protection from retaliation or to the confidentiality commitments in this policy. Changes to the process, such as using a different hotline provider or extending a deadline for a complex case, are approved by [Policy Owner] and recorded in the case file or the policy’s change history.',
    },
    {
      title: 'Enforcement',
      content: [
        'Retaliation, attempts to identify an anonymous reporter, breaches of case confidentiality and interference with an investigation are serious violations leading to disciplinary action up to and including termination of employment or contract.',
        'Knowingly false or malicious reports are handled under the disciplinary process.',
        'Failure by a manager to pass on a concern within 2 business days is itself a violation of this policy.',
      ],
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes, such as new whistleblower laws in a country where [Company Name] operates, a change of hotline provider, or lessons from a case. [Approver] approves each revision, and the board or audit committee is informed of changes. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC1.1', 'CC1.2', 'CC2.2', 'CC2.3'],
    iso27001: ['A.5.4', 'A.5.31', 'A.6.4', 'A.6.8'],
    other: [{ framework: 'SOX', ids: ['Section 301', 'Section 806'] }],
  },
});

export default policy;
