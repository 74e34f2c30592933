import { formatKurus } from '@psikorehber/shared/rules/money';
import { planLabel } from '@psikorehber/shared/rules/plans';
import type { AdminPaymentItem } from '@psikorehber/shared/schemas/entities';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateKey,
  formatDateTime,
} from '~/features/admin/admin-format';
import type { DailyTotal } from '~/features/admin/daily-totals';

function period(item: AdminPaymentItem): string {
  if (!item.periodStart && !item.periodEnd) return EMPTY_VALUE;
  return `${formatDate(item.periodStart)} – ${formatDate(item.periodEnd)}`;
}

const cell = 'px-4 py-3';
const headCell = 'px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase';

/** Every payment of the window; scrolls sideways on narrow screens. */
export function PaymentsTable({ items }: { items: readonly AdminPaymentItem[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Ödemeler</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>
              Tarih
            </th>
            <th scope="col" className={headCell}>
              E-posta
            </th>
            <th scope="col" className={headCell}>
              Plan
            </th>
            <th scope="col" className={headCell}>
              Ay
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Tutar
            </th>
            <th scope="col" className={headCell}>
              Dönem
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={item.id}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </td>
              <td className={`${cell} break-all`}>{item.email}</td>
              <td className={cell}>{planLabel(item.planWanted)}</td>
              <td className={cell}>{item.monthsWanted}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatKurus(item.amountMinor)}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{period(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The chart's numbers as a table, for people who cannot see the bars. */
export function DailyTotalsTable({ days }: { days: readonly DailyTotal[] }) {
  return (
    <table className="mt-3 w-full max-w-md text-left text-sm">
      <caption className="sr-only">Günlük toplamlar</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-4 font-semibold text-muted">
            Gün
          </th>
          <th scope="col" className="py-1 pr-4 font-semibold text-muted">
            Ödeme
          </th>
          <th scope="col" className="py-1 text-right font-semibold text-muted">
            Toplam
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <td className="py-1 pr-4">{formatDateKey(day.date)}</td>
            <td className="py-1 pr-4">{day.count}</td>
            <td className="py-1 text-right tabular-nums">{formatKurus(day.totalMinor)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
