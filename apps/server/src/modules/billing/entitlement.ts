// What a user is entitled to right now (docs/requirements/data.md#data-subscription,
// docs/requirements/data.md#data-trial-status, docs/requirements/data.md#data-access-policy;
// docs/requirements/data.md#data-subscription-state; docs/requirements/limits.md#lim-trial): one
// read of the user's subscriptions and trial, then pure derivations so /billing/*, /trial/* and
// /workspaces/v2/access can never disagree.
import {
  RETENTION_DAYS_AFTER_ENTITLEMENT,
  TRIAL_PLAN_CODE,
  type PlanCode,
} from '@psikorehber/shared/constants';
import type {
  AccessPolicy,
  PlanState,
  Subscription,
  TrialStatus,
} from '@psikorehber/shared/schemas/entities';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../http/session';
import type { SubscriptionRow, TrialRow } from '../../db/schema';
import { findTrialOf, listSubscriptionsOf } from './repository';

const DAY_MS = 86_400_000;

export interface Entitlement {
  now: Date;
  approved: boolean;
  /** The subscription in force: status active and its period not over. */
  active: SubscriptionRow | null;
  /** The newest subscription whatever its status (what /billing/subscription shows without one). */
  latest: SubscriptionRow | null;
  trial: TrialRow | null;
  /** Every subscription of the user, newest first (the data export lists them). */
  subscriptions: SubscriptionRow[];
  /**
   * End of the last entitlement, the start of the retention period
   * (docs/requirements/limits.md#lim-retention).
   */
  lastEntitlementEnd: Date | null;
}

export async function loadEntitlement(
  db: DbOrTx,
  userId: string,
  approved: boolean,
  now: Date,
): Promise<Entitlement> {
  const subs = await listSubscriptionsOf(db, userId);
  const trial = await findTrialOf(db, userId);

  const active = subs.find((s) => s.status === 'active' && s.periodEnd > now) ?? null;
  const ends = subs.map((s) => (s.status === 'replaced' ? s.updatedAt : s.periodEnd));
  if (trial) ends.push(trial.endsAt);
  const lastEnd = ends.reduce<Date | null>((max, end) => (max && max > end ? max : end), null);
  return {
    now,
    approved,
    active,
    latest: subs[0] ?? null,
    trial: trial ?? null,
    subscriptions: subs,
    lastEntitlementEnd: lastEnd,
  };
}

/** The entitlement of a signed-in user, now. */
export function entitlementOf(app: FastifyInstance, auth: AuthContext): Promise<Entitlement> {
  const approved = auth.applicationStatus === 'APPROVED';
  return loadEntitlement(app.db, auth.user.id, approved, app.clock.now());
}

/**
 * The end of the retention period (docs/requirements/limits.md#lim-retention):
 * RETENTION_DAYS_AFTER_ENTITLEMENT days after the last entitlement ends; null for a user who never
 * had one (no clock has started).
 */
export function retentionUntilOf(e: Pick<Entitlement, 'lastEntitlementEnd'>): Date | null {
  return e.lastEntitlementEnd
    ? new Date(e.lastEntitlementEnd.getTime() + RETENTION_DAYS_AFTER_ENTITLEMENT * DAY_MS)
    : null;
}

/** 'active' only while the period runs; an active row past its end reads 'expired'. */
export function effectiveStatus(row: SubscriptionRow, now: Date): string {
  return row.status === 'active' && row.periodEnd <= now ? 'expired' : row.status;
}

export function toSubscription(row: SubscriptionRow | null, now: Date): Subscription | null {
  if (!row) return null;
  return {
    plan: row.planCode as PlanCode,
    status: effectiveStatus(row, now),
    quotaInitial: row.quotaInitial,
    quotaRemaining: row.quotaRemaining,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
  };
}

/** Whole days left, rounded up (2 h left is "1 day"); 0 once over. */
function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/**
 * A trial lasts 3 days and 3 questions, whichever ends first
 * (docs/requirements/limits.md#lim-trial).
 */
export function isTrialRunning(trial: TrialRow | null, now: Date): trial is TrialRow {
  return trial !== null && trial.endsAt > now && trial.questionsRemaining > 0;
}

function runningTrial(e: Entitlement): TrialRow | null {
  return isTrialRunning(e.trial, e.now) ? e.trial : null;
}

export function trialStatusOf(e: Entitlement): TrialStatus {
  const trial = runningTrial(e);
  return {
    active: trial !== null,
    daysLeft: trial ? daysUntil(trial.endsAt, e.now) : 0,
    questionsLeft: trial?.questionsRemaining ?? 0,
    hasSubscription: e.active !== null,
    subscription: toSubscription(e.active, e.now),
    hadTrial: e.trial !== null,
  };
}

/** The plan in force: the paid plan, else TRIAL while the trial runs, else null. */
export function planInForce(e: Entitlement): PlanState | null {
  if (e.active) return e.active.planCode as PlanCode;
  return isTrialRunning(e.trial, e.now) ? TRIAL_PLAN_CODE : null;
}

/**
 * The access policy of docs/requirements/data.md#data-access-policy. `historyPurgedAt`
 * (users.history_purged_at, set by the retention job) is the caller's: the signed-in user's row is
 * already loaded with the session.
 */
export function accessPolicyOf(e: Entitlement, historyPurgedAt: Date | null): AccessPolicy {
  const trial = runningTrial(e);
  const retentionUntil = retentionUntilOf(e);
  const mode = e.active
    ? 'subscription'
    : trial
      ? 'trial'
      : retentionUntil && retentionUntil > e.now
        ? 'retention'
        : 'none';
  const questionsLeft = e.active ? e.active.quotaRemaining : (trial?.questionsRemaining ?? 0);
  const end = e.active?.periodEnd ?? trial?.endsAt;
  const daysLeft = end ? daysUntil(end, e.now) : 0;
  return {
    mode,
    plan: planInForce(e),
    // The workspace is for approved users; without credit they still read their history
    // (docs/requirements/permissions.md#perm-approved).
    canEnter: e.approved,
    canAsk: e.approved && questionsLeft > 0,
    questionsLeft,
    daysLeft,
    retentionUntil: retentionUntil?.toISOString() ?? null,
    historyPurgedAt: historyPurgedAt?.toISOString() ?? null,
  };
}

/** GET /billing/status's `status`: active, trial, the latest subscription's status, or none. */
export function billingStatusOf(e: Entitlement): string {
  if (e.active) return 'active';
  if (isTrialRunning(e.trial, e.now)) return 'trial';
  return e.latest ? effectiveStatus(e.latest, e.now) : 'none';
}
