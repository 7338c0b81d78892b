// The hosted side of Stripe billing (docs/decisions.md P1): the service-role store and the Stripe
// client from the function's secrets. Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET the
// webhook answers 503 and billing that it is not set up (createBillingOffHandler); both change
// nothing.
import Stripe from 'stripe';
import { billingConfigFrom, type BillingStore } from '../_shared/billing.ts';
import { jsonResponse } from '../_shared/http.ts';
import { env, serviceClient } from './runtime.ts';

async function rpc(fn: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await serviceClient.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}`);
  return data as unknown;
}

export const billingStore: BillingStore = {
  eventSeen: async (eventId) => (await rpc('stripe_event_seen', { event_id: eventId })) === true,
  async recordEvent(eventId, type) {
    await rpc('record_stripe_event', { event_id: eventId, event_type: type });
  },
  teamOfCustomer: async (customer, subscription) =>
    ((await rpc('team_of_stripe_customer', { customer, subscription })) as string | null) ?? null,
  async setCustomer(team, customer) {
    await rpc('set_team_stripe_customer', { team, customer });
  },
  apply: async (state) =>
    String(
      await rpc('apply_stripe_subscription', {
        team: state.team,
        customer: state.customer,
        subscription: state.subscription,
        subscription_status: state.status,
        price: state.price,
        entitled_plan: state.plan,
        period_end: state.periodEnd,
        cancels_at_period_end: state.cancelAtPeriodEnd,
      }),
    ),
  async recordRefund(refund) {
    await rpc('record_billing_refund', {
      team: refund.team,
      admin: refund.admin,
      subscription: refund.subscription,
      amount_refunded: refund.amount,
      refund_currency: refund.currency,
      refunds: refund.refunds,
    });
  },
};

export const billingConfig = billingConfigFrom(env);
export const stripe = billingConfig ? new Stripe(billingConfig.secretKey) : null;

export const billingOff = () => jsonResponse({ error: 'Billing is not set up' }, 503);
