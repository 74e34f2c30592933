import type { AdminPaymentItem } from '@psikorehber/shared/schemas/entities';
import { localDateKey } from '~/features/admin/admin-format';

export interface DailyTotal {
  /** Istanbul calendar day, 'yyyy-mm-dd'. */
  date: string;
  totalMinor: number;
  count: number;
}

/** Sums payments per Istanbul calendar day, oldest day first; days without payments are left out. */
export function dailyTotals(items: readonly AdminPaymentItem[]): DailyTotal[] {
  const byDay = new Map<string, DailyTotal>();
  for (const item of items) {
    const date = localDateKey(item.createdAt);
    if (!date) continue;
    const day = byDay.get(date) ?? { date, totalMinor: 0, count: 0 };
    day.totalMinor += item.amountMinor;
    day.count += 1;
    byDay.set(date, day);
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}
