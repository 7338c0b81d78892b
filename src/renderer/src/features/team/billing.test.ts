// Settings → Plan's billing logic. loadBilling runs through a real supabase-js client whose fetch
// is a stand-in for the billing function and the database (the real handler is tested in
// src/backend/billing.test.ts); it checks how the page reads each answer.
import { describe, expect, it } from 'vitest';
import { clientAnswering, json } from '../../testing/client-answering';
import { billingPageUrl, describeBilling, loadBilling, type TeamBilling } from './billing';

const now = new Date('2026-11-23T12:00:00Z');

const starter: TeamBilling = {
  plan_id: 'starter',
  trial_plan_id: null,
  trial_ends_at: null,
  stripe_customer_id: null,
  stripe_subscription_id: null,
  status: null,
  current_period_end: null,
  cancel_at_period_end: false,
};

const subscribed: TeamBilling = {
  ...starter,
  plan_id: 'professional',
  stripe_customer_id: 'cus_1',
  stripe_subscription_id: 'sub_1',
  status: 'active',
  current_period_end: '2027-11-23T12:00:00Z',
};

describe('describeBilling', () => {
  it('offers both paid plans through Checkout to a Starter team, and no portal before a customer', () => {
    const view = describeBilling(starter, now);
    expect(view.plan.name).toBe('Starter');
    expect(view.price).toBe('Free');
    expect(view.upgrades.map((plan) => plan.id)).toEqual(['professional', 'enterprise']);
    expect(view.canManage).toBe(false);
    expect(view.notes).toEqual([]);
  });

  it('says when a trial without a subscription ends and still offers Checkout', () => {
    const view = describeBilling(
      { ...starter, trial_plan_id: 'professional', trial_ends_at: '2026-12-07T12:00:00Z' },
      now,
    );
    expect(view.plan.name).toBe('Professional');
    expect(view.notes).toEqual([
      expect.stringMatching(
        /^Your Professional trial ends on .*2026; then your plan changes to Starter\.$/,
      ),
    ]);
    expect(view.upgrades.map((plan) => plan.id)).toEqual(['professional', 'enterprise']);
  });

  it('shows the price and renewal of a running subscription, changed only in the portal', () => {
    const view = describeBilling(subscribed, now);
    expect(view.plan.name).toBe('Professional');
    expect(view.price).toBe('$499/year');
    expect(view.notes).toEqual([
      expect.stringMatching(/^Your plan renews on .*2027 at \$499\/year\.$/),
    ]);
    expect(view.upgrades).toEqual([]);
    expect(view.canManage).toBe(true);
  });

  it('says what changes and when after a cancellation at period end', () => {
    const view = describeBilling({ ...subscribed, cancel_at_period_end: true }, now);
    expect(view.notes).toEqual([
      expect.stringMatching(/^Your plan changes to Starter on .*2027\.$/),
    ]);
  });

  it('tells about a failed payment while Stripe retries', () => {
    const view = describeBilling({ ...subscribed, status: 'past_due' }, now);
    expect(view.notes[1]).toMatch(/^Your last payment failed\./);
  });

  it('offers Checkout again after the subscription ended, above the plan the team is on', () => {
    const ended = describeBilling({ ...subscribed, plan_id: 'starter', status: 'canceled' }, now);
    expect(ended.upgrades.map((plan) => plan.id)).toEqual(['professional', 'enterprise']);
    expect(ended.canManage).toBe(true);
    const comp = describeBilling({ ...starter, plan_id: 'enterprise' }, now);
    expect(comp.upgrades).toEqual([]);
  });
});

describe('loadBilling', () => {
  it('is off when the function answers that billing is not set up, and reads nothing more', async () => {
    const { client, calls } = clientAnswering(() => json({ available: false }));
    await expect(loadBilling(client)).resolves.toEqual({ available: false });
    expect(calls).toEqual([{ path: '/functions/v1/billing', body: { action: 'sync' } }]);
  });

  it('is off when a function from before that answer is missing (404) or not set up (503)', async () => {
    for (const status of [404, 503]) {
      const { client, calls } = clientAnswering(() => json({ error: 'Not found' }, status));
      await expect(loadBilling(client)).resolves.toEqual({ available: false });
      expect(calls).toEqual([{ path: '/functions/v1/billing', body: { action: 'sync' } }]);
    }
  });

  it('syncs first, then reads the team billing state', async () => {
    const { client, calls } = clientAnswering((url) =>
      url.pathname === '/functions/v1/billing'
        ? json({ plan: 'professional', status: 'active' })
        : json([subscribed]),
    );
    await expect(loadBilling(client)).resolves.toEqual({
      available: true,
      billing: subscribed,
      synced: { plan: 'professional', status: 'active' },
    });
    expect(calls.map((call) => call.path)).toEqual([
      '/functions/v1/billing',
      '/rest/v1/rpc/team_billing',
    ]);
  });

  it("passes on the function's reason for a refusal", async () => {
    const { client } = clientAnswering(() =>
      json({ error: 'Only a team admin can manage billing' }, 403),
    );
    await expect(loadBilling(client)).rejects.toThrow('Only a team admin can manage billing');
  });
});

describe('billingPageUrl', () => {
  it('asks for a checkout of the chosen plan and answers the Stripe URL', async () => {
    const { client, calls } = clientAnswering(() =>
      json({ url: 'https://checkout.stripe.test/c/1' }),
    );
    await expect(billingPageUrl(client, { action: 'checkout', plan: 'enterprise' })).resolves.toBe(
      'https://checkout.stripe.test/c/1',
    );
    expect(calls[0]?.body).toEqual({ action: 'checkout', plan: 'enterprise' });
  });

  it('is null when billing is not set up', async () => {
    for (const answer of [json({ available: false }), json({ error: 'Not set up' }, 503)]) {
      const { client } = clientAnswering(() => answer);
      await expect(billingPageUrl(client, { action: 'portal' })).resolves.toBeNull();
    }
  });
});
