// Buying a paid plan from anywhere (docs/decisions.md P1): every way in ends on Settings → Plan
// with the plan named in the address, where the admin continues to Stripe Checkout.
export type PaidPlanId = 'professional' | 'enterprise';

const isPaidPlanId = (value: string | null): value is PaidPlanId =>
  value === 'professional' || value === 'enterprise';

/** Settings → Plan, ready to buy `plan`. */
export const buyPlanPath = (plan: PaidPlanId) => `/dashboard/settings?buy=${plan}`;

/** Pricing's "Get Started" for a paid plan: sign up first, then continue to buy it. */
export const buyAfterSignUpPath = (plan: PaidPlanId) => `/signup?plan=${plan}`;

/** The paid plan an address asks for (`?buy=` on Settings, `?plan=` on sign-up), if any. */
export function planAskedFor(search: string, parameter: 'buy' | 'plan'): PaidPlanId | null {
  const value = new URLSearchParams(search).get(parameter);
  return isPaidPlanId(value) ? value : null;
}

/** Where sign-in continues after a sign-up that chose `plan`. */
export const signInThenBuy = (plan: PaidPlanId) =>
  `/signin?redirect=${encodeURIComponent(buyPlanPath(plan))}`;
