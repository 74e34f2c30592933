import { useMutation, useQueryClient } from '@tanstack/react-query';
import { draftHeaders } from '~/features/apply/draft-id';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

interface DeleteDraftFileInput {
  draftId: string;
  fileId: string;
}

/**
 * DELETE /public/apply/files/{fileId}: success is any status below 400
 * (docs/requirements/api.md#api-apply-draft-files).
 */
export async function deleteDraftFile({ draftId, fileId }: DeleteDraftFileInput): Promise<void> {
  await api(`/public/apply/files/${encodeURIComponent(fileId)}`, {
    method: 'DELETE',
    headers: draftHeaders(draftId),
  });
}

export function useDeleteDraftFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraftFile,
    onSettled: (_data, _error, { draftId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.applyDraftFiles(draftId) }),
  });
}
