import type { ReactNode } from 'react';

/** Shown while a page's code loads and, once accounts exist, while the session is determined. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      Loading...
    </div>
  );
}

/** A page whose data is loading, saying what it loads (`children`, e.g. "Loading video..."). */
export function LoadingPage({ children }: { children: ReactNode }) {
  return (
    <div className="container">
      <p className="loading-screen" role="status">
        {children}
      </p>
    </div>
  );
}
