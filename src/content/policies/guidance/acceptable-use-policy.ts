import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'acceptable-use-policy',
  overview: overview('how everyone uses company systems, devices and data', ['CC2.2', 'A.5.10']),
  sections: {
    Purpose: purpose('misuse of systems and data by the people trusted with them', ['A.5.10']),
    Scope: {
      auditor:
        'An auditor checks that the scope covers every kind of user, including contractors and third parties, and every kind of system they touch, including personal devices used for work. The population here is the one they will sample acknowledgements from.',
      small:
        'A 10-person company names its staff and contractors, company laptops, the SaaS tools everyone uses and any personal phones used for email or multi-factor codes. Naming the tools keeps the scope honest when someone asks whether Slack or a personal phone counts.',
      large:
        'A 200-person company also names agency staff, vendor support staff with access, corporate networks and offices, and says which subsidiaries or regions the policy covers. It usually refers to the asset inventory rather than listing every system.',
      controls: ['CC2.2', 'A.5.10', 'A.6.2'],
    },
    'Roles and Responsibilities': roles(
      'collecting acknowledgements, answering questions and deciding on exceptions',
      'A 10-person company makes one founder or the CTO the owner and has everyone sign the policy at onboarding through the HR tool or the policy acceptance feature. A contractor’s acknowledgement is collected the same way as an employee’s.',
      'A 200-person company splits the duties between security (owner), People Operations (acknowledgements at hire and every year) and managers (first point of contact for questions). Acknowledgement rates are reported to leadership with the training figures.',
      ['CC2.2', 'A.6.2'],
    ),
    'Acceptable Use': {
      auditor:
        'An auditor looks for clear rules on business and limited personal use and for evidence that every user has acknowledged them: a signed acknowledgement per person, at hire and usually once a year. Rules that match how people really work are the ones they can attest to.',
      small:
        'A 10-person company allows brief personal use, bans use that harms the company or its customers, and keeps the wording short enough to read in five minutes. Rules that nobody could follow, such as no personal use at all, undermine the rest of the policy.',
      large:
        'A 200-person company adds rules for company social media accounts, generative AI tools and public statements, and links to the Data Classification Policy for what may be shared. Each rule points to the policy that holds the detail, so the text stays short.',
      controls: ['CC1.1', 'CC2.2', 'A.5.10', 'A.6.2'],
    },
    'Prohibited Activities': {
      auditor:
        'An auditor checks that the prohibitions cover credential sharing, bypassing security controls, installing unapproved software and unauthorized access attempts, and that technical controls back the most important ones. They may ask how a violation would be noticed.',
      small:
        'A 10-person company lists the handful of things that would hurt it most, such as sharing passwords or turning off disk encryption, in plain words. It avoids long lists that nobody remembers.',
      large:
        'A 200-person company adds prohibitions on unapproved SaaS and AI tools, personal cloud storage and security testing without approval, and enforces them through device management and the identity provider. Each prohibition names the control that enforces it where one exists.',
      controls: ['CC1.1', 'CC6.8', 'A.5.10', 'A.8.1'],
    },
    'Accounts, Email and Communications': {
      auditor:
        'An auditor checks that the rules match the identity provider settings: single sign-on where available and multi-factor authentication on every account. They may compare the text with an export of MFA enrollment.',
      small:
        'A 10-person company requires MFA on the Google Workspace or Microsoft 365 account and the password manager, and says where company conversations happen. It also says that company work is not done from personal email or chat accounts.',
      large:
        'A 200-person company adds rules for email forwarding, external chat channels, shared mailboxes and phishing reporting, and names the approved communication tools. It names who may approve new communication tools.',
      controls: ['CC6.1', 'A.5.17', 'A.5.14'],
    },
    'Data Handling': {
      auditor:
        'An auditor looks for handling rules that point to the data classification levels and limit access to customer data to a business need. They will check that approved tools are named rather than left open.',
      small:
        'A 10-person company says customer data stays in the product and approved tools, never on personal accounts or unencrypted USB drives. Most small teams need no more than four or five rules here.',
      large:
        'A 200-person company refers to its classification levels, names approved sharing and storage tools, and sets rules for downloading customer data for support or analysis. Bulk exports of customer data need a ticket and an approval.',
      controls: ['C1.1', 'CC6.7', 'A.5.10', 'A.5.12'],
    },
    'Devices and Remote Work': {
      auditor:
        'An auditor checks that device requirements such as encryption, screen lock and endpoint protection are stated and enforced. They usually ask for a device management report showing every laptop is compliant.',
      small:
        'A 10-person company requires company laptops with disk encryption and automatic updates, often checked with a lightweight device management tool or a monthly screenshot. Contractors on their own laptops are named as exceptions with compensating controls.',
      large:
        'A 200-person company enforces the requirements through device management, blocks non-compliant devices from single sign-on and refers to the Remote Work and BYOD policies. It refers to the Remote Work and BYOD policies instead of repeating them.',
      controls: ['CC6.8', 'A.6.7', 'A.8.1'],
    },
    'Monitoring and Privacy': {
      auditor:
        'An auditor checks that users are told what is monitored and why, which supports the monitoring controls in other policies. In the EU and UK, monitoring must also be proportionate and lawful.',
      small:
        'A 10-person company says it may review sign-in and device logs for security purposes and does not read personal content without a reason. Founders agree in writing who may look at an individual’s activity and when.',
      large:
        'A 200-person company lists what is monitored, who may access monitoring data and how requests to review an individual’s activity are approved, often with HR and legal sign-off. Works councils or employee representatives are consulted where local law requires.',
      controls: ['CC2.2', 'A.8.15', 'A.5.34'],
    },
    Exceptions: exceptions('a developer allowed to use an unapproved tool for a test'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
