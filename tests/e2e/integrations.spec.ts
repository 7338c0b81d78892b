// Dashboard → Settings → Integrations (docs/decisions.md IN1): an admin connects GitHub against
// the GitHub peer (Prism serving GitHub's published OpenAPI description; the server's
// GITHUB_API_URL points there), runs the tests, sees pass and fail with the resources at fault
// and the controls, and a failing test is an owned task that closes when the peer is fixed; the
// access review's run lists GitHub's members for the reviewer to keep or remove.
import { startGithubPeer, type GithubPeer } from '../../src/backend/testing/github-peer';
import { expect, test } from './support/fixtures';
import { signIn, teamAdmin } from './support/backend';

let peer: GithubPeer | undefined;
test.afterEach(async () => {
  await peer?.close();
  peer = undefined;
});

test('an admin connects GitHub, runs the tests and a failing test becomes a task that closes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const peerPort = Number(new URL(process.env['E2E_GITHUB_API_URL']!).port);
  peer = await startGithubPeer('failing', peerPort);
  const admin = await teamAdmin();

  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/settings');
  await page.getByRole('link', { name: 'Open Integrations' }).click();
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  const github = page.getByRole('region', { name: 'GitHub' });
  await expect(github.getByRole('listitem').filter({ hasText: 'Members: Read-only' })).toHaveCount(
    1,
  );

  await github.getByLabel('Organisation').fill('acme');
  await github.getByLabel('Fine-grained access token').fill('github_pat_e2e_secret_token');
  await github.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(github.getByText('Connected to acme')).toBeVisible();

  // A run is five tests, each asking the peer over HTTP: longer than one page's answer.
  const aRun = { timeout: 20_000 };
  await github.getByRole('button', { name: 'Run tests now' }).click();
  await expect(github.getByText('Tests run: 1 of 5 passed.')).toBeVisible(aRun);
  await expect(
    github.getByRole('heading', { name: 'Organisation requires two-factor authentication: Fail' }),
  ).toBeVisible();
  await expect(
    github.getByRole('list', {
      name: 'Affected resources: Organisation requires two-factor authentication',
    }),
  ).toContainText('octocat: No two-factor authentication');
  await expect(
    github.getByRole('heading', {
      name: 'Merged pull requests had an approving review: Pass',
    }),
  ).toBeVisible();
  await expect(github.getByText('Controls: CC6.1, A.5.17, A.8.5')).toBeVisible();

  const tasks = page.getByRole('region', { name: 'Open tasks' });
  await expect(tasks.getByRole('heading', { level: 3 })).toHaveCount(4);
  const twoFactorTask = tasks
    .getByRole('listitem')
    .filter({ hasText: 'Organisation requires two-factor authentication' });
  await expect(twoFactorTask.getByLabel('Owner').locator('option:checked')).toHaveText('Ada Admin');

  // The organisation fixes its settings; the next run closes every task.
  await peer.setState('passing');
  await github.getByRole('button', { name: 'Run tests now' }).click();
  await expect(github.getByText('Tests run: 5 of 5 passed.')).toBeVisible(aRun);
  await expect(tasks.getByText('No failing test has an open task.')).toBeVisible();

  // The access review's run lists GitHub's members; the reviewer marks each.
  await page.goto('/dashboard/checklists/access-review-template');
  await page.getByRole('button', { name: 'Start this checklist' }).click();
  await page.getByRole('button', { name: 'List the accounts of GitHub (acme)' }).click();
  await expect(page.getByText('GitHub listed 1 account(s), 1 new.')).toBeVisible();
  const accounts = page.getByRole('region', { name: 'Listed accounts' });
  await accounts.getByLabel('Decision for octocat').selectOption('remove');
  await expect(accounts.getByRole('row', { name: /octocat/ })).toContainText('Ada Admin');

  // On a phone the results read without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/settings/integrations');
  await expect(
    page.getByRole('heading', { name: 'Organisation requires two-factor authentication: Pass' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
