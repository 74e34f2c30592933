import { TRIAL_PLAN_CODE, type PlanCode } from '../constants';
import type { NoQuotaBannerKey } from '../messages';
import type { AccessPolicy, PlanState, Subscription, TrialStatus } from '../schemas/entities';
import { normalizePlanCode } from './plans';
import { normalizeSubscription } from './subscription';

// Who may ask and what to offer (docs/requirements/data.md#data-asking-allowed,
// docs/requirements/data.md#data-subscription-state, docs/requirements/limits.md#lim-trial).
// Subscriptions are accepted raw (snake_case, wrapped, any status casing) and read through
// normalizeSubscription, so every caller agrees.

export type TrialLike = Pick<TrialStatus, 'active' | 'questionsLeft'> &
  Partial<Pick<TrialStatus, 'daysLeft' | 'subscription' | 'hadTrial'>>;

export interface EntitlementInput {
  /** A Subscription or any raw shape normalizeSubscription reads; null/undefined when none. */
  subscription?: unknown;
  trial?: TrialLike | null | undefined;
}

/** The subscription given, else the one embedded in the trial status. */
function resolveSubscription({ subscription, trial }: EntitlementInput): Subscription | null {
  return normalizeSubscription(subscription) ?? normalizeSubscription(trial?.subscription);
}

/**
 * Active when the (lowercased) status is 'active'
 * (docs/requirements/data.md#data-subscription-state).
 */
export function isSubscriptionActive(subscription: unknown): boolean {
  return normalizeSubscription(subscription)?.status === 'active';
}

export function isTrialActive(trial: TrialLike | null | undefined): boolean {
  return trial?.active === true;
}

function subscriptionHasQuota(subscription: Subscription | null): boolean {
  return subscription?.status === 'active' && subscription.quotaRemaining > 0;
}

function trialHasQuestions(trial: TrialLike | null | undefined): boolean {
  return isTrialActive(trial) && (trial?.questionsLeft ?? 0) > 0;
}

/**
 * An active subscription with quota left, or an active trial with questions left
 * (docs/requirements/data.md#data-asking-allowed).
 */
export function canAsk(input: EntitlementInput): boolean {
  return subscriptionHasQuota(resolveSubscription(input)) || trialHasQuestions(input.trial);
}

export interface TrialOfferInput extends EntitlementInput {
  /**
   * A trial is given once (docs/requirements/limits.md#lim-trial); when omitted, the trial status's
   * hadTrial is used.
   */
  hadTrial?: boolean;
  /**
   * Only approved users get a trial (docs/requirements/permissions.md#perm-approved); when omitted,
   * approval is not checked here.
   */
  approved?: boolean;
}

/**
 * Offer the trial only when there is neither an active subscription nor an active trial
 * (docs/requirements/data.md#data-subscription-state); docs/requirements/limits.md#lim-trial adds
 * "never had a trial" and "approved" when the caller knows them.
 */
export function shouldOfferTrial(input: TrialOfferInput): boolean {
  if (input.approved === false) return false;
  if (input.hadTrial ?? input.trial?.hadTrial ?? false) return false;
  return !isSubscriptionActive(resolveSubscription(input)) && !isTrialActive(input.trial);
}

/**
 * TRIAL when the access policy lets the user in with days left and no paid plan exists
 * (docs/requirements/data.md#data-subscription-state); otherwise the paid plan, or null. A paid
 * plan of 'TRIAL' is not a paid plan.
 */
export function inferPlanFromAccess(
  policy: Pick<AccessPolicy, 'canEnter' | 'daysLeft'> | null | undefined,
  paidPlan: unknown,
): PlanState | null {
  const paid = normalizePlanCode(paidPlan);
  if (paid !== null && paid !== TRIAL_PLAN_CODE) return paid satisfies PlanCode;
  return policy?.canEnter === true && policy.daysLeft > 0 ? TRIAL_PLAN_CODE : null;
}

/**
 * Which NO_QUOTA_BANNERS entry explains a disabled question box, or null when asking is allowed:
 * an active subscription out of credit → quotaExhausted; a trial that is active without questions or
 * has been used, with no active subscription → trialEnded; anything else → subscriptionInactive.
 * Returns the key so the caller can pick the text and any call to action.
 */
export function noQuotaBanner(input: TrialOfferInput): NoQuotaBannerKey | null {
  if (canAsk(input)) return null;
  if (isSubscriptionActive(resolveSubscription(input))) return 'quotaExhausted';
  const trialUsed = input.hadTrial ?? input.trial?.hadTrial ?? false;
  if (isTrialActive(input.trial) || trialUsed) return 'trialEnded';
  return 'subscriptionInactive';
}
