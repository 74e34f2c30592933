import { BILLING_MESSAGES } from '@psikorehber/shared/messages';
import { isSubscriptionActive, isTrialActive } from '@psikorehber/shared/rules/entitlement';
import { planLabel } from '@psikorehber/shared/rules/plans';
import type { BillingMeResponse } from '@psikorehber/shared/schemas/billing';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '~/components/button-styles';
import { paths } from '~/config/paths';
import { subscriptionStatusLabel } from '~/features/billing/billing-labels';
import { formatDate } from '~/lib/format-date';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** The subscription card of /billing: plan, status, credits with a bar, period; a way to buy. */
export function SubscriptionSummary({ me }: { me: BillingMeResponse }) {
  const subscription = me.subscription;
  const active = isSubscriptionActive(subscription);
  const plan = planLabel(me.plan) ?? planLabel(subscription?.plan) ?? 'Yok';
  const statusLabel = subscriptionStatusLabel(subscription?.status);

  return (
    <section
      aria-labelledby="subscription-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="subscription-heading" className="text-xl font-semibold text-ink">
        Aboneliğim
      </h2>
      <dl className="mt-2 divide-y divide-slate-200">
        <Row label="Plan">
          <span className="font-semibold">{plan}</span>
        </Row>
        <Row label="Durum">
          <span
            className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${
              active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-800'
            }`}
          >
            {statusLabel}
          </span>
        </Row>
        {subscription ? (
          <>
            <Row label="Kalan kredi">
              <span className="flex flex-col gap-2 sm:items-end">
                <span className="tabular-nums">
                  {subscription.quotaRemaining} / {subscription.quotaInitial} soru kaldı
                </span>
                <progress
                  value={subscription.quotaRemaining}
                  max={Math.max(subscription.quotaInitial, 1)}
                  aria-label="Kalan soru kredisi"
                  className="h-2 w-48 overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
                />
              </span>
            </Row>
            <Row label="Dönem başlangıcı">
              <time dateTime={subscription.periodStart ?? undefined}>
                {formatDate(subscription.periodStart)}
              </time>
            </Row>
            <Row label="Dönem sonu">
              <time dateTime={subscription.periodEnd ?? undefined}>
                {formatDate(subscription.periodEnd)}
              </time>
            </Row>
          </>
        ) : null}
      </dl>

      {active ? null : (
        <div className="mt-4 flex flex-col items-start gap-3 border-t border-slate-200 pt-4">
          {isTrialActive(me.trial) ? (
            <p className="text-ink">
              {BILLING_MESSAGES.trialActive(me.trial.daysLeft, me.trial.questionsLeft)}
            </p>
          ) : (
            <p className="text-muted">Aktif bir aboneliğiniz yok.</p>
          )}
          <Link to={paths.billingPlans} className={buttonStyles.primary}>
            Plan seçin
          </Link>
        </div>
      )}
    </section>
  );
}
