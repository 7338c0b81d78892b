// Webhooks (docs/decisions.md WH1), the same code hosted (the `webhooks` and `webhook-deliveries`
// Edge Functions) and embedded (the backend's functions and scheduler).
//
// - The admins' `webhooks` function makes an endpoint's signing secret, encrypts it with a key kept
//   outside the database (./secret-box.ts) and stores only the ciphertext, as the admin; the secret
//   is answered once and never again.
// - The delivery job claims what is due (`claim_webhook_deliveries`), signs each per the Standard
//   Webhooks specification with its maintained library, posts it with a timeout and without
//   following redirects, and records the attempt (`record_webhook_attempt`); the database plans
//   the retries and turns off an endpoint failing for 3 days, whose admins the job then emails.
import { Webhook } from 'standardwebhooks';
import { isWebhookEventType, type WebhookEventType } from '../../../src/shared/webhooks.ts';
import { runClaimedBatches } from './claimed-batches.ts';
import type { EmailContent } from './email.ts';
import { BadRequest, jsonResponse, readJsonObject, requiredText, signedInHandler } from './http.ts';
import { addressSpaceOf, parseIpAddress } from './ip-address.ts';
import { CallerRefused } from './policy-reminders.ts';
import { decryptSecret, encryptSecret } from './secret-box.ts';

export { CallerRefused };

/** What an endpoint's ciphertext is bound to (the secret box's authenticated data). */
export const secretBinding = (endpointId: string) => `webhook-endpoint:${endpointId}`;

/** A new signing secret: `whsec_` and 32 random bytes in base64, as the specification writes it. */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}

// ─── Settings → Webhooks: the secret-holding actions ────────────────────────────────────────────

export interface WebhookAdminDependencies {
  /** A public function called as the caller (their token, their rights); refusals throw CallerRefused. */
  asCaller(authorization: string, fn: string, args: Record<string, unknown>): Promise<unknown>;
  /** The key the secrets are encrypted with (WEBHOOK_SECRET_KEY hosted, the data folder's embedded). */
  secretKey: Uint8Array<ArrayBuffer>;
  /** Embedded only: plain http to this computer's loopback (a receiver on the same machine). */
  allowLoopbackHttp: boolean;
  /** What went wrong unexpectedly (never the request's body, which may hold a secret). */
  logError(error: unknown): void;
}

function parseEvents(value: unknown): WebhookEventType[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isWebhookEventType)) {
    throw new BadRequest('events is a list of event types');
  }
  return [...new Set(value)];
}

function parseUrl(body: Record<string, unknown>, allowLoopbackHttp: boolean): string {
  const text = requiredText(body, 'url', 2000);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BadRequest('Enter the address as https://…');
  }
  if (url.username || url.password) throw new BadRequest('The address may not hold a password');
  if (url.protocol === 'https:') return text;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && loopback && allowLoopbackHttp) return text;
  throw new BadRequest('The address must start with https://');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST { action: 'create', url, events } → { id, secret }, or { action: 'rotate', endpoint } →
 * { secret }. The database checks the admin, the plan and the address (create_webhook_endpoint,
 * rotate_webhook_secret); the other changes the page makes through the database directly.
 */
export function createWebhookAdminHandler(deps: WebhookAdminDependencies) {
  return signedInHandler(
    'Sign in to manage webhooks',
    async (request, authorization) => {
      const body = await readJsonObject(request);
      const secret = newWebhookSecret();
      try {
        if (body.action === 'create') {
          const url = parseUrl(body, deps.allowLoopbackHttp);
          const events = parseEvents(body.events);
          const id = crypto.randomUUID();
          await deps.asCaller(authorization, 'create_webhook_endpoint', {
            id,
            url,
            events,
            secret_ciphertext: await encryptSecret(deps.secretKey, secretBinding(id), secret),
          });
          return jsonResponse({ id, secret });
        }
        if (body.action === 'rotate') {
          const endpoint = body.endpoint;
          if (typeof endpoint !== 'string' || !UUID.test(endpoint)) {
            throw new BadRequest('endpoint is the id of a webhook endpoint');
          }
          await deps.asCaller(authorization, 'rotate_webhook_secret', {
            endpoint,
            secret_ciphertext: await encryptSecret(deps.secretKey, secretBinding(endpoint), secret),
          });
          return jsonResponse({ secret });
        }
        throw new BadRequest('action is create or rotate');
      } catch (error) {
        if (error instanceof CallerRefused) {
          return jsonResponse({ error: error.message }, error.status);
        }
        throw error;
      }
    },
    deps.logError,
  );
}

// ─── The delivery job ───────────────────────────────────────────────────────────────────────────

export interface ClaimedDelivery {
  delivery_id: string;
  event_id: string;
  endpoint_id: string;
  url: string;
  secret_ciphertext: string;
  type: string;
  /** ISO time of the event. */
  occurred_at: string;
  data: Record<string, unknown>;
  attempt: number;
}

export interface DisableNotice {
  endpoint_id: string;
  team_name: string;
  url: string;
  failing_since: string;
  recipients: string[];
}

export interface AttemptResult {
  /** The response's status; null when none came (timeout, refused, blocked address). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryDeps {
  claim(at: Date, run: string): Promise<ClaimedDelivery[]>;
  record(delivery: ClaimedDelivery, run: string, at: Date, result: AttemptResult): Promise<void>;
  disableNotices(): Promise<DisableNotice[]>;
  recordDisableNotice(endpointId: string, at: Date): Promise<void>;
  sendEmail(email: EmailContent): Promise<void>;
  secretKey: Uint8Array<ArrayBuffer>;
  /**
   * Hosted: only public addresses (threat #68); the host is resolved and every address checked
   * before the request. Embedded: any address the database allows (https, or http to loopback).
   */
  publicAddressesOnly: boolean;
  /** The addresses a host name resolves to (hosted SSRF check). */
  resolveHost(hostname: string): Promise<string[]>;
  /** How long one request may take (10 s; tests shorten it). */
  timeoutMs: number;
  siteUrl: string;
  /** Read at each batch; tests move it. */
  clock(): Date;
  /** The request; the real fetch outside tests. */
  fetch?: typeof fetch;
}

/** At most this many batches a run (20 deliveries each), so a run ends well within a function's limit. */
const MAX_BATCHES = 10;

/** The body of a delivery: the Standard Webhooks payload shape, ids and what changed only. */
export const webhookBody = (delivery: ClaimedDelivery) =>
  JSON.stringify({
    type: delivery.type,
    timestamp: new Date(delivery.occurred_at).toISOString(),
    data: delivery.data,
  });

class BlockedAddress extends Error {}
class UnreadableSecret extends Error {}

/** Refuses a URL that is not https or leads to a loopback, private or otherwise local address. */
export async function checkPublicUrl(
  url: string,
  resolveHost: (hostname: string) => Promise<string[]>,
): Promise<void> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new BlockedAddress('Only https addresses are allowed');
  const literal = parseIpAddress(parsed.hostname);
  const addresses = literal ? [parsed.hostname] : await resolveHost(parsed.hostname);
  if (addresses.length === 0) throw new BlockedAddress('The host name did not resolve');
  for (const text of addresses) {
    const address = parseIpAddress(text);
    const range = address?.range();
    if (
      !address ||
      addressSpaceOf(address) !== 'public' ||
      ['multicast', 'broadcast', 'reserved', 'unspecified'].includes(range ?? '')
    ) {
      throw new BlockedAddress('The address leads to a private or local network');
    }
  }
}

/** One attempt: signed, posted, timed; the response's body is never read nor kept. */
export async function attemptDelivery(
  deps: WebhookDeliveryDeps,
  delivery: ClaimedDelivery,
  at: Date,
): Promise<AttemptResult> {
  const started = Date.now();
  const result = (statusCode: number | null, error: string | null): AttemptResult => ({
    statusCode,
    error,
    durationMs: Date.now() - started,
  });
  try {
    if (deps.publicAddressesOnly) await checkPublicUrl(delivery.url, deps.resolveHost);
    const secret = await decryptSecret(
      deps.secretKey,
      secretBinding(delivery.endpoint_id),
      delivery.secret_ciphertext,
    ).catch(() => {
      throw new UnreadableSecret('The signing secret could not be read; rotate it');
    });
    const body = webhookBody(delivery);
    const signature = new Webhook(secret).sign(delivery.event_id, at, body);
    const response = await (deps.fetch ?? fetch)(delivery.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'ComplyReady-Webhooks/1',
        'webhook-id': delivery.event_id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    await response.body?.cancel();
    const redirected = response.status >= 300 && response.status < 400;
    return result(
      response.status,
      response.ok ? null : redirected ? 'Redirects are not followed' : `HTTP ${response.status}`,
    );
  } catch (error) {
    if (error instanceof BlockedAddress || error instanceof UnreadableSecret) {
      return result(null, error.message);
    }
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return result(null, `No answer within ${deps.timeoutMs / 1000} seconds`);
    }
    // The network's words only (connection refused, DNS); never the request's headers.
    return result(null, 'The endpoint could not be reached');
  }
}

/** The admins' email when their endpoint was turned off for failing for 3 days. */
export function disabledEndpointEmail(notice: DisableNotice, to: string, siteUrl: string) {
  const host = URL.canParse(notice.url) ? new URL(notice.url).host : notice.url;
  return {
    id: `webhook-disabled-${notice.endpoint_id}-${to}@complyready`,
    to,
    subject: `Webhook endpoint turned off: ${host}`,
    intro: [
      `The webhook endpoint at ${host} of ${notice.team_name} has failed every delivery since ${notice.failing_since.slice(0, 10)}, so ComplyReady turned it off.`,
      'Fix the receiver, then turn the endpoint on again in Settings → Webhooks. Events that happen while it is off are not sent to it.',
    ],
    action: {
      label: 'Open Settings → Webhooks',
      url: `${siteUrl.replace(/\/$/, '')}/dashboard/settings/webhooks`,
    },
  } satisfies EmailContent;
}

/**
 * One run of the job: claims, sends and records batch after batch until nothing is due, then
 * emails the admins of endpoints turned off for failing.
 */
export async function runWebhookDeliveries(
  deps: WebhookDeliveryDeps,
  run: string = crypto.randomUUID(),
): Promise<{ sent: number; failed: number }> {
  const counts = await runClaimedBatches(
    () => deps.claim(deps.clock(), run),
    // A batch goes out together, so one slow receiver delays the others by one timeout at most.
    (claimed) =>
      Promise.all(
        claimed.map(async (delivery) => {
          const at = deps.clock();
          const result = await attemptDelivery(deps, delivery, at);
          await deps.record(delivery, run, at, result);
          return result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
        }),
      ),
    MAX_BATCHES,
  );
  for (const notice of await deps.disableNotices()) {
    try {
      for (const to of notice.recipients) {
        await deps.sendEmail(disabledEndpointEmail(notice, to, deps.siteUrl));
      }
      await deps.recordDisableNotice(notice.endpoint_id, deps.clock());
    } catch {
      // Not recorded: the next run tries again (the mails carry stable Message-IDs).
    }
  }
  return counts;
}
