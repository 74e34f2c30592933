import { describe, expect, it } from 'vitest';

import {
  firstNonNegativeInt,
  firstString,
  isRecord,
  toBoolean,
  toFiniteNumber,
  toIsoTimestamp,
  toNonNegativeInt,
} from './raw-values';

describe('raw value readers', () => {
  it('isRecord accepts plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('firstString skips blank and non-string values and trims', () => {
    expect(firstString({ a: ' ', b: 3, c: ' x ' }, ['a', 'b', 'c'])).toBe('x');
    expect(firstString({ a: '' }, ['a'])).toBeUndefined();
  });

  it('toFiniteNumber reads numbers and numeric strings only', () => {
    expect(toFiniteNumber(12.5)).toBe(12.5);
    expect(toFiniteNumber(' 7 ')).toBe(7);
    expect(toFiniteNumber('')).toBeUndefined();
    expect(toFiniteNumber('7a')).toBeUndefined();
    expect(toFiniteNumber(Number.NaN)).toBeUndefined();
    expect(toFiniteNumber(null)).toBeUndefined();
  });

  it('toNonNegativeInt rounds and refuses negatives', () => {
    expect(toNonNegativeInt('4.6')).toBe(5);
    expect(toNonNegativeInt(0)).toBe(0);
    expect(toNonNegativeInt(-1)).toBeUndefined();
  });

  it('firstNonNegativeInt takes the first usable key', () => {
    expect(firstNonNegativeInt({ a: -1, b: 'x', c: '3' }, ['a', 'b', 'c'])).toBe(3);
    expect(firstNonNegativeInt({}, ['a'])).toBeUndefined();
  });

  it('toBoolean reads booleans and their common encodings', () => {
    expect([true, 'true', 1, '1'].map(toBoolean)).toEqual([true, true, true, true]);
    expect([false, 'false', 0, '0'].map(toBoolean)).toEqual([false, false, false, false]);
    expect(toBoolean('yes')).toBeUndefined();
  });

  it('toIsoTimestamp reads dates, date strings and epoch milliseconds', () => {
    expect(toIsoTimestamp(new Date(Date.UTC(2025, 0, 2)))).toBe('2025-01-02T00:00:00.000Z');
    expect(toIsoTimestamp('2025-01-02T03:00:00+03:00')).toBe('2025-01-02T00:00:00.000Z');
    expect(toIsoTimestamp(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(toIsoTimestamp('not a date')).toBeUndefined();
    expect(toIsoTimestamp('')).toBeUndefined();
    expect(toIsoTimestamp(null)).toBeUndefined();
  });
});
