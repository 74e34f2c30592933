import { describe, expect, it } from 'vitest';
import { paymentItem } from '~test/admin-fixtures';
import {
  CSV_BOM,
  buildPaymentsCsv,
  csvField,
  kurusToLiraDecimal,
  paymentsCsvFileName,
} from '~/features/admin/payments-csv';

describe('payments CSV', () => {
  it('starts with a UTF-8 BOM and a header line, CRLF separated', () => {
    const csv = buildPaymentsCsv([]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(
      `${CSV_BOM}Tarih,E-posta,Plan,Ay,Tutar (TL),Para birimi,Dönem başlangıcı,Dönem bitişi,Ödeme no\r\n`,
    );
  });

  it('writes one line per payment with Istanbul dates and lira amounts', () => {
    const csv = buildPaymentsCsv([
      paymentItem({ createdAt: '2025-01-05T22:30:00.000Z', amountMinor: 199050 }),
    ]);
    const lines = csv.slice(CSV_BOM.length).split('\r\n');
    expect(lines[1]).toBe(
      '2025-01-06 01:30,mehmet@example.com,Premium,1,1990.50,TRY,2025-01-05,2025-02-05,pay-1',
    );
    expect(lines[2]).toBe('');
  });

  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('düz')).toBe('düz');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "merhaba"')).toBe('"say ""merhaba"""');
    expect(csvField('iki\nsatır')).toBe('"iki\nsatır"');

    const csv = buildPaymentsCsv([paymentItem({ email: 'ali,"veli"@example.com' })]);
    expect(csv).toContain(',"ali,""veli""@example.com",');
  });

  it('keeps spreadsheet formulas from running', () => {
    const csv = buildPaymentsCsv([paymentItem({ email: '=HYPERLINK("x")', periodEnd: null })]);
    expect(csv).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(csv.split('\r\n')[1]).toMatch(/,2025-01-05,,pay-1$/);
  });

  it('converts kuruş to a lira decimal', () => {
    expect(kurusToLiraDecimal(199000)).toBe('1990.00');
    expect(kurusToLiraDecimal(5)).toBe('0.05');
    expect(kurusToLiraDecimal(123456789)).toBe('1234567.89');
  });

  it('names the file after the window and the Istanbul day', () => {
    expect(paymentsCsvFileName('week', new Date('2025-03-09T21:30:00.000Z'))).toBe(
      'odemeler-week-2025-03-10.csv',
    );
  });
});
