import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { platform } from '#platform';
import { useSession } from './session';

/** Opens the screen of each deep link (desktop: `complyready://` links; web: none arrive). */
function useDeepLinks(): void {
  const navigate = useNavigate();
  useEffect(() => platform.onDeepLink((path) => void navigate(path)), [navigate]);
}

/** Tells a signed-in user when their session will not survive a restart (docs/decisions.md E1). */
function SessionNotice() {
  const { session } = useSession();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void platform.sessionNotice().then((text) => {
      if (active) setNotice(text);
    });
    return () => {
      active = false;
    };
  }, []);
  if (!notice || session.status !== 'signed-in') return null;
  return (
    <div className="container">
      <p className="form-message" role="status">
        {notice}
      </p>
    </div>
  );
}

/** What the platform adds to every page; renders nothing on the website. */
export function PlatformIntegration() {
  useDeepLinks();
  return <SessionNotice />;
}
