// The three texts of a template update (docs/decisions.md TU1): the template as the team adopted
// it, the template's new release, and the team's current text, compared section by section. Each
// section the template changed is one change the admin applies or skips; applying puts the new
// template section into the team's text and leaves every other section as the team wrote it.
import type { PolicyDocument, PolicyDocumentSection } from '@shared/policy-document';

export interface TemplateChange {
  title: string;
  /** The section in the template version the team adopted (null: the release adds it). */
  base: PolicyDocumentSection | null;
  /** The section in the new release (null: the release removes it). */
  next: PolicyDocumentSection | null;
  /** The section in the team's current text (null: the team has no such section). */
  current: PolicyDocumentSection | null;
  /** The team changed this section from the template they adopted: applying replaces their words. */
  edited: boolean;
}

const same = (a: PolicyDocumentSection | null, b: PolicyDocumentSection | null) =>
  JSON.stringify(a?.blocks ?? null) === JSON.stringify(b?.blocks ?? null);

const byTitle = (document: PolicyDocument, title: string) =>
  document.sections.find((section) => section.title === title) ?? null;

/** The sections the release changed, in the new release's order (removed ones last). */
export function templateChanges(
  base: PolicyDocument,
  next: PolicyDocument,
  current: PolicyDocument,
): TemplateChange[] {
  const titles = [
    ...next.sections.map((section) => section.title),
    ...base.sections.map((section) => section.title).filter((title) => !byTitle(next, title)),
  ];
  return titles.flatMap((title) => {
    const change = {
      title,
      base: byTitle(base, title),
      next: byTitle(next, title),
      current: byTitle(current, title),
    };
    if (same(change.base, change.next)) return [];
    return [{ ...change, edited: !same(change.base, change.current) }];
  });
}

/** The team's text with the changes whose titles are in `applied`; every other section kept. */
export function applyTemplateChanges(
  current: PolicyDocument,
  next: PolicyDocument,
  changes: readonly TemplateChange[],
  applied: ReadonlySet<string>,
): PolicyDocument {
  let sections = [...current.sections];
  for (const change of changes) {
    if (!applied.has(change.title)) continue;
    const index = sections.findIndex((section) => section.title === change.title);
    if (!change.next) {
      if (index >= 0) sections = sections.filter((_, at) => at !== index);
    } else if (index >= 0) {
      sections[index] = { title: change.title, blocks: change.next.blocks };
    } else {
      // A new section goes after the one it follows in the new release, if the team has it.
      const before = next.sections[next.sections.findIndex((s) => s.title === change.title) - 1];
      const after = before ? sections.findIndex((s) => s.title === before.title) : -1;
      sections.splice(after >= 0 ? after + 1 : sections.length, 0, {
        title: change.title,
        blocks: change.next.blocks,
      });
    }
  }
  return { ...current, sections };
}
