import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PER_APPLICATION,
} from '@psikorehber/shared/constants';
import { APPLY_MESSAGES, SERVER_ERROR_MESSAGES } from '@psikorehber/shared/messages';
import { isAllowedDocumentName } from '@psikorehber/shared/rules/files';
import { isApiError } from '~/lib/api-client';
import { serverMessage } from '~/lib/error-message';

// The one application document (docs/requirements/validation.md#val-apply-document,
// docs/requirements/limits.md#lim-documents), checked in the browser before it is sent; the server
// checks again from the bytes (docs/requirements/validation.md#val-files).

/** The `accept` attribute of document inputs: '.pdf,.png,.jpg,.jpeg'. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const maxMegabytes = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024));

export const DOCUMENT_HINT = `PDF, PNG, JPG veya JPEG; en fazla ${String(maxMegabytes)} MB. Yalnızca ${String(DOCUMENTS_PER_APPLICATION)} belge yüklenebilir.`;

/** The reason `file` cannot be uploaded, or null when it can. */
export function documentFileError(file: File): string | null {
  if (!isAllowedDocumentName(file.name)) return APPLY_MESSAGES.documentTypeInvalid;
  if (file.size > DOCUMENT_MAX_BYTES) return SERVER_ERROR_MESSAGES.payload_too_large;
  return null;
}

/** What to say when an upload failed: the limit and type rules by name, else 'Belge yüklenemedi.'. */
export function documentUploadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 409) return APPLY_MESSAGES.documentLimit;
  const detail = serverMessage(error);
  return detail ? `${APPLY_MESSAGES.uploadFailed} ${detail}` : APPLY_MESSAGES.uploadFailed;
}

const sizeFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** '2,4 MB', '350 KB', '12 bayt'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${String(bytes)} bayt`;
}
