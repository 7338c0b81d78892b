import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { serviceClient, signIn, teamAdmin, teamMember } from './support/backend';

/** Every signed-in route the build drew a shell for (`/dashboard`, `/library`, ...). */
function signedInShellRoutes(webRoot = 'dist/web'): string[] {
  return readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .filter((file) =>
      readFileSync(join(webRoot, file), 'utf8').includes('class="app-shell-preview"'),
    )
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
    .sort();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-in menu has every item and works with the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const label of [
      'Policy Templates',
      'Awareness Training',
      'Security Checklists',
      'Compliance Hotline',
      'Sign In',
      'Get Your Team Link',
    ]) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible();
    }
    // Focus moves into the menu; Escape closes it and returns focus to the button.
    await expect(menu.getByRole('link', { name: 'Policy Templates' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Awareness Training' }).click();
    await expect(page).toHaveURL('/training');
    await expect(menu).toBeHidden();
  });
});

test('on a phone the dashboard sections are one line that opens into the links', async ({
  page,
  browser,
}) => {
  // docs/navigation.md: "tabs on wide screens, a select or a menu on a phone".
  const admin = await teamAdmin();
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/evidence');
  await expect(page.locator('.page-skeleton, [aria-busy="true"]')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  const menu = nav.locator('summary');
  await expect(menu).toHaveText('Sections: Evidence');
  await expect(nav.getByRole('link')).toHaveCount(0);
  const closed = (await nav.boundingBox())!;
  expect(closed.height).toBeLessThanOrEqual(60);

  // The shell, painted before any script, has the same line in the same place: nothing moves.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const shell = await noScript.newPage();
  await shell.goto(page.url());
  const shellNav = shell.getByRole('navigation', { name: 'Dashboard sections' });
  await expect(shellNav.locator('summary')).toHaveText('Sections: Evidence');
  expect(await shellNav.boundingBox()).toEqual(closed);
  await noScript.close();

  // Opened with the keyboard; Escape closes it again.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Evidence' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link')).toHaveCount(12);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link')).toHaveCount(0);
  await expect(menu).toBeFocused();

  // Choosing a section goes there, closed again.
  await menu.click();
  await nav.getByRole('link', { name: 'Risks' }).click();
  await expect(page).toHaveURL('/dashboard/risks');
  await expect(page.getByRole('heading', { name: 'Risks', level: 1 })).toBeVisible();
  await expect(menu).toHaveText('Sections: Risks');
  await expect(nav.getByRole('link')).toHaveCount(0);
  expect((await nav.boundingBox())!.height).toBeLessThanOrEqual(60);

  // Wide, the tabs as they were, and no menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(nav.getByRole('link')).toHaveCount(12);
  await expect(nav.getByRole('link', { name: 'Risks' })).toHaveAttribute('aria-current', 'page');
});

test("no signed-in page is wider than a 320 px phone's screen", async ({ page }) => {
  // docs/product.md#general-behaviour: layouts that work on a phone, every page an admin opens.
  test.setTimeout(180_000);
  const routes = signedInShellRoutes();
  expect(routes.length).toBeGreaterThan(20);
  const admin = await teamAdmin();
  await signIn(page, admin.email);
  await expect(page).toHaveURL('/dashboard');
  await page.setViewportSize({ width: 320, height: 740 });
  for (const path of routes) {
    await page.goto(path);
    // The page itself, with its data: neither the shell's picture nor a skeleton is left.
    await expect(
      page.locator('.app-shell-preview, .page-skeleton, [aria-busy="true"]'),
    ).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} is wider than the screen`).toBe(0);
  }
});

test('the desktop navigation leads to each section', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  const sections: [label: string, path: string, heading: string][] = [
    ['Policy Templates', '/templates', 'Security Policy Templates'],
    ['Awareness Training', '/training', 'Security Awareness Training'],
    ['Security Checklists', '/checklists', 'Security Checklists'],
    ['Compliance Hotline', '/hotline', 'Confidential Reporting Hotline'],
  ];
  for (const [label, path, heading] of sections) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} · ComplyReady`);
  }
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps focus inside while open and gives it back to its button', async ({ page }) => {
    await page.goto('/templates');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const first = menu.getByRole('link', { name: 'Policy Templates' });
    const last = menu.getByRole('link', { name: 'Get Your Team Link' });
    await expect(first).toBeFocused();

    // Shift+Tab from the first item reaches the button, then wraps to the last item.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    // Tab from the last item wraps to the button, then the first item: never the page behind.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest('#mobile-menu') !== null ||
          document.activeElement?.classList.contains('menu-button'),
      );
      expect(inside).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('closes when the backdrop is clicked, in the app too', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    // In the app a followed link closes it as well.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Security Checklists' }).click();
    await expect(page).toHaveURL('/checklists');
    await expect(menu).toBeHidden();
  });
});

test.describe('editors and superadmins find the Video Manager in the navigation', () => {
  test('an editor, in the app and on public pages', async ({ page }) => {
    const admin = await teamAdmin();
    const editor = await teamMember(admin.inviteCode, 'Eda Editor');
    const service = await serviceClient();
    await service.from('users').update({ role: 'editor' }).eq('email', editor.email).throwOnError();

    await signIn(page, editor.email);
    await expect(page).toHaveURL('/library');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Video Manager' }).click();
    await expect(page).toHaveURL('/editor/videos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Metadata Manager');
    // A prerendered page shows the same links from the stored session.
    await page.goto('/pricing');
    await expect(nav.getByRole('link', { name: 'Video Manager' })).toHaveAttribute(
      'href',
      '/editor/videos',
    );
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('a superadmin, beside the Dashboard', async ({ page }) => {
    const admin = await teamAdmin();
    const service = await serviceClient();
    await service
      .from('users')
      .update({ role: 'superadmin' })
      .eq('email', admin.email)
      .throwOnError();
    await signIn(page, admin.email);
    await expect(page).toHaveURL('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Video Manager' })).toBeVisible();
  });

  test('a member sees neither', async ({ page }) => {
    const admin = await teamAdmin();
    const member = await teamMember(admin.inviteCode, 'Mia Member');
    await signIn(page, member.email);
    await expect(page).toHaveURL('/library');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Once the library shows, the navigation follows the confirmed session, not the hint.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Training Videos');
    await expect(nav.getByRole('link', { name: 'Video Manager' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });
});
