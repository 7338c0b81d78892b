// The evidence pack and auditor links (docs/decisions.md EV1): the pack downloads from the
// Evidence page, unzips, and every link of its index names a file in it holding the team's data;
// an auditor link opens the same index without an account, and stops working once revoked. The
// register lists every member; the pack's audit log names who opened it.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { parseCsv } from '../support/csv-reader';
import { expect, test } from './support/fixtures';
import { publishAsPublisher, signIn, teamAdmin } from './support/backend';

test('download the evidence pack; share it with an auditor; revoke the link', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await teamAdmin();
  const { data: policy } = await admin.client
    .rpc('adopt_policy', {
      template: 'acceptable-use-policy',
      policy_owner: 'Head of Security',
      approver: 'CEO',
      effective_on: '2026-12-01',
    })
    .throwOnError();
  await publishAsPublisher(admin.client, policy, 1);
  const { data: run } = await admin.client
    .rpc('start_checklist_run', { checklist: 'access-review-template' })
    .throwOnError();
  await admin.client
    .rpc('save_checklist_item', {
      run,
      item: 'export-user-lists',
      status: 'done',
      evidence_url: 'https://drive.example.com/user-lists',
    })
    .throwOnError();

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Evidence' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evidence' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download evidence pack' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('evidence-pack.zip');
  await expect(page.getByText('The evidence pack is saved.')).toBeVisible();
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const index = await zip.file('index.html')!.async('string');
  expect(index).toContain(`Evidence pack: ${admin.company}`);
  // Every link of the index opens a file beside it: none names the ZIP it is read from.
  const links = [...index.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
  expect(links.length).toBeGreaterThanOrEqual(6);
  for (const href of links) expect(zip.file(href), href).not.toBeNull();
  const register = parseCsv(
    (await zip.file('policies/acceptance-register.csv')!.async('string')).slice(1),
  );
  // The whole population: the admin, who has not accepted, is a row too.
  expect(register[0]).toEqual([
    'Policy',
    'Version in force',
    'Person',
    'Email',
    'Member',
    'Status',
    'Due by',
    'Accepted version',
    'Content hash (SHA-256)',
    'Accepted at (UTC)',
  ]);
  expect(register[1]?.slice(0, 6)).toEqual([
    'Acceptable Use Policy',
    '1',
    'Ada Admin',
    admin.email,
    'Active',
    'Not accepted yet',
  ]);
  const checklist = links.find((href) => href.startsWith('checklists/access-review-template-'))!;
  expect(await zip.file(checklist)!.async('string')).toContain(
    'https://drive.example.com/user-lists',
  );
  expect(await zip.file('audit-log.csv')!.async('string')).toContain('Policy published');

  // An auditor link, opened by someone without an account.
  await page.getByLabel('For', { exact: true }).fill('Acme Audit LLP');
  await page.getByLabel('Valid for (days)').fill('7');
  await page.getByRole('button', { name: 'Create Auditor Link' }).click();
  const auditorUrl = await page.getByLabel('New auditor link').inputValue();
  expect(auditorUrl).toMatch(/\/functions\/v1\/evidence\/[A-Za-z0-9_-]+\/$/);
  await expect(page.getByRole('row', { name: /Acme Audit LLP/ })).toContainText('Valid until');

  const auditor = await browser.newContext();
  const auditorPage = await auditor.newPage();
  await auditorPage.goto(auditorUrl);
  await expect(
    auditorPage.getByRole('heading', { level: 1, name: `Evidence pack: ${admin.company}` }),
  ).toBeVisible();
  const file = await auditorPage.request.get(new URL('audit-log.csv', auditorUrl).toString());
  expect(file.status()).toBe(200);
  const log = parseCsv((await file.text()).slice(1));
  const opens = log.filter((row) => row[2] === 'Evidence opened').map((row) => [row[1], row[4]]);
  // The admin's download and the auditor's visit, each under its true actor.
  expect(opens).toEqual([
    ['Ada Admin', 'evidence-pack.zip (download link)'],
    ['Auditor link for Acme Audit LLP', 'index.html (auditor link)'],
  ]);
  expect(log.some((row) => row[2] === 'Auditor link created')).toBe(true);

  await page.getByRole('button', { name: 'Revoke the link for Acme Audit LLP' }).click();
  await expect(page.getByRole('row', { name: /Acme Audit LLP/ })).toContainText('Revoked');
  await auditorPage.reload();
  await expect(auditorPage.getByText(/This evidence link is not valid/)).toBeVisible();
  await auditor.close();
});
