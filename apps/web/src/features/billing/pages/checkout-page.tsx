import {
  SANDBOX_TEST_CARDS,
  type PlanCode,
  type PlanPeriodMonths,
} from '@psikorehber/shared/constants';
import {
  BILLING_MESSAGES,
  CHECKOUT_MESSAGES,
  PAYMENT_MESSAGES,
} from '@psikorehber/shared/messages';
import { formatCardNumberInput } from '@psikorehber/shared/rules/card';
import { formatKurus } from '@psikorehber/shared/rules/money';
import {
  isPlanCode,
  isPlanPeriod,
  normalizePlanCode,
  priceForPeriod,
  totalQuota,
} from '@psikorehber/shared/rules/plans';
import type { Plan } from '@psikorehber/shared/schemas/entities';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { LoadingState } from '~/components/loading-state';
import { Page } from '~/components/page';
import { paths } from '~/config/paths';
import { usePaymentProvider } from '~/features/billing/api/get-payment-provider';
import { monthsLabel } from '~/features/billing/billing-labels';
import { readStoredOrder, rememberOrder } from '~/features/billing/checkout-storage';
import { CardForm } from '~/features/billing/components/card-form';
import { usePlans } from '~/lib/plans';
import { useSession } from '~/lib/session';

const PAGE_TITLE = 'Ödeme';

interface CheckoutOrder {
  plan: Plan;
  planCode: PlanCode;
  periodMonths: PlanPeriodMonths;
  /** The server's price for the plan and period: the amount shown and charged. */
  amountKurus: number;
}

interface RawOrder {
  plan: string | null;
  months: string | null;
}

/**
 * The order of ?plan=&m= (each falling back to the session-storage value) priced from the plan
 * list, or null when the plan or its price cannot be found
 * (docs/requirements/validation.md#val-checkout). A missing period means 1 month (the default of
 * docs/requirements/validation.md#val-prepare-defaults). The link's own amount (?amt=) is never
 * charged; see PriceChangedNotice.
 */
function resolveOrder(raw: RawOrder, plans: readonly Plan[]): CheckoutOrder | null {
  const code = normalizePlanCode(raw.plan);
  if (!isPlanCode(code)) return null;
  const plan = plans.find((candidate) => candidate.code === code);
  if (!plan) return null;
  const months = raw.months === null || raw.months === '' ? 1 : Number(raw.months);
  if (!isPlanPeriod(months)) return null;
  const amountKurus = priceForPeriod(plan, months);
  if (!Number.isSafeInteger(amountKurus) || amountKurus <= 0) return null;
  return { plan, planCode: code, periodMonths: months, amountKurus };
}

/** The amount in kuruş that a link carries (?amt=), or null when it carries none that reads. */
function linkAmount(amt: string | null): number | null {
  const text = amt?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const kurus = Number(text);
  return Number.isSafeInteger(kurus) && kurus > 0 ? kurus : null;
}

/** An older link (or an edited one) showed another amount: say which one is charged. */
function PriceChangedNotice({ linkKurus, priceKurus }: { linkKurus: number; priceKurus: number }) {
  return (
    <Alert tone="warning" title="Fiyat güncellendi" className="mb-4">
      Bağlantıdaki tutar {formatKurus(linkKurus)} idi; bu plan ve süre için güncel tutar{' '}
      <strong>{formatKurus(priceKurus)}</strong>. Ödemede güncel tutar alınır.
    </Alert>
  );
}

function OrderSummary({ order }: { order: CheckoutOrder }) {
  const row = 'flex flex-wrap justify-between gap-2 py-2';
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
    >
      <h2 id="order-summary-heading" className="text-xl font-semibold text-ink">
        Sipariş özeti
      </h2>
      <dl className="mt-3 divide-y divide-slate-200 text-sm">
        <div className={row}>
          <dt className="text-muted">Plan</dt>
          <dd className="font-semibold text-ink">{order.plan.name}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted">Süre</dt>
          <dd className="font-semibold text-ink">{monthsLabel(order.periodMonths)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted">Toplam soru hakkı</dt>
          <dd className="font-semibold text-ink tabular-nums">
            {totalQuota(order.plan.monthlyQuota, order.periodMonths)} soru
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">Toplam tutar</dt>
          <dd className="text-lg font-bold text-ink tabular-nums">
            {formatKurus(order.amountKurus)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted">
        Otomatik yenileme yoktur. Yeni dönem ödeme onaylandığında başlar.
      </p>
    </section>
  );
}

/** The sandbox provider's test cards (embedded default); nothing for the real provider. */
function TestModeNote() {
  const provider = usePaymentProvider();
  if (provider.data?.provider !== 'sandbox') return null;
  const { success, failure } = SANDBOX_TEST_CARDS;
  return (
    <Alert tone="info" title={BILLING_MESSAGES.testModeTitle}>
      <p>Gerçek ödeme alınmaz. Aşağıdaki test kartlarını kullanabilirsiniz:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Başarılı ödeme: <span className="font-mono">{formatCardNumberInput(success.number)}</span>
        </li>
        <li>
          Her zaman reddedilen kart:{' '}
          <span className="font-mono">{formatCardNumberInput(failure.number)}</span>
        </li>
        <li>
          Son kullanma {success.expiry}, CVV {success.cvv}
        </li>
      </ul>
    </Alert>
  );
}

/**
 * /billing/checkout?plan=&m=&amt= (docs/requirements/screens.md#scr-checkout): order summary and
 * the card form.
 */
export function CheckoutPage() {
  const [searchParams] = useSearchParams();
  // Read once: the stored order only fills what the address leaves out.
  const [stored] = useState(readStoredOrder);
  const plans = usePlans();
  const { data: user } = useSession();

  const raw: RawOrder = {
    plan: searchParams.get('plan') ?? stored.planCode,
    months: searchParams.get('m') ?? stored.months,
  };
  const order = plans.isSuccess ? resolveOrder(raw, plans.data) : null;
  const linkKurus = linkAmount(searchParams.get('amt'));
  const planCode = order?.planCode;
  const periodMonths = order?.periodMonths;
  const amountKurus = order?.amountKurus;

  // A reload of the checkout without its query still finds the order.
  useEffect(() => {
    if (planCode && periodMonths && amountKurus) {
      rememberOrder({ planCode, months: periodMonths, amountKurus });
    }
  }, [planCode, periodMonths, amountKurus]);

  if (plans.isPending) {
    return (
      <Page title={PAGE_TITLE}>
        <LoadingState label="Sipariş hazırlanıyor…" />
      </Page>
    );
  }
  if (plans.isError) {
    return (
      <Page title={PAGE_TITLE}>
        <Alert tone="error" className="mt-6">
          <p>{BILLING_MESSAGES.plansLoadFailed}</p>
          <Button
            variant="secondary"
            className="mt-3"
            loading={plans.isFetching}
            onClick={() => void plans.refetch()}
          >
            Tekrar dene
          </Button>
        </Alert>
      </Page>
    );
  }
  if (!order) {
    return (
      <Page title={PAGE_TITLE}>
        <Alert tone="error" className="mt-6">
          <p>{CHECKOUT_MESSAGES.planOrAmountMissing}</p>
          <Link to={paths.billingPlans} className={`${textLinkStyle} mt-2 inline-block`}>
            Planlara dön
          </Link>
        </Alert>
      </Page>
    );
  }

  const blocked = user?.approved !== true;
  return (
    <Page title={PAGE_TITLE}>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="order-2 flex flex-col gap-6 lg:order-1">
          {blocked ? <Alert tone="warning">{PAYMENT_MESSAGES.buyBlocked}</Alert> : null}
          <TestModeNote />
          <CardForm
            order={{
              planCode: order.planCode,
              periodMonths: order.periodMonths,
              amountKurus: order.amountKurus,
            }}
            disabled={blocked}
          />
        </div>
        <div className="order-1 lg:order-2">
          {linkKurus !== null && linkKurus !== order.amountKurus ? (
            <PriceChangedNotice linkKurus={linkKurus} priceKurus={order.amountKurus} />
          ) : null}
          <OrderSummary order={order} />
          <p className="mt-3 text-sm">
            <Link
              to={`${paths.billingPlans}?m=${String(order.periodMonths)}`}
              className={textLinkStyle}
            >
              Planı veya süreyi değiştir
            </Link>
          </p>
        </div>
      </div>
    </Page>
  );
}
