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
import { loadEntitlement, retentionUntilOf } from '../billing/entitlement';

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
 * Runs purgeExpired shortly after start-up and then once a day (a server restarted more often than
 * daily still purges). Several instances may run it at once: each user is purged in a transaction
 * holding the user's row lock, and the second finds nothing due.
 */
export class RetentionJob {
  private startTimer: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: { intervalMs?: number; firstRunDelayMs?: number } = {},
  ) {}

  start(): void {
    if (this.startTimer || this.timer) return;
    this.startTimer = setTimeout(() => {
      this.startTimer = undefined;
      void this.runOnce();
      this.timer = setInterval(() => void this.runOnce(), this.options.intervalMs ?? DAY_MS);
      this.timer.unref();
    }, this.options.firstRunDelayMs ?? 60_000);
    this.startTimer.unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.startTimer);
    clearInterval(this.timer);
    this.startTimer = undefined;
    this.timer = undefined;
    await this.running;
  }

  /** One purge run; concurrent calls share it. Resolves with the number of users purged. */
  runOnce(): Promise<number> {
    this.running ??= purgeExpired(this.db, this.clock.now())
      .then(({ purgedUserIds }) => {
        if (purgedUserIds.length > 0) {
          this.log.info({ users: purgedUserIds.length }, 'retention: clinical history purged');
        }
        return purgedUserIds.length;
      })
      .catch((err: unknown) => {
        this.log.error({ err }, 'retention purge run failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
