import { ADMIN_MESSAGES } from '@psikorehber/shared/messages';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { API_BASE } from '~/config/env';
import { formatDate } from '~/features/admin/admin-format';
import { useAdminApplicationFiles } from '~/features/admin/api/get-admin-application-files';
import { resolveApiUrl } from '~/lib/api-client';
import { formatFileSize } from '~/lib/document-file';

export const NO_DOCUMENTS_MESSAGE = 'Bu başvuruya belge yüklenmemiş.';

/**
 * The reviewer's read-only list of an application's documents, loaded by its id, as plain download
 * links (the session cookie authorises them). The applicant's own list is MyApplicationDocuments.
 */
export function AdminApplicationDocuments({ applicationId }: { applicationId: string }) {
  const files = useAdminApplicationFiles(applicationId);
  return (
    <section aria-labelledby="admin-documents-heading" className="mt-8">
      <h2 id="admin-documents-heading" className="text-xl font-semibold text-ink">
        Belgeler
      </h2>
      {files.isPending ? (
        <p role="status" className="mt-3 text-sm text-muted">
          Belgeler yükleniyor…
        </p>
      ) : files.isError ? (
        <Alert tone="error" className="mt-3">
          <p>{ADMIN_MESSAGES.filesFailed}</p>
          <Button
            variant="secondary"
            className="mt-3"
            loading={files.isFetching}
            onClick={() => void files.refetch()}
          >
            Tekrar dene
          </Button>
        </Alert>
      ) : files.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{NO_DOCUMENTS_MESSAGE}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {files.data.map((file) => (
            <li
              key={file.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm"
            >
              <a
                href={resolveApiUrl(file.downloadUrl, API_BASE)}
                download={file.filename}
                className={`${textLinkStyle} break-all`}
              >
                {file.filename}
              </a>
              <span className="text-muted">
                {formatFileSize(file.size)} · {formatDate(file.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
