// Settings → Plan (docs/product.md "Team settings", docs/decisions.md P1). The test server runs
// without Stripe's secrets, so the billing function does not exist: the page keeps the operator's
// text. The enabled state is shown with a STAND-IN for /functions/v1/billing (Playwright route
// interception, labelled below); the real handler is tested in src/backend/billing.test.ts. The
// team's billing state itself comes from the real database (public.team_billing()).
import type { Route } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures';
import { serviceClient, signIn, teamAdmin } from './support/backend';

const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_standin';

async function openSettings(page: Page, email: string, path = '/dashboard/settings') {
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Plan', level: 2 })).toBeVisible();
}

test('without billing, Settings keeps the operator text and shows no billing buttons', async ({
  page,
}) => {
  const { email, company } = await teamAdmin();
  const asked = page.waitForResponse('**/functions/v1/billing');
  await openSettings(page, email);
  expect((await asked).status()).toBe(404);
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan).toContainText(`${company} is on`);
  await expect(plan).toContainText('To change your plan, contact us.');
  await expect(plan.getByRole('button')).toHaveCount(0);
});

test('with billing (stand-in function): upgrade opens Checkout outside the page, the return is confirmed by a sync', async ({
  page,
  context,
}) => {
  const { email, company, client } = await teamAdmin();
  const asked: unknown[] = [];
  // STAND-IN for the billing function: answers as the real handler does for a team that has no
  // Stripe customer yet (sync: the plan as it is; checkout: a Checkout URL).
  await page.route('**/functions/v1/billing', async (route: Route) => {
    const body: unknown = route.request().postDataJSON();
    asked.push(body);
    const action = (body as { action?: string }).action;
    if (action === 'checkout') await route.fulfill({ json: { url: CHECKOUT_URL } });
    else await route.fulfill({ json: { plan: 'starter', status: null } });
  });
  // STAND-IN for Stripe's hosted page, which cannot be reached from here.
  await context.route('https://checkout.stripe.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Checkout stand-in</title>' }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await openSettings(page, email);
  const plan = page.getByRole('region', { name: 'Plan' });
  // A new team is on a Professional trial and buys nothing yet.
  await expect(plan).toContainText(`${company} is on Professional ($499/year).`);
  await expect(plan).toContainText(
    /Your Professional trial ends on .+; then your plan changes to Starter\./,
  );
  await expect(plan).not.toContainText('contact us');
  await expect(plan.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
  const upgrade = plan.getByRole('button', { name: 'Upgrade to Professional' });
  await expect(upgrade).toBeInViewport({ ratio: 0 });
  await expect(plan.getByRole('button', { name: 'Upgrade to Enterprise' })).toBeVisible();

  // Checkout opens in its own window (web: a new tab), never in the app's page.
  const popup = page.waitForEvent('popup');
  await upgrade.focus();
  await page.keyboard.press('Enter');
  await expect((await popup).waitForURL(CHECKOUT_URL)).resolves.toBeUndefined();
  expect(asked).toContainEqual({ action: 'checkout', plan: 'professional' });
  await expect(page).toHaveURL('/dashboard/settings');

  // Regaining focus reads the plan again.
  const syncs = () => asked.filter((body) => (body as { action: string }).action === 'sync').length;
  const before = syncs();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(syncs).toBe(before + 1);

  // Back from Checkout before Stripe's word: the redirect alone changes nothing.
  await page.goto('/dashboard/settings?checkout=success');
  await expect(plan).toContainText('Your payment is not confirmed yet.');
  await expect(plan).toContainText('then your plan changes to Starter.');

  // The webhook's sync (here: the same change_team_plan, as the service role) makes it Professional.
  const { data: me } = await client.from('users').select('team_id').single().throwOnError();
  await (
    await serviceClient()
  )
    .rpc('change_team_plan', {
      team: (me as { team_id: string }).team_id,
      new_plan: 'professional',
    })
    .throwOnError();
  await plan.getByRole('button', { name: 'Check again' }).click();
  await expect(plan.getByRole('status')).toHaveText(
    `Payment confirmed: ${company} is on Professional.`,
  );
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(plan).toContainText(`${company} is on Professional ($499/year).`);
  await expect(plan).not.toContainText('trial');
  await expect(plan.getByRole('button', { name: 'Upgrade to Professional' })).toHaveCount(0);
  await expect(plan.getByRole('button', { name: 'Upgrade to Enterprise' })).toBeVisible();
});
