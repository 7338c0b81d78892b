// The browser tests' `test`: after every page load it waits until React has taken the page over,
// because a prerendered page is visible (and clickable) before its JavaScript has run.
import { test as base } from '@playwright/test';

export { expect, type Page, type Download } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!url.startsWith('about:')) await hydrated();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
    await use(page);
  },
});
