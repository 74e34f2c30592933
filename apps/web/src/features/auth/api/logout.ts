import { CHECKOUT_STORAGE_KEYS, LOGOUT_CLEARED_CACHE_KEYS } from '@psikorehber/shared/constants';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '~/config/paths';
import { api } from '~/lib/api-client';
import { removeStorage } from '~/lib/browser-storage';
import { queryKeys } from '~/lib/query-keys';

// The header imports this, so it is part of the landing page's bundle: no zod here. The answer is
// {ok:true} and only its status matters.

/** POST /auth/logout with an empty body (SPEC §7). */
export async function logout(): Promise<void> {
  await api('/auth/logout', { method: 'POST' });
}

const CLEARED_STORAGE_KEYS = [
  ...LOGOUT_CLEARED_CACHE_KEYS,
  ...Object.values(CHECKOUT_STORAGE_KEYS),
] as const;

/**
 * Everything SPEC §4 forgets on log out: cached plan and pricing values and the checkout values
 * (in both storages, wherever an older page kept them), and every query — so the signed-in state,
 * the approved flag and the admin flag are gone — with the session now known to be signed out.
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

/** Logs out, then clears the client state and goes to / replacing the current history entry. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Also when the call fails: the person asked to leave, so this device forgets them either way.
    // Leave the guarded page first: clearing the session while still on it would make its guard
    // send the user to /login?next=… instead of home.
    onSettled: async () => {
      await navigate(paths.home, { replace: true });
      clearSignedInState(queryClient);
    },
  });
}
