import { describe, expect, it } from 'vitest';

import { formatKurus, formatKurusCompact, parseLiraToKurus } from './money';

describe('formatKurus', () => {
  it.each([
    [199_000, '1.990,00 ₺'],
    [0, '0,00 ₺'],
    [5, '0,05 ₺'],
    [50, '0,50 ₺'],
    [100, '1,00 ₺'],
    [99_999, '999,99 ₺'],
    [100_000, '1.000,00 ₺'],
    [123_456_789, '1.234.567,89 ₺'],
    [100_000_000_000, '1.000.000.000,00 ₺'],
  ])('formats %i kuruş as %s', (kurus, expected) => {
    expect(formatKurus(kurus)).toBe(expected);
  });

  it('puts a leading minus on negative amounts', () => {
    expect(formatKurus(-5)).toBe('-0,05 ₺');
    expect(formatKurus(-199_000)).toBe('-1.990,00 ₺');
  });

  it('uses a plain space before the lira sign', () => {
    expect(formatKurus(100).at(-2)).toBe(' ');
  });

  it('rounds fractions of a kuruş and reads non-finite values as 0', () => {
    expect(formatKurus(4.6)).toBe('0,05 ₺');
    expect(formatKurus(-0.2)).toBe('0,00 ₺');
    expect(formatKurus(Number.NaN)).toBe('0,00 ₺');
    expect(formatKurus(Number.POSITIVE_INFINITY)).toBe('0,00 ₺');
  });
});

describe('formatKurusCompact', () => {
  it('shows whole lira', () => {
    expect(formatKurusCompact(199_000)).toBe('1.990 ₺');
    expect(formatKurusCompact(49)).toBe('0 ₺');
    expect(formatKurusCompact(-123_456_789)).toBe('-1.234.568 ₺');
  });
});

describe('parseLiraToKurus', () => {
  it.each([
    ['1.990,00 ₺', 199_000],
    ['1.990,5', 199_050],
    ['1990', 199_000],
    ['1.990', 199_000],
    ['1.234.567,89', 123_456_789],
    ['19.90', 1_990],
    ['0,05', 5],
    [' 490 TL ', 49_000],
    ['-1,50', -150],
  ])('reads %j as %i kuruş', (text, expected) => {
    expect(parseLiraToKurus(text)).toBe(expected);
  });

  it('reads numbers as lira', () => {
    expect(parseLiraToKurus(19.9)).toBe(1_990);
    expect(parseLiraToKurus(0.29)).toBe(29);
  });

  it.each([[''], ['abc'], ['1,2,3'], ['1.99.0'], ['12,345'], [null], [Number.NaN]])(
    'rejects %j',
    (input) => {
      expect(parseLiraToKurus(input)).toBeNull();
    },
  );

  it('round-trips through formatKurus', () => {
    for (const kurus of [0, 5, 199_000, 123_456_789]) {
      expect(parseLiraToKurus(formatKurus(kurus))).toBe(kurus);
    }
  });
});
