// `npm run bench`: every benchmark, printed as tables. Timings live here, never in pass/fail tests.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { publicPaths } from '../../src/content/public-paths';
import { startTestBackend } from '../../src/backend/testing';
import { benchBackend } from './backend';
import { benchDashboard } from './dashboard';
import { benchEnumeration } from './enumeration';
import { benchEvidence } from './evidence';
import { benchScale, scaleTable } from './scale';
import { benchTraining } from './training';
import { BARE_PAGE_PATH, siteWithBarePage } from './bare-page';
import { runLighthouse, THROTTLING } from './lighthouse';
import { ensureTestChromium } from '../chromium';
import { lighthouseSummary, lighthouseTable, signedInSummary } from './lighthouse-report';
import { seedSignedInRoutes } from './signed-in';
import { publishBenchTrustPage, TRUST_PAGE_PATH } from './trust-page';

const only = process.argv[2];

if (!only || only === 'backend') await benchBackend();

if (!only || only === 'auth') await benchEnumeration();

if (!only || only === 'lighthouse') {
  const site = siteWithBarePage(resolve('dist/web'));
  const server = await startTestBackend({ webRoot: site.webRoot });
  // One template preview stands for all 27: they share one page and differ only in text.
  // And a published trust page, served by the trust function (docs/decisions.md TR1).
  await publishBenchTrustPage(server);
  const allPaths = [
    ...publicPaths.filter(
      (path) => !path.startsWith('/templates/') || path === '/templates/acceptable-use-policy',
    ),
    TRUST_PAGE_PATH,
  ];
  // LIGHTHOUSE_PATHS=/a,/b measures only those routes (beside the floor).
  const chosen = process.env['LIGHTHOUSE_PATHS']?.split(',').filter(Boolean);
  const paths = chosen ? allPaths.filter((path) => chosen.includes(path)) : allPaths;
  const signedIn = await seedSignedInRoutes(server);
  const runs = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
  // Every page once before measuring, so no route (the floor is first) pays for a cold server.
  for (const path of [BARE_PAGE_PATH, ...paths, ...signedIn.paths]) {
    await (await fetch(`${server.url}${path}`)).text();
  }
  const [floor, ...rows] = await runLighthouse(server.url, [BARE_PAGE_PATH, ...paths], runs);
  const signedInRows = await runLighthouse(server.url, signedIn.paths, runs, signedIn.storage);
  await server.close();
  site.remove();
  if (!floor) throw new Error('bench: no measurement of the bare page');
  console.log(
    `\nLighthouse, mobile defaults (${THROTTLING} throttling), built site, ${ensureTestChromium()} (median of ${runs} runs per route)`,
  );
  console.log(lighthouseTable(floor, rows));
  console.log(lighthouseSummary(floor, rows));
  console.log(`\nSigned in as a team's admin (stored session), same run`);
  console.log(lighthouseTable(floor, signedInRows));
  console.log(signedInSummary(rows, signedInRows));
  console.log(
    `Load average (1, 5, 15 min) at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
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

if (!only || only === 'evidence') {
  const result = await benchEvidence();
  console.log(
    `\nEvidence pack, ${result.members} members, a year of activity (${result.auditEvents} audit events), median of the rounds`,
  );
  console.table({
    'pack size MB': result.packMegabytes.toFixed(2),
    'build and stream ms': result.buildMs.toFixed(0),
    'acceptance register (whole population) ms': result.acceptancePopulationMs.toFixed(0),
    'training completion (whole population) ms': result.trainingPopulationMs.toFixed(0),
    'RSS growth while building MB': result.peakRssGrowthMegabytes.toFixed(1),
    'process max RSS MB': result.maxRssMegabytes.toFixed(0),
  });
}

if (!only || only === 'training') {
  const result = await benchTraining();
  console.log(
    `\nTraining program, ${result.members} people × ${result.courses} assigned courses (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`,
  );
  console.table({
    'reminder run owing every "assigned" email ms': result.firstMs.toFixed(0),
    'emails sent in it': result.sent,
    'emails per second': ((result.sent * 1000) / result.firstMs).toFixed(0),
    'run with nothing owed ms (median)': result.idleMs.toFixed(0),
    'team_training() through the API ms (median)': result.dashboardMs.toFixed(0),
    [`ZIP of ${result.members - 1} certificate PDFs ms (median)`]: result.zipMs.toFixed(0),
    'ZIP size MB': result.zipMegabytes.toFixed(2),
  });
}

if (only === 'scale') {
  // Not part of the default run: it fills a database of several gigabytes.
  const option = (name: string, fallback: number) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const result = await benchScale({ teams: option('teams', 10_000), rounds: option('rounds', 3) });
  console.log(
    `\nScale: ${result.teams.toLocaleString('en')} teams, ${result.users.toLocaleString('en')} users, ` +
      `${Object.values(result.rows)
        .reduce((a, b) => a + b, 0)
        .toLocaleString('en')} rows generated in ` +
      `${result.generateSeconds.toFixed(0)} s (${result.databaseGigabytes.toFixed(2)} GB); ` +
      `${result.cores} cores, load average after each round: ${result.loadAverages.join('; ')}`,
  );
  console.table(result.rows);
  console.log(`p50/p99 at 64 concurrent clients through the API (median of the rounds' figures)`);
  console.table(scaleTable(result));
  console.log(
    `Evidence pack CPU (server process, one at a time, median of 5): ${result.evidencePackCpuMs.toFixed(0)} ms ` +
      `for ${result.evidencePackMegabytes.toFixed(2)} MB`,
  );
}
