// Template updates (docs/decisions.md TU1): a team adopted the Backup Policy at template version 1
// and wrote its own Exceptions; the repository's release 2 adds a restore test from the isolated
// copy. The admin sees the update on the Policies page, applies that one change in the three-way
// view, the draft keeps their own Exceptions, and publishing it as editorial asks no member again.
import { templateDocumentAt } from '../../src/content/policies/releases';
import backupPolicy from '../../src/content/policies/texts/backup-policy.json' with { type: 'json' };
import type { PolicyDocument } from '../../src/shared/policy-document';
import { expect, test } from './support/fixtures';
import {
  publishAsPublisher,
  serviceClient,
  signIn,
  teamAdmin,
  teamMember,
} from './support/backend';

const OWN_EXCEPTIONS = 'Our own exception rules: the CTO signs every exception.';
const NEW_DUTY = /a restore test uses the isolated copy in the separate backup account/;

test('an admin applies one template change into a draft that keeps their edit, and publishes it as editorial', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Max Member');

  // The team's version 1: the template as it was at version 1, with its own Exceptions.
  const { data: policy } = await admin.client
    .rpc('adopt_policy', {
      template: 'backup-policy',
      policy_owner: 'Head of Security',
      approver: 'Chief Executive Officer',
      effective_on: '2026-12-01',
    })
    .throwOnError();
  const { data: draft } = await admin.client
    .from('policy_versions')
    .select('revision, source')
    .eq('policy_id', policy)
    .single()
    .throwOnError();
  const adopted = draft.source as PolicyDocument;
  const oldRestore = templateDocumentAt(backupPolicy, 1).sections.find(
    (section) => section.title === 'Restore Testing',
  )!;
  const source: PolicyDocument = {
    ...adopted,
    sections: adopted.sections.map((section) =>
      section.title === 'Restore Testing'
        ? oldRestore
        : section.title === 'Exceptions'
          ? { title: 'Exceptions', blocks: [{ type: 'paragraph', text: OWN_EXCEPTIONS }] }
          : section,
    ),
  };
  const { data: revision } = await admin.client
    .rpc('save_policy_draft', { policy, source, revision: draft.revision })
    .throwOnError();
  const v1 = await publishAsPublisher(admin.client, policy, revision as number);
  await member.client.from('policy_acceptances').insert({ version_id: v1 }).throwOnError();
  // Adopted before release 2 came out.
  const service = await serviceClient();
  await service.from('policies').update({ template_version: 1 }).eq('id', policy).throwOnError();

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/policies');
  const notices = page.getByRole('region', { name: 'Template updates' });
  await expect(notices).toContainText(
    'The Backup Policy template has a new release (version 2, material change; you adopted version 1)',
  );
  await notices.getByRole('link', { name: 'Review the Backup Policy update' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Backup Policy: template update' }),
  ).toBeVisible();

  const change = page.getByRole('region', { name: 'Restore Testing' });
  await expect(change.getByRole('heading', { name: 'Template version 1 (adopted)' })).toBeVisible();
  await expect(
    change
      .getByRole('list', { name: 'Restore Testing: template version 2 against version 1' })
      .locator('.diff-added'),
  ).toHaveText(NEW_DUTY);
  // Only the template's changed section is offered; the team's Exceptions are not touched.
  await expect(page.getByRole('region', { name: 'Exceptions' })).toHaveCount(0);
  await expect(change.getByRole('radio', { name: 'Apply' })).toBeChecked();
  await page.getByRole('button', { name: 'Apply 1 change to a draft' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/policies/${policy as string}$`));
  await expect(page.getByRole('heading', { name: 'Draft of version 2' })).toBeVisible();
  // The draft differs from version 1 by the applied change and its version number alone; the
  // team's Exceptions stay.
  const changes = page.getByRole('list', { name: /^Changes from Version 1 to/ });
  await expect(changes.locator('.diff-added')).toHaveText([NEW_DUTY, /This version \(2\)/]);
  await expect(changes.locator('.diff-removed')).toHaveText([/This version \(1\)/]);
  await expect(page.getByRole('paragraph').filter({ hasText: OWN_EXCEPTIONS })).toBeVisible();

  await page.getByRole('button', { name: 'Publish Version 2' }).click();
  const dialog = page.getByRole('dialog');
  // The release was material, so that is the default; the admin decides it is editorial here.
  await expect(dialog.getByRole('radio', { name: /^Material/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /^Editorial/ }).check();
  await expect(dialog).toContainText(
    'members who accepted the previous version are not asked again',
  );
  await dialog.getByLabel('Reason for change (required)').fill('Template release 2: restore test');
  await dialog.getByRole('button', { name: 'Approve and Publish' }).click();
  await expect(
    page.getByText(
      'Version 2 is published as an editorial change. Members who accepted the previous version are not asked again.',
    ),
  ).toBeVisible();

  await expect(
    page.getByRole('region', { name: 'Versions' }).getByRole('row', { name: /^2 / }),
  ).toContainText('Editorial (acceptances carried over)');

  // The member is not asked again: the database carried their acceptance to version 2.
  const { data: mine } = await member.client.rpc('my_policies').throwOnError();
  expect(mine).toMatchObject([{ policy_id: policy, number: 2, accepted_number: 2 }]);
  await page.goto('/dashboard/policies');
  await expect(page.getByRole('region', { name: 'Template updates' })).toHaveCount(0);
});
