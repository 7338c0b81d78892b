import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'change-management-policy',
  overview: overview(
    'how changes to production code and infrastructure are reviewed and released',
    ['CC8.1'],
  ),
  sections: {
    Purpose: purpose(
      'an unreviewed or untested change breaking the service or weakening security',
      ['CC8.1'],
    ),
    Scope: {
      auditor:
        'An auditor checks that application code, infrastructure-as-code, configuration and database changes are all in scope. Changes made by hand in a cloud console are the usual gap.',
      small:
        'A 10-person company covers its main repositories, infrastructure code and the cloud account settings changed by hand. Console changes are limited and recorded when they cannot go through code.',
      large:
        'A 200-person company covers every production repository, CI/CD pipelines, feature flags, database migrations and changes by vendors who operate parts of the service. Vendor-operated changes are covered by the vendor’s own controls and contract.',
      controls: ['CC8.1', 'A.8.32'],
    },
    'Roles and Responsibilities': roles(
      'authoring, reviewing, approving and deploying changes and sampling change records',
      'A 10-person company has every engineer author and review changes and the CTO own the policy and the branch protection settings. When only one engineer is available, the change waits or goes through the emergency process.',
      'A 200-person company names code owners per repository, a release or platform team for the pipeline, and a change advisory group for high-risk changes. Authority to bypass protections is limited to a few named administrators.',
      ['CC8.1', 'A.5.3'],
    ),
    'Change Types': {
      auditor:
        'An auditor checks that change types are defined and that each type’s path is followed: standard changes really are pre-approved and low-risk, and emergency changes are reviewed afterwards. They sample changes of each type to see the right path was followed.',
      small:
        'A 10-person company defines normal changes through pull requests and emergency changes for incidents, and seldom needs a standard-change catalog. Keeping two types avoids paperwork without weakening review.',
      large:
        'A 200-person company keeps a catalog of pre-approved standard changes, classifies normal changes by risk and requires extra approval for high-risk ones. Each type’s approval path is written down.',
      controls: ['CC8.1', 'A.8.32', 'CC3.4'],
    },
    'Review and Approval': {
      auditor:
        'An auditor samples production deployments and checks each has a pull request approved by someone other than the author before merge. They also ask for the branch protection settings and who can bypass them.',
      small:
        'A 10-person company requires one approving review on the main branch, blocks direct pushes for everyone including admins and keeps the settings screenshot as evidence. A pull request without an approval cannot be merged.',
      large:
        'A 200-person company enforces code owner reviews, signed commits or verified identities, and reports any bypass of branch protection to the policy owner. Approvals are kept in the code host as evidence.',
      controls: ['CC8.1', 'A.5.3', 'A.8.32', 'A.8.4'],
    },
    'Testing and Deployment': {
      auditor:
        'An auditor checks that tests run before release and that a failed required check blocks the merge, and that deployments go through the pipeline rather than by hand. They may ask for the pipeline configuration and a sample of runs.',
      small:
        'A 10-person company runs automated tests in CI on every pull request and deploys only from the main branch through the pipeline. A staging environment is optional at this size if tests and rollbacks are reliable.',
      large:
        'A 200-person company adds staging environments, progressive rollouts, separation of production data from test environments and rollback plans for high-risk changes. Production data is not copied to test environments without masking.',
      controls: ['CC8.1', 'A.8.29', 'A.8.31', 'A.8.32'],
    },
    'Emergency Changes': {
      auditor:
        'An auditor asks for the emergency changes in the period and checks each was approved by the named role, documented and reviewed retrospectively within the stated time. Frequent emergency changes suggest the normal path is being avoided.',
      small:
        'A 10-person company allows a fix with verbal approval from the CTO during an incident and opens a pull request afterwards within a day or two. The retrospective review is recorded on the pull request.',
      large:
        'A 200-person company ties emergency changes to an incident record, logs every branch protection bypass and reviews each within a few business days. Emergency changes are reported in the quarterly review.',
      controls: ['CC8.1', 'A.8.32'],
    },
    'Monitoring and Change Review': {
      auditor:
        'An auditor looks for evidence that someone checks that the process is followed, such as a quarterly sample of deployments, and that unauthorized changes are detected from audit logs. Without it, the process has no check of its own.',
      small:
        'A 10-person company checks a handful of deployments each quarter against their pull requests and records the result. Findings are fixed and noted.',
      large:
        'A 200-person company reconciles deployments with approved pull requests automatically and alerts on changes made outside the pipeline. Results are reported to leadership each quarter.',
      controls: ['CC8.1', 'CC7.1', 'A.8.9'],
    },
    Exceptions: exceptions('a repository that cannot yet enforce branch protection'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
