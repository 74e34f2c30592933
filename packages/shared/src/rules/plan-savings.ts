import type { Plan } from '../schemas/entities';
import { billableMonths, priceForPeriod } from './plans';

// What a longer period saves against buying one month at a time (the savings badge of the plan
// cards). Pure arithmetic over the prices the server gave; no price is invented here.

export interface PeriodSavings {
  /** 1-month price × months − the period's price, in kuruş; always above 0. */
  kurus: number;
  /** The saving as a whole percentage of 1-month price × months, at least 1. */
  percent: number;
}

/**
 * The saving of `months` against the 1-month price repeated, or null when there is none (1 month, a
 * period priced at or above the repeated monthly price, or no usable monthly price).
 */
export function periodSavings(
  plan: Pick<Plan, 'priceKurus' | 'prices'>,
  months: number,
): PeriodSavings | null {
  const billable = billableMonths(months);
  if (billable === 1) return null;
  const repeated = priceForPeriod(plan, 1) * billable;
  const total = priceForPeriod(plan, billable);
  if (!(repeated > 0) || !(total < repeated)) return null;
  const kurus = repeated - total;
  return { kurus, percent: Math.max(1, Math.round((kurus / repeated) * 100)) };
}
