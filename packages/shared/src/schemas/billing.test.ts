import { describe, expect, it } from 'vitest';

import { errorsOf } from '../../test/zod-errors';
import { checkoutCardFormSchema, directPrepareBodySchema, finalizeBodySchema } from './billing';

describe('directPrepareBodySchema', () => {
  it('defaults to PREMIUM for 1 month', () => {
    expect(directPrepareBodySchema.parse({})).toEqual({
      planCode: 'PREMIUM',
      periodMonths: 1,
      saveCard: false,
    });
    expect(directPrepareBodySchema.parse({ planCode: '', periodMonths: null })).toMatchObject({
      planCode: 'PREMIUM',
      periodMonths: 1,
    });
  });

  it('uppercases the code, accepts PRO and string periods', () => {
    expect(directPrepareBodySchema.parse({ planCode: 'basic', periodMonths: '6' })).toMatchObject({
      planCode: 'BASIC',
      periodMonths: 6,
    });
    expect(directPrepareBodySchema.parse({ planCode: 'pro', periodMonths: 12 }).planCode).toBe(
      'PREMIUM',
    );
  });

  it('refuses unknown plans, TRIAL and periods outside 1, 3, 6, 12', () => {
    for (const body of [
      { planCode: 'GOLD' },
      { planCode: 'TRIAL' },
      { periodMonths: 0 },
      { periodMonths: 13 },
    ]) {
      expect(Object.values(errorsOf(directPrepareBodySchema, body)).flat()).toEqual([
        'Plan veya tutar bulunamadı.',
      ]);
    }
  });

  it('keeps the shown amount and the saveCard flag', () => {
    expect(directPrepareBodySchema.parse({ amountKurus: 199_000, saveCard: false })).toMatchObject({
      amountKurus: 199_000,
      saveCard: false,
    });
    expect(directPrepareBodySchema.safeParse({ amountKurus: -1 }).success).toBe(false);
  });
});

describe('finalizeBodySchema', () => {
  it('needs an oid and defaults assumeOk to false', () => {
    expect(finalizeBodySchema.parse({ oid: ' PR123 ' })).toEqual({ oid: 'PR123', assumeOk: false });
    expect(finalizeBodySchema.safeParse({ oid: '' }).success).toBe(false);
  });
});

describe('checkoutCardFormSchema', () => {
  const valid = {
    cardholderName: 'AYSE YILMAZ',
    cardNumber: '4355 0843 5508 4358',
    expiryMonth: '12',
    expiryYear: '30',
    cvv: '000',
  };

  it('accepts a complete card and removes spaces from the number', () => {
    expect(checkoutCardFormSchema.parse(valid).cardNumber).toBe('4355084355084358');
  });

  it('asks for every field with the message of the requirements', () => {
    expect(
      errorsOf(checkoutCardFormSchema, {
        cardholderName: ' ',
        cardNumber: '',
        expiryMonth: '',
        expiryYear: '',
        cvv: '',
      }),
    ).toEqual({
      cardholderName: ['Lütfen tüm kart alanlarını doldurun.'],
      cardNumber: ['Lütfen tüm kart alanlarını doldurun.'],
      expiryMonth: ['Lütfen tüm kart alanlarını doldurun.'],
      expiryYear: ['Lütfen tüm kart alanlarını doldurun.'],
      cvv: ['Lütfen tüm kart alanlarını doldurun.'],
    });
    expect(Object.keys(errorsOf(checkoutCardFormSchema, {}))).toHaveLength(5);
  });

  it('refuses malformed values', () => {
    expect(
      errorsOf(checkoutCardFormSchema, {
        ...valid,
        cardNumber: '1234',
        expiryMonth: '13',
        expiryYear: '3',
        cvv: '12',
      }),
    ).toEqual({
      cardNumber: ['Kart bilgilerini kontrol edin.'],
      expiryMonth: ['Kart bilgilerini kontrol edin.'],
      expiryYear: ['Kart bilgilerini kontrol edin.'],
      cvv: ['Kart bilgilerini kontrol edin.'],
    });
  });
});
