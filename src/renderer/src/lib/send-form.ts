import { readBackendConfig } from './backend-config';

/** A function's refusal: its status and the words it answered with. */
export class FunctionError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Calls one of the backend's public functions (hotline, team hotline, contact) with the public key
 * only: never the signed-in person's session, which would tell the server who sent a report
 * (docs/threat-model.md #7). No cookies, no referrer, nothing cached. Answers the function's JSON.
 */
export async function callPublicFunction<T = unknown>(
  name: 'hotline' | 'team-hotline' | 'contact',
  payload: object,
): Promise<T> {
  const { url, anonKey } = readBackendConfig();
  const response = await fetch(`${url.replace(/\/+$/, '')}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(payload),
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
  });
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  if (!response.ok) {
    throw new FunctionError(
      typeof body.error === 'string' ? body.error : 'The request could not be processed',
      response.status,
    );
  }
  return body as T;
}

/** Sends a public form; the pages only need to know whether it arrived. */
export async function postToFunction(name: 'hotline' | 'contact', payload: object): Promise<void> {
  await callPublicFunction(name, payload);
}
