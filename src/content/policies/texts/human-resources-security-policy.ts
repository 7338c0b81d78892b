import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'human-resources-security-policy',
  title: 'Human Resources Security Policy',
  overview:
    'This policy covers the security steps [Company Name] takes at each stage of a person’s time with the company: before they are hired, when they join, when their role changes and when they leave. People with access to customer data and production systems need to be trustworthy, to understand their obligations, and to lose access promptly when they no longer need it. The policy sets background screening, confidentiality agreements, onboarding and offboarding checklists, access changes on role moves, and a fair disciplinary process, together with the records that prove each step happened. [Policy Owner] owns this policy and works with People Operations and IT to apply it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'This policy reduces the risk of theft, fraud, misuse of information and accidental damage by people who work for [Company Name]. It makes sure that personnel are screened in proportion to their access, bound by confidentiality and security obligations, trained before they receive access, and removed from systems promptly when they leave or change roles.',
    },
    {
      title: 'Scope',
      content: [
        'All employees, whether full-time, part-time or temporary, and all interns.',
        'Contractors, consultants and staff supplied by agencies or outsourcing partners who have access to [Company Name] systems, customer data or offices.',
        'All stages of the working relationship: recruitment, hiring, onboarding, role changes, leave and departure.',
        'The records produced at each stage, including screening results, signed agreements, checklists and access tickets.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, defines the security steps in the onboarding and offboarding checklists, and reviews a sample of completed checklists each quarter.',
        'People Operations runs background screening, collects signed agreements, starts onboarding and offboarding checklists in the HR system, and keeps personnel security records.',
        'Hiring managers define the access each role needs, confirm role changes in the HR system, and approve the removal of access that is no longer required.',
        'IT provisions and removes accounts and devices based on the HR system and checklist tickets, and records completion of each step.',
        'Vendor managers make sure that agencies and contractors supplying staff agree in writing to screening and confidentiality requirements equivalent to this policy.',
        'All personnel follow the terms of their agreements and return company property when they leave.',
      ],
    },
    {
      title: 'Background Screening',
      content: [
        'Before a start date, People Operations verifies identity and right to work for every new hire, and completes reference checks for at least one previous employer or academic reference.',
        'Criminal background checks, where the law permits, are completed before the start date for roles with access to production systems, customer data or financial systems.',
        'Additional checks, such as verification of education, professional qualifications or credit history, are performed only where the role requires them and the law permits.',
        'Screening is carried out by an accredited screening provider, with the candidate’s written consent, and in line with the laws of the country where the person works.',
        'Adverse results are reviewed by People Operations and [Policy Owner], who decide whether to proceed. Candidates are given the notice and opportunity to respond that local law requires.',
        'Contractors supplied by an agency are screened by the agency to the same standard, and the agency confirms completion in writing before access is granted.',
        'Screening results are stored in the HR system with access limited to People Operations, and kept only as long as local law allows.',
      ],
    },
    {
      title: 'Terms and Conditions of Employment',
      content: [
        'Every employee and contractor signs a confidentiality or non-disclosure agreement before receiving access to company systems or information. These obligations continue after the relationship ends.',
        'Employment contracts and contractor agreements state that the person must follow [Company Name] security and privacy policies, that company systems may be monitored as described in the Acceptable Use Policy, and that violations may lead to disciplinary action.',
        'Agreements assign to [Company Name] the intellectual property created in the course of work, including source code.',
        'Personnel acknowledge the Code of Conduct, Information Security Policy and Acceptable Use Policy at onboarding and again each year.',
        'People Operations reviews the standard agreement templates with legal counsel at least once every 12 months.',
      ],
    },
    {
      title: 'Onboarding',
      content: [
        'An onboarding ticket is created from the HR system for every new hire at least 3 business days before the start date, listing the role and the access the hiring manager has approved.',
        'IT grants only the access approved for the role. Access to production systems or Restricted data requires separate approval by the system owner, recorded in the ticket.',
        'Accounts are not activated until People Operations confirms that screening is complete and the confidentiality agreement is signed.',
        'New personnel complete security awareness training within 14 days of starting, and before receiving production access.',
        'Each new hire receives a company laptop enrolled in device management, with disk encryption and endpoint protection, and sets up multi-factor authentication on their first day.',
        'The onboarding ticket is closed only when all steps are complete, and it is kept as evidence.',
      ],
    },
    {
      title: 'Role Changes',
      content: [
        'Managers record role changes, transfers and promotions in the HR system, which opens an access change ticket.',
        'Within 5 business days of the change, IT removes access that the new role does not need and grants new access only with the required approvals.',
        'Moves into roles with privileged or financial system access follow the same approval steps as a new hire, including any additional screening the new role requires.',
        'Extended leave of more than 30 days results in suspension of access to production systems and Restricted data until the person returns, unless [Policy Owner] approves otherwise.',
        'Quarterly access reviews confirm that people who changed roles no longer hold access from their previous role.',
      ],
    },
    {
      title: 'Termination and Offboarding',
      content: [
        'People Operations starts an offboarding ticket as soon as a departure is confirmed, and no later than the last working day.',
        'IT disables single sign-on and all directly managed accounts on the last working day, and no later than 1 business day after departure. For involuntary terminations, access is removed at the time the person is informed.',
        'Shared credentials, API keys and secrets the person knew or used are rotated within 5 business days of departure.',
        'Company laptops, phones, security keys, badges and other property are returned on or before the last day. Devices not returned within 5 business days are locked and wiped remotely.',
        'Departing personnel are reminded in writing of their continuing confidentiality obligations.',
        'Ownership of the person’s files, tickets and scheduled jobs is transferred to their manager before accounts are deleted.',
        'The completed offboarding checklist, with timestamps for access removal and asset return, is kept as evidence.',
      ],
    },
    {
      title: 'Disciplinary Process',
      content: [
        'Suspected violations of security or privacy policies are reported to [Policy Owner] or People Operations and are investigated promptly and fairly.',
        'The person concerned is told of the allegation and given the opportunity to respond before any decision is made.',
        'Responses are proportionate to the seriousness of the violation, whether it was intentional, and any previous violations, ranging from retraining or a written warning to termination of employment or contract.',
        'Access may be suspended during an investigation where continued access would put customers or the company at risk.',
        'People Operations records each case, the findings and the outcome, and keeps the record in the personnel file.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'When local law prevents a check required by this policy, or a start date must move ahead of screening completion, People Operations requests an exception from [Policy Owner] in writing. The request describes the compensating controls, such as access limited to non-production systems until screening completes. Approved exceptions are recorded in the exception register and expire within 90 days.',
    },
    {
      title: 'Enforcement',
      content: [
        'Managers and staff who bypass the onboarding, role change or offboarding process, for example by granting access directly, are subject to the disciplinary process.',
        'Agencies or contractors who fail to meet the screening and confidentiality requirements may have their contracts ended.',
        '[Policy Owner] reports missed offboarding deadlines and overdue access changes to leadership at the quarterly security review.',
      ],
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] and People Operations review this policy at least once every 12 months and after significant changes, such as hiring in a new country, a change in employment law, or a security incident involving an insider. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC1.1', 'CC1.4', 'CC1.5', 'CC6.2', 'CC6.3'],
    iso27001: ['A.6.1', 'A.6.2', 'A.6.4', 'A.6.5', 'A.6.6', 'A.5.11', 'A.5.18'],
    other: [{ framework: 'NIST 800-53', ids: ['PS-3', 'PS-4', 'PS-5', 'PS-6', 'PS-7', 'PS-8'] }],
  },
});

export default policy;
