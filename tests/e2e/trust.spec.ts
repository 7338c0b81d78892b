// What a new user meets of the trust fixes (docs/threat-model.md #16, #17): the site works at any of its addresses,
// blank names are refused on the form, and an account whose sign-up details are missing is asked
// for them at its first sign-in instead of being stuck.
import { expect, test } from './support/fixtures';
import {
  PASSWORD,
  anonClient,
  baseUrl,
  linkFromMail,
  signIn,
  teamAdmin,
  uniqueEmail,
} from './support/backend';

test('the site works when opened at 127.0.0.1 instead of localhost: sign-up talks to its own origin', async ({
  page,
}) => {
  const origin = baseUrl().replace('localhost', '127.0.0.1');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).origin));
  const email = uniqueEmail('loopback');
  await page.goto(`${origin}/signup`);
  await page.getByLabel('Full Name').fill('Lou Loopback');
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Company Name').fill('Loopback Ltd');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Team Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account Created Successfully' })).toBeVisible();
  expect(new Set(requests)).toEqual(new Set([origin]));
});

test('names that are only spaces are refused on the sign-up and join forms', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('   ');
  await page.getByLabel('Work Email').fill(uniqueEmail('blank'));
  await page.getByLabel('Company Name').fill('Blank Co');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Team Account' }).click();
  // Said at the field, which gets focus (docs/product.md#validation).
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription(
    'Please enter your full name.',
  );
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await page.getByLabel('Full Name').fill('Bo Blank');
  await page.getByLabel('Company Name').fill(' \t ');
  await page.getByRole('button', { name: 'Create Team Account' }).click();
  await expect(page.getByLabel('Company Name')).toHaveAccessibleDescription(
    'Please enter your company name.',
  );

  const admin = await teamAdmin('Blank Join Co');
  await page.goto(`/team/${admin.inviteCode}`);
  await page.getByLabel('Full Name').fill('  ');
  await page.getByLabel('Work Email').fill(uniqueEmail('blank-join'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account & Join Team' }).click();
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription(
    'Please enter your full name.',
  );
});

/** An account confirmed through its emailed link whose sign-up carried `data`. */
async function confirmedWith(data: Record<string, string>) {
  const email = uniqueEmail('details');
  const client = await anonClient();
  const { error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  if (error) throw new Error(error.message);
  await fetch(await linkFromMail(email, /Confirm/), { redirect: 'manual' });
  return email;
}

test('a confirmed account without a name or team is asked for them at sign-in, then lands on its dashboard', async ({
  page,
}) => {
  const email = await confirmedWith({ full_name: '   ' });
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Finish Setting Up Your Account',
  );
  await page.getByLabel('Full Name').fill('Fin Finisher');
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByLabel('Company Name')).toHaveAccessibleDescription(
    'Please enter your company name.',
  );
  await page.getByLabel('Company Name').fill('Finish Line Ltd');
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Finish Line Ltd')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Fin Finisher' })).toBeVisible();
});

test('a member whose invite link was rotated before the first sign-in joins with the new link', async ({
  page,
}) => {
  const admin = await teamAdmin('Rotated Co');
  const email = await confirmedWith({ full_name: 'Rory Rotated', invite_code: admin.inviteCode });
  const { data: newCode } = await admin.client.rpc('rotate_invite_code').throwOnError();
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Finish Setting Up Your Account',
  );
  await expect(page.getByRole('alert')).toHaveText('Invalid invite link');
  await page.getByLabel('Full Name').fill('Rory Rotated');
  await page.getByLabel('Invite Link').fill(`${baseUrl()}/team/${newCode as string}`);
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page).toHaveURL('/library');
});
