import type { PlanCode, PlanPeriodMonths } from '@psikorehber/shared/constants';
import { ASK_MESSAGES, BILLING_MESSAGES, PAYMENT_MESSAGES } from '@psikorehber/shared/messages';
import { isSubscriptionActive } from '@psikorehber/shared/rules/entitlement';
import { planLabel, priceForPeriod } from '@psikorehber/shared/rules/plans';
import type { Plan, Subscription } from '@psikorehber/shared/schemas/entities';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { Page } from '~/components/page';
import { PlanGrid } from '~/components/plan-grid';
import { PlanPeriodChips } from '~/components/plan-period-chips';
import { TrialOffer } from '~/components/trial-offer';
import { paths } from '~/config/paths';
import { rememberOrder } from '~/features/billing/checkout-storage';
import { useBillingMe } from '~/lib/billing-me';
import { formatDate } from '~/lib/format-date';
import { usePlans } from '~/lib/plans';
import { useSession } from '~/lib/session';
import { usePlanPeriod } from '~/lib/use-plan-period';

/**
 * Buying while logged out goes to /login?next=/billing/plans
 * (docs/requirements/permissions.md#perm-redirects).
 */
const LOGIN_FOR_PLANS = `${paths.login}?next=${paths.billingPlans}`;

interface Order {
  planCode: PlanCode;
  months: PlanPeriodMonths;
  amountKurus: number;
}

function checkoutPath(order: Order): string {
  const query = new URLSearchParams({
    plan: order.planCode,
    m: String(order.months),
    amt: String(order.amountKurus),
  });
  return `${paths.billingCheckout}?${query.toString()}`;
}

function CurrentPlanNote({ subscription }: { subscription: Subscription }) {
  return (
    <p className="mt-3 font-medium text-ink">
      Şu anki planınız: {planLabel(subscription.plan) ?? '—'} ({subscription.quotaRemaining} /{' '}
      {subscription.quotaInitial} soru kaldı
      {subscription.periodEnd ? `, bitiş ${formatDate(subscription.periodEnd)}` : ''}).
    </p>
  );
}

/**
 * /billing/plans (docs/requirements/screens.md#scr-billing-plans): the plans with a buy button
 * each.
 */
export function BillingPlansPage() {
  const [months, setMonths] = usePlanPeriod();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const plans = usePlans();
  const session = useSession();
  const user = session.data ?? null;
  const approved = user?.approved === true;
  const me = useBillingMe(approved);
  const [confirming, setConfirming] = useState<Order | null>(null);
  const blockedId = useId();

  const blocked = Boolean(user) && !approved;
  const activeSubscription =
    me.data && isSubscriptionActive(me.data.subscription) ? me.data.subscription : null;
  // Until we know whether a subscription would be replaced, buying waits (a failed check does not).
  const deciding = session.isPending || (approved && me.isPending);

  const proceed = (order: Order) => {
    rememberOrder(order);
    void navigate(checkoutPath(order));
  };

  const buy = (plan: Plan) => {
    if (!user) {
      void navigate(LOGIN_FOR_PLANS);
      return;
    }
    if (!approved) return;
    const order: Order = { planCode: plan.code, months, amountKurus: priceForPeriod(plan, months) };
    if (activeSubscription) setConfirming(order);
    else proceed(order);
  };

  return (
    <Page title="Planlar">
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Süreyi seçin, planınızı satın alın. Satın aldığınız dönem hemen başlar; otomatik yenileme
        yoktur.
      </p>

      <div className="mt-6 flex flex-col gap-4">
        {searchParams.get('reason') === 'quota' ? (
          <Alert tone="info">{ASK_MESSAGES.quotaWarning}</Alert>
        ) : null}
        {blocked ? (
          <div id={blockedId}>
            <Alert tone="warning">{PAYMENT_MESSAGES.buyBlocked}</Alert>
          </div>
        ) : null}
        {approved ? <TrialOffer /> : null}
      </div>

      <div className="mt-8">
        <PlanPeriodChips value={months} onChange={setMonths} />
      </div>

      <div className="mt-8">
        <PlanGrid
          plans={plans}
          months={months}
          renderAction={(plan) => (
            <Button
              className="w-full"
              disabled={blocked || deciding}
              aria-describedby={blocked ? blockedId : undefined}
              onClick={() => buy(plan)}
            >
              Satın Al
            </Button>
          )}
        />
      </div>

      {confirming && activeSubscription ? (
        <ConfirmDialog
          title={BILLING_MESSAGES.replaceTitle}
          confirmLabel="Yine de satın al"
          confirmVariant="primary"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const order = confirming;
            setConfirming(null);
            proceed(order);
          }}
        >
          <p>{BILLING_MESSAGES.replaceWarning}</p>
          <CurrentPlanNote subscription={activeSubscription} />
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
