import { describe, expect, it } from 'vitest';

import { NO_QUOTA_BANNERS } from '../messages';
import type { Subscription } from '../schemas/entities';
import {
  canAsk,
  inferPlanFromAccess,
  isSubscriptionActive,
  isTrialActive,
  noQuotaBanner,
  shouldOfferTrial,
  type TrialLike,
} from './entitlement';

function subscription(status: string, quotaRemaining: number): Subscription {
  return {
    plan: 'BASIC',
    status,
    quotaInitial: 150,
    quotaRemaining,
    periodStart: null,
    periodEnd: null,
  };
}
const trial = (
  active: boolean,
  questionsLeft: number,
  extra: Partial<TrialLike> = {},
): TrialLike => ({
  active,
  questionsLeft,
  ...extra,
});

describe('isSubscriptionActive', () => {
  it('is true only for status active, in any case', () => {
    expect(isSubscriptionActive(subscription('active', 0))).toBe(true);
    expect(isSubscriptionActive({ status: 'ACTIVE' })).toBe(true);
    expect(isSubscriptionActive({ status: ' Active ' })).toBe(true);
    for (const status of ['expired', 'cancelled', 'pending', 'inactive', '']) {
      expect(isSubscriptionActive({ status })).toBe(false);
    }
  });

  it('tolerates snake_case and wrapped subscriptions', () => {
    expect(isSubscriptionActive({ subscription: { status: 'active', quota_remaining: 3 } })).toBe(
      true,
    );
  });

  it('is false when there is no subscription', () => {
    for (const raw of [null, undefined, {}, 'active'])
      expect(isSubscriptionActive(raw)).toBe(false);
  });
});

describe('isTrialActive', () => {
  it('needs an explicit active flag', () => {
    expect(isTrialActive(trial(true, 0))).toBe(true);
    expect(isTrialActive(trial(false, 3))).toBe(false);
    expect(isTrialActive(null)).toBe(false);
  });
});

describe('canAsk truth table', () => {
  const subscriptions = {
    none: null,
    activeWithQuota: subscription('active', 5),
    activeNoQuota: subscription('active', 0),
    expiredWithQuota: subscription('expired', 5),
  } as const;
  const trials = {
    none: null,
    activeWithQuestions: trial(true, 2),
    activeNoQuestions: trial(true, 0),
    endedWithQuestions: trial(false, 2),
  } as const;
  const allowed: Record<keyof typeof subscriptions, Record<keyof typeof trials, boolean>> = {
    none: {
      none: false,
      activeWithQuestions: true,
      activeNoQuestions: false,
      endedWithQuestions: false,
    },
    activeWithQuota: {
      none: true,
      activeWithQuestions: true,
      activeNoQuestions: true,
      endedWithQuestions: true,
    },
    activeNoQuota: {
      none: false,
      activeWithQuestions: true,
      activeNoQuestions: false,
      endedWithQuestions: false,
    },
    expiredWithQuota: {
      none: false,
      activeWithQuestions: true,
      activeNoQuestions: false,
      endedWithQuestions: false,
    },
  };

  const cases = Object.entries(allowed).flatMap(([subKey, row]) =>
    Object.entries(row).map(([trialKey, expected]) => [subKey, trialKey, expected] as const),
  );

  it.each(cases)('subscription %s + trial %s → %s', (subKey, trialKey, expected) => {
    expect(
      canAsk({
        subscription: subscriptions[subKey as keyof typeof subscriptions],
        trial: trials[trialKey as keyof typeof trials],
      }),
    ).toBe(expected);
  });

  it('refuses an active trial with no questions left', () => {
    expect(canAsk({ trial: trial(true, 0) })).toBe(false);
  });

  it('reads raw snake_case subscriptions', () => {
    expect(canAsk({ subscription: { status: 'ACTIVE', quota_remaining: '1' } })).toBe(true);
    expect(canAsk({ subscription: { status: 'ACTIVE', quota_remaining: 0 } })).toBe(false);
  });

  it('uses the subscription embedded in the trial status when none is given', () => {
    expect(canAsk({ trial: trial(false, 0, { subscription: subscription('active', 3) }) })).toBe(
      true,
    );
  });

  it('refuses everything when nothing is known', () => {
    expect(canAsk({})).toBe(false);
  });
});

describe('shouldOfferTrial truth table', () => {
  it.each([
    ['nothing at all', {}, true],
    ['an expired subscription', { subscription: subscription('expired', 0) }, true],
    ['an ended trial', { trial: trial(false, 0) }, true],
    ['an active subscription', { subscription: subscription('active', 5) }, false],
    ['an active subscription without quota', { subscription: subscription('active', 0) }, false],
    ['an active trial', { trial: trial(true, 3) }, false],
    ['an active trial without questions', { trial: trial(true, 0) }, false],
    ['both active', { subscription: subscription('active', 1), trial: trial(true, 1) }, false],
  ] as const)('with %s → %s', (_label, input, expected) => {
    expect(shouldOfferTrial(input)).toBe(expected);
  });

  it('never offers a second trial, as the requirements say', () => {
    expect(shouldOfferTrial({ hadTrial: true })).toBe(false);
    expect(shouldOfferTrial({ trial: trial(false, 0, { hadTrial: true }) })).toBe(false);
    // The explicit flag wins over the trial status.
    expect(shouldOfferTrial({ hadTrial: false, trial: trial(false, 0, { hadTrial: true }) })).toBe(
      true,
    );
  });

  it('never offers a trial to a user known to be unapproved', () => {
    expect(shouldOfferTrial({ approved: false })).toBe(false);
    expect(shouldOfferTrial({ approved: true })).toBe(true);
  });
});

describe('inferPlanFromAccess truth table', () => {
  it.each([
    ['entry, days left, no paid plan', { canEnter: true, daysLeft: 2 }, null, 'TRIAL'],
    ['entry, days left, paid plan', { canEnter: true, daysLeft: 2 }, 'BASIC', 'BASIC'],
    ['entry, no days left, no paid plan', { canEnter: true, daysLeft: 0 }, null, null],
    ['no entry, days left, no paid plan', { canEnter: false, daysLeft: 2 }, null, null],
    ['no entry, paid plan', { canEnter: false, daysLeft: 0 }, 'premium', 'PREMIUM'],
    ['no policy, paid plan', null, { code: 'pro' }, 'PREMIUM'],
    ['no policy, no plan', null, undefined, null],
    ['entry, days left, unknown paid plan', { canEnter: true, daysLeft: 1 }, 'GOLD', 'TRIAL'],
    ['entry, days left, paid plan TRIAL', { canEnter: true, daysLeft: 1 }, 'TRIAL', 'TRIAL'],
    ['no entry, paid plan TRIAL', { canEnter: false, daysLeft: 0 }, 'TRIAL', null],
  ] as const)('%s → %s', (_label, policy, paidPlan, expected) => {
    expect(inferPlanFromAccess(policy, paidPlan)).toBe(expected);
  });
});

describe('noQuotaBanner', () => {
  it('is null whenever asking is allowed', () => {
    expect(noQuotaBanner({ subscription: subscription('active', 1) })).toBeNull();
    expect(noQuotaBanner({ trial: trial(true, 1) })).toBeNull();
  });

  it('says the credit ran out for an active subscription without quota', () => {
    const key = noQuotaBanner({
      subscription: subscription('active', 0),
      trial: trial(false, 0, { hadTrial: true }),
    });
    expect(key).toBe('quotaExhausted');
    expect(key && NO_QUOTA_BANNERS[key]).toBe('Krediniz tükendi...');
  });

  it('says the trial is over for an active trial without questions or a used trial', () => {
    expect(noQuotaBanner({ trial: trial(true, 0) })).toBe('trialEnded');
    expect(noQuotaBanner({ trial: trial(false, 0, { hadTrial: true }) })).toBe('trialEnded');
    expect(noQuotaBanner({ hadTrial: true, subscription: subscription('expired', 9) })).toBe(
      'trialEnded',
    );
    expect(NO_QUOTA_BANNERS.trialEnded).toBe('Deneme hakkınız bitti...');
  });

  it('says the subscription is not active otherwise', () => {
    expect(noQuotaBanner({})).toBe('subscriptionInactive');
    expect(
      noQuotaBanner({ subscription: subscription('expired', 9), trial: trial(false, 0) }),
    ).toBe('subscriptionInactive');
    expect(NO_QUOTA_BANNERS.subscriptionInactive).toBe('Aboneliğiniz aktif değil...');
  });
});
