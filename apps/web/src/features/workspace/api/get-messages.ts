import { MESSAGE_PAGE, STALE_TIME_MS } from '@psikorehber/shared/constants';
import {
  messagePageSchema,
  type MessageDto,
  type MessagePage,
} from '@psikorehber/shared/schemas/workspace';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { topicPath } from '~/features/workspace/api/get-topics';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

// A topic's history is read a page at a time from the newest back (issue 18): a small first page
// is the first screen, larger older pages come as the user scrolls. A page holds `limit` questions
// with their answers, oldest first; the server never splits a pair between two pages.

/** The cached pages of a topic: `pages[0]` is the newest; each page's items are oldest first. */
export type MessagePages = InfiniteData<MessagePage>;

/** Which page: `before` is the previous page's cursor (null: the newest page). */
export interface MessagePageParam {
  before: string | null;
  limit: number;
}

const FIRST_PAGE: MessagePageParam = { before: null, limit: MESSAGE_PAGE.firstPairs };

/** GET /workspaces/v2/{ws}/topics/{topic}/messages?limit=&before= */
export async function getMessagePage(
  wsId: string,
  topicId: string,
  { before, limit }: MessagePageParam,
  signal?: AbortSignal,
): Promise<MessagePage> {
  return api(`${topicPath(wsId, topicId)}/messages`, {
    query: { limit, before },
    schema: messagePageSchema,
    signal,
  });
}

export function messagePagesQueryOptions(wsId: string, topicId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.messages(wsId, topicId),
    queryFn: ({ pageParam, signal }) => getMessagePage(wsId, topicId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (page: MessagePage): MessagePageParam | null =>
      page.hasMore && page.nextCursor
        ? { before: page.nextCursor, limit: MESSAGE_PAGE.pairs }
        : null,
    staleTime: STALE_TIME_MS.messages,
  });
}

export function useMessagePages(wsId: string, topicId: string) {
  return useInfiniteQuery(messagePagesQueryOptions(wsId, topicId));
}

/** Every loaded message, oldest first (docs/requirements/limits.md#lim-ordering). */
export function messagesOf(data: MessagePages | undefined): MessageDto[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.items) : [];
}
