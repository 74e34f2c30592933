import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import { topicsNewestFirst } from '@psikorehber/shared/rules/workspace';
import { topicListSchema, type TopicDto } from '@psikorehber/shared/schemas/workspace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

export function topicsPath(wsId: string): string {
  return `/workspaces/v2/${encodeURIComponent(wsId)}/topics`;
}

export function topicPath(wsId: string, topicId: string): string {
  return `${topicsPath(wsId)}/${encodeURIComponent(topicId)}`;
}

/** GET /workspaces/v2/{ws}/topics, newest first (docs/requirements/limits.md#lim-ordering). */
export async function getTopics(wsId: string, signal?: AbortSignal): Promise<TopicDto[]> {
  const { items } = await api(topicsPath(wsId), { schema: topicListSchema, signal });
  return items;
}

export function topicsQueryOptions(wsId: string) {
  return queryOptions({
    queryKey: queryKeys.topics(wsId),
    queryFn: ({ signal }) => getTopics(wsId, signal),
    staleTime: STALE_TIME_MS.topics,
    select: topicsNewestFirst,
  });
}

export function useTopics(wsId: string | undefined) {
  return useQuery({ ...topicsQueryOptions(wsId ?? ''), enabled: Boolean(wsId) });
}
