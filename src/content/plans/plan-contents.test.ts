// The Pricing page's lists (src/content/plans) and what docs/decisions.md P1 says each plan
// includes must agree item by item: the table there names, for every item, what it is in the
// product and whether it is built.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planFeatures } from './features';
import { plans } from './index';

const decisions = readFileSync(join(import.meta.dirname, '../../../docs/decisions.md'), 'utf8');

interface Row {
  plan: string;
  item: string;
  what: string;
  status: string;
}

const cells = (line: string) =>
  line
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());

/** The rows of the table headed Plan | Item | What it is in the product | Status. */
function planTable(): Row[] {
  const lines = decisions.split('\n');
  const start = lines.findIndex(
    (line) =>
      line.startsWith('|') &&
      cells(line).join('|') === 'Plan|Item|What it is in the product|Status',
  );
  if (start < 0) throw new Error('docs/decisions.md has no plan table');
  const rows: Row[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [plan = '', item = '', what = '', status = ''] = cells(line);
    rows.push({ plan, item, what, status });
  }
  return rows;
}

describe('what each plan includes', () => {
  it('is the Pricing page’s list, item by item and in order, in docs/decisions.md', () => {
    const rows = planTable();
    expect([...new Set(rows.map((row) => row.plan))]).toEqual(plans.map((plan) => plan.name));
    for (const plan of plans) {
      expect(
        rows.filter((row) => row.plan === plan.name).map((row) => row.item),
        plan.name,
      ).toEqual(planFeatures(plan));
    }
  });

  it('says of every item whether it is built, and where, citing decisions that exist', () => {
    const headings = new Set(
      [...decisions.matchAll(/^### ([A-Z]{1,3}\d+)\. /gm)].map((match) => match[1]),
    );
    for (const row of planTable()) {
      expect(['built', 'in progress'], row.item).toContain(row.status);
      expect(row.what, row.item).not.toBe('');
      for (const [, id] of row.what.matchAll(/\b([A-Z]{1,3}\d+)\b/g)) {
        expect(headings.has(id), `${row.item} cites ${id}`).toBe(true);
      }
    }
  });
});
