import { hostedChoice, type HostedChoice } from './backend-config';

/**
 * Checks a hosted Supabase project before it is saved, the way its clients will use it: the Auth
 * health endpoint answers (the URL is a Supabase API), and the Auth settings endpoint accepts the
 * public key (the key belongs to it). Each refusal says why, in words for the setup screen.
 */
export type HostedCheck = { ok: true; choice: HostedChoice } | { ok: false; reason: string };

export interface HostedInput {
  url: string;
  anonKey: string;
  websiteUrl: string;
}

/** `fetch`, or a fake in tests. */
export type FetchLike = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ status: number; json(): Promise<unknown> }>;

const TIMEOUT_MS = 10_000;

function describeNetworkError(error: unknown, url: string): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  const host = new URL(url).host;
  if (
    (error as Error | null)?.name === 'TimeoutError' ||
    (error as Error | null)?.name === 'AbortError'
  ) {
    return `${host} did not answer within ${TIMEOUT_MS / 1000} seconds.`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `No server called ${host} was found.`;
  if (code === 'ECONNREFUSED') return `${host} refused the connection.`;
  if (code.startsWith('CERT_') || code.includes('CERT') || code.includes('SELF_SIGNED')) {
    return `${host} did not present a valid certificate (${code}).`;
  }
  return `${host} could not be reached${code ? ` (${code})` : ''}.`;
}

async function getJson(fetch: FetchLike, url: string, anonKey: string) {
  const response = await fetch(url, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** The project's answer at `path`, or why there is none: unreachable, or the key refused. */
async function askProject(
  fetch: FetchLike,
  choice: HostedChoice,
  path: string,
): Promise<{ status: number; body: unknown } | { refusal: string }> {
  const url = `${choice.url}${path}`;
  try {
    const answer = await getJson(fetch, url, choice.anonKey);
    if (answer.status === 401 || answer.status === 403) {
      return {
        refusal:
          'The project refused the public key (is it the anon or publishable key of this project?).',
      };
    }
    return answer;
  } catch (error) {
    return { refusal: describeNetworkError(error, url) };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function checkHostedBackend(
  input: HostedInput,
  fetch: FetchLike,
): Promise<HostedCheck> {
  const choice = hostedChoice(input.url, input.anonKey, input.websiteUrl.trim() || null);
  if (!choice) {
    if (!hostedChoice(input.url, 'x'.repeat(20), null)) {
      return {
        ok: false,
        reason:
          'The project URL must be an https address, such as https://abcdefghijklmnop.supabase.co.',
      };
    }
    if (!hostedChoice(input.url, input.anonKey, null)) {
      return {
        ok: false,
        reason: 'The public key does not look like a Supabase anon or publishable key.',
      };
    }
    return { ok: false, reason: 'The website address must be an https address.' };
  }

  const health = await askProject(fetch, choice, '/auth/v1/health');
  if ('refusal' in health) return { ok: false, reason: health.refusal };
  if (health.status !== 200 || !isObject(health.body)) {
    return {
      ok: false,
      reason: `${new URL(choice.url).host} answered, but not as a Supabase project (HTTP ${health.status} from /auth/v1/health).`,
    };
  }

  const answer = await askProject(fetch, choice, '/auth/v1/settings');
  if ('refusal' in answer) return { ok: false, reason: answer.refusal };
  if (answer.status !== 200 || !isObject(answer.body) || !isObject(answer.body['external'])) {
    return {
      ok: false,
      reason: `${new URL(choice.url).host} answered, but not with Supabase Auth settings (HTTP ${answer.status} from /auth/v1/settings).`,
    };
  }
  if (isObject(answer.body['external']) && answer.body['external']['email'] === false) {
    return { ok: false, reason: 'The project has email sign-in turned off; ComplyReady needs it.' };
  }
  return { ok: true, choice };
}
