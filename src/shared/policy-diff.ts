// The difference between two versions of a policy (docs/decisions.md PP1): the lines removed and
// added, and within a changed line the words that changed, with jsdiff. Kept apart from
// policy-document.ts, which the Edge Functions also import.
import { diffArrays, diffWordsWithSpace } from 'diff';
import { documentLines, type PolicyDocument } from './policy-document';

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/** The lines removed from `before` and added in `after`, in order (jsdiff's array diff). */
export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  return diffArrays([...before], [...after]).flatMap((change) =>
    change.value.map((text): DiffLine => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text,
    })),
  );
}

/** A piece of a changed line: `changed` marks the words that differ from the paired line. */
export type DiffPiece = { text: string; changed: boolean };

/**
 * The words that changed between a removed line and the added line that replaces it (jsdiff's
 * word diff, spaces kept): the removed line's pieces and the added line's.
 */
export function changedWords(
  removed: string,
  added: string,
): { removed: DiffPiece[]; added: DiffPiece[] } {
  const changes = diffWordsWithSpace(removed, added);
  return {
    removed: changes
      .filter((change) => !change.added)
      .map((change) => ({ text: change.value, changed: change.removed })),
    added: changes
      .filter((change) => !change.removed)
      .map((change) => ({ text: change.value, changed: change.added })),
  };
}

/**
 * For each changed line, its pieces with the changed words marked: in a run of removed lines
 * followed by a run of added lines, the first removed line pairs with the first added one, and
 * so on; a line without a partner is changed as a whole (no entry). Keyed by the line itself.
 */
export function wordChangesOf(lines: readonly DiffLine[]): Map<DiffLine, DiffPiece[]> {
  const pieces = new Map<DiffLine, DiffPiece[]>();
  let index = 0;
  while (index < lines.length) {
    const removedStart = index;
    while (lines[index]?.kind === 'removed') index += 1;
    const addedStart = index;
    while (lines[index]?.kind === 'added') index += 1;
    const removedRun = lines.slice(removedStart, addedStart);
    const addedRun = lines.slice(addedStart, index);
    removedRun.forEach((removed, pair) => {
      const added = addedRun[pair];
      if (!added) return;
      const words = changedWords(removed.text, added.text);
      pieces.set(removed, words.removed);
      pieces.set(added, words.added);
    });
    if (index === removedStart) index += 1;
  }
  return pieces;
}

export function diffDocuments(before: PolicyDocument, after: PolicyDocument): DiffLine[] {
  return diffLines(documentLines(before), documentLines(after));
}
