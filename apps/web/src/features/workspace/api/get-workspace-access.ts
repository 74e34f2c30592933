import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import { normalizeAccessPolicy } from '@psikorehber/shared/rules/subscription';
import type { AccessPolicy } from '@psikorehber/shared/schemas/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * GET /workspaces/v2/access, read with the shared tolerant reader
 * (docs/requirements/data.md#data-shape-tolerance).
 */
export async function getWorkspaceAccess(signal?: AbortSignal): Promise<AccessPolicy> {
  const body = await api('/workspaces/v2/access', { signal });
  const policy = normalizeAccessPolicy(body);
  if (!policy) {
    throw new ApiError({
      status: 200,
      code: 'invalid_response',
      message: 'Sunucudan beklenmeyen bir yanıt alındı.',
      body,
    });
  }
  return policy;
}

export const workspaceAccessQueryOptions = queryOptions({
  queryKey: queryKeys.workspaceAccess,
  queryFn: ({ signal }) => getWorkspaceAccess(signal),
  staleTime: STALE_TIME_MS.status,
});

export function useWorkspaceAccess() {
  return useQuery(workspaceAccessQueryOptions);
}
