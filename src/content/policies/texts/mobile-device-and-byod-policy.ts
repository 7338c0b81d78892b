import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'mobile-device-and-byod-policy',
  title: 'Mobile Device and BYOD Policy',
  overview:
    'This policy covers the use of company-owned and personal phones, tablets and laptops to access [Company Name] systems and data. It explains which devices may be used, the minimum security controls every device must have, how devices are enrolled in management, what happens when a device is lost or stolen, and what the company can and cannot see on a personal device. The goal is to keep company and customer data protected on small, portable devices that are easily lost, while respecting the privacy of people who choose to use their own phone for work. [Policy Owner] owns this policy and is the contact for questions about it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Mobile devices hold email, chat, documents and multi-factor authentication for most people at [Company Name], which makes them a valuable target and a common source of data loss. The purpose of this policy is to make sure that every device used for work meets a verifiable security baseline, that company data on it can be removed when needed, and that the rules for personal devices are clear and fair, so that we can show customers and auditors that endpoint risk is controlled.',
    },
    {
      title: 'Scope',
      content: [
        'Company-owned laptops, phones and tablets issued to employees and contractors of [Company Name].',
        'Personal phones and tablets that employees or contractors choose to use for work (“bring your own device” or BYOD), including when used only for multi-factor authentication, email or chat.',
        'All company data accessed, stored or processed on these devices, including email, files, chat messages, customer data and authentication credentials.',
        'Wearables and other connected devices are out of scope, except that they must not be used to store company data.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, defines the device security baseline and compliance rules, and approves exceptions.',
        'IT operates the device management platform, enrolls and configures devices, monitors compliance, responds to loss and theft, and keeps the device inventory current.',
        'Managers make sure their team members enroll devices before using them for work and return company devices when they leave.',
        'Device users keep their devices updated and secured, follow this policy and the Acceptable Use Policy, and report loss, theft or suspected compromise immediately.',
        '[Approver] approves this policy.',
      ],
    },
    {
      title: 'Eligible Devices',
      content: [
        'Laptops and desktops: only company-owned computers may be used to access [Company Name] systems and data. Personal computers are not permitted, except through an approved exception.',
        'Phones and tablets: company-owned devices, or personal iOS, iPadOS and Android devices that run an operating system version still receiving security updates from the manufacturer.',
        'Devices that are jailbroken, rooted, running unofficial operating system builds, or no longer receiving security updates are not eligible.',
        'Personal devices may access only the apps and services IT makes available for BYOD, such as email, calendar, chat, the document store and the authenticator app. Production systems, administrative consoles and bulk customer data exports are accessed only from company laptops.',
        'Where [Company Name] handles protected health information, such data may be accessed only on company-owned devices, never on personal devices.',
      ],
    },
    {
      title: 'Minimum Security Requirements',
      content: [
        'Screen lock with a passcode of at least 6 digits, a password, or biometrics backed by such a passcode. Devices lock automatically after no more than 5 minutes of inactivity.',
        'Storage encryption enabled. Modern iOS and Android devices encrypt storage automatically when a passcode is set; laptops use full-disk encryption with recovery keys escrowed in device management.',
        'Devices erase company data, or the whole device for company-owned devices, after no more than 10 consecutive failed unlock attempts.',
        'Operating system and security updates are installed within 14 days of release, and within 7 days when IT announces an update fixing an actively exploited vulnerability.',
        'Apps are installed only from the official Apple App Store, Google Play or the company’s managed app catalog.',
        'Company data stays inside managed apps or the work profile. Copying company data into personal apps, personal cloud backups or personal messaging services is blocked where technically possible and prohibited in all cases.',
        'Company laptops also run the company endpoint protection and firewall, and users do not hold local administrator rights for everyday work.',
        'Single sign-on conditional access checks device compliance at sign-in and blocks devices that do not meet these requirements.',
      ],
    },
    {
      title: 'Device Enrollment',
      content: [
        'Company-owned devices are enrolled in device management through automated enrollment before being handed to the user, so that management cannot be removed by the user.',
        'Personal phones and tablets are enrolled through a privacy-preserving method, such as user enrollment on Apple devices or a work profile on Android, or protected with app protection policies, before they access any company data.',
        'By enrolling a personal device, the user agrees in writing to the controls in this policy, including selective wipe of company data. IT keeps a record of this acknowledgement.',
        'The device inventory records each enrolled device, its owner type (company or personal), assigned user, operating system version and compliance status.',
        'IT reviews compliance reports at least monthly. Devices that remain non-compliant for more than 5 business days are blocked from company systems until fixed, and devices that have not checked in for 30 days are investigated.',
      ],
    },
    {
      title: 'Lost or Stolen Devices',
      content: [
        'Report a lost or stolen device, or one you believe has been compromised, to IT or the security reporting channel within one hour of noticing, at any time of day.',
        'IT, or the on-call security contact outside business hours, revokes the user’s active sessions and sends a remote lock and wipe command within 4 hours of the report: a full wipe for company-owned devices and a selective wipe of company data for personal devices.',
        'Each report is recorded in a ticket with the device, the time of loss and report, the actions taken and confirmation of the wipe when the device next connects.',
        '[Policy Owner] assesses whether customer data, personal data or protected health information may have been exposed and, if so, handles the event under the Incident Response Policy, including any breach notification.',
        'Users must not try to recover a stolen device themselves. Report a theft to the police and add the police report number to the ticket.',
      ],
    },
    {
      title: 'Employee Privacy',
      content: [
        'On personal devices, [Company Name] can see only what is needed to manage company data: the device model, operating system version, compliance status, and the managed apps and their data.',
        'The company cannot and does not access personal email, messages, photos, contacts, browsing history, personal apps or the device’s location, and will not ask users to disclose them.',
        'Selective wipe removes only company accounts, managed apps and company data; it does not delete personal content. A personal device is fully wiped only at the user’s request.',
        'Company data on personal devices remains company property and may be subject to legal holds or investigations. Any such access follows the monitoring rules of the Acceptable Use Policy and is recorded.',
        'Users may stop using a personal device for work at any time by asking IT to remove company access.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Exceptions, such as temporary use of a personal computer or a device that cannot meet a requirement, must be requested in writing to [Policy Owner] with the reason, the risk, compensating controls such as browser-only access, and an end date. Approved exceptions are recorded in the exception register, last no more than 12 months, and are reviewed before renewal.',
    },
    {
      title: 'Enforcement',
      content:
        'Devices that do not meet this policy are blocked from [Company Name] systems until fixed. Deliberately bypassing device controls, jailbreaking an enrolled device, or moving company data to unmanaged apps may lead to removal of access and disciplinary action up to and including termination of employment or contract. Users who report a lost device promptly and in good faith will not be penalized for the loss.',
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months, and after significant changes to [Company Name]’s device management tools, mobile operating systems, legal requirements or working arrangements, or after an incident involving a mobile device. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC6.1', 'CC6.7', 'CC6.8'],
    iso27001: ['A.8.1', 'A.6.7', 'A.7.9', 'A.8.24'],
    other: [
      {
        framework: 'HIPAA',
        ids: ['164.310(b)', '164.310(c)', '164.310(d)(1)', '164.312(a)(2)(iv)'],
      },
      { framework: 'CIS Controls', ids: ['3.6', '4.3', '4.10', '4.11', '4.12'] },
    ],
  },
});

export default policy;
