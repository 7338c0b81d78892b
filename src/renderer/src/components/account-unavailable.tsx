import { useEffect, useRef, useState } from 'react';
import { usePageNavigation } from '../navigation/navigation';
import { useSession } from '../session/session';
import { endSession } from '../session/session-lifecycle';
import { AuthCard } from './auth-layout';

/**
 * docs/product.md#first-sign-in: the server failed to give a signed-in account its profile. The
 * session stays; the person may try again or sign out, and is never shown as signed out.
 */
export function AccountUnavailable() {
  const { retry } = useSession();
  const { go } = usePageNavigation();
  const [busy, setBusy] = useState<'retry' | 'sign-out' | null>(null);
  const screen = useRef<HTMLDivElement>(null);

  // The screen replaces what was there: a screen reader hears it, a keyboard starts from it.
  useEffect(() => screen.current?.focus(), []);

  async function tryAgain() {
    setBusy('retry');
    try {
      await retry();
    } finally {
      setBusy(null);
    }
  }

  // Ended here, before leaving: a prerendered page's island goes on by loading the next page.
  // In the app the signed-out page then also shows the session as ended (as after the
  // navigation's Sign Out); ending it twice is harmless.
  async function leave() {
    setBusy('sign-out');
    try {
      await endSession();
    } catch {
      // The signed-out page shows either way, as for the navigation's Sign Out.
    }
    go('/signed-out', { replace: true, state: { signOut: true } });
  }

  return (
    <div ref={screen} tabIndex={-1} className="account-unavailable">
      <AuthCard title="We could not load your account">
        <p>You are still signed in. Please try again in a moment.</p>
        <div className="form-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            onClick={() => void tryAgain()}
          >
            {busy === 'retry' ? 'Retrying...' : 'Retry'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            onClick={() => void leave()}
          >
            Sign Out
          </button>
        </div>
      </AuthCard>
    </div>
  );
}
