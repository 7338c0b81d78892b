import type { ReactNode } from 'react';
import { DashboardSections } from './dashboard-sections';

/** What a page's skeleton shows of the page it stands for. */
export interface SkeletonShape {
  /** The page's title, when known before its data. */
  title?: string;
  /** The page's lead paragraph under its title: its text when it needs no data, else its line. */
  lead?: boolean | string;
  /** A dashboard page: its section navigation shows, and works, at once. */
  sections?: boolean;
  /** A dashboard page's fixed introduction under its sections, when it has one. */
  intro?: ReactNode;
}

/**
 * The shape of a page while its session and data load (docs/architecture.md#performance-goals):
 * the title and the dashboard's sections as they will be, grey blocks where the data goes, at
 * least a screen tall so that nothing below moves when the page replaces it. Screen readers hear
 * the title and "Loading..." once; the blocks are hidden from them.
 */
export function PageSkeleton({ title, lead, sections, intro }: SkeletonShape) {
  return (
    <div className="container page-skeleton" aria-busy="true">
      <div className="page-header">
        {title ? <h1>{title}</h1> : <div className="skeleton-title" aria-hidden="true" />}
        {typeof lead === 'string' ? <p className="lead">{lead}</p> : null}
        {lead === true ? <p className="lead skeleton-line" aria-hidden="true" /> : null}
      </div>
      {sections ? <DashboardSections /> : null}
      {intro}
      <p className="visually-hidden" role="status">
        Loading...
      </p>
      <div className="skeleton-block" aria-hidden="true" />
      <div className="skeleton-block" aria-hidden="true" />
    </div>
  );
}
