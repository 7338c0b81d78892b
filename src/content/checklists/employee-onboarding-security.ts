import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('employee-onboarding-security'),
  recurrence: 'once',
  items: [
    {
      id: 'define-role-responsibilities',
      category: 'Before the Start Date',
      item: 'Write security duties into the role',
      description:
        'The hiring manager makes sure the job description names any security responsibilities, such as production access, handling customer data or approving payments. Keep the final job description in the HR record.',
      soc2: ['CC1.3', 'CC1.4'],
      iso27001: ['A.5.2'],
    },
    {
      id: 'run-background-check',
      category: 'Before the Start Date',
      item: 'Run a background check where lawful',
      description:
        'People operations runs the checks the law allows and the role needs (identity, right to work, references, and criminal or credit checks only where permitted and proportionate), with the candidate’s consent, before the start date. Keep proof of completion, not the full report, in line with privacy rules.',
      soc2: ['CC1.4'],
      iso27001: ['A.6.1'],
    },
    {
      id: 'sign-employment-terms',
      category: 'Before the Start Date',
      item: 'Sign the contract with security terms',
      description:
        'The employment or contractor agreement covers confidentiality, acceptable use, ownership of work and what happens on breach. People operations keeps the signed copy before any access is given.',
      soc2: ['CC1.1', 'CC1.4'],
      iso27001: ['A.6.2', 'A.6.6'],
    },
    {
      id: 'request-access-by-role',
      category: 'Before the Start Date',
      item: 'Request access from the role profile',
      description:
        'The manager requests access through a ticket based on the role’s standard access profile, and any extra access is approved separately by the system owner. The ticket is the evidence of approval.',
      soc2: ['CC6.2', 'CC6.3'],
      iso27001: ['A.5.15', 'A.5.18'],
    },
    {
      id: 'prepare-device',
      category: 'Before the Start Date',
      item: 'Prepare a managed device',
      description:
        'IT enrols a laptop in device management with encryption, screen lock, automatic updates and endpoint protection applied, and records it against the new hire in the asset inventory.',
      soc2: ['CC6.8', 'CC6.1'],
      iso27001: ['A.8.1', 'A.5.9'],
    },
    {
      id: 'create-identity',
      category: 'First Day',
      item: 'Create one named identity with MFA',
      description:
        'IT creates a single named account in the identity provider, requires phishing-resistant MFA (a passkey or security key) or at least an authenticator app at first sign-in, and grants app access through single sign-on. Record the account creation date in the ticket.',
      soc2: ['CC6.1', 'CC6.2'],
      iso27001: ['A.5.16', 'A.8.5'],
    },
    {
      id: 'set-up-password-manager',
      category: 'First Day',
      item: 'Set up the password manager',
      description:
        'The new hire is given a company password manager account and shown how to store credentials and share them only through it. IT confirms the account is active.',
      soc2: ['CC6.1'],
      iso27001: ['A.5.17'],
    },
    {
      id: 'check-access-matches-request',
      category: 'First Day',
      item: 'Check granted access matches the request',
      description:
        'IT or the manager compares the access actually granted with the approved request and removes anything extra. Note the check in the onboarding ticket.',
      soc2: ['CC6.2', 'CC6.3'],
      iso27001: ['A.5.18'],
    },
    {
      id: 'acknowledge-policies',
      category: 'First Week',
      item: 'Acknowledge the key policies',
      description:
        'The new hire reads and acknowledges the information security policy, acceptable use policy and code of conduct in the HR or compliance tool within the first week. Keep the dated acknowledgement.',
      soc2: ['CC1.1', 'CC2.2', 'CC5.3'],
      iso27001: ['A.5.1', 'A.5.10', 'A.6.2'],
    },
    {
      id: 'complete-awareness-training',
      category: 'First Week',
      item: 'Complete security awareness training',
      description:
        'The new hire completes security awareness training within 14 days and before getting production access or access to restricted data. The training tool’s completion record is the evidence.',
      soc2: ['CC1.4', 'CC2.2'],
      iso27001: ['A.6.3'],
    },
    {
      id: 'complete-role-training',
      category: 'First Week',
      item: 'Complete role-specific training',
      description:
        'Engineers take secure development training, admins take privileged access training, and support staff learn to verify callers and handle data requests, before the matching access is granted. Keep the completion records.',
      soc2: ['CC1.4'],
      iso27001: ['A.6.3', 'A.8.25'],
    },
    {
      id: 'explain-how-to-report',
      category: 'First Week',
      item: 'Show how to report a security concern',
      description:
        'The manager or security lead shows the new hire how to report phishing, a lost device or anything suspicious, and who to contact out of hours. Include it in the onboarding checklist so completion is recorded.',
      soc2: ['CC2.2'],
      iso27001: ['A.6.8'],
    },
    {
      id: 'explain-remote-work-rules',
      category: 'First Week',
      item: 'Explain remote work and device rules',
      description:
        'Cover working from home and in public places, home network and Wi-Fi basics, not using personal devices for company data unless approved, and keeping screens locked. Record it as part of the onboarding checklist.',
      soc2: ['CC2.2', 'CC6.7'],
      iso27001: ['A.6.7', 'A.7.7'],
    },
    {
      id: 'contractor-extras',
      category: 'Contractors and Sign-off',
      item: 'Apply the same steps to contractors',
      description:
        'Contractors and interns go through the same checks, agreements and training as employees, with an access end date set on their account that matches the contract. Record the end date in the identity provider.',
      soc2: ['CC6.2', 'CC9.2'],
      iso27001: ['A.5.16', 'A.6.2'],
    },
    {
      id: 'close-onboarding-ticket',
      category: 'Contractors and Sign-off',
      item: 'Close the onboarding ticket with evidence',
      description:
        'The manager confirms every step above is done, links the evidence and closes the ticket within 30 days of the start date. The security lead samples completed onboardings each quarter.',
      soc2: ['CC4.1', 'CC6.2'],
      iso27001: ['A.5.36'],
    },
  ],
};

export default checklist;
