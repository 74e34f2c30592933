import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import { messageListSchema, type MessageDto } from '@psikorehber/shared/schemas/workspace';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { topicPath } from '~/features/workspace/api/get-topics';

/** GET /workspaces/v2/{ws}/topics/{topic}/messages, oldest first (SPEC §9). */
export async function getMessages(
  wsId: string,
  topicId: string,
  signal?: AbortSignal,
): Promise<MessageDto[]> {
  const { items } = await api(`${topicPath(wsId, topicId)}/messages`, {
    schema: messageListSchema,
    signal,
  });
  return items;
}

export function messagesQueryOptions(wsId: string, topicId: string) {
  return queryOptions({
    queryKey: queryKeys.messages(wsId, topicId),
    queryFn: ({ signal }) => getMessages(wsId, topicId, signal),
    staleTime: STALE_TIME_MS.messages,
  });
}

export function useMessages(wsId: string, topicId: string) {
  return useQuery(messagesQueryOptions(wsId, topicId));
}
