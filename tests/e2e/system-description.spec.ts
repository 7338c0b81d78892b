// Dashboard → Evidence → System description (docs/decisions.md SD1): an admin writes the SOC 2
// description criteria's headings, fills the subservice organisations from the vendor list,
// saves and publishes a version, downloads it as Word and PDF, and finds it with the approved
// Statement of Applicability in the evidence pack.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { readDocx, wordText } from '../support/docx-reader';
import { pdfLines } from '../support/pdf-text';
import { iso27001Controls } from '../../src/content/controls';
import { expect, test, type Download } from './support/fixtures';
import { signIn, teamAdmin } from './support/backend';

const bytes = async (download: Download) =>
  new Uint8Array(await readFile((await download.path())!));

test('an admin writes the system description, publishes it and downloads Word and PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await teamAdmin();
  const { data: me } = await admin.client.from('users').select('team_id').single().throwOnError();
  const teamId = (me as { team_id: string }).team_id;
  await admin.client
    .from('vendors')
    .insert([
      { team_id: teamId, name: 'Cloudy', service: 'Hosting', location: 'EU', subprocessor: true },
      {
        team_id: teamId,
        name: 'Office Snacks',
        service: 'Snacks',
        location: 'UK',
        subprocessor: false,
      },
    ])
    .throwOnError();

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/evidence');
  await page.getByRole('link', { name: 'System description' }).click();
  await expect(page.getByRole('heading', { name: 'System description', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Services provided')).toHaveAccessibleDescription(
    /An auditor checks that the scope matches/,
  );

  await page.getByLabel('Services provided').fill('Payroll software for small companies.');
  await page
    .getByLabel('Principal service commitments and system requirements')
    .fill('99.9% availability; customer data encrypted at rest.');
  await page.getByLabel('Infrastructure').fill('AWS eu-west-1, two accounts.');
  await page.getByLabel('System boundaries').fill('The payroll application and its API.');
  await page
    .getByLabel('Complementary user entity controls')
    .fill('Customers manage their own users.');
  await page.getByRole('button', { name: 'Fill from the vendor list' }).click();
  const subservice = page.getByLabel('Subservice organisations', { exact: true });
  await expect(subservice).toHaveValue(/^Cloudy \(EU\): Hosting\. Carved out/);
  await expect(subservice).not.toHaveValue(/Office Snacks/);

  await page.getByLabel('Reason for publishing').fill('Approved by the CEO for the SOC 2 audit');
  await expect(page.getByRole('button', { name: 'Publish this version' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish this version' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'System description published.' }),
  ).toBeVisible();
  const version = page.getByRole('region', { name: 'Published versions' }).getByRole('row').nth(1);
  await expect(version).toContainText('Ada Admin');
  await expect(version.locator('code')).toHaveText(/^[0-9a-f]{64}$/);
  const hash = await version.locator('code').textContent();

  const [word] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Version 1 as Word' }).click(),
  ]);
  expect(word.suggestedFilename()).toBe('system-description-v1.docx');
  const docx = await readDocx(await bytes(word));
  const text = wordText(docx.document);
  expect(text).toContain('Services provided');
  expect(text).toContain('Payroll software for small companies.');
  expect(text).toContain('Cloudy (EU): Hosting. Carved out');
  expect(text).toContain(`Content hash (SHA-256)${hash}`);
  expect(wordText(docx.footers)).toContain(`${admin.company} · System description · Version 1`);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Version 1 as PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('system-description-v1.pdf');
  const lines = pdfLines(await bytes(pdf));
  expect(lines).toContain('System boundaries');
  expect(lines).toContain('The payroll application and its API.');
  expect(lines).toContain('Published by: Ada Admin');

  // The evidence pack holds the published version beside the approved statement.
  await admin.client
    .from('soa_entries')
    .insert(iso27001Controls.map((control) => ({ team_id: teamId, control_id: control.id })))
    .throwOnError();
  await admin.client
    .from('soa_versions')
    .insert({ team_id: teamId, approval_reason: 'For the audit' })
    .throwOnError();
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Evidence' })
    .click();
  const [pack] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download evidence pack' }).click(),
  ]);
  const zip = await JSZip.loadAsync(await bytes(pack));
  for (const path of [
    'system-description/system-description-v1.docx',
    'system-description/system-description-v1.pdf',
    'soa/statement-of-applicability-v1.csv',
    'soa/statement-of-applicability-v1.docx',
    'soa/statement-of-applicability-v1.pdf',
  ]) {
    expect(zip.file(path), path).not.toBeNull();
  }
  const packed = await zip
    .file('system-description/system-description-v1.docx')!
    .async('uint8array');
  expect(wordText((await readDocx(packed)).document)).toContain(
    'Payroll software for small companies.',
  );
});
