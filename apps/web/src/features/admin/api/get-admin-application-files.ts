import { ADMIN_DETAIL_MAX_FILES, STALE_TIME_MS } from '@psikorehber/shared/constants';
import { adminFilesResponseSchema } from '@psikorehber/shared/schemas/admin';
import type { ApplicationDocument } from '@psikorehber/shared/schemas/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '~/features/admin/admin-query-keys';
import { api } from '~/lib/api-client';

/**
 * GET /i/admin/applications/{id}/files: the documents, at most ADMIN_DETAIL_MAX_FILES
 * (docs/requirements/limits.md#lim-admin).
 */
export async function getAdminApplicationFiles(
  id: string,
  signal?: AbortSignal,
): Promise<ApplicationDocument[]> {
  const answer = await api(`/i/admin/applications/${encodeURIComponent(id)}/files`, {
    schema: adminFilesResponseSchema,
    signal,
  });
  return answer.files.slice(0, ADMIN_DETAIL_MAX_FILES);
}

export function adminApplicationFilesQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminQueryKeys.applicationFiles(id),
    queryFn: ({ signal }) => getAdminApplicationFiles(id, signal),
    staleTime: STALE_TIME_MS.status,
  });
}

export function useAdminApplicationFiles(id: string) {
  return useQuery(adminApplicationFilesQueryOptions(id));
}
