import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import {
  billingMeResponseSchema,
  type BillingMeResponse,
} from '@psikorehber/shared/schemas/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

// GET /billing/me: plan, subscription, trial and access policy of the signed-in user in one answer.
// The billing pages and the dashboard read it, so it lives here rather than in one feature.

export async function getBillingMe(signal?: AbortSignal): Promise<BillingMeResponse> {
  return api('/billing/me', { schema: billingMeResponseSchema, signal });
}

export const billingMeQueryOptions = queryOptions({
  queryKey: queryKeys.billingMe,
  queryFn: ({ signal }) => getBillingMe(signal),
  staleTime: STALE_TIME_MS.status,
});

/** Only for signed-in users (401 otherwise): pass `enabled` false for visitors. */
export function useBillingMe(enabled = true) {
  return useQuery({ ...billingMeQueryOptions, enabled });
}
