// Stripe billing (docs/decisions.md P1, docs/threat-model.md #40): the webhook and the admins'
// billing function over real HTTP, the real `stripe` SDK against stripe-stateful-mock.
import { describe, expect, it } from 'vitest';
import {
  BILLING_NOT_SET_UP,
  checkoutSessionParams,
  returnUrls,
  type TeamBilling,
} from '../../supabase/functions/_shared/billing.ts';
import { readServerConfig } from './config';
import {
  createMember,
  createTeamAdmin,
  startTestBackend,
  useStripeBilling,
  type TestBackend,
} from './testing';

const logs: string[] = [];
const { backend, stripe, deliver } = useStripeBilling({ log: (line) => logs.push(line) });

/** The event Stripe sends about a subscription, carrying the subscription as it was then. */
async function subscriptionEvent(id: string, type = 'customer.subscription.updated') {
  return stripe.signedEvent(type, await stripe.stripe.subscriptions.retrieve(id));
}

/** A call of the billing function, as the signed-in `accessToken` or else the anon key. */
function call(accessToken: string | undefined, body: object) {
  return fetch(`${backend.url}/functions/v1/billing`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${accessToken ?? backend.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

async function teamPlan(teamId: string) {
  const { rows } = await backend.db.query<{ plan_id: string; trial_plan_id: string | null }>(
    'select plan_id, trial_plan_id from public.teams where id = $1',
    [teamId],
  );
  return rows[0];
}

async function planChanges(teamId: string) {
  const { rows } = await backend.db.query<{ actor_name: string; details: Record<string, string> }>(
    `select actor_name, details from public.audit_events
      where team_id = $1 and kind = 'plan_changed' order by id`,
    [teamId],
  );
  return rows;
}

async function subscriptionChanges(teamId: string) {
  const { rows } = await backend.db.query<{
    actor_name: string;
    details: Record<string, string | boolean>;
  }>(
    `select actor_name, details from public.audit_events
      where team_id = $1 and kind = 'subscription_changed' order by id`,
    [teamId],
  );
  return rows;
}

async function billingState(teamId: string) {
  const { rows } = await backend.db.query(
    `select stripe_subscription_id, status, plan_id, current_period_end, cancel_at_period_end
       from private.team_billing where team_id = $1`,
    [teamId],
  );
  return rows[0];
}

describe('the Stripe webhook (docs/threat-model.md #40)', () => {
  it('an active Professional subscription puts the team on Professional, logged as by Stripe', async () => {
    const admin = await createTeamAdmin(backend, 'Paying Co');
    expect(await teamPlan(admin.teamId)).toEqual({
      plan_id: 'starter',
      trial_plan_id: 'professional',
    });
    const { subscription } = await stripe.subscribe(admin.teamId, 'professional');
    const periodEnd = Math.floor(Date.parse('2027-11-27T00:00:00Z') / 1000);
    stripe.setSubscription(subscription, { periodEnd });

    const response = await deliver(
      await subscriptionEvent(subscription, 'customer.subscription.created'),
    );
    expect(response.status).toBe(200);
    expect(await teamPlan(admin.teamId)).toEqual({ plan_id: 'professional', trial_plan_id: null });
    const changes = await planChanges(admin.teamId);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.actor_name).toBe('Stripe');
    expect(changes[0]!.details).toMatchObject({ from: 'starter', to: 'professional' });
    expect(changes[0]!.details['reason']).toContain(subscription);
    expect(await billingState(admin.teamId)).toEqual({
      stripe_subscription_id: subscription,
      status: 'active',
      plan_id: 'professional',
      current_period_end: new Date(periodEnd * 1000),
      cancel_at_period_end: false,
    });
  });

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const admin = await createTeamAdmin(backend, 'Forged Co');
    const { subscription } = await stripe.subscribe(admin.teamId, 'enterprise');
    const object = await stripe.stripe.subscriptions.retrieve(subscription);
    const forged = stripe.signedEvent('customer.subscription.created', object, 'whsec_guessed');
    expect((await deliver(forged)).status).toBe(400);
    const unsigned = await fetch(`${backend.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      body: forged.payload,
    });
    expect(unsigned.status).toBe(400);
    // A real signature over a different body is refused too.
    const genuine = stripe.signedEvent('customer.subscription.created', object);
    const tampered = { ...genuine, payload: genuine.payload.replace('"active"', '"trialing"') };
    expect((await deliver(tampered)).status).toBe(400);

    expect(await teamPlan(admin.teamId)).toEqual({
      plan_id: 'starter',
      trial_plan_id: 'professional',
    });
    expect(await planChanges(admin.teamId)).toEqual([]);
    expect(await billingState(admin.teamId)).toBeUndefined();
    const { rows } = await backend.db.query('select 1 from private.stripe_events where id = $1', [
      forged.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('the same event twice changes the plan once', async () => {
    const admin = await createTeamAdmin(backend, 'Replay Co');
    const { subscription } = await stripe.subscribe(admin.teamId, 'professional');
    const event = await subscriptionEvent(subscription);
    expect((await deliver(event)).status).toBe(200);
    // Meanwhile an operator comps the team; the replayed event must not undo that.
    await backend.db.query(`select public.change_team_plan($1, 'enterprise', 'comp')`, [
      admin.teamId,
    ]);
    expect((await deliver(event)).status).toBe(200);
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('enterprise');
    const changes = await planChanges(admin.teamId);
    expect(changes.map((change) => change.actor_name)).toEqual(['Stripe', 'Operator']);
    const { rows } = await backend.db.query(
      'select count(*)::int as count from private.stripe_events where id = $1',
      [event.id],
    );
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('out-of-order events end in Stripe’s current state, and canceled means Starter', async () => {
    const admin = await createTeamAdmin(backend, 'Late Co');
    const { subscription } = await stripe.subscribe(admin.teamId, 'professional');
    const created = await subscriptionEvent(subscription, 'customer.subscription.created');
    // The renewal fails for good: Stripe cancels the subscription after its last retry.
    stripe.setSubscription(subscription, { status: 'canceled' });
    const deleted = await subscriptionEvent(subscription, 'customer.subscription.deleted');

    expect((await deliver(deleted)).status).toBe(200);
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('starter');
    // The older "created" event arrives last; its copy says active, Stripe says canceled.
    expect((await deliver(created)).status).toBe(200);
    expect(await teamPlan(admin.teamId)).toEqual({ plan_id: 'starter', trial_plan_id: null });
    expect((await billingState(admin.teamId))?.['status']).toBe('canceled');
    const changes = await planChanges(admin.teamId);
    expect(changes.map((change) => [change.actor_name, change.details['to']])).toEqual([
      ['Stripe', 'starter'],
    ]);
  });

  it('a late event about an ended earlier subscription does not undo the live one', async () => {
    const admin = await createTeamAdmin(backend, 'Second Co');
    const first = await stripe.subscribe(admin.teamId, 'professional');
    stripe.setSubscription(first.subscription, { status: 'canceled' });
    const second = await stripe.subscribe(admin.teamId, 'enterprise');
    await deliver(await subscriptionEvent(second.subscription, 'customer.subscription.created'));
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('enterprise');
    // The first subscription's cancellation is delivered after the second one started.
    const late = await subscriptionEvent(first.subscription, 'customer.subscription.deleted');
    expect((await deliver(late)).status).toBe(200);
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('enterprise');
    expect((await billingState(admin.teamId))?.['stripe_subscription_id']).toBe(
      second.subscription,
    );
  });

  it('a cancellation at period end keeps the plan until Stripe ends the subscription', async () => {
    const admin = await createTeamAdmin(backend, 'Leaving Co');
    const { subscription } = await stripe.subscribe(admin.teamId, 'enterprise');
    await deliver(await subscriptionEvent(subscription, 'customer.subscription.created'));
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('enterprise');

    stripe.setSubscription(subscription, { cancel_at_period_end: true });
    const cancelled = await subscriptionEvent(subscription);
    expect((await deliver(cancelled)).status).toBe(200);
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('enterprise');
    expect((await billingState(admin.teamId))?.['cancel_at_period_end']).toBe(true);
    // The booked cancellation is in the audit log, once, though the plan has not changed yet.
    await deliver(cancelled);
    await deliver(await subscriptionEvent(subscription));
    const booked = await subscriptionChanges(admin.teamId);
    expect(booked.map((change) => change.details['cancel_at_period_end'])).toEqual([false, true]);
    expect(booked[1]).toMatchObject({
      actor_name: 'Stripe',
      details: { subscription, from: 'active', to: 'active', plan: 'enterprise' },
    });

    // The period ends: Stripe's clock, not ours, moves the subscription to canceled.
    stripe.setSubscription(subscription, { status: 'canceled' });
    await deliver(await subscriptionEvent(subscription, 'customer.subscription.deleted'));
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('starter');
  });

  it('an upgrade in the portal takes effect at once; a downgrade when Stripe switches the price at the period’s end', async () => {
    const admin = await createTeamAdmin(backend, 'Switch Co');
    const { subscription } = await stripe.subscribe(admin.teamId, 'professional');
    const now = Math.floor(Date.parse('2026-11-27T00:00:00Z') / 1000);
    stripe.setSubscription(subscription, { periodEnd: now + 365 * 86_400 });
    await deliver(await subscriptionEvent(subscription, 'customer.subscription.created'));
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('professional');

    // Upgrade: Stripe prorates and switches the price now; the event brings Enterprise now.
    stripe.setSubscription(subscription, { plan: 'enterprise' });
    await deliver(await subscriptionEvent(subscription));
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('enterprise');

    // Downgrade booked for the period's end: until Stripe switches the price, Enterprise stays.
    await deliver(await subscriptionEvent(subscription));
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('enterprise');
    // The period ends (Stripe's clock moved a year): the price is Professional's, and so is the plan.
    stripe.setSubscription(subscription, {
      plan: 'professional',
      periodEnd: now + 2 * 365 * 86_400,
    });
    await deliver(await subscriptionEvent(subscription));
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('professional');
    const changes = await planChanges(admin.teamId);
    expect(changes.map((change) => [change.actor_name, change.details['to']])).toEqual([
      ['Stripe', 'professional'],
      ['Stripe', 'enterprise'],
      ['Stripe', 'professional'],
    ]);
    // Each change of the subscription is in the log too: created, upgraded, renewed on the new price.
    expect(await subscriptionChanges(admin.teamId)).toHaveLength(3);
  });

  it('an invoice event syncs its subscription; a past-due renewal keeps the plan while Stripe retries', async () => {
    const admin = await createTeamAdmin(backend, 'Retry Co');
    const { subscription } = await stripe.subscribe(admin.teamId, 'professional');
    stripe.setSubscription(subscription, { status: 'past_due' });
    const failed = stripe.signedEvent('invoice.payment_failed', {
      object: 'invoice',
      id: 'in_test',
      parent: { type: 'subscription_details', subscription_details: { subscription } },
    });
    expect((await deliver(failed)).status).toBe(200);
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('professional');
    expect((await billingState(admin.teamId))?.['status']).toBe('past_due');
    stripe.setSubscription(subscription, { status: 'unpaid' });
    await deliver(await subscriptionEvent(subscription));
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('starter');
  });
});

describe('the billing function (signed-in team admins)', () => {
  const tokenOf = async (account: {
    client: TestBackend['client'] extends () => infer C ? C : never;
  }) => (await account.client.auth.getSession()).data.session?.access_token;

  it('a member cannot create a checkout or portal session, or sync (403)', async () => {
    const admin = await createTeamAdmin(backend, 'Members Co');
    const member = await createMember(backend, admin.inviteCode);
    const token = await tokenOf(member);
    for (const body of [
      { action: 'checkout', plan: 'professional' },
      { action: 'portal' },
      { action: 'sync' },
      { action: 'refund' },
    ]) {
      const response = await call(token, body);
      expect(response.status, JSON.stringify(body)).toBe(403);
    }
    // Not signed in: the anon key may not even ask.
    expect((await call(undefined, { action: 'checkout', plan: 'professional' })).status).toBe(401);
    const { data } = await stripe.stripe.customers.list({ limit: 100 });
    expect(data.filter((customer) => customer.metadata['team_id'] === admin.teamId)).toEqual([]);
  });

  it('checkout makes the team’s Stripe customer; the session itself needs real Stripe', async () => {
    const admin = await createTeamAdmin(backend, 'Checkout Co');
    const response = await call(await tokenOf(admin), { action: 'checkout', plan: 'professional' });
    // stripe-stateful-mock has no Checkout Sessions (README.md): the call reaches it and fails.
    expect(response.status).toBe(502);
    const { rows } = await backend.db.query<{ stripe_customer_id: string }>(
      'select stripe_customer_id from private.team_billing where team_id = $1',
      [admin.teamId],
    );
    const customer = await stripe.stripe.customers.retrieve(rows[0]!.stripe_customer_id);
    expect(customer).toMatchObject({ email: admin.email, metadata: { team_id: admin.teamId } });
    expect(await teamPlan(admin.teamId)).toEqual({
      plan_id: 'starter',
      trial_plan_id: 'professional',
    });
  });

  it('sync after checkout reads the subscription from Stripe, not the redirect', async () => {
    const admin = await createTeamAdmin(backend, 'Confirm Co');
    const token = await tokenOf(admin);
    expect(await (await call(token, { action: 'sync' })).json()).toEqual({ plan: 'starter' });
    // Checkout completed on Stripe: a subscription on the team's customer, no event yet.
    const customer = await stripe.stripe.customers.create({ metadata: { team_id: admin.teamId } });
    await backend.db.query('select public.set_team_stripe_customer($1, $2)', [
      admin.teamId,
      customer.id,
    ]);
    const subscription = await stripe.stripe.subscriptions.create({
      customer: customer.id,
      items: [
        {
          price: stripe.config.prices.enterprise,
          plan: stripe.config.prices.enterprise,
        } as never,
      ],
      metadata: { team_id: admin.teamId },
    });
    const response = await call(token, { action: 'sync' });
    expect(await response.json()).toEqual({ plan: 'enterprise', status: 'active' });
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('enterprise');
    expect((await planChanges(admin.teamId))[0]?.details['reason']).toContain(subscription.id);
  });

  it('tells anyone which plans can be bought online (GET)', async () => {
    // With the public key, as the pricing page asks (verify_jwt lets any valid JWT through).
    const response = await fetch(`${backend.url}/functions/v1/billing`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ plans: ['enterprise', 'professional'] });
  });

  it('refuses an unknown action or plan (400)', async () => {
    const admin = await createTeamAdmin(backend, 'Typo Co');
    const token = await tokenOf(admin);
    expect((await call(token, { action: 'discount' })).status).toBe(400);
    expect((await call(token, { action: 'checkout', plan: 'starter' })).status).toBe(400);
  });
});

describe('refunds within 30 days of the first payment (docs/decisions.md D3)', () => {
  /** A team that bought a plan: its subscription synced and its first payment `daysAgo`. */
  async function payingTeam(name: string, daysAgo: number | null) {
    const admin = await createTeamAdmin(backend, name);
    const { customer, subscription } = await stripe.subscribe(admin.teamId, 'professional');
    await deliver(await subscriptionEvent(subscription, 'customer.subscription.created'));
    const charge = daysAgo === null ? null : await stripe.pay(customer, 118_800, daysAgo);
    const token = (await admin.client.auth.getSession()).data.session?.access_token;
    return { admin, customer, subscription, charge, token };
  }

  async function auditOf(teamId: string) {
    const { rows } = await backend.db.query<{ actor_name: string; kind: string; details: object }>(
      `select actor_name, kind, details from public.audit_events
        where team_id = $1 and kind in ('refund_issued', 'plan_changed') order by id`,
      [teamId],
    );
    return rows;
  }

  it('refunds the payment in full, cancels at once and moves the team to Starter; never twice', async () => {
    const { admin, subscription, charge, token } = await payingTeam('Refund Co', 29);
    const response = await call(token, { action: 'refund' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ plan: 'starter', refunded: 118_800, currency: 'usd' });

    const refunded = await stripe.stripe.charges.retrieve(charge!.id);
    expect(refunded.amount_refunded).toBe(118_800);
    expect((await stripe.stripe.subscriptions.retrieve(subscription)).status).toBe('canceled');
    expect(await teamPlan(admin.teamId)).toEqual({ plan_id: 'starter', trial_plan_id: null });
    const audit = await auditOf(admin.teamId);
    expect(audit.map((row) => [row.kind, row.actor_name])).toEqual([
      ['plan_changed', 'Stripe'],
      ['plan_changed', 'Stripe'],
      ['refund_issued', 'Ada Admin'],
    ]);
    expect(audit[2]!.details).toMatchObject({ subscription, amount: 118_800, currency: 'usd' });

    // Asked again (a double click, a retry): nothing more is refunded or logged.
    const again = await call(token, { action: 'refund' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Your payments have been refunded already.' });
    const { data: refunds } = await stripe.stripe.refunds.list({ charge: charge!.id });
    expect(refunds).toHaveLength(1);
    expect(await auditOf(admin.teamId)).toHaveLength(3);
  });

  it('after 30 days refunds nothing and changes nothing (409)', async () => {
    const { admin, subscription, charge, token } = await payingTeam('Late Refund Co', 31);
    const response = await call(token, { action: 'refund' });
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/^The 30-day refund window ended on \d{4}-\d{2}-\d{2}\. You can cancel/);
    expect((await stripe.stripe.charges.retrieve(charge!.id)).amount_refunded).toBe(0);
    expect((await stripe.stripe.subscriptions.retrieve(subscription)).status).toBe('active');
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('professional');
    expect((await auditOf(admin.teamId)).map((row) => row.kind)).toEqual(['plan_changed']);
  });

  it('before any payment (a trial) there is nothing to refund (409)', async () => {
    const { admin, token } = await payingTeam('Trial Refund Co', null);
    const response = await call(token, { action: 'refund' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toContain('Nothing has been paid');
    expect((await teamPlan(admin.teamId))?.plan_id).toBe('professional');
  });

  it('the database records a refund only under an active admin of that team', async () => {
    const admin = await createTeamAdmin(backend, 'Refund Rules Co');
    const member = await createMember(backend, admin.inviteCode);
    await expect(
      backend.db.query(`select public.record_billing_refund($1, $2, 'sub_x', 1, 'usd', '{}')`, [
        admin.teamId,
        member.id,
      ]),
    ).rejects.toMatchObject({ code: '42501' });
    for (const caller of [admin.client, member.client]) {
      const { error } = await caller.rpc(
        'record_billing_refund' as never,
        {
          team: admin.teamId,
          admin: admin.id,
          subscription: 'sub_x',
          amount_refunded: 1,
          refund_currency: 'usd',
          refunds: [],
        } as never,
      );
      expect(error).not.toBeNull();
    }
  });
});

describe('without the Stripe environment variables', () => {
  it('nothing is for sale online, billing answers that it is not set up, and the webhook does not exist', async () => {
    const plain = await startTestBackend();
    try {
      const publicKey = { apikey: plain.anonKey, Authorization: `Bearer ${plain.anonKey}` };
      const forSale = await fetch(`${plain.url}/functions/v1/billing`, { headers: publicKey });
      expect(forSale.status).toBe(200);
      expect(await forSale.json()).toEqual({ plans: [] });
      const webhook = await fetch(`${plain.url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: publicKey,
        body: '{}',
      });
      expect(webhook.status).toBe(404);
      await webhook.text();
      // Settings asks on every visit: an answer it reads, not a failed request (P1).
      const admin = await createTeamAdmin(plain, 'Unbilled Co');
      const { data } = await admin.client.auth.getSession();
      for (const action of ['sync', 'checkout', 'portal', 'refund']) {
        const response = await fetch(`${plain.url}/functions/v1/billing`, {
          method: 'POST',
          headers: {
            apikey: plain.anonKey,
            Authorization: `Bearer ${data.session!.access_token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ action, plan: 'professional' }),
        });
        expect(response.status, action).toBe(200);
        expect(await response.json(), action).toEqual(BILLING_NOT_SET_UP);
      }
    } finally {
      await plain.close();
    }
  });
});

describe('what checkout asks Stripe for (the mock has no Checkout Sessions)', () => {
  const team: TeamBilling = {
    team_id: 'b5d0c1de-0000-4000-8000-000000000001',
    team_name: 'Trial Co',
    admin_id: 'b5d0c1de-0000-4000-8000-0000000000ad',
    admin_email: 'ada@example.com',
    plan_id: 'starter',
    trial_plan_id: 'professional',
    trial_ends_at: '2026-12-10T12:00:00Z',
    stripe_customer_id: null,
    stripe_subscription_id: null,
    status: null,
    current_period_end: null,
    cancel_at_period_end: false,
  };
  const settingsUrl = 'https://app.example/dashboard/settings';
  /** A Checkout for `team` on the professional price, on 27 November 2026. */
  const checkout = (change: Partial<Parameters<typeof checkoutSessionParams>[0]> = {}) =>
    checkoutSessionParams({
      team,
      customer: 'cus_1',
      price: 'price_pro',
      now: Date.parse('2026-11-27T10:00:00Z'),
      settingsUrl,
      ...change,
    });

  it('carries the trial’s remaining whole days over, with automatic tax, back to Settings', () => {
    const params = checkout();
    expect(params).toMatchObject({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: team.team_id,
      line_items: [{ price: 'price_pro', quantity: 1 }],
      automatic_tax: { enabled: true },
      subscription_data: { metadata: { team_id: team.team_id }, trial_period_days: 13 },
      success_url: `${settingsUrl}?checkout=success`,
      cancel_url: settingsUrl,
    });
  });

  it('sends the desktop app back through the site’s /return-to-app page (Stripe takes only http(s))', () => {
    const params = checkout({ returnTo: 'app' });
    expect(params.success_url).toBe('https://app.example/return-to-app');
    expect(params.cancel_url).toBe('https://app.example/return-to-app');
    // Anything else the caller sends is the website's Settings, never an address it chose.
    for (const returnTo of ['https://evil.example/', 'complyready://x', undefined]) {
      expect(returnUrls(settingsUrl, returnTo)).toEqual({
        success: `${settingsUrl}?checkout=success`,
        cancel: settingsUrl,
        portal: settingsUrl,
      });
    }
  });

  it('gives no trial once less than a day, or none, is left', () => {
    for (const trial_ends_at of ['2026-11-28T09:00:00Z', '2026-11-01T00:00:00Z', null]) {
      const params = checkout({ team: { ...team, trial_ends_at } });
      expect(params.subscription_data, String(trial_ends_at)).toEqual({
        metadata: { team_id: team.team_id },
      });
    }
  });

  it('billing is on only with both Stripe secrets', () => {
    expect(readServerConfig({}).billing).toBeNull();
    expect(readServerConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).billing).toBeNull();
    expect(readServerConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' }).billing).toBeNull();
    expect(
      readServerConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_PROFESSIONAL: 'price_pro',
      }).billing,
    ).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: { professional: 'price_pro' },
    });
  });
});
