// Renders each scene's pictures (slide-template.ts: one per cue, cues.ts) and the thumbnail's
// title slide to 1280×720 PNGs in headless Chromium.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { CourseScript } from '../../src/content/courses/types';
import { VIDEO } from './config';
import { pictureAt } from './cues';
import { slideHtml } from './slide-template';

export interface RenderedSlides {
  /** Per scene, its pictures in order: before the first cue, then one per cue. */
  scenes: string[][];
  /** The title slide with its subtitle. */
  thumbnail: string;
}

/**
 * Writes `slide-NN-K.png` (and its `.html`, handy when a slide looks wrong) for every picture of
 * every scene, and `thumbnail.png`.
 */
export async function renderSlides(
  browser: Browser,
  course: CourseScript,
  dir: string,
  onProgress: (done: number, total: number) => void,
): Promise<RenderedSlides> {
  const context = await browser.newContext({
    viewport: { width: VIDEO.width, height: VIDEO.height },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  // The slides are self-contained: nothing may be fetched.
  await context.route('**/*', (route) => route.abort());
  const page = await context.newPage();
  const pictures = course.scenes.flatMap((scene, i) =>
    Array.from({ length: (scene.cues?.length ?? 0) + 1 }, (_, step) => ({
      scene: i,
      name: `slide-${String(i + 1).padStart(2, '0')}-${step}`,
      picture: pictureAt(course, scene, step),
    })),
  );
  const title = course.scenes[0];
  pictures.push({ scene: 0, name: 'thumbnail', picture: { shown: title?.points?.[0] ? 1 : 0 } });
  const rendered: RenderedSlides = { scenes: course.scenes.map(() => []), thumbnail: '' };
  try {
    for (const [n, { scene: i, name, picture }] of pictures.entries()) {
      const heading = course.scenes[i]?.heading ?? '';
      const html = slideHtml(course, i, picture);
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
          `${course.id} scene ${i + 1} ("${heading}") does not fit on a slide ` +
            'even at the smallest type: shorten its text.',
        );
      }
      if (name === 'thumbnail') rendered.thumbnail = file;
      else rendered.scenes[i]?.push(file);
      onProgress(n + 1, pictures.length);
    }
  } finally {
    await context.close();
  }
  return rendered;
}
