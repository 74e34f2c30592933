// The queries of the billing area: plans and prices, payments, subscriptions and trials.
import type { PlanCode, PlanPeriodMonths } from '@psikorehber/shared/constants';
import type { PaymentStatus } from '@psikorehber/shared/schemas/entities';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  payments,
  planPrices,
  plans,
  subscriptions,
  trials,
  users,
  type PaymentRow,
  type PlanPriceRow,
  type PlanRow,
  type SubscriptionRow,
  type TrialRow,
  type UserRow,
} from '../../db/schema';

// Plans and prices.

/** Inserts a plan unless its code exists; an existing row is left alone. */
export async function insertPlanIfMissing(
  db: DbOrTx,
  plan: typeof plans.$inferInsert,
): Promise<void> {
  await db.insert(plans).values(plan).onConflictDoNothing();
}

/** Inserts the plan prices whose (plan, period) is missing; existing prices are left alone. */
export async function insertPlanPricesIfMissing(
  db: DbOrTx,
  prices: (typeof planPrices.$inferInsert)[],
): Promise<void> {
  await db.insert(planPrices).values(prices).onConflictDoNothing();
}

/** Every price of every active plan, by the plans' sort order, then by period. */
export function listActivePlansWithPrices(
  db: DbOrTx,
): Promise<{ plan: PlanRow; price: PlanPriceRow }[]> {
  return db
    .select({ plan: plans, price: planPrices })
    .from(plans)
    .innerJoin(planPrices, eq(planPrices.planCode, plans.code))
    .where(eq(plans.active, true))
    .orderBy(asc(plans.sortOrder), asc(planPrices.periodMonths));
}

/** The price of `months` of an active plan and the plan's monthly quota. */
export async function findActivePlanPrice(
  db: DbOrTx,
  code: PlanCode,
  months: PlanPeriodMonths,
): Promise<{ priceKurus: number; monthlyQuota: number } | undefined> {
  const [row] = await db
    .select({ priceKurus: planPrices.priceKurus, monthlyQuota: plans.monthlyQuota })
    .from(plans)
    .innerJoin(planPrices, eq(planPrices.planCode, plans.code))
    .where(and(eq(plans.code, code), eq(plans.active, true), eq(planPrices.periodMonths, months)));
  return row;
}

/** A plan by code, whether on sale or not. */
export async function findPlan(db: DbOrTx, code: string): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.code, code));
  return plan;
}

// Subscriptions and trials.

/** Every subscription of the user, newest first. */
export function listSubscriptionsOf(db: DbOrTx, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
}

export async function findTrialOf(db: DbOrTx, userId: string): Promise<TrialRow | undefined> {
  const [trial] = await db.select().from(trials).where(eq(trials.userId, userId)).limit(1);
  return trial;
}

/** Marks the user's active subscription (if any) replaced. */
export async function replaceActiveSubscription(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'replaced', updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
}

export async function insertSubscription(
  db: DbOrTx,
  values: typeof subscriptions.$inferInsert,
): Promise<void> {
  await db.insert(subscriptions).values(values);
}

/**
 * A buyer's row, locked for the rest of the transaction. NO KEY UPDATE, not UPDATE: an ask holding
 * the user's subscription row inserts messages whose foreign key takes KEY SHARE on this user row;
 * FOR UPDATE would deadlock with it.
 */
export async function lockBuyer(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('no key update');
  return user;
}

// Payments.

export async function insertPayment(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<void> {
  await db.insert(payments).values(values);
}

export async function findPaymentByMerchantOid(
  db: DbOrTx,
  merchantOid: string,
): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.merchantOid, merchantOid))
    .limit(1);
  return payment;
}

/** The user's own order; undefined for another user's or a missing one. */
export async function findUserPayment(
  db: DbOrTx,
  userId: string,
  merchantOid: string,
): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.merchantOid, merchantOid), eq(payments.userId, userId)))
    .limit(1);
  return payment;
}

/** The user's newest `limit` payments, newest first. */
export function listRecentPayments(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

/** Pending → failed with the provider's reason; false when the order is no longer pending. */
export async function markPaymentFailed(
  db: DbOrTx,
  paymentId: string,
  now: Date,
  reason: { code: string | null; msg: string | null },
): Promise<boolean> {
  const updated = await db
    .update(payments)
    .set({
      status: 'failed',
      settledAt: now,
      failedReasonCode: reason.code,
      failedReasonMsg: reason.msg,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return updated.length > 0;
}

/**
 * Pending → success with the amount the provider charged; undefined when the order is no longer
 * pending (a conditional UPDATE, so of concurrent deliveries only one gets the row).
 */
export async function markPaymentSucceeded(
  db: DbOrTx,
  paymentId: string,
  now: Date,
  providerTotalKurus: number,
): Promise<PaymentRow | undefined> {
  const [settled] = await db
    .update(payments)
    .set({
      status: 'success',
      settledAt: now,
      providerTotalKurus,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return settled;
}

/** Records that the payment's subscription was applied. */
export async function markPaymentApplied(db: DbOrTx, paymentId: string, now: Date): Promise<void> {
  await db.update(payments).set({ appliedAt: now }).where(eq(payments.id, paymentId));
}

/** ?debug=1 of /billing/me: counts about the caller's own records, nothing secret. */
export async function paymentFacts(db: DbOrTx, userId: string) {
  const [subs] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const [pending] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')));
  const [last] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return {
    subscriptionCount: subs?.n ?? 0,
    pendingPayments: pending?.n ?? 0,
    lastPaymentStatus: (last?.status as PaymentStatus | undefined) ?? null,
  };
}
