import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'human-resources-security-policy',
  overview: overview('security across hiring, role changes and departures', ['CC1.4']),
  sections: {
    Purpose: purpose('people gaining or keeping access they should not have', ['CC1.4', 'A.6.1']),
    Scope: {
      auditor:
        'An auditor checks that employees, contractors and agency staff are covered at every stage from hiring to departure, since they will sample each population. Contractors left out of the process are a common gap.',
      small:
        'A 10-person company covers employees and contractors from offer to last day. Contractors follow the same steps through their contracts.',
      large:
        'A 200-person company covers agency and outsourced staff, interns and people moving between roles or entities, in each country it hires in. Local law sets the limits on screening.',
      controls: ['CC1.4', 'A.6.1'],
    },
    'Roles and Responsibilities': roles(
      'screening, collecting agreements, onboarding, recording role changes and offboarding',
      'A 10-person company has a founder run hiring paperwork and the CTO handle access, using a checklist for each joiner and leaver. The checklist is kept for every joiner and leaver.',
      'A 200-person company has People Operations run screening and agreements through the HR system, IT handle access and managers confirm role changes. A quarterly sample of checklists is reviewed.',
      ['CC1.4'],
    ),
    'Background Screening': {
      auditor:
        'An auditor samples new hires and asks for evidence that screening was completed before the start date, as far as local law allows. Screening finished after access was granted is an exception.',
      small:
        'A 10-person company checks identity, right to work and references, and uses a screening provider for roles with production access. Checks are proportionate to the role and lawful where the person lives.',
      large:
        'A 200-person company uses a screening provider with checks set per country and role, and records completion in the HR system. Results are kept confidentially in the HR system.',
      controls: ['CC1.4', 'A.6.1'],
    },
    'Terms and Conditions of Employment': {
      auditor:
        'An auditor samples hires and contractors and asks for signed confidentiality agreements and policy acknowledgements dated before access was granted. Missing signatures for contractors are the usual finding.',
      small:
        'A 10-person company includes confidentiality and security obligations in its offer letters and contractor agreements and collects signatures electronically. Policies are accepted before access is granted.',
      large:
        'A 200-person company uses standard agreements per country, tracks signatures in the HR system and re-collects policy acknowledgements each year. Agreements are stored with the personnel file.',
      controls: ['CC1.1', 'CC1.5', 'A.6.2', 'A.6.6'],
    },
    Onboarding: {
      auditor:
        'An auditor checks that onboarding grants only approved access and includes training and policy acknowledgement, using a sample of onboarding tickets. Access granted before approval is an exception.',
      small:
        'A 10-person company uses a checklist per hire: accounts created, laptop issued, training assigned, policies accepted. The checklist is kept as evidence.',
      large:
        'A 200-person company drives onboarding from the HR system, with role-based access bundles and tracked completion of training within the stated days. Access beyond the role’s bundle needs separate approval.',
      controls: ['CC1.4', 'CC6.2', 'A.6.3'],
    },
    'Role Changes': {
      auditor:
        'An auditor samples people who changed roles and checks that access no longer needed was removed within the stated time. Movers keeping old access is a common finding.',
      small:
        'A 10-person company has the CTO review access whenever someone’s role changes and records it in a ticket. Small teams often forget this step, so it is on the checklist.',
      large:
        'A 200-person company triggers an access change ticket from the HR system and has the new manager confirm the access within the stated days. Temporary access for a project has an end date.',
      controls: ['CC6.2', 'CC6.3', 'A.5.18', 'A.6.5'],
    },
    'Termination and Offboarding': {
      auditor:
        'An auditor compares the HR leavers list with account disablement dates and asset returns for a sample. Any access removed later than the policy allows is an exception.',
      small:
        'A 10-person company runs an offboarding checklist on the last day, disabling SSO first and recording when each account was closed. Devices are returned or wiped.',
      large:
        'A 200-person company automates account disablement from the HR system, tracks asset returns and reminds leavers of continuing confidentiality duties. Involuntary departures are disabled immediately.',
      controls: ['CC6.2', 'A.5.11', 'A.5.18', 'A.6.5'],
    },
    'Disciplinary Process': {
      auditor:
        'An auditor checks that a formal, fair disciplinary process exists for security violations and is communicated to staff. They may ask whether it was used for a security violation.',
      small:
        'A 10-person company refers to the disciplinary section of its employee handbook and keeps a note of any case. Outside HR advice is used when needed.',
      large:
        'A 200-person company follows a documented HR procedure with investigation, right to respond and proportionate outcomes, consistent across countries. Records are kept confidentially.',
      controls: ['CC1.5', 'A.6.4'],
    },
    Exceptions: exceptions('a start date moved ahead of completed screening'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
