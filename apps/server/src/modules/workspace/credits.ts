// One question costs one credit (docs/requirements/data.md#data-asking-allowed,
// docs/requirements/limits.md#lim-credit), taken atomically: a single conditional
// UPDATE … RETURNING inside the transaction that stores the question, so concurrent asks can never
// spend more than there is. The subscription pays first; the trial only when there is none.
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import {
  findTrialId,
  hasActiveSubscription,
  hasRunningTrial,
  refundSubscriptionCredit,
  refundTrialCredit,
  spendSubscriptionCredit,
  spendTrialCredit,
} from './repository';

export interface Credit {
  source: 'subscription' | 'trial';
  /** The subscription or trial row that paid. */
  rowId: string;
  /** What is left after this question. */
  left: number;
}

export async function takeCredit(tx: DbOrTx, userId: string, now: Date): Promise<Credit> {
  const sub = await spendSubscriptionCredit(tx, userId, now);
  if (sub) return { source: 'subscription', rowId: sub.id, left: sub.left };

  const trial = await spendTrialCredit(tx, userId, now);
  if (trial) return { source: 'trial', rowId: trial.id, left: trial.left };

  throw new AppError(await refusalFor(tx, userId, now));
}

/** trial_exhausted for someone whose only entitlement was the trial; quota_exhausted otherwise. */
export async function refusalFor(tx: DbOrTx, userId: string, now: Date) {
  if (await hasActiveSubscription(tx, userId, now, { withCredit: false })) {
    return 'quota_exhausted' as const;
  }
  const trialId = await findTrialId(tx, userId);
  return trialId ? ('trial_exhausted' as const) : ('quota_exhausted' as const);
}

/** Gives a credit back when the provider failed (docs/requirements/limits.md#lim-credit). */
export async function refundCredit(tx: DbOrTx, credit: Credit, now: Date): Promise<void> {
  if (credit.source === 'subscription') await refundSubscriptionCredit(tx, credit.rowId, now);
  else await refundTrialCredit(tx, credit.rowId);
}

/**
 * Whether the user could pay for a question now (topic creation needs it,
 * docs/requirements/validation.md#val-workspace).
 */
export async function hasCredit(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  if (await hasActiveSubscription(db, userId, now, { withCredit: true })) return true;
  return hasRunningTrial(db, userId, now);
}
