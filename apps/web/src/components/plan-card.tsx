import { formatKurus } from '@psikorehber/shared/rules/money';
import { periodSavings } from '@psikorehber/shared/rules/plan-savings';
import { monthlyCost, priceForPeriod, totalQuota } from '@psikorehber/shared/rules/plans';
import type { Plan } from '@psikorehber/shared/schemas/entities';
import { useId, type ReactNode } from 'react';

interface PlanCardProps {
  plan: Plan;
  months: number;
  /** The card's call to action (a buy button on /billing/plans); nothing on /pricing. */
  children?: ReactNode | ((headingId: string) => ReactNode);
}

/**
 * One plan for the chosen period (docs/requirements/screens.md#scr-plan-card): name, tagline, total
 * price, total quota, monthly cost and the saving against paying month by month. The card is an
 * article named by the plan's heading, so its button can be found as "Satın Al in Temel".
 */
export function PlanCard({ plan, months, children }: PlanCardProps) {
  const headingId = useId();
  const total = priceForPeriod(plan, months);
  const savings = periodSavings(plan, months);
  const featured = plan.code === 'BASIC';
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-2xl border bg-white p-6 shadow-sm ${
        featured ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'
      }`}
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-xl font-bold text-ink">
            {plan.name}
          </h2>
          {savings ? (
            <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900">
              %{savings.percent} tasarruf
            </span>
          ) : null}
        </div>
        <p className="text-sm text-muted">{plan.tagline}</p>
      </header>
      <dl className="flex flex-col gap-3">
        <div>
          <dt className="sr-only">Toplam fiyat</dt>
          <dd>
            <span className="text-3xl font-bold text-ink tabular-nums">{formatKurus(total)}</span>{' '}
            <span className="text-sm text-muted">/ {months} ay</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Aylık maliyet</dt>
          <dd className="text-sm text-muted tabular-nums">
            aylık {formatKurus(monthlyCost(total, months))}
          </dd>
        </div>
        {savings ? (
          <div>
            <dt className="sr-only">Tasarruf</dt>
            <dd className="text-sm text-emerald-800 tabular-nums">
              Aylık ödemeye göre {formatKurus(savings.kurus)} daha az
            </dd>
          </div>
        ) : null}
        <div className="border-t border-slate-200 pt-3">
          <dt className="text-sm font-semibold text-muted">Toplam soru hakkı</dt>
          <dd className="mt-1 text-lg font-semibold text-ink tabular-nums">
            {totalQuota(plan.monthlyQuota, months)} soru
          </dd>
          <dd className="text-sm text-muted tabular-nums">Ayda {plan.monthlyQuota} soru</dd>
        </div>
      </dl>
      {children ? (
        <div className="mt-auto pt-2">
          {typeof children === 'function' ? children(headingId) : children}
        </div>
      ) : null}
    </article>
  );
}
