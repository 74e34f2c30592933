import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import { paymentHistoryResponseSchema } from '@psikorehber/shared/schemas/billing';
import type { PaymentHistoryItem } from '@psikorehber/shared/schemas/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /billing/payments: the caller's payments, newest first. */
export async function getPayments(signal?: AbortSignal): Promise<PaymentHistoryItem[]> {
  const { items } = await api('/billing/payments', {
    schema: paymentHistoryResponseSchema,
    signal,
  });
  return items;
}

export const paymentsQueryOptions = queryOptions({
  queryKey: queryKeys.payments,
  queryFn: ({ signal }) => getPayments(signal),
  staleTime: STALE_TIME_MS.status,
});

export function usePayments() {
  return useQuery(paymentsQueryOptions);
}
