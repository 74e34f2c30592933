import type { TopicDto } from '@psikorehber/shared/schemas/workspace';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { topicPath } from '~/features/workspace/api/get-topics';

/** DELETE /workspaces/v2/{ws}/topics/{topic}: the topic and all its messages. */
export async function deleteTopic(wsId: string, topicId: string): Promise<void> {
  await api(topicPath(wsId, topicId), { method: 'DELETE' });
}

export function useDeleteTopic(wsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topicId: string) => deleteTopic(wsId, topicId),
    onSuccess: (_data, topicId) => {
      queryClient.setQueryData<TopicDto[]>(queryKeys.topics(wsId), (current) =>
        current?.filter((topic) => topic.id !== topicId),
      );
      queryClient.removeQueries({ queryKey: queryKeys.messages(wsId, topicId) });
      // Search hits may point into the deleted topic.
      void queryClient.invalidateQueries({ queryKey: ['workspace', wsId, 'search'] });
    },
  });
}
