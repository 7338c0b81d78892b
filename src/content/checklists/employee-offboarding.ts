import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('employee-offboarding'),
  recurrence: 'once',
  items: [
    {
      id: 'notify-it-and-security',
      category: 'Before the Last Day',
      item: 'Tell IT and security the leaving date',
      description:
        'People operations opens an offboarding ticket as soon as a departure is confirmed, with the last working day and whether the exit is voluntary. For involuntary exits, IT is told before the conversation so access can be cut at the same time.',
      soc2: ['CC6.2'],
      iso27001: ['A.5.16', 'A.6.5'],
    },
    {
      id: 'plan-handover',
      category: 'Before the Last Day',
      item: 'Plan the handover of work and ownership',
      description:
        'The manager lists what the person owns: documents, shared drives, repositories, scheduled jobs, vendor relationships, on-call shifts and admin roles. Agree who takes over each one and record it in the ticket.',
      soc2: ['CC6.2', 'CC1.3'],
      iso27001: ['A.5.9', 'A.6.5'],
    },
    {
      id: 'remind-of-ongoing-duties',
      category: 'Before the Last Day',
      item: 'Remind them of duties that continue',
      description:
        'People operations reminds the person in writing that confidentiality and other agreed obligations continue after they leave, and asks them to confirm they hold no company data on personal devices or accounts. Keep the signed or acknowledged exit note.',
      soc2: ['C1.1', 'CC1.1'],
      iso27001: ['A.6.5', 'A.6.6'],
    },
    {
      id: 'disable-identity-account',
      category: 'Last Day',
      item: 'Disable the identity provider account',
      description:
        'IT disables the single sign-on account and revokes active sessions by the end of the last working day, or immediately for involuntary exits. Record the time it was disabled in the ticket.',
      soc2: ['CC6.2'],
      iso27001: ['A.5.16', 'A.5.18'],
    },
    {
      id: 'remove-non-sso-access',
      category: 'Last Day',
      item: 'Remove access outside single sign-on',
      description:
        'Disable accounts in tools not behind single sign-on, such as the cloud provider root or local users, the code host, the domain registrar, social media and finance tools, within two business days. Tick each system off in the ticket.',
      soc2: ['CC6.2'],
      iso27001: ['A.5.18'],
    },
    {
      id: 'rotate-shared-secrets',
      category: 'Last Day',
      item: 'Rotate secrets they knew',
      description:
        'Rotate shared passwords, API keys, SSH keys and tokens the person used or could see, starting with production and admin ones, within five business days. Record what was rotated and when.',
      soc2: ['CC6.1', 'CC6.2'],
      iso27001: ['A.5.17'],
    },
    {
      id: 'remove-from-privileged-roles',
      category: 'Last Day',
      item: 'Remove them from admin and on-call roles',
      description:
        'Take the person out of privileged groups, on-call rotas, alert routing, code owners, approval chains and emergency contact lists, and name their replacement.',
      soc2: ['CC6.3'],
      iso27001: ['A.8.2', 'A.5.18'],
    },
    {
      id: 'forward-mail-and-transfer-files',
      category: 'Last Day',
      item: 'Transfer files and redirect email',
      description:
        'Transfer ownership of documents, drives and repositories to the agreed person, and set an auto-reply or forward to the manager for a limited time. Delete or archive the mailbox according to the retention policy.',
      soc2: ['CC6.2', 'C1.1'],
      iso27001: ['A.5.33', 'A.6.5'],
    },
    {
      id: 'collect-devices',
      category: 'Devices and Physical Access',
      item: 'Collect laptops, phones and keys',
      description:
        'Collect every company device and security key on the last day, or send a prepaid return kit to remote staff. Devices not returned within five business days are locked and wiped remotely. Update the asset inventory.',
      soc2: ['CC6.5'],
      iso27001: ['A.5.11'],
    },
    {
      id: 'wipe-returned-devices',
      category: 'Devices and Physical Access',
      item: 'Wipe returned devices before reuse',
      description:
        'IT securely wipes each returned device before it is reissued, and keeps the wipe record. Keep the device for a set period first if there is any reason to investigate.',
      soc2: ['CC6.5'],
      iso27001: ['A.7.14'],
    },
    {
      id: 'remove-physical-access',
      category: 'Devices and Physical Access',
      item: 'Deactivate badges and building access',
      description:
        'Deactivate office badges, door codes and alarm codes, and remove the person from any data centre or co-working access lists. Record the date.',
      soc2: ['CC6.4'],
      iso27001: ['A.7.2'],
    },
    {
      id: 'check-personal-device-data',
      category: 'Devices and Physical Access',
      item: 'Remove company data from personal devices',
      description:
        'For anyone who used an approved personal phone or computer, remove the work profile or company apps through device management, and record the selective wipe.',
      soc2: ['CC6.5', 'CC6.7'],
      iso27001: ['A.8.1', 'A.5.11'],
    },
    {
      id: 'verify-leaver-removed',
      category: 'Confirmation',
      item: 'Verify nothing was missed',
      description:
        'Within a week, IT checks the identity provider, the cloud provider and key tools for any remaining active account or recent sign-in by the person. Record the check; any activity after the last day is treated as a security event.',
      soc2: ['CC6.2', 'CC7.2'],
      iso27001: ['A.5.18', 'A.8.16'],
    },
    {
      id: 'close-offboarding-ticket',
      category: 'Confirmation',
      item: 'Close the ticket with evidence',
      description:
        'The manager and IT confirm every step is complete, attach the evidence and close the ticket. The security lead samples closed offboardings each quarter and reports late removals to leadership.',
      soc2: ['CC4.1', 'CC6.2'],
      iso27001: ['A.5.36'],
    },
  ],
};

export default checklist;
