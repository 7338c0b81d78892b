// The handler's side of a team hotline in the browser tests: signing in to Dashboard → Hotline,
// unlocking it with the passphrase and opening the first case.
import { expect, type Page } from '@playwright/test';
import { signIn } from './backend';

/** The passphrase of the hotlines the browser tests set up. */
export const PASSPHRASE = 'our hotline passphrase';

/** Signs in and opens the dashboard's Hotline section. */
export async function openHotline(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Hotline' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hotline' })).toBeVisible();
}

/** Unlocks the hotline with its passphrase and opens the first case; its message thread. */
export async function openFirstCase(page: Page) {
  await page.getByLabel('Hotline passphrase').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('The cases are unlocked in this window.')).toBeVisible();
  await page
    .getByRole('region', { name: 'Hotline cases' })
    .getByRole('link', { name: 'Case 1' })
    .click();
  return page.getByRole('list', { name: 'Messages with the reporter' });
}
