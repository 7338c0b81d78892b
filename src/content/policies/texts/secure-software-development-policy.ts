import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'secure-software-development-policy',
  title: 'Secure Software Development Policy',
  overview:
    'This policy describes how [Company Name] builds security into every stage of software development: planning and design, writing code, review and testing, managing open-source and third-party components, and release. It applies the same engineering habits our teams already use, such as pull requests, automated pipelines and tickets, so that secure development is part of normal delivery and leaves evidence as it goes. It works alongside the Change Management Policy, which governs how changes reach production, and the Vulnerability Management Policy, which governs how found weaknesses are fixed. [Policy Owner] owns this policy and is the contact for questions about it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'Customers trust [Company Name] to protect their data inside software that we write. The purpose of this policy is to prevent common and serious security defects from being introduced, to find the ones that slip through before release, and to keep the software supply chain under control. It also gives auditors and customers a clear, testable description of our secure development practices.',
    },
    {
      title: 'Scope',
      content: [
        'All software developed by or for [Company Name] that runs in production or handles company or customer data, including back-end services, web and mobile front ends, APIs, infrastructure-as-code, scripts with production access and internal tools.',
        'All employees and contractors who design, write, review, test or release that software, including outsourced development partners.',
        'Open-source libraries, container base images, third-party SDKs and CI/CD actions used in that software.',
        'Generated code, including code suggested by AI coding assistants, which is held to the same standards as code written by hand.',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns this policy, maintains the secure coding standard, selects and configures security testing tools, and reports security testing results to leadership each quarter.',
        'Engineering managers make sure their teams complete secure development training, follow this policy, and schedule time to fix security findings.',
        'Engineers write code to the secure coding standard, complete threat modeling for significant features, fix findings in their code and review their peers’ changes with security in mind.',
        'Security champions, where appointed, are the first point of contact for security questions within their team and take part in threat models and higher-risk code reviews.',
        '[Approver] approves this policy and any exception that allows a release with an unresolved high or critical finding.',
      ],
    },
    {
      title: 'Secure Design and Threat Modeling',
      content: [
        'Security requirements, such as authentication, authorization, tenant isolation, input validation, logging and encryption needs, are recorded in the ticket or design document for every significant feature.',
        'A lightweight threat model is completed and reviewed by [Policy Owner] or a security champion before implementation starts for any feature that adds a new external interface, changes authentication or authorization, introduces a new data store or vendor, or changes how customer data is processed. The threat model identifies assets, entry points, likely threats and planned mitigations, and is kept with the design document.',
        'Designs follow established principles: least privilege, deny by default, defense in depth, secure defaults, and keeping secrets out of code.',
        'Every request that touches customer data enforces tenant isolation on the server side; client-side checks are never relied on for authorization.',
        'Mitigations agreed in the threat model become tickets and are verified in code review before release.',
      ],
    },
    {
      title: 'Secure Coding Standards',
      content: [
        '[Policy Owner] publishes a secure coding standard covering at least the OWASP Top 10 risk categories: injection, broken access control, authentication failures, cryptographic failures, security misconfiguration, unsafe deserialization, server-side request forgery and insecure logging.',
        'Use parameterized queries or a vetted query builder for all database access, and framework-provided output encoding for all rendered content.',
        'Validate all input on the server side against an allowlist of expected types, lengths and formats.',
        'Use only approved, well-maintained libraries for cryptography, authentication and session management. Do not implement your own cryptographic algorithms.',
        'Never commit secrets, keys or credentials to source control. Store them in the approved secrets manager. Automated secret scanning runs on every push, and any detected secret is revoked and rotated within 24 hours.',
        'Do not log passwords, tokens, full payment card numbers or other sensitive data.',
        'All engineers complete secure development training within 30 days of joining and every 12 months thereafter, and completion records are kept.',
      ],
    },
    {
      title: 'Code Review and Security Testing',
      content: [
        'Every change is reviewed and approved by at least one engineer other than the author before merge, as required by the Change Management Policy. Reviewers check for security issues as part of every review.',
        'Changes to authentication, authorization, cryptography, tenant isolation or payment handling are labeled as security-sensitive and need an additional review by [Policy Owner] or a security champion.',
        'Static application security testing (SAST) and secret scanning run in the CI pipeline on every pull request. New critical or high findings block the merge until fixed or formally accepted.',
        'Dynamic application security testing (DAST) runs against the staging environment at least monthly and before every major release.',
        'An independent penetration test of the application is performed at least once every 12 months and after major architectural changes, as described in the Vulnerability Management Policy.',
        'Test and staging environments use synthetic or masked data, never unmasked production customer data.',
        'Security findings from all sources are tracked as tickets with a severity and fixed within the timelines set in the Vulnerability Management Policy.',
      ],
    },
    {
      title: 'Third-Party Dependencies',
      content: [
        'Dependencies are declared in manifest files with lock files committed, so every build uses known versions.',
        'Software composition analysis runs on every pull request and daily on the main branch. Known critical and high vulnerabilities in dependencies are handled under the Vulnerability Management Policy timelines.',
        'Before adding a new direct dependency, the engineer checks that it is actively maintained, widely used, has a compatible license, and does not duplicate an existing approved library. The reviewer confirms this check in the pull request.',
        'Automated dependency update tools raise pull requests for outdated packages, which go through normal review and testing.',
        'Container base images come from approved, minimal, official sources and are rebuilt at least monthly to pick up security fixes.',
        'A software bill of materials (SBOM) or equivalent dependency inventory is generated for each production release and kept for at least 12 months.',
        'Third-party CI/CD actions and plugins are pinned to a specific version or commit and reviewed before first use.',
      ],
    },
    {
      title: 'Source Code and Release Protection',
      content: [
        'Source code repositories are private by default and accessible only to authorized [Company Name] staff and contractors through single sign-on with multi-factor authentication.',
        'Write access to repositories is reviewed each quarter as part of access reviews, and removed within one business day of a person leaving.',
        'Release artifacts are built only by the CI/CD pipeline from the protected main branch, and build logs are retained for at least 12 months.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Exceptions, such as releasing with an unresolved finding or adopting a dependency that fails the selection criteria, must be requested in writing to [Policy Owner] with the business reason, the risk, compensating controls and an end date. [Approver] must approve any exception involving a critical or high severity finding. Exceptions are recorded in the exception register, last no more than 12 months, and are reviewed before renewal.',
    },
    {
      title: 'Enforcement',
      content:
        'Deliberately bypassing security testing, committing secrets, or merging unreviewed code into [Company Name] production branches may lead to removal of repository access and disciplinary action up to and including termination of employment or contract. Contractors and development partners who breach this policy may have their engagement ended. Repeated security findings of the same kind lead to targeted training for the team involved.',
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this policy and the secure coding standard at least once every 12 months, and after significant changes to [Company Name]’s technology stack, development tools, or threat landscape, or after a security incident caused by a software defect. [Approver] approves each revision, and the version history is kept. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC8.1', 'CC7.1', 'CC3.2', 'CC6.8'],
    iso27001: ['A.8.25', 'A.8.26', 'A.8.27', 'A.8.28', 'A.8.29', 'A.8.4', 'A.8.31', 'A.8.33'],
    other: [
      { framework: 'PCI DSS', ids: ['6.2.1', '6.2.2', '6.2.3', '6.2.4', '6.3.2'] },
      { framework: 'NIST 800-53', ids: ['SA-3', 'SA-8', 'SA-11', 'SA-15'] },
    ],
  },
});

export default policy;
