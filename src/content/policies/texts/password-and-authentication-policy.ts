import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'password-and-authentication-policy',
  title: 'Password and Authentication Policy',
  overview:
    'This policy sets how people and systems prove their identity before they can use [Company Name] resources. It requires single sign-on and multi-factor authentication wherever possible, sets minimum standards for passwords, controls how shared and service credentials are stored and rotated, and defines what happens when a credential may have been compromised. [Policy Owner] owns this policy, and IT enforces its technical requirements through the identity provider and the password manager.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Stolen and weak credentials are the most common way attackers get into SaaS companies. This policy reduces that risk by requiring strong, phishing-resistant authentication, keeping secrets out of code and chat, and making sure compromised credentials are revoked quickly. It also gives [Company Name] configuration exports and logs that show auditors the requirements are enforced, not just written down.',
    },
    {
      title: 'Scope',
      content: [
        'All accounts used to access [Company Name] systems: workforce accounts in the identity provider, local accounts in SaaS applications, cloud console accounts, administrator and break-glass accounts, and service accounts.',
        'All secrets used by systems and automation, including API keys, access tokens, database passwords, SSH keys, signing keys and webhook secrets.',
        'All employees, contractors and third parties who hold [Company Name] credentials. Authentication for end users of the [Company Name] product is covered by the product’s security requirements, not this policy.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner]: maintains this policy, approves exceptions, and reviews compliance reports from the identity provider and password manager each quarter.',
        'IT: configures the identity provider, multi-factor authentication and password manager to enforce this policy, and exports configuration evidence for audits.',
        'Engineering leads: make sure secrets used by applications and pipelines are stored in the approved secrets manager and rotated as required.',
        'Service account owners: keep an up-to-date record of each service account and secret they own and rotate them on schedule.',
        'All users: protect their credentials, use the company password manager, and report suspected compromise immediately.',
      ],
    },
    {
      title: 'Single Sign-On',
      content: [
        'The company identity provider is the primary source of workforce identities. Every application that supports SAML or OpenID Connect is connected to it, and users sign in through it.',
        'New applications that will hold company or customer data must support single sign-on unless [Policy Owner] approves an exception during vendor review.',
        'Where an application is connected to single sign-on, local password sign-in is disabled for workforce users, except for one documented break-glass administrator account.',
        'Where the application supports automated provisioning (SCIM), it is enabled so that accounts are created and disabled from the identity provider.',
        'IT keeps a list of applications with their single sign-on status and reviews it at least every six months.',
      ],
    },
    {
      title: 'Multi-Factor Authentication',
      content: [
        'Multi-factor authentication is required for every workforce account in the identity provider, every cloud console account, every source code and CI/CD account, and every application holding company or customer data that cannot use single sign-on.',
        'Accepted second factors are hardware security keys, platform passkeys, and authenticator app push or time-based codes with number matching. SMS and voice codes are allowed only where nothing else is supported, and never for administrators.',
        'Administrators of the identity provider, cloud accounts and production systems must use phishing-resistant factors: hardware security keys or passkeys.',
        'Remote access to production networks, such as VPN or bastion hosts, requires multi-factor authentication.',
        'Multi-factor reset requests are verified through a live video call or in person with someone who knows the user, or through the user’s manager, before the reset is performed. Each reset is logged in a ticket.',
        'IT runs a monthly report from the identity provider showing accounts without multi-factor enrollment and resolves every gap within 5 business days.',
      ],
    },
    {
      title: 'Password Requirements',
      content: [
        'Passwords and passphrases must be at least 14 characters. The identity provider enforces this length and blocks passwords found in known breach lists and common-password lists.',
        'Passwords must be unique to each account and stored in the company password manager. Users generate new passwords with the password manager where possible.',
        'Passwords are not required to expire on a schedule, because multi-factor authentication is enforced. A password must be changed immediately if it may have been exposed.',
        'Systems lock an account, or slow down further attempts, after no more than 10 failed sign-in attempts, for at least 30 minutes or until IT verifies the user’s identity.',
        'Default passwords on new systems, devices and software are changed before the system is put into use.',
        'Passwords are never written down, sent by email or chat, stored in plain text files, or entered into non-company tools.',
        'Systems built by [Company Name] store passwords only as salted hashes using Argon2id, bcrypt, scrypt or PBKDF2, as defined in the Encryption Policy.',
      ],
    },
    {
      title: 'Service and Shared Accounts',
      content: [
        'Every service account and secret has a named owner and is recorded in the secrets inventory, with its purpose, the systems it can reach and its last rotation date.',
        'Application secrets are stored in the approved secrets manager and injected at runtime. They must never be committed to source code, container images or configuration files; automated secret scanning runs on every repository and blocks or alerts on detected secrets.',
        'Where a platform supports it, workloads use short-lived credentials, such as cloud workload identity or OIDC federation for CI/CD, instead of long-lived keys.',
        'Long-lived secrets are rotated at least once every 12 months and within 5 business days after anyone who knew them leaves the company or changes role.',
        'Shared accounts are allowed only where a system does not support individual accounts and [Policy Owner] has approved them. Their credentials are kept in a restricted shared vault in the password manager, which logs who accessed them.',
        'Service accounts cannot be used for interactive sign-in where the system allows this to be blocked.',
      ],
    },
    {
      title: 'Credential Compromise',
      content: [
        'Anyone who suspects that a password, multi-factor device, token or key has been exposed, for example through phishing, a lost device, a public repository or a breach notification, reports it immediately through the security reporting channel.',
        'IT or the secret’s owner revokes or rotates the affected credential within 4 hours of the report for privileged and production credentials, and within 1 business day for all others.',
        'For a compromised workforce account, IT also ends all active sessions, resets multi-factor enrollment and reviews sign-in logs for the previous 30 days.',
        'Each suspected compromise is logged as a security event and handled under the Incident Response Policy, with the ticket recording the revocation time and the log review.',
      ],
    },
    {
      title: 'Exceptions',
      content: [
        'Exceptions, such as a critical application that cannot support single sign-on or multi-factor authentication, require a written request to [Policy Owner] with the compensating controls, for example a unique generated password and restricted network access.',
        'Approved exceptions are recorded in the exception register, expire after no more than 12 months, and are reviewed before renewal.',
      ],
    },
    {
      title: 'Enforcement',
      content: [
        'Accounts that do not meet this policy, such as accounts without multi-factor authentication, may be suspended until fixed.',
        'Sharing personal credentials, storing secrets in code, or disabling authentication controls may result in disciplinary action up to and including termination.',
        '[Policy Owner] reports policy violations and open gaps to [Approver] each quarter.',
      ],
    },
    {
      title: 'Review',
      content: [
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes, such as a new identity provider, a credential-related incident or new guidance on authentication.',
        '[Approver] approves each revision, and the version history is kept.',
        'This version ([Version]) takes effect on [Effective Date].',
      ],
    },
  ],
  controls: {
    soc2: ['CC6.1', 'CC6.2', 'CC6.6'],
    iso27001: ['A.5.16', 'A.5.17', 'A.8.2', 'A.8.5'],
    other: [
      {
        framework: 'PCI DSS',
        ids: ['8.2.2', '8.3.1', '8.3.4', '8.3.6', '8.4.2', '8.6.2'],
      },
      { framework: 'CIS Controls', ids: ['5.2', '6.3', '6.4', '6.5', '6.7'] },
    ],
  },
});

export default policy;
