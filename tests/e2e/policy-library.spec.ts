import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { policyTemplates } from '../../src/content/policies/catalogue';
import { readDocx, wordText } from '../support/docx-reader';

test('every template opens its preview with its sections, controls and download', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const template of policyTemplates) {
    await page.goto(`/templates/${template.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.title);
    for (const section of [
      'Purpose',
      'Scope',
      'Roles and Responsibilities',
      'Exceptions',
      'Enforcement',
      'Review',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: section, exact: true }),
      ).toBeVisible();
    }
    await expect(page.locator('.controls-list dt', { hasText: 'SOC 2' })).toBeVisible();
    await expect(page.locator('.controls-list dt', { hasText: 'ISO 27001' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Policy' })).toBeVisible();
  }
});

test('an expanded card shows its sections and mapped controls', async ({ page }) => {
  await page.goto('/templates');
  await page.getByRole('button', { name: 'Incident Response Policy', exact: true }).click();
  const details = page.locator('#template-details-incident-response-policy');
  await expect(details.getByRole('listitem').filter({ hasText: 'Purpose' })).toBeVisible();
  await expect(details.locator('dt', { hasText: 'SOC 2' })).toBeVisible();
  await expect(details).toContainText('CC7.');
  await expect(details).toContainText('A.5.2');
});

test('customise, download, remember and clear', async ({ page }) => {
  await page.goto('/templates/access-control-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Control Policy');
  const placeholders = page.locator('mark.placeholder');
  expect(await placeholders.count()).toBeGreaterThan(5);
  await expect(placeholders.first()).toHaveText(/^\[[A-Z][A-Za-z ]+\]$/);

  await page.getByLabel('Company name').fill('Lighthouse Analytics, Inc.');
  await page.getByLabel('Policy owner').fill('Head of Security');
  await page.getByLabel('Approver').fill('Chief Executive Officer');
  await page.getByLabel('Effective date').fill('2026-12-01');
  await page.getByLabel('Version').fill('1.2');
  await expect(placeholders).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Lighthouse Analytics, Inc.');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Policy' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('access-control-policy.docx');
  const { document, footers } = await readDocx(await readFile(await download.path()));
  const body = wordText(document);
  expect(body).toContain('Access Control Policy');
  expect(body).toContain('Lighthouse Analytics, Inc.');
  expect(body).toContain('Head of Security');
  expect(body).not.toMatch(/\[(Company Name|Policy Owner|Approver|Effective Date|Version)\]/);
  expect(wordText(footers)).toContain(
    'Lighthouse Analytics, Inc. · Access Control Policy · Version 1.2',
  );

  // Remembered on this device, on every template.
  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue('Lighthouse Analytics, Inc.');
  await page.goto('/templates/backup-policy');
  await expect(page.getByLabel('Policy owner')).toHaveValue('Head of Security');
  await expect(page.getByRole('main')).toContainText('Lighthouse Analytics, Inc.');

  await page.getByRole('button', { name: 'Clear details' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue('');
  await expect(placeholders.first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue('');
});
