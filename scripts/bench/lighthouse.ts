// Lighthouse (mobile defaults: simulated slow 4G and 4× CPU slowdown) over the public routes of
// the built site, in the same Chromium the tests use.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium';

export interface LighthouseRow {
  path: string;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  score: number;
  jsKb: number;
}

export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const path of paths) {
    // A fresh browser per page: no warm cache, and one page's run cannot disturb the next.
    const chrome = await chromeLauncher.launch({
      chromePath: ensureChromium(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (lhr.runtimeError)
        console.warn(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const scripts = (
        lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items?.find((item) => item.resourceType === 'script');
      rows.push({
        path,
        lcpSeconds: audit('largest-contentful-paint') / 1000,
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        score: lhr.categories['performance']?.score ?? NaN,
        jsKb: (scripts?.transferSize ?? 0) / 1024,
      });
    } finally {
      chrome.kill();
    }
  }
  return rows;
}
