import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  NavigationContext,
  type AppLinkProps,
  type PageNavigation,
} from '../navigation/navigation';

function RouterLink({ to, ...anchorProps }: AppLinkProps) {
  return <Link to={to} {...anchorProps} />;
}

/** Inside the app, links and moves go through the router: no page load. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const navigation = useMemo<PageNavigation>(
    () => ({
      Link: RouterLink,
      go: (to, options) => void navigate(to, options),
      search: () => search,
      state,
    }),
    [navigate, search, state],
  );
  return <NavigationContext value={navigation}>{children}</NavigationContext>;
}
