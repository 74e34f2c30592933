import type { DocumentMimeType } from '@psikorehber/shared/rules/files';

/** An uploaded document once its bytes are in storage, before its row is recorded. */
export interface StoredUpload {
  storageKey: string;
  filename: string;
  mimeType: DocumentMimeType;
  sizeBytes: number;
  sha256: string;
}
