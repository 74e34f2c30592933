import type { DocumentMimeType } from '@psikorehber/shared/rules/files';

export interface UploadedDocument {
  filename: string;
  mimeType: DocumentMimeType;
  data: Buffer;
}
