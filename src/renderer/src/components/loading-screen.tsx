/** Shown while a page's code loads and, once accounts exist, while the session is determined. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      Loading...
    </div>
  );
}
