import { safeDownloadName } from '@psikorehber/shared/rules/files';
import type { TopicDto } from '@psikorehber/shared/schemas/workspace';
import { useMutation } from '@tanstack/react-query';
import { topicPath } from '~/features/workspace/api/get-topics';
import { apiFetch } from '~/lib/api-client';

/** The file name of a Content-Disposition header (filename* first), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim();
  return plain || null;
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; revoke once they have the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GET /workspaces/v2/{ws}/topics/{topic}/export.pdf, saved under the server's file name (built from
 * the topic title, SPEC §9). Fetched rather than linked so a failure can be said in Turkish.
 */
export async function downloadTopicPdf(topic: Pick<TopicDto, 'id' | 'wsId' | 'title'>) {
  const response = await apiFetch(`${topicPath(topic.wsId, topic.id)}/export.pdf`, {
    headers: { Accept: 'application/pdf' },
  });
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
    safeDownloadName(topic.title, 'pdf');
  saveBlob(blob, fileName);
}

export function useDownloadTopicPdf() {
  return useMutation({ mutationFn: downloadTopicPdf });
}
