// The Lighthouse table as printed by `npm run bench -- lighthouse`: the bare page (the floor)
// first, each route beside it, and the goals of docs/architecture.md#performance-goals.
import type { LighthouseRow } from './lighthouse';
import { median } from './stats';

const cell = (value: number, digits: number) => value.toFixed(digits);

export function lighthouseTable(floor: LighthouseRow, rows: readonly LighthouseRow[]): string {
  const line = (label: string, row: LighthouseRow) =>
    [
      // A record's id stands as <id>: /video/<id>.
      label.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/, '<id>').padEnd(34),
      cell(row.lcpSeconds, 2).padStart(6),
      `${cell(row.lcpSeconds / floor.lcpSeconds, 2)}×`.padStart(7),
      cell(row.tbtMs, 0).padStart(7),
      cell(row.cls, 3).padStart(6),
      cell(row.score, 2).padStart(6),
      cell(row.jsKb, 1).padStart(7),
    ].join(' │ ');
  const header = [
    'route'.padEnd(34),
    'LCP s'.padStart(6),
    '×floor'.padStart(7),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
    'score'.padStart(6),
    'JS KB'.padStart(7),
  ].join(' │ ');
  return [
    header,
    '─'.repeat(header.length),
    line('bare page (floor, no JavaScript)', floor),
    ...rows.map((row) => line(row.path, row)),
  ].join('\n');
}

export function lighthouseSummary(floor: LighthouseRow, rows: readonly LighthouseRow[]): string {
  const worst = (pick: (row: LighthouseRow) => number) =>
    rows.reduce((top, row) => (pick(row) > pick(top) ? row : top));
  const slowest = worst((row) => row.tbtMs);
  const latest = worst((row) => row.lcpSeconds);
  const home = rows.find((row) => row.path === '/');
  return [
    `Median TBT ${cell(median(rows.map((row) => row.tbtMs)), 0)} ms (goal ≤ 50); worst ${cell(slowest.tbtMs, 0)} ms on ${slowest.path} (goal ≤ 150)`,
    `Median LCP ${cell(median(rows.map((row) => row.lcpSeconds)), 2)} s = ${cell(median(rows.map((row) => row.lcpSeconds)) / floor.lcpSeconds, 2)}× the bare page's ${cell(floor.lcpSeconds, 2)} s; latest ${cell(latest.lcpSeconds / floor.lcpSeconds, 2)}× on ${latest.path} (goal ≤ 1.15×)`,
    `Home page JavaScript ${home ? cell(home.jsKb, 1) : '?'} KB transferred (goal ≤ 60)`,
  ].join('\n');
}

/**
 * The signed-in routes against their goals (docs/architecture.md#performance-goals): LCP within
 * 1.5× of the public routes' median in the same run, TBT median ≤ 50 ms and none over 150 ms, CLS
 * ≤ 0.02 on each.
 */
export function signedInSummary(
  publicRows: readonly LighthouseRow[],
  rows: readonly LighthouseRow[],
): string {
  const publicLcp = median(publicRows.map((row) => row.lcpSeconds));
  const worst = (pick: (row: LighthouseRow) => number) =>
    rows.reduce((top, row) => (pick(row) > pick(top) ? row : top));
  const latest = worst((row) => row.lcpSeconds);
  const slowest = worst((row) => row.tbtMs);
  const shifting = worst((row) => row.cls);
  return [
    `Median LCP ${cell(median(rows.map((row) => row.lcpSeconds)), 2)} s = ${cell(median(rows.map((row) => row.lcpSeconds)) / publicLcp, 2)}× the public routes' median ${cell(publicLcp, 2)} s; latest ${cell(latest.lcpSeconds / publicLcp, 2)}× on ${latest.path} (goal ≤ 1.5×)`,
    `Median TBT ${cell(median(rows.map((row) => row.tbtMs)), 0)} ms (goal ≤ 50); worst ${cell(slowest.tbtMs, 0)} ms on ${slowest.path} (goal ≤ 150)`,
    `Worst CLS ${cell(shifting.cls, 3)} on ${shifting.path} (goal ≤ 0.02)`,
  ].join('\n');
}
