import { CHECKOUT_STORAGE_KEYS, LOGOUT_CLEARED_CACHE_KEYS } from '@psikorehber/shared/constants';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '~/config/paths';
import { removeStorage } from '~/lib/browser-storage';
import { queryKeys } from '~/lib/query-keys';

// Part of the landing page's bundle (the header's log out uses it): no zod here.

const CLEARED_STORAGE_KEYS = [
  ...LOGOUT_CLEARED_CACHE_KEYS,
  ...Object.values(CHECKOUT_STORAGE_KEYS),
] as const;

/**
 * Everything forgotten on log out (docs/requirements/data.md#data-logout): cached plan and pricing
 * values and the checkout values (in both storages, wherever an older page kept them), and every
 * query — so the signed-in state, the approved flag and the admin flag are gone — with the session
 * now known to be signed out. Log out and account deletion both end with this.
 */
export function clearSignedInState(queryClient: QueryClient): void {
  removeStorage('local', CLEARED_STORAGE_KEYS);
  removeStorage('session', CLEARED_STORAGE_KEYS);
  void queryClient.cancelQueries();
  queryClient.setQueryData(queryKeys.session, null);
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
  });
}

/** Marks the history entry of home reached by leaving the signed-in pages. */
const SIGNED_OUT_MARK = 'signedOut';

/**
 * Leaves the signed-in pages for home (replacing the current history entry, with `state` such as
 * a flash notice). The signed-in state is forgotten by useForgetSignedInStateOnArrival once home
 * is on screen: clearing it earlier, while the guarded page may still be rendered (React commits
 * the new route in a transition, after navigate() has resolved), made that page's guard send the
 * user to /login?next=… instead of home. Log out and account deletion both end here.
 */
export function useLeaveSignedIn() {
  const navigate = useNavigate();
  return async (state?: object) => {
    await navigate(paths.home, { replace: true, state: { ...state, [SIGNED_OUT_MARK]: true } });
  };
}

/** In the root layout: forgets the signed-in state once the page useLeaveSignedIn left is gone. */
export function useForgetSignedInStateOnArrival() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const handled = useRef<string | null>(null);
  const leaving =
    typeof location.state === 'object' &&
    location.state !== null &&
    SIGNED_OUT_MARK in location.state;
  useEffect(() => {
    if (!leaving || handled.current === location.key) return;
    handled.current = location.key;
    clearSignedInState(queryClient);
  }, [leaving, location.key, queryClient]);
}
