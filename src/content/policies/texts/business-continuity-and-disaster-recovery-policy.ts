import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'business-continuity-and-disaster-recovery-policy',
  title: 'Business Continuity and Disaster Recovery Policy',
  overview:
    'This policy explains how [Company Name] keeps its critical services running during a disruption and restores them within agreed recovery time and recovery point objectives. It requires a business impact analysis to decide what matters most, a written continuity and recovery plan, resilient infrastructure and backups, and regular tests that prove the plan works. [Policy Owner] owns this policy and the business continuity and disaster recovery plan.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Customers rely on [Company Name] to be available when they need it. A cloud region failure, a ransomware attack, the loss of a key vendor or the sudden absence of key people could all stop the service. This policy makes sure the company has worked out in advance what must be recovered first, how quickly and with how much data loss, who decides, and how it will keep customers informed, and that it tests these arrangements before they are needed.',
    },
    {
      title: 'Scope',
      content: [
        'The production service delivered to customers, including its application, databases, storage, infrastructure-as-code and deployment pipeline.',
        'Business processes needed to operate the service and the company: customer support, security monitoring, identity and access management, source code management, payroll and finance.',
        'Critical vendors on which these services and processes depend, such as the cloud hosting provider, identity provider, email and communication tools, and payment processor.',
        'All personnel with a role in the plan, and the people and teams whose work is needed to keep critical processes going.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner]: maintains this policy and the plan, runs the business impact analysis and plan tests, and reports results to leadership.',
        '[Approver]: approves this policy, the recovery objectives and the plan, and has authority to declare a disaster and invoke the plan.',
        'Crisis lead: the person named in the plan (with at least one deputy) who coordinates the response once the plan is invoked, makes prioritization decisions, and keeps leadership informed.',
        'Engineering: designs the production environment to meet the recovery objectives, maintains backups and recovery runbooks, and carries out technical recovery.',
        'Customer success and support: communicate with customers during a disruption using status page updates and prepared message templates.',
        'All [Company Name] personnel: know how to reach their manager and the company’s emergency communication channel if normal tools are unavailable.',
      ],
    },
    {
      title: 'Business Impact Analysis',
      content: [
        '[Policy Owner] completes a business impact analysis at least once every 12 months and when a major new system, product or critical vendor is added.',
        'The analysis lists each critical business process and system, its dependencies on people, technology and vendors, the impact of an outage over time (financial, contractual, regulatory and reputational), and the maximum tolerable downtime.',
        'Each system is assigned a recovery tier based on the analysis. The analysis also identifies single points of failure, including people whose knowledge is not documented, and records actions to reduce them.',
        'The completed analysis is approved by [Approver] and kept with the plan as evidence.',
      ],
    },
    {
      title: 'Recovery Objectives (RTO and RPO)',
      content: [
        'Tier 1, the customer-facing production service and its data: recovery time objective (RTO) of 8 hours and recovery point objective (RPO) of 1 hour.',
        'Tier 2, internal systems needed to operate and support the service, such as source code hosting, the deployment pipeline, the identity provider, monitoring and the support desk: RTO of 24 hours and RPO of 24 hours.',
        'Tier 3, other business systems: RTO of 5 business days and RPO of 24 hours.',
        'These objectives must be at least as strict as any recovery commitment in customer agreements. Where a contract requires a stricter objective, [Policy Owner] updates the tier or records a documented exception.',
        'Production runs across at least two availability zones, databases use continuous backups with point-in-time recovery, and backups are copied to a separate region and a separate account with restricted access, as set out in the Backup Policy.',
        'For Tier 1 and Tier 2 services provided by vendors, [Company Name] checks during vendor review that the vendor’s own continuity commitments support these objectives.',
      ],
    },
    {
      title: 'Continuity and Recovery Procedures',
      content: [
        'The written plan covers how a disruption is assessed and escalated, who can declare a disaster, how the team communicates if primary tools fail, the order in which systems are recovered, and step-by-step runbooks for the most likely scenarios: loss of an availability zone, loss of a cloud region, data corruption or ransomware, compromise of the cloud account, and loss of a critical vendor.',
        'Production infrastructure is defined as code so that it can be recreated in another region from the source repository.',
        'The plan includes a contact list for the crisis team, key vendors and customer escalation contacts, kept current and stored where it can be reached without company systems, for example as a printed or offline copy held by the crisis lead and deputy.',
        'Customers are informed of service disruptions through the status page within 30 minutes of a confirmed Tier 1 outage, with updates at least every 2 hours until recovery.',
        '[Company Name] work can continue if an office is unavailable, because all staff can work remotely with company laptops and cloud-based tools.',
        'Security controls, including access control, logging and encryption, stay in force during recovery. Any temporary relaxation is approved by the crisis lead, recorded, and reversed once normal operations resume.',
        'Each invocation of the plan is recorded with a timeline and followed by a post-incident review.',
      ],
    },
    {
      title: 'Plan Testing',
      content: [
        'The plan is tested at least once every 12 months. Tests alternate between a tabletop exercise walking through a realistic scenario and a technical recovery exercise that restores Tier 1 systems in a separate environment.',
        'Technical recovery exercises measure the actual recovery time and data loss against the RTO and RPO, and verify the integrity of restored data.',
        'Restores of production database backups are tested at least quarterly under the Backup Policy, and the results feed into this plan.',
        'Each test is documented with the date, participants, scenario, results, timings, issues found and corrective actions. Corrective actions are tracked as tickets until closed, and the report is kept as audit evidence.',
      ],
    },
    {
      title: 'Plan Maintenance',
      content: [
        '[Policy Owner] updates the plan within 30 days after each test, each invocation, and each significant change to the production architecture, critical vendors or key people.',
        'The plan and runbooks are reviewed in full at least once every 12 months, and [Approver] signs off the reviewed version.',
        'Members of the crisis team receive a briefing on their role when they join the team and after each significant plan update, and attendance is recorded.',
      ],
    },
    {
      title: 'Exceptions',
      content: [
        'Systems that cannot meet their tier’s recovery objectives require a written exception request to [Policy Owner] that describes the gap, the business impact, interim measures and a plan to close it.',
        'Exceptions affecting Tier 1 systems require approval from [Approver]. All approved exceptions are recorded in the exception register and expire after no more than 12 months.',
      ],
    },
    {
      title: 'Enforcement',
      content: [
        'Missed tests, out-of-date plans and unfixed test findings are tracked as findings and reported to [Approver] each quarter until resolved.',
        'Personnel who ignore the plan or their assigned responsibilities without good reason may face disciplinary action.',
      ],
    },
    {
      title: 'Review',
      content: [
        '[Policy Owner] reviews this policy at least once every 12 months and after significant changes, such as a major architecture change, a new hosting provider, new customer commitments or an invocation of the plan.',
        '[Approver] approves each revision, and the version history is kept.',
        'This version ([Version]) takes effect on [Effective Date].',
      ],
    },
  ],
  controls: {
    soc2: ['CC7.5', 'CC9.1', 'A1.1', 'A1.2', 'A1.3'],
    iso27001: ['A.5.29', 'A.5.30', 'A.8.13', 'A.8.14'],
    other: [
      {
        framework: 'NIST CSF',
        ids: ['ID.IM-04', 'PR.DS-11', 'PR.IR-04', 'RC.RP-01', 'RC.RP-03'],
      },
      {
        framework: 'CSA STAR',
        ids: ['BCR-01', 'BCR-02', 'BCR-04', 'BCR-06', 'BCR-08', 'BCR-09'],
      },
    ],
  },
});

export default policy;
