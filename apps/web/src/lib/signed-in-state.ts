import { CHECKOUT_STORAGE_KEYS, LOGOUT_CLEARED_CACHE_KEYS } from '@psikorehber/shared/constants';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '~/config/paths';
import { removeStorage } from '~/lib/browser-storage';
import { queryKeys } from '~/lib/query-keys';

// Part of the landing page's bundle (the header's log out uses it): no zod here.

const CLEARED_STORAGE_KEYS = [
  ...LOGOUT_CLEARED_CACHE_KEYS,
  ...Object.values(CHECKOUT_STORAGE_KEYS),
] as const;

/**
 * Everything SPEC §4 forgets on log out: cached plan and pricing values and the checkout values
 * (in both storages, wherever an older page kept them), and every query — so the signed-in state,
 * the approved flag and the admin flag are gone — with the session now known to be signed out.
 * Log out and account deletion both end with this.
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

/**
 * Leaves the signed-in pages for home (replacing the current history entry, with `state` such as
 * a flash notice), then forgets the signed-in state. Log out and account deletion both end here.
 */
export function useLeaveSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (state?: unknown) => {
    // Leave the guarded page first: clearing the session while still on it would make its guard
    // send the user to /login?next=… instead of home.
    await navigate(paths.home, { replace: true, state });
    clearSignedInState(queryClient);
  };
}
