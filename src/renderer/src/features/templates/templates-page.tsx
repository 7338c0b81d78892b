import { countOf } from '@shared/plural';
import { PageHeader } from '../../components/page-header';
import { catalogStats } from '@content/catalog-stats';
import { policyTemplates } from '@content/policies/catalogue';
import { Island } from '../../islands/island';
import { TemplateSearch } from './template-search';

function TemplatesPage() {
  return (
    <div className="container">
      <PageHeader
        title="Security Policy Templates"
        lead={`${countOf(catalogStats.templates, 'policies', 'ready-made')} covering ${countOf(catalogStats.frameworks, 'frameworks')}, written for growing SaaS companies.`}
      />
      <Island
        name="template-search"
        component={TemplateSearch}
        props={{ templates: policyTemplates }}
      />
    </div>
  );
}

export { TemplatesPage as Component };
