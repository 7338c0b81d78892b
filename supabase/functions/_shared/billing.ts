// Self-serve plans through Stripe (docs/decisions.md P1, docs/threat-model.md #40): the webhook,
// the admins' billing actions and the one sync that brings a team in line with its subscription.
// Shared by the hosted Edge Functions (Deno) and the embedded backend (Node).
import type Stripe from 'stripe';
import { BadRequest, corsHeaders, jsonResponse, readJsonObject } from './http.ts';
import { CallerRefused } from './policy-reminders.ts';
import { utcDay } from '../../../src/shared/utc-day.ts';
import {
  paymentFailedEmail,
  planEndedEmail,
  sendBillingNotice,
  type BillingNoticeDeps,
  type FailedInvoice,
} from './billing-notices.ts';

export type PaidPlan = 'professional' | 'enterprise';

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  /** The annual price of each paid plan (STRIPE_PRICE_PROFESSIONAL, STRIPE_PRICE_ENTERPRISE). */
  prices: Partial<Record<PaidPlan, string>>;
}

/** Billing is on only when both Stripe secrets are set; without them nothing changes. */
export function billingConfigFrom(env: (name: string) => string | undefined): BillingConfig | null {
  const secretKey = env('STRIPE_SECRET_KEY');
  const webhookSecret = env('STRIPE_WEBHOOK_SECRET');
  if (!secretKey || !webhookSecret) return null;
  const prices: Partial<Record<PaidPlan, string>> = {};
  const professional = env('STRIPE_PRICE_PROFESSIONAL');
  const enterprise = env('STRIPE_PRICE_ENTERPRISE');
  if (professional) prices.professional = professional;
  if (enterprise) prices.enterprise = enterprise;
  return { secretKey, webhookSecret, prices };
}

/** Stripe's statuses after which the subscription gives nothing: the team is on Starter. */
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);
/** Statuses that keep the plan paid for (past_due: Stripe is still retrying the card). */
const ENTITLED = new Set(['active', 'trialing', 'past_due']);

/** What a subscription's current state entitles its team to; null leaves the plan as it is. */
export function entitledPlan(
  config: BillingConfig,
  status: string,
  priceId: string | null,
): string | null {
  if (ENDED.has(status)) return 'starter';
  if (!ENTITLED.has(status)) return null; // incomplete, paused: not paid yet
  const plan = (Object.keys(config.prices) as PaidPlan[]).find(
    (name) => config.prices[name] === priceId,
  );
  return plan ?? null;
}

export interface SubscriptionState {
  team: string;
  customer: string;
  subscription: string;
  status: string;
  price: string | null;
  plan: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** The service-role side of the database (hosted: the service client; embedded: the database). */
export interface BillingStore {
  eventSeen(eventId: string): Promise<boolean>;
  recordEvent(eventId: string, type: string): Promise<void>;
  teamOfCustomer(customer: string, subscription: string | null): Promise<string | null>;
  setCustomer(team: string, customer: string): Promise<void>;
  /** Stores the state and changes the plan through change_team_plan; returns the team's plan. */
  apply(state: SubscriptionState): Promise<string>;
  /** Writes a refund to the team's audit log under the admin who asked for it. */
  recordRefund(refund: RefundRecord): Promise<void>;
}

export interface RefundRecord {
  team: string;
  admin: string;
  subscription: string;
  /** In the currency's smallest unit, as Stripe counts. */
  amount: number;
  currency: string;
  refunds: string[];
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The one sync: reads the subscription's CURRENT state from Stripe (never the event's copy, so
 * late or repeated events cannot roll a team back) and brings its team in line. Returns null
 * when the subscription belongs to no known team.
 */
export async function syncSubscription(
  stripe: Stripe,
  config: BillingConfig,
  store: BillingStore,
  subscriptionId: string,
): Promise<(SubscriptionState & { teamPlan: string }) | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const customer = idOf(subscription.customer);
  if (!customer) return null;
  const team =
    subscription.metadata?.['team_id'] ?? (await store.teamOfCustomer(customer, subscription.id));
  if (!team) return null;
  const item = subscription.items.data[0];
  const price = item?.price?.id ?? null;
  const periodEnd = item?.current_period_end;
  const state: SubscriptionState = {
    team,
    customer,
    subscription: subscription.id,
    status: subscription.status,
    price,
    plan: entitledPlan(config, subscription.status, price),
    periodEnd: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
  };
  const teamPlan = await store.apply(state);
  return { ...state, teamPlan };
}

/** The subscription an event is about, whatever the kind of object it carries. */
function subscriptionOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown> & { object?: string };
  if (object.object === 'subscription') return String(object['id']);
  if (object.object === 'checkout.session') {
    return idOf(object['subscription'] as string | { id: string } | null);
  }
  if (object.object === 'invoice') {
    const parent = object['parent'] as {
      subscription_details?: { subscription?: string | { id: string } | null } | null;
    } | null;
    return idOf(parent?.subscription_details?.subscription ?? null);
  }
  return null;
}

export interface StripeWebhookDependencies {
  stripe: Stripe;
  config: BillingConfig;
  store: BillingStore;
  /** The billing emails; without them the webhook only syncs. */
  notices?: BillingNoticeDeps;
  logError(error: unknown): void;
}

/**
 * The emails an event leads to, after its sync: each `invoice.payment_failed` tells the team's
 * admins (once per event); a subscription that ended (canceled or unpaid) and left the team on
 * Starter tells them so (once per subscription).
 */
async function notify(
  deps: StripeWebhookDependencies,
  event: Stripe.Event,
  state: SubscriptionState & { teamPlan: string },
) {
  const notices = deps.notices;
  if (!notices) return;
  if (event.type === 'invoice.payment_failed') {
    const invoice = event.data.object as FailedInvoice;
    const plan = entitledPlan(deps.config, 'active', state.price);
    await sendBillingNotice(
      notices,
      state.team,
      'payment_failed',
      event.id,
      (recipient, teamName) =>
        paymentFailedEmail({
          recipient,
          teamName,
          plan,
          invoice,
          eventId: event.id,
          siteUrl: notices.siteUrl,
          ended: ENDED.has(state.status),
        }),
    );
  }
  if ((state.status === 'canceled' || state.status === 'unpaid') && state.teamPlan === 'starter') {
    await sendBillingNotice(
      notices,
      state.team,
      'plan_ended',
      state.subscription,
      (recipient, teamName) =>
        planEndedEmail({
          recipient,
          teamName,
          subscription: state.subscription,
          unpaid: state.status === 'unpaid' || event.type === 'invoice.payment_failed',
          siteUrl: notices.siteUrl,
        }),
    );
  }
}

/**
 * /functions/v1/stripe-webhook. The signature is the credential: a bad one is 400 and nothing is
 * read. An event already handled is 200 and changes nothing; the sync runs before the event is
 * stored, so a failed sync is 500 and Stripe's retry runs it again.
 */
export function createStripeWebhookHandler(deps: StripeWebhookDependencies) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return jsonResponse({ error: 'Method not allowed' }, 405);
    const signature = request.headers.get('stripe-signature');
    const payload = await request.text();
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no signature');
      event = await deps.stripe.webhooks.constructEventAsync(
        payload,
        signature,
        deps.config.webhookSecret,
      );
    } catch {
      return jsonResponse({ error: 'Invalid signature' }, 400);
    }
    try {
      if (await deps.store.eventSeen(event.id)) return jsonResponse({ received: true });
      const subscription = subscriptionOf(event);
      const state = subscription
        ? await syncSubscription(deps.stripe, deps.config, deps.store, subscription)
        : null;
      if (state) await notify(deps, event, state);
      await deps.store.recordEvent(event.id, event.type);
      return jsonResponse({ received: true });
    } catch (error) {
      deps.logError(error);
      return jsonResponse({ error: 'Could not handle the event' }, 500);
    }
  };
}

/** The caller's team as public.team_billing() gives it (admins only, two-factor rule held). */
export interface TeamBilling {
  team_id: string;
  team_name: string;
  admin_id: string;
  admin_email: string;
  plan_id: string;
  trial_plan_id: string | null;
  trial_ends_at: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  status: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

export interface BillingDependencies {
  stripe: Stripe;
  config: BillingConfig;
  store: BillingStore;
  /** public.team_billing() asked as the caller; throws CallerRefused for anyone but an admin. */
  teamBilling(authorization: string): Promise<TeamBilling>;
  /** Where Checkout and the Customer Portal send the admin back (the site's Settings). */
  settingsUrl: string;
  clock: () => number;
  logError(error: unknown): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** docs/decisions.md D3: money back within 30 days of the team's first payment. */
export const REFUND_WINDOW_DAYS = 30;

/**
 * Where Stripe's pages send the admin back. The website's Settings; for the desktop app
 * (`return: 'app'`), the site's /return-to-app page, which opens `complyready://dashboard/settings`:
 * Stripe accepts only http(s) addresses, and the session lives in the app, not the browser.
 */
export function returnUrls(settingsUrl: string, returnTo: unknown) {
  if (returnTo === 'app') {
    const page = new URL('/return-to-app', settingsUrl).href;
    return { success: page, cancel: page, portal: page };
  }
  return { success: `${settingsUrl}?checkout=success`, cancel: settingsUrl, portal: settingsUrl };
}

/**
 * The Checkout Session of a paid plan: a subscription to its annual price for the team's customer
 * (team name, admin's email), automatic tax, the trial's remaining whole days carried over
 * (Stripe needs at least one), back to Settings, where the plan is confirmed by a sync.
 */
export function checkoutSessionParams(options: {
  team: TeamBilling;
  customer: string;
  price: string;
  now: number;
  settingsUrl: string;
  returnTo?: unknown;
}): Stripe.Checkout.SessionCreateParams {
  const { team, customer, price, now, settingsUrl } = options;
  const back = returnUrls(settingsUrl, options.returnTo);
  const trialLeftMs = team.trial_ends_at ? Date.parse(team.trial_ends_at) - now : 0;
  const trialDays = Math.floor(trialLeftMs / DAY_MS);
  return {
    mode: 'subscription',
    customer,
    customer_update: { address: 'auto', name: 'auto' },
    client_reference_id: team.team_id,
    line_items: [{ price, quantity: 1 }],
    automatic_tax: { enabled: true },
    subscription_data: {
      metadata: { team_id: team.team_id },
      ...(trialDays >= 1 ? { trial_period_days: trialDays } : {}),
    },
    success_url: back.success,
    cancel_url: back.cancel,
  };
}

/** What every admin action of the billing function answers where billing is not set up. */
export const BILLING_NOT_SET_UP = { available: false } as const;

/**
 * /functions/v1/billing without Stripe's secrets (docs/decisions.md P1): nothing is for sale
 * online (the GET, Pricing's question) and every action answers `BILLING_NOT_SET_UP`, with 200:
 * Settings asks on every visit, and a page that only learns billing is off must not meet a failed
 * request. Plans then change by the operator only.
 */
export function createBillingOffHandler() {
  return (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') {
      return Promise.resolve(new Response(null, { headers: corsHeaders }));
    }
    if (request.method === 'GET') return Promise.resolve(jsonResponse({ plans: [] }));
    if (request.method !== 'POST') {
      return Promise.resolve(jsonResponse({ error: 'Method not allowed' }, 405));
    }
    return Promise.resolve(jsonResponse(BILLING_NOT_SET_UP));
  };
}

/**
 * /functions/v1/billing, for a signed-in team admin: `checkout` (a Checkout Session for a paid
 * plan), `portal` (Stripe's Customer Portal), `sync` (the success page's confirmation: the
 * plan follows Stripe's current state, never the redirect) and `refund` (D3). A GET, for anyone,
 * answers which plans can be bought online, so Pricing knows billing is on.
 */
export function createBillingHandler(deps: BillingDependencies) {
  async function customerOf(team: TeamBilling): Promise<string> {
    if (team.stripe_customer_id) return team.stripe_customer_id;
    const customer = await deps.stripe.customers.create({
      email: team.admin_email,
      name: team.team_name,
      metadata: { team_id: team.team_id },
    });
    await deps.store.setCustomer(team.team_id, customer.id);
    return customer.id;
  }

  async function checkout(team: TeamBilling, plan: unknown, returnTo: unknown) {
    if (plan !== 'professional' && plan !== 'enterprise') {
      throw new BadRequest('plan must be professional or enterprise');
    }
    const price = deps.config.prices[plan];
    if (!price) throw new BadRequest(`The ${plan} plan cannot be bought online`);
    const customer = await customerOf(team);
    const session = await deps.stripe.checkout.sessions.create(
      checkoutSessionParams({
        team,
        customer,
        price,
        now: deps.clock(),
        settingsUrl: deps.settingsUrl,
        returnTo,
      }),
    );
    return { url: session.url };
  }

  async function portal(team: TeamBilling, returnTo: unknown) {
    if (!team.stripe_customer_id) throw new BadRequest('This team has no subscription yet', 409);
    const session = await deps.stripe.billingPortal.sessions.create({
      customer: team.stripe_customer_id,
      return_url: returnUrls(deps.settingsUrl, returnTo).portal,
    });
    return { url: session.url };
  }

  /**
   * D3: within 30 days of the team's first payment, every payment is refunded in full, the
   * subscription is cancelled at once and the sync moves the team to Starter. Each refund carries
   * an idempotency key, so a retry after a failure refunds nothing twice.
   */
  async function refund(team: TeamBilling) {
    const customer = team.stripe_customer_id;
    const subscription = team.stripe_subscription_id;
    if (!customer || !subscription) {
      throw new BadRequest('This team has no subscription to refund', 409);
    }
    const { data: charges } = await deps.stripe.charges.list({ customer, limit: 100 });
    const payments = charges.filter((charge) => charge.status === 'succeeded' && charge.amount > 0);
    if (payments.length === 0) {
      throw new BadRequest(
        'Nothing has been paid yet. To stop before your first payment, cancel under Manage billing.',
        409,
      );
    }
    const first = Math.min(...payments.map((charge) => charge.created)) * 1000;
    const windowEnds = first + REFUND_WINDOW_DAYS * DAY_MS;
    if (deps.clock() > windowEnds) {
      throw new BadRequest(
        `The 30-day refund window ended on ${utcDay(windowEnds)}. ` +
          'You can cancel under Manage billing; your plan then ends with the paid period.',
        409,
      );
    }
    const refundable = payments.filter((payment) => payment.amount_refunded < payment.amount);
    const current = await deps.stripe.subscriptions.retrieve(subscription);
    if (refundable.length === 0 && ENDED.has(current.status)) {
      throw new BadRequest('Your payments have been refunded already.', 409);
    }
    const refunds: Stripe.Refund[] = [];
    for (const charge of refundable) {
      refunds.push(
        await deps.stripe.refunds.create(
          {
            charge: charge.id,
            reason: 'requested_by_customer',
            metadata: { team_id: team.team_id },
          },
          { idempotencyKey: `complyready-refund-${charge.id}` },
        ),
      );
    }
    if (!ENDED.has(current.status)) await deps.stripe.subscriptions.cancel(subscription);
    const state = await syncSubscription(deps.stripe, deps.config, deps.store, subscription);
    const amount = refunds.reduce((sum, each) => sum + each.amount, 0);
    const currency = refunds[0]?.currency ?? payments[0]?.currency ?? 'usd';
    if (refunds.length > 0) {
      await deps.store.recordRefund({
        team: team.team_id,
        admin: team.admin_id,
        subscription,
        amount,
        currency,
        refunds: refunds.map((each) => each.id),
      });
    }
    return { plan: state?.teamPlan ?? team.plan_id, refunded: amount, currency };
  }

  /** Which paid plans can be bought online: Pricing's sign that billing is on. */
  const purchasable = () =>
    jsonResponse({ plans: (Object.keys(deps.config.prices) as PaidPlan[]).sort() });

  async function sync(team: TeamBilling) {
    if (!team.stripe_customer_id) return { plan: team.plan_id };
    // The newest subscription of the team's customer, whatever its status.
    const { data } = await deps.stripe.subscriptions.list({
      customer: team.stripe_customer_id,
      status: 'all',
      limit: 1,
    });
    const latest = data[0]?.id ?? team.stripe_subscription_id;
    if (!latest) return { plan: team.plan_id };
    const state = await syncSubscription(deps.stripe, deps.config, deps.store, latest);
    return { plan: state?.plan ?? team.plan_id, status: state?.status ?? null };
  }

  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { headers: corsHeaders });
    if (request.method === 'GET') return purchasable();
    if (request.method !== 'POST') return jsonResponse({ error: 'Method not allowed' }, 405);
    const authorization = request.headers.get('Authorization');
    if (!authorization) return jsonResponse({ error: 'Sign in first' }, 401);
    try {
      const body = await readJsonObject(request);
      const team = await deps.teamBilling(authorization);
      const action = body['action'];
      if (action === 'checkout') {
        return jsonResponse(await checkout(team, body['plan'], body['return']));
      }
      if (action === 'portal') return jsonResponse(await portal(team, body['return']));
      if (action === 'sync') return jsonResponse(await sync(team));
      if (action === 'refund') return jsonResponse(await refund(team));
      throw new BadRequest('action must be checkout, portal, sync or refund');
    } catch (error) {
      if (error instanceof BadRequest || error instanceof CallerRefused) {
        return jsonResponse({ error: error.message }, error.status);
      }
      deps.logError(error);
      return jsonResponse({ error: 'Stripe could not be reached' }, 502);
    }
  };
}
