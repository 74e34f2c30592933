// Payments report (SPEC §7 "Admin", §9 windows and limit): settled payments only, by settle time.
import type { ReportWindow } from '@psikorehber/shared/constants';
import type { AdminPaymentItem } from '@psikorehber/shared/schemas/entities';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, subscriptions } from '../../db/schema';

const WINDOW_DAYS: Record<ReportWindow, number> = { day: 1, week: 7, month: 30 };

/** Rolling windows ending now: the last 24 hours, 7 days or 30 days. */
export function windowRange(window: ReportWindow, now = new Date()): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - WINDOW_DAYS[window] * 86_400_000), to: now };
}

function settledIn(range: { from: Date; to: Date }) {
  return and(
    eq(payments.status, 'success'),
    gte(payments.settledAt, range.from),
    lte(payments.settledAt, range.to),
  );
}

export async function paymentsSummary(db: DbOrTx, window: ReportWindow) {
  const range = windowRange(window);
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${payments.amountKurus}), 0)::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(settledIn(range));
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
  const rows = await db
    .select({ payment: payments, sub: subscriptions })
    .from(payments)
    .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
    .where(settledIn(windowRange(window)))
    .orderBy(desc(payments.settledAt))
    .limit(limit);
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
