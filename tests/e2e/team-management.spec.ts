// Running a team from the dashboard (docs/decisions.md M1, A1): deactivating a member ends their
// open session at its next request; reactivating, removing, promoting and demoting with the
// database's guards; handing over ownership; the Activity page and its CSV name each actor.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { parseCsv } from '../support/csv-reader';
import { watchApiRequests } from './support/api-requests';
import { expect, test } from './support/fixtures';
import { PASSWORD, serviceClient, signIn, teamAdmin, teamMember } from './support/backend';

test.describe.configure({ mode: 'serial' });

async function signedInPage(browser: Browser, email: string, landing: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const idle = watchApiRequests(page);
  await signIn(page, email);
  await expect(page).toHaveURL(landing);
  // Idle, so that the request a test makes next is the first to meet a session it ends.
  await idle();
  return page;
}

async function openSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name })
    .click();
}

/** Clicks a member's action and confirms it in the dialog. */
async function act(page: Page, action: string, name: string) {
  await page.getByRole('button', { name: `${action} ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: action }).click();
}

test('deactivate ends the open session; reactivate; remove keeps progress as a former member', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await teamAdmin();
  const leaver = await teamMember(admin.inviteCode, 'Lee Leaver');
  const rory = await teamMember(admin.inviteCode, 'Rory Removed');
  // Rory has started a course: that progress stays with the team after he is removed.
  const { data: roryProfile } = await rory.client.from('users').select('id').single();
  const { data: course } = await rory.client.from('videos').select('id').limit(1).single();
  await (
    await serviceClient()
  )
    .from('progress')
    .insert({
      user_id: roryProfile!.id,
      video_id: course!.id,
      progress_percent: 40,
      watch_time: 30,
    })
    .throwOnError();
  const memberPage = await signedInPage(browser, leaver.email, '/library');

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await openSection(page, 'Members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await act(page, 'Deactivate', 'Lee Leaver');
  await expect(page.getByText('Lee Leaver is deactivated.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Lee Leaver/ })).toContainText('Deactivated');

  // The member's open page: its next request is refused and the session ends there.
  await memberPage.getByRole('link', { name: 'Account' }).click();
  await expect(memberPage).toHaveURL(/\/signin/);
  await expect(memberPage.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await memberPage.getByLabel('Email').fill(leaver.email);
  await memberPage.getByLabel('Password').fill(PASSWORD);
  await memberPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    memberPage.getByText(
      'Your account has been deactivated. Ask an admin of your team to reactivate it.',
    ),
  ).toBeVisible();

  // Greyed on the dashboard, out of the totals unless asked for.
  await openSection(page, 'Overview');
  const table = page.getByRole('region', { name: 'Team progress' }).getByRole('table');
  await expect(page.getByText(/· 2 members ·/)).toBeVisible();
  await expect(table.getByText('Lee Leaver (deactivated)')).toHaveCount(0);
  await page.getByLabel('Include deactivated and former members').check();
  await expect(table.getByText('Lee Leaver (deactivated)')).toBeVisible();

  await openSection(page, 'Members');
  await act(page, 'Reactivate', 'Lee Leaver');
  await expect(page.getByText('Lee Leaver is active again.')).toBeVisible();
  await memberPage.getByRole('button', { name: 'Sign In' }).click();
  // Back where the session ended.
  await expect(memberPage).toHaveURL('/account');

  await act(page, 'Remove', 'Rory Removed');
  await expect(page.getByText('Rory Removed was removed from the team.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Rory Removed/ })).toHaveCount(0);
  await openSection(page, 'Overview');
  await page.getByLabel('Include deactivated and former members').check();
  await expect(table.getByRole('cell', { name: 'Former member', exact: true })).toBeVisible();

  await openSection(page, 'Activity');
  const activity = page.getByRole('region', { name: 'Team activity' });
  await expect(activity.getByRole('row', { name: /Member deactivated/ })).toContainText(
    'Ada Admin',
  );
  await expect(activity.getByRole('row', { name: /Member deactivated/ })).toContainText(
    'Lee Leaver',
  );
  await expect(activity.getByRole('row', { name: /Member removed/ })).toContainText(
    'Former member',
  );
  await memberPage.context().close();
});

test('promote, the owner guard, transfer ownership, step down; Activity and its CSV name each actor', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await teamAdmin();
  const heir = await teamMember(owner.inviteCode, 'Pat Promoted');

  await signIn(page, owner.email);
  await expect(page).toHaveURL('/dashboard');
  await openSection(page, 'Members');
  await act(page, 'Make Admin', 'Pat Promoted');
  await expect(page.getByText('Pat Promoted is now an admin.')).toBeVisible();

  // The owner cannot step down before handing the team over: the database says what to do.
  await act(page, 'Make Member', 'Ada Admin');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'The team owner cannot be demoted. Transfer ownership to another admin first.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await act(page, 'Transfer Ownership', 'Pat Promoted');
  await expect(page.getByText('Pat Promoted now owns the team.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Pat Promoted/ })).toContainText('Admin · Owner');

  // Now an ordinary admin, the former owner steps down and loses the dashboard.
  await act(page, 'Make Member', 'Ada Admin');
  await expect(page).toHaveURL('/library');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  const heirPage = await signedInPage(browser, heir.email, '/dashboard');
  await openSection(heirPage, 'Activity');
  const rows = heirPage.getByRole('region', { name: 'Team activity' }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Role changed');
  await expect(rows.nth(0)).toContainText('admin → member');
  await expect(rows.nth(1)).toContainText('Ownership transferred');
  await expect(rows.nth(1)).toContainText('Ada Admin');
  await expect(rows.nth(2)).toContainText('member → admin');
  await expect(rows.nth(3)).toContainText('Member joined');
  await expect(rows.nth(3)).toContainText('Pat Promoted');

  await heirPage.getByLabel('Event').selectOption({ label: 'Ownership transferred' });
  await expect(rows).toHaveCount(1);
  await expect(heirPage.getByText('1 event', { exact: true })).toBeVisible();
  await heirPage.getByLabel('Event').selectOption({ label: 'All events' });
  await expect(rows).toHaveCount(4);

  const [download] = await Promise.all([
    heirPage.waitForEvent('download'),
    heirPage.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^team-activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...csvRows] = parseCsv(
    (await readFile(await download.path())).toString('utf8').slice(1),
  );
  expect(header).toEqual(['When (UTC)', 'Who', 'Event', 'Target', 'Details']);
  expect(csvRows.map((row) => [row[1], row[2], row[3], row[4]])).toEqual([
    ['Ada Admin', 'Role changed', 'Ada Admin', 'admin → member'],
    ['Ada Admin', 'Ownership transferred', 'Pat Promoted', ''],
    ['Ada Admin', 'Role changed', 'Pat Promoted', 'member → admin'],
    ['Pat Promoted', 'Member joined', 'Pat Promoted', ''],
  ]);
  // The export itself is now the newest event.
  await expect(rows.nth(0)).toContainText('Export downloaded');
  await heirPage.context().close();
});
