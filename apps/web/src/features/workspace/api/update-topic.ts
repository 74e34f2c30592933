import {
  topicResponseSchema,
  type TopicDto,
  type UpdateTopicBody,
} from '@psikorehber/shared/schemas/workspace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { topicPath } from '~/features/workspace/api/get-topics';

/** PATCH /workspaces/v2/{ws}/topics/{topic} {title?, focus?, level?}: rename or change the frame. */
export async function updateTopic(
  wsId: string,
  topicId: string,
  changes: UpdateTopicBody,
): Promise<TopicDto> {
  const { topic } = await api(topicPath(wsId, topicId), {
    method: 'PATCH',
    body: changes,
    schema: topicResponseSchema,
  });
  return topic;
}

interface UpdateTopicVariables {
  topicId: string;
  changes: UpdateTopicBody;
}

/** Shows the change at once and puts the old topic back if the server refuses it. */
export function useUpdateTopic(wsId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.topics(wsId);
  const replace = (topicId: string, change: (topic: TopicDto) => TopicDto) =>
    queryClient.setQueryData<TopicDto[]>(key, (current) =>
      current?.map((topic) => (topic.id === topicId ? change(topic) : topic)),
    );

  return useMutation({
    mutationFn: ({ topicId, changes }: UpdateTopicVariables) => updateTopic(wsId, topicId, changes),
    onMutate: async ({ topicId, changes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient
        .getQueryData<TopicDto[]>(key)
        ?.find((topic) => topic.id === topicId);
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      replace(topicId, (topic) => ({ ...topic, ...defined }));
      return { previous };
    },
    onError: (_error, { topicId }, context) => {
      const previous = context?.previous;
      if (previous) replace(topicId, () => previous);
    },
    onSuccess: (topic) => replace(topic.id, () => topic),
  });
}
