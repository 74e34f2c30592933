import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** DELETE /apply/secure/files/{id}: only in DRAFT. */
export async function deleteDocument(id: string): Promise<void> {
  await api(`/apply/secure/files/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myApplication }),
  });
}
