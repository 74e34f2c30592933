// One question costs one credit (SPEC §4, DESIGN §6), taken atomically: a single conditional
// UPDATE … RETURNING inside the transaction that stores the question, so concurrent asks can never
// spend more than there is. The subscription pays first; the trial only when there is none.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions, trials } from '../../db/schema';
import { AppError } from '../../http/errors';

/** The subscription in force: active and its period running (optionally with credit left). */
function activeSubscription(userId: string, now: Date, withCredit: boolean) {
  return and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.status, 'active'),
    gt(subscriptions.periodEnd, now),
    ...(withCredit ? [gt(subscriptions.quotaRemaining, 0)] : []),
  );
}

/** The trial while it runs: days and questions left (DESIGN §6). */
function runningTrial(userId: string, now: Date) {
  return and(eq(trials.userId, userId), gt(trials.endsAt, now), gt(trials.questionsRemaining, 0));
}

export interface Credit {
  source: 'subscription' | 'trial';
  /** The subscription or trial row that paid. */
  rowId: string;
  /** What is left after this question. */
  left: number;
}

export async function takeCredit(tx: DbOrTx, userId: string, now: Date): Promise<Credit> {
  const [sub] = await tx
    .update(subscriptions)
    .set({ quotaRemaining: sql`${subscriptions.quotaRemaining} - 1`, updatedAt: now })
    .where(activeSubscription(userId, now, true))
    .returning({ id: subscriptions.id, left: subscriptions.quotaRemaining });
  if (sub) return { source: 'subscription', rowId: sub.id, left: sub.left };

  const [trial] = await tx
    .update(trials)
    .set({ questionsRemaining: sql`${trials.questionsRemaining} - 1` })
    .where(and(eq(trials.userId, userId), gt(trials.endsAt, now), gt(trials.questionsRemaining, 0)))
    .returning({ id: trials.id, left: trials.questionsRemaining });
  if (trial) return { source: 'trial', rowId: trial.id, left: trial.left };

  throw new AppError(await refusalFor(tx, userId, now));
}

/** trial_exhausted for someone whose only entitlement was the trial; quota_exhausted otherwise. */
export async function refusalFor(tx: DbOrTx, userId: string, now: Date) {
  const [active] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(activeSubscription(userId, now, false))
    .limit(1);
  if (active) return 'quota_exhausted' as const;
  const [trial] = await tx.select({ id: trials.id }).from(trials).where(eq(trials.userId, userId));
  return trial ? ('trial_exhausted' as const) : ('quota_exhausted' as const);
}

/** Gives a credit back when the provider failed (DESIGN §6). */
export async function refundCredit(tx: DbOrTx, credit: Credit, now: Date): Promise<void> {
  if (credit.source === 'subscription') {
    await tx
      .update(subscriptions)
      .set({ quotaRemaining: sql`${subscriptions.quotaRemaining} + 1`, updatedAt: now })
      .where(eq(subscriptions.id, credit.rowId));
  } else {
    await tx
      .update(trials)
      .set({ questionsRemaining: sql`${trials.questionsRemaining} + 1` })
      .where(eq(trials.id, credit.rowId));
  }
}

/** Whether the user could pay for a question now (topic creation needs it, SPEC §5). */
export async function hasCredit(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const [sub] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(activeSubscription(userId, now, true))
    .limit(1);
  if (sub) return true;
  const [trial] = await db
    .select({ id: trials.id })
    .from(trials)
    .where(runningTrial(userId, now))
    .limit(1);
  return trial !== undefined;
}
