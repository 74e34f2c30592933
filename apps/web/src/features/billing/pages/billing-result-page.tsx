import { PAYMENT_MESSAGES } from '@psikorehber/shared/messages';
import { planLabel } from '@psikorehber/shared/rules/plans';
import type { FinalizeResponse } from '@psikorehber/shared/schemas/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '~/components/button';
import { buttonStyles } from '~/components/button-styles';
import { Page } from '~/components/page';
import { Spinner } from '~/components/spinner';
import { paths } from '~/config/paths';
import { monthsLabel } from '~/features/billing/billing-labels';
import { forgetOrder } from '~/features/billing/checkout-storage';
import {
  useFinalizePolling,
  type FinalizeState,
  type ReturnOutcome,
} from '~/features/billing/use-finalize-polling';
import { queryKeys } from '~/lib/query-keys';

const MISSING_ORDER_TEXT = 'Sipariş numarası bulunamadı.';

const panelStyles = {
  waiting: 'border-slate-200 bg-white',
  applied: 'border-emerald-300 bg-emerald-50',
  failed: 'border-red-300 bg-red-50',
  error: 'border-amber-300 bg-amber-50',
} as const;

function ResultPanel({
  view,
  title,
  headingRef,
  children,
}: {
  view: FinalizeState['view'];
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="billing-result-heading"
      className={`mt-8 max-w-2xl rounded-2xl border p-6 ${panelStyles[view]}`}
    >
      <h2
        id="billing-result-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-ink"
      >
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-4 text-ink">{children}</div>
    </section>
  );
}

function purchaseLine(result: FinalizeResponse): string | null {
  const plan = planLabel(result.plan);
  if (!plan) return null;
  return result.months ? `${plan} · ${monthsLabel(result.months)}` : plan;
}

/**
 * /billing/result?status=success|fail&oid=… (docs/requirements/data.md#data-billing-result):
 * waiting, applied, error and failed views.
 */
export function BillingResultPage() {
  const [searchParams] = useSearchParams();
  const oid = searchParams.get('oid')?.trim() || null;
  const outcome: ReturnOutcome = searchParams.get('status') === 'fail' ? 'fail' : 'success';
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onApplied = useCallback(() => {
    forgetOrder();
    void queryClient.invalidateQueries({ queryKey: queryKeys.billingAll });
    void queryClient.invalidateQueries({ queryKey: queryKeys.trialAll });
    void queryClient.invalidateQueries({ queryKey: queryKeys.workspaceAccess });
  }, [queryClient]);
  const { state, retry } = useFinalizePolling(oid, outcome, { onApplied });

  // A new view replaces the old one (and the retry button that had focus): take focus to its heading
  // so it is read out at once. The first waiting view leaves focus where the page put it.
  const retried = useRef(false);
  useEffect(() => {
    if (state.view !== 'waiting' || retried.current) headingRef.current?.focus();
  }, [state.view]);
  const onRetry = () => {
    retried.current = true;
    retry();
  };

  let content: ReactNode;
  switch (state.view) {
    case 'waiting':
      content = (
        <ResultPanel view="waiting" title="Ödemeniz doğrulanıyor" headingRef={headingRef}>
          <div role="status" className="flex items-center gap-3">
            <Spinner className="size-5" />
            <p>
              {PAYMENT_MESSAGES.resultWaiting}
              {state.maxAttempts > 1 ? (
                <span className="ml-2 text-sm text-muted tabular-nums">
                  Deneme {state.attempt}/{state.maxAttempts}
                </span>
              ) : null}
            </p>
          </div>
        </ResultPanel>
      );
      break;
    case 'applied': {
      const line = purchaseLine(state.result);
      content = (
        <ResultPanel view="applied" title="Ödeme başarılı" headingRef={headingRef}>
          <p>{PAYMENT_MESSAGES.resultApplied}</p>
          {line ? (
            <p>
              Planınız: <strong>{line}</strong>
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.workspace} className={buttonStyles.primary}>
              Çalışma alanına git
            </Link>
            <Link to={paths.billing} className={buttonStyles.secondary}>
              Aboneliğim
            </Link>
          </div>
        </ResultPanel>
      );
      break;
    }
    case 'failed':
      content = (
        <ResultPanel
          view="failed"
          title={PAYMENT_MESSAGES.resultFailedTitle}
          headingRef={headingRef}
        >
          <p>{PAYMENT_MESSAGES.resultFailedBody}</p>
          <div>
            <Link to={paths.billingPlans} className={buttonStyles.primary}>
              Planlara dön
            </Link>
          </div>
        </ResultPanel>
      );
      break;
    case 'error':
      content = (
        <ResultPanel view="error" title={PAYMENT_MESSAGES.resultErrorTitle} headingRef={headingRef}>
          <p>{state.retryable ? PAYMENT_MESSAGES.resultErrorBody : MISSING_ORDER_TEXT}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {state.retryable ? <Button onClick={onRetry}>Tekrar dene</Button> : null}
            <Link to={paths.billing} className={buttonStyles.secondary}>
              Aboneliğim
            </Link>
          </div>
        </ResultPanel>
      );
      break;
  }

  return <Page title="Ödeme sonucu">{content}</Page>;
}
