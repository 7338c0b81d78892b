import type { PolicySection } from '../../content/types';
import { fillText, type PolicyDetails } from './policy-details';

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

export function PolicySectionBody({
  content,
  details,
}: {
  content: PolicySection['content'];
  details: PolicyDetails;
}) {
  if (typeof content === 'string') {
    return (
      <p>
        <PolicyText text={content} details={details} />
      </p>
    );
  }
  return (
    <ul>
      {content.map((item) => (
        <li key={item}>
          <PolicyText text={item} details={details} />
        </li>
      ))}
    </ul>
  );
}
