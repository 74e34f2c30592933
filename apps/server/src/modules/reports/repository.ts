// The queries of the payments report: settled payments only, by settle time.
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, subscriptions, type PaymentRow, type SubscriptionRow } from '../../db/schema';

/** Successful payments settled within `range` (both ends included). */
function settledIn(range: { from: Date; to: Date }) {
  return and(
    eq(payments.status, 'success'),
    gte(payments.settledAt, range.from),
    lte(payments.settledAt, range.to),
  );
}

/**
 * The sum in kuruş and the count of the payments settled in `range`. The sum is a bigint, which the
 * driver may hand over as a string.
 */
export async function sumSettledPayments(
  db: DbOrTx,
  range: { from: Date; to: Date },
): Promise<{ total: number; count: number } | undefined> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${payments.amountKurus}), 0)::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(settledIn(range));
  return row;
}

/** Payments settled in `range`, newest first, each with the subscription it bought (if any). */
export function listSettledPayments(
  db: DbOrTx,
  range: { from: Date; to: Date },
  limit: number,
): Promise<{ payment: PaymentRow; sub: SubscriptionRow | null }[]> {
  return db
    .select({ payment: payments, sub: subscriptions })
    .from(payments)
    .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
    .where(settledIn(range))
    .orderBy(desc(payments.settledAt))
    .limit(limit);
}
