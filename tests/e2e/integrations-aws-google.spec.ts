// Settings → Integrations with AWS and Google Workspace (docs/integrations.md): an admin copies
// ComplyReady's account and the team's external id from the page into the role's trust policy
// (here: tells the AWS peer), connects the role, runs the tests and sees pass and fail; connects
// Google Workspace with a pasted service account key. A failing test is a task that closes when
// the customer fixes the finding; the access review's run lists the directory's users. The server's AWS_API_URL and GOOGLE_API_URL point at the peers.
import { generateKeyPairSync } from 'node:crypto';
import {
  FAILING_ACCOUNT,
  OUR_ACCOUNT,
  roleArn,
  startAwsPeer,
  type AwsPeer,
} from '../../src/integrations/aws/testing/peer';
import { GOOGLE_WORKSPACE_SCOPES } from '../../src/integrations/google-workspace/source';
import {
  startGooglePeer,
  type GooglePeer,
} from '../../src/integrations/google-workspace/testing/peer';
import { expect, test } from './support/fixtures';
import { signIn, teamAdmin } from './support/backend';

let aws: AwsPeer | undefined;
let google: GooglePeer | undefined;
test.afterEach(async () => {
  await Promise.all([aws?.close(), google?.close()]);
  aws = google = undefined;
});

const portOf = (variable: string) => Number(new URL(process.env[variable]!).port);

test('an admin connects AWS with the role and the external id the page shows, and sees pass and fail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  aws = await startAwsPeer({
    port: portOf('E2E_AWS_API_URL'),
    ourCredentials: {
      accessKeyId: process.env['E2E_AWS_ACCESS_KEY_ID']!,
      secretAccessKey: process.env['E2E_AWS_SECRET_ACCESS_KEY']!,
    },
  });
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/settings/integrations');
  const card = page.getByRole('region', { name: 'Amazon Web Services' });
  await expect(
    card.getByRole('listitem').filter({ hasText: 'ec2:GetEbsEncryptionByDefault' }),
  ).toHaveCount(1);

  // What the admin copies into the role's trust policy, made by ComplyReady for this team.
  await expect(card.getByLabel('ComplyReady’s AWS account')).toHaveValue(OUR_ACCOUNT);
  const externalId = card.getByLabel('External id');
  await expect(externalId).toHaveValue(/^complyready-[0-9a-f]{32}$/);
  aws.trust(FAILING_ACCOUNT, await externalId.inputValue());

  await card.getByLabel('Role ARN').fill(roleArn(FAILING_ACCOUNT));
  await card.getByLabel('Regions').fill('eu-west-1, us-east-1');
  await card.getByRole('button', { name: 'Connect Amazon Web Services' }).click();
  await expect(card.getByText(`Connected to ${roleArn(FAILING_ACCOUNT)}`)).toBeVisible();

  await card.getByRole('button', { name: 'Run tests now' }).click();
  await expect(card.getByText('Tests run: 0 of 7 passed.')).toBeVisible();
  await expect(
    card.getByRole('heading', { name: 'Root user has MFA and no access keys: Fail' }),
  ).toBeVisible();
  await expect(
    card.getByRole('list', { name: 'Affected resources: Root user has MFA and no access keys' }),
  ).toContainText('root user: The root user has no MFA device and has access keys.');
  const tasks = page.getByRole('region', { name: 'Open tasks' });
  const rootTask = tasks.getByRole('heading', { name: 'Root user has MFA and no access keys' });
  await expect(rootTask).toHaveCount(1);

  // The customer fixes the account; the next run passes the test and closes its task.
  aws.fix(FAILING_ACCOUNT);
  await card.getByRole('button', { name: 'Run tests now' }).click();
  await expect(
    card.getByRole('heading', { name: 'Root user has MFA and no access keys: Pass' }),
  ).toBeVisible();
  await expect(rootTask).toHaveCount(0);
});

test('an admin connects Google Workspace with a pasted service account key and sees pass and fail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  google = await startGooglePeer(portOf('E2E_GOOGLE_API_URL'));
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'complyready@e2e-audit.iam.gserviceaccount.com';
  google.addServiceAccount(clientEmail, publicKey, GOOGLE_WORKSPACE_SCOPES);
  const keyFile = JSON.stringify(
    {
      type: 'service_account',
      project_id: 'e2e-audit',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: clientEmail,
      token_uri: google.tokenUrl,
    },
    null,
    2,
  );
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/settings/integrations');
  const card = page.getByRole('region', { name: 'Google Workspace' });
  await expect(
    card
      .getByRole('listitem')
      .filter({ hasText: 'https://www.googleapis.com/auth/admin.directory.user.readonly' }),
  ).toHaveCount(1);

  await card.getByLabel('Service account key (JSON)').fill(keyFile);
  await card.getByLabel('Admin email').fill('admin@failing.example');
  await card.getByRole('button', { name: 'Connect Google Workspace' }).click();
  await expect(card.getByText('Connected to admin@failing.example')).toBeVisible();

  await card.getByRole('button', { name: 'Run tests now' }).click();
  await expect(card.getByText(/^Tests run: \d of 6 passed\.$/)).toBeVisible();
  const licences = 'No suspended user still holds a licence';
  await expect(card.getByRole('heading', { name: `${licences}: Fail` })).toBeVisible();
  await expect(card.getByRole('list', { name: `Affected resources: ${licences}` })).toContainText(
    'former@failing.example: Suspended but not archived or deleted',
  );
  const task = page.getByRole('region', { name: 'Open tasks' }).getByRole('heading', {
    name: licences,
  });
  await expect(task).toHaveCount(1);

  // An admin archives the suspended user in Google; the next run closes the task.
  google.updateUser('former@failing.example', { archived: true });
  await card.getByRole('button', { name: 'Run tests now' }).click();
  await expect(card.getByRole('heading', { name: `${licences}: Pass` })).toBeVisible();
  await expect(task).toHaveCount(0);

  // The access review's run lists the directory's users; the reviewer marks each.
  await page.goto('/dashboard/checklists/access-review-template');
  await page.getByRole('button', { name: 'Start this checklist' }).click();
  await page
    .getByRole('button', { name: 'List the accounts of Google Workspace (admin@failing.example)' })
    .click();
  await expect(page.getByText('Google Workspace listed 7 account(s), 7 new.')).toBeVisible();
  const accounts = page.getByRole('region', { name: 'Listed accounts' });
  await expect(accounts.getByRole('row', { name: /Fern Former/ })).toContainText(
    'former@failing.example',
  );
  await accounts.getByLabel('Decision for Fern Former').selectOption('remove');
  await expect(accounts.getByRole('row', { name: /Fern Former/ })).toContainText('Ada Admin');
});
