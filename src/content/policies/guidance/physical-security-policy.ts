import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'physical-security-policy',
  overview: overview('offices, equipment and on-site information', ['A.7.1']),
  sections: {
    Purpose: purpose('unauthorized people entering workspaces or taking equipment or information', [
      'CC6.4',
      'A.7.2',
    ]),
    Scope: {
      auditor:
        'An auditor checks which locations are in scope. Data centers are usually the cloud provider’s, covered by its SOC 2 report, so the policy covers offices and devices.',
      small:
        'A 10-person company that works remotely covers home workspaces and devices and notes that the cloud provider secures the data centers. A remote-first company says so and keeps the policy short.',
      large:
        'A 200-person company lists each office, any rooms with network equipment or records, and coworking spaces used regularly. Data centers are covered by the providers’ own audits.',
      controls: ['CC6.4', 'A.7.1'],
    },
    'Roles and Responsibilities': roles(
      'approving access to restricted areas, issuing badges and running visitor management',
      'A 10-person company without an office makes the CTO responsible for device security and home workspace guidance. The building manager’s controls are relied on and noted.',
      'A 200-person company names an office manager per site, with security approving restricted area access and reviewing access lists. Access lists are reviewed each quarter.',
      ['A.7.2'],
    ),
    'Facility Access Control': {
      auditor:
        'An auditor asks for the list of people with office access and checks it against current staff, and may ask how badges of leavers are collected. Badges still active for leavers are a finding.',
      small:
        'A 10-person company in a shared office relies on the building’s badge system and collects keys or badges at offboarding. Door codes are changed when someone leaves.',
      large:
        'A 200-person company uses individual badges, restricted zones for network rooms and a quarterly review of access lists. Restricted rooms have their own access list.',
      controls: ['CC6.4', 'A.7.1', 'A.7.2', 'A.7.3'],
    },
    'Visitor Management': {
      auditor:
        'An auditor checks that visitors are signed in, badged and escorted, and may ask for the visitor log for a sample of days. In a shared building, the reception’s sign-in records can serve as the log.',
      small:
        'A 10-person company has visitors sign in at the building reception and be accompanied by their host. A shared office’s reception log is enough.',
      large:
        'A 200-person company uses a visitor system with NDAs where needed, visible badges and retained logs. Visitor logs are kept for a set period.',
      controls: ['CC6.4', 'A.7.2'],
    },
    'Equipment Security': {
      auditor:
        'An auditor checks that equipment is inventoried, encrypted and protected when left unattended or taken off site. Unencrypted laptops are a finding whatever the office controls.',
      small:
        'A 10-person company requires encrypted laptops enrolled in device management and asks people not to leave them in cars or unlocked spaces. Laptops go home with their users.',
      large:
        'A 200-person company adds locked storage in offices, cable locks where needed and protection for network equipment rooms. Equipment rooms are locked.',
      controls: ['CC6.4', 'A.7.9', 'A.8.1', 'CC6.5', 'CC6.7', 'A.7.10', 'A.7.14'],
    },
    'Clear Desk and Clear Screen': {
      auditor:
        'An auditor checks that screens lock automatically, usually through device settings, and may walk through an office to see that no Confidential information is left out. Screen lock settings are the part they can test.',
      small:
        'A 10-person company enforces an automatic screen lock through device management and keeps little or no paper. Printing is rare.',
      large:
        'A 200-person company runs occasional clear desk checks, provides shredding bins and enforces screen locks on every device. Checks are recorded when they are done.',
      controls: ['CC6.4', 'A.7.7'],
    },
    Exceptions: exceptions('an office without badge access during a move'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
