import type { ReactNode } from 'react';
import { AppLink } from '../navigation/navigation';

/** The link back to the list a page belongs to, above its header: "← Back to …". */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink className="text-link back-link" to={to}>
      <span aria-hidden="true">←</span> {children}
    </AppLink>
  );
}
