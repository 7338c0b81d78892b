import { useEffect, useState } from 'react';
import { AppLink } from '../../navigation/navigation';
import { CardSearch } from '../../components/search-box';
import type { PolicyContent, PolicyTemplate } from '@content/policies/types';
import { ControlsList } from './controls-list';
import { hasPolicyContent, loadPolicy } from '../../lib/policy-catalog';

/** Update frequency from the catalog; sections and mapped controls from the policy itself. */
function TemplateDetails({ template, id }: { template: PolicyTemplate; id: string }) {
  const [policy, setPolicy] = useState<PolicyContent | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadPolicy(template.id).then(
      (loaded) => active && setPolicy(loaded ?? null),
      () => active && setPolicy(null),
    );
    return () => {
      active = false;
    };
  }, [template.id]);

  return (
    <div id={id} className="template-details">
      <p>
        <strong>Update frequency:</strong> {template.updateFrequency}
      </p>
      {policy === undefined ? <p role="status">Loading sections...</p> : null}
      {policy ? (
        <>
          <h3>Sections</h3>
          <ul>
            {policy.sections.map((section) => (
              <li key={section.title}>{section.title}</li>
            ))}
          </ul>
          <h3>Controls</h3>
          <ControlsList controls={policy.controls} />
        </>
      ) : null}
    </div>
  );
}

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
      {expanded ? <TemplateDetails template={template} id={detailsId} /> : null}
      {hasPolicyContent(template.id) ? (
        <AppLink className="button button-secondary" to={`/templates/${template.id}`}>
          Preview Template
        </AppLink>
      ) : (
        <button type="button" className="button button-disabled" disabled>
          Coming Soon
        </button>
      )}
    </li>
  );
}

/**
 * docs/product.md#policy-templates: the search box and the cards it filters; one card open at a
 * time. An island of the templates page.
 */
export function TemplateSearch({ templates }: { templates: PolicyTemplate[] }) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  return (
    <CardSearch
      items={templates}
      searchText={(template) => [template.title, template.description, ...template.frameworks]}
      label="Search templates by title, description or framework"
      placeholder="Search by title or framework..."
      noun="templates"
      listLabel="Policy templates"
      listClassName="card-grid template-grid"
    >
      {(template) => (
        <TemplateCard
          key={template.id}
          template={template}
          expanded={expandedId === template.id}
          onToggle={() => setExpandedId((open) => (open === template.id ? null : template.id))}
        />
      )}
    </CardSearch>
  );
}
