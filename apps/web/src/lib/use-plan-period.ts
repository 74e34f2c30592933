import type { PlanPeriodMonths } from '@psikorehber/shared/constants';
import { parsePlanPeriod } from '@psikorehber/shared/rules/plans';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Name of the query parameter holding the chosen period
 * (docs/requirements/screens.md#scr-plan-card).
 */
export const PERIOD_PARAM = 'm';

/**
 * The period chosen on the pricing and plans pages, kept in ?m= (an invalid value reads as 1
 * month). Changing it replaces the history entry and keeps the scroll position and other parameters.
 */
export function usePlanPeriod(): [PlanPeriodMonths, (months: PlanPeriodMonths) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const months = parsePlanPeriod(searchParams.get(PERIOD_PARAM));
  const setMonths = useCallback(
    (next: PlanPeriodMonths) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(PERIOD_PARAM, String(next));
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return [months, setMonths];
}
