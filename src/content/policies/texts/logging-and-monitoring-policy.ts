import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'logging-and-monitoring-policy',
  title: 'Logging and Monitoring Policy',
  overview:
    'This policy defines which events [Company Name] records across its production service, cloud infrastructure and business systems, how those logs are protected and kept, and how alerts are reviewed and escalated. Logs let the company notice attacks and failures quickly, investigate what happened, and prove to customers and auditors that access to their data is controlled. The policy sets minimum log sources, a central log platform, retention periods, alert response times and the review records that show the work was done. [Policy Owner] owns this policy, and engineering teams apply it to every system they build or run.',
  sections: [
    {
      title: 'Purpose',
      content:
        'This policy makes sure that security-relevant activity in [Company Name] systems is recorded, that the records cannot be quietly altered or deleted, and that someone looks at them. It supports detection of and response to security incidents, investigation of operational problems, and evidence for customer commitments and compliance obligations, including controls over financial reporting systems where they apply.',
    },
    {
      title: 'Scope',
      content: [
        'Production and staging applications, APIs, databases, containers and servers operated by [Company Name].',
        'Cloud provider control planes, including account activity logs, identity and access management events, network flow logs and storage access logs for Restricted data.',
        'Identity systems used by [Company Name]: single sign-on, multi-factor authentication, the password manager and directory services.',
        'Security tools: endpoint protection, device management, web application firewall, vulnerability scanners and email security.',
        'Business systems that hold customer data or support [Company Name]’s financial reporting, such as the support desk, CRM, billing and accounting systems.',
        'All employees and contractors who build, operate or have administrative access to these systems.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, decides which systems are in scope, approves alert rules and retention settings, and reports monitoring results to leadership each quarter.',
        'The security function (or the engineer designated by [Policy Owner]) runs the central log platform, tunes alert rules, triages alerts and performs the log reviews described below.',
        'Engineering teams make sure the systems they own emit the required events in a structured format, send them to the central log platform, and fix logging gaps within the times set here.',
        'The on-call engineer acknowledges and investigates alerts routed to the on-call rotation and escalates confirmed security events under the Incident Response Plan.',
        'Finance system owners review administrative and configuration changes in financial systems as part of quarterly control reviews.',
        'All personnel report unusual system behavior and must never disable, delete or alter logs.',
      ],
    },
    {
      title: 'Events to Be Logged',
      content: [
        'Authentication events: successful and failed sign-ins, multi-factor authentication challenges, password and multi-factor resets, and session creation for employees, customers and service accounts.',
        'Authorization changes: creation, modification and deletion of user accounts, roles, groups, API keys and permissions, including grants of administrative rights.',
        'Administrative actions: changes to cloud resources, network rules, encryption keys, production configuration and security tool settings, and all actions taken with administrative or break-glass accounts.',
        'Data access: reads, exports and deletions of Restricted data, and bulk exports of customer data by staff, including support impersonation of customer accounts.',
        'System events: application errors, service start and stop, deployments, failed integrity checks, and any change to logging itself such as logs stopped, cleared or reconfigured.',
        'Security tool detections: malware and endpoint alerts, web application firewall blocks, intrusion detections and vulnerability scan results.',
        'Each log entry records at least the timestamp with time zone, the source system, the user or service identity, the source IP address or device, the action, the object acted on and whether it succeeded.',
        'Logs never contain passwords, secrets, full payment card numbers, authentication tokens or unmasked Restricted data. Engineers mask or omit these fields, and any such data found in logs is treated as a security event and purged.',
        'System clocks synchronize with an authoritative time source. Cloud-managed services use the provider’s time service.',
      ],
    },
    {
      title: 'Log Protection and Retention',
      content: [
        'All in-scope logs are forwarded to [Company Name]’s central log platform within 15 minutes of the event. Logs stored only on the system that generated them do not meet this policy.',
        'Write and delete rights on the central log platform are limited to the security function. No engineer can delete or change logs for systems they administer, and the platform records who searched or exported logs.',
        'Cloud account activity logs are delivered to a separate, locked-down logging account or storage location with object immutability or versioning enabled, so that an attacker with production access cannot erase them.',
        'Logs are encrypted in transit and at rest, and are classified as Confidential.',
        'Security and audit logs are retained for at least 12 months, with the most recent 90 days searchable immediately. Application debug logs may be kept for a shorter period of at least 30 days. Where a customer contract or law requires longer retention, the longer period applies.',
        'Logs related to an open incident, investigation or legal hold are preserved until [Policy Owner] releases them in writing.',
        'Logs past their retention period are deleted automatically by lifecycle rules, which are documented in the log platform configuration.',
        'A health check alerts the security function when an in-scope source stops sending logs for more than 1 hour. The gap is investigated and the cause recorded in a ticket.',
      ],
    },
    {
      title: 'Monitoring and Alerting',
      content: [
        'The security function maintains alert rules covering at least: repeated failed sign-ins, sign-ins from new countries or impossible travel, use of root or break-glass accounts, creation of administrative users or keys, disabling of logging or security tools, public exposure of storage or databases, bulk data exports and endpoint malware detections.',
        'Alerts are routed to the security channel and, for high and critical severities, to the on-call engineer’s paging system at any hour.',
        'Critical alerts are acknowledged within 30 minutes and high alerts within 4 hours, at any time of day. Medium and low alerts are triaged within 2 business days.',
        'Each alert is closed in the alerting tool or a ticket with a short note of what was checked and the outcome: false positive, benign, or escalated.',
        'Any alert that points to a confirmed or likely security incident is escalated at once under the Incident Response Plan, and the incident ticket links to the original alert.',
        'Availability monitoring checks customer-facing endpoints at least every 5 minutes and pages the on-call engineer when the service is degraded.',
        'Alert rules are reviewed at least every six months, and whenever a new critical system is added, to remove noisy rules and close coverage gaps. Changes to alert rules are tracked in version control or the tool’s change history.',
      ],
    },
    {
      title: 'Log Review',
      content: [
        'The security function reviews a dashboard of security events each business day, covering authentication anomalies, administrative actions and security tool detections, and records the daily check in a review log.',
        'Each week, the security function reviews privileged activity, including use of administrative and break-glass accounts, against approved change tickets, and follows up any activity without a matching approval.',
        'Each quarter, system owners review administrative and configuration changes in financial and billing systems, and the results are kept with the quarterly control evidence.',
        'Findings from any review are logged as tickets with an owner and due date, and closed with a note of what was done.',
        'Review records, including the daily review log, weekly sign-offs and quarterly reports, are kept for at least 12 months as audit evidence.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'If a system cannot produce or forward the required logs, for example a vendor tool without an export feature, the system owner requests an exception from [Policy Owner] in a ticket. The request describes the gap, the risk, any compensating controls such as periodic manual export or review of the vendor’s audit screen, and a target date for resolution. Approved exceptions are recorded in the exception register and reviewed at least every 12 months.',
    },
    {
      title: 'Enforcement',
      content: [
        'Disabling, tampering with or deleting [Company Name] logs without authorization is a serious violation that may lead to immediate removal of access and disciplinary action up to and including termination of employment or contract.',
        'Logging gaps in systems owned by a team are tracked as tickets and must be fixed within 30 days, or within 7 days for production systems that hold Restricted data.',
        '[Policy Owner] reports repeated or unresolved gaps to leadership at the quarterly security review.',
      ],
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes, such as adopting a new log platform, adding a major production system, a change in legal or contractual retention requirements, or lessons learned from an incident. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC4.1', 'CC7.1', 'CC7.2', 'CC7.3', 'CC7.4'],
    iso27001: ['A.8.15', 'A.8.16', 'A.8.17', 'A.5.25', 'A.5.28', 'A.5.33'],
    other: [
      { framework: 'PCI DSS', ids: ['10.2.1', '10.3.2', '10.4.1', '10.5.1', '10.6.1'] },
      { framework: 'NIST 800-53', ids: ['AU-2', 'AU-6', 'AU-8', 'AU-9', 'AU-11', 'SI-4'] },
      { framework: 'SOX', ids: ['Section 404'] },
    ],
  },
});

export default policy;
