// `npm run bench`: every benchmark, printed as tables. Timings live here, never in pass/fail tests.
import { resolve } from 'node:path';
import { publicPaths } from '../../src/renderer/src/app/public-paths';
import { startTestBackend } from '../../src/backend/testing';
import { benchBackend } from './backend';
import { benchDashboard } from './dashboard';
import { benchEnumeration } from './enumeration';
import { runLighthouse } from './lighthouse';

const only = process.argv[2];

if (!only || only === 'backend') await benchBackend();

if (!only || only === 'auth') await benchEnumeration();

if (!only || only === 'lighthouse') {
  const site = await startTestBackend({ webRoot: resolve('dist/web') });
  // One template preview stands for all 27: they share one page and differ only in text.
  const paths = publicPaths.filter(
    (path) => !path.startsWith('/templates/') || path === '/templates/acceptable-use-policy',
  );
  const runs = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
  const rows = await runLighthouse(site.url, paths, runs);
  await site.close();
  console.log(`\nLighthouse, mobile defaults, built site (median of ${runs} runs per route)`);
  console.table(
    rows.map((row) => ({
      route: row.path,
      'LCP s': row.lcpSeconds.toFixed(2),
      'TBT ms': row.tbtMs.toFixed(0),
      CLS: row.cls.toFixed(3),
      score: row.score.toFixed(2),
      'JS KB': row.jsKb.toFixed(1),
    })),
  );
}

if (!only || only === 'dashboard') {
  const timings = await benchDashboard();
  console.log('\nTeam dashboard, 1,000 members × 40 videos, Chromium (median of 5)');
  console.table({
    'time to data (summary request) ms': timings.dataMs.toFixed(0),
    'first table render ms': timings.firstRenderMs.toFixed(0),
    'sort ms': timings.sortMs.toFixed(1),
    'CSV ms': timings.csvMs.toFixed(0),
  });
}
