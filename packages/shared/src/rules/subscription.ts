import { ACCESS_MODES, TRIAL_PLAN_CODE, type AccessMode } from '../constants';
import type { AccessPolicy, Subscription, TrialStatus } from '../schemas/entities';
import { normalizePlanCode } from './plans';
import {
  firstNonNegativeInt,
  firstString,
  isRecord,
  toBoolean,
  toIsoTimestamp,
  type UnknownRecord,
} from './raw-values';

// Tolerant readers of the billing and trial answers (docs/requirements/data.md#data-subscription,
// docs/requirements/data.md#data-trial-status, docs/requirements/data.md#data-access-policy;
// camelCase or snake_case, possibly wrapped), producing the entity types of schemas/entities.

const MAX_NESTING = 3;
const NO_STATUS = 'none';

function pick(record: UnknownRecord, keys: readonly string[]): unknown {
  for (const key of keys) if (record[key] !== undefined && record[key] !== null) return record[key];
  return undefined;
}

function looksLikeSubscription(record: UnknownRecord): boolean {
  return ['status', 'plan', 'quotaRemaining', 'quota_remaining'].some((key) => key in record);
}

/**
 * The subscription under subscription/data/result, else the object itself. Wrappers are tried first
 * because a wrapper's own `status` (e.g. {ok, status: 'ok', subscription}) is not the subscription's.
 */
function findSubscription(raw: unknown, depth: number): UnknownRecord | undefined {
  if (!isRecord(raw) || depth > MAX_NESTING) return undefined;
  for (const key of ['subscription', 'data', 'result']) {
    const inner = findSubscription(raw[key], depth + 1);
    if (inner) return inner;
  }
  return looksLikeSubscription(raw) ? raw : undefined;
}

/**
 * Subscription from camelCase or snake_case keys (quota_initial, quota_remaining, period_start,
 * period_end), status lowercased. A plan that is TRIAL or unknown reads as null: the trial is not a
 * subscription. Null when nothing subscription-like is found.
 */
export function normalizeSubscription(raw: unknown): Subscription | null {
  const record = findSubscription(raw, 0);
  if (!record) return null;
  const plan = normalizePlanCode(record.plan ?? record.planCode ?? record.plan_code);
  const status = firstString(record, ['status']);
  return {
    plan: plan === TRIAL_PLAN_CODE ? null : plan,
    status: status ? status.toLocaleLowerCase('en') : NO_STATUS,
    quotaInitial: firstNonNegativeInt(record, ['quotaInitial', 'quota_initial']) ?? 0,
    quotaRemaining: firstNonNegativeInt(record, ['quotaRemaining', 'quota_remaining']) ?? 0,
    periodStart: toIsoTimestamp(pick(record, ['periodStart', 'period_start'])) ?? null,
    periodEnd: toIsoTimestamp(pick(record, ['periodEnd', 'period_end'])) ?? null,
  };
}

/** Trial status from camelCase or snake_case keys, possibly under data/result/trial. */
export function normalizeTrialStatus(raw: unknown): TrialStatus | null {
  const record = unwrap(raw, ['trial', 'data', 'result'], (candidate) =>
    ['active', 'daysLeft', 'days_left', 'questionsLeft', 'questions_left'].some(
      (key) => key in candidate,
    ),
  );
  if (!record) return null;
  const subscription = normalizeSubscription(record.subscription);
  return {
    active: toBoolean(record.active) ?? false,
    daysLeft: firstNonNegativeInt(record, ['daysLeft', 'days_left']) ?? 0,
    questionsLeft: firstNonNegativeInt(record, ['questionsLeft', 'questions_left']) ?? 0,
    hasSubscription:
      toBoolean(pick(record, ['hasSubscription', 'has_subscription'])) ?? subscription !== null,
    subscription,
    hadTrial: toBoolean(pick(record, ['hadTrial', 'had_trial'])) ?? false,
  };
}

function isAccessMode(value: unknown): value is AccessMode {
  return typeof value === 'string' && (ACCESS_MODES as readonly string[]).includes(value);
}

/** Workspace access policy (GET /workspaces/v2/access), camelCase or snake_case. */
export function normalizeAccessPolicy(raw: unknown): AccessPolicy | null {
  const record = unwrap(raw, ['policy', 'access', 'data', 'result'], (candidate) =>
    ['mode', 'canEnter', 'can_enter'].some((key) => key in candidate),
  );
  if (!record) return null;
  const mode = typeof record.mode === 'string' ? record.mode.trim().toLocaleLowerCase('en') : '';
  return {
    mode: isAccessMode(mode) ? mode : 'none',
    plan: normalizePlanCode(record.plan),
    canEnter: toBoolean(pick(record, ['canEnter', 'can_enter'])) ?? false,
    canAsk: toBoolean(pick(record, ['canAsk', 'can_ask'])) ?? false,
    questionsLeft: firstNonNegativeInt(record, ['questionsLeft', 'questions_left']) ?? 0,
    daysLeft: firstNonNegativeInt(record, ['daysLeft', 'days_left']) ?? 0,
    retentionUntil: toIsoTimestamp(pick(record, ['retentionUntil', 'retention_until'])) ?? null,
    historyPurgedAt: toIsoTimestamp(pick(record, ['historyPurgedAt', 'history_purged_at'])) ?? null,
  };
}

function unwrap(
  raw: unknown,
  containerKeys: readonly string[],
  matches: (record: UnknownRecord) => boolean,
  depth = 0,
): UnknownRecord | undefined {
  if (!isRecord(raw) || depth > MAX_NESTING) return undefined;
  if (matches(raw)) return raw;
  for (const key of containerKeys) {
    const inner = unwrap(raw[key], containerKeys, matches, depth + 1);
    if (inner) return inner;
  }
  return undefined;
}
