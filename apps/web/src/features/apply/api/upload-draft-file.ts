import {
  documentUploadResponseSchema,
  type DocumentUploadResponse,
} from '@psikorehber/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { draftHeaders } from '~/features/apply/draft-id';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

interface UploadDraftFileInput {
  draftId: string;
  file: File;
}

/**
 * POST /public/apply/files/upload: multipart, field `file`
 * (docs/requirements/validation.md#val-files).
 */
export async function uploadDraftFile({
  draftId,
  file,
}: UploadDraftFileInput): Promise<DocumentUploadResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api('/public/apply/files/upload', {
    method: 'POST',
    body,
    headers: draftHeaders(draftId),
    schema: documentUploadResponseSchema,
  });
}

export function useUploadDraftFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDraftFile,
    onSettled: (_data, _error, { draftId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.applyDraftFiles(draftId) }),
  });
}
