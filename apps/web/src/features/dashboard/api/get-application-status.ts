import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import {
  applicationStatusResponseSchema,
  type ApplicationState,
} from '@psikorehber/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /apply/secure/status: the signed-in user's application status, NONE without one. */
export async function getApplicationStatus(signal?: AbortSignal): Promise<ApplicationState> {
  const { status } = await api('/apply/secure/status', {
    schema: applicationStatusResponseSchema,
    signal,
  });
  return status;
}

export const applicationStatusQueryOptions = queryOptions({
  queryKey: queryKeys.applicationStatus,
  queryFn: ({ signal }) => getApplicationStatus(signal),
  staleTime: STALE_TIME_MS.status,
});

export function useApplicationStatus(enabled = true) {
  return useQuery({ ...applicationStatusQueryOptions, enabled });
}
