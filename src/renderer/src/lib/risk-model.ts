// The risk register's figures for the page (docs/decisions.md RR1): the heat maps and an
// acceptance's state. Pure, so the unit test checks them without a browser.

export interface ScoredRisk {
  inherent_likelihood: number;
  inherent_impact: number;
  residual_likelihood: number | null;
  residual_impact: number | null;
}

export type HeatMapKind = 'inherent' | 'residual';

/** counts[likelihood - 1][impact - 1]: how many risks sit in each cell of the 5×5 matrix. */
export function heatMap(risks: readonly ScoredRisk[], kind: HeatMapKind): number[][] {
  const counts = Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]);
  for (const risk of risks) {
    const likelihood = kind === 'inherent' ? risk.inherent_likelihood : risk.residual_likelihood;
    const impact = kind === 'inherent' ? risk.inherent_impact : risk.residual_impact;
    const row = likelihood ? counts[likelihood - 1] : undefined;
    if (row && impact) row[impact - 1] = (row[impact - 1] ?? 0) + 1;
  }
  return counts;
}

/** An acceptance shows as expiring in its last 30 days. */
export const EXPIRING_DAYS = 30;

export type AcceptanceState =
  | { state: 'none' }
  | { state: 'accepted'; days: number }
  | { state: 'expiring'; days: number }
  | { state: 'expired' };

const DAY_MS = 86_400_000;

/** Where an acceptance accepted until `until` (YYYY-MM-DD) stands on `today` (YYYY-MM-DD). */
export function acceptanceState(until: string | null, today: string): AcceptanceState {
  if (!until) return { state: 'none' };
  const days = Math.round((Date.parse(until) - Date.parse(today)) / DAY_MS);
  if (days < 0) return { state: 'expired' };
  return days <= EXPIRING_DAYS ? { state: 'expiring', days } : { state: 'accepted', days };
}

export function describeAcceptance(state: AcceptanceState, until: string | null): string {
  switch (state.state) {
    case 'none':
      return '';
    case 'expired':
      return `Acceptance expired on ${until}`;
    case 'expiring':
      return `Acceptance expires in ${state.days} ${state.days === 1 ? 'day' : 'days'} (${until})`;
    case 'accepted':
      return `Accepted until ${until}`;
  }
}
