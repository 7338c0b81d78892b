import type { DiffLine } from '@shared/policy-document';

const MARKS = { same: ' ', added: '+', removed: '−' } as const;
const SPOKEN = { same: '', added: 'Added: ', removed: 'Removed: ' } as const;

/** The lines of two versions, the removed and added ones marked (docs/decisions.md PP1). */
export function DiffView({ lines, label }: { lines: DiffLine[]; label: string }) {
  const changed = lines.filter((line) => line.kind !== 'same').length;
  if (changed === 0) return <p className="hint">The two versions have the same text.</p>;
  return (
    <ol className="policy-diff" aria-label={label}>
      {lines.map((line, index) => (
        <li key={index} className={`diff-${line.kind}`}>
          <span className="diff-mark" aria-hidden="true">
            {MARKS[line.kind]}
          </span>
          <span className="visually-hidden">{SPOKEN[line.kind]}</span>
          {line.text}
        </li>
      ))}
    </ol>
  );
}
