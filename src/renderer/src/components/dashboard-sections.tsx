import {
  useEffect,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { NavLink, useLocation } from 'react-router-dom';
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

/** The section `path` lies in, as NavLink marks it: the overview only at /dashboard itself. */
export function currentSection(path: string) {
  return SECTIONS.find((section) =>
    section.to === '/dashboard'
      ? path === '/dashboard' || path === '/dashboard/'
      : path === section.to || path.startsWith(`${section.to}/`),
  );
}

/**
 * The path whose phone menu is open. The skeleton and the page (mounted hidden beside it) share it,
 * so that the page shows the menu as the skeleton left it when it replaces the skeleton
 * (docs/architecture.md#performance-goals: nothing already painted moves).
 */
let openPath: string | null = null;
const openPathListeners = new Set<() => void>();
function setOpenPath(path: string | null) {
  if (openPath === path) return;
  openPath = path;
  for (const listener of openPathListeners) listener();
}
function subscribeToOpenPath(listener: () => void) {
  openPathListeners.add(listener);
  return () => void openPathListeners.delete(listener);
}
const readOpenPath = () => openPath;
const readNoOpenPath = () => null;

/**
 * "tabs on wide screens, a select or a menu on a phone" (docs/navigation.md): one list of links,
 * and before it a disclosure, "Sections: <current section>", that only a phone's screen shows
 * (600 px or less); there the list shows only while the disclosure is open. A native <details>,
 * so that it opens without script in the prerendered shell, and one list, so that assistive
 * technology meets each link once. Choosing a link, Escape or another page closes it.
 */
export function DashboardSections() {
  const { pathname } = useLocation();
  const open = useSyncExternalStore(subscribeToOpenPath, readOpenPath, readNoOpenPath) === pathname;
  const summary = useRef<HTMLElement>(null);
  // Left open on a page since left: closed when this one opens.
  useEffect(() => {
    if (openPath !== null && openPath !== pathname) setOpenPath(null);
  }, [pathname]);
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpenPath(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenPath(null);
    summary.current?.focus();
  };
  return (
    <nav
      className="section-nav"
      aria-label="Dashboard sections"
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <details
        className="section-nav-menu"
        open={open}
        onToggle={(event) => {
          if (event.currentTarget.open !== open) {
            setOpenPath(event.currentTarget.open ? pathname : null);
          }
        }}
      >
        <summary ref={summary}>Sections: {currentSection(pathname)?.label ?? 'Dashboard'}</summary>
      </details>
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
