import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'remote-work-policy',
  overview: overview('working securely from home and while traveling', ['A.6.7']),
  sections: {
    Purpose: purpose('company data exposed at home, in public places or on untrusted networks', [
      'A.6.7',
    ]),
    Scope: {
      auditor:
        'An auditor checks that everyone working outside a company office is covered, however often, and that every kind of location is included. People working abroad are a frequent gap.',
      small:
        'A 10-person fully remote company covers everyone, at home and when traveling. Working from abroad needs approval.',
      large:
        'A 200-person company covers hybrid and fully remote staff, contractors and work from other countries, with any limits on where work may be done. Limits follow tax, employment and data transfer rules.',
      controls: ['A.6.7'],
    },
    'Roles and Responsibilities': roles(
      'setting the remote access requirements, configuring devices and handling remote-work incidents',
      'A 10-person company has the CTO set the requirements and configure laptops, with each person responsible for their workspace. Questions go to a named person.',
      'A 200-person company has IT enforce device and access controls, managers approve working abroad and security review remote-work incidents. Incidents are reviewed by security.',
      ['A.6.7'],
    ),
    Eligibility: {
      auditor:
        'An auditor checks that remote workers have acknowledged the policy and completed training before working remotely, using training and acknowledgement records. They sample remote workers for both records.',
      small:
        'A 10-person company makes everyone eligible after accepting the policy and completing security training. Everyone acknowledges the policy at onboarding.',
      large:
        'A 200-person company sets eligibility per role, requires approval for working from another country and records acknowledgements. Acknowledgements are kept as evidence.',
      controls: ['CC2.2', 'A.6.7', 'CC6.1'],
    },
    'Home Network Security': {
      auditor:
        'An auditor checks that home network expectations are stated, knowing the company cannot verify them, and that device-level controls compensate. Device controls carry the weight here.',
      small:
        'A 10-person company asks for WPA2 or WPA3 Wi-Fi with a changed router password and relies on encrypted connections to its tools. It explains why, in one line.',
      large:
        'A 200-person company states the same rules and adds technical controls, such as a secure access client or zero-trust access, so home networks are not trusted. Home networks are treated as untrusted.',
      controls: ['CC6.6', 'A.8.20'],
    },
    'Workspace and Physical Security': {
      auditor:
        'An auditor checks that workspace rules cover screen privacy, locking devices and storing equipment, and that screen lock is enforced technically. Rules nobody can check are backed by device settings.',
      small:
        'A 10-person company asks people to lock screens, keep calls private and store laptops safely, with screen lock enforced by device management. Family members do not use work devices.',
      large:
        'A 200-person company adds privacy screens for shared spaces, rules for printed material at home and secure disposal of paper. Confidential paper is shredded, not binned.',
      controls: ['CC6.4', 'A.7.7', 'A.7.9', 'A.8.1'],
    },
    'Travel and Public Networks': {
      auditor:
        'An auditor checks that rules for public Wi-Fi, shared computers and border crossings are stated and that devices are protected when traveling. The VPN or secure access client is the part they can test.',
      small:
        'A 10-person company asks people to use a hotspot or VPN on public Wi-Fi and never use shared computers for work. Devices are never left unattended.',
      large:
        'A 200-person company adds guidance for high-risk countries, loaner devices for some trips and notification of travel to IT. Loaner devices are wiped on return.',
      controls: ['CC6.7', 'A.8.20'],
    },
    'Incident Reporting and Support': {
      auditor:
        'An auditor checks that remote workers know how and how fast to report losses or suspected compromise, and that IT can lock or wipe devices remotely. They may ask for a recent loss and its handling.',
      small:
        'A 10-person company names the chat channel or phone number for reports and wipes lost laptops through device management. Reports are welcome at any hour.',
      large:
        'A 200-person company runs a help desk and out-of-hours security contact and tracks remote-work events as incidents. Each event is recorded with the actions taken.',
      controls: ['CC7.3', 'A.6.8'],
    },
    Exceptions: exceptions('a temporary need to work on a personal computer'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
