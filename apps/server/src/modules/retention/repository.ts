// The queries of the retention task: the clinical history purge and the housekeeping purges.
import { RETENTION_DAYS_AFTER_ENTITLEMENT } from '@psikorehber/shared/constants';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxMails, subscriptions, trials, users, workspaces } from '../../db/schema';

const DAY_MS = 86_400_000;
const RETENTION_SECONDS = RETENTION_DAYS_AFTER_ENTITLEMENT * 86_400;

/**
 * Users whose retention period may be over and whose history was not purged since it ended. A
 * prefilter in SQL; each candidate is checked again with the entitlement rules in its transaction.
 */
export async function findPurgeCandidates(db: DbOrTx, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS_AFTER_ENTITLEMENT * DAY_MS);
  // Mirrors loadEntitlement: a replaced subscription ended when it was replaced.
  const lastSubscription = db
    .select({
      userId: subscriptions.userId,
      endAt:
        sql<string>`max(case when ${subscriptions.status} = 'replaced' then ${subscriptions.updatedAt} else ${subscriptions.periodEnd} end)`.as(
          'end_at',
        ),
    })
    .from(subscriptions)
    .groupBy(subscriptions.userId)
    .as('last_subscription');
  // greatest() skips nulls; both null (no entitlement ever) compares as null and is left out.
  const lastEnd = sql`greatest(${lastSubscription.endAt}, ${trials.endsAt})`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(lastSubscription, eq(lastSubscription.userId, users.id))
    .leftJoin(trials, eq(trials.userId, users.id))
    .where(
      sql`${lastEnd} <= ${cutoff.toISOString()}::timestamptz and (${users.historyPurgedAt} is null or ${users.historyPurgedAt} < ${lastEnd} + ${RETENTION_SECONDS} * interval '1 second')`,
    );
  return rows.map((row) => row.id);
}

/** A user's row locked for the rest of the transaction: its id and when its history was purged. */
export async function lockUserForPurge(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; historyPurgedAt: Date | null } | undefined> {
  const [user] = await db
    .select({ id: users.id, historyPurgedAt: users.historyPurgedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

/** Deletes a user's workspaces; their topics and messages go with them (ON DELETE CASCADE). */
export async function deleteWorkspacesOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.userId, userId));
}

export async function markHistoryPurged(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ historyPurgedAt: now }).where(eq(users.id, userId));
}

/** Deletes the sent and failed outbox mails created before `cutoff`; returns how many. */
export async function deleteFinishedMailsBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const mails = await db
    .delete(outboxMails)
    .where(and(inArray(outboxMails.status, ['sent', 'failed']), lt(outboxMails.createdAt, cutoff)))
    .returning({ id: outboxMails.id });
  return mails.length;
}
