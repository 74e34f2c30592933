import { TRIAL_DAYS, TRIAL_QUESTIONS } from '@psikorehber/shared/constants';
import { BILLING_MESSAGES } from '@psikorehber/shared/messages';
import { isTrialActive, shouldOfferTrial } from '@psikorehber/shared/rules/entitlement';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { buttonStyles, textLinkStyle } from '~/components/button-styles';
import { paths } from '~/config/paths';
import { isApiError } from '~/lib/api-client';
import { loginPathWithNext } from '~/lib/next-path';
import { trialStartErrorMessage, useStartTrial, useTrialStatus } from '~/lib/trial';

const panelStyle = 'rounded-2xl border p-6 shadow-sm';

interface TrialOfferProps {
  /** Also show the days and questions left of a running trial (the dashboard does, the plans page not). */
  showActive?: boolean;
  className?: string;
}

/**
 * The free trial (docs/requirements/data.md#data-subscription-state) for an approved user (render
 * it only for them): offered while there is neither an active subscription nor an active trial and
 * no trial was used before (docs/requirements/limits.md#lim-trial).
 */
export function TrialOffer({ showActive = false, className = '' }: TrialOfferProps) {
  const trial = useTrialStatus();
  const start = useStartTrial();
  const location = useLocation();
  const headingId = useId();
  const startedRef = useRef<HTMLDivElement>(null);

  // The button that had focus is gone once the trial started: move focus to the news.
  useEffect(() => {
    if (start.isSuccess) startedRef.current?.focus();
  }, [start.isSuccess]);

  if (start.isSuccess) {
    return (
      <div
        ref={startedRef}
        tabIndex={-1}
        role="status"
        className={`${panelStyle} border-emerald-300 bg-emerald-50 text-emerald-950 ${className}`}
      >
        <p className="text-lg font-semibold">
          {BILLING_MESSAGES.trialStarted(start.data.daysLeft, start.data.questionsLeft)}
        </p>
        <Link to={paths.workspace} className={`${buttonStyles.primary} mt-4`}>
          Çalışma alanına git
        </Link>
      </div>
    );
  }

  if (!trial.isSuccess) return null;
  const status = trial.data;

  if (isTrialActive(status)) {
    if (!showActive) return null;
    return (
      <div className={`${panelStyle} border-sky-200 bg-sky-50 text-sky-950 ${className}`}>
        <p className="font-semibold">
          {BILLING_MESSAGES.trialActive(status.daysLeft, status.questionsLeft)}
        </p>
        <Link to={paths.workspace} className={`${textLinkStyle} mt-2 inline-block`}>
          Çalışma alanına git
        </Link>
      </div>
    );
  }

  if (!shouldOfferTrial({ subscription: status.subscription, trial: status, approved: true })) {
    return null;
  }

  return (
    <section
      aria-labelledby={headingId}
      className={`${panelStyle} border-brand-700 bg-brand-50 ${className}`}
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {BILLING_MESSAGES.trialOfferTitle(TRIAL_DAYS, TRIAL_QUESTIONS)}
      </h2>
      <p className="mt-2 text-muted">
        Satın almadan önce platformu deneyin: {TRIAL_DAYS} gün boyunca toplam {TRIAL_QUESTIONS} soru
        sorabilirsiniz. Hangisi önce dolarsa deneme sona erer.
      </p>
      {start.isError ? (
        <Alert tone="error" className="mt-4">
          <p>{trialStartErrorMessage(start.error)}</p>
          {isApiError(start.error) && start.error.status === 401 ? (
            <Link to={loginPathWithNext(location)} className={`${textLinkStyle} mt-2 inline-block`}>
              Giriş yap
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <Button className="mt-4" loading={start.isPending} onClick={() => start.mutate()}>
        {BILLING_MESSAGES.trialStart}
      </Button>
    </section>
  );
}
