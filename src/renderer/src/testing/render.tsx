// Renders a screen as the app does: inside the router's navigation and the session (signed out:
// nothing is stored), with the API at an address where nothing answers, so a request that gets
// through fails at once and no test depends on a server (journeys are the browser tests' part).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouterNavigation } from '../app/router-navigation';
import { SessionProvider } from '../session/session';

/** A closed port: supabase-js and the form senders get a refused connection. */
export const UNREACHABLE_API = 'http://127.0.0.1:9';

/** Writes the backend's address into the page, as the server that serves index.html does. */
export function pointBackendAt(url: string): void {
  document.head.querySelector('meta[name="complyready-backend"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'complyready-backend';
  meta.content = JSON.stringify({ url, anonKey: 'component-test-key' });
  document.head.append(meta);
}

/**
 * `ui` at `path` (its query is what the screen reads), signed out; with `route`, `ui` is that
 * route's page, reading its parameters from `path`.
 */
export function renderScreen(
  ui: ReactNode,
  { path = '/', route }: { path?: string; route?: string } = {},
): RenderResult {
  const screen = route ? (
    <Routes>
      <Route path={route} element={ui} />
    </Routes>
  ) : (
    ui
  );
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        <SessionProvider>{screen}</SessionProvider>
      </RouterNavigation>
    </MemoryRouter>,
  );
}
