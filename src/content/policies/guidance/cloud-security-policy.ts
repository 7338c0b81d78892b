import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'cloud-security-policy',
  overview: overview('the security baseline of cloud accounts, identities and configurations', [
    'A.5.23',
  ]),
  sections: {
    Purpose: purpose('misconfigured cloud resources exposing data or the service', ['A.5.23']),
    Scope: {
      auditor:
        'An auditor checks that every cloud account, project and subscription is in scope, including development and sandbox accounts that can reach production data or share identities. A forgotten sandbox account is a common way in.',
      small:
        'A 10-person company names its one or two cloud accounts and the managed services it uses on them. Personal or trial accounts holding company data are closed or brought in.',
      large:
        'A 200-person company covers the whole cloud organization by reference to the account inventory, including logging and security accounts and every region in use. Accounts outside the organization are found and brought in.',
      controls: ['CC6.1', 'A.5.23'],
    },
    'Roles and Responsibilities': roles(
      'approving baselines and privileged roles, building infrastructure and handling findings',
      'A 10-person company has the CTO own the cloud account and approve admin rights, with engineers making changes through code. A second person can reach the root account in an emergency.',
      'A 200-person company gives a platform team the baselines and guardrails, security the posture monitoring, and service teams the fixes for their resources. Findings are assigned to the team that owns the resource.',
      ['A.5.23'],
    ),
    'Shared Responsibility Model': {
      auditor:
        'An auditor checks that the company knows which controls the provider operates and which it operates itself, and that the provider’s SOC 2 report is reviewed, including its complementary user entity controls. Controls nobody owns fall between the provider and the company.',
      small:
        'A 10-person company writes a short table of what the provider covers and what it does itself, and reviews the provider’s SOC 2 report once a year. It is a page, not a project.',
      large:
        'A 200-person company keeps a responsibility matrix per provider and service, maps the complementary user entity controls to its own controls and reviews it yearly. It is updated when new services are adopted.',
      controls: ['CC9.2', 'A.5.23'],
    },
    'Account and Identity Management': {
      auditor:
        'An auditor checks that people sign in to the cloud through single sign-on with MFA, that the root account is locked away, and that production is separated from other environments. They sample cloud users and roles against approvals.',
      small:
        'A 10-person company uses SSO into its cloud console, keeps production in its own account and protects the root user with a hardware key. Long-lived access keys for people are avoided.',
      large:
        'A 200-person company runs an account-per-environment organization, grants roles through identity provider groups and reviews the account inventory each quarter. Service identities use short-lived credentials where possible.',
      controls: ['CC6.1', 'CC6.3', 'A.8.2', 'A.8.5', 'CC6.6'],
    },
    'Secure Configuration Baselines': {
      auditor:
        'An auditor looks for a documented baseline, such as the CIS Foundations Benchmark, evidence that infrastructure is built from reviewed code, and guardrails that prevent the most dangerous settings. Deviations should be recorded, not discovered.',
      small:
        'A 10-person company adopts the provider’s security recommendations and builds production with infrastructure-as-code reviewed in pull requests. It accepts the provider’s defaults where they are secure and says so.',
      large:
        'A 200-person company tailors the CIS benchmark, enforces it with organization-level guardrails and records each deviation with a reason. Baselines are versioned with the infrastructure code.',
      controls: ['CC7.1', 'CC8.1', 'A.8.9'],
    },
    'Data Protection in the Cloud': {
      auditor:
        'An auditor checks that storage is encrypted at rest, public access to storage is blocked by default and backups are protected, usually from configuration screenshots or posture reports. Public storage is one of the most common cloud findings.',
      small:
        'A 10-person company relies on the provider’s default encryption, blocks public buckets account-wide and documents both. Snapshots and backups follow the same rules.',
      large:
        'A 200-person company uses customer-managed keys for Restricted data, monitors for public exposure and copies backups to a separate account. Keys are rotated and their use is logged.',
      controls: ['CC6.1', 'CC6.7', 'A.8.13', 'A.8.24'],
    },
    'Monitoring and Misconfiguration Detection': {
      auditor:
        'An auditor checks that control-plane audit logs are on everywhere and protected, that misconfigurations are detected, and that findings are fixed within stated times. They may sample findings and their fix dates.',
      small:
        'A 10-person company enables the provider’s audit trail and its built-in security findings service and reviews findings weekly. Critical findings are fixed within days.',
      large:
        'A 200-person company uses a posture management tool across accounts, routes critical findings to on-call and tracks fix times against the policy. Exceptions are time-limited and recorded.',
      controls: ['CC7.1', 'CC7.2', 'A.8.15', 'A.8.16'],
    },
    Exceptions: exceptions('a public storage bucket approved for hosting website assets'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
