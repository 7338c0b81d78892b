// Hosted entry (Deno, Supabase Edge Functions) of Settings → Webhooks' secret-holding actions
// (docs/decisions.md WH1): an endpoint's signing secret is made here, encrypted with
// WEBHOOK_SECRET_KEY (a function secret, never in the database) and stored as the admin; the
// database checks the admin, the plan and the address. Hosted, endpoints take https only.
import { callerRpc, env, serve } from '../_hosted/runtime.ts';
import { secretBoxKey } from '../_shared/secret-box.ts';
import { createWebhookAdminHandler } from '../_shared/webhooks.ts';

serve(
  createWebhookAdminHandler({
    asCaller: callerRpc,
    // Without its key the function does not start: no secret is ever stored unencrypted.
    secretKey: secretBoxKey(env('WEBHOOK_SECRET_KEY')),
    allowLoopbackHttp: false,
    logError: (error) => console.error('webhooks function failed:', (error as Error).message),
  }),
);
