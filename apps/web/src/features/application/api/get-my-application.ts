import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import {
  secureMeResponseSchema,
  type SecureMeResponse,
} from '@psikorehber/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /apply/secure/me: the user's application (null when none) and its documents. */
export async function getMyApplication(signal?: AbortSignal): Promise<SecureMeResponse> {
  return api('/apply/secure/me', { schema: secureMeResponseSchema, signal });
}

export const myApplicationQueryOptions = queryOptions({
  queryKey: queryKeys.myApplication,
  queryFn: ({ signal }) => getMyApplication(signal),
  staleTime: STALE_TIME_MS.status,
});

export function useMyApplication() {
  return useQuery(myApplicationQueryOptions);
}
