import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'acceptable-use-policy',
  title: 'Acceptable Use Policy',
  overview:
    'This policy sets out how everyone who works for or with [Company Name] may use the company’s systems, accounts, devices and data, and what they must never do with them. It protects our customers’ data and our ability to run the service while letting people work productively. Every user reads and acknowledges it before receiving access and again each year. [Policy Owner] owns this policy and is the contact for questions about it.',
  sections: [
    {
      title: 'Purpose',
      content:
        '[Company Name] depends on the trust of its customers. This policy defines permitted and forbidden uses of company information resources so that everyone understands their obligations, the risk of misuse is reduced, and the company can show customers and auditors that acceptable behavior is defined, communicated, acknowledged and enforced.',
    },
    {
      title: 'Scope',
      content: [
        'People: all employees, contractors, interns and temporary staff, and any third party given access to [Company Name] systems (together, “users”).',
        'Systems: company laptops and phones, personal devices used for work, production and staging environments, source code repositories, SaaS applications (email, chat, document storage, ticketing and similar), and company cloud and network accounts.',
        'Data: all information created, received or stored by [Company Name], including customer data, employee records, source code and internal documents, wherever it is held.',
        'Locations: the office, home, and anywhere else company resources are accessed from.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] maintains this policy, answers questions about it, decides on exception requests, and reports material violations to [Approver].',
        '[Approver] approves this policy and each revision of it.',
        'People Operations collects a signed acknowledgement from each new user before access is granted and from all users during the annual acknowledgement cycle, and keeps these records as audit evidence.',
        'Managers confirm that their team members have acknowledged this policy and completed security awareness training, and raise suspected misuse promptly.',
        'IT (or whoever is responsible for IT) provisions and removes access, enforces technical controls such as disk encryption and multi-factor authentication, and keeps the device inventory current.',
        'Every user follows this policy, protects the credentials and devices issued to them, and reports suspected security incidents immediately.',
      ],
    },
    {
      title: 'Acceptable Use',
      content: [
        'Use company systems and data for legitimate business purposes and only to the extent your role requires.',
        'Limited personal use, such as checking personal email during a break, is allowed if it is brief, lawful, does not interfere with work, and does not involve company data.',
        'Install software only from approved sources: the managed app catalog, official vendor sites for tools on the approved software list, or tools approved through an IT request ticket.',
        'Start using a new SaaS tool that will hold company or customer data only after it has passed vendor review.',
        'Install operating system and browser security updates within 14 days of release, or sooner when IT announces a critical update.',
        'Lock your screen whenever you step away. Devices must lock automatically after no more than 5 minutes of inactivity.',
        'Report lost or stolen devices, suspicious messages and suspected incidents to [Policy Owner] or the designated security reporting channel within one hour of noticing.',
      ],
    },
    {
      title: 'Prohibited Activities',
      content: [
        'Sharing your accounts, passwords, multi-factor codes or access tokens with anyone, including colleagues and IT staff.',
        'Accessing, or attempting to access, systems, data or accounts you are not authorized to use, or trying to bypass access controls.',
        'Disabling, bypassing or tampering with security tools such as endpoint protection, disk encryption, device management, logging or firewalls.',
        'Copying company or customer data to personal email, personal devices, personal cloud storage or unapproved tools, including public AI services.',
        'Running security scans, penetration tests or load tests against company or customer systems without written approval from [Policy Owner].',
        'Creating, storing or sending material that is unlawful, harassing, discriminatory or obscene.',
        'Installing unlicensed software or otherwise infringing copyrights, licenses or trademarks.',
        'Using company resources for a personal business, cryptocurrency mining or political campaigning.',
        'Speaking publicly on behalf of [Company Name], or disclosing non-public company information on social media or forums, without authorization.',
      ],
    },
    {
      title: 'Accounts, Email and Communications',
      content: [
        'Sign in with your company single sign-on (SSO) account wherever a tool supports it, and do not create separate local accounts in tools connected to SSO.',
        'Multi-factor authentication is required on every company account. Use an authenticator app or hardware security key rather than SMS wherever possible.',
        'Passwords must be at least 14 characters, unique to each service, and stored in the company password manager. Never reuse a company password on a personal account.',
        'Share credentials for shared or service accounts only through shared vaults in the password manager, never by chat, email or document.',
        'If you suspect a password or token has been exposed, change or revoke it immediately and tell [Policy Owner].',
        'Use company email and chat for business communication, and do not set up automatic forwarding of company email to personal accounts.',
        'Treat unexpected attachments, links, and requests for payments, gift cards, credentials or data with suspicion, even when they appear to come from a colleague or executive. Verify through a second, known channel before acting.',
        'Report suspected phishing with the email client’s report button or to the security reporting channel, then delete the message.',
      ],
    },
    {
      title: 'Data Handling',
      content: [
        'Handle data according to its classification under the Data Classification Policy. Customer data is always at least Confidential.',
        'Access customer data only to provide support, operate the service or meet a legal obligation, and only through approved tools.',
        'Never copy production customer data into development, test or personal environments; use synthetic or masked data instead.',
        'Do not send Confidential or Restricted data as email attachments or chat messages. Share it through an approved, access-controlled link with named, authorized recipients.',
        'Store company files in approved company storage, not only on a local disk. Removable media such as USB drives must not hold Confidential or Restricted data.',
        'Use “anyone with the link” sharing only for Public information.',
        'Enter Confidential or customer data into an AI tool only if that tool is on the approved software list for that use.',
        'Dispose of data according to the Data Retention and Disposal Policy, and shred printed material containing Confidential data.',
      ],
    },
    {
      title: 'Devices and Remote Work',
      content: [
        'Company laptops must be enrolled in device management and have full-disk encryption, a firewall, endpoint protection and a supported operating system. IT checks compliance in the device management console at least monthly and follows up on any device that fails.',
        'Personal phones and tablets may be used for company email, chat and multi-factor authentication only if they have a screen lock, receive current security updates, and run any company app protection that IT requires.',
        'Do not let family members or anyone else use your company laptop.',
        'On public or shared networks, use only encrypted connections and the company VPN where one is required, and avoid working on Confidential data where your screen can be overlooked.',
        'Keep devices with you or locked away when traveling, and never leave them unattended in a vehicle.',
        'Return all company devices on or before your last day. IT wipes each device before it is reissued or disposed of and records the wipe in the device inventory.',
      ],
    },
    {
      title: 'Monitoring and Privacy',
      content:
        '[Company Name] monitors its systems to protect customers and the company. Monitoring covers sign-in activity, administrative actions, device compliance status, email security filtering and access to production systems. It is carried out by authorized staff, limited to what security requires, and conducted in line with applicable law. Users should not expect privacy in content stored on or sent through company systems. The company does not routinely read individual messages or files; examining the contents of a specific user’s account requires approval from [Policy Owner] and an executive, and each such review is recorded in a ticket.',
    },
    {
      title: 'Exceptions',
      content: [
        'Request an exception in writing to [Policy Owner], stating the business need, the risk, any compensating controls, and how long the exception is needed.',
        '[Policy Owner] approves or rejects the request within 10 business days. Exceptions that affect customer data also need [Approver]’s sign-off.',
        'Approved exceptions are recorded in the exception register with an owner and an expiry date no more than 12 months away, and are reassessed before any renewal.',
      ],
    },
    {
      title: 'Enforcement',
      content: [
        'Violations may lead to removal of access, disciplinary action up to and including termination of employment or contract, and referral to law enforcement where the law has been broken.',
        'Access may be suspended immediately while a suspected violation is investigated.',
        '[Policy Owner] reviews each violation with People Operations, documents the outcome, and tracks any corrective actions to completion.',
        'Users who report a violation, or their own mistake, promptly and in good faith will not be penalized for reporting it.',
      ],
    },
    {
      title: 'Review',
      content: [
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes to the business, its systems or legal requirements. [Approver] approves each revision, and the version history is kept.',
        'Users acknowledge the current version at onboarding and annually thereafter.',
        'This version ([Version]) takes effect on [Effective Date].',
      ],
    },
  ],
  controls: {
    soc2: ['CC1.1', 'CC2.2', 'CC5.3', 'CC6.7', 'CC6.8'],
    iso27001: ['A.5.10', 'A.5.17', 'A.6.2', 'A.6.4', 'A.6.7', 'A.8.1'],
    other: [
      { framework: 'NIST CSF', ids: ['GV.PO-01', 'GV.RR-04', 'PR.AT-01'] },
      { framework: 'CIS Controls', ids: ['2.3', '4.3', '14.1'] },
    ],
  },
});

export default policy;
