import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from './support/fixtures';
import { parseCsv } from '../support/csv-reader';
import { defaultFontSize, readDocx, styleFontSize } from '../support/docx-reader';

async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

test('the access review checklist downloads as a quoted CSV with blank Status and Notes', async ({
  page,
}) => {
  await page.goto('/checklists/access-review');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('access-review-checklist.csv');
  const text = (await downloadedBytes(download)).toString('utf8');
  expect(text.startsWith('\uFEFF"Category","Item","Description","Status","Notes"\r\n')).toBe(true);

  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual(['Category', 'Item', 'Description', 'Status', 'Notes']);
  expect(rows).toHaveLength(16);
  for (const row of rows) {
    expect(row).toHaveLength(5);
    expect(row.slice(3)).toEqual(['', '']);
  }
  expect(new Set(rows.map((row) => row[0]))).toEqual(
    new Set([
      'Access Inventory',
      'Quarterly Access Review',
      'Joiner-Mover-Leaver Checks',
      'High-Risk Systems',
      'Audit & Documentation',
    ]),
  );
  // The rows match the table on the page, commas inside descriptions included.
  const tableItems = await page.locator('tbody tr td:nth-child(2)').allTextContents();
  const tableDescriptions = await page.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(rows.map((row) => row[1])).toEqual(tableItems);
  expect(rows.map((row) => row[2])).toEqual(tableDescriptions);
  expect(tableDescriptions.some((description) => description.includes(','))).toBe(true);
});

test('the Acceptable Use Policy downloads as a Word file with the fonts of docs/product.md#template-preview', async ({
  page,
}) => {
  await page.goto('/templates/acceptable-use-policy');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const sectionTitles = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(sectionTitles.length).toBeGreaterThanOrEqual(8);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Policy' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('acceptable-use-policy.docx');
  const { document, styles } = await readDocx(await downloadedBytes(download));
  expect(document).toContain('Acceptable Use Policy');
  for (const title of sectionTitles.filter(
    (t) => !['Overview', 'Customize for Your Company'].includes(t),
  )) {
    expect(document).toContain(title.replaceAll('&', '&amp;'));
  }
  expect(defaultFontSize(styles)).toBe(24);
  expect(styleFontSize(styles, 'Title')).toBe(36);
  expect(styleFontSize(styles, 'Heading1')).toBe(32);
});
