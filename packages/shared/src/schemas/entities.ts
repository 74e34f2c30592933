import { z } from 'zod';

import {
  ACCESS_MODES,
  APPLICATION_STATUSES,
  DEFAULT_DOCUMENT_NAME,
  PLAN_CODES,
  TRIAL_PLAN_CODE,
} from '../constants';
import { contactFormSchema } from './contact';

// The entities of docs/requirements/data.md#data-entities exactly as our API returns them. The
// tolerant readers of other shapes live in rules/ (user, plans, subscription) and produce these
// types.

/** Our ids travel as strings (UUIDs or stringified integers). */
const idSchema = z.string().min(1);
/** Timestamps are ISO 8601 strings, as Date.prototype.toISOString writes them. */
export const timestampSchema = z.iso.datetime({ offset: true });
const countSchema = z.number().int().nonnegative();
const kurusSchema = z.number().int().nonnegative();

export const planCodeSchema = z.enum(PLAN_CODES);
export const planStateSchema = z.enum([...PLAN_CODES, TRIAL_PLAN_CODE]);
export type PlanState = z.infer<typeof planStateSchema>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const currentUserSchema = z.object({
  id: idSchema,
  email: z.string().min(1),
  name: z.string().nullable(),
  /** Kept as the server sent it, uppercased (USER, ADMIN, or a custom admin-like role). */
  role: z.string().min(1),
  approved: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const applicationSchema = z.object({
  id: idSchema,
  email: z.string(),
  fullName: z.string().nullable(),
  specialization: z.string(),
  experienceYrs: z.number().int().nullable(),
  currentRole: z.string().nullable(),
  currentWorkplace: z.string().nullable(),
  contactPhoneWork: z.string().nullable(),
  contactPhoneMobile: z.string().nullable(),
  address: z.string(),
  motivation: z.string().nullable(),
  status: applicationStatusSchema,
  createdAt: timestampSchema,
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationDocumentSchema = z.object({
  id: idSchema,
  fileId: idSchema,
  filename: z.string().min(1).default(DEFAULT_DOCUMENT_NAME),
  mimeType: z.string(),
  size: countSchema,
  createdAt: timestampSchema,
  downloadUrl: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** GET /apply/secure/me. */
export const myApplicationSchema = z.object({
  application: applicationSchema.nullable(),
  documents: z.array(applicationDocumentSchema),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/**
 * Prices per period in kuruş. Keys are optional because JSON drops undefined; a missing period is
 * priced as 1-month price × months (see priceForPeriod).
 */
export const planPricesSchema = z.object({
  1: kurusSchema.optional(),
  3: kurusSchema.optional(),
  6: kurusSchema.optional(),
  12: kurusSchema.optional(),
});
export type PlanPrices = z.infer<typeof planPricesSchema>;

export const planSchema = z.object({
  code: planCodeSchema,
  name: z.string(),
  tagline: z.string(),
  /** 1-month price. */
  priceKurus: kurusSchema,
  monthlyQuota: countSchema,
  prices: planPricesSchema,
});
export type Plan = z.infer<typeof planSchema>;

export const subscriptionSchema = z.object({
  plan: planCodeSchema.nullable(),
  /** Lowercased; 'active' is the only status that grants anything. */
  status: z.string(),
  quotaInitial: countSchema,
  quotaRemaining: countSchema,
  periodStart: timestampSchema.nullable(),
  periodEnd: timestampSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const trialStatusSchema = z.object({
  active: z.boolean(),
  daysLeft: countSchema,
  questionsLeft: countSchema,
  hasSubscription: z.boolean(),
  subscription: subscriptionSchema.nullable(),
  /**
   * A trial is given once (docs/requirements/limits.md#lim-trial), so the web must know whether one
   * was used (docs/requirements/data.md#data-trial-status).
   */
  hadTrial: z.boolean().default(false),
});
export type TrialStatus = z.infer<typeof trialStatusSchema>;

export const accessPolicySchema = z.object({
  mode: z.enum(ACCESS_MODES),
  plan: planStateSchema.nullable(),
  canEnter: z.boolean(),
  canAsk: z.boolean(),
  questionsLeft: countSchema,
  daysLeft: countSchema,
  retentionUntil: timestampSchema.nullable(),
  /**
   * When the retention job deleted the clinical history, null if never
   * (docs/requirements/data.md#data-access-policy, docs/requirements/limits.md#lim-retention).
   * Older answers without the field read as null.
   */
  historyPurgedAt: timestampSchema.nullable().default(null),
});
export type AccessPolicy = z.infer<typeof accessPolicySchema>;

/**
 * 'failed' covers every outcome the requirements call "other"
 * (docs/requirements/data.md#data-payment-item).
 */
export const PAYMENT_STATUSES = ['success', 'pending', 'failed'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentHistoryItemSchema = z.object({
  id: idSchema,
  createdAt: timestampSchema,
  amountKurus: kurusSchema,
  status: paymentStatusSchema,
  kind: z.string(),
  providerTxnId: z.string().nullable(),
  merchantOid: z.string().nullable(),
  /**
   * Beyond docs/requirements/data.md#data-payment-item: what was bought, for the billing history
   * table.
   */
  plan: planCodeSchema.nullable(),
  months: z.number().int().positive().nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const adminPaymentItemSchema = z.object({
  id: idSchema,
  createdAt: timestampSchema,
  email: z.string(),
  planWanted: planCodeSchema,
  monthsWanted: z.number().int().positive(),
  amountMinor: kurusSchema,
  currency: z.string(),
  periodStart: timestampSchema.nullable(),
  periodEnd: timestampSchema.nullable(),
});
export type AdminPaymentItem = z.infer<typeof adminPaymentItemSchema>;

export const paymentSummarySchema = z.object({
  ok: z.literal(true),
  totalMinor: kurusSchema,
  count: countSchema,
  from: timestampSchema,
  to: timestampSchema,
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** GET /i/admin/reports/payments/list. */
export const adminPaymentListSchema = z.object({
  ok: z.literal(true),
  items: z.array(adminPaymentItemSchema),
});
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

export const workspaceSchema = z.object({
  id: idSchema,
  name: z.string(),
  model: z.string(),
  systemPrompt: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const topicSchema = z.object({
  id: idSchema,
  wsId: idSchema,
  title: z.string(),
  createdAt: timestampSchema,
  lastMsgAt: timestampSchema.nullable(),
  messageCount: countSchema,
});
export type Topic = z.infer<typeof topicSchema>;

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export const messageSchema = z.object({
  id: idSchema,
  wsId: idSchema,
  topicId: idSchema,
  role: z.enum(MESSAGE_ROLES),
  text: z.string(),
  createdAt: timestampSchema,
});
export type Message = z.infer<typeof messageSchema>;

/** The contact message is exactly the validated contact form, so the schema is not written twice. */
export const contactMessageSchema = contactFormSchema;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const finalizeResultSchema = z.object({
  ok: z.boolean(),
  applied: z.boolean(),
  alreadyApplied: z.boolean(),
  plan: planCodeSchema.nullable(),
  months: z.number().int().positive().nullable(),
});
export type FinalizeResult = z.infer<typeof finalizeResultSchema>;

export const adminApplicationListSchema = z.object({
  items: z.array(applicationSchema),
  total: countSchema,
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type AdminApplicationList = z.infer<typeof adminApplicationListSchema>;
