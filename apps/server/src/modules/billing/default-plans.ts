// The committed default price list (docs/requirements/limits.md#lim-default-prices). Seeded into
// the plans tables on start when a plan is missing; from then on the database is the one source
// of truth (edited there, not here).
import { PLAN_NAMES, PLAN_TAGLINES } from '@psikorehber/shared/messages';
import { PLAN_CODES, PLAN_PERIODS_MONTHS, type PlanCode } from '@psikorehber/shared/constants';

interface DefaultPlan {
  code: PlanCode;
  monthlyLira: number;
  monthlyQuota: number;
}

const MONTHLY: readonly DefaultPlan[] = [
  { code: 'BEGINNER', monthlyLira: 490, monthlyQuota: 20 },
  { code: 'BASIC', monthlyLira: 890, monthlyQuota: 50 },
  { code: 'PREMIUM', monthlyLira: 1990, monthlyQuota: 150 },
];

/** Discount for longer periods: 5 %, 10 % and 20 % off for 3, 6 and 12 months. */
const DISCOUNT_PERCENT: Readonly<Record<number, number>> = { 1: 0, 3: 5, 6: 10, 12: 20 };

export interface SeedPlan {
  code: PlanCode;
  name: string;
  tagline: string;
  monthlyQuota: number;
  sortOrder: number;
  /** Kuruş by period in months. */
  prices: Record<number, number>;
}

/** Whole lira after the discount (half up), in kuruş. */
export function discountedPriceKurus(monthlyLira: number, months: number): number {
  const percent = DISCOUNT_PERCENT[months] ?? 0;
  return Math.round((monthlyLira * months * (100 - percent)) / 100) * 100;
}

export const DEFAULT_PLANS: readonly SeedPlan[] = MONTHLY.map((plan) => ({
  code: plan.code,
  name: PLAN_NAMES[plan.code],
  tagline: PLAN_TAGLINES[plan.code],
  monthlyQuota: plan.monthlyQuota,
  sortOrder: PLAN_CODES.indexOf(plan.code),
  prices: Object.fromEntries(
    PLAN_PERIODS_MONTHS.map((months) => [months, discountedPriceKurus(plan.monthlyLira, months)]),
  ),
}));
