import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import {
  adminApplicationDetailSchema,
  type AdminApplicationDetail,
} from '@psikorehber/shared/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '~/features/admin/admin-query-keys';
import { api } from '~/lib/api-client';

/** GET /i/admin/applications/{id}: the application and its audit history. */
export async function getAdminApplication(
  id: string,
  signal?: AbortSignal,
): Promise<AdminApplicationDetail> {
  return api(`/i/admin/applications/${encodeURIComponent(id)}`, {
    schema: adminApplicationDetailSchema,
    signal,
  });
}

export function adminApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminQueryKeys.application(id),
    queryFn: ({ signal }) => getAdminApplication(id, signal),
    staleTime: STALE_TIME_MS.status,
  });
}

export function useAdminApplication(id: string) {
  return useQuery(adminApplicationQueryOptions(id));
}
