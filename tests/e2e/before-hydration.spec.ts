// A prerendered page shows its forms before the app's code has arrived (on a slow network, for a
// second or more). What a visitor types in that time survives hydration and is what gets sent.
// Plain Playwright here: the shared fixture's goto would wait for the app this test holds back.
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, teamAdmin } from './support/backend';

/** Holds the page's script (its islands entry) back until the returned function is called. */
async function holdTheApp(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/islands-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return async function letTheAppIn() {
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  };
}

test('sign-in details typed before the app has loaded are kept and used', async ({ page }) => {
  const admin = await teamAdmin();
  const letTheAppIn = await holdTheApp(page);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(PASSWORD);
  // Not sendable yet: a native submit would put the fields in the address.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();

  await letTheAppIn();
  await expect(page.getByLabel('Email')).toHaveValue(admin.email);
  await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a hotline report started before the app has loaded keeps its text and its choices', async ({
  page,
}) => {
  const letTheAppIn = await holdTheApp(page);
  await page.goto('/hotline');
  await page.getByLabel('Subject').fill('Shared admin password');
  await page.getByLabel('Message').fill('It is pinned in the #general channel.');
  await page.getByLabel('Submit anonymously').uncheck();

  await letTheAppIn();
  await expect(page.getByLabel('Subject')).toHaveValue('Shared admin password');
  await expect(page.getByLabel('Message')).toHaveValue('It is pinned in the #general channel.');
  await expect(page.getByLabel('Submit anonymously')).not.toBeChecked();
  // The page's state followed the box: the named report's fields are shown.
  await expect(page.getByLabel('Name')).toBeVisible();
});
