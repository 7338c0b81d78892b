import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { PageHeader } from './page-header';
import { DashboardTrialNotice } from './trial-notice';

/**
 * The dashboard's sections built so far (docs/navigation.md); the current one is aria-current.
 * Past the overview, each is at /dashboard/ and its name in lower case.
 */
const SECTIONS = [
  { label: 'Overview', to: '/dashboard' },
  ...[
    'Members',
    'Policies',
    'Training',
    'Hotline',
    'Checklists',
    'Evidence',
    'Risks',
    'Vendors',
    'Assets',
    'Activity',
    'Settings',
  ].map((label) => ({ label, to: `/dashboard/${label.toLowerCase()}` })),
];

export function DashboardSections() {
  return (
    <nav className="section-nav" aria-label="Dashboard sections">
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.to === '/dashboard'}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A page of the team dashboard: its header, the dashboard's sections, its introduction, the
 * trial's notice for the team's admins, then `children`.
 */
export function DashboardPage({
  title,
  lead,
  intro,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** Fixed text under the sections, as the page's skeleton shows it (SkeletonShape.intro). */
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="container">
      <PageHeader title={title} lead={lead} />
      <DashboardSections />
      {intro}
      <DashboardTrialNotice />
      {children}
    </div>
  );
}
