// Rows that serve no purpose after a short while and must not be kept "just in case" (KVKK's
// storage limitation): delivered and failed outbox mails (their envelope names a person; issue 14,
// item 7) and sign-in failure counters that no longer count (modules/auth/login-throttle.ts).
// Run by the daily retention task.
import type { DbOrTx } from '../../db/client';
import { purgeLoginThrottles } from '../auth';
import { deleteFinishedMailsBefore } from './repository';

export const OUTBOX_RETENTION_DAYS = 7;
const DAY_MS = 86_400_000;

export async function purgeHousekeeping(db: DbOrTx, now: Date): Promise<{ mails: number }> {
  const cutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS);
  const mails = await deleteFinishedMailsBefore(db, cutoff);
  await purgeLoginThrottles(db, now);
  return { mails };
}
