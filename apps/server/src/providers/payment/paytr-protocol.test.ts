import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readInquiryAnswer } from './paytr-gateway';
import {
  callbackHash,
  formatPaymentAmount,
  isCallbackHashValid,
  parseKurusAmount,
  parseLiraAmount,
  paymentToken,
  statusInquiryToken,
} from './paytr-protocol';
import { checkCard } from './sandbox/card-checks';

const credentials = { merchantId: '100000', merchantKey: 'KEY123', merchantSalt: 'SALT456' };
const fields = {
  merchant_id: '100000',
  user_ip: '127.0.0.1',
  merchant_oid: 'PRTEST1',
  email: 'a@b.co',
  payment_amount: '1990.00',
  payment_type: 'card',
  installment_count: '0',
  currency: 'TL',
  test_mode: '1',
  non_3d: '0',
};

/** The documented recipe, written out independently of the implementation. */
const reference = (message: string) =>
  createHmac('sha256', 'KEY123').update(message).digest('base64');

describe('PayTR signatures', () => {
  it('computes paytr_token as Base64(HMAC-SHA256(key, fields in order + salt))', () => {
    const token = paymentToken(fields, credentials);
    expect(token).toBe(reference('100000127.0.0.1PRTEST1a@b.co1990.00card0TL10SALT456'));
    // Also fixed by a vector computed outside Node (Python hmac), so a shared mistake shows.
    expect(token).toBe('0ziUzO55+QyY0urc7Y7/1JrAPGwPvGmcccJctPnY0Uk=');
  });

  it('changes the token when any signed field changes', () => {
    const base = paymentToken(fields, credentials);
    for (const key of Object.keys(fields) as Array<keyof typeof fields>) {
      expect(paymentToken({ ...fields, [key]: `${fields[key]}x` }, credentials)).not.toBe(base);
    }
  });

  it('computes the callback hash as Base64(HMAC-SHA256(key, oid + salt + status + total))', () => {
    const signed = { merchant_oid: 'PRTEST1', status: 'success', total_amount: '199000' };
    expect(callbackHash(signed, credentials)).toBe(reference('PRTEST1SALT456success199000'));
    expect(callbackHash(signed, credentials)).toBe('50+MHUtTfLLE9J9mISyO3l38JJ8cpqjqMSGF8GV4Gqg=');
    expect(
      isCallbackHashValid({ ...signed, hash: callbackHash(signed, credentials) }, credentials),
    ).toBe(true);
    expect(
      isCallbackHashValid(
        { ...signed, total_amount: '100', hash: callbackHash(signed, credentials) },
        credentials,
      ),
    ).toBe(false);
    expect(isCallbackHashValid({ ...signed, hash: '' }, credentials)).toBe(false);
  });

  it('computes the status inquiry token from merchant_id + merchant_oid + salt', () => {
    expect(statusInquiryToken('PRTEST1', credentials)).toBe(reference('100000PRTEST1SALT456'));
    expect(statusInquiryToken('PRTEST1', credentials)).toBe(
      'p4zkLAOMOKgUGtEB4mGd9T1nvMEji/9ZDcGquoLxijU=',
    );
  });
});

describe('PayTR amounts', () => {
  it('formats kuruş as lira with a dot and two decimals', () => {
    expect(formatPaymentAmount(199000)).toBe('1990.00');
    expect(formatPaymentAmount(139705)).toBe('1397.05');
    expect(formatPaymentAmount(5)).toBe('0.05');
  });

  it('parses lira amounts and kuruş amounts strictly', () => {
    expect(parseLiraAmount('1990.00')).toBe(199000);
    expect(parseLiraAmount('1990,5')).toBe(199050);
    expect(parseLiraAmount('1990')).toBe(199000);
    expect(parseLiraAmount(12.34)).toBe(1234);
    expect(parseLiraAmount('1e3')).toBeNull();
    expect(parseLiraAmount('-5')).toBeNull();
    expect(parseKurusAmount('199000')).toBe(199000);
    expect(parseKurusAmount('1990.00')).toBeNull();
    expect(parseKurusAmount('')).toBeNull();
  });

  it('reads status inquiry answers', () => {
    expect(readInquiryAnswer({ status: 'success', payment_total: '1990.00' })).toEqual({
      state: 'paid',
      totalKurus: 199000,
    });
    expect(readInquiryAnswer({ status: 'error', err_msg: 'bulunamadı' })).toEqual({
      state: 'not_paid',
      reason: 'bulunamadı',
    });
    expect(readInquiryAnswer('garbage')).toEqual({ state: 'unknown' });
  });
});

describe('sandbox card checks', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const card = {
    holder: 'Ayşe Yılmaz',
    number: '4355084355084358',
    expiryMonth: '12',
    expiryYear: '30',
    cvv: '000',
  };

  it('accepts the published test card and flags the failing one', () => {
    expect(checkCard(card, now)).toEqual({ ok: true, declines: false });
    expect(checkCard({ ...card, number: '4000000000000002' }, now)).toEqual({
      ok: true,
      declines: true,
    });
  });

  it('applies Luhn, expiry and CVV checks', () => {
    expect(checkCard({ ...card, number: '4355084355084359' }, now).ok).toBe(false);
    expect(checkCard({ ...card, number: '12345' }, now).ok).toBe(false);
    expect(checkCard({ ...card, expiryMonth: '11', expiryYear: '2026' }, now).ok).toBe(true);
    expect(checkCard({ ...card, expiryMonth: '10', expiryYear: '26' }, now).ok).toBe(false);
    expect(checkCard({ ...card, expiryMonth: '13' }, now).ok).toBe(false);
    expect(checkCard({ ...card, cvv: '12' }, now).ok).toBe(false);
    expect(checkCard({ ...card, holder: ' ' }, now).ok).toBe(false);
    expect(checkCard({ ...card, expiryYear: '2025' }, now).ok).toBe(false);
  });
});
