// Settings → Plan with Stripe (docs/decisions.md P1, docs/product.md "Settings"). The billing
// function decides; the page only shows its answers. Without Stripe's secrets the function answers
// that billing is not set up (with 200, so the page logs no failed request), and plans stay the
// operator's job.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { plans, type PlanContent } from '@content/plans';
import { refusalWords } from '../../lib/schemas';
import type { PaidPlanId } from '../../lib/team/buy-plan';
import { longLocalDate } from '../../lib/local-day';
import { teamPlan } from '../../lib/team/team-plan';

type Client = SupabaseClient<Database>;

/** The caller's team as public.team_billing() gives it (admins only). */
export interface TeamBilling {
  plan_id: string;
  trial_plan_id: string | null;
  trial_ends_at: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  status: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

export type BillingAnswer =
  | { available: false }
  | { available: true; billing: TeamBilling; synced: { plan: string; status: string | null } };

/** Thrown with the billing function's own reason (not an admin, two-factor needed, Stripe down). */
export class BillingError extends Error {}

/** Where Stripe's pages send the admin back (the billing function knows the addresses). */
type ReturnTo = { return?: 'app' };

type StripePageRequest = ({ action: 'portal' } | { action: 'checkout'; plan: PaidPlanId }) &
  ReturnTo;

type BillingRequest = { action: 'sync' } | { action: 'refund' } | StripePageRequest;

/** Statuses of a function that is not there: billing is not set up (a server before it said so). */
const NOT_SET_UP = new Set([404, 503]);

/** The billing function's answer where billing is not set up: `{ available: false }`. */
const notSetUp = (data: unknown) =>
  typeof data === 'object' && data !== null && 'available' in data && data.available === false;

async function callBilling<T>(client: Client, body: BillingRequest): Promise<T | null> {
  const { data, error } = await client.functions.invoke<T>('billing', { body });
  if (!error) return notSetUp(data) ? null : data;
  // A FunctionsHttpError carries the function's reply; anything else is the network.
  const context: unknown = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    if (NOT_SET_UP.has(context.status)) return null;
    throw new BillingError((await refusalWords(context)) ?? 'Billing could not be reached.');
  }
  throw new BillingError('Billing could not be reached. Please try again.');
}

/**
 * Whether billing is on and, if so, the team's billing state after a `sync` (the plan follows
 * Stripe's current subscription; free for a team without a Stripe customer yet).
 */
export async function loadBilling(client: Client): Promise<BillingAnswer> {
  const synced = await callBilling<{ plan: string; status?: string | null }>(client, {
    action: 'sync',
  });
  if (!synced) return { available: false };
  const { data, error } = await client.rpc('team_billing');
  if (error) throw new BillingError(error.message);
  const billing = data[0];
  if (!billing) throw new BillingError('Only a team admin can manage billing.');
  return { available: true, billing, synced: { plan: synced.plan, status: synced.status ?? null } };
}

/** The Stripe page to go to (Checkout for a paid plan, or the Customer Portal); null: billing is off. */
export async function billingPageUrl(
  client: Client,
  request: StripePageRequest,
): Promise<string | null> {
  const answer = await callBilling<{ url?: unknown }>(client, request);
  if (!answer) return null;
  if (typeof answer.url !== 'string') throw new BillingError('Stripe gave no page to open.');
  return answer.url;
}

/**
 * docs/decisions.md D3: the refund of every payment within 30 days of the first, and Starter at
 * once. Stripe's refusal (past 30 days, nothing paid yet) comes back as a BillingError.
 */
export async function askForRefund(
  client: Client,
): Promise<{ refunded: number; currency: string }> {
  const answer = await callBilling<{ refunded: number; currency: string }>(client, {
    action: 'refund',
  });
  if (!answer) throw new BillingError('Billing is not set up. To ask for a refund, contact us.');
  return answer;
}

/** Subscription statuses in which the team pays (or Stripe is still retrying the card). */
const LIVE = new Set(['active', 'trialing', 'past_due']);

export interface PlanView {
  plan: PlanContent;
  /** "$499/year", or "Free". */
  price: string;
  /** What happens next and when: renewal, trial end, a change at period end, a failed payment. */
  notes: string[];
  /** Paid plans the admin can buy through Checkout (none while a subscription runs). */
  upgrades: PlanContent[];
  /** The Customer Portal: card, invoices, plan change and cancellation. */
  canManage: boolean;
  /** A paid (not trialing) subscription runs: the admin may ask for a refund (D3). */
  canAskForRefund: boolean;
}

const planById = (id: string | null | undefined) => plans.find((plan) => plan.id === id);

/** What Settings → Plan shows for a team's billing state at `now`. */
export function describeBilling(billing: TeamBilling, now = new Date()): PlanView {
  const current = teamPlan(billing, now);
  const plan = current.plan;
  const live = billing.status !== null && LIVE.has(billing.status);
  const periodEnd = billing.current_period_end ? new Date(billing.current_period_end) : null;
  const notes: string[] = [];
  if (live && periodEnd) {
    const day = longLocalDate(periodEnd);
    if (billing.cancel_at_period_end) {
      notes.push(`Your plan changes to ${plans[0]?.name ?? 'Starter'} on ${day}.`);
    } else if (billing.status === 'trialing') {
      notes.push(`Your trial ends on ${day}; then your plan renews at ${priceOf(plan)}.`);
    } else {
      notes.push(`Your plan renews on ${day} at ${priceOf(plan)}.`);
    }
    if (billing.status === 'past_due') {
      notes.push(
        'Your last payment failed. Stripe will try again; update your card under Manage billing.',
      );
    }
  } else if (current.trial) {
    notes.push(
      `Your ${plan.name} trial ends on ${longLocalDate(current.trial.endsAt)}; then your plan changes to ${current.trial.then.name}.`,
    );
  }
  // A running subscription changes plan in the portal: a second Checkout would charge twice. A
  // plan the operator set (a comp) is not offered again below itself.
  const rank = Math.max(
    plans.findIndex((other) => other.id === billing.plan_id),
    0,
  );
  const upgrades = live ? [] : plans.filter((_, index) => index > rank);
  return {
    plan,
    price: priceOf(plan),
    notes,
    upgrades,
    canManage: billing.stripe_customer_id !== null,
    canAskForRefund: billing.status === 'active' || billing.status === 'past_due',
  };
}

function priceOf(plan: PlanContent): string {
  return plan.period && plan.period.startsWith('/') ? `${plan.price}${plan.period}` : plan.price;
}

/** Whether Stripe's answer confirms the paid plan the admin came back from buying. */
export function isPaidPlan(planId: string): boolean {
  return planById(planId) !== undefined && planId !== 'starter';
}
