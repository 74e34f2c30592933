import { describe, expect, it } from 'vitest';

import { accessPolicySchema, subscriptionSchema, trialStatusSchema } from '../schemas/entities';
import { normalizeAccessPolicy, normalizeSubscription, normalizeTrialStatus } from './subscription';

describe('normalizeSubscription', () => {
  const camel = {
    plan: 'BASIC',
    status: 'active',
    quotaInitial: 150,
    quotaRemaining: 12,
    periodStart: '2025-01-01T00:00:00.000Z',
    periodEnd: '2025-04-01T00:00:00.000Z',
  };

  it('reads camelCase keys', () => {
    expect(normalizeSubscription(camel)).toEqual(camel);
  });

  it('reads snake_case keys, lowercases the status and normalises the plan', () => {
    expect(
      normalizeSubscription({
        plan: 'pro',
        status: 'ACTIVE',
        quota_initial: '150',
        quota_remaining: 0,
        period_start: '2025-01-01T00:00:00Z',
        period_end: '2025-02-01',
      }),
    ).toEqual({
      plan: 'PREMIUM',
      status: 'active',
      quotaInitial: 150,
      quotaRemaining: 0,
      periodStart: '2025-01-01T00:00:00.000Z',
      periodEnd: '2025-02-01T00:00:00.000Z',
    });
  });

  it('finds the subscription under subscription, data or result', () => {
    expect(normalizeSubscription({ ok: true, status: 'ok', subscription: camel })).toEqual(camel);
    expect(normalizeSubscription({ data: camel })).toEqual(camel);
    expect(normalizeSubscription({ result: { subscription: camel } })).toEqual(camel);
  });

  it('fills missing fields with safe defaults', () => {
    expect(normalizeSubscription({ plan: { code: 'beginner' } })).toEqual({
      plan: 'BEGINNER',
      status: 'none',
      quotaInitial: 0,
      quotaRemaining: 0,
      periodStart: null,
      periodEnd: null,
    });
  });

  it('reads TRIAL and unknown plans as no plan, and drops invalid values', () => {
    const sub = normalizeSubscription({
      plan: 'TRIAL',
      status: 'Active',
      quotaRemaining: -3,
      periodEnd: 'soon',
    });
    expect(sub).toMatchObject({ plan: null, status: 'active', quotaRemaining: 0, periodEnd: null });
    expect(normalizeSubscription({ plan: 'GOLD', status: 'active' })?.plan).toBeNull();
  });

  it('returns null when nothing subscription-like is there', () => {
    for (const raw of [null, undefined, 'active', [], {}, { ok: true }, { subscription: null }]) {
      expect(normalizeSubscription(raw)).toBeNull();
    }
  });

  it('is idempotent and its output satisfies subscriptionSchema', () => {
    const once = normalizeSubscription({
      plan: 'basic',
      status: 'Expired',
      quota_remaining: 3,
      period_end: 1_735_689_600_000,
    });
    expect(normalizeSubscription(once)).toEqual(once);
    expect(subscriptionSchema.safeParse(once).success).toBe(true);
  });
});

describe('normalizeTrialStatus', () => {
  it('reads camelCase and snake_case keys', () => {
    expect(
      normalizeTrialStatus({ active: true, daysLeft: 2, questionsLeft: 1, hasSubscription: false }),
    ).toEqual({
      active: true,
      daysLeft: 2,
      questionsLeft: 1,
      hasSubscription: false,
      subscription: null,
      hadTrial: false,
    });
    expect(
      normalizeTrialStatus({
        data: { active: 'true', days_left: '3', questions_left: 3, had_trial: true },
      }),
    ).toMatchObject({
      active: true,
      daysLeft: 3,
      questionsLeft: 3,
      hadTrial: true,
    });
  });

  it('reads the embedded subscription and derives hasSubscription from it', () => {
    const trial = normalizeTrialStatus({
      active: false,
      subscription: { status: 'ACTIVE', quota_remaining: 4 },
    });
    expect(trial?.subscription).toMatchObject({ status: 'active', quotaRemaining: 4 });
    expect(trial?.hasSubscription).toBe(true);
    expect(trialStatusSchema.safeParse(trial).success).toBe(true);
  });

  it('returns null for unreadable bodies', () => {
    expect(normalizeTrialStatus(null)).toBeNull();
    expect(normalizeTrialStatus({ ok: true })).toBeNull();
  });
});

describe('normalizeAccessPolicy', () => {
  it('reads camelCase keys', () => {
    const policy = {
      mode: 'trial',
      plan: 'TRIAL',
      canEnter: true,
      canAsk: true,
      questionsLeft: 2,
      daysLeft: 3,
      retentionUntil: null,
      historyPurgedAt: null,
    };
    expect(normalizeAccessPolicy(policy)).toEqual(policy);
  });

  it('reads snake_case keys and wrappers, and maps unknown modes to none', () => {
    const policy = normalizeAccessPolicy({
      policy: {
        mode: 'Retention',
        plan: 'pro',
        can_enter: true,
        can_ask: false,
        questions_left: 0,
        days_left: 0,
        retention_until: '2025-06-01T00:00:00Z',
        history_purged_at: '2025-06-02T03:00:00Z',
      },
    });
    expect(policy).toEqual({
      mode: 'retention',
      plan: 'PREMIUM',
      canEnter: true,
      canAsk: false,
      questionsLeft: 0,
      daysLeft: 0,
      retentionUntil: '2025-06-01T00:00:00.000Z',
      historyPurgedAt: '2025-06-02T03:00:00.000Z',
    });
    expect(accessPolicySchema.safeParse(policy).success).toBe(true);
    expect(normalizeAccessPolicy({ mode: 'vip' })?.mode).toBe('none');
  });

  it('returns null for unreadable bodies', () => {
    expect(normalizeAccessPolicy('trial')).toBeNull();
    expect(normalizeAccessPolicy({ ok: true })).toBeNull();
  });
});
