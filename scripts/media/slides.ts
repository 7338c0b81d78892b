// Renders each scene's HTML (slide-template.ts) to a 1280×720 PNG in headless Chromium.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { CourseScript } from '../../src/content/courses/types';
import { VIDEO } from './config';
import { slideHtml } from './slide-template';

/** Writes `slide-NN.png` (and its `.html`, handy when a slide looks wrong) for every scene. */
export async function renderSlides(
  browser: Browser,
  course: CourseScript,
  dir: string,
  onProgress: (done: number, total: number) => void,
): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: VIDEO.width, height: VIDEO.height },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  // The slides are self-contained: nothing may be fetched.
  await context.route('**/*', (route) => route.abort());
  const page = await context.newPage();
  const files: string[] = [];
  try {
    for (const [i, scene] of course.scenes.entries()) {
      const name = `slide-${String(i + 1).padStart(2, '0')}`;
      const html = slideHtml(course, i);
      await writeFile(join(dir, `${name}.html`), html);
      await page.setContent(html, { waitUntil: 'load' });
      // A string, not a function: this file is type-checked without the DOM library.
      await page.evaluate('document.fonts.ready.then(() => true)');
      // Screenshot first, so a slide that does not fit can be looked at.
      const file = join(dir, `${name}.png`);
      await page.screenshot({ path: file, type: 'png', animations: 'disabled', caret: 'hide' });
      const fit = await page.locator('body').getAttribute('data-fit');
      if (fit !== 'ok') {
        throw new Error(
          `${course.id} scene ${i + 1} ("${scene.heading}") does not fit on a slide ` +
            'even at the smallest type: shorten its text.',
        );
      }
      files.push(file);
      onProgress(i + 1, course.scenes.length);
    }
  } finally {
    await context.close();
  }
  return files;
}
