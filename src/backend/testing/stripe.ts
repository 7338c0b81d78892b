// A Stripe test server for the billing tests: stripe-stateful-mock (npm), started on a free
// loopback port, with the real `stripe` SDK pointed at it. It keeps customers, products, prices
// and subscriptions; it has no Checkout, Customer Portal, events or test clocks (README.md,
// "Billing with Stripe"), so the tests stand in for Stripe's own transitions (a subscription
// cancelled after its last retry, a period that ends) by changing its stored subscription.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import Stripe from 'stripe';
import type { BillingConfig, PaidPlan } from '../../../supabase/functions/_shared/billing.ts';
import type { BackendBilling } from '../context';

interface StripeMockModule {
  createExpressApp(): { listen(port: number, host: string): Server };
}
interface StoredSubscription {
  status: string;
  cancel_at_period_end: boolean;
  items: { data: { current_period_end?: number }[] };
}
interface StripeMockSubscriptions {
  subscriptions: { retrieve(account: string, id: string, param: string): StoredSubscription };
}

const require = createRequire(import.meta.url);
const mock = require('stripe-stateful-mock') as StripeMockModule;
const mockSubscriptions =
  require('stripe-stateful-mock/dist/api/subscriptions.js') as StripeMockSubscriptions;

export interface StripeTestServer {
  billing: BackendBilling;
  stripe: Stripe;
  config: BillingConfig;
  /** A customer of `team` with a subscription to `plan`'s price, as Checkout leaves it. */
  subscribe(team: string, plan: PaidPlan): Promise<{ customer: string; subscription: string }>;
  /** Stands in for Stripe moving a subscription on (renewal failures, cancellation, period end). */
  setSubscription(
    id: string,
    change: Partial<Omit<StoredSubscription, 'items'>> & {
      periodEnd?: number;
    },
  ): void;
  /** A signed webhook delivery of an event about `object`, as Stripe would send it. */
  signedEvent(
    type: string,
    object: object,
    secret?: string,
  ): { id: string; payload: string; signature: string };
  close(): Promise<void>;
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const server = mock.createExpressApp().listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const stripe = new Stripe(secretKey, {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const product = await stripe.products.create({ name: 'ComplyReady' });
  const prices: Record<PaidPlan, string> = { professional: '', enterprise: '' };
  for (const [plan, amount] of [
    ['professional', 99_00],
    ['enterprise', 299_00],
  ] as const) {
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: amount * 12,
      recurring: { interval: 'year' },
    });
    // The mock files every subscription item under a plan too, so it needs one by the same id.
    await stripe.plans.create({
      id: price.id,
      product: product.id,
      currency: 'usd',
      interval: 'year',
      amount: amount * 12,
    });
    prices[plan] = price.id;
  }
  const config: BillingConfig = {
    secretKey,
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    prices,
  };
  return {
    billing: { config, stripe },
    stripe,
    config,
    async subscribe(team, plan) {
      const customer = await stripe.customers.create({ metadata: { team_id: team } });
      const subscription = await stripe.subscriptions.create({
        customer: customer.id,
        items: [
          { price: prices[plan], plan: prices[plan] } as Stripe.SubscriptionCreateParams.Item,
        ],
        metadata: { team_id: team },
      });
      return { customer: customer.id, subscription: subscription.id };
    },
    setSubscription(id, { periodEnd, ...change }) {
      const stored = mockSubscriptions.subscriptions.retrieve('acct_default', id, 'id');
      Object.assign(stored, change);
      if (periodEnd !== undefined) {
        for (const item of stored.items.data) item.current_period_end = periodEnd;
      }
    },
    signedEvent(type, object, secret = config.webhookSecret) {
      const id = `evt_${randomBytes(12).toString('hex')}`;
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      return {
        id,
        payload,
        signature: stripe.webhooks.generateTestHeaderString({ payload, secret }),
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
