// Payments report (docs/requirements/api.md#api-admin-report; windows and limit:
// docs/requirements/limits.md#lim-admin): settled payments only, by settle time.
import type { ReportWindow } from '@psikorehber/shared/constants';
import type { AdminPaymentItem } from '@psikorehber/shared/schemas/entities';
import type { DbOrTx } from '../../db/client';
import { listSettledPayments, sumSettledPayments } from './repository';

const WINDOW_DAYS: Record<ReportWindow, number> = { day: 1, week: 7, month: 30 };

/** Rolling windows ending now: the last 24 hours, 7 days or 30 days. */
export function windowRange(window: ReportWindow, now = new Date()): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - WINDOW_DAYS[window] * 86_400_000), to: now };
}

export async function paymentsSummary(db: DbOrTx, window: ReportWindow) {
  const range = windowRange(window);
  const row = await sumSettledPayments(db, range);
  return {
    totalMinor: Number(row?.total ?? 0),
    count: row?.count ?? 0,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  };
}

export async function paymentsList(
  db: DbOrTx,
  window: ReportWindow,
  limit: number,
): Promise<AdminPaymentItem[]> {
  const rows = await listSettledPayments(db, windowRange(window), limit);
  return rows.map(({ payment, sub }) => ({
    id: payment.id,
    createdAt: (payment.settledAt ?? payment.createdAt).toISOString(),
    email: payment.email ?? '',
    planWanted: payment.planCode as AdminPaymentItem['planWanted'],
    monthsWanted: payment.periodMonths,
    amountMinor: payment.amountKurus,
    currency: payment.currency,
    periodStart: sub?.periodStart.toISOString() ?? null,
    periodEnd: sub?.periodEnd.toISOString() ?? null,
  }));
}
