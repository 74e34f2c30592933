import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '~/config/paths';
import { api } from '~/lib/api-client';
import { clearSignedInState } from '~/lib/signed-in-state';

// The header imports this, so it is part of the landing page's bundle: no zod here. The answer is
// {ok:true} and only its status matters.

/** POST /auth/logout with an empty body (SPEC §7). */
export async function logout(): Promise<void> {
  await api('/auth/logout', { method: 'POST' });
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
