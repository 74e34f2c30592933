import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import { normalizeSessionUser } from '@psikorehber/shared/rules/user';
import type { SessionUser } from '@psikorehber/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

// The session check runs on every page, the landing page included, so it reads the response with
// the shared plain-TypeScript normaliser (docs/requirements/data.md#data-user-shapes) rather than a
// zod schema: classic zod would more than use up the landing page's JS budget
// (docs/requirements/platform.md#plat-budget-landing).

export type { SessionUser };

/**
 * The signed-in user, or null: any failure (401, 404, network, odd shape) means signed out
 * (docs/requirements/data.md#data-signed-out).
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return normalizeSessionUser(await api('/auth/me', { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: STALE_TIME_MS.session,
  refetchOnWindowFocus: false,
  retry: false,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
