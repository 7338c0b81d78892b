import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'security-awareness-training-policy',
  title: 'Security Awareness Training Policy',
  overview:
    'This policy sets the security training every person at [Company Name] completes, when they complete it, and how completion is recorded. Most security incidents at small companies start with a person: a convincing phishing email, a reused password, a file shared with the wrong link. Training gives everyone the knowledge to avoid those mistakes and to report problems quickly. The policy requires training at onboarding and every year, extra training for roles with elevated risk, regular phishing simulations, and completion records that can be handed to an auditor without extra work. [Policy Owner] owns this policy and the training program.',
  sections: [
    {
      title: 'Purpose',
      content:
        'This policy makes sure that everyone who works for [Company Name] understands the security risks of their work, knows the company’s policies and how to report a concern, and keeps that knowledge current. It also sets the evidence the company keeps to show customers and auditors that training is assigned, completed and followed up.',
    },
    {
      title: 'Scope',
      content: [
        'All employees, whether full-time, part-time or temporary, and all interns.',
        'Contractors and consultants who have access to [Company Name] systems, customer data or source code for more than 30 days, or who hold any administrative access regardless of duration.',
        'Board members and advisors who receive Confidential information, who complete the annual training module.',
        'All training content, phishing simulations, attendance records and related tools used by [Company Name].',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns the training program, selects or approves course content, reviews it at least once every 12 months, runs phishing simulations and reports completion rates to leadership each quarter.',
        'People Operations assigns onboarding training to each new hire before or on their first day, keeps the training records, and informs managers of overdue training.',
        'Managers make sure their team members complete training on time, and agree time in the work schedule for it.',
        'Engineering leadership identifies engineers who need secure development and production access training and confirms that they complete it.',
        'Every person in scope completes assigned training by the due date, applies what they learn, and reports suspicious messages and security concerns.',
      ],
    },
    {
      title: 'Training Requirements',
      content: [
        'New personnel complete security awareness training within 14 days of their start date, and before they receive access to production systems or Restricted data.',
        'All personnel complete refresher training at least once every 12 months, within 30 days of its assignment.',
        'Training covers at least: phishing and social engineering, password and multi-factor authentication practice, data classification and handling, acceptable use of company systems and AI tools, secure remote work and device protection, physical security and clear desk, privacy and personal data handling, and how and when to report incidents.',
        'Each person reads and acknowledges the Information Security Policy and Acceptable Use Policy as part of onboarding and annual training.',
        'Training ends with a short knowledge check. A score of at least 80% is required to pass; people who do not pass retake the module.',
        '[Policy Owner] sends short security reminders at least quarterly on current threats, recent incident lessons or policy changes, through the company’s main communication channel.',
        'When a policy changes materially or a new significant threat appears, [Policy Owner] issues a targeted update to the affected personnel within 30 days.',
      ],
    },
    {
      title: 'Role-Based Training',
      content: [
        'Engineers who write or review code complete secure development training at onboarding and at least once every 12 months, covering common web application vulnerabilities, secrets handling, dependency risk and secure code review.',
        'Personnel with administrative access to production or cloud accounts complete training on privileged access, change management and incident response procedures before the access is granted, and then annually.',
        'Customer support and success staff complete training on verifying a caller’s identity, handling customer data requests and spotting social engineering attempts, at onboarding and annually.',
        'Finance and executive staff complete training on payment fraud, invoice redirection and executive impersonation, at onboarding and annually.',
        'Personnel who handle protected health information or payment card data complete the additional training that customer contracts or applicable regulations require, and the records are kept with other training evidence.',
        'Members of the incident response team take part in at least one tabletop exercise every 12 months.',
      ],
    },
    {
      title: 'Phishing Simulations',
      content: [
        '[Policy Owner] runs phishing simulations for all personnel with a company email account at least quarterly, using templates that reflect real attacks against companies like [Company Name].',
        'Simulation results are recorded per campaign: emails sent, links clicked, credentials entered and messages reported.',
        'Anyone who clicks a link or enters credentials in a simulation is automatically assigned a short follow-up training module, which must be completed within 14 days.',
        'People who fail three simulations within 12 months meet with their manager and [Policy Owner] to agree further support, such as one-to-one coaching.',
        'Simulations are meant to teach, not to embarrass. Individual results are shared only with the person, their manager and [Policy Owner], and reporting a suspicious message is recognized as the right response.',
        'Simulations never impersonate health, benefits, payroll or personal emergencies in ways that could cause real distress, and they are not run against people on leave.',
      ],
    },
    {
      title: 'Completion Tracking',
      content: [
        'Training is assigned and tracked in a learning platform or equivalent system that records each person, course, assignment date, completion date and knowledge check score.',
        'People Operations sends reminders at 7 days and 1 day before the due date. Managers are notified of anything overdue, and [Policy Owner] escalates training more than 30 days overdue to leadership.',
        'Access to production systems and Restricted data may be suspended for anyone whose required training is more than 30 days overdue, until it is completed.',
        '[Policy Owner] reports completion rates to leadership each quarter, with a target of 100% completion of required training within the due date.',
        'Training records, policy acknowledgements and phishing simulation results are kept for at least 3 years, or longer where a customer contract or regulation requires, and can be exported for audits.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'A person on extended leave may complete overdue training within 14 days of returning. Any other exception, such as accepting equivalent training a contractor has completed with their own employer, is requested in writing to [Policy Owner] with evidence of the alternative training. Approved exceptions are recorded in the exception register and last no longer than 12 months.',
    },
    {
      title: 'Enforcement',
      content: [
        'Failure to complete required training may lead to suspension of system access and to disciplinary action up to and including termination of employment or contract.',
        'Repeated failure of phishing simulations is handled first through coaching; disciplinary action is considered only for continued disregard of training.',
        'Managers take on-time completion of required training into account in performance reviews.',
      ],
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy and the training content at least once every 12 months and after significant changes, such as a major incident, a new regulatory or customer requirement, or a new category of risk such as a new technology in wide use. [Approver] approves each revision of the policy, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC1.4', 'CC1.5', 'CC2.2'],
    iso27001: ['A.6.3', 'A.5.4', 'A.6.8'],
    other: [
      {
        framework: 'HIPAA',
        ids: ['164.308(a)(5)(i)', '164.308(a)(5)(ii)(A)', '164.308(a)(5)(ii)(B)'],
      },
      { framework: 'PCI DSS', ids: ['6.2.2', '12.6.1', '12.6.2', '12.6.3', '12.6.3.1'] },
      { framework: 'NIST CSF', ids: ['PR.AT-01', 'PR.AT-02'] },
    ],
  },
});

export default policy;
