// The queries of the free trial.
import type { DbOrTx } from '../../db/client';
import { trials } from '../../db/schema';

/**
 * Inserts the user's trial; false when they already have one (trials_user_uq, so of two
 * concurrent starts only one inserts).
 */
export async function insertTrialIfNone(
  db: DbOrTx,
  values: typeof trials.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(trials)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: trials.id });
  return inserted.length > 0;
}
