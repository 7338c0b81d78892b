import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadPage } from './app/routes';
import { captureTypedValues } from './app/typed-before-hydration';
import './styles.css';

async function start(container: HTMLElement) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // A prerendered public page hydrates its HTML; the other routes render on the client.
  if (container.hasChildNodes()) {
    captureTypedValues(container);
    await preloadPage(window.location.pathname);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void start(container);
