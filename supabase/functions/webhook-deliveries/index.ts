// Hosted entry (Deno, Supabase Edge Functions) of the webhook delivery job (docs/decisions.md
// WH1). pg_cron calls it every minute with the service-role key (README); the job and its rules
// are in ../_shared and the database. Hosted, deliveries go to public addresses only: the host is
// resolved and every address checked before each request (docs/threat-model.md #68).
import { sendEmail } from '../_hosted/mail.ts';
import { env, scheduledJob, serve, serviceClaim, serviceRpc as rpc } from '../_hosted/runtime.ts';
import { secretBoxKey } from '../_shared/secret-box.ts';
import {
  runWebhookDeliveries,
  type ClaimedDelivery,
  type DisableNotice,
} from '../_shared/webhooks.ts';

declare const Deno: {
  resolveDns(name: string, type: 'A' | 'AAAA'): Promise<string[]>;
};

const secretKey = secretBoxKey(env('WEBHOOK_SECRET_KEY'));

serve(
  scheduledJob('webhook deliveries', () =>
    runWebhookDeliveries({
      claim: serviceClaim<ClaimedDelivery>('claim_webhook_deliveries'),
      async record(delivery, run, at, result) {
        await rpc('record_webhook_attempt', {
          delivery: delivery.delivery_id,
          run,
          at: at.toISOString(),
          status_code: result.statusCode,
          error: result.error,
          duration_ms: result.durationMs,
        });
      },
      disableNotices: async () =>
        (await rpc<DisableNotice[] | null>('webhook_disable_notices')) ?? [],
      async recordDisableNotice(endpoint, at) {
        await rpc('record_webhook_disable_notice', { endpoint, at: at.toISOString() });
      },
      sendEmail,
      secretKey,
      publicAddressesOnly: true,
      async resolveHost(hostname) {
        const lookup = (type: 'A' | 'AAAA') =>
          Deno.resolveDns(hostname, type).catch(() => [] as string[]);
        return [...(await lookup('A')), ...(await lookup('AAAA'))];
      },
      timeoutMs: 10_000,
      siteUrl: env('SITE_URL') ?? '',
      clock: () => new Date(),
    }),
  ),
);
