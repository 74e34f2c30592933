import {
  paymentProviderResponseSchema,
  type PaymentProviderResponse,
} from '@psikorehber/shared/schemas/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /billing/provider: PayTR or the embedded sandbox (whose test cards the checkout lists). */
export async function getPaymentProvider(signal?: AbortSignal): Promise<PaymentProviderResponse> {
  return api('/billing/provider', { schema: paymentProviderResponseSchema, signal });
}

export const paymentProviderQueryOptions = queryOptions({
  queryKey: queryKeys.paymentProvider,
  queryFn: ({ signal }) => getPaymentProvider(signal),
  // The provider changes only with a server restart.
  staleTime: Infinity,
});

export function usePaymentProvider() {
  return useQuery(paymentProviderQueryOptions);
}
