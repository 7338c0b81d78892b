import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** docs/product.md#general-behaviour: the page scrolls to the top on every path change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
