import {
  DEFAULT_MONTHLY_QUOTA,
  PLAN_CODES,
  PLAN_PERIODS_MONTHS,
  TRIAL_PLAN_CODE,
  TRIAL_PLAN_LABEL,
  type PlanCode,
  type PlanPeriodMonths,
} from '../constants';
import { PLAN_NAMES, PLAN_TAGLINES } from '../messages';
import type { Plan, PlanPrices, PlanState } from '../schemas/entities';
import {
  firstNonNegativeInt,
  firstString,
  isRecord,
  toFiniteNumber,
  toNonNegativeInt,
  type UnknownRecord,
} from './raw-values';

// Plan rules: tolerant reading of plan lists (docs/requirements/data.md#data-plan) and the period
// arithmetic the pricing pages show (docs/requirements/screens.md#scr-plan-card,
// docs/requirements/limits.md#lim-price-arithmetic).

/**
 * Other spellings of plan codes; PRO is the legacy name of PREMIUM
 * (docs/requirements/data.md#data-plan).
 */
const PLAN_CODE_ALIASES: Readonly<Record<string, PlanCode>> = { PRO: 'PREMIUM' };
const PLAN_CODE_KEYS = ['code', 'plan', 'slug', 'name'] as const;
const MAX_NESTING = 3;

export function isPlanCode(value: unknown): value is PlanCode {
  return typeof value === 'string' && (PLAN_CODES as readonly string[]).includes(value);
}

/**
 * A plan code from a string ('premium', ' Pro ') or from an object carrying it as code, plan, slug
 * or name (the first non-empty one wins; it may itself be such an object). TRIAL is recognised;
 * anything else is null.
 */
export function normalizePlanCode(input: unknown): PlanState | null {
  return readPlanCode(input, 0);
}

function readPlanCode(input: unknown, depth: number): PlanState | null {
  if (typeof input === 'string') {
    const upper = input.trim().toLocaleUpperCase('en');
    if (upper === TRIAL_PLAN_CODE) return TRIAL_PLAN_CODE;
    if (isPlanCode(upper)) return upper;
    return PLAN_CODE_ALIASES[upper] ?? null;
  }
  if (!isRecord(input) || depth >= MAX_NESTING) return null;
  for (const key of PLAN_CODE_KEYS) {
    const value = input[key];
    if (typeof value === 'string' && value.trim() !== '') return readPlanCode(value, depth + 1);
    if (isRecord(value)) return readPlanCode(value, depth + 1);
  }
  return null;
}

/** Turkish name of a plan or of the trial; null for anything unrecognisable. */
export function planLabel(code: PlanState): string;
export function planLabel(code: unknown): string | null;
export function planLabel(code: unknown): string | null {
  const normalized = normalizePlanCode(code);
  if (normalized === null) return null;
  return normalized === TRIAL_PLAN_CODE ? TRIAL_PLAN_LABEL : PLAN_NAMES[normalized];
}

export function isPlanPeriod(value: unknown): value is PlanPeriodMonths {
  return typeof value === 'number' && (PLAN_PERIODS_MONTHS as readonly number[]).includes(value);
}

/** The period of a query parameter such as ?m=6; anything else gives `fallback`. */
export function parsePlanPeriod(
  value: unknown,
  fallback: PlanPeriodMonths = PLAN_PERIODS_MONTHS[0],
): PlanPeriodMonths {
  const number = toFiniteNumber(value);
  return isPlanPeriod(number) ? number : fallback;
}

/**
 * Months used in arithmetic. The requirements say at least 1 month
 * (docs/requirements/limits.md#lim-price-arithmetic); we also read anything that is not a positive
 * integer (0, -3, 1.5, NaN) as 1 rather than guessing a rounding, so a malformed period can never
 * produce a zero or fractional total. Non-standard whole periods such as 13 are kept as they are.
 */
export function billableMonths(months: number): number {
  return Number.isInteger(months) && months >= 1 ? months : 1;
}

/**
 * Total quota of a purchase: monthly quota × months
 * (docs/requirements/limits.md#lim-price-arithmetic); a bad monthly quota counts as 0.
 */
export function totalQuota(monthlyQuota: number, months: number): number {
  const monthly = Number.isFinite(monthlyQuota) && monthlyQuota > 0 ? Math.floor(monthlyQuota) : 0;
  return monthly * billableMonths(months);
}

/** Price of a period in kuruş: the structured price when given, else 1-month price × months. */
export function priceForPeriod(plan: Pick<Plan, 'priceKurus' | 'prices'>, months: number): number {
  const billable = billableMonths(months);
  const structured = isPlanPeriod(billable) ? plan.prices[billable] : undefined;
  return structured ?? plan.priceKurus * billable;
}

/** Monthly cost shown on plan cards: total / months, rounded to whole kuruş. */
export function monthlyCost(totalKurus: number, months: number): number {
  return Math.round(totalKurus / billableMonths(months));
}

function readPrices(raw: unknown): PlanPrices {
  const prices: PlanPrices = {};
  if (!isRecord(raw)) return prices;
  for (const period of PLAN_PERIODS_MONTHS) {
    // JSON object keys are strings, but a JS caller may have used numbers; both read the same.
    const kurus = toNonNegativeInt(raw[String(period)]);
    if (kurus !== undefined) prices[period] = kurus;
  }
  return prices;
}

/**
 * 1-month price in kuruş; `price` is in whole lira (docs/requirements/data.md#data-plan), the other
 * keys in kuruş.
 */
function readMonthlyPrice(raw: UnknownRecord, prices: PlanPrices): number | undefined {
  const kurus = firstNonNegativeInt(raw, ['priceKurus', 'priceTRYKurus', 'price_kurus']);
  if (kurus !== undefined) return kurus;
  const lira = toFiniteNumber(raw.price);
  if (lira !== undefined && lira >= 0) return Math.round(lira * 100);
  return prices[1];
}

/**
 * One plan from any shape the requirements describe (docs/requirements/data.md#data-plan,
 * docs/requirements/api.md#api-billing-plans, docs/requirements/api.md#api-pricing-dump). Returns
 * null for unknown codes, for TRIAL (not purchasable) and for plans without any price. The name
 * always comes from PLAN_NAMES because `name` may be carrying the code; a server tagline is kept
 * when present.
 */
export function normalizePlan(raw: unknown, codeHint?: unknown): Plan | null {
  if (!isRecord(raw)) return null;
  const code = normalizePlanCode(raw) ?? normalizePlanCode(codeHint);
  if (code === null || code === TRIAL_PLAN_CODE) return null;
  const prices = readPrices(raw.prices);
  const priceKurus = readMonthlyPrice(raw, prices);
  if (priceKurus === undefined) return null;
  return {
    code,
    name: PLAN_NAMES[code],
    tagline: firstString(raw, ['tagline']) ?? PLAN_TAGLINES[code],
    priceKurus,
    monthlyQuota:
      firstNonNegativeInt(raw, ['monthly_quota', 'monthlyQuota']) ?? DEFAULT_MONTHLY_QUOTA[code],
    prices,
  };
}

/** Plans in PLAN_CODES order, one per code (the first wins, e.g. over a later PRO alias). */
function sortAndDedupe(plans: readonly Plan[]): Plan[] {
  const byCode = new Map<PlanCode, Plan>();
  for (const plan of plans) if (!byCode.has(plan.code)) byCode.set(plan.code, plan);
  return PLAN_CODES.flatMap((code) => {
    const plan = byCode.get(code);
    return plan ? [plan] : [];
  });
}

function unwrapList(raw: unknown, depth = 0): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (!isRecord(raw) || depth >= MAX_NESTING) return [];
  for (const key of ['items', 'data', 'plans']) {
    if (key in raw) return unwrapList(raw[key], depth + 1);
  }
  return [];
}

/** GET /billing/plans: an array, {items} or {data}; invalid entries are dropped. */
export function normalizePlanList(raw: unknown): Plan[] {
  return sortAndDedupe(
    unwrapList(raw)
      .map((entry) => normalizePlan(entry))
      .filter((plan): plan is Plan => plan !== null),
  );
}

/**
 * GET /admin/pricing/dump: `{ config: { BASIC: { monthly_quota, prices: { 1, 3, 6, 12 } } } }`.
 * The plan code is the key; `config` may also be the body itself or sit under `data`.
 */
export function normalizePricingDump(raw: unknown): Plan[] {
  const config = findPricingConfig(raw, 0);
  if (!config) return [];
  return sortAndDedupe(
    Object.entries(config)
      .map(([key, entry]) => normalizePlan(entry, key))
      .filter((plan): plan is Plan => plan !== null),
  );
}

function findPricingConfig(raw: unknown, depth: number): UnknownRecord | undefined {
  if (!isRecord(raw) || depth >= MAX_NESTING) return undefined;
  for (const key of ['config', 'data']) {
    if (isRecord(raw[key])) return findPricingConfig(raw[key], depth + 1);
  }
  return raw;
}
