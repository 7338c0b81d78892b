// docs/architecture.md#public-pages-static-html-and-islands: a prerendered page stays static HTML;
// only its interactive parts (islands) come to life, on Preact rather than React DOM, and the app
// (router, session) loads only on the signed-in routes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { publicPaths } from '../../src/content/public-paths';
import { SEEDED_COURSES } from './support/courses';
import { signIn, teamAdmin } from './support/backend';
import { expect, test, type Page } from './support/fixtures';

/** Records console errors and uncaught exceptions, such as a hydration mismatch (React #418). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The code of every script the page loaded. */
async function loadedCode(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts.map((script) => readFile(join('dist/web', script), 'utf8')));
}

const REACT_DOM = 'react.dev/errors';
/** In any renderer of JSX into the DOM (React DOM's and Preact's), never in our own code. */
const A_DOM_RENDERER = 'dangerouslySetInnerHTML';
const THE_APP = 'Skip to content';

test('no public page logs an error while it comes to life', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = recordErrors(page);
  for (const path of publicPaths.filter(
    (p) => !p.startsWith('/templates/') || p === '/templates/acceptable-use-policy',
  )) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(errors, path).toEqual([]);
  }
});

for (const fragment of [
  '#access_token=a.b.c&refresh_token=r&expires_in=3600&token_type=bearer&type=signup',
  '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
]) {
  test(`sign-in opened from an emailed link (${fragment.slice(1, 6)}) agrees with its HTML`, async ({
    page,
  }) => {
    const errors = recordErrors(page);
    await page.goto(`/signin${fragment}`);
    if (fragment.includes('access_token')) {
      await expect(page.getByText('Your email is confirmed. Please sign in.')).toBeVisible();
    } else {
      await expect(page.getByRole('alert')).toHaveText('Email link is invalid or has expired');
    }
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('pages without interactive content load no renderer, islands no React DOM; none loads the app', async ({
  page,
}) => {
  for (const path of ['/', '/pricing', '/company', '/privacy', '/terms', '/resources']) {
    const code = await loadedCode(page, path);
    expect(
      code.some((text) => text.includes(A_DOM_RENDERER)),
      path,
    ).toBe(false);
    expect(
      code.some((text) => text.includes(THE_APP)),
      path,
    ).toBe(false);
  }
  for (const path of ['/templates', '/signin', '/contact']) {
    const code = await loadedCode(page, path);
    expect(
      code.some((text) => text.includes(A_DOM_RENDERER)),
      path,
    ).toBe(true);
    expect(
      code.some((text) => text.includes(REACT_DOM)),
      path,
    ).toBe(false);
    expect(
      code.some((text) => text.includes(THE_APP)),
      path,
    ).toBe(false);
  }
});

test('the static parts stay as prerendered; the islands carry their props', async ({ page }) => {
  await page.goto('/templates');
  const island = page.locator('[data-island="template-search"]');
  await expect(island).toHaveCount(1);
  const props = JSON.parse((await island.getAttribute('data-island-props')) ?? '{}') as {
    templates?: unknown[];
  };
  expect(props.templates).toHaveLength(27);
  // The heading and lead sit outside the island: plain HTML, never rendered by the page's script.
  // Preact marks the element it renders into with `__k` (its tree of children).
  const renderedByPreact = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) if ('__k' in at) return true;
    return false;
  };
  expect(await page.getByRole('heading', { level: 1 }).evaluate(renderedByPreact)).toBe(false);
  expect(await page.getByRole('searchbox').evaluate(renderedByPreact)).toBe(true);
});

test('a signed-in route loads the app from the app shell', async ({ page }) => {
  const code = await loadedCode(page, '/library');
  expect(code.some((text) => text.includes(THE_APP))).toBe(true);
  await expect(page).toHaveURL(/\/signin\?redirect=%2Flibrary$/);
});

test("a signed-in route's shell asks for the app's modules once it has painted, all together", async ({
  page,
}) => {
  // docs/architecture.md#performance-goals: the shell paints without sharing the network.
  const html = await (await page.request.get('/dashboard/policies')).text();
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  const modules = /data-preload="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(modules.length).toBeGreaterThan(1);

  await page.goto('/dashboard/policies');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard%2Fpolicies$/);
  const order = await page.evaluate((names) => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const asked = performance
      .getEntriesByType('resource')
      .filter((entry) => names.some((name) => entry.name.endsWith(name)))
      .map((entry) => entry.startTime);
    return { painted, asked: asked.length, earliest: Math.min(...asked) };
  }, modules);
  expect(order.asked).toBe(modules.length);
  expect(order.earliest).toBeGreaterThan(order.painted);
});

test("a signed-in route's shell names every module the route runs, so none waits for another", async ({
  page,
}) => {
  // docs/architecture.md#performance-goals: the page's own modules and supabase-js too.
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  const html = await (await page.request.get('/dashboard/policies')).text();
  const listed = /data-preload="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];

  // In a tab of its own, so nothing the dashboard still asks for is counted; routed, so no
  // module comes from the browser's cache unannounced.
  const tab = await page.context().newPage();
  await tab.route('**/assets/**', (route) => route.continue());
  const scripts: string[] = [];
  tab.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // In front, so it paints and its boot script starts the app; the app's own page, not the
  // shell's picture of it (which carries the same heading), before counting.
  await tab.bringToFront();
  await tab.goto('/dashboard/policies');
  await expect(tab.locator('.app-shell-preview')).toHaveCount(0);
  await expect(tab.getByRole('heading', { name: 'Policies', level: 1 })).toBeVisible();
  await tab.waitForLoadState('networkidle');
  const modules = scripts.filter((path) => path.startsWith('/assets/'));
  // The page's own chunk among them (docs/decisions.md CS1: a page's code is a few files).
  expect(modules.some((path) => path.includes('/team-policies-page-'))).toBe(true);
  expect(modules.filter((path) => !listed.includes(path))).toEqual([]);
});

test("a signed-in route's shell stays until the app shows the same skeleton, with no loading screen between", async ({
  page,
}) => {
  // docs/architecture.md#performance-goals: the page keeps its shape from the first paint.
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  const tab = await page.context().newPage();
  // Every change of the page is looked at, whether or not a frame painted it.
  await tab.addInitScript(() => {
    new MutationObserver(() => {
      const screens = document.querySelectorAll('.loading-screen');
      if ([...screens].some((screen) => screen.checkVisibility())) {
        document.documentElement.dataset['sawLoadingScreen'] = 'true';
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await tab.bringToFront();
  await tab.goto('/dashboard/policies');
  await expect(tab.locator('.app-shell-preview')).toHaveCount(0);
  await expect(tab.locator('.page-skeleton')).toHaveCount(0);
  await expect(tab.getByRole('heading', { name: 'Policies', level: 1 })).toBeVisible();
  expect(await tab.evaluate(() => document.documentElement.dataset['sawLoadingScreen'])).toBe(
    undefined,
  );
});

test('a route with parameters asks for its own modules beside the entry, from the app shell', async ({
  page,
}) => {
  // docs/architecture.md#performance-goals: the empty app shell names each such route's modules.
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  const course = SEEDED_COURSES[0]!;
  const shell = await (await page.request.get(`/video/${course.id}`)).text();
  const entry = /data-entry="([^"]+)"/.exec(shell)?.[1] ?? '';
  const routes = /data-routes="([^"]+)"/.exec(shell)?.[1]?.split('|') ?? [];
  const listed = routes.find((route) => route.startsWith('/video/:videoId '))?.split(' ') ?? [];
  expect(listed.slice(1).some((file) => file.includes('video-player-page'))).toBe(true);

  // In a tab of its own, so nothing the dashboard still asks for is counted.
  const tab = await page.context().newPage();
  const asked = new Set<string>();
  tab.on('request', (request) => asked.add(new URL(request.url()).pathname));
  // The entry is held back: whatever is asked for meanwhile does not wait for the entry to run.
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await tab.route(`**${entry}`, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await tab.bringToFront();
  const opened = tab.goto(`/video/${course.id}`);
  try {
    await expect.poll(() => listed.slice(1).filter((file) => !asked.has(file))).toEqual([]);
  } finally {
    releaseEntry();
    await opened;
  }
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(course.title);
});
