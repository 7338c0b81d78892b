// Bring your own policy (docs/decisions.md PI1, docs/threat-model.md #53): an admin imports a
// Word file, reviews the text read from it, publishes it as the approving publisher, and a member
// accepts it; the original file is kept with the policy for the team's admins.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { expect, test } from './support/fixtures';
import { signIn, teamAdmin, teamMember } from './support/backend';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test('import a Word policy, review it, publish it; a member accepts it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Ivy Importer');
  const file = await Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Our Remote Work Policy', heading: HeadingLevel.TITLE }),
            new Paragraph({ text: 'Purpose', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ text: '[Company Name] staff work safely from anywhere.' }),
            new Paragraph({ text: 'Rules', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ text: 'Lock your screen', bullet: { level: 0 } }),
            new Paragraph({ text: 'Use the VPN <b>always</b>', bullet: { level: 0 } }),
          ],
        },
      ],
    }),
  );

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Policies' })
    .click();
  await page.getByRole('radio', { name: /^The publisher approves/ }).check();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByLabel('Word file (.docx)').setInputFiles({
    name: 'remote-work.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: file,
  });

  // The review: the text as read, and what changed in it.
  const dialog = page.getByRole('dialog', { name: 'Import Our Remote Work Policy' });
  await expect(dialog.getByText('Read remote-work.docx: 2 sections, 2 blocks.')).toBeVisible();
  const text = dialog.getByRole('region', { name: 'The imported text' });
  await expect(text.getByRole('heading', { name: 'Rules' })).toBeVisible();
  await expect(text.getByRole('listitem')).toHaveText([
    'Lock your screen',
    'Use the VPN ‹b>always‹/b>',
  ]);
  await expect(dialog.getByRole('list', { name: 'What to check' })).toContainText(
    '(policies are plain text): 2.',
  );
  await dialog.getByLabel('Policy owner').fill('Head of IT');
  await dialog.getByLabel('Approver').fill('Chief Executive Officer');
  await dialog.getByRole('button', { name: 'Import Policy' }).click();
  await expect(page).toHaveURL(/\/dashboard\/policies\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Our Remote Work Policy' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Draft of version 1' })).toBeVisible();
  await expect(page.getByText(`${admin.company} staff work safely from anywhere.`)).toBeVisible();

  // The original is kept with it, byte for byte.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the original file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('remote-work.docx');
  expect(sha256(await readFile((await download.path())!))).toBe(sha256(file));

  await page.getByRole('button', { name: 'Publish Version 1' }).click();
  const publish = page.getByRole('dialog');
  await publish.getByLabel('Reason for change (required)').fill('Our existing remote work policy');
  await publish.getByRole('button', { name: 'Approve and Publish' }).click();
  await expect(
    page.getByText('Version 1 is published. Members are asked to accept it.'),
  ).toBeVisible();

  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, member.email);
  await expect(memberPage).toHaveURL('/library');
  await memberPage.goto('/policies');
  await memberPage.getByRole('link', { name: 'Our Remote Work Policy' }).click();
  await expect(memberPage.getByText('Lock your screen')).toBeVisible();
  await memberPage.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(
    memberPage.getByText(/^You accepted version 1 on \d{4}-\d{2}-\d{2}\.$/),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Acceptances' })).toContainText('Ivy Importer');
});
