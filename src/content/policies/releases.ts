// The templates' releases (docs/decisions.md TU1): each template starts at version 1; a later
// release names its version, date, kind and change note, and keeps the text it replaced, section by
// section, so the text of any earlier version can be rebuilt from the current one without copying
// whole files. supabase/content.sql tells the database each template's current version and notes.
import { templateDocument } from './document.ts';
import type { PolicyDocument } from '../../shared/policy-document.ts';
import type { PolicyContent, PolicySection } from './types.ts';

/** Material changes ask members to accept again; editorial ones (wording, typos) do not. */
export type ReleaseKind = 'material' | 'editorial';

export interface TemplateRelease {
  version: number;
  /** ISO date. */
  releasedOn: string;
  kind: ReleaseKind;
  note: string;
  /**
   * The sections this release changed, by title (`Overview` for the overview), with their content
   * before it; `null` when the release added the section.
   */
  previous: Record<string, PolicySection['content'] | null>;
}

/** The first release of every template: the text as first published. */
export const FIRST_RELEASE: TemplateRelease = {
  version: 1,
  releasedOn: '2026-01-01',
  kind: 'material',
  note: 'First release.',
  previous: {},
};

/** The releases after the first, oldest first, by template id. */
export const laterReleases: Record<string, TemplateRelease[]> = {
  'backup-policy': [
    {
      version: 2,
      releasedOn: '2026-11-27',
      kind: 'material',
      note: 'Restore Testing: a yearly restore from the isolated copy in the separate backup account, so the copy kept for ransomware and account compromise is proven to restore too.',
      previous: {
        'Restore Testing': [
          'Each quarter, the infrastructure team restores at least one primary production database from backup into an isolated environment, checks the data for completeness and integrity, and measures the time taken against the RTO and RPO.',
          'At least once every 12 months, the team performs a full recovery exercise covering databases, object storage and the rebuild of the production environment from infrastructure-as-code in a secondary region, usually together with the disaster recovery test under the Business Continuity and Disaster Recovery Policy.',
          'Every test is recorded in a ticket that includes the date, the backup used, the steps taken, the time to restore, whether objectives were met, and who performed the test. Restored test environments are deleted when the test ends.',
          'Any failed test or missed objective gets a remediation ticket with an owner and due date, and the test is repeated within 30 days of the fix.',
          'Restores performed for real incidents or customer requests are also recorded and may count as a quarterly test if they meet the same documentation standard.',
        ],
      },
    },
  ],
};

/** Every release of a template, oldest first. */
export function releasesOf(
  templateId: string,
  later: Record<string, TemplateRelease[]> = laterReleases,
): TemplateRelease[] {
  return [FIRST_RELEASE, ...(later[templateId] ?? [])];
}

/** The template's text as a structured policy at `version`, rebuilt from the current text. */
export function templateDocumentAt(
  policy: PolicyContent,
  version: number,
  later: Record<string, TemplateRelease[]> = laterReleases,
): PolicyDocument {
  let sections = templateDocument(policy).sections;
  for (const release of releasesOf(policy.id, later).reverse()) {
    if (release.version <= version) break;
    for (const [title, content] of Object.entries(release.previous)) {
      sections =
        content === null
          ? sections.filter((section) => section.title !== title)
          : sections.map((section) =>
              section.title === title
                ? {
                    title,
                    blocks: [
                      typeof content === 'string'
                        ? { type: 'paragraph', text: content }
                        : { type: 'bullets', items: [...content] },
                    ],
                  }
                : section,
            );
    }
  }
  return { title: policy.title, sections };
}
