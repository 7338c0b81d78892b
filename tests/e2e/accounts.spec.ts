import { expect, test, type Page } from './support/fixtures';
import {
  PASSWORD,
  anonClient,
  baseUrl,
  confirmedAccount,
  linkFromMail,
  serviceClient,
  signIn,
  teamAdmin,
  teamMember,
  uniqueEmail,
} from './support/backend';

test('an admin signs up, confirms by email, signs in and lands on the team dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('admin');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Team');
  await page.getByLabel('Full Name').fill('Olive Owner');
  await page.getByLabel('Work Email').fill(`  ${email} `);
  await page.getByLabel('Company Name').fill('Orchard Security');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Team Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account Created Successfully' })).toBeVisible();
  await expect(page.getByText('Please check your email for a confirmation link.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingSignup'))).toContain(
    'Orchard Security',
  );

  // The emailed link: /signin with the outcome in the fragment. Its first render agrees with
  // the prerendered page, so nothing is logged (no hydration error, React #418).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(await linkFromMail(email, /Confirm/));
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Your email is confirmed. Please sign in.')).toBeVisible();
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Dashboard');
  // One plural rule for every count: "1 member", never "1 members".
  await expect(
    page.getByText(/^Orchard Security · 1 member · \d+ published videos?$/),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Olive Owner' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingSignup'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('sb-auth-token'))).toContain(
    'access_token',
  );

  // docs/decisions.md F2: every sign-in stamps last_seen_at, the first one (which made the
  // profile) too, and so does every visit that restores the stored session.
  const service = await serviceClient();
  const lastSeen = async () => {
    const { data } = await service
      .from('users')
      .select('last_seen_at')
      .eq('email', email)
      .single()
      .throwOnError();
    return (data as { last_seen_at: string | null }).last_seen_at;
  };
  await expect.poll(lastSeen).not.toBeNull();
  const longAgo = '2026-01-01T00:00:00+00:00';
  await service.from('users').update({ last_seen_at: longAgo }).eq('email', email).throwOnError();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Dashboard');
  await expect
    .poll(async () => Date.parse((await lastSeen()) ?? ''))
    .toBeGreaterThan(Date.parse(longAgo));

  // docs/decisions.md P1: the new team's 14-day Professional trial, told to its admin on the
  // dashboard in whole days left, rounded up, with the way to Settings → Plan.
  const trial = page.getByRole('region', { name: 'Trial' });
  await expect(trial).toHaveText('Professional trial: 14 days left. Choose a plan');
  // It came with the page, from the stored session's load: nothing painted moved
  // (docs/architecture.md#performance-goals).
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifted).toBeLessThanOrEqual(0.02);
  // Another dashboard page reads the team's row the shell already holds: no second request.
  const teamReads: string[] = [];
  page.on('request', (request) => {
    if (/\/rest\/v1\/teams\?.*trial_ends_at/.test(request.url())) teamReads.push(request.url());
  });
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: 'Checklists' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checklists');
  await expect(trial).toHaveText('Professional trial: 14 days left. Choose a plan');
  expect(teamReads).toEqual([]);
  // On a 320 px phone it wraps within the screen, and its link opens Settings → Plan.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await trial.getByRole('link', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(page.getByRole('region', { name: 'Plan' })).toContainText(
    /is on Professional \(trial until .+, then Starter\)/,
  );
});

test('a member joins through the invite link and appears on the admin dashboard', async ({
  page,
  browser,
}) => {
  // The whole join: two accounts, a confirmation email and three sign-ins (17 s of two busy workers).
  test.setTimeout(60_000);
  const admin = await teamAdmin('Join Me Inc');
  const email = uniqueEmail('joiner');
  await page.goto(`/team/${admin.inviteCode}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Join Me Inc');
  await page.getByLabel('Full Name').fill('Jo Joiner');
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account & Join Team' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await page.goto(await linkFromMail(email, /Confirm/));
  await signIn(page, email);
  await expect(page).toHaveURL('/library');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Training Videos');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveCount(0);

  // A signed-in visitor on a join link goes to the library.
  await page.goto(`/team/${admin.inviteCode}`);
  await expect(page).toHaveURL('/library');

  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin.email);
  await expect(adminPage).toHaveURL('/dashboard');
  await expect(adminPage.getByRole('cell', { name: 'Jo Joiner' })).toBeVisible();
  await expect(adminPage.getByRole('cell', { name: email })).toBeVisible();
});

test('a rotated invite link stops working and the new one works', async ({ page }) => {
  const admin = await teamAdmin('Rotator');
  await signIn(page, admin.email);
  const linkBox = page.getByRole('textbox', { name: 'Team invite link' });
  await expect(linkBox).toHaveValue(new RegExp(`/team/${admin.inviteCode}$`));
  const rotate = page.getByRole('button', { name: /Create a new link/ });

  // Asked first, saying what happens to the old link; Cancel and Escape keep it.
  await rotate.click();
  const dialog = page.getByRole('dialog', { name: 'Create a new invite link?' });
  await expect(dialog).toHaveAccessibleDescription(
    'The current link stops working at once. Anyone who has not joined yet will need the new link.',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rotate).toBeFocused();
  await rotate.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(linkBox).toHaveValue(new RegExp(`/team/${admin.inviteCode}$`));

  await rotate.click();
  await dialog.getByRole('button', { name: 'Create New Link' }).click();
  await expect(
    page.getByText('A new invite link is ready. The previous link no longer works.'),
  ).toBeVisible();
  await expect(rotate).toBeFocused();
  const newLink = await linkBox.inputValue();
  expect(newLink).not.toContain(admin.inviteCode);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto(`/team/${admin.inviteCode}`);
  await expect(visitor.getByText('Team not found')).toBeVisible();
  await visitor.goto(newLink);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Join Rotator');
});

test.describe('validation messages and the error catalogue', () => {
  test('sign-up: short password, mismatch; an existing address reveals nothing and its owner is told by email', async ({
    page,
  }) => {
    const existing = await confirmedAccount({ full_name: 'Existing', company_name: 'Existing Co' });
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Someone');
    await page.getByLabel('Work Email').fill(uniqueEmail('short'));
    await page.getByLabel('Company Name').fill('Co');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Create Team Account' }).click();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm Password').fill('long-enough-2');
    await page.getByRole('button', { name: 'Create Team Account' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();

    // The page reads as for a new address (docs/decisions.md S2); the owner gets an email.
    await page.getByLabel('Work Email').fill(existing);
    await page.getByLabel('Confirm Password').fill('long-enough-1');
    await page.getByRole('button', { name: 'Create Team Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account Created Successfully' })).toBeVisible();
    expect(await linkFromMail(existing, /You already have a ComplyReady account/)).toMatch(
      /\/signin$/,
    );
  });

  test('join: short password, mismatch, an existing address, unknown invite', async ({ page }) => {
    const admin = await teamAdmin('Validators');
    await page.goto(`/team/${admin.inviteCode}`);
    await page.getByLabel('Full Name').fill('Val');
    await page.getByLabel('Work Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('1234567');
    await page.getByLabel('Confirm Password').fill('1234567');
    await page.getByRole('button', { name: 'Create Account & Join Team' }).click();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('12345678');
    await page.getByRole('button', { name: 'Create Account & Join Team' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('12345678');
    await page.getByRole('button', { name: 'Create Account & Join Team' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await linkFromMail(admin.email, /You already have a ComplyReady account/);

    await page.goto('/team/not-a-real-invite-code');
    await expect(page.getByText('Team not found')).toBeVisible();
  });

  test('sign-in: wrong password and unconfirmed email', async ({ page }) => {
    const admin = await teamAdmin();
    await signIn(page, admin.email, 'wrong-password');
    await expect(page.getByText('Invalid email or password.')).toBeVisible();

    const unconfirmed = uniqueEmail('unconfirmed');
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Una');
    await page.getByLabel('Work Email').fill(unconfirmed);
    await page.getByLabel('Company Name').fill('Unconfirmed Co');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Team Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account Created Successfully' })).toBeVisible();
    await signIn(page, unconfirmed);
    await expect(
      page.getByText('Please check your email to confirm your account before signing in.'),
    ).toBeVisible();
  });

  test('reset: empty email, link without tokens, used link', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send Password Reset Link' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');

    await page.goto('/reset-password');
    await expect(
      page.getByText('Invalid or expired password reset link. Please request a new one.'),
    ).toBeVisible();
    await page.goto('/reset-password#access_token=only-one-token');
    await expect(
      page.getByText('Invalid or expired password reset link. Please request a new one.'),
    ).toBeVisible();
  });
});

test('password reset end to end; the link works once', async ({ page }) => {
  const admin = await teamAdmin();
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send Password Reset Link' }).click();
  await expect(
    page.getByText(
      "If an account exists with this email, you'll receive a password reset link shortly. Please check your email.",
    ),
  ).toBeVisible();

  const link = await linkFromMail(admin.email, /Reset/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-secret-1');
  await page.getByLabel('Confirm New Password').fill('brand-new-secret-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByText('Password updated successfully! Please sign in with your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/signin', { timeout: 5000 });
  await expect(
    page.getByText('Password updated successfully! Please sign in with your new password.'),
  ).toBeVisible();

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill('brand-new-secret-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');

  // The same link a second time no longer works.
  const other = await (await page.context().browser()!.newContext()).newPage();
  await other.goto(link);
  await expect(
    other.getByText('Invalid or expired password reset link. Please request a new one.'),
  ).toBeVisible();
});

test('a reset link for another account asks before it replaces the session (docs/threat-model.md #86)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const [victim, sender, other] = await Promise.all([teamAdmin(), teamAdmin(), teamAdmin()]);
  const resetLink = async (email: string) => {
    const { error } = await (
      await anonClient()
    ).auth.resetPasswordForEmail(email, { redirectTo: `${baseUrl()}/reset-password` });
    if (error) throw error;
    return linkFromMail(email, /Reset/);
  };
  const storedEmail = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('sb-auth-token') ?? 'null') as { user: { email: string } })
          ?.user.email,
    );
  await signIn(page, victim.email);
  await expect(page).toHaveURL('/dashboard');

  // Someone sends the signed-in person a link for their own account: it does not sign them in.
  await page.goto(await resetLink(sender.email));
  await expect(
    page.getByText(
      `You are signed in as ${victim.email}. This link sets a new password for ${sender.email}.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL('/library');
  expect(await storedEmail()).toBe(victim.email);

  // Asked for by someone who means it: signed out first, then the link's account.
  await page.goto(await resetLink(other.email));
  await page.getByRole('button', { name: 'Sign out and continue' }).click();
  await expect(page.getByText(`For ${other.email}.`)).toBeVisible();
  expect(await storedEmail()).toBe(other.email);
});

test('sign-out clears the session and shows the signed-out page', async ({ page }) => {
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL('/signed-out');
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  // The signed-out page ends the session; the stored session goes once the server has answered.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sb-auth-token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard$/);
});

test.describe('guards and return paths', () => {
  test('a signed-out visitor is sent to sign in and brought back', async ({ page }) => {
    const admin = await teamAdmin();
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/signin?redirect=%2Fdashboard');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a member who asks for the dashboard lands in the library', async ({ page }) => {
    const admin = await teamAdmin();
    const member = await teamMember(admin.inviteCode, 'Mo Member');
    await signIn(page, member.email, PASSWORD, '/signin?redirect=%2Fdashboard');
    await expect(page).toHaveURL('/library');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/library');
  });

  for (const attempt of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    test(`the return path ${attempt} lands on the role's home`, async ({ page }) => {
      const admin = await teamAdmin();
      await signIn(page, admin.email, PASSWORD, `/signin?redirect=${encodeURIComponent(attempt)}`);
      await expect(page).toHaveURL(`${new URL(page.url()).origin}/dashboard`);
    });
  }
});

test('the navigation shows the signed-in links from the stored session before supabase-js loads', async ({
  page,
}) => {
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  // Hold supabase-js back: the navigation must not wait for it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('auth/v1')) await held;
    await route.fulfill({ response });
  });
  await page.goto('/pricing');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  release();
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('a server failure while the account loads', () => {
  const PROFILE = /\/rest\/v1\/users\?/;
  const failProfile = (page: Page) =>
    page.route(PROFILE, (route) =>
      route.fulfill({
        // 500: supabase-js retries a 503 for about 7 s before it reports it.
        status: 500,
        contentType: 'application/json',
        body: '{"code":"XX000","message":"internal error"}',
      }),
    );

  test('keeps the session and offers Retry and Sign Out, when the app opens and at sign-in', async ({
    page,
    browser,
  }) => {
    const admin = await teamAdmin('Flaky Server Co');
    await signIn(page, admin.email);
    await expect(page).toHaveURL('/dashboard');

    // Opening the app while the server fails: not signed out, not sent to sign in.
    await failProfile(page);
    await page.reload();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('We could not load your account');
    await expect(
      page.getByText('You are still signed in. Please try again in a moment.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.click();
    await expect(heading).toHaveText('We could not load your account');
    await expect(retry).toBeEnabled();
    // The server is back: Retry shows the page that was asked for.
    await page.unroute(PROFILE);
    await retry.click();
    await expect(heading).toHaveText('Team Dashboard');

    // Sign Out from there ends the session.
    await failProfile(page);
    await page.goto('/library');
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/signed-out');
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sb-auth-token'))).toBeNull();

    // Signing in while the server fails to give the profile: the same screen, then Retry.
    const fresh = await (await browser.newContext()).newPage();
    await failProfile(fresh);
    await signIn(fresh, admin.email);
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(
      'We could not load your account',
    );
    await expect(fresh.getByRole('alert')).toHaveCount(0);
    await fresh.unroute(PROFILE);
    await fresh.getByRole('button', { name: 'Retry' }).click();
    await expect(fresh).toHaveURL('/dashboard');
    await fresh.context().close();
  });
});
