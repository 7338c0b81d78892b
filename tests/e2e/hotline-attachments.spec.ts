// Hotline attachments (docs/decisions.md H2, docs/threat-model.md #54): an anonymous reporter
// attaches a file to a report on the team's link; Storage holds only its ciphertext; the handler
// unlocks the team key, opens the case and downloads the file, byte for byte, under its name.
import { readFileSync } from 'node:fs';
import { MIN_PBKDF2_ITERATIONS, createTeamKeys } from '../../src/shared/hotline-crypto';
import { expect, test } from './support/fixtures';
import { PASSPHRASE, openFirstCase, openHotline } from './support/hotline';
import { serviceClient, teamAdmin } from './support/backend';

const FILE_NAME = 'ledger-extract-march.csv';
const CONTENT = 'invoice,supplier,amount\nINV-7,Northwind Supplies,48000\n';

test('a reporter attaches a file; the handler unlocks the case and downloads the same bytes', async ({
  page,
  browser,
}) => {
  const admin = await teamAdmin('Attachment Freight Ltd');
  const service = await serviceClient();
  const { data: team } = await admin.client.from('users').select('team_id').single().throwOnError();
  const teamId = (team as { team_id: string }).team_id;
  await service.rpc('change_team_plan', { team: teamId, new_plan: 'enterprise' }).throwOnError();
  const keys = await createTeamKeys(PASSPHRASE, MIN_PBKDF2_ITERATIONS);
  const { data: slug } = await admin.client
    .rpc('set_up_hotline', {
      public_key: keys.publicKey,
      wrapped_private_key: keys.wrappedPrivateKey,
    })
    .throwOnError();

  // An anonymous reporter, in a browser without an account.
  const context = await browser.newContext();
  const reporter = await context.newPage();
  await reporter.goto(`/hotline/${slug as string}`);
  await reporter.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await reporter.getByLabel('Subject').fill('Fake invoices');
  await reporter.getByLabel('Message').fill('The ledger extract shows the fake invoice.');
  await reporter.getByLabel('Attachments (optional)').setInputFiles({
    name: FILE_NAME,
    mimeType: 'text/csv',
    buffer: Buffer.from(CONTENT),
  });
  await reporter.getByRole('button', { name: 'Submit Report' }).click();
  await expect(reporter.getByRole('heading', { name: 'Your report was sent' })).toBeVisible();
  await expect(reporter.getByText('could not be uploaded')).toHaveCount(0);
  await context.close();

  // Storage holds one object for the team, and it is not the file, nor names it.
  const { data: objects } = await service.storage
    .from('hotline-attachments')
    .list(teamId, { limit: 10 });
  const caseFolder = objects![0]!.name;
  const { data: inCase } = await service.storage
    .from('hotline-attachments')
    .list(`${teamId}/${caseFolder}`);
  expect(inCase).toHaveLength(1);
  const stored = await service.storage
    .from('hotline-attachments')
    .download(`${teamId}/${caseFolder}/${inCase![0]!.name}`);
  const storedText = Buffer.from(await stored.data!.arrayBuffer()).toString('latin1');
  for (const secret of ['Northwind', 'INV-7', FILE_NAME, 'text/csv']) {
    expect(storedText).not.toContain(secret);
  }

  // The handler unlocks the team key, opens the case and downloads the file.
  await openHotline(page, admin.email);
  await openFirstCase(page);
  const attachments = page.getByRole('region', { name: 'Attachments' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    attachments.getByRole('button', { name: 'Download Attachment 1' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(FILE_NAME);
  expect(readFileSync((await download.path())!, 'utf8')).toBe(CONTENT);
  await expect(attachments.getByRole('button', { name: `Download ${FILE_NAME}` })).toBeVisible();
});
