// The customization guide is for the editor only (docs/decisions.md CG1): the template's Word
// file, its PDF and the text a team adopts (supabase/content.sql) carry none of it.
import { describe, expect, it } from 'vitest';
import { templateDocument } from '../content/policies/document';
import guidance from '../content/policies/guidance/access-control-policy';
import policy from '../content/policies/texts/access-control-policy.json' with { type: 'json' };
import type { SectionGuidance } from '../content/policies/types';
import type { PolicyDetails } from '../shared/policy-document';
import { readDocx, wordText } from '../../tests/support/docx-reader';
import { pdfLines } from '../../tests/support/pdf-text';
import { buildPolicyDocx } from './policy-docx';
import { buildPolicyPdf } from './policy-pdf';

const details: PolicyDetails = {
  companyName: 'Acme',
  policyOwner: 'Head of Security',
  approver: 'CEO',
  effectiveDate: '2026-12-01',
  version: '1',
};

const sections: SectionGuidance[] = [guidance.overview, ...Object.values(guidance.sections)];
/** The opening words of each part: enough to find it, short enough not to wrap in the PDF. */
const openings = sections.flatMap((section) =>
  [section.auditor, section.small, section.large].map((text) => text.slice(0, 40)),
);

describe('the customization guide stays out of the policy', () => {
  it('is not in the template’s Word file', async () => {
    const text = wordText((await readDocx(await buildPolicyDocx(policy, details))).document);
    expect(text).toContain('Periodic Access Reviews');
    for (const opening of openings) expect(text).not.toContain(opening);
  });

  it('is not in the PDF of the template’s text', async () => {
    const lines = pdfLines(
      await buildPolicyPdf({
        document: templateDocument(policy),
        company: details.companyName,
        policyOwner: details.policyOwner,
        approver: details.approver,
        effectiveDate: details.effectiveDate,
        version: details.version,
        approval: 'Approved and published by Ada Admin on 2026-12-01',
        contentHash: 'a'.repeat(64),
        revisions: [],
      }),
    ).join(' ');
    expect(lines).toContain('Periodic Access Reviews');
    for (const opening of openings) expect(lines).not.toContain(opening);
  });

  it('is not in the text a team adopts (templateDocument, which supabase/content.sql stores)', () => {
    const adopted = JSON.stringify(templateDocument(policy));
    expect(adopted).toContain('Periodic Access Reviews');
    for (const opening of openings) expect(adopted).not.toContain(opening);
  });
});
