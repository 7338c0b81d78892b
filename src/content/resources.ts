export interface ExternalResource {
  title: string;
  organization: string;
  description: string;
  url: string;
}

/**
 * External standards and frameworks listed on /resources (docs/product.md#resources: 10 links,
 * opened in a new tab).
 */
export const externalResources: ExternalResource[] = [
  {
    title: 'SOC 2',
    organization: 'AICPA',
    description:
      'The AICPA’s attestation report on a service organization’s controls for security, availability, processing integrity, confidentiality and privacy.',
    url: 'https://www.aicpa-cima.com/topic/audit-assurance/audit-and-assurance-greater-than-soc-2',
  },
  {
    title: 'ISO/IEC 27001',
    organization: 'ISO',
    description:
      'The international standard for setting up, running and continually improving an information security management system.',
    url: 'https://www.iso.org/standard/27001',
  },
  {
    title: 'CIS Critical Security Controls',
    organization: 'Center for Internet Security',
    description:
      'A prioritized set of practical safeguards, grouped so smaller teams can start with the essentials and build from there.',
    url: 'https://www.cisecurity.org/controls',
  },
  {
    title: 'Cloud Security Alliance',
    organization: 'CSA',
    description:
      'Cloud security research and the Cloud Controls Matrix, a cloud-specific control framework that maps to SOC 2, ISO 27001 and other standards.',
    url: 'https://cloudsecurityalliance.org/research/cloud-controls-matrix',
  },
  {
    title: 'NIST Cybersecurity Framework',
    organization: 'NIST',
    description:
      'A widely used, voluntary framework for organizing cybersecurity work around governing, identifying, protecting, detecting, responding and recovering.',
    url: 'https://www.nist.gov/cyberframework',
  },
  {
    title: 'OWASP Top 10',
    organization: 'OWASP',
    description:
      'A regularly updated list of the most critical security risks to web applications, useful as a baseline for secure development.',
    url: 'https://owasp.org/www-project-top-ten/',
  },
  {
    title: 'National Vulnerability Database',
    organization: 'NIST',
    description:
      'The U.S. government’s searchable repository of publicly known vulnerabilities, with severity scores for each CVE.',
    url: 'https://nvd.nist.gov/',
  },
  {
    title: 'OWASP Cheat Sheet Series',
    organization: 'OWASP',
    description:
      'Concise, practical guides for developers on specific topics such as authentication, session management and input validation.',
    url: 'https://cheatsheetseries.owasp.org/',
  },
  {
    title: 'HIPAA Security Rule',
    organization: 'HHS',
    description:
      'U.S. rules on the administrative, physical and technical safeguards required to protect electronic health information.',
    url: 'https://www.hhs.gov/hipaa/for-professionals/security/index.html',
  },
  {
    title: 'PCI DSS',
    organization: 'PCI Security Standards Council',
    description:
      'The security standard for any organization that stores, processes or transmits payment card data.',
    url: 'https://www.pcisecuritystandards.org/',
  },
];
