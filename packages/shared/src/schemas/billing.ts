import { z } from 'zod';

import { DEFAULT_CHECKOUT_MONTHS, DEFAULT_CHECKOUT_PLAN, TRIAL_PLAN_CODE } from '../constants';
import { CHECKOUT_MESSAGES } from '../messages';
import { isPlanPeriod, normalizePlanCode } from '../rules/plans';
import { toFiniteNumber } from '../rules/raw-values';
import { matchesWhenFilled } from './fields';

// Checkout bodies and the card form of SPEC §5 and §7.

/**
 * POST /billing/direct/prepare. SPEC §5: plan defaults to PREMIUM (code uppercased, PRO accepted)
 * and the period to 1 month when unspecified; a given but unknown plan or period is an error rather
 * than a silent default, so nobody pays for something they did not pick.
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

/** POST /billing/payments/finalize. assumeOk is accepted but never trusted (DESIGN §6). */
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

/** The card form; card data goes only to the payment provider, never to our server (SPEC §7). */
export const checkoutCardFormSchema = z.object({
  cardholderName: z
    .string({ error: CHECKOUT_MESSAGES.cardFieldsRequired })
    .trim()
    .min(1, CHECKOUT_MESSAGES.cardFieldsRequired)
    .max(100, CHECKOUT_MESSAGES.cardFieldsInvalid),
  // Spaces are removed before posting (SPEC §7).
  cardNumber: z
    .string({ error: CHECKOUT_MESSAGES.cardFieldsRequired })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(cardField(/^\d{12,19}$/)),
  expiryMonth: cardField(/^(0?[1-9]|1[0-2])$/),
  expiryYear: cardField(/^(\d{2}|\d{4})$/),
  cvv: cardField(/^\d{3,4}$/),
});
export type CheckoutCardForm = z.output<typeof checkoutCardFormSchema>;
