import { DOCUMENTS_PER_APPLICATION } from '@psikorehber/shared/constants';
import { APPLICATION_PAGE_MESSAGES, APPLY_MESSAGES } from '@psikorehber/shared/messages';
import type { ApplicationDocument } from '@psikorehber/shared/schemas/entities';
import { useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '~/components/alert';
import { DocumentList } from '~/components/document-list';
import { FileField } from '~/components/file-field';
import { API_BASE } from '~/config/env';
import { useDeleteDocument } from '~/features/application/api/delete-document';
import { useUploadDocument } from '~/features/application/api/upload-document';
import { resolveApiUrl } from '~/lib/api-client';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_HINT,
  documentFileError,
  documentUploadErrorMessage,
  formatFileSize,
} from '~/lib/document-file';
import { serverMessage } from '~/lib/error-message';

interface MyApplicationDocumentsProps {
  documents: readonly ApplicationDocument[];
  /** Upload and delete only in DRAFT (docs/requirements/data.md#data-application-transitions). */
  editable: boolean;
}

/**
 * The signed-in applicant's own documents on /application: download links always, and upload and
 * delete while the application is a draft. The reviewer's list is AdminApplicationDocuments.
 */
export function MyApplicationDocuments({ documents, editable }: MyApplicationDocumentsProps) {
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const full = documents.length >= DOCUMENTS_PER_APPLICATION;

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    const reason = full ? APPLY_MESSAGES.documentLimit : documentFileError(file);
    const reset = () => {
      if (fileInput.current) fileInput.current.value = '';
    };
    if (reason) {
      setFileError(reason);
      reset();
      return;
    }
    upload.mutate(file, {
      onSuccess: reset,
      onError: (error) => {
        setFileError(documentUploadErrorMessage(error));
        reset();
      },
    });
  };

  const onDelete = (id: string) => {
    setDeleteError(null);
    remove.mutate(id, {
      onSuccess: () => setFileError(null),
      onError: (error) => {
        const detail = serverMessage(error);
        setDeleteError(
          detail
            ? `${APPLICATION_PAGE_MESSAGES.deleteFailed} ${detail}`
            : APPLICATION_PAGE_MESSAGES.deleteFailed,
        );
      },
    });
  };

  return (
    <section aria-labelledby="application-documents-heading" className="flex flex-col gap-3">
      <h2 id="application-documents-heading" className="text-lg font-semibold text-ink">
        Belgeler
      </h2>
      {documents.length === 0 ? (
        <p className="text-muted">Yüklenmiş belge yok.</p>
      ) : (
        <DocumentList
          documents={documents.map((document) => ({
            id: document.id,
            filename: document.filename,
            sizeLabel: formatFileSize(document.size),
            href: resolveApiUrl(document.downloadUrl, API_BASE),
          }))}
          onDelete={editable ? (document) => onDelete(document.id) : undefined}
          deletingId={remove.isPending ? remove.variables : null}
        />
      )}
      {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
      {editable ? (
        <FileField
          id="application-document"
          ref={fileInput}
          label="Belge yükle (isteğe bağlı)"
          accept={DOCUMENT_ACCEPT}
          hint={upload.isPending ? 'Belge yükleniyor…' : DOCUMENT_HINT}
          error={fileError}
          disabled={upload.isPending}
          onChange={onFileChange}
        />
      ) : null}
    </section>
  );
}
