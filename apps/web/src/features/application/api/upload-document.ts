import { documentUploadResponseSchema } from '@psikorehber/shared/schemas/accounts';
import type { ApplicationDocument } from '@psikorehber/shared/schemas/entities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** POST /apply/secure/files/upload: multipart, field `file`; only in DRAFT and only one document. */
export async function uploadDocument(file: File): Promise<ApplicationDocument> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await api('/apply/secure/files/upload', {
    method: 'POST',
    body,
    schema: documentUploadResponseSchema,
  });
  return answer.file;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myApplication }),
  });
}
