import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'access-control-policy',
  overview: overview('how access is requested, approved, reviewed and removed', ['A.5.15']),
  sections: {
    Purpose: purpose('unauthorized or excessive access to systems and customer data', [
      'CC6.1',
      'A.5.15',
    ]),
    Scope: {
      auditor:
        'An auditor checks that every in-scope system in the system description is covered, including the identity provider, cloud consoles, databases, source code and CI/CD. Systems missing from the scope are systems missing from access reviews.',
      small:
        'A 10-person company lists its cloud account, source code host, identity provider and the few SaaS tools that hold customer data. Service accounts and API keys are listed with their owners.',
      large:
        'A 200-person company references a system inventory rather than listing systems, and includes service accounts, vendor access and financial systems relevant to SOX. Access granted to vendors and auditors is included explicitly.',
      controls: ['CC6.1', 'A.5.15', 'A.5.9'],
    },
    'Roles and Responsibilities': roles(
      'approving requests, provisioning, reviewing access and notifying joiners and leavers',
      'A 10-person company usually has the CTO approve and provision access and a founder review it, which means one person must not approve their own access. Where that is impossible, a second founder reviews the CTO’s own access.',
      'A 200-person company names system owners per application, has People Operations trigger joiner, mover and leaver events from the HR system, and has IT provision through the identity provider. Each system owner has a named deputy for reviews during absences.',
      ['CC6.2', 'A.5.18'],
    ),
    'Least Privilege and Role-Based Access': {
      auditor:
        'An auditor looks for a documented definition of who gets what, such as a role-based access matrix, and checks a sample of users against it. Shared accounts and broad admin rights are the usual findings.',
      small:
        'A 10-person company keeps a one-page table of roles (engineer, support, founder) and the systems each may reach, and limits production data access to a few named people. The table is reviewed whenever a new role is hired.',
      large:
        'A 200-person company maintains role-based groups in the identity provider, maps them to application roles and requires a separate approval for access beyond a role. Deviations from the role’s access are recorded with a reason and an expiry.',
      controls: ['CC5.1', 'CC6.1', 'CC6.3', 'A.5.3', 'A.5.15', 'A.8.3'],
    },
    'Provisioning and Deprovisioning': {
      auditor:
        'An auditor samples new joiners and leavers from the HR list and asks for the approved request for each grant and proof of timely removal. Late removals beyond the stated deadline are among the most common SOC 2 exceptions.',
      small:
        'A 10-person company records requests and approvals in a ticket or a chat message kept as evidence, and uses an offboarding checklist with the date each account was disabled. Leavers are disabled in the identity provider first, which closes most access at once.',
      large:
        'A 200-person company automates joiners and leavers from the HR system to the identity provider, often with SCIM, and reconciles the HR leavers list with active accounts each month. Exceptions to the deadlines are logged with the reason.',
      controls: ['CC6.2', 'CC6.3', 'A.5.16', 'A.5.18'],
    },
    'Privileged Access': {
      auditor:
        'An auditor asks for the list of privileged users in the cloud, database and identity provider and checks each is approved, uses MFA and is still needed. They also look at how break-glass and root accounts are protected and whether their use is logged.',
      small:
        'A 10-person company limits cloud admin rights to two or three engineers, locks the root account with a hardware key and keeps its credentials in the password manager. Shared admin passwords are replaced by individual accounts as soon as the tool allows.',
      large:
        'A 200-person company uses separate admin roles or just-in-time elevation, logs all privileged sessions centrally and reviews the privileged access list every quarter. Break-glass accounts are tested and their use alerts security.',
      controls: ['CC6.1', 'CC6.3', 'A.8.2', 'A.8.15'],
    },
    'Periodic Access Reviews': {
      auditor:
        'An auditor asks for each access review in the period: the user list as exported, the reviewer’s decisions, the sign-off date and the tickets removing what was marked for removal. Reviews without evidence of completeness of the exported list are challenged.',
      small:
        'A 10-person company reviews everything each quarter in one sitting, with a founder signing off a spreadsheet of accounts per system. The export and the sign-off are kept as evidence in the compliance tool.',
      large:
        'A 200-person company runs reviews through an identity governance tool or structured campaigns per system owner, quarterly for privileged and production access and semi-annually for the rest. Reviewers cannot sign off their own access.',
      controls: ['CC6.2', 'CC6.3', 'CC4.1', 'A.5.18'],
    },
    Exceptions: exceptions('a shared account in a system without individual logins'),
    Enforcement: enforcement(),
    Review: review('at least every six months'),
  },
} satisfies PolicyGuidance;

export default guidance;
