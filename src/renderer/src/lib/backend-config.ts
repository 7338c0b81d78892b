export interface BackendConfig {
  url: string;
  anonKey: string;
}

/**
 * Where the Supabase API is. A hosted build sets VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY;
 * otherwise whoever serves index.html writes the key (and, when the API lives elsewhere, its URL)
 * into it: the embedded backend for the website (its key is made per data folder, so it cannot be
 * baked into the build; it serves the API on the page's own origin), and the desktop app's main
 * process for `app://` (src/main/backend-config.ts).
 */
export function readBackendConfig(): BackendConfig {
  const url = import.meta.env['VITE_SUPABASE_URL'] as string | undefined;
  const anonKey = import.meta.env['VITE_SUPABASE_ANON_KEY'] as string | undefined;
  if (url && anonKey) return { url, anonKey };
  const meta = document.querySelector<HTMLMetaElement>('meta[name="complyready-backend"]');
  if (meta) {
    const parsed = JSON.parse(meta.content) as Partial<BackendConfig>;
    // No URL: the API is served beside the page, at whatever address the page was opened at.
    const url = parsed.url ?? window.location.origin;
    if (parsed.anonKey) return { url, anonKey: parsed.anonKey };
  }
  throw new Error('No backend configured: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.');
}
