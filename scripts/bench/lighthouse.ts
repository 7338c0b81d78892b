// Lighthouse (mobile defaults: simulated slow 4G and 4× CPU slowdown) over the public routes of
// the built site, in the same Chromium the tests use: the headless shell where there is one, whose
// page gets a core of its own as on a phone (docs/decisions.md CI2). Each route is measured
// several times in a fresh browser and reported by its medians: single runs vary by tens of ms.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureTestChromium } from '../chromium';
import { BARE_PAGE_PATH } from './bare-page';
import { median } from './stats';

export interface LighthouseRow {
  path: string;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  score: number;
  jsKb: number;
  runs: number;
}

type Measurement = Omit<LighthouseRow, 'path' | 'runs'>;

/**
 * `simulate` (Lighthouse's default) replays the unthrottled load through a model of the network,
 * reusing the connections it opened; `devtools` (LIGHTHOUSE_THROTTLING=devtools) delays every
 * real request, so requests queue for the browser's six connections a host as on a slow phone:
 * what a change to the order or number of a page's requests shows in (docs/architecture.md).
 */
export const THROTTLING: 'simulate' | 'devtools' =
  process.env['LIGHTHOUSE_THROTTLING'] === 'devtools' ? 'devtools' : 'simulate';

/** Lighthouse now and then loses the trace's navigation start (NO_NAVSTART); such runs repeat. */
const ATTEMPTS_PER_RUN = 4;

// The page-side code below runs in Chromium; this file is type-checked without the DOM library.
declare const localStorage: { setItem(key: string, value: string): void };

/** What the browser's localStorage holds for the site before a run (a signed-in session). */
export type StorageOfRun = () => Promise<Record<string, string>>;

/**
 * Writes `entries` into the localStorage of `url`'s origin, from a blank page of that origin (the
 * bare page: no script of ours runs), in the browser Lighthouse is about to drive.
 */
async function putInStorage(port: number, url: string, entries: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    // The browser's own profile (its first context), the one Lighthouse then drives.
    const context = browser.contexts()[0];
    if (!context) throw new Error('bench: the browser has no default context');
    const page = await context.newPage();
    await page.goto(new URL(BARE_PAGE_PATH, url).href);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    // Disconnects; a browser it connected to keeps running.
    await browser.close();
  }
}

async function measure(url: string, storage?: StorageOfRun): Promise<Measurement> {
  for (let attempt = 1; ; attempt++) {
    // A fresh browser per run: no warm cache, and one run cannot disturb the next.
    const chrome = await chromeLauncher.launch({
      chromePath: ensureTestChromium(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      if (storage) await putInStorage(chrome.port, url, await storage());
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        throttlingMethod: THROTTLING,
        output: 'json',
        logLevel: 'error',
        // Lighthouse clears the origin's storage (and the cache) first; a signed-in run keeps
        // the stored session. The cache then holds only the bare page, which no route loads.
        disableStorageReset: Boolean(storage),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) {
        if (attempt < ATTEMPTS_PER_RUN) continue;
        throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const scripts = (
        lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items?.find((item) => item.resourceType === 'script');
      return {
        lcpSeconds: audit('largest-contentful-paint') / 1000,
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        score: lhr.categories['performance']?.score ?? NaN,
        jsKb: (scripts?.transferSize ?? 0) / 1024,
      };
    } finally {
      chrome.kill();
    }
  }
}

export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  runsPerPath: number,
  storage?: StorageOfRun,
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const path of paths) {
    const runs: Measurement[] = [];
    for (let run = 0; run < runsPerPath; run++)
      runs.push(await measure(`${baseUrl}${path}`, storage));
    const middle = (pick: (run: Measurement) => number) => median(runs.map(pick));
    rows.push({
      path,
      lcpSeconds: middle((run) => run.lcpSeconds),
      tbtMs: middle((run) => run.tbtMs),
      cls: middle((run) => run.cls),
      score: middle((run) => run.score),
      jsKb: middle((run) => run.jsKb),
      runs: runs.length,
    });
  }
  return rows;
}
