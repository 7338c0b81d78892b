import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { PlatformIntegration } from './platform-integration';
import { RouterNavigation } from './router-navigation';
import { SessionProvider, useSession } from '../session/session';
import { useAdminTeam } from '../lib/team/admin-team';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Rendered after the page inside its Suspense boundary: its effect runs once the page itself is
 * shown. It marks the page interactive for automated tests that must not act too early.
 */
function PageShown() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}

/**
 * Keeps the signed-in admin's team row loaded from page to page: the dashboard's trial notice
 * (components/trial-notice.tsx) reads it on every dashboard page, and without a watcher here each
 * page would ask for it again (docs/architecture.md, "Data access").
 */
function AdminTeamWatch() {
  const { session } = useSession();
  useAdminTeam(session.status === 'signed-in' ? session.profile : null);
  return null;
}

export function RootLayout() {
  return (
    <SessionProvider>
      <RouterNavigation>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ScrollToTop />
        <AdminTeamWatch />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <PlatformIntegration />
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
            <PageShown />
          </Suspense>
        </main>
        <SiteFooter />
      </RouterNavigation>
    </SessionProvider>
  );
}
