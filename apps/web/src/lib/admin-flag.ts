import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import { isAdminRole } from '@psikorehber/shared/rules/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import type { SessionUser } from '~/lib/session';

// The admin flag is true when the role is admin-like (docs/requirements/permissions.md#perm-roles)
// or the admin ping answers 2xx (docs/requirements/data.md#data-admin-flag). The ping is asked only
// for signed-in users whose role alone does not decide it.

/** True when GET /i/admin/ping answers 2xx; any failure (401, 403, network) means not admin. */
export async function fetchAdminPing(signal?: AbortSignal): Promise<boolean> {
  try {
    // The timestamp defeats any HTTP cache between us and the server
    // (docs/requirements/api.md#api-admin-ping).
    await api('/i/admin/ping', { query: { _: Date.now() }, signal });
    return true;
  } catch (error) {
    if (signal?.aborted || !isApiError(error)) throw error;
    return false;
  }
}

export function adminPingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.adminPing(userId),
    queryFn: ({ signal }) => fetchAdminPing(signal),
    staleTime: STALE_TIME_MS.session,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export interface AdminFlag {
  isAdmin: boolean;
  /** True while the ping that decides the flag is still on its way. */
  isPending: boolean;
}

/** The admin flag of `user` (false when signed out). */
export function useAdminFlag(user: SessionUser | null | undefined): AdminFlag {
  const roleIsAdmin = user ? isAdminRole(user.role) : false;
  const needsPing = Boolean(user) && !roleIsAdmin;
  const ping = useQuery({ ...adminPingQueryOptions(user?.id ?? ''), enabled: needsPing });
  if (!user) return { isAdmin: false, isPending: false };
  if (roleIsAdmin) return { isAdmin: true, isPending: false };
  return { isAdmin: ping.data === true, isPending: ping.isPending };
}
