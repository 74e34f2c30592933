import { STALE_TIME_MS, type ReportWindow } from '@psikorehber/shared/constants';
import { paymentSummarySchema, type PaymentSummary } from '@psikorehber/shared/schemas/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '~/features/admin/admin-query-keys';
import { api } from '~/lib/api-client';

/** GET /i/admin/reports/payments/summary?window=: settled payments in the window. */
export async function getPaymentsSummary(
  reportWindow: ReportWindow,
  signal?: AbortSignal,
): Promise<PaymentSummary> {
  return api('/i/admin/reports/payments/summary', {
    query: { window: reportWindow },
    schema: paymentSummarySchema,
    signal,
  });
}

export function paymentsSummaryQueryOptions(reportWindow: ReportWindow) {
  return queryOptions({
    queryKey: adminQueryKeys.paymentsSummary(reportWindow),
    queryFn: ({ signal }) => getPaymentsSummary(reportWindow, signal),
    staleTime: STALE_TIME_MS.status,
  });
}

export function usePaymentsSummary(reportWindow: ReportWindow) {
  return useQuery(paymentsSummaryQueryOptions(reportWindow));
}
