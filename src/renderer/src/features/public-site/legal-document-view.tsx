import type { LegalDocument } from '@content/legal';
import { PageHeader } from '../../components/page-header';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
});

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="container narrow legal-document">
      <PageHeader
        title={document.title}
        lead={`Last updated: ${dateFormat.format(new Date(document.effectiveDate))}`}
      />
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
