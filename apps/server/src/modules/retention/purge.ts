// Retention (DESIGN §6): clinical history stays readable and exportable for
// RETENTION_DAYS_AFTER_ENTITLEMENT days after the user's last entitlement ends (`retentionUntil`
// of the access policy), then this job deletes it: workspaces, topics and messages. The account,
// application and payments stay; the access policy reports `historyPurgedAt`.
//
// Users who never had an entitlement (no trial, no plan) have no retention clock and are left
// alone: the server refuses topics and questions without credit, so they hold no clinical content.
// docs/decisions/006-kvkk-self-service.md.
import { RETENTION_DAYS_AFTER_ENTITLEMENT } from '@psikorehber/shared/constants';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { subscriptions, trials, users, workspaces } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { PeriodicTask } from '../../lib/periodic-task';
import { loadEntitlement, retentionUntilOf } from '../billing/entitlement';
import { purgeHousekeeping } from './housekeeping';

const DAY_MS = 86_400_000;
const RETENTION_SECONDS = RETENTION_DAYS_AFTER_ENTITLEMENT * 86_400;

/**
 * Users whose retention period may be over and whose history was not purged since it ended. A
 * prefilter in SQL; each candidate is checked again with the entitlement rules in its transaction.
 */
async function candidates(db: Database, now: Date): Promise<string[]> {
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

/** Purges one user's history if (still) due; true when it did. One transaction per user. */
async function purgeUser(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The row lock serialises with another instance's run and with the user's own erasure.
    const [user] = await tx
      .select({ id: users.id, historyPurgedAt: users.historyPurgedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return false;
    const until = retentionUntilOf(await loadEntitlement(tx, userId, false, now));
    if (!until || until > now) return false;
    if (user.historyPurgedAt && user.historyPurgedAt >= until) return false;
    // Topics and messages go with their workspace (ON DELETE CASCADE). Clinical content has no
    // stored files today; if it gets some, delete them here after the commit.
    await tx.delete(workspaces).where(eq(workspaces.userId, userId));
    await tx.update(users).set({ historyPurgedAt: now }).where(eq(users.id, userId));
    return true;
  });
}

/**
 * Deletes the clinical history of every user past `retentionUntil` at `now`. Idempotent: a second
 * run finds nothing to do until a new entitlement ends and its retention period passes in turn.
 */
export async function purgeExpired(db: Database, now: Date): Promise<{ purgedUserIds: string[] }> {
  const purgedUserIds: string[] = [];
  for (const userId of await candidates(db, now)) {
    if (await purgeUser(db, userId, now)) purgedUserIds.push(userId);
  }
  return { purgedUserIds };
}

/**
 * purgeExpired as a background task, run daily and a minute after start-up (a server restarted
 * more often than daily still purges); resolves with the number of users purged. Several instances
 * may run it at once: each user is purged in a transaction holding the user's row lock, and the
 * second finds nothing due.
 */
export function retentionTask(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): PeriodicTask<number> {
  return new PeriodicTask(async () => {
    try {
      const { purgedUserIds } = await purgeExpired(db, clock.now());
      if (purgedUserIds.length > 0) {
        log.info({ users: purgedUserIds.length }, 'retention: clinical history purged');
      }
      const { mails } = await purgeHousekeeping(db, clock.now());
      if (mails > 0) log.info({ mails }, 'retention: delivered outbox mails purged');
      return purgedUserIds.length;
    } catch (err) {
      log.error({ err }, 'retention purge run failed');
      return 0;
    }
  }, DAY_MS);
}

/** The retention task's first run after start-up. */
export const RETENTION_FIRST_RUN_DELAY_MS = 60_000;
