// Retention (docs/requirements/limits.md#lim-retention): clinical history stays readable and
// exportable for RETENTION_DAYS_AFTER_ENTITLEMENT days after the user's last entitlement ends
// (`retentionUntil` of the access policy), then this job deletes it: workspaces, topics and
// messages. The account, application and payments stay; the access policy reports
// `historyPurgedAt`.
//
// Users who never had an entitlement (no trial, no plan) have no retention clock and are left
// alone: the server refuses topics and questions without credit, so they hold no clinical content.
// docs/decisions/006-kvkk-self-service.md.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { PeriodicTask } from '../../lib/periodic-task';
import { loadEntitlement, retentionUntilOf } from '../billing';
import { purgeHousekeeping } from './housekeeping';
import {
  deleteWorkspacesOf,
  findPurgeCandidates,
  lockUserForPurge,
  markHistoryPurged,
} from './repository';

const DAY_MS = 86_400_000;

/** Purges one user's history if (still) due; true when it did. One transaction per user. */
async function purgeUser(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The row lock serialises with another instance's run and with the user's own erasure.
    const user = await lockUserForPurge(tx, userId);
    if (!user) return false;
    const until = retentionUntilOf(await loadEntitlement(tx, userId, false, now));
    if (!until || until > now) return false;
    if (user.historyPurgedAt && user.historyPurgedAt >= until) return false;
    // Topics and messages go with their workspace (ON DELETE CASCADE). Clinical content has no
    // stored files today; if it gets some, delete them here after the commit.
    await deleteWorkspacesOf(tx, userId);
    await markHistoryPurged(tx, userId, now);
    return true;
  });
}

/**
 * Deletes the clinical history of every user past `retentionUntil` at `now`. Idempotent: a second
 * run finds nothing to do until a new entitlement ends and its retention period passes in turn.
 */
export async function purgeExpired(db: Database, now: Date): Promise<{ purgedUserIds: string[] }> {
  const purgedUserIds: string[] = [];
  for (const userId of await findPurgeCandidates(db, now)) {
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
