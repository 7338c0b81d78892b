import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { platform } from '#platform';
import { FormMessage } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import type { PolicyContent, PolicySection } from '../../content/types';
import { loadPolicy } from './policy-catalog';
import { LoadingScreen } from '../../app/loading-screen';

function SectionBody({ content }: { content: PolicySection['content'] }) {
  if (typeof content === 'string') return <p>{content}</p>;
  return (
    <ul>
      {content.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type DownloadState = 'idle' | 'building' | 'failed';

function DownloadPolicyButton({ policy }: { policy: PolicyContent }) {
  const [state, setState] = useState<DownloadState>('idle');

  async function download() {
    setState('building');
    try {
      // The Word builder is loaded on demand: most visitors only read the preview.
      const { buildPolicyDocx, policyFileName, DOCX_MIME_TYPE } = await import('./policy-docx');
      await platform.saveFile({
        suggestedName: policyFileName(policy.title),
        mimeType: DOCX_MIME_TYPE,
        data: await buildPolicyDocx(policy),
      });
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="download-action">
      <button
        type="button"
        className="button button-primary"
        onClick={download}
        disabled={state === 'building'}
      >
        {state === 'building' ? 'Preparing...' : 'Download Policy'}
      </button>
      {state === 'failed' ? (
        <FormMessage kind="error">The document could not be created. Please try again.</FormMessage>
      ) : null}
    </div>
  );
}

type PolicyLoad = { policyId: string; policy: PolicyContent | undefined };

function TemplatePreviewPage() {
  const { policyId = '' } = useParams();
  const [loaded, setLoaded] = useState<PolicyLoad | null>(null);

  useEffect(() => {
    let active = true;
    void loadPolicy(policyId).then((policy) => active && setLoaded({ policyId, policy }));
    return () => {
      active = false;
    };
  }, [policyId]);

  if (loaded?.policyId !== policyId) return <LoadingScreen />;
  const { policy } = loaded;
  if (!policy) {
    return (
      <div className="container narrow centered">
        <PageHeader title="Template not found" />
        <Link className="button button-primary" to="/templates">
          Back to Templates
        </Link>
      </div>
    );
  }

  return (
    <article className="container narrow policy-preview">
      <Link className="text-link back-link" to="/templates">
        <span aria-hidden="true">←</span> Back to Templates
      </Link>
      <PageHeader title={policy.title} />
      <DownloadPolicyButton policy={policy} />
      <section>
        <h2>Overview</h2>
        <p>{policy.overview}</p>
      </section>
      {policy.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <SectionBody content={section.content} />
        </section>
      ))}
    </article>
  );
}

export { TemplatePreviewPage as Component };
