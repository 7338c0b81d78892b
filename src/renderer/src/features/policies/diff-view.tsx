import { wordChangesOf, type DiffLine, type DiffPiece } from '@shared/policy-diff';

const MARKS = { same: ' ', added: '+', removed: '−' } as const;
const SPOKEN = { same: '', added: 'Added: ', removed: 'Removed: ' } as const;
/** Unchanged lines kept around each change; longer runs fold into one line. */
const CONTEXT = 2;

type Shown = DiffLine | { kind: 'folded'; count: number };

/** The changes with a little context; long unchanged stretches are folded. */
export function foldUnchanged(lines: readonly DiffLine[], context = CONTEXT): Shown[] {
  const near = lines.map((_, index) =>
    lines
      .slice(Math.max(0, index - context), index + context + 1)
      .some((line) => line.kind !== 'same'),
  );
  const shown: Shown[] = [];
  lines.forEach((line, index) => {
    if (line.kind !== 'same' || near[index]) {
      shown.push(line);
      return;
    }
    const last = shown.at(-1);
    if (last?.kind === 'folded') last.count += 1;
    else shown.push({ kind: 'folded', count: 1 });
  });
  return shown;
}

/** A changed line's words, those that differ from the line it replaces (or replaced) marked. */
function Words({
  kind,
  text,
  pieces,
}: {
  kind: DiffLine['kind'];
  text: string;
  pieces: DiffPiece[] | undefined;
}) {
  if (kind === 'same' || !pieces) return text;
  const Mark = kind === 'added' ? 'ins' : 'del';
  return pieces.map((piece, index) =>
    piece.changed ? (
      <Mark key={index} className="diff-word">
        {piece.text}
      </Mark>
    ) : (
      piece.text
    ),
  );
}

/**
 * The lines of two versions, the removed and added ones marked, and within a changed line the
 * words that changed (docs/decisions.md PP1).
 */
export function DiffView({ lines, label }: { lines: DiffLine[]; label: string }) {
  const words = wordChangesOf(lines);
  const changed = lines.filter((line) => line.kind !== 'same').length;
  if (changed === 0) return <p className="hint">The two versions have the same text.</p>;
  return (
    <ol className="policy-diff" aria-label={label}>
      {foldUnchanged(lines).map((line, index) =>
        line.kind === 'folded' ? (
          <li key={index} className="diff-folded">
            … {line.count === 1 ? '1 unchanged line' : `${line.count} unchanged lines`}
          </li>
        ) : (
          <li key={index} className={`diff-${line.kind}`}>
            <span className="diff-mark" aria-hidden="true">
              {MARKS[line.kind]}
            </span>
            <span className="visually-hidden">{SPOKEN[line.kind]}</span>
            <Words kind={line.kind} text={line.text} pieces={words.get(line)} />
          </li>
        ),
      )}
    </ol>
  );
}
