// The policy customization guide (docs/decisions.md CG1): editing a template's section shows what
// an auditor looks for, what small and larger companies write and the controls it serves, beside
// the field on a wide screen and below it on a phone; Starter is told which plan has it.
import guidance from '../../src/content/policies/guidance/backup-policy';
import { expect, test } from './support/fixtures';
import { serviceClient, signIn, teamAdmin } from './support/backend';

async function adoptBackupPolicy() {
  const admin = await teamAdmin();
  const { data: policy } = await admin.client
    .rpc('adopt_policy', {
      template: 'backup-policy',
      policy_owner: 'Head of Engineering',
      approver: 'CEO',
      effective_on: '2026-12-01',
    })
    .throwOnError();
  return { ...admin, policy: policy as string };
}

test('editing a section shows its guide beside the field, and below it on a phone', async ({
  page,
}) => {
  // New teams try Professional, which includes the guide (docs/decisions.md P1).
  const { email, policy } = await adoptBackupPolicy();
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/dashboard/policies/${policy}`);
  await page.getByRole('button', { name: 'Edit section Restore Testing' }).click();

  const form = page.getByRole('form', { name: 'Edit section Restore Testing' });
  const aside = page.getByRole('complementary', { name: 'Customization guide' });
  const section = guidance.sections['Restore Testing'];
  await expect(aside).toContainText('What an auditor looks for');
  await expect(aside).toContainText(section.auditor);
  await expect(aside).toContainText(section.small);
  await expect(aside).toContainText(section.large);
  await expect(aside).toContainText('A1.3 · ');
  const beside = async () => {
    const [field, guide] = [await form.boundingBox(), await aside.boundingBox()];
    return { field: field!, guide: guide! };
  };
  const wide = await beside();
  expect(wide.guide.x).toBeGreaterThan(wide.field.x + wide.field.width - 1);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => {
      const narrow = await beside();
      return narrow.guide.y >= narrow.field.y + narrow.field.height - 1;
    })
    .toBe(true);

  // Collapsed, it keeps only its summary; the section saves without it.
  await aside.getByText('Customization guide').click();
  await expect(aside.getByText(section.auditor)).toBeHidden();
  await form.getByRole('button', { name: 'Save Section' }).click();
  await expect(page.getByRole('button', { name: 'Edit section Restore Testing' })).toBeVisible();
  await expect(page.getByText(section.auditor)).toHaveCount(0);
});

test('on Starter the editor says the guide is part of Professional', async ({ page }) => {
  const { email, policy, client } = await adoptBackupPolicy();
  const { data: me } = await client.from('users').select('team_id').single().throwOnError();
  const service = await serviceClient();
  await service
    .rpc('change_team_plan', { team: (me as { team_id: string }).team_id, new_plan: 'starter' })
    .throwOnError();
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/dashboard/policies/${policy}`);
  await page.getByRole('button', { name: 'Edit section Scope' }).click();
  const aside = page.getByRole('complementary', { name: 'Customization guide' });
  await expect(aside).toContainText(
    'The policy customization guide is part of the Professional plan.',
  );
  await expect(aside.getByRole('link', { name: 'Upgrade to Professional' })).toBeVisible();
});

test('the public template preview does not download the guide', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/templates/backup-policy');
  await expect(page.getByRole('heading', { name: 'Backup Policy', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  const opening = guidance.sections['Restore Testing'].auditor.slice(0, 40);
  for (const url of scripts) {
    expect(await (await page.request.get(url)).text(), url).not.toContain(opening);
  }
});
