// A save sent as the page is hidden or closed (docs/decisions.md F5) must outlive the page: it goes
// as a keepalive fetch, which supabase-js cannot send, shaped as the request supabase-js would send.

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
