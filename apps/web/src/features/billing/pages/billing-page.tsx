import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { LoadingState } from '~/components/loading-state';
import { Page } from '~/components/page';
import { paths } from '~/config/paths';
import { usePayments } from '~/features/billing/api/get-payments';
import { PaymentHistory } from '~/features/billing/components/payment-history';
import { SubscriptionSummary } from '~/features/billing/components/subscription-summary';
import { useBillingMe } from '~/lib/billing-me';
import { messageOr } from '~/lib/error-message';

function LoadError({
  text,
  error,
  onRetry,
  retrying,
}: {
  text: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert tone="error">
      <p>{messageOr(error, text)}</p>
      <Button variant="secondary" className="mt-3" loading={retrying} onClick={onRetry}>
        Tekrar dene
      </Button>
    </Alert>
  );
}

/**
 * /billing (docs/requirements/screens.md#scr-billing): subscription summary and payment
 * history.
 */
export function BillingPage() {
  const me = useBillingMe();
  const payments = usePayments();

  let summary: ReactNode;
  if (me.isPending) summary = <LoadingState label="Abonelik bilgileri yükleniyor…" />;
  else if (me.isError)
    summary = (
      <LoadError
        text="Abonelik bilgileri yüklenemedi."
        error={me.error}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  else summary = <SubscriptionSummary me={me.data} />;

  let history: ReactNode;
  if (payments.isPending) history = <LoadingState label="Ödemeler yükleniyor…" />;
  else if (payments.isError)
    history = (
      <LoadError
        text="Ödeme geçmişi yüklenemedi."
        error={payments.error}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  else history = <PaymentHistory items={payments.data} />;

  return (
    <Page title="Abonelik ve ödemeler">
      <div className="mt-8">{summary}</div>
      <section aria-labelledby="payments-heading" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="payments-heading" className="text-xl font-semibold text-ink">
            Ödeme geçmişi
          </h2>
          <Link to={paths.billingPlans} className={`${textLinkStyle} text-sm`}>
            Planlar
          </Link>
        </div>
        <div className="mt-4">{history}</div>
      </section>
    </Page>
  );
}
