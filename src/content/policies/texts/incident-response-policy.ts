import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'incident-response-policy',
  title: 'Incident Response Policy',
  overview:
    'This policy describes how [Company Name] detects, reports, triages, contains and recovers from security incidents, how it notifies customers, regulators and others when required, and how it learns from each incident. It defines severity levels with response times, names the roles that take charge, and sets the records that must be kept so that every incident can be reconstructed later. [Policy Owner] owns this policy and the supporting incident response runbooks.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Incidents will happen; what matters is how fast they are noticed and how well they are handled. This policy makes sure that [Company Name] responds to security incidents in a consistent, coordinated way that limits harm to customers, meets legal and contractual notification deadlines, preserves evidence, and leads to lasting fixes. It also gives auditors a clear trail from detection to closure.',
    },
    {
      title: 'Scope',
      content: [
        'Security incidents are events that compromise, or are reasonably likely to compromise, the confidentiality, integrity or availability of [Company Name] systems or data. Examples include unauthorized access, data exposure, malware, account takeover, lost or stolen devices holding company data, denial of service, and security incidents at vendors that affect [Company Name] data.',
        'All systems, data and locations covered by the Information Security Policy, including vendors that process data for [Company Name].',
        'All employees, contractors and third parties with access to [Company Name] systems or data.',
        'Service outages without a security cause are handled under the operational incident process, but follow this policy’s notification and review rules when customer data is affected.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner]: maintains this policy and the runbooks, keeps the on-call rota and contact lists current, and acts as incident commander unless they delegate the role.',
        'Incident commander: leads the response, sets severity, assigns tasks, decides on containment steps, and makes sure the incident record is complete.',
        'Technical lead: investigates the cause and scope, carries out containment and recovery, and preserves evidence.',
        'Communications lead: drafts internal updates and customer notices, and coordinates with customer success and support.',
        'Legal counsel: decides whether notification obligations apply, approves external notices, and engages outside forensic or legal help when needed.',
        '[Approver]: is informed of every SEV1 and SEV2 incident, approves customer and regulator notices, and approves the use of outside incident response services.',
        'All personnel: report suspected incidents immediately and follow instructions from the incident commander.',
      ],
    },
    {
      title: 'Severity Levels',
      content: [
        'SEV1 (critical): confirmed or likely exposure of Restricted or customer data, active attacker presence in production, or a complete outage of the service caused by a security event. Acknowledged within 15 minutes; incident commander assigned immediately; updates to [Approver] at least every 4 hours.',
        'SEV2 (high): a serious threat that is contained or limited, such as a compromised employee account, malware on a company device, or a critical vulnerability being actively exploited elsewhere that affects our systems. Acknowledged within 1 hour; updates to [Approver] at least daily.',
        'SEV3 (medium): a security event with limited impact and no evidence of data exposure, such as a lost encrypted laptop or a blocked intrusion attempt that needs follow-up. Acknowledged within 1 business day.',
        'SEV4 (low): a minor policy violation or suspicious event with no impact. Acknowledged within 3 business days.',
        'The incident commander may raise or lower severity as facts emerge and records each change and its reason in the incident record.',
      ],
    },
    {
      title: 'Detection and Reporting',
      content: [
        'Security alerts from logging, endpoint protection, cloud security and identity provider tools are routed to the on-call engineer, who triages each alert and opens an incident record when it meets the definition of an incident.',
        'Anyone who suspects an incident reports it immediately, and no later than one hour after noticing, through the security reporting channel or the on-call paging number. Reports may also come from customers, vendors or security researchers through the published security contact address.',
        'Every suspected incident gets a record in the incident tracker with a unique identifier, the time it was reported, the reporter, the severity and a timeline of actions.',
        'People who report a suspected incident in good faith will not be penalized, even if it turns out to be a false alarm.',
      ],
    },
    {
      title: 'Containment, Eradication and Recovery',
      content: [
        'The incident commander chooses containment steps that stop the harm quickly while preserving evidence, such as disabling accounts, revoking credentials, isolating hosts, blocking network traffic or taking a feature offline.',
        'Before systems are rebuilt or changed, the technical lead preserves relevant evidence, including logs, disk snapshots and configuration exports, in restricted storage and records who handled it.',
        'The cause is removed, for example by patching a vulnerability, removing malware, rotating exposed secrets or correcting a misconfiguration, and the fix is deployed through the change process or the emergency change procedure.',
        'Systems are restored from known-good sources and backups, monitored closely for signs of recurrence for at least 14 days, and returned to normal operation only when the incident commander confirms recovery.',
        'Every action, decision and its time is recorded in the incident record as it happens.',
      ],
    },
    {
      title: 'Notification Requirements',
      content: [
        'Legal counsel and [Policy Owner] assess every SEV1 and SEV2 incident for notification obligations under contracts and law, and record the decision and its reasoning in the incident record.',
        'Affected customers are notified without undue delay once a breach of their data is confirmed, and no later than 72 hours after confirmation or any shorter period set in their agreement.',
        'Where [Company Name] processes personal data on a customer’s behalf, it notifies that customer without undue delay so that the customer can meet its own obligations. Where [Company Name] is the controller, it notifies the relevant supervisory authority within 72 hours of becoming aware of a qualifying breach, and affected individuals when the risk to them is high.',
        'Where [Company Name] acts as a business associate for health information, it notifies the covered entity without unreasonable delay and no later than the deadline in the business associate agreement, and never later than 60 days after discovery.',
        'Notices describe what happened, the data involved, what [Company Name] has done and what recipients should do. [Approver] approves each external notice, and copies are kept with the incident record.',
      ],
    },
    {
      title: 'Post-Incident Review',
      content: [
        'A blameless post-incident review is held within 10 business days of closing every SEV1 and SEV2 incident, and for SEV3 incidents at the incident commander’s discretion.',
        'The written review covers the timeline, root cause, impact, what went well, what did not, and corrective actions with owners and due dates.',
        'Corrective actions are tracked as tickets until closed, and [Policy Owner] reviews open actions monthly.',
        '[Policy Owner] reports a summary of incidents and trends to leadership each quarter.',
        'At least once every 12 months, [Policy Owner] runs a tabletop exercise with the incident response team based on a realistic scenario, and records attendees, findings and improvement actions.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Deviations from this policy during a live incident may be authorized by the incident commander when following it would increase harm, and must be recorded in the incident record with the reason. Any other exception requires written approval from [Policy Owner], is recorded in the exception register, and expires after no more than 12 months.',
    },
    {
      title: 'Enforcement',
      content: [
        'Failing to report a known or suspected incident, concealing an incident, or destroying evidence may result in disciplinary action up to and including termination.',
        '[Policy Owner] reviews compliance with response times and notification deadlines in each post-incident review and reports misses to [Approver].',
      ],
    },
    {
      title: 'Review',
      content: [
        '[Policy Owner] reviews this policy at least every six months and after every SEV1 incident, each tabletop exercise, and significant changes to the business, its systems or notification laws.',
        '[Approver] approves each revision, and the version history is kept.',
        'This version ([Version]) takes effect on [Effective Date].',
      ],
    },
  ],
  controls: {
    soc2: ['CC2.3', 'CC7.2', 'CC7.3', 'CC7.4', 'CC7.5'],
    iso27001: ['A.5.24', 'A.5.25', 'A.5.26', 'A.5.27', 'A.5.28', 'A.6.8'],
    other: [
      {
        framework: 'NIST CSF',
        ids: ['RS.MA-01', 'RS.MA-02', 'RS.MA-03', 'RS.AN-03', 'RS.CO-02', 'RC.RP-01'],
      },
      { framework: 'HIPAA', ids: ['164.308(a)(6)(i)', '164.308(a)(6)(ii)', '164.410'] },
      { framework: 'GDPR', ids: ['Art. 33', 'Art. 34'] },
    ],
  },
});

export default policy;
