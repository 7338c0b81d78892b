import { readFileSync } from 'node:fs';
import { parseCsv } from '../support/csv-reader';
import { expect, test, type Page } from './support/fixtures';

const gridNames: Record<string, string> = {
  '/templates': 'Policy templates',
  '/training': 'Courses',
  '/checklists': 'Checklists',
};

/** The cards of the list on the current catalogue page. */
const cards = (page: Page) =>
  page
    .getByRole('list', { name: gridNames[new URL(page.url()).pathname] ?? '' })
    .locator(':scope > li');

test.describe('templates', () => {
  test('lists 27 templates with framework badges, each with a preview', async ({ page }) => {
    await page.goto('/templates');
    await expect(cards(page)).toHaveCount(27);
    await expect(page.getByText('27 templates', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('covering 12 frameworks');
    const badges = cards(page).getByRole('list', { name: 'Frameworks' }).getByRole('listitem');
    expect(await badges.count()).toBeGreaterThanOrEqual(54);
    const previews = page.getByRole('link', { name: 'Preview Template' });
    await expect(previews).toHaveCount(27);
    await expect(previews.first()).toHaveAttribute('href', '/templates/acceptable-use-policy');
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
  });

  test('search matches title, description or framework, case-insensitively', async ({ page }) => {
    await page.goto('/templates');
    const search = page.getByRole('searchbox', { name: 'Search templates' });

    await search.fill('incident response');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Incident Response Policy');

    await search.fill('hipaa');
    const hipaaCount = await cards(page).count();
    expect(hipaaCount).toBeGreaterThan(1);
    expect(hipaaCount).toBeLessThan(27);
    for (const card of await cards(page).all()) await expect(card).toContainText('HIPAA');
    await expect(page.getByText(`${hipaaCount} of 27 templates`)).toBeVisible();

    await search.fill('least privilege');
    await expect(cards(page).filter({ hasText: 'Access Control Policy' })).toHaveCount(1);

    await search.fill('zzz-nothing');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No templates match your search.')).toBeVisible();

    await search.fill('');
    await expect(cards(page)).toHaveCount(27);
  });

  test('one card is expanded at a time; clicking the open card collapses it', async ({ page }) => {
    await page.goto('/templates');
    const toggle = (title: string) => page.getByRole('button', { name: title, exact: true });
    const expanded = page.locator('[aria-expanded="true"].card-toggle');

    await toggle('Acceptable Use Policy').click();
    await expect(toggle('Acceptable Use Policy')).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator('#template-details-acceptable-use-policy');
    await expect(details).toContainText('Update frequency: Annual');
    await expect(details.getByRole('listitem').first()).toBeVisible();

    await toggle('Incident Response Policy').click();
    await expect(expanded).toHaveCount(1);
    await expect(toggle('Incident Response Policy')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Update frequency: Semi-annual')).toBeVisible();
    await expect(details).toHaveCount(0);

    await toggle('Incident Response Policy').click();
    await expect(expanded).toHaveCount(0);
  });

  test('the keyboard opens and closes a card', async ({ page }) => {
    await page.goto('/templates');
    await page.getByRole('button', { name: 'Encryption Policy', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#template-details-encryption-policy')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.locator('#template-details-encryption-policy')).toHaveCount(0);
  });
});

test.describe('training', () => {
  test('lists 15 courses of 4 to 8 minutes, each published one with Start Course (docs/decisions.md V3)', async ({
    page,
  }) => {
    await page.goto('/training');
    await expect(cards(page)).toHaveCount(15);
    for (const card of await cards(page).all()) {
      const minutes = Number((await card.locator('.meta').textContent())?.split(' ')[0]);
      expect(minutes).toBeGreaterThanOrEqual(4);
      expect(minutes).toBeLessThanOrEqual(8);
      const title = (await card.getByRole('heading').textContent()) ?? '';
      await expect(card.getByRole('link', { name: `Start Course: ${title}` })).toHaveAttribute(
        'href',
        /^\/course\/[a-z0-9-]+$/,
      );
    }
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Get Team Access' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  test('search is by title only', async ({ page }) => {
    await page.goto('/training');
    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.fill('PHISHING');
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(1);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('heading')).toContainText(/phishing/i);
    }
    // A word that appears only in descriptions does not match.
    await search.fill('minutes');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No courses match your search.')).toBeVisible();
  });
});

test.describe('checklists', () => {
  test('lists 14 checklists, each linking to its full page (docs/decisions.md CL1)', async ({
    page,
  }) => {
    await page.goto('/checklists');
    await expect(cards(page)).toHaveCount(14);
    const view = page.getByRole('link', { name: 'View Checklist' });
    await expect(view).toHaveCount(14);
    await expect(
      cards(page).filter({ hasText: 'Access Review Template' }).getByRole('link'),
    ).toHaveAttribute('href', '/checklists/access-review');
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toHaveCount(0);
  });

  test('a checklist page shows every item with its controls, and its CSV', async ({ page }) => {
    await page.goto('/checklists');
    await cards(page)
      .filter({ hasText: 'Endpoint Security Baseline' })
      .getByRole('link', { name: 'View Checklist' })
      .click();
    await expect(page).toHaveURL('/checklists/endpoint-security-baseline');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Endpoint Security Baseline' }),
    ).toBeVisible();
    const rows = page.getByRole('region', { name: 'Endpoint Security Baseline' }).getByRole('row');
    const count = await rows.count();
    expect(count - 1).toBeGreaterThanOrEqual(10);
    await expect(rows.first()).toContainText('SOC 2');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('endpoint-security-baseline-checklist.csv');
    // The file starts with a byte-order mark, for spreadsheets.
    const csv = parseCsv(readFileSync((await download.path())!, 'utf8').slice(1));
    expect(csv[0]).toEqual([
      'Category',
      'Item',
      'Description',
      'SOC 2',
      'ISO 27001',
      'Status',
      'Notes',
    ]);
    expect(csv).toHaveLength(count);
    expect(csv[1]![3]).toMatch(/^CC\d/);

    await page.goto('/checklists/no-such-checklist');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Checklist not found' }),
    ).toBeVisible();
  });

  test('search matches title or category', async ({ page }) => {
    await page.goto('/checklists');
    const search = page.getByRole('searchbox', { name: 'Search checklists' });
    await search.fill('vendor management');
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(1);
    for (const card of await cards(page).all()) {
      await expect(card).toContainText(/vendor management/i);
    }
    await search.fill('access review');
    await expect(cards(page).filter({ hasText: 'Access Review Template' })).toHaveCount(1);
    await search.fill('no such checklist');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No checklists match your search.')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every search box shows its whole placeholder', async ({ page }) => {
    for (const path of ['/templates', '/training', '/checklists']) {
      await page.goto(path);
      const fits = await page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return false;
        context.font = style.font;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
      expect(fits, path).toBe(true);
    }
  });
});

test('the result count is a live region that screen readers announce', async ({ page }) => {
  await page.goto('/templates');
  const count = page.getByRole('status');
  await expect(count).toHaveText('27 templates');
  await expect(count).toHaveAttribute('aria-live', 'polite');
  await expect(count).toHaveAttribute('aria-atomic', 'true');
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('incident response');
  await expect(count).toHaveText('1 of 27 templates');
});

test('an opened template card grows alone; its neighbours keep their height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/templates');
  const heights = () =>
    cards(page).evaluateAll((items) => items.slice(0, 3).map((item) => item.clientHeight));
  const [, before1 = 0, before2 = 0] = await heights();
  await page.getByRole('button', { name: 'Acceptable Use Policy', exact: true }).click();
  await expect(page.locator('#template-details-acceptable-use-policy li').first()).toBeVisible();
  const [opened = 0, after1, after2] = await heights();
  expect(opened).toBeGreaterThan(before1 + 100);
  expect(after1).toBe(before1);
  expect(after2).toBe(before2);
});
