import { PageHeader } from '../../components/page-header';
import type { PolicyContent } from '@content/policies/types';
import { Island } from '../../islands/island';
import { loadPolicy } from '../../lib/policy-catalog';
import { PolicyPreviewBody } from './policy-preview';
import { BackLink, NotFound } from '../../components/back-link';

function PolicyPreview({ policy }: { policy: PolicyContent }) {
  return (
    <article className="container narrow policy-preview">
      <BackLink to="/templates">Back to Templates</BackLink>
      <PageHeader title={policy.title} />
      <Island name="policy-preview" component={PolicyPreviewBody} props={{ policy }} />
    </article>
  );
}

/**
 * The route of one template's preview. The policy text is loaded with the route, so the page
 * renders complete on the first render: prerendered as HTML, its island then hydrated.
 */
export async function previewRoute(policyId: string) {
  const policy = await loadPolicy(policyId);
  if (!policy) return { Component: TemplateNotFoundPage };
  return { Component: () => <PolicyPreview policy={policy} /> };
}

/** docs/decisions.md D5: an id that names no template. */
function TemplateNotFoundPage() {
  return <NotFound title="Template not found" to="/templates" list="Templates" />;
}

export { TemplateNotFoundPage as Component };
