import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import {
  accountItem,
  dashboardItem,
  getTeamLinkItem,
  libraryItem,
  policiesItem,
  signInItem,
  signedOutNavItems,
} from './navigation-items';
import { countOf } from '@shared/plural';
import { usePoliciesToAccept } from '../features/policies/policies-to-accept';
import { useSession } from './session';
import { ADMIN_ROLES } from './guards';

/** "Policies", with the number still to accept beside it when there are any. */
function PoliciesLink({ userId, onNavigate }: { userId: string | null; onNavigate?: () => void }) {
  const toAccept = usePoliciesToAccept(userId);
  return (
    <NavLink
      to={policiesItem.to}
      onClick={onNavigate}
      // The visible word first, then the count in words (WCAG 2.5.3).
      aria-label={
        toAccept ? `${policiesItem.label}, ${countOf(toAccept, 'policies to accept')}` : undefined
      }
    >
      {policiesItem.label}
      {toAccept ? (
        <span className="nav-count" aria-hidden="true">
          {toAccept}
        </span>
      ) : null}
    </NavLink>
  );
}

function SignedInLinks({
  isAdmin,
  userId,
  onNavigate,
}: {
  isAdmin: boolean;
  /** The signed-in person in a team, once known; null before that. */
  userId: string | null;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <ul className="nav-links">
      <li>
        <NavLink to={libraryItem.to} onClick={onNavigate}>
          {libraryItem.label}
        </NavLink>
      </li>
      <li>
        <PoliciesLink userId={userId} {...(onNavigate ? { onNavigate } : {})} />
      </li>
      {isAdmin ? (
        <li>
          <NavLink to={dashboardItem.to} onClick={onNavigate}>
            {dashboardItem.label}
          </NavLink>
        </li>
      ) : null}
      <li>
        <NavLink to={accountItem.to} onClick={onNavigate}>
          {accountItem.label}
        </NavLink>
      </li>
      <li>
        <button
          type="button"
          className="button button-secondary"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            onNavigate?.();
            // The signed-out page ends the session once it is shown, so the guard of the page
            // being left never sees the signed-out state and sends us to sign in instead.
            void navigate('/signed-out', { replace: true, state: { signOut: true } });
          }}
        >
          Sign Out
        </button>
      </li>
    </ul>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { session } = useSession();
  const role =
    session.status === 'signed-in'
      ? session.profile.role
      : session.status === 'loading'
        ? session.hintedRole
        : undefined;
  if (role) {
    const isAdmin = (ADMIN_ROLES as readonly string[]).includes(role);
    const userId =
      session.status === 'signed-in' && session.profile.team_id ? session.profile.id : null;
    return (
      <SignedInLinks isAdmin={isAdmin} userId={userId} {...(onNavigate ? { onNavigate } : {})} />
    );
  }
  return (
    <ul className="nav-links">
      {signedOutNavItems.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
      <li>
        <NavLink to={signInItem.to} onClick={onNavigate}>
          {signInItem.label}
        </NavLink>
      </li>
      <li>
        <Link className="button button-primary" to={getTeamLinkItem.to} onClick={onNavigate}>
          {getTeamLinkItem.label}
        </Link>
      </li>
    </ul>
  );
}

/**
 * The logo, drawn inline (the same drawing as the icon in index.html): an <img> would be one more request
 * before the first paint of every page.
 */
function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1f4fd1" />
      <path d="M16 5l9 4v6c0 6-4 10.5-9 12-5-1.5-9-6-9-12V9z" fill="#fff" />
      <path
        d="M12 16l3 3 6-6"
        stroke="#1f4fd1"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any route change (a link, browser back)
  // closes it without an effect.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenedOn(open ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenedOn(null);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label="ComplyReady home">
          <BrandMark />
          <span>ComplyReady</span>
        </Link>
        <nav className="desktop-nav" aria-label="Main">
          <NavLinks />
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      <div className="mobile-menu-backdrop" hidden={!menuOpen} onClick={() => setMenuOpen(false)} />
      <div
        ref={panel}
        id="mobile-menu"
        className="mobile-menu"
        data-open={menuOpen}
        hidden={!menuOpen}
      >
        <nav aria-label="Mobile">
          <NavLinks onNavigate={() => setMenuOpen(false)} />
        </nav>
      </div>
    </header>
  );
}
