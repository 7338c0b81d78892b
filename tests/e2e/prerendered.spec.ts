// Every public route reads before any JavaScript runs: its HTML, fetched with JavaScript off,
// holds the main heading and content, and fits a 320 px phone's screen.
import { expect, test } from '@playwright/test';
import { publicPaths } from '../../src/content/public-paths';
import { policyTemplates } from '../../src/content/policies/catalogue';

test.use({ javaScriptEnabled: false });

test('every public route is complete HTML without JavaScript, no wider than a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 740 });
  for (const path of publicPaths) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, path).toHaveCount(1);
    expect((await heading.textContent())?.trim().length, path).toBeGreaterThan(3);
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Product' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/ComplyReady/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} is wider than the screen`).toBe(0);
  }
});

test('the lists and pages carry their content in the HTML', async ({ page }) => {
  await page.goto('/templates');
  for (const template of policyTemplates) {
    await expect(page.getByRole('heading', { name: template.title, exact: true })).toHaveCount(1);
  }
  await page.goto('/training');
  await expect(page.getByRole('list', { name: 'Courses' }).locator(':scope > li')).toHaveCount(15);
  await page.goto('/checklists');
  await expect(page.getByRole('list', { name: 'Checklists' }).locator(':scope > li')).toHaveCount(
    14,
  );
  await page.goto('/checklists/access-review');
  await expect(page.locator('tbody tr')).toHaveCount(16);
  await page.goto('/resources');
  await expect(page.getByRole('main').getByRole('listitem').getByRole('link')).toHaveCount(10);
  await page.goto('/pricing');
  await expect(page.getByText('$499')).toBeVisible();
  await page.goto('/templates/incident-response-policy');
  await expect(
    page.getByRole('heading', { name: 'Incident Response Policy', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Controls Addressed' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveTitle(
    'ComplyReady · Security compliance readiness for growing SaaS companies',
  );
  // Links work as plain links.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Policy Templates' })
    .click();
  await expect(page).toHaveURL('/templates');
});
