// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
// No JWT: Stripe's signature is the credential (config.toml verify_jwt = false). Failed payments
// and ended subscriptions are mailed to the team's admins through SMTP_URL.
import { billingConfig, billingOff, billingStore, stripe } from '../_hosted/billing.ts';
import { billingNotices } from '../_hosted/billing-notices.ts';
import { serve } from '../_hosted/runtime.ts';
import { createStripeWebhookHandler } from '../_shared/billing.ts';

serve(
  billingConfig && stripe
    ? createStripeWebhookHandler({
        stripe,
        config: billingConfig,
        store: billingStore,
        notices: billingNotices,
        logError: (error) => console.error('stripe-webhook:', error),
      })
    : () => Promise.resolve(billingOff()),
);
