// Evidence files (docs/decisions.md EF1, docs/threat-model.md #49): an admin attaches a PDF and a
// screenshot to an access-review item in the browser; both are listed with their SHA-256, both are
// in the evidence pack (and its index) with that hash, and another team cannot read them by any
// route the Storage API offers.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test } from './support/fixtures';
import { serviceClient, signIn, teamAdmin } from './support/backend';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('okta admin screen'),
]);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test('attach a PDF and a screenshot to an access-review item; both are in the pack with their SHA-256; another team reads neither', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await teamAdmin();
  const other = await teamAdmin();
  await admin.client
    .rpc('start_checklist_run', { checklist: 'access-review-template' })
    .throwOnError();

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Checklists' })
    .click();
  await page.getByRole('link', { name: 'Access Review Template' }).click();
  const item = page.getByRole('listitem', { name: 'Export current user lists' });
  await expect(item.getByText('No files attached.')).toBeVisible();
  await item.getByLabel(/Attach a file/).setInputFiles([
    { name: 'user-export.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'Okta admins – März.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const files = item.getByRole('list', { name: 'Evidence files' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(files.getByRole('listitem').filter({ hasText: 'user-export.pdf' })).toContainText(
    `SHA-256 ${sha256(PDF)}`,
  );
  await expect(
    files.getByRole('listitem').filter({ hasText: 'Okta admins – März.png' }),
  ).toContainText(`SHA-256 ${sha256(PNG)}`);
  // The same content again, under another name, is not attached twice.
  await item
    .getByLabel(/Attach a file/)
    .setInputFiles([{ name: 'user export #2.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(item.getByRole('alert')).toHaveText(
    'user export #2.pdf is already attached as user-export.pdf.',
  );
  await expect(files.getByRole('listitem')).toHaveCount(2);
  // A file downloads under its own name, spaces and accents included.
  const [single] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('button', { name: 'Okta admins – März.png', exact: true }).click(),
  ]);
  expect(single.suggestedFilename()).toBe('Okta admins – März.png');
  // On a phone the run's page, its files and their hashes included, fits the screen.
  await page.setViewportSize({ width: 320, height: 740 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The evidence pack from the Evidence page holds both, byte for byte, and says their hashes.
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Evidence' })
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download evidence pack' }).click(),
  ]);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const index = await zip.file('index.html')!.async('string');
  expect(index).toContain(`SHA-256 ${sha256(PDF)}`);
  expect(index).toContain(`SHA-256 ${sha256(PNG)}`);
  const attached = Object.keys(zip.files).filter((name) => name.startsWith('checklists/files/'));
  // Under the names they were given, accents and dashes included.
  expect(attached.some((name) => name.endsWith('-Okta admins – März.png'))).toBe(true);
  const hashes = await Promise.all(
    attached.map(async (name) => sha256(await zip.file(name)!.async('uint8array'))),
  );
  expect(hashes.sort()).toEqual([sha256(PDF), sha256(PNG)].sort());
  const manifest = await zip.file('checklists/evidence-files.csv')!.async('string');
  expect(manifest).toContain(sha256(PDF));
  expect(manifest).toContain('Ada Admin');

  // Another team's admin knows the keys (they are not secret) and still reads nothing.
  const service = await serviceClient();
  const { data: rows } = await service
    .from('evidence_files')
    .select('object_path')
    .in('sha256', [sha256(PDF), sha256(PNG)])
    .throwOnError();
  expect(rows).toHaveLength(2);
  const storage = other.client.storage.from('evidence');
  for (const { object_path: key } of rows!) {
    expect((await storage.download(key)).data).toBeNull();
    expect((await storage.createSignedUrl(key, 60)).data).toBeNull();
    expect((await storage.info(key)).data).toBeNull();
    const publicUrl = storage.getPublicUrl(key).data.publicUrl;
    expect((await fetch(publicUrl)).ok).toBe(false);
  }
  expect((await storage.listV2({ prefix: '' })).data?.objects).toEqual([]);
  expect((await other.client.from('evidence_files').select('id')).data).toEqual([]);
});
