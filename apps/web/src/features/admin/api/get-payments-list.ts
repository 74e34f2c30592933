import {
  PAYMENT_REPORT_LIMIT,
  STALE_TIME_MS,
  type ReportWindow,
} from '@psikorehber/shared/constants';
import {
  adminPaymentListSchema,
  type AdminPaymentItem,
} from '@psikorehber/shared/schemas/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '~/features/admin/admin-query-keys';
import { api } from '~/lib/api-client';

/** GET /i/admin/reports/payments/list?window=&limit=1000: the payments of the window. */
export async function getPaymentsList(
  reportWindow: ReportWindow,
  signal?: AbortSignal,
): Promise<AdminPaymentItem[]> {
  const answer = await api('/i/admin/reports/payments/list', {
    query: { window: reportWindow, limit: PAYMENT_REPORT_LIMIT },
    schema: adminPaymentListSchema,
    signal,
  });
  return answer.items;
}

export function paymentsListQueryOptions(reportWindow: ReportWindow) {
  return queryOptions({
    queryKey: adminQueryKeys.paymentsList(reportWindow),
    queryFn: ({ signal }) => getPaymentsList(reportWindow, signal),
    staleTime: STALE_TIME_MS.status,
  });
}

export function usePaymentsList(reportWindow: ReportWindow) {
  return useQuery(paymentsListQueryOptions(reportWindow));
}
