import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'information-security-policy',
  title: 'Information Security Policy',
  overview:
    'This is the top-level security policy of [Company Name]. It states leadership’s commitment to protecting the confidentiality, integrity and availability of customer and company information, sets the security objectives the company works toward, assigns accountability, and ties together the topic-specific policies that carry out that commitment. Everyone who works for [Company Name] acknowledges it at onboarding and every year. [Policy Owner] owns this policy, and [Approver] approves it on behalf of leadership.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Customers trust [Company Name] with their data, and that trust is the basis of the business. This policy establishes the information security program: what it must achieve, who is accountable for it, how risk decisions are made, and how the company checks that its controls work. It gives every other security policy its authority and provides the evidence that leadership has set direction for security, as SOC 2 and ISO/IEC 27001 require.',
    },
    {
      title: 'Scope',
      content: [
        'People: all employees, contractors, interns and temporary staff, and third parties with access to [Company Name] systems or data.',
        'Information: customer data, personal data, source code, credentials, financial and employee records, and any other information created, received or stored by [Company Name], in any format.',
        'Systems: production and non-production cloud environments, corporate SaaS applications, company and personal devices used for work, and networks operated by or for the company.',
        'Third parties: vendors and service providers that store, process or access company or customer data, through the Vendor Risk Management Policy.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        'Leadership team: sets the security direction, provides budget and people for the program, accepts risks above the company’s risk tolerance, and reviews security performance at least quarterly.',
        '[Approver]: approves this policy and the topic-specific policies, and signs off the annual risk assessment and statement of applicability.',
        '[Policy Owner]: runs the security program day to day, maintains the policy set, coordinates risk assessments and internal audits, reports to leadership, and is the escalation point for security questions.',
        'System and data owners: named for each production system and key data store; they approve access, accept or treat risks for their system, and make sure the controls in this policy set are applied.',
        'Managers: make sure their team members complete onboarding security steps and training, and notify People Operations of role changes and departures on time.',
        'All personnel: follow the security policies, complete security awareness training at onboarding and every year, protect their credentials and devices, and report suspected incidents immediately.',
        'No single person may both request and approve their own access or production change; where the team is too small to separate duties fully, [Policy Owner] documents the compensating review.',
      ],
    },
    {
      title: 'Security Objectives',
      content: [
        'Protect customer data from unauthorized access or disclosure: zero confirmed incidents of customer data exposure caused by missing or failed controls.',
        'Keep the service available: meet the uptime commitment in customer agreements and the recovery objectives in the Business Continuity and Disaster Recovery Policy.',
        'Close security gaps quickly: fix critical vulnerabilities within 7 days and high vulnerabilities within 30 days of discovery.',
        'Keep access tight: complete every scheduled access review on time and remove the access of departing personnel within 1 business day.',
        'Build a security-aware team: at least 95% of personnel complete annual security awareness training by its due date.',
        'Maintain independent assurance: complete the SOC 2 examination and the ISO/IEC 27001 surveillance or certification audit each year with no unresolved significant findings.',
        '[Policy Owner] measures these objectives, reports results to leadership each quarter, and records the report and any resulting actions in the management review minutes.',
      ],
    },
    {
      title: 'Policy Framework',
      content: [
        'This policy is supported by topic-specific policies, including the Acceptable Use, Access Control, Password and Authentication, Data Classification, Data Retention and Disposal, Encryption, Incident Response, Business Continuity and Disaster Recovery, Vendor Risk Management, Risk Assessment and Change Management policies.',
        'Each policy names an owner, states its review cadence, and is approved by [Approver] before publication. Procedures and runbooks that implement a policy are maintained by the responsible team and may be updated without formal approval as long as they remain consistent with the policy.',
        'Policies are published in a location every employee and contractor can reach. Personnel acknowledge the policies that apply to them at onboarding and at least once every 12 months, and People Operations keeps the acknowledgement records.',
        'Where a policy conflicts with a customer contract, law or regulation, the stricter requirement applies and [Policy Owner] updates the policy at the next review.',
        '[Policy Owner] maintains a mapping of policies and controls to SOC 2 criteria and ISO/IEC 27001 Annex A controls, and keeps the statement of applicability current.',
      ],
    },
    {
      title: 'Risk Management Approach',
      content: [
        '[Company Name] manages security risk using the method in the Risk Assessment Policy: risks are identified, scored for likelihood and impact, assigned an owner, and treated by mitigating, transferring, avoiding or accepting them.',
        'A full risk assessment is completed at least once every 12 months and whenever there is a significant change, such as a new product, a major architecture change, an acquisition or a serious incident.',
        'Every risk is recorded in the risk register with its owner, score, treatment decision and due date. Risks above the agreed tolerance require a treatment plan or written acceptance by [Approver].',
        'Security requirements are considered before adopting new systems, vendors or major features, and the outcome is recorded in the related ticket or vendor review.',
        'Legal, regulatory and contractual security obligations are listed in a compliance register that [Policy Owner] reviews at least once every 12 months.',
      ],
    },
    {
      title: 'Monitoring and Internal Audit',
      content: [
        'Control owners operate their controls and keep the evidence defined for each one, such as access review sign-offs, change tickets, scan reports and training records.',
        '[Policy Owner] checks a sample of controls at least quarterly, using the compliance platform or a manual checklist, and logs any failures as findings with an owner and due date.',
        'An internal audit covering the whole program is performed at least once every 12 months by someone who does not operate the controls being audited, such as an outside consultant or a peer from another team.',
        'Leadership holds a management review at least once every 12 months covering audit results, incidents, risk register changes, objective results and improvement actions, and keeps minutes.',
        'Findings from audits, incidents and customer assessments are tracked to closure in the ticketing system.',
      ],
    },
    {
      title: 'Exceptions',
      content: [
        'Any deviation from this policy or a supporting policy requires a written exception request to [Policy Owner] describing the requirement affected, the business reason, the risk, compensating controls and the requested duration.',
        '[Policy Owner] assesses the risk and approves or rejects the request. Exceptions rated high risk also require approval from [Approver].',
        'Approved exceptions are recorded in the exception register, expire after no more than 12 months, and are reviewed before renewal.',
      ],
    },
    {
      title: 'Enforcement',
      content: [
        'Violations of this policy or its supporting policies may result in loss of access, disciplinary action up to and including termination, termination of contractor or vendor agreements, and legal action where laws are broken.',
        '[Policy Owner] investigates suspected violations with People Operations and records the outcome.',
        'Reporting a suspected violation or security weakness in good faith is always encouraged and will never be penalized.',
      ],
    },
    {
      title: 'Review',
      content: [
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes to the business, its technology, its risks or its legal and contractual obligations.',
        '[Approver] approves each revision, and the version history, including the date and a summary of changes, is retained.',
        'This version ([Version]) takes effect on [Effective Date].',
      ],
    },
  ],
  controls: {
    soc2: ['CC1.1', 'CC1.2', 'CC1.3', 'CC2.2', 'CC3.1', 'CC3.2', 'CC4.1', 'CC5.3'],
    iso27001: ['A.5.1', 'A.5.2', 'A.5.3', 'A.5.4', 'A.5.31', 'A.5.35', 'A.5.36'],
    other: [
      { framework: 'NIST CSF', ids: ['GV.PO-01', 'GV.PO-02', 'GV.RR-01', 'GV.RR-02'] },
      { framework: 'NIST 800-53', ids: ['PM-1', 'PM-2', 'PM-9', 'CA-2'] },
      { framework: 'CSA STAR', ids: ['GRC-01', 'GRC-03', 'GRC-04', 'GRC-05', 'GRC-06'] },
    ],
  },
});

export default policy;
