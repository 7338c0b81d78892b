// The team dashboard at 1,000 members × 40 videos in Chromium: time to data (the summary
// request), to the first table render (from navigation start), to sort, and to the CSV download.
// Medians over several runs; render times include Playwright's polling of a few milliseconds.
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import {
  createTeamAdmin,
  seedLargeTeam,
  startTestBackend,
  TEST_PASSWORD,
} from '../../src/backend/testing';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium';
import { median } from './stats';

const RUNS = 5;

// The page-side code below runs in Chromium; this file is type-checked without the DOM library.
declare const document: {
  querySelectorAll(selector: string): Iterable<{ textContent: string | null; click(): void }>;
};
declare function requestAnimationFrame(callback: () => void): number;

export interface DashboardTimings {
  dataMs: number;
  firstRenderMs: number;
  sortMs: number;
  csvMs: number;
}

export async function benchDashboard(): Promise<DashboardTimings> {
  const backend = await startTestBackend({ webRoot: resolve('dist/web') });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const admin = await createTeamAdmin(backend, 'Bench Co');
    await seedLargeTeam(backend.db, admin.teamId, { members: 999, videos: 40 });
    const page = await browser.newPage();
    await page.goto(`${backend.url}/signin`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Page 1 of 100').waitFor();

    const runs: DashboardTimings[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.reload();
      await page.getByText('Page 1 of 100').waitFor();
      const navigation = await page.evaluate(() => {
        const summary = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/rpc/team_progress_summary')) as unknown as {
          startTime: number;
          responseEnd: number;
        };
        const start = summary.startTime;
        return { dataMs: summary.responseEnd - start, start };
      });
      const renderedAt = await page.evaluate(() => performance.now());
      const sortMs = await page.evaluate(async () => {
        const button = [...document.querySelectorAll('th button')].find((b) =>
          b.textContent?.startsWith('Completed'),
        );
        const before = performance.now();
        button?.click();
        await new Promise((resolveFrame) =>
          requestAnimationFrame(() => setTimeout(resolveFrame, 0)),
        );
        return performance.now() - before;
      });
      const csvStart = performance.now();
      await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      runs.push({
        dataMs: navigation.dataMs,
        firstRenderMs: renderedAt,
        sortMs,
        csvMs: performance.now() - csvStart,
      });
    }
    return {
      dataMs: median(runs.map((r) => r.dataMs)),
      firstRenderMs: median(runs.map((r) => r.firstRenderMs)),
      sortMs: median(runs.map((r) => r.sortMs)),
      csvMs: median(runs.map((r) => r.csvMs)),
    };
  } finally {
    await browser.close();
    await backend.close();
  }
}
