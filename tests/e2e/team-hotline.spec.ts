// The team hotline (docs/decisions.md H1): an admin sets up the team's channel; an anonymous
// reporter sends a report on its link and leaves with a receipt code; the admin acknowledges and
// asks a question; the reporter, with only the code, reads it and answers; the admin closes the
// case. A wrong code, and 20 guesses in a row, get nowhere (docs/threat-model.md #31).
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, serviceClient, signIn, teamAdmin } from './support/backend';

const PASSPHRASE = 'our hotline passphrase';

/** A browser of someone without an account, on a hydrated page, watching every request. */
async function reporterPage(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return { page, requested, close: () => context.close() };
}

/** Looks the code up, and waits for the answer of the hotline function. */
async function openCase(page: Page, code: string) {
  await page.getByLabel('Receipt code').fill(code);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/functions/v1/team-hotline')),
    page.getByRole('button', { name: 'Open Case' }).click(),
  ]);
}

test('a report on the team link, answered by the admin, followed up with the code alone', async ({
  page,
  browser,
}) => {
  const admin = await teamAdmin('Harbour Freight Ltd');
  const { data: team } = await admin.client.from('users').select('team_id').single().throwOnError();
  await (
    await serviceClient()
  )
    .rpc('change_team_plan', {
      team: (team as { team_id: string }).team_id,
      new_plan: 'enterprise',
    })
    .throwOnError();

  // The admin sets the hotline up from the dashboard.
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Hotline' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hotline' })).toBeVisible();
  await page.getByLabel('New passphrase', { exact: true }).fill(PASSPHRASE);
  await page.getByLabel('Confirm new passphrase').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Set Up Hotline' }).click();
  const link = await page.getByLabel('Team hotline link').inputValue();
  expect(link).toMatch(new RegExp(`^${baseUrl()}/hotline/harbour-freight-ltd-[a-z2-9]{6}$`));
  await expect(page.getByText('No reports yet.')).toBeVisible();

  // An anonymous reporter, without an account.
  const reporter = await reporterPage(browser, new URL(link).pathname);
  await expect(
    reporter.page.getByRole('heading', {
      level: 1,
      name: 'Report a concern to Harbour Freight Ltd',
    }),
  ).toBeVisible();
  await expect(reporter.page.getByLabel('Submit anonymously')).toBeChecked();
  await reporter.page.getByLabel('Subject').fill('Fake invoices');
  await reporter.page.getByLabel('Message').fill('The March invoices of one supplier are fake.');
  await reporter.page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(reporter.page.getByRole('heading', { name: 'Your report was sent' })).toBeVisible();
  const code = (await reporter.page.getByLabel('Your receipt code').textContent())!.trim();
  expect(code).toMatch(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);

  // The admin sees the case with its clock, unlocks it with the passphrase, reads it.
  await page.reload();
  const inbox = page.getByRole('region', { name: 'Hotline cases' });
  await expect(inbox.getByRole('row', { name: /Case 1/ })).toContainText('New');
  await expect(inbox.getByRole('row', { name: /Case 1/ })).toContainText(
    /Acknowledge by \d{4}-\d{2}-\d{2}/,
  );
  await page.getByLabel('Hotline passphrase').fill('not the passphrase');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('The passphrase is not correct.')).toBeVisible();
  await page.getByLabel('Hotline passphrase').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('The cases are unlocked in this window.')).toBeVisible();
  await inbox.getByRole('link', { name: 'Case 1' }).click();
  const thread = page.getByRole('list', { name: 'Messages with the reporter' });
  await expect(thread).toContainText('The March invoices of one supplier are fake.');
  await page.getByRole('button', { name: 'Acknowledge Report' }).click();
  await expect(page.getByText('Acknowledged', { exact: true })).toBeVisible();
  await page.getByLabel('Message to the reporter').fill('Which supplier do you mean?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(thread).toContainText('Which supplier do you mean?');

  // The reporter follows up with only the code, and answers.
  const followUp = await reporterPage(browser, '/hotline/follow-up');
  await openCase(followUp.page, code.toLowerCase());
  await expect(
    followUp.page.getByRole('heading', { name: 'Your report to Harbour Freight Ltd' }),
  ).toBeVisible();
  const messages = followUp.page.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText('Which supplier do you mean?');
  await expect(followUp.page.getByText('Acknowledged', { exact: true })).toBeVisible();
  await followUp.page.getByLabel('Your reply').fill('Northwind Supplies.');
  await followUp.page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(followUp.page.getByText('Your reply was sent.')).toBeVisible();
  await expect(messages).toContainText('Northwind Supplies.');

  // The admin reads the answer and closes the case with an outcome.
  // (The unlocked key stays in this window while it moves between the hotline's pages.)
  await page.getByRole('link', { name: 'Back to the hotline' }).click();
  await inbox.getByRole('link', { name: 'Case 1' }).click();
  await expect(thread).toContainText('Northwind Supplies.');
  await page.getByLabel('Outcome').selectOption({ label: 'Action taken' });
  await page.getByRole('button', { name: 'Close Case' }).click();
  await expect(page.getByText('Closed · Action taken')).toBeVisible();

  await followUp.page.getByRole('button', { name: 'Close Case' }).click();
  await openCase(followUp.page, code);
  await expect(followUp.page.getByText('This case is closed.', { exact: false })).toBeVisible();
  await expect(followUp.page.getByText('Action taken')).toBeVisible();

  // The reporter's pages asked nothing of any other site.
  for (const url of [...reporter.requested, ...followUp.requested]) {
    expect(new URL(url).origin, url).toBe(new URL(baseUrl()).origin);
  }

  // A wrong code gets nowhere; after ten wrong guesses in a row every lookup is refused for an
  // hour, the right code included.
  await followUp.page.getByRole('button', { name: 'Close Case' }).click();
  const seen: string[] = [];
  for (let guess = 0; guess < 20; guess++) {
    await openCase(followUp.page, `${'0'.repeat(24)}${String(guess).padStart(4, '0')}`);
    const alert = followUp.page.getByRole('alert');
    await expect(alert).toBeVisible();
    seen.push((await alert.textContent()) ?? '');
  }
  expect(seen.slice(0, 10)).toEqual(
    Array<string>(10).fill('No case matches this receipt code. Check the code and try again.'),
  );
  expect(new Set(seen.slice(10))).toEqual(
    new Set(['Too many attempts with a wrong receipt code. Please try again in an hour.']),
  );
  await openCase(followUp.page, code);
  await expect(followUp.page.getByRole('alert')).toHaveText(
    'Too many attempts with a wrong receipt code. Please try again in an hour.',
  );
  await reporter.close();
  await followUp.close();
});
