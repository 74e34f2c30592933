// The free trial (docs/requirements/limits.md#lim-trial): approved users only (the routes' guard),
// never beside an active subscription, once per user ever (a unique index makes concurrent starts
// safe).
import { TRIAL_DAYS, TRIAL_QUESTIONS } from '@psikorehber/shared/constants';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { loadEntitlement, type Entitlement } from '../billing';
import { insertTrialIfNone } from './repository';

const DAY_MS = 86_400_000;

export async function startTrial(db: Database, userId: string, now: Date): Promise<Entitlement> {
  return db.transaction(async (tx) => {
    const before = await loadEntitlement(tx, userId, true, now);
    if (before.trial) throw new AppError('trial_used');
    if (before.active) throw new AppError('subscription_active');
    const inserted = await insertTrialIfNone(tx, {
      userId,
      startedAt: now,
      endsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      questionsInitial: TRIAL_QUESTIONS,
      questionsRemaining: TRIAL_QUESTIONS,
    });
    // A concurrent start won the race between our read and our insert.
    if (!inserted) throw new AppError('trial_used');
    return loadEntitlement(tx, userId, true, now);
  });
}
