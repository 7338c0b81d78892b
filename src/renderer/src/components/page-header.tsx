import type { ReactNode } from 'react';

/** Page title (also the document title) and an optional lead paragraph. */
export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="page-header">
      <title>{`${title} · ComplyReady`}</title>
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
    </header>
  );
}
