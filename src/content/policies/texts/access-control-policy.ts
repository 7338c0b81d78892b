import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'access-control-policy',
  title: 'Access Control Policy',
  overview:
    'This policy defines how access to [Company Name] systems and data is requested, approved, granted, reviewed and removed. Access is based on each person’s role and limited to what they need to do their job, privileged access is tightly controlled, and every grant and removal leaves a record an auditor can follow. [Policy Owner] owns this policy, and system owners apply it to the systems they are responsible for.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Unauthorized or excessive access is one of the most common causes of data breaches. This policy makes sure that only authorized people and services can reach [Company Name] systems and customer data, that their access matches their current role, and that the company can prove this to customers and auditors with tickets, logs and signed-off reviews.',
    },
    {
      title: 'Scope',
      content: [
        'All user, administrator, service and API accounts on systems that store, process or give access to company or customer data.',
        'Production and staging cloud environments, databases, source code repositories, CI/CD pipelines, the identity provider, corporate SaaS applications, and the financial systems that support financial reporting.',
        'All employees, contractors, interns and third parties who are given access to [Company Name] systems, including vendor support staff.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner]: maintains this policy and the role-based access matrix, runs the access review cycle, and reports overdue reviews or removals to [Approver].',
        'System owners: named for each in-scope system; they approve access requests, define the roles available in their system, and complete access reviews for it.',
        'Managers: request access for new team members, request changes when roles change, and confirm during reviews that their reports still need the access they hold.',
        'People Operations: notifies IT of every start, role change and departure through the HR system or a ticket no later than the start date, change date or last working day.',
        'IT (or whoever administers the identity provider): provisions and removes accounts as approved, and keeps records of each change.',
        'All users of [Company Name] systems: use only the access granted to them, never share accounts, and report access they no longer need.',
      ],
    },
    {
      title: 'Least Privilege and Role-Based Access',
      content: [
        'Access is granted by role. [Policy Owner] maintains a role-based access matrix listing each role, the systems it may reach and the permission level. System owners review the matrix at least every six months.',
        'Users receive the minimum access needed for their current duties. Broader access than the matrix allows requires a separate approval from the system owner, recorded in the access ticket.',
        'Direct access to [Company Name] production customer data is limited to named engineering and support roles. Everyone else uses application features with their own permission checks.',
        'Accounts are unique to one person; shared or generic user accounts are not allowed except where a system cannot support individual accounts and [Policy Owner] has approved an exception.',
        'Duties are separated where the team’s size allows: no one approves their own access request, and the person who develops a change does not approve it for production.',
        'Service accounts and API keys are scoped to the specific resources the service needs, have a named owner, and are not used for interactive sign-in.',
      ],
    },
    {
      title: 'Provisioning and Deprovisioning',
      content: [
        'Every access grant starts with a request in the ticketing system or identity governance tool that names the user, the system, the role and the business reason.',
        'The system owner, or the manager for access that the matrix grants by default, approves the request before access is provisioned. Approval and provisioning are recorded in the ticket.',
        'Access is granted through the single sign-on identity provider wherever the system supports it, so that disabling the identity provider account removes access everywhere.',
        'When a role changes, access no longer needed for the new role is removed within 5 business days of the change date.',
        'When someone leaves, their identity provider account is disabled within 1 business day of their last working day, or immediately for involuntary departures. Access to systems outside single sign-on and any shared credentials they knew are removed or rotated within 2 business days.',
        'IT completes an offboarding checklist for each departure, recording when each account was disabled, and attaches it to the offboarding ticket.',
        'Accounts with no sign-in activity for 90 days are disabled unless the system owner documents a reason to keep them.',
      ],
    },
    {
      title: 'Privileged Access',
      content: [
        'Privileged access includes cloud administrator roles, database administrator rights, identity provider administrators, production shell access and the ability to change security settings or logs.',
        'Privileged access requires approval from the system owner and [Policy Owner], is limited to the smallest practical group of named people, and is recorded in a privileged access list.',
        'Administrators use a separate privileged account or role elevation, not their everyday account, and must use phishing-resistant multi-factor authentication where the system supports it.',
        'Where the platform supports it, production administrative access is granted just in time for a defined task and expires automatically within 8 hours.',
        'All privileged activity is logged, and the logs are kept for at least 12 months in a location that administrators of the monitored system cannot alter.',
        'Root and break-glass accounts are stored in the password manager with restricted access, protected by hardware-based multi-factor authentication, and used only in emergencies. Each use triggers an alert and is reviewed by [Policy Owner] within 2 business days.',
      ],
    },
    {
      title: 'Periodic Access Reviews',
      content: [
        'Privileged accounts and access to production systems and customer data are reviewed every quarter.',
        'All other in-scope systems, including corporate SaaS applications and financial systems, are reviewed at least every six months.',
        'For each review, [Policy Owner] exports the current list of accounts and permissions from the system, and the system owner or manager confirms that each account is still needed at its current level.',
        'Access marked for removal is removed within 5 business days, and the removal is recorded in a ticket linked to the review.',
        'Each review is signed off with the reviewer’s name and date, and the user list, decisions and removal tickets are kept for at least 3 years as audit evidence.',
        'Reviews also check for accounts of departed personnel, dormant accounts and orphaned service accounts. Any account of a departed person that is still active is treated as a security incident and investigated.',
      ],
    },
    {
      title: 'Exceptions',
      content: [
        'Exceptions, such as a shared account in a system without individual logins, require a written request to [Policy Owner] that describes the risk and compensating controls.',
        '[Policy Owner] approves or rejects each exception. Exceptions involving privileged access or customer data also require approval from [Approver].',
        'Approved exceptions are recorded in the exception register and expire after no more than 12 months.',
      ],
    },
    {
      title: 'Enforcement',
      content: [
        'Using another person’s account, sharing credentials, or attempting to gain access beyond what was approved may result in disciplinary action up to and including termination.',
        'Access that was granted without approval is removed as soon as it is found, and the cause is investigated.',
        '[Policy Owner] tracks late access removals and late reviews as findings and reports them to [Approver] each quarter.',
      ],
    },
    {
      title: 'Review',
      content: [
        '[Policy Owner] reviews this policy at least every six months and after significant changes, such as a new identity provider, a major new system or a reorganization.',
        '[Approver] approves each revision, and the version history is kept.',
        'This version ([Version]) takes effect on [Effective Date].',
      ],
    },
  ],
  controls: {
    soc2: ['CC5.1', 'CC6.1', 'CC6.2', 'CC6.3'],
    iso27001: ['A.5.3', 'A.5.15', 'A.5.16', 'A.5.18', 'A.8.2', 'A.8.3', 'A.8.15'],
    other: [
      { framework: 'NIST 800-53', ids: ['AC-2', 'AC-3', 'AC-5', 'AC-6', 'PS-4', 'PS-5'] },
      { framework: 'PCI DSS', ids: ['7.2.1', '7.2.2', '7.2.4', '8.2.2', '8.2.5', '8.2.6'] },
      { framework: 'SOX', ids: ['Section 404'] },
    ],
  },
});

export default policy;
