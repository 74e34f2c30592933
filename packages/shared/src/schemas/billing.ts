import { z } from 'zod';

import { DEFAULT_CHECKOUT_MONTHS, DEFAULT_CHECKOUT_PLAN, TRIAL_PLAN_CODE } from '../constants';
import { CHECKOUT_MESSAGES } from '../messages';
import { isPlanPeriod, normalizePlanCode } from '../rules/plans';
import { toFiniteNumber } from '../rules/raw-values';
import {
  accessPolicySchema,
  finalizeResultSchema,
  paymentHistoryItemSchema,
  paymentStatusSchema,
  planCodeSchema,
  planStateSchema,
  subscriptionSchema,
  trialStatusSchema,
} from './entities';
import { matchesWhenFilled } from './fields';

// Checkout bodies and the card form (docs/requirements/validation.md#val-checkout,
// docs/requirements/api.md#api-billing).

/**
 * POST /billing/direct/prepare. The plan defaults to PREMIUM (code uppercased, PRO accepted) and
 * the period to 1 month when unspecified (docs/requirements/validation.md#val-prepare-defaults); a
 * given but unknown plan or period is an error rather than a silent default, so nobody pays for
 * something they did not pick.
 */
export const directPrepareBodySchema = z.object({
  planCode: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return DEFAULT_CHECKOUT_PLAN;
      const code = normalizePlanCode(value);
      if (code === null || code === TRIAL_PLAN_CODE) {
        ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.planOrAmountMissing });
        return z.NEVER;
      }
      return code;
    }),
  periodMonths: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return DEFAULT_CHECKOUT_MONTHS;
      const months = toFiniteNumber(value);
      if (!isPlanPeriod(months)) {
        ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.planOrAmountMissing });
        return z.NEVER;
      }
      return months;
    }),
  /** What the page showed; the server prices from its own table and only compares. */
  amountKurus: z.number().int().nonnegative().optional(),
  saveCard: z.boolean().optional().default(false),
});
export type DirectPrepareBody = z.output<typeof directPrepareBodySchema>;

/**
 * POST /billing/payments/finalize. assumeOk is accepted but never trusted
 * (docs/requirements/payments.md#pay-finalize).
 */
export const finalizeBodySchema = z.object({
  oid: z.string().trim().min(1).max(64),
  assumeOk: z.boolean().optional().default(false),
});
export type FinalizeBody = z.output<typeof finalizeBodySchema>;

const cardField = (pattern: RegExp) =>
  z
    .string({ error: CHECKOUT_MESSAGES.cardFieldsRequired })
    .trim()
    .min(1, CHECKOUT_MESSAGES.cardFieldsRequired)
    .refine(matchesWhenFilled(pattern), CHECKOUT_MESSAGES.cardFieldsInvalid);

/**
 * The card form; card data goes only to the payment provider, never to our server
 * (docs/requirements/payments.md#pay-card-data).
 */
export const checkoutCardFormSchema = z.object({
  cardholderName: z
    .string({ error: CHECKOUT_MESSAGES.cardFieldsRequired })
    .trim()
    .min(1, CHECKOUT_MESSAGES.cardFieldsRequired)
    .max(100, CHECKOUT_MESSAGES.cardFieldsInvalid),
  // Spaces are removed before posting (docs/requirements/validation.md#val-checkout).
  cardNumber: z
    .string({ error: CHECKOUT_MESSAGES.cardFieldsRequired })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(cardField(/^\d{12,19}$/)),
  expiryMonth: cardField(/^(0?[1-9]|1[0-2])$/),
  expiryYear: cardField(/^(\d{2}|\d{4})$/),
  cvv: cardField(/^\d{3,4}$/),
});
export type CheckoutCardForm = z.output<typeof checkoutCardFormSchema>;

// Response contracts of the billing and trial calls (docs/requirements/api.md#api-billing): the
// server's route schemas and the web's fetchers both use these.

const kurus = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

/** Prices of one plan keyed by period in months; every period is always present. */
export const planPriceTableSchema = z.object({ 1: kurus, 3: kurus, 6: kurus, 12: kurus });

/**
 * One plan of GET /billing/plans; the quota is given in both spellings the requirements name
 * (docs/requirements/data.md#data-plan).
 */
export const planDtoSchema = z.object({
  code: planCodeSchema,
  name: z.string(),
  tagline: z.string(),
  /** 1-month price. */
  priceKurus: kurus,
  prices: planPriceTableSchema,
  monthly_quota: count,
  monthlyQuota: count,
});
export type PlanDto = z.infer<typeof planDtoSchema>;

/** GET /billing/plans: plans in the order of docs/requirements/limits.md#lim-ordering. */
export const plansResponseSchema = z.object({ ok: z.literal(true), items: z.array(planDtoSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/**
 * GET /admin/pricing/dump: the fallback shape of docs/requirements/api.md#api-pricing-dump, keyed
 * by plan code.
 */
export const pricingDumpSchema = z.object({
  ok: z.literal(true),
  config: z.partialRecord(
    planCodeSchema,
    z.object({
      name: z.string(),
      tagline: z.string(),
      monthly_quota: count,
      prices: planPriceTableSchema,
    }),
  ),
});
export type PricingDump = z.infer<typeof pricingDumpSchema>;

/** GET /billing/subscription: the active subscription, else the latest one, else null. */
export const subscriptionResponseSchema = z.object({
  ok: z.literal(true),
  subscription: subscriptionSchema.nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** GET /billing/status: the plan in force (a paid plan, TRIAL, or null) and its status. */
export const billingStatusResponseSchema = z.object({
  ok: z.literal(true),
  plan: planStateSchema.nullable(),
  /** 'active' | 'trial' | 'expired' | 'none'. */
  status: z.string(),
  subscription: subscriptionSchema.nullable(),
});
export type BillingStatusResponse = z.infer<typeof billingStatusResponseSchema>;

/** GET /trial/status and POST /trial/start. */
export const trialStatusResponseSchema = trialStatusSchema.extend({ ok: z.literal(true) });
export type TrialStatusResponse = z.infer<typeof trialStatusResponseSchema>;

/** GET /workspaces/v2/access. */
export const accessPolicyResponseSchema = accessPolicySchema.extend({ ok: z.literal(true) });
export type AccessPolicyResponse = z.infer<typeof accessPolicyResponseSchema>;

/** GET /billing/me(?debug=1): everything the billing pages need in one answer. */
export const billingMeResponseSchema = z.object({
  ok: z.literal(true),
  user: z.object({ id: z.string(), email: z.string(), approved: z.boolean() }),
  plan: planStateSchema.nullable(),
  subscription: subscriptionSchema.nullable(),
  trial: trialStatusSchema,
  access: accessPolicySchema,
  /** Only with ?debug=1: how the answer was derived (no secrets, only the caller's own data). */
  debug: z
    .object({
      now: z.iso.datetime({ offset: true }),
      subscriptionCount: count,
      pendingPayments: count,
      lastPaymentStatus: paymentStatusSchema.nullable(),
    })
    .optional(),
});
export type BillingMeResponse = z.infer<typeof billingMeResponseSchema>;

/** GET /billing/payments: the caller's payments, newest first. */
export const paymentHistoryResponseSchema = z.object({
  ok: z.literal(true),
  items: z.array(paymentHistoryItemSchema),
});
export type PaymentHistoryResponse = z.infer<typeof paymentHistoryResponseSchema>;

/**
 * POST /billing/direct/prepare: the hidden form the browser posts to the provider
 * (docs/requirements/api.md#api-billing-prepare).
 */
export const directPrepareResponseSchema = z.object({
  ok: z.literal(true),
  postUrl: z.string(),
  /** Every PayTR field except the card fields, all as strings; includes merchant_oid. */
  fields: z.record(z.string(), z.string()),
  merchantOid: z.string(),
  plan: planCodeSchema,
  months: z.number().int().positive(),
  amountKurus: kurus,
});
export type DirectPrepareResponse = z.infer<typeof directPrepareResponseSchema>;

/**
 * POST /billing/payments/finalize; `status` (beyond docs/requirements/data.md#data-finalize-result)
 * lets the result page stop early.
 */
export const finalizeResponseSchema = finalizeResultSchema.extend({ status: paymentStatusSchema });
export type FinalizeResponse = z.infer<typeof finalizeResponseSchema>;

/**
 * Names of the card fields the browser adds to the provider form
 * (docs/requirements/payments.md#pay-form-post).
 */
export const PAYTR_CARD_FIELDS = {
  cardholderName: 'cc_owner',
  cardNumber: 'card_number',
  expiryMonth: 'expiry_month',
  expiryYear: 'expiry_year',
  cvv: 'cvv',
} as const;

/** GET /billing/provider: which card provider the checkout posts to (the sandbox shows test cards). */
export const paymentProviderResponseSchema = z.object({
  ok: z.literal(true),
  provider: z.enum(['paytr', 'sandbox']),
  testMode: z.boolean(),
});
export type PaymentProviderResponse = z.infer<typeof paymentProviderResponseSchema>;
