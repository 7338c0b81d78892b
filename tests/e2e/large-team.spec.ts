// The dashboard at the size docs/product.md#team-dashboard names: 1,000 members × 40 videos, on
// a backend of its own so the seeded team does not disturb the other browser tests.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from './support/fixtures';
import {
  createTeamAdmin,
  seedLargeTeam,
  startTestBackend,
  TEST_PASSWORD,
  type TestBackend,
} from '../../src/backend/testing';
import { parseCsv } from '../support/csv-reader';

let backend: TestBackend;
test.beforeAll(async () => {
  backend = await startTestBackend({ webRoot: resolve('dist/web') });
});
test.afterAll(() => backend?.close());

test('the dashboard and its CSV show all 1,000 members with the right counts', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await createTeamAdmin(backend, 'Thousand Co');
  const expected = await seedLargeTeam(backend.db, admin.teamId, { members: 999, videos: 40 });
  const { rows: emails } = await backend.db.query<{ id: string; email: string }>(
    'select id, email from public.users where team_id = $1',
    [admin.teamId],
  );
  const completedByEmail = new Map(emails.map((row) => [row.email, expected.get(row.id) ?? 0]));

  await page.goto(`${backend.url}/signin`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${backend.url}/dashboard`);
  await expect(page.getByText('Thousand Co · 1000 members')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Page 1 of 100')).toBeVisible();
  const table = page.getByRole('region', { name: 'Team progress' }).getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(10);

  // Numbers sort largest first: the first row has completed the most.
  const completedHeader = table.getByRole('columnheader', { name: /^Completed/ });
  await completedHeader.getByRole('button').click();
  await expect(completedHeader).toHaveAttribute('aria-sort', 'descending');
  const most = Math.max(...completedByEmail.values());
  const total = Number(
    (await table.locator('tbody tr').first().locator('td').nth(2).textContent())?.split('/')[1],
  );
  await expect(table.locator('tbody tr').first().locator('td').nth(2)).toHaveText(
    `${most}/${total}`,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const [header, ...rows] = parseCsv(
    (await readFile(await download.path())).toString('utf8').slice(1),
  );
  expect(header).toHaveLength(5 + total);
  expect(rows).toHaveLength(1000);
  for (const row of rows) {
    const done = completedByEmail.get(row[1]!);
    expect(done, row[1]).toBeDefined();
    expect(row[2]).toBe(`${done}/${total}`);
    expect(row.slice(5).filter((cell) => cell === 'Yes')).toHaveLength(done!);
  }
});
