import type { CreateTopicBody, TopicFocus, UserLevel } from '@psikorehber/shared/schemas/workspace';
import { topicResponseSchema, type TopicDto } from '@psikorehber/shared/schemas/workspace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, type ApiError } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { topicsPath } from '~/features/workspace/api/get-topics';

/**
 * The title goes as `title`, and is retried as `topicTitle`, then `topic_name`
 * (docs/requirements/api.md#api-topics).
 */
const TITLE_FIELDS = ['title', 'topicTitle', 'topic_name'] as const;

export interface CreateTopicInput extends CreateTopicBody {
  focus?: TopicFocus;
  level?: UserLevel;
}

/** A 400 that complains about the title field: the server may expect another spelling of it. */
function isTitleFieldError(error: ApiError): boolean {
  return (
    error.status === 400 && error.details.some((detail) => /title|topic_?name/i.test(detail.field))
  );
}

/** POST /workspaces/v2/{ws}/topics {title, focus?, level?}. */
export async function createTopic(
  wsId: string,
  { title, ...frame }: CreateTopicInput,
): Promise<TopicDto> {
  for (const [index, field] of TITLE_FIELDS.entries()) {
    try {
      const { topic } = await api(topicsPath(wsId), {
        method: 'POST',
        body: { [field]: title, ...frame },
        schema: topicResponseSchema,
      });
      return topic;
    } catch (error) {
      const last = index === TITLE_FIELDS.length - 1;
      if (last || !isApiError(error) || !isTitleFieldError(error)) throw error;
    }
  }
  // Unreachable: the last attempt either returns or throws.
  throw new Error('createTopic: no attempt made');
}

export function useCreateTopic(wsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTopicInput) => createTopic(wsId, input),
    onSuccess: (topic) => {
      queryClient.setQueryData<TopicDto[]>(queryKeys.topics(wsId), (current) => [
        topic,
        ...(current ?? []).filter((item) => item.id !== topic.id),
      ]);
      // The cache already holds the answer; the list refreshes on the next visit.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.topics(wsId),
        refetchType: 'none',
      });
    },
  });
}
