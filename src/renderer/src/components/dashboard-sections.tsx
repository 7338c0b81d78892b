import { NavLink } from 'react-router-dom';

/** The dashboard's sections built so far (docs/navigation.md); the current one is aria-current. */
const SECTIONS = [
  { label: 'Overview', to: '/dashboard' },
  { label: 'Members', to: '/dashboard/members' },
  { label: 'Policies', to: '/dashboard/policies' },
  { label: 'Training', to: '/dashboard/training' },
  { label: 'Hotline', to: '/dashboard/hotline' },
  { label: 'Checklists', to: '/dashboard/checklists' },
  { label: 'Evidence', to: '/dashboard/evidence' },
  { label: 'Risks', to: '/dashboard/risks' },
  { label: 'Vendors', to: '/dashboard/vendors' },
  { label: 'Assets', to: '/dashboard/assets' },
  { label: 'Activity', to: '/dashboard/activity' },
  { label: 'Settings', to: '/dashboard/settings' },
] as const;

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
