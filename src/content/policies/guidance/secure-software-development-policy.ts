import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'secure-software-development-policy',
  overview: overview('security in each stage of the development lifecycle', ['A.8.25']),
  sections: {
    Purpose: purpose('vulnerabilities written into the product and shipped to customers', [
      'CC8.1',
      'A.8.25',
    ]),
    Scope: {
      auditor:
        'An auditor checks that all software in production is covered, including infrastructure code, internal tools with production access and code written by contractors. Contractor code outside the process is a common gap.',
      small:
        'A 10-person company covers its product repositories and infrastructure code, written by its own engineers and any contractors. Scripts with production access are included.',
      large:
        'A 200-person company covers every repository by reference to the code host, including mobile apps, libraries and outsourced development. Outsourced code meets the same standard by contract.',
      controls: ['CC8.1', 'A.8.25', 'A.8.30'],
    },
    'Roles and Responsibilities': roles(
      'maintaining the coding standard, configuring security testing and fixing findings',
      'A 10-person company has the CTO own the standard and tooling, and every engineer fix findings in their code. Findings go into the normal backlog with due dates.',
      'A 200-person company has application security own the standard and tools, with security champions in each team. Security results are reported each quarter.',
      ['A.8.25'],
    ),
    'Secure Design and Threat Modeling': {
      auditor:
        'An auditor checks that security requirements are considered in design and may ask for a threat model or design review of a significant feature. Design decisions on authentication and tenant isolation are what they probe.',
      small:
        'A 10-person company adds a short security section to design notes for features touching authentication, permissions or customer data. A few bullet points per feature are enough.',
      large:
        'A 200-person company runs threat models for significant features, with security review required before build. Threat models are kept with the design.',
      controls: ['CC3.2', 'A.8.26', 'A.8.27'],
    },
    'Secure Coding Standards': {
      auditor:
        'An auditor checks that a coding standard exists, covers common vulnerability classes such as the OWASP Top 10 and that engineers are trained on it. A standard nobody was trained on is hard to evidence.',
      small:
        'A 10-person company adopts the OWASP Top 10 and its framework’s security guidance as its standard. Engineers read it at onboarding.',
      large:
        'A 200-person company publishes language-specific standards, linters that enforce parts of them and yearly secure coding training. The standard is reviewed yearly.',
      controls: ['CC8.1', 'A.8.28'],
    },
    'Code Review and Security Testing': {
      auditor:
        'An auditor checks that every change is reviewed and that automated security testing runs, asking for tool configuration and a sample of findings handled. Tools that run but whose findings nobody reads do not count.',
      small:
        'A 10-person company requires one review per pull request and turns on the code host’s free static analysis and secret scanning. Secrets found by scanning are rotated, not only removed.',
      large:
        'A 200-person company runs static and dynamic testing in CI, requires security review for sensitive changes and tracks findings against deadlines. Tool findings are triaged within set times.',
      controls: ['CC7.1', 'CC8.1', 'A.8.29', 'A.8.33'],
    },
    'Third-Party Dependencies': {
      auditor:
        'An auditor checks that dependencies are tracked and scanned for known vulnerabilities and that findings are fixed within the vulnerability management timelines. Old alerts left open are a finding.',
      small:
        'A 10-person company commits lock files and enables automated dependency update and alert tools on its code host. Alerts are fixed within the vulnerability deadlines.',
      large:
        'A 200-person company runs software composition analysis on every build, keeps an SBOM and vets new dependencies and their licenses. Abandoned packages are replaced.',
      controls: ['CC7.1', 'A.8.8', 'A.8.28'],
    },
    'Source Code and Release Protection': {
      auditor:
        'An auditor checks that repository access is restricted through SSO with MFA and reviewed, and that releases cannot be altered outside the pipeline. Write access for leavers is a common finding.',
      small:
        'A 10-person company keeps repositories private, signs in to the code host through SSO and protects the main branch. Personal forks of company code are not allowed.',
      large:
        'A 200-person company reviews repository access quarterly, protects pipeline secrets and signs its release artifacts. Deploy credentials are limited to the pipeline.',
      controls: ['CC6.1', 'CC6.8', 'A.8.4', 'A.8.31'],
    },
    Exceptions: exceptions('a release shipped with a known medium finding and a fix date'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
