import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'incident-response-policy',
  overview: overview('how security incidents are reported, handled and learned from', ['A.5.24']),
  sections: {
    Purpose: purpose('an incident noticed late or handled badly, making the harm worse', [
      'CC7.3',
      'A.5.24',
    ]),
    Scope: {
      auditor:
        'An auditor checks that the definition of an incident is clear enough for staff to recognize one and covers data exposure, account takeover, lost devices and incidents at vendors. A narrow definition means incidents go unrecorded.',
      small:
        'A 10-person company defines incidents with a few everyday examples, such as a lost laptop or a phishing click, so nobody wonders whether to report. It includes incidents reported by customers.',
      large:
        'A 200-person company distinguishes events, incidents and breaches, and includes incidents at subprocessors that affect its data. Privacy breaches are handled in the same process.',
      controls: ['CC7.3', 'A.5.24', 'A.5.25'],
    },
    'Roles and Responsibilities': roles(
      'leading the response, communicating, deciding on notification and keeping the runbooks',
      'A 10-person company names the CTO as incident commander, a founder for customer communication and a deputy for each. Deputies matter because incidents happen during holidays.',
      'A 200-person company keeps an on-call rota of incident commanders, names communications, legal and scribe roles and trains everyone on them. Everyone knows how to reach the incident commander.',
      ['CC7.4', 'A.5.24'],
    ),
    'Severity Levels': {
      auditor:
        'An auditor checks that severity levels are defined with response times and that incident records show the level assigned and the times met. Response times nobody meets are a finding.',
      small:
        'A 10-person company uses three levels with simple response times and pages everyone for the top one. Simple levels are used consistently.',
      large:
        'A 200-person company defines four levels with acknowledgement and update times, escalation paths and who must be informed at each level. Severity can be raised or lowered as facts emerge.',
      controls: ['CC7.3', 'A.5.25'],
    },
    'Detection and Reporting': {
      auditor:
        'An auditor asks how incidents are detected and reported, checks that staff know the reporting channel and samples alerts to see that they were triaged. They may ask an employee how they would report an incident.',
      small:
        'A 10-person company routes alerts to a shared channel and asks everyone to report suspicions in a dedicated chat channel or by phone to the CTO. Reports outside business hours go to a phone number.',
      large:
        'A 200-person company routes alerts to on-call, provides a reporting form and channel, and records every reported event with its triage decision. Every report gets an answer, even if it is not an incident.',
      controls: ['CC7.2', 'CC7.3', 'A.6.8'],
    },
    'Containment, Eradication and Recovery': {
      auditor:
        'An auditor checks for documented response steps and, in incident records, evidence that containment, evidence preservation and recovery were carried out. Without records, they cannot see the steps were taken.',
      small:
        'A 10-person company keeps short runbooks for the likeliest incidents, such as a leaked key or compromised account, and a checklist for preserving logs. It names who can take systems offline.',
      large:
        'A 200-person company maintains playbooks per incident type, forensic readiness with preserved logs and images, and a retainer with an incident response firm. Evidence is preserved before systems are changed.',
      controls: ['CC7.4', 'A.5.26', 'A.5.28'],
    },
    'Notification Requirements': {
      auditor:
        'An auditor checks that contractual and legal notification deadlines are known, such as 72 hours under GDPR, and that each serious incident records the notification decision. A late notice is both a finding and a contract breach.',
      small:
        'A 10-person company lists the notification deadlines in its customer contracts and the applicable laws and names who decides. An outside lawyer is lined up before it is needed.',
      large:
        'A 200-person company keeps a notification matrix per jurisdiction and contract, with templates and legal review of every notice. Notices are approved by named people.',
      controls: ['CC2.3', 'CC7.4', 'A.5.5', 'A.5.26'],
    },
    'Post-Incident Review': {
      auditor:
        'An auditor asks for post-incident reviews in the period and checks that root causes were found and actions tracked to closure. With no incidents, they look for a tabletop exercise instead.',
      small:
        'A 10-person company writes a one-page review after each significant incident and runs a yearly tabletop if nothing happened. Actions go into the normal ticket queue.',
      large:
        'A 200-person company holds blameless reviews within a set time, tracks actions in tickets and reports trends to leadership. Lessons feed training and runbooks.',
      controls: ['CC7.5', 'A.5.27'],
    },
    Exceptions: exceptions('an incident whose review was postponed by agreement'),
    Enforcement: enforcement(),
    Review: review('at least every six months'),
  },
} satisfies PolicyGuidance;

export default guidance;
