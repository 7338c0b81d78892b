export interface BackendConfig {
  url: string;
  anonKey: string;
}

/**
 * Where the Supabase API is. A hosted build sets VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY;
 * the embedded backend instead writes both into the page it serves (its key is made per data
 * folder, so it cannot be baked into the build).
 */
export function readBackendConfig(): BackendConfig {
  const url = import.meta.env['VITE_SUPABASE_URL'] as string | undefined;
  const anonKey = import.meta.env['VITE_SUPABASE_ANON_KEY'] as string | undefined;
  if (url && anonKey) return { url, anonKey };
  const meta = document.querySelector<HTMLMetaElement>('meta[name="complyready-backend"]');
  if (meta) {
    const parsed = JSON.parse(meta.content) as Partial<BackendConfig>;
    if (parsed.url && parsed.anonKey) return { url: parsed.url, anonKey: parsed.anonKey };
  }
  throw new Error('No backend configured: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.');
}
