import { BILLING_MESSAGES } from '@psikorehber/shared/messages';
import { formatKurus } from '@psikorehber/shared/rules/money';
import { planLabel } from '@psikorehber/shared/rules/plans';
import type { PaymentHistoryItem, PaymentStatus } from '@psikorehber/shared/schemas/entities';
import {
  monthsLabel,
  PAYMENT_STATUS_LABELS,
  paymentKindLabel,
} from '~/features/billing/billing-labels';
import { EMPTY_VALUE, formatDateTime } from '~/lib/format-date';

const statusBadgeStyles: Record<PaymentStatus, string> = {
  success: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
};

function purchase(item: PaymentHistoryItem): string {
  const plan = planLabel(item.plan);
  if (!plan) return EMPTY_VALUE;
  return item.months ? `${plan} · ${monthsLabel(item.months)}` : plan;
}

const headCell = 'px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase';
// Below the sm breakpoint every row becomes a card and every cell a "label: value" line; the
// explicit roles keep the table semantics that display:block would drop in some browsers.
const cell =
  'px-4 py-3 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

/** The caller's payments (newest first), a table on wide screens and stacked cards on phones. */
export function PaymentHistory({ items }: { items: readonly PaymentHistoryItem[] }) {
  if (items.length === 0) {
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-muted"
      >
        {BILLING_MESSAGES.noPayments}
      </p>
    );
  }
  return (
    <div className="rounded-xl border-slate-200 sm:overflow-x-auto sm:border">
      <table role="table" className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">Ödeme geçmişi</caption>
        <thead role="rowgroup" className="bg-slate-50 max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className={headCell}>
              Tarih
            </th>
            <th role="columnheader" scope="col" className={`${headCell} text-right`}>
              Tutar
            </th>
            <th role="columnheader" scope="col" className={headCell}>
              Durum
            </th>
            <th role="columnheader" scope="col" className={headCell}>
              Tür
            </th>
            <th role="columnheader" scope="col" className={headCell}>
              Plan
            </th>
            <th role="columnheader" scope="col" className={headCell}>
              Referans
            </th>
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="divide-y divide-slate-200 max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:divide-y-0"
        >
          {items.map((item) => (
            <tr
              key={item.id}
              role="row"
              className="max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:p-4"
            >
              <td role="cell" data-label="Tarih" className={`${cell} whitespace-nowrap`}>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </td>
              <td
                role="cell"
                data-label="Tutar"
                className={`${cell} text-right whitespace-nowrap tabular-nums`}
              >
                {formatKurus(item.amountKurus)}
              </td>
              <td role="cell" data-label="Durum" className={cell}>
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadgeStyles[item.status]}`}
                >
                  {PAYMENT_STATUS_LABELS[item.status]}
                </span>
              </td>
              <td role="cell" data-label="Tür" className={cell}>
                {paymentKindLabel(item.kind)}
              </td>
              <td role="cell" data-label="Plan" className={`${cell} whitespace-nowrap`}>
                {purchase(item)}
              </td>
              <td
                role="cell"
                data-label="Referans"
                className={`${cell} font-mono text-xs break-all`}
              >
                {item.merchantOid ?? item.providerTxnId ?? EMPTY_VALUE}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
