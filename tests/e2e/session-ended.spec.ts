// A session the server ended under an open page (docs/product.md#general-behaviour): the page
// learns it from a refused REST request and from supabase-js itself (GET /user answering
// session_not_found), in either order; the sign-in page says why whichever comes first or last. A
// sign-out by the user, here or in another tab, says nothing of the kind.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn, teamAdmin, teamMember } from './support/backend';

const ENDED = 'Your session has ended. Please sign in again.';

/** A member signed in on `page`, and a way for their admin to deactivate them. */
async function signedInMember(page: Page) {
  const admin = await teamAdmin();
  const member = await teamMember(admin.inviteCode, 'Lee Leaver');
  const { data: profile } = await member.client.from('users').select('id').single().throwOnError();
  await signIn(page, member.email);
  await expect(page).toHaveURL('/library');
  // Signed in, the app running (not only the page's prerendered shell), and every request of the
  // library answered: none of them can find the end first.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Security Training Videos' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  return {
    deactivate: () =>
      admin.client
        .rpc('deactivate_member', { member: (profile as { id: string }).id })
        .throwOnError(),
  };
}

/** Counts supabase-js's SIGNED_OUT events in the page (it tells its other tabs on this channel). */
async function countSignOuts(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { signOuts: number };
    state.signOuts = 0;
    new BroadcastChannel('sb-auth-token').addEventListener('message', (event) => {
      if ((event.data as { event?: string }).event === 'SIGNED_OUT') state.signOuts += 1;
    });
  });
  return () => page.evaluate(() => (window as unknown as { signOuts: number }).signOuts);
}

/** Lets the page run what it has queued: the event's handler and React's render. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));

const isUserRequest = (url: string) => new URL(url).pathname === '/auth/v1/user';

test('supabase-js finds the end first (GET /user before the refused REST request): the notice shows', async ({
  page,
}) => {
  const member = await signedInMember(page);
  await member.deactivate();
  // The Account page asks GET /user (its authenticators) and the REST API at once; the REST
  // answers wait until the page has GET /user's refusal.
  const userRefused = page.waitForResponse((response) => isUserRequest(response.url()));
  await page.route('**/rest/v1/**', async (route) => {
    await userRefused;
    // The page may have left and dropped the request meanwhile.
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('link', { name: 'Account' }).click();
  expect((await userRefused).status()).toBe(403);
  await expect(page).toHaveURL('/signin?redirect=%2Faccount');
  await expect(page.getByText(ENDED)).toBeVisible();
});

test('supabase-js finds the end last (GET /user after the refused REST request ended it): the notice stays', async ({
  page,
}) => {
  const member = await signedInMember(page);
  const signOuts = await countSignOuts(page);
  await member.deactivate();
  // GET /user is answered only once the refused REST request has ended the session here.
  const notice = page.getByText(ENDED);
  let releaseUser!: () => void;
  const userReleased = new Promise<void>((resolve) => (releaseUser = resolve));
  await page.route('**/auth/v1/user', async (route) => {
    await userReleased;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/signin?redirect=%2Faccount');
  await expect(notice).toBeVisible();
  const before = await signOuts();

  const userRefused = page.waitForResponse((response) => isUserRequest(response.url()));
  releaseUser();
  expect((await userRefused).status()).toBe(403);
  // supabase-js drops the session again and says SIGNED_OUT once more.
  await expect.poll(signOuts).toBeGreaterThan(before);
  await settle(page);
  await expect(notice).toBeVisible();
});

test('a sign-out in another tab shows sign-in there without the notice', async ({ page }) => {
  await signedInMember(page);
  const other = await page.context().newPage();
  await other.goto('/account');
  await expect(other.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL('/signed-out');
  await expect(other).toHaveURL('/signin?redirect=%2Faccount');
  await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await settle(other);
  await expect(other.getByText(ENDED)).toHaveCount(0);
});
