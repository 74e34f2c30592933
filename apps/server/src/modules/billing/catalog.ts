// Plans and prices (docs/requirements/data.md#data-plan,
// docs/requirements/limits.md#lim-default-prices): read from the database, which is seeded from
// the committed default table. Every price the product shows or charges comes from here.
import {
  PLAN_PERIODS_MONTHS,
  type PlanCode,
  type PlanPeriodMonths,
} from '@psikorehber/shared/constants';
import type { PlanDto, PricingDump } from '@psikorehber/shared/schemas/billing';
import type { DbOrTx } from '../../db/client';
import { DEFAULT_PLANS } from './default-plans';
import {
  findActivePlanPrice,
  insertPlanIfMissing,
  insertPlanPricesIfMissing,
  listActivePlansWithPrices,
} from './repository';

/**
 * Inserts the default plans and prices that are missing; existing rows are left alone, so prices
 * changed in the database survive restarts.
 */
export async function seedPlans(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    for (const plan of DEFAULT_PLANS) {
      await insertPlanIfMissing(tx, {
        code: plan.code,
        name: plan.name,
        tagline: plan.tagline,
        monthlyQuota: plan.monthlyQuota,
        sortOrder: plan.sortOrder,
      });
      await insertPlanPricesIfMissing(
        tx,
        PLAN_PERIODS_MONTHS.map((months) => ({
          planCode: plan.code,
          periodMonths: months,
          priceKurus: plan.prices[months] ?? 0,
        })),
      );
    }
  });
}

/**
 * Active plans in the order of docs/requirements/limits.md#lim-ordering; a plan missing a
 * period's price is not offered.
 */
export async function listPlans(db: DbOrTx): Promise<PlanDto[]> {
  const rows = await listActivePlansWithPrices(db);

  const byCode = new Map<
    string,
    { plan: (typeof rows)[number]['plan']; prices: Map<number, number> }
  >();
  for (const { plan, price } of rows) {
    const entry = byCode.get(plan.code) ?? { plan, prices: new Map<number, number>() };
    entry.prices.set(price.periodMonths, price.priceKurus);
    byCode.set(plan.code, entry);
  }
  const items: PlanDto[] = [];
  for (const { plan, prices } of byCode.values()) {
    const [p1, p3, p6, p12] = PLAN_PERIODS_MONTHS.map((months) => prices.get(months));
    if (p1 === undefined || p3 === undefined || p6 === undefined || p12 === undefined) continue;
    items.push({
      code: plan.code as PlanCode,
      name: plan.name,
      tagline: plan.tagline,
      priceKurus: p1,
      prices: { 1: p1, 3: p3, 6: p6, 12: p12 },
      monthly_quota: plan.monthlyQuota,
      monthlyQuota: plan.monthlyQuota,
    });
  }
  return items;
}

/** The fallback shape of docs/requirements/api.md#api-pricing-dump: config keyed by plan. */
export async function pricingDump(db: DbOrTx): Promise<PricingDump['config']> {
  const config: PricingDump['config'] = {};
  for (const plan of await listPlans(db)) {
    config[plan.code] = {
      name: plan.name,
      tagline: plan.tagline,
      monthly_quota: plan.monthlyQuota,
      prices: plan.prices,
    };
  }
  return config;
}

export interface PlanOffer {
  code: PlanCode;
  months: PlanPeriodMonths;
  priceKurus: number;
  monthlyQuota: number;
}

/** What `months` of `code` costs now, or null when the plan is not on sale. */
export async function findOffer(
  db: DbOrTx,
  code: PlanCode,
  months: PlanPeriodMonths,
): Promise<PlanOffer | null> {
  const row = await findActivePlanPrice(db, code, months);
  return row ? { code, months, ...row } : null;
}
