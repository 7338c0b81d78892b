import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useIsStaticPage } from '../islands/island';
import { attachMobileMenu, type MobileMenu } from '../navigation/mobile-menu';
import {
  getTeamLinkItem,
  helpItem,
  policiesItem,
  signInItem,
  signedInNavItems,
  signedOutNavItems,
} from '../navigation/navigation-items';
import { countOf } from '@shared/plural';
import { usePoliciesToAccept } from '../lib/policies/policies-to-accept';
import { useSession } from '../session/session';
import { ROLES, type Role } from '../session/session-types';

/** "My Policies", with the number still to accept beside it when there are any. */
function PoliciesLink({ userId }: { userId: string | null }) {
  const toAccept = usePoliciesToAccept(userId);
  return (
    <NavLink
      to={policiesItem.to}
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
  role,
  userId,
}: {
  role: Role;
  /** The signed-in person in a team, once known; null before that. */
  userId: string | null;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <ul className="nav-links">
      {signedInNavItems(role).map((item) => (
        <li key={item.to}>
          {item === policiesItem ? (
            <PoliciesLink userId={userId} />
          ) : item === helpItem ? (
            // The request names the page the person was on (docs/decisions.md SU1).
            <NavLink to={item.to} state={{ from: pathname === item.to ? undefined : pathname }}>
              {item.label}
            </NavLink>
          ) : (
            <NavLink to={item.to}>{item.label}</NavLink>
          )}
        </li>
      ))}
      <li>
        {/* data-sign-out: on prerendered pages the static header handles the click. */}
        <button
          type="button"
          className="button button-secondary"
          data-sign-out=""
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
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

function NavLinks() {
  const { session } = useSession();
  const staticPage = useIsStaticPage();
  const role =
    session.status === 'signed-in'
      ? session.profile.role
      : session.status === 'loading' || session.status === 'unavailable'
        ? session.hintedRole
        : undefined;
  if (role) {
    const userId =
      session.status === 'signed-in' && session.profile.team_id ? session.profile.id : null;
    return <SignedInLinks role={role} userId={userId} />;
  }
  // Nobody is known yet in the app (nor in a signed-in route's prerendered shell): no links
  // rather than a signed-out visitor's, which a signed-in one would see come and go.
  if (session.status === 'loading' && !staticPage) return <ul className="nav-links" />;
  return (
    <ul className="nav-links">
      {signedOutNavItems.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to}>{item.label}</NavLink>
        </li>
      ))}
      <li>
        <NavLink to={signInItem.to}>{signInItem.label}</NavLink>
      </li>
      <li>
        <Link className="button button-primary" to={getTeamLinkItem.to}>
          {getTeamLinkItem.label}
        </Link>
      </li>
    </ul>
  );
}

/**
 * A prerendered page knows nothing of the visitor's session: it carries the signed-in links of
 * every role, inert, for its header script to show (src/renderer/src/islands/static-header.ts).
 */
function SignedInLinkTemplates() {
  return ROLES.map((role) => (
    <template key={role} data-signed-in-nav={role}>
      <SignedInLinks role={role} userId={null} />
    </template>
  ));
}

/** The menu's open state lives in the DOM (./mobile-menu.ts); a change of page closes it. */
function useMobileMenu(header: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const menu = useRef<MobileMenu | null>(null);
  useEffect(() => {
    if (!header.current) return;
    const attached = attachMobileMenu(header.current);
    menu.current = attached;
    return attached.detach;
  }, [header]);
  useEffect(() => menu.current?.close(), [pathname]);
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
  const header = useRef<HTMLElement>(null);
  useMobileMenu(header);
  const staticPage = useIsStaticPage();

  // Rendered closed, once: the mobile menu script owns aria-expanded and hidden from then on.
  return (
    <header className="site-header" ref={header}>
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label="ComplyReady home">
          <BrandMark />
          <span>ComplyReady</span>
        </Link>
        <nav className="desktop-nav" aria-label="Main">
          <NavLinks />
        </nav>
        <button
          type="button"
          className="menu-button"
          aria-expanded="false"
          aria-controls="mobile-menu"
        >
          <span className="menu-icon" aria-hidden="true" />
          {/* The name follows aria-expanded (styles.css). */}
          <span className="visually-hidden menu-label-closed">Open menu</span>
          <span className="visually-hidden menu-label-open">Close menu</span>
        </button>
      </div>
      <div className="mobile-menu-backdrop" hidden />
      <div id="mobile-menu" className="mobile-menu" hidden>
        <nav aria-label="Mobile">
          <NavLinks />
        </nav>
      </div>
      {staticPage ? <SignedInLinkTemplates /> : null}
    </header>
  );
}
