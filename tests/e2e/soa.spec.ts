// Dashboard → Evidence → Statement of Applicability (docs/decisions.md SA1): all 93 Annex A
// controls, one marked not applicable with its justification, approved as a hashed version and
// exported as CSV, Word and PDF; each change saved as it is made
// (docs/product.md#statement-of-applicability-admins), so a reload or leaving the page keeps it.
import { readFileSync } from 'node:fs';
import { readDocx, wordText } from '../support/docx-reader';
import { pdfLines } from '../support/pdf-text';
import { expect, test } from './support/fixtures';
import { signIn, teamAdmin } from './support/backend';

test('an admin answers all 93 Annex A controls, approves the statement and downloads it', async ({
  page,
}) => {
  // 93 controls answered one by one, then approved and downloaded (about 15 s of two busy workers).
  test.setTimeout(60_000);
  const { email } = await teamAdmin();
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/evidence');
  await page.getByRole('link', { name: 'Statement of Applicability' }).click();
  await expect(
    page.getByRole('heading', { name: 'Statement of Applicability', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start the statement with all 93 controls' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'All 93 controls are in the statement.' }),
  ).toBeVisible();
  const controls = page.getByRole('region', { name: 'Annex A controls' });
  await expect(controls.getByRole('row')).toHaveCount(94);
  // The download buttons stand apart, not touching each other.
  const wordButton = (await page.getByRole('button', { name: 'Download Word' }).boundingBox())!;
  const pdfButton = (await page.getByRole('button', { name: 'Download PDF' }).boundingBox())!;
  expect(
    Math.max(
      pdfButton.x - (wordButton.x + wordButton.width),
      pdfButton.y - (wordButton.y + wordButton.height),
    ),
  ).toBeGreaterThanOrEqual(4);

  await page.getByLabel('A.7.1 applicable').uncheck();
  await page.getByLabel('A.7.1 justification').fill('Fully remote, no offices');
  await page.getByLabel('A.5.1 status').selectOption('implemented');
  // Saved as they are made: nothing to press.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();

  await page.getByLabel('Reason for approval').fill('Approved by the CEO for the audit');
  await page.getByRole('button', { name: 'Approve this version' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Statement of Applicability approved.' }),
  ).toBeVisible();
  const version = page.getByRole('region', { name: 'Approved versions' }).getByRole('row').nth(1);
  await expect(version).toContainText('Ada Admin');
  await expect(version.locator('code')).toHaveText(/^[0-9a-f]{64}$/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8')
    .split('\r\n')
    .filter(Boolean);
  expect(lines).toHaveLength(94);
  expect(lines).toContain(
    '"A.7.1","Physical perimeters","No","Fully remote, no offices","Not started",""',
  );
  expect(lines.find((line) => line.startsWith('"A.5.1"'))).toContain('"Yes","","Implemented"');

  const saved = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
  };
  const current = await saved('Download Word');
  expect(current.name).toBe('statement-of-applicability.docx');
  expect(wordText((await readDocx(current.bytes)).document)).toContain(
    'A.7.1Physical perimetersNoFully remote, no offices',
  );
  const word = await saved('Version 1 as Word');
  expect(word.name).toBe('statement-of-applicability-v1.docx');
  const approved = wordText((await readDocx(word.bytes)).document);
  expect(approved).toContain('Approved byAda Admin');
  expect(approved).toContain('ReasonApproved by the CEO for the audit');
  expect(approved).toContain('92 of 93 controls applicable; 1 implemented');
  const pdf = await saved('Version 1 as PDF');
  expect(pdf.name).toBe('statement-of-applicability-v1.pdf');
  const text = pdfLines(pdf.bytes);
  expect(text).toContain('A.8.34 Protecting systems during audits');
  expect(text).toContain('Justification: Fully remote, no offices');
  expect((await saved('Download PDF')).name).toBe('statement-of-applicability.pdf');
});

test('the statement saves as it is edited: a reload, leaving the page and approving keep every change', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/evidence/soa');
  await page.getByRole('button', { name: 'Start the statement with all 93 controls' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'All 93 controls are in the statement.' }),
  ).toBeVisible();
  const saved = page.getByRole('status').filter({ hasText: 'All changes saved.' });

  // Not applicable: nothing is sent until the reason is there, and the page says which control.
  await page.getByLabel('A.5.8 applicable').uncheck();
  const reason = page.getByLabel('A.5.8 justification');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription(
    'A.5.8 is marked not applicable: give the reason.',
  );
  await expect(page.getByText(/violates check constraint/)).toHaveCount(0);
  await reason.fill('We run no projects of our own.');
  await expect(reason).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('A.5.9 status').selectOption('Implemented');
  await expect(saved).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('A.5.8 applicable')).not.toBeChecked();
  await expect(page.getByLabel('A.5.8 justification')).toHaveValue(
    'We run no projects of our own.',
  );
  await expect(page.getByLabel('A.5.9 status')).toHaveValue('implemented');

  // Leaving the page at once, through the app's navigation, keeps what was just typed.
  await page.getByLabel('A.5.10 justification').fill('Every system has an owner.');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Evidence' })
    .click();
  await expect(page.getByRole('heading', { name: 'Evidence', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Statement of Applicability' }).click();
  await expect(page.getByLabel('A.5.10 justification')).toHaveValue('Every system has an owner.');

  // Approving right after typing: the version holds what was typed.
  await page.getByLabel('A.5.11 justification').fill('Returned on the last day.');
  await page.getByLabel('Reason for approval').fill('For the audit');
  await page.getByRole('button', { name: 'Approve this version' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Statement of Applicability approved.' }),
  ).toBeVisible();
  const { data: version } = await admin.client
    .from('soa_versions')
    .select('number, entries')
    .single()
    .throwOnError();
  const lines = (version as { entries: { control_id: string; justification: string }[] }).entries;
  expect(lines.find((line) => line.control_id === 'A.5.11')?.justification).toBe(
    'Returned on the last day.',
  );
  expect(lines.find((line) => line.control_id === 'A.5.8')?.justification).toBe(
    'We run no projects of our own.',
  );

  // Closing the page right after typing, before the pause that saves it: sent as the page goes.
  await page.getByLabel('A.5.12 justification').fill('Labelled by its owner.');
  await page.goto('about:blank');
  await expect
    .poll(async () => {
      const { data } = await admin.client
        .from('soa_entries')
        .select('justification')
        .eq('control_id', 'A.5.12')
        .single()
        .throwOnError();
      return (data as { justification: string }).justification;
    })
    .toBe('Labelled by its owner.');
});
