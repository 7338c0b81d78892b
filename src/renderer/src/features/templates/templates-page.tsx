import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { ResultCount, SearchBox, matchesQuery } from '../../components/search-box';
import { catalogStats } from '../../content/catalog-stats';
import { policyTemplates } from '../../content/templates';
import type { PolicyTemplate } from '../../content/types';
import { hasPolicyContent } from './policy-catalog';

function TemplateCard({
  template,
  expanded,
  onToggle,
}: {
  template: PolicyTemplate;
  expanded: boolean;
  onToggle: () => void;
}) {
  const detailsId = `template-details-${template.id}`;
  return (
    <li className="card template-card" data-expanded={expanded}>
      <h2>
        <button
          type="button"
          className="card-toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {template.title}
          <span className="chevron" aria-hidden="true" />
        </button>
      </h2>
      <p>{template.description}</p>
      <ul className="badge-list" aria-label="Frameworks">
        {template.frameworks.map((framework) => (
          <li key={framework} className="badge">
            {framework}
          </li>
        ))}
      </ul>
      {expanded ? (
        <div id={detailsId} className="template-details">
          <p>
            <strong>Update frequency:</strong> {template.updateFrequency}
          </p>
          <h3>Sections</h3>
          <ul>
            {template.sections.map((section) => (
              <li key={section}>{section}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {hasPolicyContent(template.id) ? (
        <Link className="button button-secondary" to={`/templates/${template.id}`}>
          Preview Template
        </Link>
      ) : (
        <button type="button" className="button button-disabled" disabled>
          Coming Soon
        </button>
      )}
    </li>
  );
}

function TemplatesPage() {
  const [query, setQuery] = useState('');
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const shown = policyTemplates.filter((template) =>
    matchesQuery(query, [template.title, template.description, ...template.frameworks]),
  );

  return (
    <div className="container">
      <PageHeader
        title="Security Policy Templates"
        lead={`${catalogStats.templates} ready-made policies covering ${catalogStats.frameworks} frameworks, written for growing SaaS companies.`}
      />
      <SearchBox
        label="Search templates"
        placeholder="Search by title, description or framework..."
        value={query}
        onChange={setQuery}
      />
      <ResultCount shown={shown.length} total={policyTemplates.length} noun="templates" />
      {shown.length === 0 ? <p className="empty-state">No templates match your search.</p> : null}
      <ul className="card-grid" aria-label="Policy templates">
        {shown.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            expanded={expandedId === template.id}
            onToggle={() => setExpandedId((open) => (open === template.id ? null : template.id))}
          />
        ))}
      </ul>
    </div>
  );
}

export { TemplatesPage as Component };
