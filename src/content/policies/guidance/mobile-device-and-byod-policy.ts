import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'mobile-device-and-byod-policy',
  overview: overview('company and personal devices used for work', ['A.8.1']),
  sections: {
    Purpose: purpose('company data on lost, stolen or poorly protected devices', [
      'CC6.8',
      'A.8.1',
    ]),
    Scope: {
      auditor:
        'An auditor checks that both company-owned and personal devices are covered, including phones used only for multi-factor authentication or email. Phones holding MFA codes are a frequent blind spot.',
      small:
        'A 10-person company covers company laptops and the personal phones people use for email, chat and MFA codes. It says whether personal laptops are allowed at all.',
      large:
        'A 200-person company covers laptops, phones and tablets of every ownership model and states which devices may never hold company data. Ownership models are listed with the controls for each.',
      controls: ['CC6.8', 'A.8.1'],
    },
    'Roles and Responsibilities': roles(
      'setting the baseline, enrolling devices, monitoring compliance and responding to losses',
      'A 10-person company has the CTO or operations lead run device management and handle lost devices. The device list is checked against the staff list.',
      'A 200-person company has IT run the device platform and help desk, security set the baseline and People Operations collect BYOD acknowledgements. Compliance is reported monthly.',
      ['A.8.1'],
    ),
    'Eligible Devices': {
      auditor:
        'An auditor checks that the policy states which devices may access company data and that technical controls, such as conditional access, enforce it. A rule no system enforces is hard to evidence.',
      small:
        'A 10-person company allows only company laptops and personal phones with a supported operating system. Older phones that no longer get updates are excluded.',
      large:
        'A 200-person company blocks unmanaged devices through conditional access in the identity provider and lists supported platforms and versions. Exceptions are time-limited.',
      controls: ['CC6.1', 'CC6.8', 'A.8.1', 'A.6.7'],
    },
    'Minimum Security Requirements': {
      auditor:
        'An auditor asks for a device compliance report showing screen lock, encryption and current operating systems across all devices. Devices missing from the report are questioned as well.',
      small:
        'A 10-person company enforces passcode, encryption and automatic updates through a lightweight device management tool. Non-compliant devices are followed up within days.',
      large:
        'A 200-person company enforces a baseline per platform, blocks non-compliant devices and reports compliance monthly. Requirements are enforced technically, not only written.',
      controls: ['CC6.8', 'A.8.1', 'A.8.24'],
    },
    'Device Enrollment': {
      auditor:
        'An auditor checks that devices are enrolled before use and compares the enrolled list with the asset inventory and staff list. Unenrolled devices with company email are a common finding.',
      small:
        'A 10-person company enrolls company laptops at setup and personal phones through a work profile or app protection. Leavers’ devices are unenrolled and wiped.',
      large:
        'A 200-person company uses automated enrollment for company devices and user enrollment for personal ones, reconciled with HR records. Enrollment is part of onboarding.',
      controls: ['CC6.8', 'A.8.1'],
    },
    'Lost or Stolen Devices': {
      auditor:
        'An auditor checks that losses must be reported quickly and asks for an example of a lost device handled: sessions revoked and the device locked or wiped. Slow reporting is the usual weakness.',
      small:
        'A 10-person company asks people to report losses in a chat channel or by phone and has the CTO wipe the device remotely. Speed matters more than paperwork.',
      large:
        'A 200-person company runs a 24-hour reporting path, revokes sessions in the identity provider and records each loss as a security event. Each loss is logged with the actions taken.',
      controls: ['CC6.7', 'CC7.3', 'A.6.8', 'A.7.9'],
    },
    'Employee Privacy': {
      auditor:
        'An auditor checks that personal device owners are told what the company can and cannot see, which also supports lawful monitoring in the EU and UK. Clear limits also make people more willing to enroll.',
      small:
        'A 10-person company states that it sees only device model, OS version and compliance, and can wipe only company data on personal phones. It explains this before enrollment.',
      large:
        'A 200-person company publishes a privacy notice for device management, reviewed by legal, and collects BYOD consent. Questions go to a named contact.',
      controls: ['CC2.2', 'A.5.34'],
    },
    Exceptions: exceptions('a contractor allowed to use a personal laptop'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
