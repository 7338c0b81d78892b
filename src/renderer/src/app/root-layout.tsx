import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from './loading-screen';
import { PlatformIntegration } from './platform-integration';
import { SessionProvider } from './session';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { restoreTypedValues } from './typed-before-hydration';

/**
 * Rendered after the page inside its Suspense boundary, whose content hydrates after the layout
 * around it: its effect runs once the page itself is React's. What was typed into the prerendered
 * page goes back into its fields, and the page is marked interactive for automated tests that
 * must not act on the prerendered HTML alone.
 */
function PageTakenOver() {
  useEffect(() => {
    restoreTypedValues();
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}

export function RootLayout() {
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
          <PageTakenOver />
        </Suspense>
      </main>
      <SiteFooter />
    </SessionProvider>
  );
}
