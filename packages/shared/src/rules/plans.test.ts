import { describe, expect, it } from 'vitest';

import type { Plan } from '../schemas/entities';
import {
  billableMonths,
  isPlanCode,
  isPlanPeriod,
  monthlyCost,
  normalizePlan,
  normalizePlanCode,
  normalizePlanList,
  normalizePricingDump,
  parsePlanPeriod,
  planLabel,
  priceForPeriod,
  totalQuota,
} from './plans';

describe('normalizePlanCode', () => {
  it.each([
    ['BEGINNER', 'BEGINNER'],
    ['basic', 'BASIC'],
    ['premium', 'PREMIUM'],
    ['Premium', 'PREMIUM'],
    ['PRO', 'PREMIUM'],
    ['pro', 'PREMIUM'],
    ['Pro', 'PREMIUM'],
    [' Pro ', 'PREMIUM'],
    ['trial', 'TRIAL'],
    ['TRIAL', 'TRIAL'],
  ])('reads the string %j as %s', (input, expected) => {
    expect(normalizePlanCode(input)).toBe(expected);
  });

  it.each([['GOLD'], [''], ['   '], ['PREMIUMX'], ['PROFESSIONAL']])('rejects %j', (input) => {
    expect(normalizePlanCode(input)).toBeNull();
  });

  it.each([[null], [undefined], [3], [true], [['BASIC']]])('rejects the non-string %j', (input) => {
    expect(normalizePlanCode(input)).toBeNull();
  });

  it('does not turn "i" into a dotted capital İ', () => {
    // With a Turkish locale 'beginner'.toUpperCase() could give 'BEGİNNER'.
    expect(normalizePlanCode('beginner')).toBe('BEGINNER');
  });

  it.each([
    [{ code: 'basic' }, 'BASIC'],
    [{ plan: 'pro' }, 'PREMIUM'],
    [{ slug: 'beginner' }, 'BEGINNER'],
    [{ name: 'Premium' }, 'PREMIUM'],
    [{ code: '', plan: ' ', slug: 'basic' }, 'BASIC'],
    [{ plan: { code: 'premium' } }, 'PREMIUM'],
  ])('reads the code from %j', (input, expected) => {
    expect(normalizePlanCode(input)).toBe(expected);
  });

  it('uses the first non-empty key even when a later key would be valid', () => {
    expect(normalizePlanCode({ code: 'GOLD', name: 'BASIC' })).toBeNull();
    expect(normalizePlanCode({ name: 'BASIC', code: 'PREMIUM' })).toBe('PREMIUM');
  });

  it('returns null for objects without a code', () => {
    expect(normalizePlanCode({})).toBeNull();
    expect(normalizePlanCode({ id: 'BASIC' })).toBeNull();
  });
});

describe('isPlanCode', () => {
  it('accepts only canonical codes', () => {
    expect(isPlanCode('BASIC')).toBe(true);
    expect(isPlanCode('PRO')).toBe(false);
    expect(isPlanCode('basic')).toBe(false);
    expect(isPlanCode('TRIAL')).toBe(false);
  });
});

describe('planLabel', () => {
  it('names every plan in Turkish and the trial as Deneme', () => {
    expect(planLabel('BEGINNER')).toBe('Başlangıç');
    expect(planLabel('BASIC')).toBe('Temel');
    expect(planLabel('PREMIUM')).toBe('Premium');
    expect(planLabel('TRIAL')).toBe('Deneme');
  });

  it('normalises raw codes first and returns null for unknown ones', () => {
    expect(planLabel('pro')).toBe('Premium');
    expect(planLabel({ slug: 'basic' })).toBe('Temel');
    expect(planLabel('GOLD')).toBeNull();
    expect(planLabel(null)).toBeNull();
  });
});

describe('plan periods', () => {
  it('isPlanPeriod accepts exactly 1, 3, 6 and 12', () => {
    expect([1, 3, 6, 12].every((months) => isPlanPeriod(months))).toBe(true);
    expect([0, 2, 13, -1, 1.5, Number.NaN, '3'].some((months) => isPlanPeriod(months))).toBe(false);
  });

  it('parsePlanPeriod reads query values and falls back', () => {
    expect(parsePlanPeriod('6')).toBe(6);
    expect(parsePlanPeriod(12)).toBe(12);
    expect(parsePlanPeriod('13')).toBe(1);
    expect(parsePlanPeriod('0')).toBe(1);
    expect(parsePlanPeriod(undefined)).toBe(1);
    expect(parsePlanPeriod('abc', 3)).toBe(3);
  });

  it('billableMonths keeps positive integers and reads anything else as 1', () => {
    expect(billableMonths(13)).toBe(13);
    expect(billableMonths(3)).toBe(3);
    expect(billableMonths(0)).toBe(1);
    expect(billableMonths(-2)).toBe(1);
    expect(billableMonths(1.5)).toBe(1);
    expect(billableMonths(Number.NaN)).toBe(1);
    expect(billableMonths(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('totalQuota', () => {
  it('multiplies the monthly quota by the months', () => {
    expect(totalQuota(20, 1)).toBe(20);
    expect(totalQuota(50, 3)).toBe(150);
    expect(totalQuota(150, 12)).toBe(1800);
  });

  it('counts at least one month (0 months → 1)', () => {
    expect(totalQuota(20, 0)).toBe(20);
    expect(totalQuota(20, -6)).toBe(20);
    expect(totalQuota(20, Number.NaN)).toBe(20);
  });

  it('keeps a non-standard whole period such as 13 months', () => {
    expect(totalQuota(20, 13)).toBe(260);
  });

  it('treats a broken monthly quota as 0', () => {
    expect(totalQuota(-5, 3)).toBe(0);
    expect(totalQuota(Number.NaN, 3)).toBe(0);
  });
});

describe('priceForPeriod and monthlyCost', () => {
  const plan: Pick<Plan, 'priceKurus' | 'prices'> = {
    priceKurus: 49_000,
    prices: { 1: 49_000, 3: 139_700, 12: 470_400 },
  };

  it('uses the structured price of the period when present', () => {
    expect(priceForPeriod(plan, 3)).toBe(139_700);
    expect(priceForPeriod(plan, 12)).toBe(470_400);
  });

  it('falls back to 1-month price × months when the period has no price', () => {
    expect(priceForPeriod(plan, 6)).toBe(294_000);
    expect(priceForPeriod({ priceKurus: 10_000, prices: {} }, 3)).toBe(30_000);
  });

  it('prices 0 months as one month and 13 months as 13 × the monthly price', () => {
    expect(priceForPeriod(plan, 0)).toBe(49_000);
    expect(priceForPeriod(plan, 13)).toBe(637_000);
  });

  it('monthlyCost divides by the months and rounds to whole kuruş', () => {
    expect(monthlyCost(139_700, 3)).toBe(46_567);
    expect(monthlyCost(470_400, 12)).toBe(39_200);
    expect(monthlyCost(49_000, 0)).toBe(49_000);
    expect(monthlyCost(100, 13)).toBe(8);
  });
});

describe('normalizePlan', () => {
  it('reads priceKurus, monthly_quota and string-keyed prices', () => {
    expect(
      normalizePlan({
        code: 'basic',
        priceKurus: 89_000,
        monthly_quota: 55,
        prices: { '1': 89_000, '3': 253_700, '6': '480600', '12': 854_400 },
      }),
    ).toEqual({
      code: 'BASIC',
      name: 'Temel',
      tagline: 'Dengeli, daha fazla aylık kota',
      priceKurus: 89_000,
      monthlyQuota: 55,
      prices: { 1: 89_000, 3: 253_700, 6: 480_600, 12: 854_400 },
    });
  });

  it('reads number-keyed prices the same way', () => {
    expect(normalizePlan({ code: 'BASIC', priceKurus: 1, prices: { 3: 300 } })?.prices).toEqual({
      3: 300,
    });
  });

  it('reads priceTRYKurus as kuruş', () => {
    expect(normalizePlan({ code: 'BEGINNER', priceTRYKurus: 49_000 })?.priceKurus).toBe(49_000);
  });

  it('reads price as whole lira and converts it to kuruş', () => {
    expect(normalizePlan({ code: 'PREMIUM', price: 1990 })?.priceKurus).toBe(199_000);
    expect(normalizePlan({ code: 'PREMIUM', price: '19.99' })?.priceKurus).toBe(1_999);
  });

  it('prefers priceKurus over price', () => {
    expect(normalizePlan({ code: 'BASIC', priceKurus: 89_000, price: 1 })?.priceKurus).toBe(89_000);
  });

  it('falls back to the 1-month structured price', () => {
    expect(normalizePlan({ code: 'BASIC', prices: { '1': 89_000 } })?.priceKurus).toBe(89_000);
  });

  it('reads monthlyQuota and falls back to the default quota', () => {
    expect(normalizePlan({ code: 'BASIC', priceKurus: 1, monthlyQuota: 70 })?.monthlyQuota).toBe(
      70,
    );
    expect(normalizePlan({ code: 'BEGINNER', priceKurus: 1 })?.monthlyQuota).toBe(20);
    expect(normalizePlan({ code: 'BASIC', priceKurus: 1 })?.monthlyQuota).toBe(50);
    expect(normalizePlan({ code: 'PRO', priceKurus: 1, monthly_quota: -1 })?.monthlyQuota).toBe(
      150,
    );
  });

  it('takes the code from plan, slug or name and always uses the Turkish name', () => {
    expect(normalizePlan({ plan: 'pro', priceKurus: 1 })?.code).toBe('PREMIUM');
    expect(normalizePlan({ slug: 'beginner', priceKurus: 1 })?.name).toBe('Başlangıç');
    expect(normalizePlan({ name: 'basic', priceKurus: 1 })?.name).toBe('Temel');
  });

  it('keeps a server tagline when given', () => {
    expect(normalizePlan({ code: 'BASIC', priceKurus: 1, tagline: ' Özel ' })?.tagline).toBe(
      'Özel',
    );
  });

  it('drops negative and non-numeric structured prices', () => {
    expect(
      normalizePlan({ code: 'BASIC', priceKurus: 1, prices: { '3': -5, '6': 'x', '2': 9 } })
        ?.prices,
    ).toEqual({});
  });

  it('rejects unknown codes, TRIAL, plans without a price and non-objects', () => {
    expect(normalizePlan({ code: 'GOLD', priceKurus: 1 })).toBeNull();
    expect(normalizePlan({ code: 'TRIAL', priceKurus: 0 })).toBeNull();
    expect(normalizePlan({ code: 'BASIC' })).toBeNull();
    expect(normalizePlan({ code: 'BASIC', price: -10 })).toBeNull();
    expect(normalizePlan('BASIC')).toBeNull();
    expect(normalizePlan(null)).toBeNull();
  });

  it('uses the code hint when the object carries no code', () => {
    expect(normalizePlan({ priceKurus: 5 }, 'basic')?.code).toBe('BASIC');
  });
});

describe('normalizePlanList', () => {
  const entries = [
    { code: 'PREMIUM', priceKurus: 199_000 },
    { code: 'GOLD', priceKurus: 1 },
    'junk',
    { code: 'BEGINNER', priceKurus: 49_000 },
    { code: 'BASIC', priceKurus: 89_000 },
  ];

  it('reads an array, drops invalid entries and sorts by plan order', () => {
    expect(normalizePlanList(entries).map((plan) => plan.code)).toEqual([
      'BEGINNER',
      'BASIC',
      'PREMIUM',
    ]);
  });

  it('reads {items} and {data} wrappers', () => {
    expect(normalizePlanList({ items: entries })).toHaveLength(3);
    expect(normalizePlanList({ data: entries })).toHaveLength(3);
    expect(normalizePlanList({ data: { items: entries } })).toHaveLength(3);
  });

  it('keeps the first entry when an alias repeats a code', () => {
    const plans = normalizePlanList([
      { code: 'PRO', priceKurus: 1 },
      { code: 'PREMIUM', priceKurus: 2 },
    ]);
    expect(plans).toHaveLength(1);
    expect(plans[0]?.priceKurus).toBe(1);
  });

  it('returns an empty list for anything unreadable', () => {
    expect(normalizePlanList(null)).toEqual([]);
    expect(normalizePlanList({ ok: true })).toEqual([]);
    expect(normalizePlanList('plans')).toEqual([]);
  });
});

describe('normalizePricingDump', () => {
  const config = {
    PREMIUM: {
      monthly_quota: 150,
      prices: { '1': 199_000, '3': 567_200, '6': 1_074_600, '12': 1_910_400 },
    },
    BEGINNER: { monthly_quota: 20, prices: { '1': 49_000, '3': 139_700 } },
    basic: { monthlyQuota: 50, prices: { 1: 89_000 } },
    GOLD: { monthly_quota: 1, prices: { '1': 1 } },
  };

  it('reads the config keyed by plan, sorted by plan order', () => {
    const plans = normalizePricingDump({ ok: true, config });
    expect(plans.map((plan) => plan.code)).toEqual(['BEGINNER', 'BASIC', 'PREMIUM']);
    expect(plans[2]).toEqual({
      code: 'PREMIUM',
      name: 'Premium',
      tagline: 'Yoğun klinik ihtiyaçlar için yüksek kota',
      priceKurus: 199_000,
      monthlyQuota: 150,
      prices: { 1: 199_000, 3: 567_200, 6: 1_074_600, 12: 1_910_400 },
    });
    const [beginner] = plans;
    expect(beginner && priceForPeriod(beginner, 6)).toBe(294_000);
  });

  it('accepts the config as the body itself or under data', () => {
    expect(normalizePricingDump(config)).toHaveLength(3);
    expect(normalizePricingDump({ data: { config } })).toHaveLength(3);
  });

  it('returns an empty list for unreadable bodies', () => {
    expect(normalizePricingDump(null)).toEqual([]);
    expect(normalizePricingDump([config])).toEqual([]);
  });
});
