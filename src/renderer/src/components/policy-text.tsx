import type { PolicyBlock, PolicyDocument } from '@shared/policy-document';
import { fillText, type PolicyDetails } from '../lib/policy-details';

/** Text with its placeholders filled; those still without a value are marked as placeholders. */
export function PolicyText({ text, details }: { text: string; details: PolicyDetails }) {
  return (
    <>
      {fillText(text, details).map((part, index) =>
        part.kind === 'placeholder' ? (
          <mark key={index} className="placeholder" title="Fill this in with the form above">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function BlockView({ block, details }: { block: PolicyBlock; details: PolicyDetails }) {
  switch (block.type) {
    case 'heading':
      return (
        <h3>
          <PolicyText text={block.text} details={details} />
        </h3>
      );
    case 'paragraph':
      return (
        <p>
          <PolicyText text={block.text} details={details} />
        </p>
      );
    case 'bullets':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <PolicyText text={item} details={details} />
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * A structured policy text (docs/decisions.md PP1) as the page shows it: the template preview, a
 * team's draft and its published versions all render through here, as the Word file does.
 */
export function PolicyDocumentSections({
  document,
  details,
}: {
  document: PolicyDocument;
  details: PolicyDetails;
}) {
  return (
    <>
      {document.sections.map((section, index) => (
        <section key={index}>
          <h2>
            <PolicyText text={section.title} details={details} />
          </h2>
          {section.blocks.map((block, blockIndex) => (
            <BlockView key={blockIndex} block={block} details={details} />
          ))}
        </section>
      ))}
    </>
  );
}
