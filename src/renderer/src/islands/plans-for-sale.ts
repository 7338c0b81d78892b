import { readBackendConfig } from '../lib/backend-config';

/**
 * Pricing without React (docs/decisions.md P1, D6): each paid plan's "Get Started" signs up and
 * then continues to Stripe Checkout. Where billing is not set up (the billing function's GET
 * does not sell the plan, or cannot be reached), the plan's note says that our team sets plans up,
 * and its button opens the contact form instead.
 */
export async function markPlansForSale(root: ParentNode = document): Promise<void> {
  const offers = [...root.querySelectorAll<HTMLElement>('[data-paid-plan]')];
  if (offers.length === 0) return;
  const forSale = await plansForSale();
  for (const offer of offers) {
    if (forSale.includes(offer.dataset['paidPlan'] ?? '')) continue;
    const link = offer.querySelector<HTMLAnchorElement>('a[data-contact-href]');
    const note = offer.querySelector<HTMLElement>('[data-sold-by-us]');
    if (link?.dataset['contactHref']) link.href = link.dataset['contactHref'];
    if (note) note.hidden = false;
  }
}

async function plansForSale(): Promise<string[]> {
  try {
    const { url, anonKey } = readBackendConfig();
    const response = await fetch(`${url.replace(/\/+$/, '')}/functions/v1/billing`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) return [];
    // The schema library only on a page that sells plans: the other public pages stay small.
    const { plansOnSale } = await import('../lib/schemas');
    const answer = plansOnSale.safeParse(await response.json());
    return answer.success ? answer.data.plans : [];
  } catch {
    return [];
  }
}
