// A save sent as the page is hidden or closed (docs/decisions.md F5) must outlive the page: it goes
// as a keepalive fetch, which supabase-js cannot send, shaped as the request supabase-js would send.
import { useEffect, useRef } from 'react';
import { readBackendConfig } from './backend-config';
import { getSupabase } from './supabase';

/** Where the request goes and as whom: the API (lib/backend-config) and the session's token. */
export interface ExitSaveTarget {
  url: string;
  anonKey: string;
  accessToken: string;
}

/**
 * POSTs `body` to the REST API's `path` (under /rest/v1) as the session; a refusal is thrown in
 * PostgREST's words, as supabase-js would have read them.
 */
export async function postBeforeLeaving(
  target: ExitSaveTarget,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(`${target.url.replace(/\/+$/, '')}/rest/v1/${path}`, {
    method: 'POST',
    keepalive: true,
    headers: {
      apikey: target.anonKey,
      Authorization: `Bearer ${target.accessToken}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  if (response.ok) return response;
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new Error(
    typeof answer?.message === 'string'
      ? answer.message
      : `The save failed with status ${response.status}`,
  );
}

/**
 * Where a save sent while the page closes goes, with the session's access token as it is now
 * (then there is no time to ask supabase-js for it); undefined without a session.
 */
export function useExitSaveTarget(): () => ExitSaveTarget | undefined {
  const token = useRef<string | undefined>(undefined);
  useEffect(() => {
    let disposed = false;
    let stop: (() => void) | undefined;
    void getSupabase().then((client) => {
      if (disposed) return;
      // Answers at once with the current session, then with every refresh or sign-out.
      const { data } = client.auth.onAuthStateChange((_event, session) => {
        token.current = session?.access_token;
      });
      stop = () => data.subscription.unsubscribe();
    });
    return () => {
      disposed = true;
      stop?.();
    };
  }, []);
  return () => {
    const accessToken = token.current;
    if (!accessToken) return undefined;
    const { url, anonKey } = readBackendConfig();
    return { url, anonKey, accessToken };
  };
}
