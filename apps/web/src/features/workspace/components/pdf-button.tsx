import { PDF_MESSAGES } from '@psikorehber/shared/messages';
import type { TopicDto } from '@psikorehber/shared/schemas/workspace';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { useDownloadTopicPdf } from '~/features/workspace/api/download-topic-pdf';

/**
 * 'PDF indir': the topic as an A4 PDF; works without credit too
 * (docs/requirements/screens.md#scr-pdf-export).
 */
export function PdfButton({ topic }: { topic: TopicDto }) {
  const download = useDownloadTopicPdf();
  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1.5 text-sm"
        loading={download.isPending}
        onClick={() => download.mutate(topic)}
      >
        PDF indir
      </Button>
      {download.isError ? <Alert tone="error">{PDF_MESSAGES.failed}</Alert> : null}
    </div>
  );
}
