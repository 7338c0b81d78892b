import { attachMobileMenu } from '../navigation/mobile-menu';
import { readRoleHint } from '../session/role-hint';
import type { Role } from '../session/session-types';
import { AUTH_STORAGE_KEY, hasStoredSession } from '../lib/supabase';

/**
 * The site header of a prerendered page, without React: the mobile menu; for a visitor with a
 * stored session the signed-in links of their last role at once (the header prerenders them as
 * templates), then of the role the confirmed session has (docs/product.md#navigation); and Sign
 * Out, which ends the session and shows the signed-out page.
 */
export function enhanceSiteHeader(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  attachMobileMenu(header);
  header.addEventListener('click', (event) => void signOutFrom(event));
  void showStoredSession(header);
}

/** Shows the links of a role, or the signed-out links for `null`, in every navigation. */
function linksSwitcher(header: HTMLElement) {
  const navs = [...header.querySelectorAll('nav')];
  const signedOutLists = navs.map((nav) => nav.querySelector('.nav-links')?.cloneNode(true));
  return (role: Role | null) => {
    navs.forEach((nav, index) => {
      const list = role
        ? header.querySelector<HTMLTemplateElement>(`template[data-signed-in-nav="${role}"]`)
            ?.content.firstElementChild
        : signedOutLists[index];
      if (list) nav.querySelector('.nav-links')?.replaceWith(list.cloneNode(true));
    });
  };
}

async function showStoredSession(header: HTMLElement) {
  if (!(await hasStoredSession())) return;
  const showLinksOf = linksSwitcher(header);
  // Signed out in another tab: the stored session is gone.
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY && event.newValue === null) showLinksOf(null);
  });
  const hinted = await readRoleHint();
  if (hinted) showLinksOf(hinted);
  try {
    const { restoreSession } = await import('../session/session-lifecycle');
    const restored = await restoreSession();
    // The server failed to answer: as offline, the links of the last sign-in stay.
    if (restored.status === 'unavailable') return;
    showLinksOf(restored.status === 'signed-in' ? restored.profile.role : null);
  } catch {
    // Unconfirmed (offline): the links of the last sign-in stay; the app checks on arrival.
  }
}

async function signOutFrom(event: MouseEvent) {
  const button =
    event.target instanceof Element
      ? event.target.closest<HTMLButtonElement>('button[data-sign-out]')
      : null;
  if (!button) return;
  button.disabled = true;
  try {
    const { endSession } = await import('../session/session-lifecycle');
    await endSession();
  } catch {
    // As in the app, the signed-out page shows either way.
  }
  window.location.assign('/signed-out');
}
