import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'change-management-policy',
  title: 'Change Management Policy',
  overview:
    'This policy sets out how [Company Name] requests, reviews, tests, approves, deploys and records changes to its production systems and code. Most changes at a SaaS company move through a pull request and an automated pipeline, so this policy builds the required controls into that everyday workflow rather than adding a separate approval board. The aim is that every production change can be traced to a record showing who made it, who reviewed it, how it was tested and when it was released. [Policy Owner] owns this policy and is the contact for questions about it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Uncontrolled changes are a leading cause of outages, security weaknesses and data loss. The purpose of this policy is to make sure that changes to [Company Name] production systems are authorized, reviewed by someone other than the author, tested before release, reversible where possible, and recorded, so that the service stays reliable and secure and so that we can show customers and auditors that no change reaches production without the required checks.',
    },
    {
      title: 'Scope',
      content: [
        'Application source code for the [Company Name] product, including services, front-end code, mobile apps and shared libraries.',
        'Infrastructure and configuration: infrastructure-as-code, cloud account and network settings, container and server images, CI/CD pipelines, feature flag defaults and secrets management settings.',
        'Database schema changes and data migrations, and any manual change to production data.',
        'Configuration of third-party services that are part of the production environment, such as identity provider, DNS, CDN, email delivery and monitoring settings.',
        'Changes made by contractors or vendors on behalf of [Company Name].',
        'Out of scope: changes to development and personal environments, and routine operational tasks listed as standard changes in the change catalog.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, maintains the change catalog, configures the technical controls that enforce it, and reviews change records each quarter.',
        'Change authors describe, test and deploy their changes, and link each change to a ticket or pull request.',
        'Reviewers are engineers other than the author who have knowledge of the affected system. They check the change for correctness, security and rollback, and approve it in the source control system.',
        'Engineering managers approve normal changes with significant customer impact, and confirm that their teams follow this policy.',
        'The on-call engineer or incident commander may authorize emergency changes as described below.',
        '[Approver] approves this policy and receives the quarterly change review results.',
      ],
    },
    {
      title: 'Change Types',
      content: [
        'Standard changes are low-risk, repeatable changes with a pre-approved procedure, such as scaling capacity within set limits or rotating a certificate through automation. [Policy Owner] approves each standard change type and lists it in the change catalog; individual instances need a ticket or log entry but no further approval.',
        'Normal changes are all other planned changes. They follow the full review, testing and approval process in this policy.',
        'Significant changes are normal changes that alter how customer data is stored, processed or accessed, change authentication or encryption, introduce a new production system or vendor, or require planned downtime. They also need a documented risk and security review, a rollback plan and approval by an engineering manager.',
        'Emergency changes are changes needed immediately to restore service, contain a security incident or fix a critical vulnerability, when waiting for normal approval would cause greater harm.',
      ],
    },
    {
      title: 'Review and Approval',
      content: [
        'Every change to code or infrastructure-as-code is made through a pull request on a protected branch. Direct pushes to the main branch are blocked for everyone, including administrators.',
        'Each pull request must be approved by at least one reviewer who is not the author before it can be merged. Approval is dismissed automatically when new commits are pushed after review.',
        'The pull request or its linked ticket states what is changing, why, the expected impact and how to roll back.',
        'Significant changes also record the security review outcome and the engineering manager’s approval in the ticket before deployment.',
        'Manual changes to production configuration or data that cannot go through a pull request need a ticket approved by a second engineer before the change, and the commands or steps used are recorded in the ticket.',
        'Required review and status checks are enforced through branch protection settings, which only [Policy Owner] and named administrators can change; every change to those settings is logged.',
      ],
    },
    {
      title: 'Testing and Deployment',
      content: [
        'Automated tests, static analysis and dependency checks run in the CI pipeline on every pull request, and a failed required check blocks the merge.',
        'Changes are deployed to a staging environment that mirrors production before release, except for standard changes and configuration-only changes with their own validation steps.',
        'Development, staging and production environments are kept separate, with separate accounts or projects and credentials. Production customer data is not used in development or staging.',
        'Deployments to production run through the CI/CD pipeline using a service identity. Engineers do not deploy from their own laptops.',
        'The pipeline records each deployment with the commit, the person who triggered it and the time. Deployment logs are retained for at least 12 months.',
        'Database migrations are tested against a copy of the production schema and must be reversible or accompanied by a verified backup taken immediately before the change.',
        'After deployment the author checks dashboards and alerts, and rolls back promptly if errors or performance deteriorate.',
      ],
    },
    {
      title: 'Emergency Changes',
      content: [
        'An emergency change may be made with verbal or chat approval from the on-call engineer, the incident commander or an engineering manager, and where possible is still made through a pull request.',
        'If branch protection has to be bypassed, a named administrator does so, the bypass is logged, and protection is restored immediately afterwards.',
        'Within 2 business days, the author opens or completes the ticket, documents what was changed and why, links it to the incident record, and obtains a retrospective review by a second engineer.',
        '[Policy Owner] reviews every emergency change each month to confirm it was justified and documented, and raises a ticket for any that were not.',
      ],
    },
    {
      title: 'Monitoring and Change Review',
      content: [
        'Each quarter [Policy Owner] selects a sample of production deployments and confirms that each has a linked pull request, an approval by someone other than the author and passing checks. Findings and fixes are recorded and kept as evidence.',
        'Cloud audit logs and configuration monitoring alert on production changes made outside the pipeline; each alert is investigated within one business day and either linked to an approved change or treated as a security incident.',
        'Changes linked to customer-facing incidents are reviewed in the incident retrospective, and lessons learned update the change catalog or pipeline checks.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Requests for exceptions, such as a repository that cannot yet enforce branch protection, must be made in writing to [Policy Owner], stating the reason, the risk, compensating controls such as after-the-fact review, and an end date. [Approver] must approve any exception that allows an engineer to deploy their own unreviewed change to production. Exceptions are recorded in the exception register, last no more than 12 months and are reviewed before renewal.',
    },
    {
      title: 'Enforcement',
      content:
        'Making unauthorized changes to [Company Name] production systems, bypassing review or deployment controls without an approved emergency, or misrepresenting testing or approval may lead to removal of production access and disciplinary action up to and including termination of employment or contract. Unauthorized changes are treated as potential security incidents and investigated.',
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy at least once every 12 months, and after significant changes to [Company Name]’s development workflow, tooling, hosting or organization, or after an incident caused by a change. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC8.1', 'CC3.4', 'CC7.1'],
    iso27001: ['A.8.32', 'A.8.9', 'A.8.31', 'A.8.29', 'A.8.4'],
    other: [
      { framework: 'SOX', ids: ['Section 404'] },
      { framework: 'NIST 800-53', ids: ['CM-3', 'CM-4', 'CM-5', 'SA-10'] },
    ],
  },
});

export default policy;
