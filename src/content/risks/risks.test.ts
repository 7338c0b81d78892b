import { describe, expect, it } from 'vitest';
import { checklistContents } from '../checklists';
import { controlById } from '../controls';
import { riskLevel, riskLibrary } from '.';

describe('the starter risk library (docs/decisions.md RR1)', () => {
  it('holds 25 to 40 risks with unique kebab-case ids and scores on the 5×5 matrix', () => {
    expect(riskLibrary.length).toBeGreaterThanOrEqual(25);
    expect(riskLibrary.length).toBeLessThanOrEqual(40);
    expect(new Set(riskLibrary.map((risk) => risk.id)).size).toBe(riskLibrary.length);
    for (const risk of riskLibrary) {
      expect(risk.id).toMatch(/^[a-z0-9-]{1,100}$/);
      for (const score of [risk.likelihood, risk.impact]) {
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
      }
    }
  });

  it('maps every suggested treatment to controls of our catalogue and real checklist items', () => {
    const items = new Set(
      checklistContents.flatMap((checklist) =>
        checklist.items.map((item) => `${checklist.id}/${item.id}`),
      ),
    );
    for (const risk of riskLibrary) {
      expect(risk.controls.length, risk.id).toBeGreaterThan(0);
      for (const control of risk.controls) expect(controlById(control), control).toBeDefined();
      for (const item of risk.checklistItems) expect(items.has(item), item).toBe(true);
    }
  });

  it('names the level of a score', () => {
    expect([1, 4, 5, 9, 10, 16, 20, 25].map(riskLevel)).toEqual([
      'Low',
      'Low',
      'Medium',
      'Medium',
      'High',
      'High',
      'Critical',
      'Critical',
    ]);
  });
});
