import { BILLING_MESSAGES } from '@psikorehber/shared/messages';
import type { Plan } from '@psikorehber/shared/schemas/entities';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '~/components/alert';
import { Button } from '~/components/button';
import { PlanCard } from '~/components/plan-card';

const gridStyle = 'grid gap-6 md:grid-cols-3';

function PlanGridSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Planlar yükleniyor…
      </p>
      <div className={gridStyle} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="flex animate-pulse flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
          >
            <div className="h-6 w-1/2 rounded bg-slate-200" />
            <div className="h-4 w-3/4 rounded bg-slate-100" />
            <div className="h-9 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-100" />
            <div className="h-11 w-full rounded-lg bg-slate-100" />
          </div>
        ))}
      </div>
    </div>
  );
}

interface PlanGridProps {
  plans: UseQueryResult<Plan[]>;
  months: number;
  /** The call to action of each card; it gets the id of the card's heading. */
  renderAction?: (plan: Plan, headingId: string) => ReactNode;
}

/** The plan cards for a period, with the loading skeleton and the failed-load state with retry. */
export function PlanGrid({ plans, months, renderAction }: PlanGridProps) {
  if (plans.isPending) return <PlanGridSkeleton />;
  if (plans.isError) {
    return (
      <Alert tone="error">
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
    );
  }
  return (
    <div className={gridStyle}>
      {plans.data.map((plan) => (
        <PlanCard key={plan.code} plan={plan} months={months}>
          {renderAction ? (headingId: string) => renderAction(plan, headingId) : undefined}
        </PlanCard>
      ))}
    </div>
  );
}
