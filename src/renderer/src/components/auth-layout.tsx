import type { ReactNode } from 'react';

/** The narrow card every account screen sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container auth-page">
      <div className="card auth-card">
        <title>{`${title} · ComplyReady`}</title>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
