import { describe, expect, it } from 'vitest';

import { periodSavings } from './plan-savings';

const basic = { priceKurus: 89_000, prices: { 1: 89_000, 3: 253_700, 6: 480_600, 12: 854_400 } };

describe('periodSavings', () => {
  it('compares a period with the 1-month price repeated', () => {
    expect(periodSavings(basic, 3)).toEqual({ kurus: 13_300, percent: 5 });
    expect(periodSavings(basic, 6)).toEqual({ kurus: 53_400, percent: 10 });
    expect(periodSavings(basic, 12)).toEqual({ kurus: 213_600, percent: 20 });
  });

  it('has nothing to say about one month', () => {
    expect(periodSavings(basic, 1)).toBeNull();
    expect(periodSavings(basic, 0)).toBeNull();
  });

  it('is null when the period is not cheaper', () => {
    expect(periodSavings({ priceKurus: 10_000, prices: {} }, 3)).toBeNull();
    expect(periodSavings({ priceKurus: 10_000, prices: { 3: 31_000 } }, 3)).toBeNull();
    expect(periodSavings({ priceKurus: 0, prices: { 1: 0, 3: 0 } }, 3)).toBeNull();
  });

  it('uses the structured 1-month price and rounds a tiny saving up to 1 %', () => {
    expect(periodSavings({ priceKurus: 99_999, prices: { 1: 10_000, 3: 29_000 } }, 3)).toEqual({
      kurus: 1_000,
      percent: 3,
    });
    expect(periodSavings({ priceKurus: 100_000, prices: { 12: 1_199_000 } }, 12)).toEqual({
      kurus: 1_000,
      percent: 1,
    });
  });
});
