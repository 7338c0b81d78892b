// Two-factor sign-in (docs/product.md#two-factor-sign-in, docs/decisions.md TF1): setting up an
// authenticator from the shown secret, signing in with its code, and the set-up a team's
// requirement forces on an admin before anything else. Codes are computed from the secret with an
// RFC 6238 library, as an authenticator app would.
import { Secret, TOTP } from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, test, type Page } from './support/fixtures';
import {
  anonClient,
  baseUrl,
  linkFromMail,
  signIn,
  teamAdmin,
  teamMember,
} from './support/backend';

/**
 * The code an app shows for `secret`. The server accepts the next time step's code too, and each
 * code once: a second sign-in in the same 30 seconds uses the next one (`step: 1`) instead of
 * waiting for it.
 */
const codeOf = (secret: string, step = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + step * 30_000 });

/** Sets up an authenticator on the page that shows the set-up; returns its secret. */
async function setUpAuthenticator(page: Page, start: string): Promise<string> {
  await page.getByRole('button', { name: start }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = (
    await page.getByLabel("Can't scan it? Enter this secret key in the app:").innerText()
  ).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const field = page.getByLabel('Authentication code');
  await expect(page.getByRole('timer')).toHaveText(
    /^The code your app shows now is valid for \d+ more seconds?\.$/,
  );
  // A code pasted with a space arrives as its six digits.
  await field.click();
  const code = codeOf(secret);
  await page.keyboard.insertText(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(field).toHaveValue(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  return secret;
}

/** Sets up and confirms an authenticator through the API, as the account's own app would. */
async function enrolThroughApi(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: codeOf(data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return data.totp.secret;
}

test('sets up an authenticator on the account page, then signs in with a code from it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Tess Totp');
  await signIn(page, member.email);
  await expect(page).toHaveURL('/library');
  await page.getByRole('link', { name: 'Account' }).click();
  const section = page.getByRole('region', { name: 'Two-Factor Sign-In' });
  await expect(section).toContainText('Two-factor sign-in is off.');

  // A wrong code is refused with a message tied to the field.
  await section.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  const abandoned = (
    await page.getByLabel("Can't scan it? Enter this secret key in the app:").innerText()
  ).replace(/\s/g, '');
  const wrong = String((Number(codeOf(abandoned)) + 500_000) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Authentication code').fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByLabel('Authentication code')).toHaveAccessibleDescription(
    /That code did not work\. Enter the code your authenticator app shows now\./,
  );
  await page.getByRole('button', { name: 'Cancel' }).click();

  const secret = await setUpAuthenticator(page, 'Set Up Authenticator App');
  await expect(
    section.getByText(
      'Two-factor sign-in is on. From now on, signing in asks for a code from your app.',
    ),
  ).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveText(
    /^Authenticator app · added \d{4}-\d\d-\d\dRemove$/,
  );

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signed-out');
  // The stored session goes once the server has answered the sign-out.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sb-auth-token'))).toBeNull();

  // The password alone leads to the code, also after a reload and from a signed-in page.
  await signIn(page, member.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Your Code' })).toBeVisible();
  const field = page.getByLabel('Authentication code');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await page.goto('/library');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Flibrary/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Your Code' })).toBeVisible();
  await page.getByLabel('Authentication code').click();
  await page.keyboard.insertText(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/library');
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
});

test('an admin of a team that requires two-factor sets it up before anything else', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const owner = await teamAdmin();
  await enrolThroughApi(owner.client);
  await owner.client.rpc('set_team_two_factor', { required: true }).throwOnError();
  const backup = await teamMember(owner.inviteCode, 'Bea Backup');
  const { data: profile } = await backup.client.from('users').select('id').single().throwOnError();
  await owner.client
    .rpc('set_member_role', { member: (profile as { id: string }).id, new_role: 'admin' })
    .throwOnError();

  await signIn(page, backup.email);
  await expect(page).toHaveURL('/dashboard');
  const heading = page.getByRole('heading', { level: 1, name: 'Set Up Two-Factor Sign-In' });
  await expect(heading).toBeVisible();
  await expect(
    page.getByText(
      'Your team requires two-factor sign-in for admins and hotline handlers. Set up an authenticator app to continue.',
    ),
  ).toBeVisible();
  // Every other signed-in page asks the same first.
  await page.goto('/dashboard/activity');
  await expect(heading).toBeVisible();

  await setUpAuthenticator(page, 'Set Up Authenticator App');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

  // At aal2 now, the new admin manages the setting and the members' two-factor sign-in.
  await page.goto('/dashboard/settings');
  const setting = page.getByLabel('Require two-factor for admins and hotline handlers');
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect(page.getByText('Two-factor sign-in is no longer required.')).toBeVisible();
  await page.goto('/dashboard/members');
  const ada = page.getByRole('row', { name: /Ada Admin/ });
  await expect(ada.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Two-Factor Ada Admin', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset Two-Factor' }).click();
  await expect(page.getByText('Two-factor sign-in of Ada Admin is reset.')).toBeVisible();
  await expect(ada.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();
});

test('a reset link asks for the code before the new password of an account with an authenticator', async ({
  page,
}) => {
  const admin = await teamAdmin();
  const secret = await enrolThroughApi(admin.client);
  const { error } = await (
    await anonClient()
  ).auth.resetPasswordForEmail(admin.email, {
    redirectTo: `${baseUrl()}/reset-password`,
  });
  if (error) throw error;
  await page.goto(await linkFromMail(admin.email, /Reset/));
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Your Code' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-secret-2');
  await page.getByLabel('Confirm New Password').fill('brand-new-secret-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByText('Password updated successfully! Please sign in with your new password.'),
  ).toBeVisible();
});

test('recovery codes: made on the account page, one signs in after the phone is lost', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Rory Recovery');
  const { data: factor, error } = await member.client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const usedCode = codeOf(factor.totp.secret);
  await member.client.auth.mfa
    .challengeAndVerify({ factorId: factor.id, code: usedCode })
    .then(({ error: refused }) => {
      if (refused) throw refused;
    });

  // The code just used (its step stays "used" for the 60 s the server accepts it) says to wait.
  await signIn(page, member.email);
  await page.getByLabel('Authentication code').fill(usedCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('Authentication code')).toHaveAccessibleDescription(
    /That code was just used\. Wait for the next code in your authenticator app\./,
  );
  await page.getByLabel('Authentication code').fill(codeOf(factor.totp.secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/library');

  await page.getByRole('link', { name: 'Account' }).click();
  const section = page.getByRole('region', { name: 'Two-Factor Sign-In' });
  await expect(section.getByText('You have no recovery codes.', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Create Recovery Codes' }).click();
  const list = section.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  await section.getByRole('button', { name: 'I Saved Them' }).click();
  await expect(list).toHaveCount(0);
  await expect(section.getByText(/You have 10 unused recovery codes\./)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Create New Recovery Codes' })).toBeVisible();

  // The phone is lost: the password and a recovery code sign in.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signed-out');
  // The stored session goes once the server has answered; signing in before that finds it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sb-auth-token'))).toBeNull();
  await signIn(page, member.email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Use a Recovery Code' })).toBeVisible();
  const field = page.getByLabel('Recovery code');
  await field.fill('aaaa-bbbb-cccc-dddd');
  await page.getByRole('button', { name: 'Use Recovery Code' }).click();
  await expect(field).toHaveAccessibleDescription(
    'That recovery code did not work. Check it, or use another of your codes.',
  );
  await field.fill(codes[0]!.trim());
  await page.getByRole('button', { name: 'Use Recovery Code' }).click();
  await expect(page).toHaveURL('/account');
  await expect(section).toContainText('Two-factor sign-in is off.');
  await expect(section.getByRole('button', { name: 'Set Up Authenticator App' })).toBeVisible();
});
