import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { parseCsv } from '../support/csv-reader';
import { signIn, teamAdmin, teamMember } from './support/backend';

// Names that must survive the table and the CSV: commas, quotes, a formula, markup.
const trickyNames = [
  'Comma, Carla',
  'Quote "Q" Quinn',
  '=HYPERLINK("http://x")',
  '<img src=x onerror=alert(1)>',
];
const plainNames = ['Ava', 'Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

test.describe.configure({ mode: 'serial' });

test('sorting, 10 rows a page, copying the invite link and the CSV', async ({ page, context }) => {
  test.setTimeout(120_000);
  const admin = await teamAdmin('Table Testers');
  for (const name of [...trickyNames, ...plainNames]) await teamMember(admin.inviteCode, name);
  const members = trickyNames.length + plainNames.length + 1;

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  const table = page.getByRole('region', { name: 'Team progress' }).getByRole('table');
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(10);
  await expect(page.getByText(`Page 1 of 2`)).toBeVisible();
  // Markup in a name is shown as text, never run (docs/threat-model.md #10).
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(bodyRows).toHaveCount(members - 10);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();

  // Sort by name, ascending then descending.
  const nameHeader = table.getByRole('columnheader', { name: /^Name/ });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await bodyRows.locator('td:first-child').allTextContents();
  expect(ascending).toEqual(
    [...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0),
  );
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = await bodyRows.locator('td:first-child').allTextContents();
  expect(descending[0]).not.toBe(ascending[0]);

  // Copy shows its confirmation for 2 seconds and puts the link on the clipboard.
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/team/${admin.inviteCode}`,
  );
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4000 });

  // Published videos each get a column with a dash until completed.
  const videoHeaders = await table.locator('thead th').allTextContents();
  expect(videoHeaders.slice(0, 5).map((text) => text.replace(/[▲▼]/g, '').trim())).toEqual([
    'Name',
    'Email',
    'Completed',
    'Checks Passed',
    'Last Activity',
  ]);
  const videoTitles = videoHeaders.slice(5).map((text) => text.replace(/[▲▼]/g, '').trim());
  expect(videoTitles.length).toBeGreaterThanOrEqual(5);
  await expect(bodyRows.first().locator('td').nth(2)).toHaveText(`0/${videoTitles.length}`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^team-progress-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual([
    'Name',
    'Email',
    'Completed Videos',
    'Checks Passed',
    'Last Activity',
    ...videoTitles,
  ]);
  expect(rows).toHaveLength(members);
  for (const row of rows) {
    expect(row).toHaveLength(header!.length);
    expect(row[2]).toBe(`0/${videoTitles.length}`);
    expect(row[3]).toMatch(/^0\/\d+$/);
    expect(row.slice(5).every((cell) => cell === 'No')).toBe(true);
  }
  const names = rows.map((row) => row[0]);
  expect(names).toContain('Comma, Carla');
  expect(names).toContain('Quote "Q" Quinn');
  expect(names).toContain(`'=HYPERLINK("http://x")`);
  expect(names).toContain('<img src=x onerror=alert(1)>');
});

test("the overview's sections ask for their data beside the team's, not after it", async ({
  page,
}) => {
  const admin = await teamAdmin('Parallel Loaders');
  // docs/architecture.md#performance-goals: one round trip before the dashboard shows. The
  // team's data is held back until every section of the overview has asked for its own (or for
  // ten seconds): sections that waited for it would not have asked.
  const sections = [
    'team_first_steps',
    'team_control_readiness',
    'team_due_items',
    'team_policies',
    'team_training',
  ];
  const asked = new Set<string>();
  page.on('request', (request) => {
    const rpc = new URL(request.url()).pathname.split('/rpc/')[1];
    if (rpc && sections.includes(rpc)) asked.add(rpc);
  });
  let askedBeforeTeamData: string[] | null = null;
  await page.route('**/rest/v1/rpc/team_progress_summary*', async (route) => {
    try {
      await expect.poll(() => asked.size, { timeout: 10_000 }).toBe(sections.length);
    } catch {
      // Reported below, with what had been asked.
    }
    askedBeforeTeamData = [...asked].sort();
    await route.continue();
  });
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('region', { name: 'Team progress' })).toBeVisible({
    timeout: 20_000,
  });
  expect(askedBeforeTeamData).toEqual([...sections].sort());
});

test('an account without a team sees why', async ({ page }) => {
  const admin = await teamAdmin('Soon Teamless');
  // The operator detaches the admin from the team: the admin keeps the role but has no team.
  const { serviceClient } = await import('./support/backend');
  const service = await serviceClient();
  await service.from('users').update({ team_id: null }).eq('email', admin.email).throwOnError();
  await signIn(page, admin.email);
  await expect(page.getByText('No team assigned to this account.')).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`at ${width} px the progress table scrolls in its own region, says so, and every column is reachable`, async ({
    page,
  }) => {
    const admin = await teamAdmin(`Wide Table ${width}`);
    await teamMember(admin.inviteCode, 'Nora Narrow');
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, admin.email);
    await expect(page).toHaveURL('/dashboard');
    const region = page.getByRole('region', { name: 'Team progress' });
    await expect(region.getByRole('cell', { name: 'Nora Narrow' })).toBeVisible();

    // The checkbox sits before its words, like every checkbox of the product.
    const include = page.getByLabel('Include deactivated and former members');
    const words = await include.evaluate((input) => {
      const range = document.createRange();
      range.selectNodeContents(input.parentElement!);
      range.setStartAfter(input);
      // The words may wrap on a phone: the checkbox sits beside them, not above.
      const all = range.getBoundingClientRect();
      return { left: all.left, top: all.top, bottom: all.bottom };
    });
    const checkbox = (await include.boundingBox())!;
    expect(checkbox.x + checkbox.width).toBeLessThanOrEqual(words.left);
    expect(checkbox.y + checkbox.height / 2).toBeGreaterThan(words.top);
    expect(checkbox.y + checkbox.height / 2).toBeLessThan(words.bottom);

    // The page itself never scrolls sideways; the table's region does, and says so.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    await expect(page.getByText('Scroll sideways to see every column.')).toBeVisible();
    await expect(region).toHaveAccessibleDescription('Scroll sideways to see every column.');

    // With the keyboard alone the region scrolls to its last column.
    const headers = region.getByRole('columnheader');
    const count = await headers.count();
    expect(count).toBeGreaterThanOrEqual(4 + 5);
    await region.focus();
    await expect(region).toBeFocused();
    // Ten presses between checks: each check is a round trip to the page.
    for (let step = 0; step < 20; step++) {
      const left = await region.evaluate((element) => element.scrollLeft);
      if (left >= overflow - 1) break;
      for (let press = 0; press < 10; press++) await page.keyboard.press('ArrowRight');
    }
    await expect
      .poll(() => region.evaluate((element) => element.scrollLeft))
      .toBeGreaterThanOrEqual(overflow - 1);
    const box = (await region.boundingBox())!;
    const last = (await headers.nth(count - 1).boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(box.x + box.width + 1);
    // The Name column stayed in place at the region's left edge.
    const name = (await headers.first().boundingBox())!;
    expect(Math.abs(name.x - box.x)).toBeLessThan(2);
    await expect(region.getByRole('cell', { name: 'Nora Narrow' })).toBeInViewport();

    // Every column came into view on the way: each header's right edge was reachable.
    const widths = await headers.evaluateAll((cells) =>
      cells.map((cell) => (cell as HTMLElement).offsetLeft + (cell as HTMLElement).offsetWidth),
    );
    const reach = await region.evaluate((element) => element.scrollWidth);
    // offsetLeft and offsetWidth are each rounded to whole pixels: their sum may exceed by one.
    for (const right of widths) expect(right).toBeLessThanOrEqual(reach + 1);

    // The marks say what they mean to a screen reader.
    const row = region.getByRole('row').filter({ hasText: 'Nora Narrow' });
    await expect(row.getByRole('cell').nth(4)).toHaveAccessibleName('No activity');
    await expect(row.getByRole('cell').nth(5)).toHaveAccessibleName('Not completed');
  });
}
