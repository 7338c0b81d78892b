// The policy program (docs/decisions.md PP1, PA1): an admin adopts two templates, edits a section,
// asks a member to approve it and publishes once they approved it with a reason; the team then
// chooses "the publisher approves"; a member accepts; version 2 asks the member again; the
// acceptance register CSV holds both acceptances with their hashes; the Word file of version 1
// keeps version 1's text and says who approved it, when and why.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parseCsv } from '../support/csv-reader';
import { readDocx, wordText } from '../support/docx-reader';
import { expect, test } from './support/fixtures';
import { linkFromMail, serviceClient, signIn, teamAdmin, teamMember } from './support/backend';

const VERSION_ONE = 'Our own purpose, written for version one.';
const VERSION_TWO = 'Our purpose, rewritten for version two.';

async function adopt(page: Page, title: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Policies' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
  // The admin's own policies to accept and the team's program are two links of two names.
  await expect(page.getByRole('link', { name: 'Policies', exact: true })).toHaveCount(1);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^My Policies/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Adopt ${title}` }).click();
  const dialog = page.getByRole('dialog');
  // Required fields say so; pressed too early, the dialog says what is missing and goes there.
  const owner = dialog.getByLabel('Policy owner (required)');
  await expect(owner).toHaveValue('');
  await expect(owner).not.toHaveAttribute('placeholder');
  await dialog.getByRole('button', { name: 'Adopt Policy' }).click();
  await expect(owner).toBeFocused();
  await expect(owner).toHaveAccessibleDescription(/Enter the policy owner\.$/);
  await expect(dialog.getByLabel('Approver (required)')).toHaveAccessibleDescription(
    /Enter the approver\.$/,
  );
  await dialog.getByLabel('Policy owner').fill('Head of Security');
  await dialog.getByLabel('Approver').fill('Chief Executive Officer');
  await dialog.getByLabel('Effective date').fill('2026-12-01');
  await dialog.getByRole('button', { name: 'Adopt Policy' }).click();
  await expect(page).toHaveURL(/\/dashboard\/policies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function editPurpose(page: Page, text: string) {
  await page.getByRole('button', { name: 'Edit section Purpose' }).click();
  const editor = page.getByRole('form', { name: 'Edit section Purpose' });
  await editor.getByLabel('Paragraph 1', { exact: true }).fill(text);
  await editor.getByRole('button', { name: 'Save Section' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** Publishes the draft: approved by the named approver already, or by the publisher's `reason`. */
async function publish(page: Page, version: number, reason?: string) {
  await page.getByRole('button', { name: `Publish Version ${version}` }).click();
  const dialog = page.getByRole('dialog');
  if (reason) {
    await dialog.getByLabel('Reason for change (required)').fill(reason);
    await dialog.getByRole('button', { name: 'Approve and Publish' }).click();
  } else {
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  }
  await expect(
    page.getByText(`Version ${version} is published. Members are asked to accept it.`),
  ).toBeVisible();
}

test('adopt, edit and publish; a member accepts; version 2 asks again; the register and the Word file of version 1', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Max Member');

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await adopt(page, 'Acceptable Use Policy');
  const policyUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Draft of version 1' })).toBeVisible();
  // The draft is filled in with the company's details.
  await expect(
    page.getByText(`${admin.company} depends on the trust of its customers`),
  ).toBeVisible();
  await editPurpose(page, VERSION_ONE);

  // Publishing waits for the named approver: the member is asked, by email, with a page.
  await expect(page.getByRole('button', { name: 'Publish Version 1' })).toBeDisabled();
  await page
    .getByLabel('Approver (required)')
    .selectOption({ label: `Max Member (${member.email})` });
  await page.getByRole('button', { name: 'Ask for Approval' }).click();
  await expect(page.getByText(/^Waiting for Max Member, asked \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  const approvalLink = await linkFromMail(
    member.email,
    /^Please approve the Acceptable Use Policy$/,
  );
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, member.email);
  await expect(memberPage).toHaveURL('/library');
  await memberPage.goto(new URL(approvalLink).pathname);
  await expect(
    memberPage.getByRole('heading', {
      level: 1,
      name: 'Approve version 1 of the Acceptable Use Policy',
    }),
  ).toBeVisible();
  await expect(memberPage.getByText(VERSION_ONE)).toBeVisible();
  await memberPage.getByRole('button', { name: 'Approve' }).click();
  await expect(memberPage.getByText('Give the reason for the change to approve it.')).toBeVisible();
  await memberPage
    .getByLabel('Reason for change (required to approve)')
    .fill('Adopted for our SOC 2 programme');
  await memberPage.getByRole('button', { name: 'Approve' }).click();
  await expect(
    memberPage.getByText(/^You approved it on \d{4}-\d{2}-\d{2}: Adopted for our SOC 2 programme$/),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByText(
      /^Approved by Max Member on \d{4}-\d{2}-\d{2}: Adopted for our SOC 2 programme$/,
    ),
  ).toBeVisible();
  await publish(page, 1);
  // Publishing asks the admin too: the count in their navigation follows at once.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^My Policies/ }),
  ).toHaveAccessibleName('My Policies, 1 policy to accept');

  // A small team's choice: the publisher approves, giving the reason when publishing.
  await adopt(page, 'Information Security Policy');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Policies' })
    .click();
  await page.getByRole('radio', { name: /^The publisher approves/ }).check();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Information Security Policy' }).click();
  await publish(page, 1, 'Our first information security policy');

  // The member is asked to accept both, from the page they land on.
  await memberPage.goto('/library');
  await expect(
    memberPage.getByText('Your team asks you to read and accept 2 policies.'),
  ).toBeVisible();
  const policiesLink = memberPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^My Policies/ });
  await expect(policiesLink).toHaveAccessibleName('My Policies, 2 policies to accept');
  await policiesLink.click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'My Policies' })).toBeVisible();
  await memberPage.getByRole('link', { name: 'Acceptable Use Policy' }).click();
  await expect(memberPage.getByText(VERSION_ONE)).toBeVisible();
  await expect(memberPage.getByText('(matches the text shown)')).toBeVisible();
  await memberPage.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(
    memberPage.getByText(/^You accepted version 1 on \d{4}-\d{2}-\d{2}\.$/),
  ).toBeVisible();
  await expect(policiesLink).toHaveAccessibleName('My Policies, 1 policy to accept');

  // Version 2: the member is asked again, and reminded by email.
  await page.goto(policyUrl);
  await page.getByRole('button', { name: 'Start Version 2' }).click();
  await expect(page.getByRole('heading', { name: 'Draft of version 2' })).toBeVisible();
  await editPurpose(page, VERSION_TWO);
  await publish(page, 2, 'Rewrites the purpose');
  const acceptances = page.getByRole('region', { name: 'Acceptances' });
  await expect(acceptances.getByRole('row', { name: /Max Member/ })).toContainText(
    'Not yet (accepted version 1)',
  );
  await acceptances.getByRole('button', { name: 'Remind Max Member' }).click();
  await expect(page.getByText('Reminder sent to 1 person.')).toBeVisible();
  const reminder = await linkFromMail(
    member.email,
    /^Please read and accept the Acceptable Use Policy$/,
  );
  expect(new URL(reminder).pathname).toBe(new URL(policyUrl).pathname.replace('/dashboard', ''));
  // The difference between the two versions.
  const changes = page.getByRole('list', { name: 'Changes from Version 1 to Version 2' });
  await expect(changes.getByRole('listitem').filter({ hasText: VERSION_ONE })).toContainText(
    'Removed:',
  );
  await expect(changes.getByRole('listitem').filter({ hasText: VERSION_TWO })).toContainText(
    'Added:',
  );
  // Within the changed line, the words that changed are marked too.
  await expect(
    changes.getByRole('listitem').filter({ hasText: VERSION_ONE }).getByRole('deletion'),
  ).toHaveText([/^own\s?$/, 'written', 'one']);
  await expect(
    changes.getByRole('listitem').filter({ hasText: VERSION_TWO }).getByRole('insertion'),
  ).toHaveText(['rewritten', 'two']);

  await memberPage.goto('/policies');
  await expect(
    memberPage.getByText('To accept (you accepted version 1; this version is new)'),
  ).toBeVisible();
  await memberPage.goto(new URL(reminder).pathname);
  await expect(memberPage.getByText(VERSION_TWO)).toBeVisible();
  await memberPage.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(memberPage.getByText(/^You accepted version 2 on /)).toBeVisible();

  // The register: both acceptances, each with its version's hash.
  const service = await serviceClient();
  const policyId = new URL(policyUrl).pathname.split('/').at(-1);
  const { data: versions } = await service
    .from('policy_versions')
    .select('number, content_hash')
    .eq('policy_id', policyId)
    .order('number')
    .throwOnError();
  expect(versions).toHaveLength(2);
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Policies' })
    .click();
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download acceptance register (CSV)' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^policy-acceptances-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(
    (await readFile(await csvDownload.path())).toString('utf8').slice(1),
  );
  expect(header).toEqual([
    'Person',
    'Email',
    'Policy',
    'Version',
    'Content hash (SHA-256)',
    'Accepted at (UTC)',
  ]);
  const mine = rows.filter((row) => row[1] === member.email);
  expect(mine.map((row) => row.slice(0, 5))).toEqual([
    ['Max Member', member.email, 'Acceptable Use Policy', '1', versions![0]!.content_hash],
    ['Max Member', member.email, 'Acceptable Use Policy', '2', versions![1]!.content_hash],
  ]);

  // The Word file of version 1 still has version 1's text.
  await page.goto(policyUrl);
  const [docxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Version 1' }).click(),
  ]);
  expect(docxDownload.suggestedFilename()).toBe('acceptable-use-policy-v1.docx');
  const word = await readDocx(new Uint8Array(await readFile(await docxDownload.path())));
  const text = wordText(word.document);
  expect(text).toContain(VERSION_ONE);
  expect(text).not.toContain(VERSION_TWO);
  expect(text).toContain(versions![0]!.content_hash);
  expect(wordText(word.footers)).toMatch(
    /Acceptable Use Policy · Version 1 · Approved by Max Member on \d{4}-\d{2}-\d{2}/,
  );
  // Who approved, when and why; who published; the reason of each version in its history.
  expect(text).toContain('Adopted for our SOC 2 programme');
  expect(text).toMatch(/Published by Ada Admin on \d{4}-\d{2}-\d{2}/);
  await memberPage.context().close();
});

test('a small team records a review with its reason, then retires the policy; it leaves the members’ list', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Max Member');
  await admin.client.rpc('set_policy_approval', { mode: 'publisher' }).throwOnError();

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await adopt(page, 'Acceptable Use Policy');
  await publish(page, 1, 'Our first acceptable use policy');
  await expect(page.getByText(/^Version 1 · Approved by Ada Admin, the publisher/)).toBeVisible();

  // The yearly review of the unchanged version: an approval with its own reason and date.
  await page.getByRole('button', { name: 'Record Review' }).click();
  await expect(page.getByText('Give the reason for the review.')).toBeVisible();
  await page.getByLabel('Reason for the review (required)').fill('Still right: no changes');
  await page.getByRole('button', { name: 'Record Review' }).click();
  await expect(page.getByText('The review is recorded; the next review date moved.')).toBeVisible();
  await expect(page.getByText(/Last reviewed \d{4}-\d{2}-\d{2}\./)).toBeVisible();

  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, member.email);
  await expect(memberPage).toHaveURL('/library');
  await memberPage.goto('/policies');
  await expect(memberPage.getByRole('link', { name: 'Acceptable Use Policy' })).toBeVisible();

  // Retiring asks for the reason; then the policy says from when, and members no longer see it.
  await page.getByRole('button', { name: 'Retire Policy' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Retire Policy' })).toBeDisabled();
  await dialog
    .getByLabel('Reason for retiring (required)')
    .fill('Merged into the Information Security Policy');
  await dialog.getByRole('button', { name: 'Retire Policy' }).click();
  await expect(
    page.getByText(/^Retired on \d{4}-\d{2}-\d{2}\. Members no longer see it/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Version 2' })).toHaveCount(0);
  await memberPage.reload();
  await expect(memberPage.getByText('Your team has not published any policies yet.')).toBeVisible();
  await memberPage.context().close();
});

test('a team’s only member is told how to publish without asking anyone', async ({ page }) => {
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await adopt(page, 'Acceptable Use Policy');
  await expect(page.getByText('You are your team’s only member.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Who approves a new version' }).click();
  await expect(page).toHaveURL('/dashboard/policies#approval-setting-title');
  await page.getByRole('radio', { name: /^The publisher approves/ }).check();
  await expect(page.getByText('Saved.')).toBeVisible();
  // Chosen: the policy no longer asks for what the team already did.
  await page.goBack();
  await expect(page.getByText(/Your team chose that the publisher approves/)).toBeVisible();
  await expect(page.getByText('You are your team’s only member.', { exact: false })).toHaveCount(0);
});
