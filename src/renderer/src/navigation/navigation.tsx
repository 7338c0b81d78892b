import {
  createContext,
  useContext,
  useEffect,
  type AnchorHTMLAttributes,
  type ComponentType,
} from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path, e.g. `/signup`. */
  to: string;
}

/**
 * How a component links and moves to other pages. Inside the app that is the router (client-side
 * navigation, src/renderer/src/app/router-navigation.tsx); in the islands of a prerendered page,
 * which carry no router, it is the document itself: plain links and page loads.
 */
export interface PageNavigation {
  Link: ComponentType<AppLinkProps>;
  go(to: string, options?: { replace?: boolean; state?: unknown }): void;
  /** The query of the current address; '' while prerendering. */
  search(): string;
  /** What the previous screen passed along; only client-side navigation carries it. */
  state: unknown;
}

function DocumentLink({ to, ...anchorProps }: AppLinkProps) {
  return <a href={to} {...anchorProps} />;
}

const documentNavigation: PageNavigation = {
  Link: DocumentLink,
  go: (to, { replace = false } = {}) => {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
  },
  search: () => (typeof window === 'undefined' ? '' : window.location.search),
  state: null,
};

export const NavigationContext = createContext<PageNavigation>(documentNavigation);

export function usePageNavigation(): PageNavigation {
  return useContext(NavigationContext);
}

export function AppLink(props: AppLinkProps) {
  const { Link } = usePageNavigation();
  return <Link {...props} />;
}

/** Replaces the current page with `to` once rendered (a signed-in visitor on a sign-up page). */
export function Redirect({ to }: { to: string }) {
  const { go } = usePageNavigation();
  useEffect(() => go(to, { replace: true }), [go, to]);
  return null;
}
