import type { ReactNode } from 'react';
import { AppLink } from '../navigation/navigation';
import { PageHeader } from './page-header';

/** The link back to the list a page belongs to, above its header: "← Back to …". */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink className="text-link back-link" to={to}>
      <span aria-hidden="true">←</span> {children}
    </AppLink>
  );
}

/**
 * A page whose subject does not exist: `title`, and a button back to the list at `to`, named by
 * `list` ("Back to Templates").
 */
export function NotFound({ title, to, list }: { title: string; to: string; list: string }) {
  return (
    <div className="container narrow centered">
      <PageHeader title={title} />
      <AppLink className="button button-primary" to={to}>
        Back to {list}
      </AppLink>
    </div>
  );
}
