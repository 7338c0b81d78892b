// Settings → Plan (docs/product.md "Team settings", docs/decisions.md P1). The test server runs
// without Stripe's secrets, so the billing function answers that billing is not set up: the page
// keeps the operator's text. The enabled state is shown with a STAND-IN for /functions/v1/billing (Playwright route
// interception, labelled below); the real handler is tested in src/backend/billing.test.ts. The
// team's billing state itself comes from the real database (public.team_billing()).
import type { Route } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures';
import {
  PASSWORD,
  linkFromMail,
  serviceClient,
  signIn,
  teamAdmin,
  uniqueEmail,
} from './support/backend';

const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_standin';

async function openSettings(page: Page, email: string, path = '/dashboard/settings') {
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Plan', level: 2 })).toBeVisible();
}

test('without billing, Settings keeps the operator text, shows no billing buttons and logs no error', async ({
  page,
}) => {
  const { email, company } = await teamAdmin();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const asked = page.waitForResponse('**/functions/v1/billing');
  await openSettings(page, email);
  // An answer the page reads, not a failed request the browser logs.
  expect((await asked).status()).toBe(200);
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan).toContainText(`${company} is on`);
  await expect(plan).toContainText('To change your plan, contact us.');
  await expect(plan.getByRole('button')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  // "contact us" is Help's form to support, which knows the team and who asks.
  await plan.getByRole('link', { name: 'contact us' }).click();
  await expect(page).toHaveURL('/help?subject=Change%20of%20plan');
  const request = page.getByRole('form', { name: 'Write to support' });
  await expect(request.getByLabel('Subject')).toHaveValue('Change of plan');
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
  // On a phone the button is whole on screen once scrolled to, never cut off at the side.
  await upgrade.scrollIntoViewIfNeeded();
  await expect(upgrade).toBeInViewport({ ratio: 1 });
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

test('without billing, Pricing says our team sets up paid plans and Get Started opens the contact form', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const professional = page.getByRole('article', { name: 'Professional' });
  await expect(professional.getByText('Online payment is not set up here')).toBeVisible();
  await expect(
    professional.getByRole('link', { name: 'Get Started with Professional' }),
  ).toHaveAttribute('href', '/contact?subject=Professional%20plan');
  // Starter is free: it signs up either way, with no note.
  const starter = page.getByRole('article', { name: 'Starter' });
  await expect(starter.getByRole('link', { name: 'Get Started with Starter' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(starter.getByText('Online payment is not set up here')).toHaveCount(0);
});

test('Pricing → sign-up → confirm → sign in → checkout (stand-in) → Settings shows Professional', async ({
  page,
  context,
}) => {
  const asked: unknown[] = [];
  let paid = false;
  // STAND-IN for the billing function, which the test server runs without (no Stripe here): it
  // sells both plans (GET), answers a sync with the plan the database holds, and a checkout with
  // Stripe's hosted page. src/backend/billing.test.ts tests the real handler against Stripe's SDK.
  await context.route('**/functions/v1/billing', async (route: Route) => {
    if (route.request().method() === 'GET') {
      await route.fulfill({ json: { plans: ['enterprise', 'professional'] } });
      return;
    }
    const body = route.request().postDataJSON() as { action?: string };
    asked.push(body);
    if (body.action === 'checkout') await route.fulfill({ json: { url: CHECKOUT_URL } });
    else await route.fulfill({ json: { plan: paid ? 'professional' : 'starter', status: null } });
  });
  // STAND-IN for Stripe's hosted Checkout page, which cannot be reached from here.
  await context.route('https://checkout.stripe.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Checkout stand-in</title>' }),
  );

  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const professional = page.getByRole('article', { name: 'Professional' });
  await expect(professional.getByText('Online payment is not set up here')).toBeHidden();
  await professional.getByRole('link', { name: 'Get Started with Professional' }).click();
  await expect(page).toHaveURL('/signup?plan=professional');

  const email = uniqueEmail('buyer');
  const company = `Buyer Co ${email.slice(6, 12)}`;
  await page.getByLabel('Full Name').fill('Bea Buyer');
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Company Name').fill(company);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Team Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account Created Successfully' })).toBeVisible();

  // The confirmation email leads to sign-in, and sign-in on to buying the plan.
  await page.goto(await linkFromMail(email, /Confirm/));
  await expect(page.getByText('Your email is confirmed. Please sign in.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard/settings?buy=professional');

  const plan = page.getByRole('region', { name: 'Plan' });
  const offer = plan.getByRole('region', { name: 'Buy Professional' });
  await expect(offer).toContainText('You chose Professional ($499/year).');
  const popup = page.waitForEvent('popup');
  await offer.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect((await popup).waitForURL(CHECKOUT_URL)).resolves.toBeUndefined();
  expect(asked).toContainEqual({ action: 'checkout', plan: 'professional' });

  // Stripe's event arrives: the webhook's sync moves the team (as the service role does).
  const service = await serviceClient();
  const { data: team } = await service
    .from('teams')
    .select('id')
    .eq('name', company)
    .single()
    .throwOnError();
  await service
    .rpc('change_team_plan', { team: (team as { id: string }).id, new_plan: 'professional' })
    .throwOnError();
  paid = true;

  await page.goto('/dashboard/settings?checkout=success');
  await expect(plan.getByRole('status')).toHaveText(
    `Payment confirmed: ${company} is on Professional.`,
  );
  await expect(plan).toContainText(`${company} is on Professional ($499/year).`);
  await expect(plan).not.toContainText('trial');
});

test('a paying admin asks for a refund: confirmed in a dialog, then Starter with the amount said', async ({
  page,
}) => {
  const { email, company, client } = await teamAdmin();
  const { data: me } = await client.from('users').select('team_id').single().throwOnError();
  const team = (me as { team_id: string }).team_id;
  const service = await serviceClient();
  // The team pays for Professional: its subscription as the webhook's sync stores it.
  const subscription = (status: string, plan: string) =>
    service
      .rpc('apply_stripe_subscription', {
        team,
        customer: 'cus_e2e',
        subscription: 'sub_e2e',
        subscription_status: status,
        price: 'price_pro',
        entitled_plan: plan,
        period_end: '2027-11-27T00:00:00Z',
        cancels_at_period_end: false,
      })
      .throwOnError();
  await subscription('active', 'professional');
  // STAND-IN for the billing function (no Stripe here): sync answers the stored plan; refund does
  // what the real handler does once Stripe has refunded and cancelled — the sync moves the team.
  await page.route('**/functions/v1/billing', async (route: Route) => {
    const body = route.request().postDataJSON() as { action?: string };
    if (body.action === 'refund') {
      await subscription('canceled', 'starter');
      await route.fulfill({ json: { plan: 'starter', refunded: 49_900, currency: 'usd' } });
    } else {
      await route.fulfill({ json: { plan: 'professional', status: 'active' } });
    }
  });
  await openSettings(page, email);
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan).toContainText(`${company} is on Professional ($499/year).`);
  await plan.getByRole('button', { name: 'Ask for a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund and move to Starter?' });
  await expect(dialog).toContainText('Stripe refunds your payments in full');
  await dialog.getByRole('button', { name: 'Refund and move to Starter' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan).toContainText(
    `Refunded $499.00. ${company} is on Starter now; nothing was deleted.`,
  );
  await expect(plan).toContainText(`${company} is on Starter (Free).`);
  await expect(plan.getByRole('button', { name: 'Ask for a refund' })).toHaveCount(0);
});
