/**
 * The system description's headings (docs/decisions.md SD1): the description criteria of SOC 2
 * (DC 200), each with what an auditor looks for under it. The columns of
 * `public.system_descriptions` are these keys; src/backend/system-description.test.ts fails when
 * the two differ.
 */

export interface SystemDescriptionSection {
  key: SystemDescriptionKey;
  heading: string;
  /** The heading it sits under: the components of the system are five parts of one. */
  group?: string;
  /** What an auditor looks for under this heading. */
  guidance: string;
}

export const SYSTEM_DESCRIPTION_KEYS = [
  'services',
  'commitments',
  'infrastructure',
  'software',
  'people',
  'procedures',
  'data',
  'boundaries',
  'subservice_organisations',
  'user_entity_controls',
  'subservice_controls',
] as const;

export type SystemDescriptionKey = (typeof SYSTEM_DESCRIPTION_KEYS)[number];

export const COMPONENTS_HEADING = 'Components of the system';

export const SYSTEM_DESCRIPTION_SECTIONS: readonly SystemDescriptionSection[] = [
  {
    key: 'services',
    heading: 'Services provided',
    guidance:
      'What the company does for its customers and which product or service the description covers. An auditor checks that the scope matches the report and the contracts.',
  },
  {
    key: 'commitments',
    heading: 'Principal service commitments and system requirements',
    guidance:
      'What you promise customers about security and availability (contracts, service levels, the privacy notice) and the requirements the system must meet to keep those promises. An auditor traces each commitment to the controls that meet it.',
  },
  {
    key: 'infrastructure',
    group: COMPONENTS_HEADING,
    heading: 'Infrastructure',
    guidance:
      'Where the system runs: cloud accounts and regions, networks, servers and databases, the devices staff use. An auditor compares it with the asset inventory.',
  },
  {
    key: 'software',
    group: COMPONENTS_HEADING,
    heading: 'Software',
    guidance:
      'The applications, services and tools that make up the system and support it (source control, CI/CD, monitoring, the identity provider).',
  },
  {
    key: 'people',
    group: COMPONENTS_HEADING,
    heading: 'People',
    guidance:
      'Who governs, operates and supports the system: leadership, engineering, support and security roles, and how many people hold them. An auditor looks for clear accountability.',
  },
  {
    key: 'procedures',
    group: COMPONENTS_HEADING,
    heading: 'Procedures',
    guidance:
      'The automated and manual procedures that run the system: onboarding and offboarding, access reviews, change management, backups, incident response. Name the policies that set them.',
  },
  {
    key: 'data',
    group: COMPONENTS_HEADING,
    heading: 'Data',
    guidance:
      'The data the system collects, processes and stores (customer data, personal data, logs), how it is classified and how it flows in and out.',
  },
  {
    key: 'boundaries',
    heading: 'System boundaries',
    guidance:
      'What is inside the system and what is not: the environments, locations and teams in scope, and what is deliberately left out. An auditor tests only what sits inside.',
  },
  {
    key: 'subservice_organisations',
    heading: 'Subservice organisations',
    guidance:
      'The vendors whose services are part of the system (hosting, email delivery, payments…) and whether each is carved out (its controls excluded, covered by its own report) or included. An auditor reads their reports beside yours.',
  },
  {
    key: 'user_entity_controls',
    heading: 'Complementary user entity controls',
    guidance:
      'What customers must do themselves for the controls to work: manage their own users and roles, protect their credentials, report incidents, review access. Each is listed in your report.',
  },
  {
    key: 'subservice_controls',
    heading: 'Complementary subservice organisation controls',
    guidance:
      'The controls you expect each carved-out subservice organisation to operate (physical security of data centres, their own access and change controls), and how you monitor them: the vendor reviews.',
  },
];

/** A vendor of the inventory, as the subservice organisations heading starts from it. */
export interface SubserviceVendor {
  name: string;
  service: string;
  location: string;
  subprocessor: boolean;
}

/**
 * The subservice organisations heading filled from the vendor list: the subprocessors, or every
 * vendor when none is marked one, each with its service and carved out.
 */
export function subserviceOrganisationsText(vendors: readonly SubserviceVendor[]): string {
  const marked = vendors.filter((vendor) => vendor.subprocessor);
  const chosen = [...(marked.length > 0 ? marked : vendors)].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return chosen
    .map((vendor) => {
      const where = vendor.location ? ` (${vendor.location})` : '';
      const service = vendor.service || 'service not described';
      return `${vendor.name}${where}: ${service}. Carved out: its controls are not part of this description; we rely on its own assurance report and review it yearly.`;
    })
    .join('\n');
}
