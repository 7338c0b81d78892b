// Dashboard → Vendors (docs/decisions.md VN1): a team adds five vendors with
// a SOC 2 report each, reviews them by their questionnaire and downloads the subprocessor list.
// The 30-day reminder with a moved clock is tested in src/backend/vendors.test.ts.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures';
import { signIn, teamAdmin } from './support/backend';
import { utcDay } from '../../src/shared/utc-day';

const VENDORS = [
  { name: 'Cloudy Hosting', criticality: 'high', subprocessor: true },
  { name: 'Mailer Co', criticality: 'medium', subprocessor: true },
  { name: 'Chatty', criticality: 'low', subprocessor: false },
  { name: 'Ledger Books', criticality: 'medium', subprocessor: false },
  { name: 'Metrics Ltd', criticality: 'low', subprocessor: true },
];

function daysFromNow(days: number): string {
  return utcDay(Date.now() + days * 86_400_000);
}

async function answerAll(form: ReturnType<Page['getByRole']>) {
  const groups = form.getByRole('group');
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    await groups.nth(index).getByRole('radio', { name: 'Yes' }).check();
  }
  return count;
}

test('a team adds five vendors with a SOC 2 report each, reviews them and exports its subprocessors', async ({
  page,
}) => {
  const { email } = await teamAdmin();
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Vendors' })
    .click();
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();

  const add = page.getByRole('form', { name: 'Add a vendor' });
  for (const vendor of VENDORS) {
    await add.getByLabel('Name').fill(vendor.name);
    await add.getByLabel('Service').fill('Service of ' + vendor.name);
    await add.getByLabel('Criticality').selectOption(vendor.criticality);
    await add.getByLabel('Location').fill('EU');
    await add.getByRole('checkbox', { name: 'customer data' }).check();
    if (vendor.subprocessor) await add.getByRole('checkbox', { name: /Subprocessor/ }).check();
    await add.getByRole('button', { name: 'Add vendor' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Added ${vendor.name}.` }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Inventory (5)' })).toBeVisible();

  for (const [index, vendor] of VENDORS.entries()) {
    await page.getByRole('button', { name: `Add document of ${vendor.name}` }).click();
    const form = page.getByRole('form', { name: `Document of ${vendor.name}` });
    await expect(form.getByLabel('Title')).toHaveValue('SOC 2 report');
    await form.getByLabel('Link').fill(`https://trust.example/${index}/soc2.pdf`);
    await form.getByLabel('Expires on').fill(daysFromNow(index === 0 ? 20 : 200));
    await form.getByRole('button', { name: 'Add document' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Added the SOC 2 report of ${vendor.name}.` }),
    ).toBeVisible();
  }
  // The report expiring within 30 days is marked.
  await expect(page.getByRole('row', { name: /Cloudy Hosting/ })).toContainText(
    'expires in 20 days',
  );

  for (const vendor of VENDORS) {
    await page.getByRole('button', { name: `Review ${vendor.name}` }).click();
    const form = page.getByRole('form', { name: `Review of ${vendor.name}` });
    const asked = await answerAll(form);
    expect(asked).toBe({ high: 20, medium: 15, low: 10 }[vendor.criticality]);
    await form.getByRole('button', { name: 'Record review' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Recorded the review of ${vendor.name}.` }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(vendor.name) })).toContainText(
      'Approved by Ada Admin',
    );
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download subprocessor list (CSV)' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv.split('\r\n').filter(Boolean)).toEqual([
    '\uFEFF"Subprocessor","Service","Location","Data shared"',
    '"Cloudy Hosting","Service of Cloudy Hosting","EU","customer data"',
    '"Mailer Co","Service of Mailer Co","EU","customer data"',
    '"Metrics Ltd","Service of Metrics Ltd","EU","customer data"',
  ]);
});
