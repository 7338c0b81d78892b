// Team API keys (docs/decisions.md AK1): an Enterprise admin creates a read-only key in
// Settings → API, copies it, and the test pulls the acceptance register and training completion
// with it by running the curl commands the public reference page (/docs/api) shows.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './support/fixtures';
import {
  baseUrl,
  publishAsPublisher,
  serviceClient,
  signIn,
  teamAdmin,
  teamMember,
} from './support/backend';

const run = promisify(execFile);

test('an Enterprise admin creates a read-only key; curl pulls the register and completion', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const admin = await teamAdmin();
  const { data: team } = await admin.client.from('users').select('team_id').single();
  const member = await teamMember(admin.inviteCode, 'Rita Reader');
  const service = await serviceClient();
  await service
    .from('teams')
    .update({ plan_id: 'enterprise', trial_plan_id: null, trial_ends_at: null })
    .eq('id', team!.team_id)
    .throwOnError();
  const { data: policy } = await admin.client
    .rpc('adopt_policy', {
      template: 'acceptable-use-policy',
      policy_owner: 'Head of Security',
      approver: 'CEO',
      effective_on: '2026-12-01',
    })
    .throwOnError();
  const versionId = await publishAsPublisher(admin.client, policy, 1);
  await member.client.from('policy_acceptances').insert({ version_id: versionId }).throwOnError();
  const { data: video } = await service
    .from('videos')
    .select('course_id')
    .eq('is_published', true)
    .not('course_id', 'is', null)
    .order('order_index')
    .limit(1)
    .single()
    .throwOnError();
  const courseId = (video as { course_id: string }).course_id;
  await admin.client
    .rpc('assign_training', { course: courseId, audience: 'everyone', due_days: 30 })
    .throwOnError();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/settings');
  const api = page.getByRole('region', { name: 'API' });
  await api.getByLabel('Key name').fill('Data warehouse');
  await expect(api.getByLabel('Access')).toHaveValue('read');
  await api.getByRole('button', { name: 'Create Key' }).click();
  await expect(api.getByText('Key created. Copy it now: it is not shown again.')).toBeVisible();
  await api.getByRole('button', { name: 'Copy Key' }).click();
  await expect(api.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^crk_/);
  expect(await api.getByLabel('New API key').inputValue()).toBe(key);
  const row = api.getByRole('row', { name: /Data warehouse/ });
  await expect(row).toContainText('Read-only');
  await expect(row).toContainText('Never');

  // The reference page, as anyone reads it; its examples are the commands run below.
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  const examples = await page.locator('[data-curl-example]').allTextContents();
  expect(examples).toHaveLength(2);
  const env = { ...process.env, COMPLYREADY_API: `${baseUrl()}/api/v1`, COMPLYREADY_KEY: key };
  const [register, completion] = await Promise.all(
    examples.map(async (command) => {
      const { stdout } = await run('sh', ['-c', `${command} --silent --show-error --fail`], {
        env,
      });
      return JSON.parse(stdout) as { data: Record<string, unknown>[]; next_cursor: null };
    }),
  );
  expect(register!.data).toEqual([
    expect.objectContaining({
      person: 'Rita Reader',
      email: member.email,
      policy: 'Acceptable Use Policy',
      version: 1,
    }),
  ]);
  expect(completion!.data).toHaveLength(2);
  expect(completion!.data).toContainEqual(
    expect.objectContaining({ email: member.email, course_id: courseId, completed_at: null }),
  );

  await page.goto('/dashboard/settings');
  await expect(
    page.getByRole('region', { name: 'API' }).getByRole('row', { name: /Data warehouse/ }),
  ).not.toContainText('Never');
});
