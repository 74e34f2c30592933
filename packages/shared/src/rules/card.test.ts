import { describe, expect, it } from 'vitest';

import { SANDBOX_TEST_CARDS } from '../constants';
import {
  cardDigits,
  formatCardNumberInput,
  isCardExpired,
  isLuhnValid,
  parseExpiryMonth,
  parseExpiryYear,
  providerExpiry,
} from './card';

describe('isLuhnValid', () => {
  it.each([
    ['4355084355084358'],
    ['4355 0843 5508 4358'],
    ['4000000000000002'],
    ['5406675406675403'],
    ['4111111111111111'],
    ['378282246310005'],
    ['6011111111111117'],
  ])('accepts %s', (number) => {
    expect(isLuhnValid(number)).toBe(true);
  });

  it('accepts both sandbox test cards', () => {
    expect(isLuhnValid(SANDBOX_TEST_CARDS.success.number)).toBe(true);
    expect(isLuhnValid(SANDBOX_TEST_CARDS.failure.number)).toBe(true);
  });

  it.each([
    ['4355084355084359'],
    ['4111111111111112'],
    ['1234567812345678'],
    ['4355-0843-5508-4358'],
    ['43550843550843a8'],
    [''],
    ['00000000000'],
    ['00000000000000000000'],
  ])('refuses %j', (number) => {
    expect(isLuhnValid(number)).toBe(false);
  });

  it('accepts an all-zero number of a valid length (mod 10 holds) but nothing shorter than 12', () => {
    expect(isLuhnValid('000000000000')).toBe(true);
    expect(isLuhnValid('42424242424')).toBe(false);
  });
});

describe('formatCardNumberInput and cardDigits', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4355', '4355'],
    ['43550', '4355 0'],
    ['4355084355084358', '4355 0843 5508 4358'],
    ['4355-0843 5508x4358', '4355 0843 5508 4358'],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatCardNumberInput(input)).toBe(expected);
  });

  it('keeps digits only', () => {
    expect(cardDigits('4355 0843-5508 4358')).toBe('4355084355084358');
  });
});

describe('expiry', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026, local time

  it('reads months 1-12 and two- or four-digit years', () => {
    expect(parseExpiryMonth('1')).toBe(1);
    expect(parseExpiryMonth('01')).toBe(1);
    expect(parseExpiryMonth('12')).toBe(12);
    expect(parseExpiryMonth('0')).toBeNull();
    expect(parseExpiryMonth('13')).toBeNull();
    expect(parseExpiryMonth('1a')).toBeNull();
    expect(parseExpiryYear('30')).toBe(2030);
    expect(parseExpiryYear('2030')).toBe(2030);
    expect(parseExpiryYear('230')).toBeNull();
    expect(parseExpiryYear('')).toBeNull();
  });

  it('treats a card as valid through the end of its expiry month', () => {
    expect(isCardExpired('05', '26', now)).toBe(false);
    expect(isCardExpired('5', '2026', now)).toBe(false);
    expect(isCardExpired('06', '26', now)).toBe(false);
    expect(isCardExpired('12', '30', now)).toBe(false);
  });

  it('reports past months and years as expired', () => {
    expect(isCardExpired('04', '26', now)).toBe(true);
    expect(isCardExpired('12', '25', now)).toBe(true);
    expect(isCardExpired('12', '2025', now)).toBe(true);
  });

  it('counts unreadable values as expired', () => {
    expect(isCardExpired('13', '30', now)).toBe(true);
    expect(isCardExpired('12', '3', now)).toBe(true);
  });

  it('gives the provider two-digit month and year', () => {
    expect(providerExpiry('1', '2030')).toEqual({ month: '01', year: '30' });
    expect(providerExpiry('12', '30')).toEqual({ month: '12', year: '30' });
    expect(providerExpiry('2', '2105')).toEqual({ month: '02', year: '05' });
    expect(providerExpiry('0', '30')).toBeNull();
  });
});
