import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'information-security-policy',
  overview: overview('leadership’s commitment to security and how the program is organized', [
    'CC1.1',
  ]),
  sections: {
    Purpose: purpose('a security program without direction, ownership or leadership support', [
      'CC1.1',
      'CC3.1',
    ]),
    Scope: {
      auditor:
        'An auditor checks that the scope of the program matches the scope of the audit, such as the ISMS scope for ISO 27001 or the system boundary in the SOC 2 system description. A mismatch between the two is one of the first things they notice.',
      small:
        'A 10-person company covers all staff, all company and customer information, the product and the SaaS tools it runs on. Contractors and vendors are included through their contracts.',
      large:
        'A 200-person company defines the scope by entities, locations, products and systems, with any exclusions stated and justified. Exclusions are reviewed each year.',
      controls: ['CC2.2', 'A.5.1'],
    },
    'Roles and Responsibilities': roles(
      'setting direction, approving policies, running the program and operating controls',
      'A 10-person company names a founder as approver and the CTO as security lead, with every employee responsible for following the policies. It is honest that people hold several roles.',
      'A 200-person company names a security leader, a security or risk committee, control owners and board or audit committee oversight. Board oversight is documented where a board exists.',
      ['CC1.2', 'A.5.3', 'A.5.4'],
    ),
    'Security Objectives': {
      auditor:
        'An auditor checks that objectives are measurable and monitored. ISO 27001 (clause 6.2) requires them to be planned and their progress evaluated.',
      small:
        'A 10-person company sets three or four objectives, such as no customer data exposure and all staff trained each year, and checks them at the yearly review. Objectives are few and measurable.',
      large:
        'A 200-person company sets objectives with metrics and owners and reports progress to leadership each quarter. Progress is reported with the figures behind it.',
      controls: ['CC3.1', 'A.5.1'],
    },
    'Policy Framework': {
      auditor:
        'An auditor checks that the topic-specific policies exist, are approved and communicated, and that staff acknowledge the ones that apply to them. Policies listed but never published are a finding.',
      small:
        'A 10-person company lists the policies it has adopted and has everyone accept them in ComplyReady. The list matches the policies actually published.',
      large:
        'A 200-person company maps each policy to an owner and audience, keeps standards and procedures beneath them and tracks acknowledgements per audience. Each policy has an owner, an audience and a review date.',
      controls: ['CC2.2', 'CC5.3', 'A.5.1'],
    },
    'Risk Management Approach': {
      auditor:
        'An auditor checks that a risk assessment method exists, is applied at least yearly and feeds decisions about controls and their priorities. They look for a risk register that actually changed.',
      small:
        'A 10-person company refers to the Risk Assessment Policy and keeps a register of its top risks reviewed by the founders. Risks are reviewed when something big changes.',
      large:
        'A 200-person company runs a formal yearly assessment with risk owners, a stated risk appetite and quarterly reporting. Risk acceptance is recorded with the approver.',
      controls: ['CC3.1', 'CC3.2', 'A.5.31'],
    },
    'Monitoring and Internal Audit': {
      auditor:
        'An auditor checks that control operation is monitored and that the program is reviewed independently, such as an internal audit for ISO 27001 (clause 9.2). Findings from the internal audit should lead to tracked actions.',
      small:
        'A 10-person company checks its controls each quarter in its compliance tool and hires an outside consultant for a yearly internal audit. Findings are tracked to closure.',
      large:
        'A 200-person company runs an internal audit program independent of control owners and reports findings and their follow-up to leadership. The internal auditor does not audit their own work.',
      controls: ['CC4.1', 'CC4.2', 'A.5.35', 'A.5.36'],
    },
    Exceptions: exceptions('a risk accepted by leadership above the usual tolerance'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months', ['CC1.2']),
  },
} satisfies PolicyGuidance;

export default guidance;
