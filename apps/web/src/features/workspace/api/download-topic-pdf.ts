import { safeDownloadName } from '@psikorehber/shared/rules/files';
import type { TopicDto } from '@psikorehber/shared/schemas/workspace';
import { useMutation } from '@tanstack/react-query';
import { topicPath } from '~/features/workspace/api/get-topics';
import { apiFetch } from '~/lib/api-client';
import { saveResponse } from '~/lib/file-download';

/**
 * GET /workspaces/v2/{ws}/topics/{topic}/export.pdf, saved under the server's file name (built from
 * the topic title, docs/requirements/screens.md#scr-pdf-export). Fetched rather than linked so a
 * failure can be said in Turkish.
 */
export async function downloadTopicPdf(topic: Pick<TopicDto, 'id' | 'wsId' | 'title'>) {
  const response = await apiFetch(`${topicPath(topic.wsId, topic.id)}/export.pdf`, {
    headers: { Accept: 'application/pdf' },
  });
  await saveResponse(response, safeDownloadName(topic.title, 'pdf'));
}

export function useDownloadTopicPdf() {
  return useMutation({ mutationFn: downloadTopicPdf });
}
