import { Outlet, useNavigation } from 'react-router-dom';
import { LoadingScreen } from './loading-screen';
import { PlatformIntegration } from './platform-integration';
import { SessionProvider } from './session';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <SessionProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <PlatformIntegration />
        {navigation.state === 'loading' ? <LoadingScreen /> : <Outlet />}
      </main>
      <SiteFooter />
    </SessionProvider>
  );
}
