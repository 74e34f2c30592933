import { SEARCH_MIN_LENGTH, STALE_TIME_MS } from '@psikorehber/shared/constants';
import { searchResponseSchema, type SearchHit } from '@psikorehber/shared/schemas/workspace';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /workspaces/v2/{ws}/search?q=: own topics and messages, Turkish-insensitive. */
export async function searchWorkspace(
  wsId: string,
  q: string,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  const { items } = await api(`/workspaces/v2/${encodeURIComponent(wsId)}/search`, {
    query: { q },
    schema: searchResponseSchema,
    signal,
  });
  return items;
}

export function workspaceSearchQueryOptions(wsId: string, q: string) {
  return queryOptions({
    queryKey: queryKeys.workspaceSearch(wsId, q),
    queryFn: ({ signal }) => searchWorkspace(wsId, q, signal),
    staleTime: STALE_TIME_MS.topics,
    placeholderData: keepPreviousData,
  });
}

/** Searches once `q` (debounced and trimmed) is long enough; the server answers 400 below. */
export function useWorkspaceSearch(wsId: string, q: string) {
  return useQuery({
    ...workspaceSearchQueryOptions(wsId, q),
    enabled: q.length >= SEARCH_MIN_LENGTH,
  });
}
