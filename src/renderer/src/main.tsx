import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadPage } from './app/routes';
import { startRestoring } from './session/session-lifecycle';
import { yieldToBrowser } from './lib/yield-to-browser';
import './styles.css';

// The app: the signed-in routes and every page of the desktop app, rendered in the browser. The
// website's prerendered public pages never load it; their islands are hydrated on their own
// (src/islands/main.ts).
async function start(container: HTMLElement) {
  // The stored session is confirmed while the page's code loads and renders, not after its
  // first render: supabase-js is fetched beside the page's code, and the page's data asked for
  // sooner.
  startRestoring();
  // The page's code first, so the first render shows the page instead of "Loading...". Matching
  // the route waits for a task of its own: the app's modules have just run in this one.
  await yieldToBrowser();
  await preloadPage(window.location.pathname);
  const root = createRoot(container);
  // As a transition, React renders the page in slices: the prerendered shell stays on screen and
  // responsive meanwhile (docs/architecture.md#performance-goals).
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void start(container);
