// A Stripe test server for the billing tests: stripe-stateful-mock (npm), started on a free
// loopback port, with the real `stripe` SDK pointed at it. It keeps customers, products, prices
// and subscriptions, charges and refunds; it has no Checkout, Customer Portal, invoices, events,
// test clocks or subscription cancellation (README.md, "Billing with Stripe"), so the tests stand
// in for Stripe's own transitions (a subscription cancelled after its last retry, a period that
// ends) by changing its stored subscription, and for `DELETE /v1/subscriptions/:id` below.
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import Stripe from 'stripe';
import type { BillingConfig, PaidPlan } from '../../../supabase/functions/_shared/billing.ts';
import type { BackendBilling } from '../context';

interface StripeMockModule {
  createExpressApp(): (request: IncomingMessage, response: ServerResponse) => void;
}
interface StoredSubscription {
  status: string;
  canceled_at?: number | null;
  ended_at?: number | null;
  cancel_at_period_end: boolean;
  items: { data: { current_period_end?: number; price: { id: string } }[] };
}
interface StripeMockSubscriptions {
  subscriptions: { retrieve(account: string, id: string, param: string): StoredSubscription };
}

const require = createRequire(import.meta.url);
const mock = require('stripe-stateful-mock') as StripeMockModule;
const mockSubscriptions =
  require('stripe-stateful-mock/dist/api/subscriptions.js') as StripeMockSubscriptions;
const mockCharges = require('stripe-stateful-mock/dist/api/charges.js') as {
  charges: {
    retrieve(account: string, id: string, param: string): { created: number; customer: string };
  };
};

export interface StripeTestServer {
  billing: BackendBilling;
  stripe: Stripe;
  config: BillingConfig;
  /** A customer of `team` with a subscription to `plan`'s price, as Checkout leaves it. */
  subscribe(team: string, plan: PaidPlan): Promise<{ customer: string; subscription: string }>;
  /** A card payment by `customer` (an invoice paid), `daysAgo` days before now. */
  pay(customer: string, amount: number, daysAgo?: number): Promise<Stripe.Charge>;
  /** Stands in for Stripe moving a subscription on (renewal failures, cancellation, period end). */
  setSubscription(
    id: string,
    change: Partial<Omit<StoredSubscription, 'items'>> & {
      periodEnd?: number;
      /** Another plan's price, as a plan change in the Customer Portal leaves it. */
      plan?: PaidPlan;
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

/**
 * STAND-IN for Stripe's `DELETE /v1/subscriptions/:id` (cancel now), which the mock lacks: the
 * stored subscription becomes `canceled`, as Stripe answers.
 */
function cancelSubscription(request: IncomingMessage, response: ServerResponse): boolean {
  const id = /^\/v1\/subscriptions\/(sub_[A-Za-z0-9]+)$/.exec(request.url ?? '')?.[1];
  if (request.method !== 'DELETE' || !id) return false;
  const stored = mockSubscriptions.subscriptions.retrieve('acct_default', id, 'id');
  const now = Math.floor(Date.now() / 1000);
  Object.assign(stored, { status: 'canceled', canceled_at: now, ended_at: now });
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(stored));
  return true;
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const app = mock.createExpressApp();
  const server = createServer((request, response) => {
    if (!cancelSubscription(request, response)) app(request, response);
  }).listen(0, '127.0.0.1');
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
    async pay(customer, amount, daysAgo = 0) {
      const card = await stripe.customers.createSource(customer, { source: 'tok_visa' });
      const charge = await stripe.charges.create({
        customer,
        amount,
        currency: 'usd',
        source: card.id,
      });
      // The mock dates a charge now and leaves its customer empty; Stripe's charge of an invoice
      // names the customer, and an older payment is the same charge, dated back.
      const stored = mockCharges.charges.retrieve('acct_default', charge.id, 'id');
      stored.customer = customer;
      stored.created = charge.created - Math.round(daysAgo * 24 * 60 * 60);
      return stripe.charges.retrieve(charge.id);
    },
    setSubscription(id, { periodEnd, plan, ...change }) {
      const stored = mockSubscriptions.subscriptions.retrieve('acct_default', id, 'id');
      Object.assign(stored, change);
      for (const item of stored.items.data) {
        if (periodEnd !== undefined) item.current_period_end = periodEnd;
        if (plan) item.price = { ...item.price, id: prices[plan] };
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
