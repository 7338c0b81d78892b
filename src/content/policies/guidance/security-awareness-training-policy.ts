import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'security-awareness-training-policy',
  overview: overview('security training at onboarding and every year, and phishing exercises', [
    'A.6.3',
  ]),
  sections: {
    Purpose: purpose(
      'people being the easiest way into the company through phishing and mistakes',
      ['CC2.2', 'A.6.3'],
    ),
    Scope: {
      auditor:
        'An auditor checks that everyone with access to systems is required to train, including contractors, because they will sample that whole population. Contractors missing from the records are the usual gap.',
      small:
        'A 10-person company requires everyone, employees and contractors alike, to complete the training. Short-term contractors without system access may be exempt.',
      large:
        'A 200-person company sets which contractors and agency staff must train, based on their access and length of engagement. Exemptions are recorded.',
      controls: ['CC2.2', 'A.6.3'],
    },
    'Roles and Responsibilities': roles(
      'choosing content, assigning training, running phishing simulations and reporting completion',
      'A 10-person company has a founder assign the training in ComplyReady and chase anyone overdue. Completion is checked each month.',
      'A 200-person company has security own the content and simulations, People Operations assign training and managers follow up on their teams. Leadership sees completion rates each quarter.',
      ['A.6.3'],
    ),
    'Training Requirements': {
      auditor:
        'An auditor samples new hires and existing staff and checks completion dates against the deadlines: within the stated days of starting and once every 12 months. Late completions are exceptions.',
      small:
        'A 10-person company assigns the courses at onboarding and once a year and keeps the completion records and certificates. Certificates are kept for the audit.',
      large:
        'A 200-person company automates assignments from the HR system, tracks completion per department and reports overdue training. Deadlines are enforced with reminders and escalation.',
      controls: ['CC1.4', 'CC2.2', 'A.6.3', 'A.6.8'],
    },
    'Role-Based Training': {
      auditor:
        'An auditor checks that engineers, administrators and others with higher risk receive training for their role, such as secure coding. Engineers without secure coding training are a common finding.',
      small:
        'A 10-person company adds a secure coding course for engineers and keeps its completion records. Free courses are acceptable when recorded.',
      large:
        'A 200-person company assigns role-based courses per job family, such as secure coding, privacy for support staff and incident response for on-call. Content is reviewed yearly.',
      controls: ['CC1.4', 'A.6.3'],
    },
    'Phishing Simulations': {
      auditor:
        'An auditor may ask for simulation results and follow-up training for people who clicked. Simulations are not required by SOC 2, but they are a common way to show training is effective.',
      small:
        'A 10-person company runs a simple simulation once or twice a year, or states honestly that it does not run them yet. Results are used to teach, not to punish.',
      large:
        'A 200-person company runs quarterly campaigns, tracks click and report rates and assigns follow-up training. Repeat clickers get extra training.',
      controls: ['CC2.2', 'A.6.3'],
    },
    'Completion Tracking': {
      auditor:
        'An auditor asks for a completion report for the period with names, courses and dates, and checks that overdue training was followed up. A report generated at audit time from the system of record is ideal.',
      small:
        'A 10-person company exports the training status from ComplyReady at audit time and keeps certificates. Overdue training is followed up personally.',
      large:
        'A 200-person company reports completion monthly, escalates overdue training to managers and restricts access after a set grace period. Records are kept for the audit period.',
      controls: ['CC1.5', 'A.6.3', 'A.5.4'],
    },
    Exceptions: exceptions('someone on extended leave completing training on return'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
