// Dashboard → Vendors (docs/decisions.md VN1): a team adds five vendors with
// a SOC 2 report each; it reviews them by their questionnaires (answered from the keyboard) and
// downloads the subprocessor list. Each test after the first has its vendors made through the API.
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

/**
 * Answers every question "Yes" from the keyboard, as someone tabbing through the form does: Tab
 * moves to the next question's first choice, Space picks it.
 */
async function answerAll(page: Page, form: ReturnType<Page['getByRole']>) {
  const count = await form.getByRole('group').count();
  await form.getByRole('group').first().getByRole('radio', { name: 'Yes' }).check();
  for (let index = 1; index < count; index += 1) {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
  }
  await expect(form.getByRole('radio', { name: 'Yes', checked: true })).toHaveCount(count);
  return count;
}

/** A new team admin whose team has the five vendors, added through the API. */
async function teamWithVendors() {
  const admin = await teamAdmin();
  const { data: me } = await admin.client.from('users').select('team_id').single().throwOnError();
  await admin.client
    .from('vendors')
    .insert(
      VENDORS.map((vendor) => ({
        team_id: (me as { team_id: string }).team_id,
        name: vendor.name,
        service: 'Service of ' + vendor.name,
        criticality: vendor.criticality,
        location: 'EU',
        data_shared: ['customer data'],
        subprocessor: vendor.subprocessor,
      })),
    )
    .throwOnError();
  return admin;
}

/** Signs the admin in and opens Dashboard → Vendors. */
async function openVendors(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Vendors' })
    .click();
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
}

test('a team adds five vendors', async ({ page }) => {
  const { email } = await teamAdmin();
  await openVendors(page, email);

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
  for (const vendor of VENDORS) {
    // As the form offers it: "High", "Medium", "Low".
    await expect(page.getByRole('row', { name: new RegExp(vendor.name) })).toContainText(
      vendor.criticality.charAt(0).toUpperCase() + vendor.criticality.slice(1),
    );
  }
});

test('each vendor gets its SOC 2 report; the one expiring within 30 days is marked', async ({
  page,
}) => {
  // The vendors through the API: adding them is the test above's subject.
  const { email } = await teamWithVendors();
  await openVendors(page, email);

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
  await expect(page.getByRole('row', { name: /Cloudy Hosting/ })).toContainText(
    'expires in 20 days',
  );
  await expect(page.getByRole('row', { name: /Mailer Co/ })).not.toContainText('expires in');
});

test('the team reviews a vendor of each criticality by its questionnaire and exports its subprocessors', async ({
  page,
}) => {
  // Three questionnaires answered in full and an export (about 17 s of two busy workers).
  test.setTimeout(60_000);
  const { email } = await teamWithVendors();
  await openVendors(page, email);

  // One of each criticality: high asks 20 questions, medium 15, low 10.
  for (const vendor of VENDORS.slice(0, 3)) {
    await page.getByRole('button', { name: `Review ${vendor.name}` }).click();
    const form = page.getByRole('form', { name: `Review of ${vendor.name}` });
    const asked = await answerAll(page, form);
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
