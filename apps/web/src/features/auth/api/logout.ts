import { useMutation } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { useLeaveSignedIn } from '~/lib/signed-in-state';

// The header imports this, so it is part of the landing page's bundle: no zod here. The answer is
// {ok:true} and only its status matters.

/** POST /auth/logout with an empty body (docs/requirements/api.md#api-logout). */
export async function logout(): Promise<void> {
  await api('/auth/logout', { method: 'POST' });
}

/** Logs out, then clears the client state and goes to / replacing the current history entry. */
export function useLogout() {
  const leaveSignedIn = useLeaveSignedIn();
  return useMutation({
    mutationFn: logout,
    // Also when the call fails: the person asked to leave, so this device forgets them either way.
    onSettled: () => leaveSignedIn(),
  });
}
