// The three-way view of a template update (docs/decisions.md TU1): for each section the template
// changed, the template as the team adopted it, the new release (its changes marked against the
// adopted one) and the team's current text (its own edits marked), with apply or skip.
import { documentLines, type PolicyDocumentSection } from '@shared/policy-document';
import { diffLines } from '@shared/policy-diff';
import { RadioGroup } from '../../../components/radio-group';
import { DiffView } from '../diff-view';
import type { TemplateChange } from './changes';

/** Each changed section's choice. */
const CHOICES = { apply: 'Apply', skip: 'Skip' };

/** A section's lines without its title: headings, paragraphs, bullets. */
function sectionLines(section: PolicyDocumentSection | null): string[] {
  return section ? documentLines({ title: '', sections: [section] }).slice(2) : [];
}

function SectionText({
  section,
  absent,
}: {
  section: PolicyDocumentSection | null;
  absent: string;
}) {
  const lines = sectionLines(section);
  if (lines.length === 0) return <p className="hint">{absent}</p>;
  return (
    <div className="three-way-text">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

export function ThreeWayView({
  changes,
  fromVersion,
  toVersion,
  applied,
  onChoose,
}: {
  changes: readonly TemplateChange[];
  fromVersion: number;
  toVersion: number;
  /** The titles of the changes to apply. */
  applied: ReadonlySet<string>;
  onChoose: (title: string, apply: boolean) => void;
}) {
  return (
    <>
      {changes.map((change, index) => {
        const headingId = `template-change-${index}`;
        return (
          <section key={change.title} className="card three-way" aria-labelledby={headingId}>
            <h2 id={headingId}>{change.title}</h2>
            {change.edited ? (
              <p className="hint">
                You changed this section since adopting the template. Applying replaces your wording
                of this section with the new template text; skipping keeps yours.
              </p>
            ) : null}
            <div className="three-way-columns">
              <div>
                <h3>Template version {fromVersion} (adopted)</h3>
                <SectionText section={change.base} absent="Not in this version." />
              </div>
              <div>
                <h3>Template version {toVersion}</h3>
                {change.next ? (
                  <DiffView
                    label={`${change.title}: template version ${toVersion} against version ${fromVersion}`}
                    lines={diffLines(sectionLines(change.base), sectionLines(change.next))}
                  />
                ) : (
                  <p className="hint">Removed in this version.</p>
                )}
              </div>
              <div>
                <h3>Your current text</h3>
                {change.current ? (
                  <DiffView
                    label={`${change.title}: your text against template version ${fromVersion}`}
                    lines={diffLines(sectionLines(change.base), sectionLines(change.current))}
                  />
                ) : (
                  <p className="hint">Your policy has no such section.</p>
                )}
              </div>
            </div>
            <RadioGroup
              legend={`${change.title}: this change`}
              name={headingId}
              value={applied.has(change.title) ? 'apply' : 'skip'}
              choices={CHOICES}
              onChange={(choice) => onChoose(change.title, choice === 'apply')}
            />
          </section>
        );
      })}
    </>
  );
}
