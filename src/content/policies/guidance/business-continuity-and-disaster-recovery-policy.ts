import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'business-continuity-and-disaster-recovery-policy',
  overview: overview('keeping critical services running and recovering them after a disruption', [
    'A.5.29',
  ]),
  sections: {
    Purpose: purpose('a long outage or the loss of a critical system, vendor or person', [
      'A1.2',
      'A.5.29',
    ]),
    Scope: {
      auditor:
        'An auditor checks that the scope includes the production service and the business processes and vendors it depends on, not only infrastructure. People and communication channels are part of continuity too.',
      small:
        'A 10-person company covers the production service, its cloud provider, source code hosting and how the team keeps talking if its chat tool is down. Key people are part of the plan, with deputies.',
      large:
        'A 200-person company covers each production region, support and security operations, critical vendors and the offices or remote setup the teams depend on. Each critical vendor’s own continuity commitments are noted.',
      controls: ['A1.2', 'CC9.1', 'A.5.29'],
    },
    'Roles and Responsibilities': roles(
      'declaring a disaster, leading recovery, communicating and testing the plan',
      'A 10-person company names the CTO to lead recovery and a founder to declare a disaster and speak to customers, with a deputy for each. Contact details are kept outside company systems.',
      'A 200-person company names a crisis team with deputies, an incident commander rota, a communications lead and owners for each recovery runbook. Roles are assigned by position, with a rota for out-of-hours cover.',
      ['A.5.30'],
    ),
    'Business Impact Analysis': {
      auditor:
        'An auditor asks for the business impact analysis and checks that it is current, identifies critical processes and dependencies, and is the basis for the recovery objectives. An analysis older than a year, or one that misses a critical vendor, is a common finding.',
      small:
        'A 10-person company writes a one-page analysis: the product, what it depends on, how long customers can tolerate an outage and what data loss is acceptable. It usually fits on one page.',
      large:
        'A 200-person company interviews process owners, tiers systems by impact over time and refreshes the analysis yearly and after major changes. Its results set the recovery tiers.',
      controls: ['CC9.1', 'A1.1', 'A.5.30'],
    },
    'Recovery Objectives (RTO and RPO)': {
      auditor:
        'An auditor checks that RTO and RPO are defined per tier, approved by management and consistent with customer contracts, the backup configuration and the test results. Objectives that no test has ever met are challenged.',
      small:
        'A 10-person company sets one objective for the product, such as recovery within a business day and no more than an hour of data loss, matched to its managed database settings. Objectives it cannot yet meet are stated honestly with a plan to close the gap.',
      large:
        'A 200-person company sets objectives per tier and customer commitment, and checks each exercise’s measured times against them. Customers see only commitments the tests have shown can be met.',
      controls: ['A1.2', 'A.5.30', 'A.8.14'],
    },
    'Continuity and Recovery Procedures': {
      auditor:
        'An auditor looks for a written plan with escalation, decision authority, communication and step-by-step runbooks for likely scenarios. A plan that exists only in someone’s head fails the test.',
      small:
        'A 10-person company keeps runbooks for restoring the database and redeploying the service in another region, stored where they can be reached if the main tools are down. Runbooks are written so that someone other than their author can follow them.',
      large:
        'A 200-person company maintains runbooks per scenario and system, an out-of-band communication channel and a contact list kept outside primary systems. Runbooks are tested as part of plan exercises.',
      controls: ['A1.2', 'CC7.5', 'A.5.29', 'A.5.30', 'A.8.13'],
    },
    'Plan Testing': {
      auditor:
        'An auditor asks for the record of each test in the period: the scenario, participants, measured times against the objectives, findings and their follow-up. At least one test a year is expected.',
      small:
        'A 10-person company runs a one-hour tabletop exercise once a year and records the scenario, what worked and what to fix. The founders take part, since they will make the decisions in a real event.',
      large:
        'A 200-person company alternates tabletop and technical failover tests, measures recovery times and tracks findings to closure. Results are reported to leadership.',
      controls: ['A1.3', 'A.5.30', 'A.8.14'],
    },
    'Plan Maintenance': {
      auditor:
        'An auditor checks that the plan was updated after tests, incidents and architecture changes, and that its contact lists and runbooks are current. Stale contact details are the usual gap.',
      small:
        'A 10-person company updates the plan after its yearly test and when a key person or vendor changes. A dated version history shows the updates.',
      large:
        'A 200-person company versions the plan, assigns runbook owners and requires updates within a set time after each test or invocation. Changes follow the same approval as the policy.',
      controls: ['A1.2', 'A.5.29'],
    },
    Exceptions: exceptions('a system recovered more slowly than its tier’s objective'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
