import { describe, expect, it } from 'vitest';
import { paymentItem } from '~test/admin-fixtures';
import { dailyTotals } from '~/features/admin/daily-totals';

describe('dailyTotals', () => {
  it('sums payments per Istanbul day, oldest first', () => {
    expect(
      dailyTotals([
        paymentItem({ createdAt: '2025-01-07T10:00:00.000Z', amountMinor: 100 }),
        paymentItem({ createdAt: '2025-01-05T20:59:59.000Z', amountMinor: 200 }),
        paymentItem({ createdAt: '2025-01-05T21:00:00.000Z', amountMinor: 300 }),
        paymentItem({ createdAt: '2025-01-06T12:00:00.000Z', amountMinor: 400 }),
      ]),
    ).toEqual([
      { date: '2025-01-05', totalMinor: 200, count: 1 },
      { date: '2025-01-06', totalMinor: 700, count: 2 },
      { date: '2025-01-07', totalMinor: 100, count: 1 },
    ]);
  });

  it('is empty without payments', () => {
    expect(dailyTotals([])).toEqual([]);
  });
});
