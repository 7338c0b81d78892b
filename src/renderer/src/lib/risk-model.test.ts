import { describe, expect, it } from 'vitest';
import { acceptanceState, describeAcceptance, heatMap } from './risk-model';

describe('the risk heat map and acceptances (docs/decisions.md RR1)', () => {
  const risks = [
    { inherent_likelihood: 4, inherent_impact: 5, residual_likelihood: 2, residual_impact: 3 },
    {
      inherent_likelihood: 4,
      inherent_impact: 5,
      residual_likelihood: null,
      residual_impact: null,
    },
    { inherent_likelihood: 1, inherent_impact: 1, residual_likelihood: 1, residual_impact: 1 },
  ];

  it('counts each risk in its cell, residual only when scored', () => {
    const inherent = heatMap(risks, 'inherent');
    expect(inherent[3]![4]).toBe(2);
    expect(inherent[0]![0]).toBe(1);
    expect(inherent.flat().reduce((a, b) => a + b)).toBe(3);
    const residual = heatMap(risks, 'residual');
    expect(residual[1]![2]).toBe(1);
    expect(residual.flat().reduce((a, b) => a + b)).toBe(2);
  });

  it('shows an acceptance as expiring in its last 30 days and expired after', () => {
    expect(acceptanceState(null, '2027-01-01')).toEqual({ state: 'none' });
    expect(acceptanceState('2027-03-01', '2027-01-01')).toEqual({ state: 'accepted', days: 59 });
    expect(acceptanceState('2027-01-31', '2027-01-01')).toEqual({ state: 'expiring', days: 30 });
    expect(acceptanceState('2027-01-01', '2027-01-01')).toEqual({ state: 'expiring', days: 0 });
    expect(acceptanceState('2026-12-31', '2027-01-01')).toEqual({ state: 'expired' });
    expect(describeAcceptance({ state: 'expiring', days: 1 }, '2027-01-02')).toBe(
      'Acceptance expires in 1 day (2027-01-02)',
    );
  });
});
