// docs/decisions.md TU1: every template release is well formed, so an earlier text can be rebuilt.
import { describe, expect, it } from 'vitest';
import { policyTexts } from './all-texts';
import { templateDocument } from './document';
import { releasesOf, templateDocumentAt } from './releases';

describe('template releases', () => {
  it.each(policyTexts.map((text) => [text.id, text] as const))(
    '%s: versions count up from 1, each later release changes sections its text has',
    (_id, text) => {
      const releases = releasesOf(text.id);
      expect(releases.map((release) => release.version)).toEqual(
        releases.map((_, index) => index + 1),
      );
      expect(templateDocumentAt(text, releases.at(-1)!.version)).toEqual(templateDocument(text));
      for (const release of releases.slice(1)) {
        expect(release.note.length).toBeGreaterThan(0);
        const titles = templateDocumentAt(text, release.version).sections.map((s) => s.title);
        for (const title of Object.keys(release.previous)) expect(titles).toContain(title);
        // The release really changed each section it names.
        const before = templateDocumentAt(text, release.version - 1);
        const after = templateDocumentAt(text, release.version);
        for (const title of Object.keys(release.previous)) {
          expect(before.sections.find((s) => s.title === title)).not.toEqual(
            after.sections.find((s) => s.title === title),
          );
        }
      }
    },
  );
});
