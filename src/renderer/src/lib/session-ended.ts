// How the page learns that the API no longer accepts its session: it was signed out elsewhere,
// its password changed, or an admin deactivated or removed the member (docs/decisions.md M1).
// supabase-js only finds out when it next refreshes; this tells the session at once.

type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * PostgREST's codes for a token it does not accept: ended or malformed (PGRST301), expired
 * (PGRST303 since PostgREST 13; PGRST301 before), so the check works on either version.
 */
const REFUSED_TOKEN = new Set(['PGRST301', 'PGRST303']);

function isRestRequest(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.includes('/rest/v1/');
}

/** A fetch for supabase-js that reports a refused session, answering the caller unchanged. */
export function fetchWatchingSession(base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (response.status === 401 && isRestRequest(input)) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: string } | null;
      if (body?.code && REFUSED_TOKEN.has(body.code)) for (const listener of listeners) listener();
    }
    return response;
  };
}
