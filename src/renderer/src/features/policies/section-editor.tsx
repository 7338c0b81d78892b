// The plain editor of one policy section (docs/decisions.md PP1): a title, then headings,
// paragraphs and bullet lists. No markup: what is typed is stored as text, and the database
// refuses anything that looks like an HTML tag.
import { useEffect, useId, useRef, useState } from 'react';
import type { PolicyBlock, PolicyDocumentSection } from '@shared/policy-document';
import { CancelButton, FormMessage, SubmitButton } from '../../components/form-field';
import { SectionGuidanceAside, type SectionGuide } from './section-guidance';
import { ItemButton } from '../../components/item-button';

/** A block as the form edits it: a bullet list is one item per line. */
type EditedBlock = { type: PolicyBlock['type']; text: string };

const toEdited = (block: PolicyBlock): EditedBlock =>
  block.type === 'bullets' ? { type: 'bullets', text: block.items.join('\n') } : { ...block };

/** Line breaks become spaces, except between bullet items; blank items and blocks go. */
export function toBlocks(edited: readonly EditedBlock[]): PolicyBlock[] {
  const single = (text: string) => text.replace(/\s+/g, ' ').trim();
  return edited.flatMap((block): PolicyBlock[] => {
    if (block.type === 'bullets') {
      const items = block.text
        .split('\n')
        .map(single)
        .filter((item) => item !== '');
      return items.length ? [{ type: 'bullets', items }] : [];
    }
    const text = single(block.text);
    return text ? [{ type: block.type, text }] : [];
  });
}

const TYPE_LABELS: Record<PolicyBlock['type'], string> = {
  heading: 'Heading',
  paragraph: 'Paragraph',
  bullets: 'Bullet list',
};

export function SectionEditor({
  section,
  busy,
  error,
  onSave,
  onCancel,
  onRemove,
  guide,
}: {
  section: PolicyDocumentSection;
  /** The customization guide for a template's section; absent for the team's own sections. */
  guide?: SectionGuide;
  busy: boolean;
  error: string | null;
  onSave: (section: PolicyDocumentSection) => void;
  /** Absent for a new section: cancelling drops it. */
  onCancel: () => void;
  onRemove?: () => void;
}) {
  const id = useId();
  // The Edit or Add Section button that opened the editor is gone from the page: focus starts at
  // the section's title, not back at the top of the page.
  const titleField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    titleField.current?.focus();
  }, []);
  const [title, setTitle] = useState(section.title);
  const [blocks, setBlocks] = useState<EditedBlock[]>(() => section.blocks.map(toEdited));
  const change = (index: number, next: Partial<EditedBlock>) =>
    setBlocks((current) =>
      current.map((block, i) => (i === index ? { ...block, ...next } : block)),
    );
  const move = (index: number, by: -1 | 1) =>
    setBlocks((current) => {
      const next = [...current];
      const [block] = next.splice(index, 1);
      if (block) next.splice(index + by, 0, block);
      return next;
    });

  return (
    <div className="section-editing">
      <form
        className="card section-editor"
        aria-label={`Edit section ${section.title || 'New section'}`}
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ title: title.replace(/\s+/g, ' ').trim(), blocks: toBlocks(blocks) });
        }}
      >
        <div className="form-field">
          <label htmlFor={`${id}-title`}>Section title</label>
          <input
            ref={titleField}
            id={`${id}-title`}
            required
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <p className="hint">
          Plain text only. [Company Name], [Policy Owner], [Approver], [Version] and [Effective
          Date] are filled in from the policy&apos;s details when it is published.
        </p>
        {blocks.map((block, index) => {
          const label = `${TYPE_LABELS[block.type]} ${index + 1}`;
          return (
            <div key={index} className="block-editor">
              <div className="form-field">
                <label htmlFor={`${id}-block-${index}`}>
                  {label}
                  {block.type === 'bullets' ? ' (one item per line)' : ''}
                </label>
                {block.type === 'heading' ? (
                  <input
                    id={`${id}-block-${index}`}
                    maxLength={200}
                    value={block.text}
                    onChange={(event) => change(index, { text: event.target.value })}
                  />
                ) : (
                  <textarea
                    id={`${id}-block-${index}`}
                    rows={
                      block.type === 'bullets' ? Math.min(12, block.text.split('\n').length + 1) : 5
                    }
                    value={block.text}
                    onChange={(event) => change(index, { text: event.target.value })}
                  />
                )}
              </div>
              <div className="row-actions">
                <button
                  type="button"
                  className="button button-small button-secondary"
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="button button-small button-secondary"
                  aria-label={`Move ${label} down`}
                  disabled={index === blocks.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Down
                </button>
                <ItemButton
                  small
                  action="Remove"
                  item={label}
                  onClick={() => setBlocks((current) => current.filter((_, i) => i !== index))}
                />
              </div>
            </div>
          );
        })}
        <div className="row-actions">
          {(['paragraph', 'bullets', 'heading'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className="button button-small button-secondary"
              onClick={() => setBlocks((current) => [...current, { type, text: '' }])}
            >
              Add {TYPE_LABELS[type].toLowerCase()}
            </button>
          ))}
        </div>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <div className="form-actions">
          {onRemove ? (
            <button
              type="button"
              className="button button-danger"
              onClick={onRemove}
              disabled={busy}
            >
              Remove Section
            </button>
          ) : null}
          <CancelButton onCancel={onCancel} busy={busy} />
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save Section
          </SubmitButton>
        </div>
      </form>
      {guide ? <SectionGuidanceAside guide={guide} /> : null}
    </div>
  );
}
