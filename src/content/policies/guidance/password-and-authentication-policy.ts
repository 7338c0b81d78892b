import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'password-and-authentication-policy',
  overview: overview('passwords, single sign-on, multi-factor authentication and secrets', [
    'A.5.17',
  ]),
  sections: {
    Purpose: purpose('stolen or guessed credentials, the most common way into a company', [
      'CC6.1',
      'A.5.17',
    ]),
    Scope: {
      auditor:
        'An auditor checks that workforce, administrator, service and break-glass accounts are all covered, along with API keys and other machine secrets. Local accounts outside SSO are where weak passwords hide.',
      small:
        'A 10-person company covers its identity provider, password manager, cloud and source code accounts and the API keys its product uses. Shared accounts are listed as exceptions.',
      large:
        'A 200-person company covers every account type and secret by reference to the identity provider and secrets inventory. Customer accounts in the product are covered by the product’s own standard.',
      controls: ['CC6.1', 'A.5.17'],
    },
    'Roles and Responsibilities': roles(
      'configuring the identity provider and password manager, owning secrets and reviewing compliance',
      'A 10-person company has the CTO configure SSO, MFA and the password manager and check compliance each quarter. Every secret has an owner.',
      'A 200-person company has IT run the identity provider, security set the standards and secret owners rotate the secrets they are named for. Compliance reports are kept as evidence.',
      ['A.5.17'],
    ),
    'Single Sign-On': {
      auditor:
        'An auditor checks which applications use SSO and how those that do not are controlled. Central sign-in makes access removal and reviews credible.',
      small:
        'A 10-person company signs in through Google Workspace or Microsoft 365 wherever the tool allows and lists the few that cannot. It prefers tools that support SSO when buying.',
      large:
        'A 200-person company requires SSO for new tools holding company data, connects provisioning through SCIM and tracks exceptions. Local accounts in SSO-connected tools are disabled.',
      controls: ['CC6.1', 'A.5.16', 'A.8.5'],
    },
    'Multi-Factor Authentication': {
      auditor:
        'An auditor asks for an MFA enrollment report from the identity provider and key systems and checks that every account, especially administrators, is covered. A single administrator without MFA is a finding.',
      small:
        'A 10-person company enforces MFA in the identity provider, cloud console and source code host, and uses hardware keys for the root account. Recovery codes are stored in the password manager.',
      large:
        'A 200-person company requires phishing-resistant MFA for administrators, blocks SMS codes and reviews enrollment reports quarterly. Exceptions are rare and time-limited.',
      controls: ['CC6.1', 'CC6.6', 'A.8.5'],
    },
    'Password Requirements': {
      auditor:
        'An auditor compares the stated requirements with identity provider settings. Current guidance (NIST SP 800-63B) favors long passwords and breach checks over forced rotation.',
      small:
        'A 10-person company requires long unique passwords kept in a company password manager and lets the identity provider enforce the minimum. It does not force regular password changes.',
      large:
        'A 200-person company enforces length and breach-list checks in the identity provider and monitors password manager adoption. Passwords are changed when compromise is suspected.',
      controls: ['CC6.1', 'A.5.17'],
    },
    'Service and Shared Accounts': {
      auditor:
        'An auditor checks that service accounts and secrets have owners, are stored in a secrets manager and are rotated, and that shared accounts are the rare approved exception. Secrets in source code are a common finding.',
      small:
        'A 10-person company keeps production secrets in its hosting platform’s secrets store and notes the owner of each API key. Secrets never sit in source code.',
      large:
        'A 200-person company keeps a secrets inventory, rotates secrets on schedule and after staff departures, and scans repositories for leaked secrets. Secret scanning runs on every push.',
      controls: ['CC6.1', 'CC6.2', 'A.5.17', 'A.8.2'],
    },
    'Credential Compromise': {
      auditor:
        'An auditor checks that suspected compromise must be reported and that credentials are reset and sessions revoked, with an example if one occurred. They look for speed as well as completeness.',
      small:
        'A 10-person company asks people to report immediately and has the CTO reset the password, MFA and sessions and rotate any exposed key. Speed matters more than paperwork.',
      large:
        'A 200-person company handles compromises as incidents, automates session revocation and monitors for leaked credentials. Each case is reviewed afterwards.',
      controls: ['CC6.1', 'CC7.3', 'A.5.17'],
    },
    Exceptions: exceptions('an application that cannot support single sign-on'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
