import { checklistCard } from './catalogue.ts';
import type { ChecklistContent } from './types.ts';

const checklist: ChecklistContent = {
  ...checklistCard('endpoint-security-baseline'),
  recurrence: 'quarterly',
  items: [
    {
      id: 'keep-device-inventory',
      category: 'Device Inventory',
      item: 'Keep a current device inventory',
      description:
        'IT keeps a list of every company laptop and phone with its serial number, assigned person, operating system and enrolment date, usually in the device management tool. Each quarter, compare it with the HR roster so every active employee and contractor has a device on record and no leaver still holds one. Save the reconciled export with the date.',
      soc2: ['CC6.1'],
      iso27001: ['A.5.9', 'A.8.1'],
    },
    {
      id: 'enrol-devices-in-mdm',
      category: 'Device Inventory',
      item: 'Enrol every device in device management',
      description:
        'IT enrols each laptop in a device management (MDM) tool before handing it over, so settings are enforced and compliance can be reported centrally. Each quarter, list devices that sign in to the identity provider but are not enrolled and fix or block them. Keep the enrolment report as evidence.',
      soc2: ['CC6.1', 'CC6.8'],
      iso27001: ['A.8.1', 'A.8.9'],
    },
    {
      id: 'set-personal-device-rules',
      category: 'Device Inventory',
      item: 'Set the rules for personal devices',
      description:
        'The security lead decides whether personal phones or computers may reach company data and, if so, which minimum controls apply (supported OS, screen lock, app protection or work profile). Record the decision in the mobile device policy, re-confirm it each year, and keep a list of approved personal devices.',
      soc2: ['CC6.1', 'CC6.7'],
      iso27001: ['A.6.7', 'A.8.1'],
    },
    {
      id: 'turn-on-disk-encryption',
      category: 'Encryption and Screen Lock',
      item: 'Turn on full-disk encryption',
      description:
        'IT enforces FileVault on macOS and BitLocker on Windows (or LUKS on Linux) through device management, and stores recovery keys in the MDM tool rather than with the user. Each quarter, export the encryption status of every device and follow up on any that report off. Keep the export.',
      soc2: ['CC6.1', 'CC6.7'],
      iso27001: ['A.8.1', 'A.8.24'],
    },
    {
      id: 'enforce-screen-lock',
      category: 'Encryption and Screen Lock',
      item: 'Enforce an automatic screen lock',
      description:
        'Device management locks the screen after no more than 15 minutes of inactivity (5 is common) and requires the password or biometrics to unlock. Staff are reminded to lock manually when leaving a device in a shared space. Keep a screenshot of the configuration profile as evidence.',
      soc2: ['CC6.1'],
      iso27001: ['A.7.7', 'A.8.1'],
    },
    {
      id: 'require-strong-device-sign-in',
      category: 'Encryption and Screen Lock',
      item: 'Require a strong device sign-in',
      description:
        'Each device has a named user account protected by a password or passphrase meeting the password policy, ideally with biometrics or a hardware-backed key for daily use. No shared logins. IT confirms the password profile is applied and keeps the configuration as evidence.',
      soc2: ['CC6.1'],
      iso27001: ['A.5.17', 'A.8.5'],
    },
    {
      id: 'turn-on-automatic-os-updates',
      category: 'Updates and Protection',
      item: 'Turn on automatic operating system updates',
      description:
        'Device management installs operating system security updates automatically, with a deadline such as 14 days from release and 7 days for actively exploited flaws. Each quarter, list devices on an unsupported or outdated OS version and chase the owners. Keep the patch-status report.',
      soc2: ['CC7.1', 'CC6.8'],
      iso27001: ['A.8.1', 'A.8.8'],
    },
    {
      id: 'keep-browsers-and-apps-updated',
      category: 'Updates and Protection',
      item: 'Keep browsers and common apps updated',
      description:
        'Browsers, office tools, chat clients and developer tools update themselves or are updated through device management. IT spot-checks a sample of devices each quarter for versions that are far behind and records the result.',
      soc2: ['CC7.1'],
      iso27001: ['A.8.8'],
    },
    {
      id: 'run-endpoint-protection',
      category: 'Updates and Protection',
      item: 'Run endpoint protection on every laptop',
      description:
        'Every laptop runs an endpoint protection or EDR agent that cannot be turned off by the user and sends alerts to someone who reviews them. Each quarter, compare the agent’s device list with the inventory and fix gaps. Keep the coverage report and a sample of reviewed alerts.',
      soc2: ['CC6.8'],
      iso27001: ['A.8.7'],
    },
    {
      id: 'enable-host-firewall',
      category: 'Updates and Protection',
      item: 'Enable the built-in firewall',
      description:
        'Device management turns on the operating system firewall and blocks unsolicited incoming connections. Keep the configuration profile or a compliance report showing the setting is applied.',
      soc2: ['CC6.6'],
      iso27001: ['A.8.1', 'A.8.20'],
    },
    {
      id: 'limit-local-admin-rights',
      category: 'Accounts and Software',
      item: 'Limit local administrator rights',
      description:
        'Staff work from a standard account; administrator rights are granted on request for a reason, preferably just in time, and recorded. Each quarter, IT lists devices where the daily user is a local admin and confirms each one is approved.',
      soc2: ['CC6.3', 'CC6.8'],
      iso27001: ['A.8.1', 'A.8.2'],
    },
    {
      id: 'control-software-installation',
      category: 'Accounts and Software',
      item: 'Control which software is installed',
      description:
        'Publish a short list of approved and banned software, deliver approved apps through device management or a self-service catalogue, and block or flag unapproved remote-access tools and browser extensions. Review the installed-software report each quarter and record what was removed.',
      soc2: ['CC6.8'],
      iso27001: ['A.8.1', 'A.8.7'],
    },
    {
      id: 'prepare-lost-device-response',
      category: 'Lost Devices and Disposal',
      item: 'Be ready to lock or wipe a lost device',
      description:
        'Staff know to report a lost or stolen device to IT within an hour. IT confirms it can revoke sessions and send a remote lock or wipe from the MDM tool, and tests this on a spare device once a year. Keep the ticket for each real loss and the test record.',
      soc2: ['CC6.7', 'CC7.3'],
      iso27001: ['A.6.8', 'A.7.9', 'A.8.1'],
    },
    {
      id: 'wipe-devices-before-reuse',
      category: 'Lost Devices and Disposal',
      item: 'Wipe devices before reuse or disposal',
      description:
        'When a device is returned, reassigned, sold or recycled, IT erases it using the vendor’s secure erase or MDM wipe and removes it from the inventory. Recyclers provide a certificate of destruction. Keep the wipe record or certificate for each device.',
      soc2: ['CC6.5'],
      iso27001: ['A.5.11', 'A.7.14'],
    },
    {
      id: 'review-compliance-report',
      category: 'Review and Evidence',
      item: 'Review the quarterly compliance report',
      description:
        'The security lead reviews the MDM compliance summary each quarter, gives owners of non-compliant devices a fix-by date (for example 7 days), and blocks access from devices that stay non-compliant. File the summary, the follow-ups and the sign-off together.',
      soc2: ['CC4.1', 'CC4.2'],
      iso27001: ['A.5.36', 'A.8.1'],
    },
  ],
};

export default checklist;
