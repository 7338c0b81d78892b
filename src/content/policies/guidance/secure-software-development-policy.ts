import type policy from '../texts/secure-software-development-policy.ts';
import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance: PolicyGuidance<typeof policy> = {
  id: 'secure-software-development-policy',
  overview: overview('security in each stage of the development lifecycle', ['A.8.25']),
  sections: {
    Purpose: purpose('vulnerabilities written into the product and shipped to customers', [
      'CC8.1',
      'A.8.25',
    ]),
    Scope: {
      auditor:
        'An auditor checks that all software in production is covered, including infrastructure code, internal tools with production access and code written by contractors.',
      small:
        'A 10-person company covers its product repositories and infrastructure code, written by its own engineers and any contractors.',
      large:
        'A 200-person company covers every repository by reference to the code host, including mobile apps, libraries and outsourced development.',
      controls: ['CC8.1', 'A.8.25', 'A.8.30'],
    },
    'Roles and Responsibilities': roles(
      'maintaining the coding standard, configuring security testing and fixing findings',
      'A 10-person company has the CTO own the standard and tooling, and every engineer fix findings in their code.',
      'A 200-person company has application security own the standard and tools, with security champions in each team.',
      ['A.8.25'],
    ),
    'Secure Design and Threat Modeling': {
      auditor:
        'An auditor checks that security requirements are considered in design and may ask for a threat model or design review of a significant feature.',
      small:
        'A 10-person company adds a short security section to design notes for features touching authentication, permissions or customer data.',
      large:
        'A 200-person company runs threat models for significant features, with security review required before build.',
      controls: ['CC3.2', 'A.8.26', 'A.8.27'],
    },
    'Secure Coding Standards': {
      auditor:
        'An auditor checks that a coding standard exists, covers common vulnerability classes such as the OWASP Top 10 and that engineers are trained on it.',
      small:
        'A 10-person company adopts the OWASP Top 10 and its framework’s security guidance as its standard.',
      large:
        'A 200-person company publishes language-specific standards, linters that enforce parts of them and yearly secure coding training.',
      controls: ['CC8.1', 'A.8.28'],
    },
    'Code Review and Security Testing': {
      auditor:
        'An auditor checks that every change is reviewed and that automated security testing runs, asking for tool configuration and a sample of findings handled.',
      small:
        'A 10-person company requires one review per pull request and turns on the code host’s free static analysis and secret scanning.',
      large:
        'A 200-person company runs static and dynamic testing in CI, requires security review for sensitive changes and tracks findings against deadlines.',
      controls: ['CC7.1', 'CC8.1', 'A.8.29', 'A.8.33'],
    },
    'Third-Party Dependencies': {
      auditor:
        'An auditor checks that dependencies are tracked and scanned for known vulnerabilities and that findings are fixed within the vulnerability management timelines.',
      small:
        'A 10-person company commits lock files and enables automated dependency update and alert tools on its code host.',
      large:
        'A 200-person company runs software composition analysis on every build, keeps an SBOM and vets new dependencies and their licenses.',
      controls: ['CC7.1', 'A.8.8', 'A.8.28'],
    },
    'Source Code and Release Protection': {
      auditor:
        'An auditor checks that repository access is restricted through SSO with MFA and reviewed, and that releases cannot be altered outside the pipeline.',
      small:
        'A 10-person company keeps repositories private, signs in to the code host through SSO and protects the main branch.',
      large:
        'A 200-person company reviews repository access quarterly, protects pipeline secrets and signs its release artifacts.',
      controls: ['CC6.1', 'CC6.8', 'A.8.4', 'A.8.31'],
    },
    Exceptions: exceptions('a release shipped with a known medium finding and a fix date'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
};

export default guidance;
