// Dashboard → Assets (docs/decisions.md AS1): an admin adds an asset, a CSV with a bad line
// imports nothing and says why, and a good CSV imports every line; the access review lists the
// SaaS applications.
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

test('the access review lists the SaaS applications of the asset inventory', async ({ page }) => {
  const { email } = await teamAdmin();
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
  await sections.getByRole('link', { name: 'Checklists' }).click();
  await page.getByRole('link', { name: 'Access Review Template' }).click();
  await page.getByRole('button', { name: 'Start this checklist' }).click();

  // None yet: the run says where to add them, and the link goes there.
  const systems = page.getByRole('region', { name: 'Systems to review' });
  await expect(systems).toContainText('No SaaS applications in your asset inventory yet.');
  await systems.getByRole('link', { name: 'Dashboard → Assets' }).click();
  await expect(page.getByRole('heading', { name: 'Assets', level: 1 })).toBeVisible();

  const add = page.getByRole('form', { name: 'Add an asset' });
  for (const [name, owner, customerData] of [
    ['Google Workspace', 'Ada Admin', false],
    ['Stripe', '', true],
  ] as const) {
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Type').selectOption('SaaS application');
    if (owner) await add.getByLabel('Owner').selectOption({ label: owner });
    await add.getByLabel('Classification').selectOption('Restricted');
    await add.getByLabel('Holds customer data').setChecked(customerData);
    await add.getByRole('button', { name: 'Add asset' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Added ${name}.` })).toBeVisible();
  }
  // Not a SaaS application: not listed.
  await add.getByLabel('Name').fill('Build server');
  await add.getByLabel('Type').selectOption('server');
  await add.getByRole('button', { name: 'Add asset' }).click();
  await expect(page.getByRole('heading', { name: 'Inventory (3)' })).toBeVisible();

  await sections.getByRole('link', { name: 'Checklists' }).click();
  await page.getByRole('link', { name: 'Access Review Template' }).click();
  const table = systems.getByRole('region', { name: 'SaaS applications' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /Google Workspace/ })).toHaveText(
    /Google Workspace\s*Ada Admin\s*Restricted\s*No/,
  );
  await expect(table.getByRole('row', { name: /Stripe/ })).toHaveText(
    /Stripe\s*Nobody\s*Restricted\s*Yes/,
  );
  await expect(systems.getByRole('link', { name: 'Dashboard → Assets' })).toBeVisible();
});
