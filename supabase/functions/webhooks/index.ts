// Hosted entry (Deno, Supabase Edge Functions) of Settings → Webhooks' secret-holding actions
// (docs/decisions.md WH1): an endpoint's signing secret is made here, encrypted with
// WEBHOOK_SECRET_KEY (a function secret, never in the database) and stored as the admin; the
// database checks the admin, the plan and the address. Hosted, endpoints take https only.
import { callerClient, env, serve } from '../_hosted/runtime.ts';
import { refusalStatus } from '../_shared/policy-reminders.ts';
import { secretBoxKey } from '../_shared/secret-box.ts';
import { CallerRefused, createWebhookAdminHandler } from '../_shared/webhooks.ts';

serve(
  createWebhookAdminHandler({
    async asCaller(authorization, fn, args) {
      const { data, error } = await callerClient(authorization).rpc(fn, args);
      if (error) throw new CallerRefused(error.message, refusalStatus(error.code));
      return data as unknown;
    },
    // Without its key the function does not start: no secret is ever stored unencrypted.
    secretKey: secretBoxKey(env('WEBHOOK_SECRET_KEY')),
    allowLoopbackHttp: false,
    logError: (error) => console.error('webhooks function failed:', (error as Error).message),
  }),
);
