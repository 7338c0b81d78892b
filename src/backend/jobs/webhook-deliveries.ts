// The webhook delivery job on the embedded backend (docs/decisions.md WH1): the shared runner of
// supabase/functions/_shared/webhooks.ts with the local database, the mail port and the data
// folder's key. Embedded, receivers on this computer are allowed (http to loopback); the hosted
// function sends to public addresses only (docs/threat-model.md #68).
import { lookup } from 'node:dns/promises';
import { renderEmail } from '../../../supabase/functions/_shared/email.ts';
import {
  runWebhookDeliveries,
  type ClaimedDelivery,
  type DisableNotice,
  type WebhookDeliveryDeps,
} from '../../../supabase/functions/_shared/webhooks.ts';
import type { Database } from '../db/database';
import type { BackendKeys } from '../keys';
import type { MailPort } from '../mail/mail-port';

/**
 * How often the embedded backend sends what is due (docs/decisions.md WH1): more often than the
 * hosted function's minute; WEBHOOK_INTERVAL_SECONDS changes it.
 */
export const WEBHOOK_INTERVAL_MS = 15_000;

/** One request's limit; a receiver that takes longer counts as failed and is tried again. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookDeliverySetup {
  db: Database;
  mail: MailPort;
  keys: Pick<BackendKeys, 'factorKey'>;
  siteUrl: string;
  clock: () => number;
  timeoutMs?: number;
}

/** The runner's dependencies, wired to the database and the mail port. */
export function webhookDeliveryDeps(setup: WebhookDeliverySetup): WebhookDeliveryDeps {
  const { db } = setup;
  return {
    async claim(at, run) {
      const { rows } = await db.query<ClaimedDelivery>(
        `select delivery_id, event_id, endpoint_id, url, secret_ciphertext, type,
                to_json(occurred_at) #>> '{}' as occurred_at, data, attempt
           from public.claim_webhook_deliveries($1, $2)`,
        [at.toISOString(), run],
      );
      return rows;
    },
    async record(delivery, run, at, result) {
      await db.query('select public.record_webhook_attempt($1, $2, $3, $4, $5, $6)', [
        delivery.delivery_id,
        run,
        at.toISOString(),
        result.statusCode,
        result.error,
        result.durationMs,
      ]);
    },
    async disableNotices() {
      const { rows } = await db.query<DisableNotice>(
        `select endpoint_id, team_name, url, to_json(failing_since) #>> '{}' as failing_since,
                recipients
           from public.webhook_disable_notices()`,
      );
      return rows;
    },
    async recordDisableNotice(endpoint, at) {
      await db.query('select public.record_webhook_disable_notice($1, $2)', [
        endpoint,
        at.toISOString(),
      ]);
    },
    sendEmail: (email) => setup.mail.send(renderEmail(email)),
    // The data folder's key, beside the database and apart from it (src/backend/keys.ts).
    secretKey: setup.keys.factorKey,
    publicAddressesOnly: false,
    resolveHost: async (hostname) =>
      (await lookup(hostname, { all: true })).map((entry) => entry.address),
    timeoutMs: setup.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    siteUrl: setup.siteUrl,
    clock: () => new Date(setup.clock()),
  };
}

/** One run of the job. */
export const sendWebhookDeliveries = (setup: WebhookDeliverySetup, run?: string) =>
  runWebhookDeliveries(webhookDeliveryDeps(setup), run);
