// Checklists a team works (docs/decisions.md CL1): an admin works the access review and a second
// checklist to done with evidence links, the Evidence page's operating figure follows, and the next
// quarter's run starts on schedule (the job run with a chosen time) while the old run is kept.
import type { Page } from '@playwright/test';
import { checklistContentById } from '../../src/content/checklists';
import { expect, test } from './support/fixtures';
import { serviceClient, signIn, teamAdmin, teamMember } from './support/backend';

/** The SOC 2 criteria operating: checklist items done with evidence links count (RD1). */
async function soc2Operating(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 3, name: /^SOC 2: .* operating/ });
  await expect(heading).toBeVisible();
  return Number(/· (\d+) of \d+ operating/.exec((await heading.textContent()) ?? '')![1]);
}

async function openEvidence(page: Page) {
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Evidence' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evidence' })).toBeVisible();
}

test('work two checklists to done with evidence; coverage follows; the next run starts on schedule', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await teamAdmin();
  await teamMember(admin.inviteCode, 'Olive Owner');
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');

  await openEvidence(page);
  const before = await soc2Operating(page);

  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Checklists' })
    .click();
  await page.getByRole('link', { name: 'Access Review Template' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Access Review Template' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Start this checklist' }).click();

  // The first item, field by field, saved as it goes.
  const item = page.getByRole('listitem', { name: 'List all systems in scope' });
  await item.getByLabel('Owner').selectOption({ label: 'Olive Owner' });
  await expect(item.getByRole('status')).toHaveText('Saved');
  await item.getByLabel('Due date').fill('2026-12-15');
  await item.getByLabel('Notes').fill('Register kept in the wiki');
  await item.getByLabel('Evidence link').fill('javascript:alert(1)');
  await item.getByLabel('Status').focus();
  await expect(item.getByText(/must be a web address/)).toBeVisible();
  await item.getByLabel('Evidence link').fill('https://wiki.example.com/systems');
  await item.getByLabel('Status').selectOption('Done');
  await expect(item.getByRole('status')).toHaveText('Saved');

  // Not applicable asks why before it is saved.
  const shared = page.getByRole('listitem', { name: 'Identify shared and service accounts' });
  await shared.getByLabel('Status').selectOption('Not applicable');
  await shared.getByLabel('Why it does not apply').fill('No shared accounts exist');
  await shared.getByLabel('Why it does not apply').blur();
  await expect(shared.getByRole('status')).toHaveText('Saved');

  // Notes are saved after a pause in typing, and when the page goes, without leaving the field.
  const exports = page.getByRole('listitem', { name: 'Export current user lists' });
  await exports.getByLabel('Notes').fill('Exported from Okta');
  await expect(exports.getByRole('status')).toHaveText('Saved');
  await expect(exports.getByLabel('Notes')).toBeFocused();
  await exports.getByLabel('Notes').fill('Exported from Okta and GitHub');
  await page.reload();
  await expect(exports.getByLabel('Notes')).toHaveValue('Exported from Okta and GitHub');

  // The rest of both checklists through the same database functions the page calls.
  const runOf = async (checklist: string) =>
    (await admin.client.rpc('start_checklist_run', { checklist }).throwOnError()).data as string;
  const workToDone = async (checklist: string, skip: string[]) => {
    const run = await runOf(checklist);
    for (const { id } of checklistContentById(checklist)!.items) {
      if (skip.includes(id)) continue;
      await admin.client
        .rpc('save_checklist_item', {
          run,
          item: id,
          status: 'done',
          evidence_url: `https://evidence.example.com/${checklist}/${id}`,
        })
        .throwOnError();
    }
  };
  await workToDone('access-review-template', [
    'list-systems-in-scope',
    'identify-shared-and-service-accounts',
  ]);
  await workToDone('endpoint-security-baseline', []);
  await page.reload();
  const total = checklistContentById('access-review-template')!.items.length;
  await expect(page.getByText(`${total - 1} of ${total} done · 1 not applicable`)).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'List all systems in scope' }).getByLabel('Evidence link'),
  ).toHaveValue('https://wiki.example.com/systems');

  await openEvidence(page);
  expect(await soc2Operating(page)).toBeGreaterThan(before);
  await expect(
    page
      .getByRole('row', { name: /^CC6\.1 / })
      .getByText(/Checklist: Access Review Template/)
      .first(),
  ).toBeVisible();

  // Next quarter: the scheduled job, run with that time, starts a new run and keeps the old one.
  const { data: runs } = await admin.client
    .from('checklist_runs')
    .select('period_start')
    .eq('checklist_id', 'access-review-template')
    .throwOnError();
  const next = new Date(`${runs![0]!.period_start}T12:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 3);
  const service = await serviceClient();
  await service.rpc('start_due_checklist_runs', { at: next.toISOString() }).throwOnError();

  await page.goto('/dashboard/checklists');
  const row = page.getByRole('row', { name: /Access Review Template/ });
  await expect(row).toContainText(`0 of ${total} done`);
  await row.getByRole('link', { name: 'Access Review Template' }).click();
  const earlier = page
    .getByRole('navigation', { name: 'Runs of this checklist' })
    .getByRole('link');
  await expect(earlier).toHaveCount(2);
  await earlier.nth(1).click();
  await expect(page.getByText(/This run is closed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://wiki.example.com/systems' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveCount(0);
});
