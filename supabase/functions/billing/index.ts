// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
// Signed-in team admins only: public.team_billing(), asked as the caller, holds that rule.
import { billingConfig, billingStore, stripe } from '../_hosted/billing.ts';
import { callerRpc, env, serve } from '../_hosted/runtime.ts';
import {
  createBillingHandler,
  createBillingOffHandler,
  type TeamBilling,
} from '../_shared/billing.ts';
import { CallerRefused } from '../_shared/policy-reminders.ts';

serve(
  billingConfig && stripe
    ? createBillingHandler({
        stripe,
        config: billingConfig,
        store: billingStore,
        async teamBilling(authorization) {
          const team = (await callerRpc<TeamBilling[] | null>(authorization, 'team_billing'))?.[0];
          if (!team) throw new CallerRefused('Only a team admin can manage billing', 403);
          return team;
        },
        settingsUrl: `${env('SITE_URL') ?? ''}/dashboard/settings`,
        clock: Date.now,
        logError: (error) => console.error('billing:', error),
      })
    : // Without Stripe nothing is for sale online and billing says it is not set up: Pricing
      // and Settings ask, and must not meet an error.
      createBillingOffHandler(),
);
