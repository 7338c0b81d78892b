import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from './loading-screen';
import { PlatformIntegration } from './platform-integration';
import { SessionProvider } from './session';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  // Marks the page as interactive once React has taken it over (hydrated or rendered), for
  // styles and automated tests that must not act on the prerendered HTML alone.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <SessionProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <PlatformIntegration />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </SessionProvider>
  );
}
