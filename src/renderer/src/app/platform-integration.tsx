import { useEffect, useState } from 'react';
import type { SessionNotice as Notice } from '../platform/types';
import { useNavigate } from 'react-router-dom';
import { platform } from '#platform';
import { useSession } from '../session/session';

/** Opens the screen of each deep link (desktop: `complyready://` links; web: none arrive). */
function useDeepLinks(): void {
  const navigate = useNavigate();
  useEffect(() => platform.onDeepLink((path) => void navigate(path)), [navigate]);
}

/**
 * Tells a signed-in user when their session will not survive a restart, and a signed-out one when
 * their stored session could not be unlocked (docs/decisions.md E1).
 */
function SessionNotice() {
  const { session } = useSession();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Asked again when the user signs in or out: a lost-session notice ends with the next sign-in.
  const status = session.status;
  useEffect(() => {
    let active = true;
    void platform.sessionNotice().then((next) => {
      if (active) setNotice(next);
    });
    return () => {
      active = false;
    };
  }, [status]);
  if (!notice || session.status !== notice.audience) return null;
  return (
    <div className="container">
      <p className="form-message" role="status">
        {notice.message}
      </p>
    </div>
  );
}

/** What the platform adds to every page; renders nothing on the website. */
export function PlatformIntegration() {
  useDeepLinks();
  return <SessionNotice />;
}
