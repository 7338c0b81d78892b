// Dashboard → Assets (docs/decisions.md AS1): an admin adds an asset, a CSV with a bad line
// imports nothing and says why, and a good CSV imports every line.
import { expect, test } from './support/fixtures';
import { signIn, teamAdmin } from './support/backend';

const HEADER = 'Name,Type,Owner email,Classification,Location,Holds customer data';

test('an admin adds an asset and imports the rest from CSV, all lines or none', async ({
  page,
}) => {
  const { email } = await teamAdmin();
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Assets' })
    .click();
  await expect(page.getByRole('heading', { name: 'Assets', level: 1 })).toBeVisible();

  const add = page.getByRole('form', { name: 'Add an asset' });
  await add.getByLabel('Name').fill('Ada’s laptop');
  await add.getByLabel('Owner').selectOption({ label: 'Ada Admin' });
  await add.getByLabel('Classification').selectOption('Confidential');
  await add.getByRole('button', { name: 'Add asset' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added Ada’s laptop.' })).toBeVisible();

  const upload = (text: string) =>
    page.getByLabel('CSV file').setInputFiles({
      name: 'assets.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
  await upload(`${HEADER}\nProd DB,database,,Secret,eu-west-1,yes\nGitHub,repository,,,,no\n`);
  await expect(page.getByRole('alert')).toContainText(
    'Line 2: the classification must be one of Public, Internal, Confidential, Restricted',
  );
  await expect(page.getByRole('heading', { name: 'Inventory (1)' })).toBeVisible();

  await upload(
    `${HEADER}\r\nProd DB,database,${email},Restricted,eu-west-1,yes\r\nGitHub,repository,,,,no\r\n"AWS, production",cloud account,,Restricted,eu-west-1,yes\r\n`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Imported 3 assets.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inventory (4)' })).toBeVisible();
  const prod = page.getByRole('row', { name: /Prod DB/ });
  await expect(prod).toContainText('Ada Admin');
  await expect(prod).toContainText('Restricted');
  await expect(page.getByRole('row', { name: /AWS, production/ })).toContainText('cloud account');
});
