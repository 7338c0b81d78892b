import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('vendor-offboarding'),
  recurrence: 'once',
  items: [
    {
      id: 'confirm-end-date-and-owner',
      category: 'Plan the Exit',
      item: 'Confirm the end date and who runs the exit',
      description:
        'The business owner opens an offboarding ticket with the vendor name, contract end date and notice period, and names who handles access removal (usually IT) and data deletion (usually the security lead). All evidence for the steps below goes in this ticket.',
      soc2: ['CC9.2'],
      iso27001: ['A.5.19', 'A.5.22'],
    },
    {
      id: 'plan-the-replacement',
      category: 'Plan the Exit',
      item: 'Move work to the replacement first',
      description:
        'If the vendor supports a live service or process, confirm the replacement is running and tested before access is cut, so customers see no disruption. Note the cut-over date in the ticket.',
      soc2: ['CC9.1', 'CC9.2'],
      iso27001: ['A.5.22', 'A.5.30'],
    },
    {
      id: 'list-every-connection',
      category: 'Access and Integrations',
      item: 'List every connection to the vendor',
      description:
        'Find all the ways the vendor is connected: SSO app, user accounts, OAuth grants in your identity provider and code host, API keys, webhooks, data pipelines, browser extensions and shared inboxes. Record the list in the ticket so nothing is missed.',
      soc2: ['CC6.1'],
      iso27001: ['A.5.9', 'A.5.15'],
    },
    {
      id: 'remove-user-accounts',
      category: 'Access and Integrations',
      item: 'Remove your users from the vendor’s tool',
      description:
        'Remove the SSO app assignment and delete or deactivate your team’s accounts in the vendor’s product, including any local admin accounts outside SSO. Keep a screenshot of the empty user list or the deactivation log.',
      soc2: ['CC6.2'],
      iso27001: ['A.5.18'],
    },
    {
      id: 'revoke-keys-and-grants',
      category: 'Access and Integrations',
      item: 'Revoke API keys, tokens and OAuth grants',
      description:
        'Revoke every API key, token and OAuth grant the vendor held, and rotate any of your secrets the vendor could see, such as database credentials or signing keys used by its integration. Record each revocation and rotation with its date.',
      soc2: ['CC6.1', 'CC6.2'],
      iso27001: ['A.5.17', 'A.5.18'],
    },
    {
      id: 'remove-vendor-access-to-your-systems',
      category: 'Access and Integrations',
      item: 'Remove the vendor’s access to your systems',
      description:
        'Disable accounts your systems gave to the vendor’s staff (support, contractors, consultants), VPN or bastion access, and shared credentials they knew. Do this within five business days of the end date, or immediately if the relationship ends for a security reason.',
      soc2: ['CC6.2', 'CC9.2'],
      iso27001: ['A.5.18', 'A.5.19'],
    },
    {
      id: 'clean-up-network-and-dns',
      category: 'Access and Integrations',
      item: 'Clean up allowlists, DNS and email records',
      description:
        'Remove the vendor’s IP ranges from firewall allowlists, delete DNS records that point to the vendor (a dangling record can let someone take over your subdomain), and drop the vendor from email sending records such as SPF and DKIM. Record the changes.',
      soc2: ['CC6.6'],
      iso27001: ['A.8.9', 'A.8.20'],
    },
    {
      id: 'export-data-you-need',
      category: 'Data Return and Deletion',
      item: 'Export the data you need to keep',
      description:
        'Before the account closes, export any records you must keep for legal, contractual or business reasons, check the export opens and is complete, and store it according to your data retention policy.',
      soc2: ['CC9.2', 'C1.1'],
      iso27001: ['A.5.23', 'A.5.33'],
    },
    {
      id: 'request-deletion',
      category: 'Data Return and Deletion',
      item: 'Request deletion and get it confirmed',
      description:
        'Ask the vendor in writing to delete your data, including backups and copies held by its subprocessors, within the contract’s timeframe. Keep the vendor’s written confirmation or deletion certificate in the ticket, and chase it if it has not arrived within 30 days.',
      soc2: ['C1.2', 'P4.3'],
      iso27001: ['A.8.10', 'A.5.34'],
    },
    {
      id: 'note-surviving-obligations',
      category: 'Data Return and Deletion',
      item: 'Note obligations that continue after the end',
      description:
        'Check which contract terms continue after termination, such as confidentiality, data deletion deadlines and audit rights, and set reminders for any follow-up dates.',
      soc2: ['C1.1', 'CC9.2'],
      iso27001: ['A.5.20'],
    },
    {
      id: 'update-vendor-register',
      category: 'Records',
      item: 'Update the vendor register',
      description:
        'Mark the vendor as offboarded in the vendor register with the end date, the deletion confirmation and a link to the ticket. Remove it from the next access review and vendor review lists.',
      soc2: ['CC9.2'],
      iso27001: ['A.5.9', 'A.5.19'],
    },
    {
      id: 'update-subprocessor-list',
      category: 'Records',
      item: 'Update your public subprocessor list',
      description:
        'If the vendor processed customer personal data, remove it from your published subprocessor list and from your records of processing. Keep the dated change.',
      soc2: ['P6.1', 'CC2.3'],
      iso27001: ['A.5.34'],
    },
    {
      id: 'update-documentation',
      category: 'Records',
      item: 'Update diagrams, risks and plans',
      description:
        'Update data flow diagrams, the system description, the risk register and the business continuity plan where they mention the vendor, so the next audit sees a consistent picture.',
      soc2: ['CC2.1', 'CC3.4'],
      iso27001: ['A.5.37'],
    },
    {
      id: 'close-the-ticket',
      category: 'Records',
      item: 'Check the evidence and close the ticket',
      description:
        'The security lead checks that access removal, key revocation and deletion confirmation are all recorded, then closes the ticket. Keep it as evidence of the vendor’s exit for at least the audit period.',
      soc2: ['CC4.1', 'CC9.2'],
      iso27001: ['A.5.22'],
    },
  ],
};

export default checklist;
