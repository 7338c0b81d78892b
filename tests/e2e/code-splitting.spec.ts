import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';

/** Texts that exist only in the code of features a visitor of the home page does not use. */
const foreignMarkers = [
  'Download Policy', // template preview
  'Loading team data...', // team dashboard
  'Security Training Videos', // video library
  'Update Video', // video manager
  'auth/v1', // supabase-js
  'Access Review Checklist', // checklist page
  'Submit Report', // hotline
  'wordprocessingml', // the Word builder
];

test('the home page loads only its own code', async ({ page }, testInfo) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The inline boot script counts too.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent),
  );
  let gzipped = inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
  for (const script of scripts) {
    const code = await readFile(join('dist/web', script), 'utf8');
    gzipped += gzipSync(code).length;
    for (const marker of foreignMarkers) {
      expect(code, `${script} carries "${marker}"`).not.toContain(marker);
    }
  }
  const summary = `Home page JavaScript: ${scripts.length} files and ${inline.length} inline, ${(gzipped / 1024).toFixed(1)} KB gzipped`;
  console.log(summary);
  testInfo.annotations.push({ type: 'size', description: summary });
  // The performance budget (docs/architecture.md#performance-goals): at most 60 KB of gzipped
  // JavaScript. The home page has no islands, so it loads no React at all.
  expect(gzipped).toBeLessThanOrEqual(60 * 1024);
});
