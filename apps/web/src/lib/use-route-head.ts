import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The path index.html was served for: the server wrote that page's head tags into it. */
let servedPath: string | null = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * Keeps the route's head tags (description, canonical URL, Open Graph) current on every in-app
 * navigation; used once, by the root layout. The first page's tags come from the server, so the
 * page list (lib/route-head.ts) loads only once the visitor is somewhere else.
 */
export function useRouteHead(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === servedPath) return;
    servedPath = null;
    let cancelled = false;
    void import('~/lib/route-head').then(({ applyRouteHead }) => {
      if (!cancelled) applyRouteHead(pathname);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);
}
