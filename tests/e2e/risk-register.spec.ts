// Dashboard → Risks (docs/decisions.md RR1): a new team adopts ten risks
// from the starter library, scores them, links a treatment to controls and checklist items,
// accepts one with an expiry and publishes the year's risk assessment, approved and hashed.
import { riskLibrary } from '../../src/content/risks';
import { expect, test, type Page } from './support/fixtures';
import { signIn, teamAdmin } from './support/backend';
import { utcDay } from '../../src/shared/utc-day';

const ADOPTED = riskLibrary.slice(0, 10);

function daysFromNow(days: number): string {
  return utcDay(Date.now() + days * 86_400_000);
}

/** The sum of a heat map's cells, read from the table a screen reader reads. */
async function heatMapTotal(page: Page, name: string): Promise<number> {
  const cells = page.getByRole('region', { name }).getByRole('cell');
  const texts = await cells.allTextContents();
  expect(texts).toHaveLength(25);
  return texts.reduce((sum, text) => sum + Number(text), 0);
}

test('a new team adopts, scores, links, accepts and publishes its risk assessment', async ({
  page,
}) => {
  // A whole register: adopt, score, link, accept and publish (about 17 s of two busy workers).
  test.setTimeout(60_000);
  const { email } = await teamAdmin();
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', {
      name: 'Risks',
    })
    .click();
  await expect(page.getByRole('heading', { name: 'Risks', level: 1 })).toBeVisible();
  await expect(page.getByText('No risks yet.')).toBeVisible();

  // Adopt ten risks from the starter library.
  for (const entry of ADOPTED) {
    await page.getByRole('checkbox', { name: new RegExp(`^${entry.title}`) }).check();
  }
  await page.getByRole('button', { name: 'Adopt selected risks' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Adopted 10 risks.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Register (10)' })).toBeVisible();
  expect(await heatMapTotal(page, 'Inherent risk heat map')).toBe(10);
  expect(await heatMapTotal(page, 'Residual risk heat map')).toBe(0);

  // Score the first one, name its residual risk and link its treatment.
  const first = ADOPTED[0]!;
  await page.getByRole('button', { name: `Edit ${first.title}` }).click();
  const editor = page.getByRole('form', { name: 'Risk', exact: true });
  await editor.getByLabel('Inherent likelihood').selectOption('5');
  await editor.getByLabel('Inherent impact').selectOption('5');
  await editor.getByLabel('Owner').selectOption({ label: 'Ada Admin' });
  await editor.getByLabel('Add to controls').selectOption('A.5.15');
  await editor.getByRole('button', { name: 'Add', exact: true }).first().click();
  await expect(editor.getByText('A.5.15 Access control rules')).toBeVisible();
  await editor
    .getByLabel('Add to checklist items')
    .selectOption('access-review-template/review-production-and-cloud-admins');
  await editor.getByRole('button', { name: 'Add', exact: true }).last().click();
  await editor.getByLabel('Residual likelihood').selectOption('2');
  await editor.getByLabel('Residual impact').selectOption('3');
  await editor.getByLabel('Next review').fill(daysFromNow(180));
  await editor.getByRole('button', { name: 'Save risk' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Saved “${first.title}”.` }),
  ).toBeVisible();
  const firstRow = page.getByRole('row', { name: new RegExp(first.title) });
  await expect(firstRow).toContainText('25 Critical');
  await expect(firstRow).toContainText('6 Medium');
  await expect(firstRow).toContainText(
    `${first.controls.length + 1} controls · ${first.checklistItems.length + 1} checklist items`,
  );
  expect(await heatMapTotal(page, 'Residual risk heat map')).toBe(1);
  // The heat map's cell says the same to a screen reader: row "5 Almost certain", column "5 Severe".
  const inherent = page.getByRole('region', { name: 'Inherent risk heat map' });
  await expect(
    inherent
      .getByRole('row', { name: /^5 Almost certain/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('1');

  // Accept the second one until a date 20 days away: it shows as expiring.
  const second = ADOPTED[1]!;
  await page.getByRole('button', { name: `Edit ${second.title}` }).click();
  await editor.getByLabel('Treatment', { exact: true }).selectOption('accept');
  await expect(editor.getByLabel('Why the risk is accepted')).toHaveAttribute('required', '');
  await editor.getByLabel('Why the risk is accepted').fill('Cost exceeds benefit until Q3');
  await editor.getByLabel('Accepted until').fill(daysFromNow(20));
  await editor.getByRole('button', { name: 'Save risk' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Saved “${second.title}”.` }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(second.title) })).toContainText(
    'Acceptance expires in 20 days',
  );
  await page.getByRole('button', { name: `Edit ${second.title}` }).click();
  await expect(editor.getByText(/Accepted by Ada Admin on/)).toBeVisible();
  await editor.getByRole('button', { name: 'Close' }).click();

  // Publish the year's risk assessment.
  await page.getByLabel('Reason for approval').fill('Yearly risk assessment approved by the CEO');
  await page.getByRole('button', { name: 'Approve and publish the risk assessment' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Risk assessment published.' }),
  ).toBeVisible();
  const assessment = page.getByRole('region', { name: 'Risk assessments' }).getByRole('row').nth(1);
  await expect(assessment).toContainText('Ada Admin');
  await expect(assessment).toContainText('Yearly risk assessment approved by the CEO');
  await expect(assessment.getByRole('code').or(assessment.locator('code'))).toHaveText(
    /^[0-9a-f]{64}$/,
  );

  // A risk of the company's own, not in the starter library, joins the register.
  const own = page.getByRole('form', { name: 'Add a risk' });
  await own.getByLabel('Title').fill('Key customer depends on one engineer');
  await own.getByLabel('Category').fill('People');
  await own.getByLabel('Inherent likelihood').selectOption('4');
  await own.getByLabel('Inherent impact').selectOption('4');
  await own.getByRole('button', { name: 'Add risk' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Added “Key customer depends on one engineer”.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Register (11)' })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Key customer depends on one engineer/ }),
  ).toContainText('16 High');
});

test('on a phone the heat maps stay tables that scroll inside their region', async ({ page }) => {
  const { email } = await teamAdmin();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/risks');
  const region = page.getByRole('region', { name: 'Inherent risk heat map' });
  await expect(region.getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(region.getByRole('columnheader', { name: '5 Severe' })).toBeAttached();
});
