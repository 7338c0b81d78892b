// Honest coverage and the readiness overview (docs/decisions.md RD1): the Evidence page shows
// documented and operating apart, a team with policies and no evidence at 0 % operating; the
// Overview shows the readiness figures, what is due this week and next, and the first steps
// until they are done — on a phone, through roles and names a screen reader reads.
import type { Page } from '@playwright/test';
import { trainingYearWithRoom } from '../../src/backend/testing/training-year';
import { checklistContentById } from '../../src/content/checklists';
import { expect, test } from './support/fixtures';
import {
  publishAsPublisher,
  serviceClient,
  signIn,
  teamAdmin,
  teamMember,
} from './support/backend';
import { utcDay } from '../../src/shared/utc-day';

type Admin = Awaited<ReturnType<typeof teamAdmin>>;

const MS_PER_DAY = 86_400_000;
const dayFromToday = (days: number) => utcDay(Date.now() + days * MS_PER_DAY);

async function publish(admin: Admin, template: string): Promise<string> {
  const { data: policy } = await admin.client
    .rpc('adopt_policy', {
      template,
      policy_owner: 'Head of Security',
      approver: 'CEO',
      effective_on: dayFromToday(0),
    })
    .throwOnError();
  await publishAsPublisher(admin.client, policy, 1);
  return policy as string;
}

async function openSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name })
    .click();
}

test('the Controls part shows documented and operating apart, and what is missing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await teamAdmin();
  const policy = await publish(admin, 'access-control-policy');
  await publish(admin, 'information-security-policy');

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await openSection(page, 'Evidence');
  const soc2 = page.getByRole('heading', { level: 3, name: /^SOC 2: / });
  await expect(soc2).toHaveText(
    /^SOC 2: [1-9]\d* of \d+ documented \(\d+%\) · 0 of \d+ operating \(0%\)$/,
  );
  await expect(page.getByRole('heading', { level: 3, name: /^ISO 27001: / })).toContainText(
    '· 0 of 93 operating (0%)',
  );
  await expect(page.getByText(/not a certification/)).toBeVisible();

  const row = page.getByRole('row', { name: /^A\.5\.15 / });
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toContainText('Yes');
  await expect(cells.nth(0)).toContainText('Policy: Access Control Policy');
  await expect(cells.nth(1)).toHaveText('No');
  await expect(cells.nth(2)).toContainText(
    'Acceptance: Access Control Policy (0 of 1 members accepted version 1)',
  );

  // The one member accepts: 1 of 1 is at least 90 %, and the control operates.
  const { data: version } = await admin.client
    .from('policy_versions')
    .select('id')
    .eq('policy_id', policy)
    .single()
    .throwOnError();
  await admin.client.from('policy_acceptances').insert({ version_id: version!.id }).throwOnError();
  await page.reload();
  await expect(cells.nth(1)).toContainText('Yes');
  await expect(cells.nth(1)).toContainText('Acceptance: Access Control Policy');
  await expect(cells.nth(2)).toHaveText('Nothing');
  await expect(soc2).not.toContainText('· 0 of');
});

test('the Overview shows readiness, what is due, and the first steps until they are done', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');

  const firstSteps = page.getByRole('region', { name: 'Get started' });
  await expect(firstSteps).toContainText('0 of 4 done');
  await expect(firstSteps.getByRole('listitem')).toHaveText([
    /Adopt and publish the core policies: To do/,
    /Invite your people: To do/,
    /Assign training: To do/,
    /Run the first access review: To do/,
  ]);
  const readiness = page.getByRole('region', { name: 'Readiness' });
  await expect(readiness.getByRole('listitem')).toHaveText([
    'SOC 2: 0% documented (0 of 61) · 0% operating (0 of 61)',
    'ISO 27001: 0% documented (0 of 93) · 0% operating (0 of 93)',
  ]);
  const due = page.getByRole('region', { name: 'Due this week and next' });
  await expect(due).toContainText('Nothing is overdue or due this week or next.');

  // Open checklist items due yesterday, today and in seven days (always next week); one done.
  const { data: run } = await admin.client
    .rpc('start_checklist_run', { checklist: 'endpoint-security-baseline' })
    .throwOnError();
  const items = checklistContentById('endpoint-security-baseline')!.items;
  const dueOn = [-1, 0, 7, 0];
  for (const [index, days] of dueOn.entries()) {
    await admin.client
      .rpc('save_checklist_item', {
        run,
        item: items[index]!.id,
        status: index === 3 ? 'done' : 'in_progress',
        due_on: dayFromToday(days),
      })
      .throwOnError();
  }
  await page.reload();
  const table = due.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'What',
    'Overdue',
    'This week',
    'Next week',
  ]);
  const checklistRow = table.getByRole('row', { name: /Checklist items/ });
  await expect(checklistRow.getByRole('cell')).toHaveText(['1', '1', '1']);
  await expect(checklistRow.getByRole('link', { name: 'Checklist items' })).toHaveAttribute(
    'href',
    '/dashboard/checklists',
  );
  // The page fits the phone: nothing scrolls sideways but the table's own region.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

  // The four steps, done through the same database functions the pages call.
  for (const template of [
    'information-security-policy',
    'acceptable-use-policy',
    'access-control-policy',
    'password-and-authentication-policy',
    'incident-response-policy',
  ]) {
    await publish(admin, template);
  }
  await teamMember(admin.inviteCode, 'Nia New');
  // The first course of the seeded catalogue.
  const service = await serviceClient();
  const { data: video } = await service
    .from('videos')
    .select('course_id')
    .eq('is_published', true)
    .not('course_id', 'is', null)
    .order('order_index')
    .limit(1)
    .single()
    .throwOnError();
  await trainingYearWithRoom(admin.client);
  await admin.client
    .rpc('assign_training', {
      course: (video as { course_id: string }).course_id,
      audience: 'everyone',
      due_on: dayFromToday(20),
    })
    .throwOnError();
  await page.reload();
  await expect(firstSteps).toContainText('3 of 4 done');
  await expect(firstSteps.getByRole('listitem').nth(3)).toContainText('To do');

  const { data: review } = await admin.client
    .rpc('start_checklist_run', { checklist: 'access-review-template' })
    .throwOnError();
  for (const { id } of checklistContentById('access-review-template')!.items) {
    await admin.client
      .rpc('save_checklist_item', { run: review, item: id, status: 'done' })
      .throwOnError();
  }
  await page.reload();
  await expect(readiness.getByRole('listitem').first()).not.toContainText('0% documented');
  await expect(page.getByRole('heading', { name: 'Get started' })).toHaveCount(0);
});
