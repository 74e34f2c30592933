import { HEADER_MESSAGES } from '@psikorehber/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '~/config/paths';
import { useAdminFlag } from '~/lib/admin-flag';
import { SITE_NAME } from '~/config/site';
import { queryKeys } from '~/lib/query-keys';
import { useSession } from '~/lib/session';

const LOGO_SRC = `${import.meta.env.BASE_URL}favicon.svg`;

// Visitors (the landing page's audience) never see the account menu, so its code loads only for a
// signed-in session (docs/requirements/platform.md#plat-budget-landing).
const AccountMenu = lazy(async () => ({
  default: (await import('~/app/layout/account-menu')).AccountMenu,
}));

/** Holds the menu's place while the session or the menu's code loads, so nothing jumps. */
const accountPlaceholder = <span className="h-11 w-16" aria-hidden="true" />;

/**
 * The header status is re-fetched on every route change, not on the first render
 * (docs/requirements/screens.md#scr-header-status).
 */
function useRefreshSessionOnNavigation() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    void queryClient.invalidateQueries({ queryKey: queryKeys.session, exact: true });
  }, [pathname, queryClient]);
}

function AccountArea() {
  const session = useSession();
  // Here rather than in the menu: when the session turns null the ping is no longer wanted, even if
  // the menu renders once more on its way out (logging out).
  const admin = useAdminFlag(session.data);
  useRefreshSessionOnNavigation();
  // Nothing until the session is known, so a signed-in user never sees 'Giriş' flash by.
  if (session.isPending) return accountPlaceholder;
  if (session.data) {
    return (
      <Suspense fallback={accountPlaceholder}>
        <AccountMenu user={session.data} admin={admin} />
      </Suspense>
    );
  }
  return (
    <Link
      to={paths.login}
      className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand-800 hover:bg-brand-50"
    >
      {HEADER_MESSAGES.login}
    </Link>
  );
}

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <Link to={paths.home} className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg">
          <img src={LOGO_SRC} alt="" width={32} height={32} className="size-8" />
          <span className="text-lg font-bold tracking-tight text-brand-900">{SITE_NAME}</span>
        </Link>
        <nav aria-label="Hesap" className="flex min-w-0 justify-end">
          <AccountArea />
        </nav>
      </div>
    </header>
  );
}
