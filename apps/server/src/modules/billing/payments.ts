// Card payments over the PayTR Direct API (docs/requirements/api.md#api-billing,
// docs/requirements/payments.md#pay-flow, docs/requirements/payments.md#pay-settlement,
// docs/requirements/payments.md#pay-protocol): prepare a pending order and the provider form,
// settle it from the provider's signed word only (callback or status inquiry), apply the
// subscription exactly once, and report it to the buyer.
import type { PlanCode, PlanPeriodMonths } from '@psikorehber/shared/constants';
import { PLAN_NAMES } from '@psikorehber/shared/messages';
import { formatKurus } from '@psikorehber/shared/rules/money';
import { totalQuota } from '@psikorehber/shared/rules/plans';
import type { DirectPrepareResponse, FinalizeResponse } from '@psikorehber/shared/schemas/billing';
import type { PaymentHistoryItem, PaymentStatus } from '@psikorehber/shared/schemas/entities';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import type { ApplicationRow, PaymentRow, UserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { randomAlphanumeric } from '../../lib/crypto';
import type { PaymentGateway } from '../../providers/payment/gateway';
import { formatPaymentAmount, paymentToken } from '../../providers/payment/paytr-protocol';
import { enqueueMail } from '../../providers/mail/outbox';
import { paymentReceiptMail } from '../mail';
import { findOffer } from './catalog';
import {
  findPaymentByMerchantOid,
  findPlan,
  findUserPayment,
  insertPayment,
  insertSubscription,
  listRecentPayments,
  lockBuyer,
  markPaymentApplied,
  markPaymentFailed,
  markPaymentSucceeded,
  replaceActiveSubscription,
} from './repository';

const HISTORY_LIMIT = 100;

/** Order ids: alphanumeric as PayTR requires, unguessable so nobody can finalize another's order. */
export function newMerchantOid(): string {
  return `PR${randomAlphanumeric(22)}`;
}

export interface PrepareInput {
  user: UserRow;
  application: ApplicationRow | undefined;
  planCode: PlanCode;
  months: PlanPeriodMonths;
  /** What the page showed; refused when it differs from today's price. */
  shownAmountKurus: number | undefined;
  userIp: string;
  /** Where the browser comes back to (our public address). */
  origin: string;
}

export async function preparePayment(
  db: DbOrTx,
  gateway: PaymentGateway,
  input: PrepareInput,
): Promise<DirectPrepareResponse> {
  const offer = await findOffer(db, input.planCode, input.months);
  if (!offer) throw new AppError('not_found', 'Plan veya tutar bulunamadı.');
  if (input.shownAmountKurus !== undefined && input.shownAmountKurus !== offer.priceKurus) {
    throw new AppError('amount_mismatch');
  }
  const merchantOid = newMerchantOid();
  await insertPayment(db, {
    userId: input.user.id,
    email: input.user.email,
    merchantOid,
    provider: gateway.name,
    planCode: offer.code,
    periodMonths: offer.months,
    amountKurus: offer.priceKurus,
  });

  const paymentAmount = formatPaymentAmount(offer.priceKurus);
  const signed = {
    merchant_id: gateway.credentials.merchantId,
    user_ip: input.userIp,
    merchant_oid: merchantOid,
    email: input.user.email,
    payment_amount: paymentAmount,
    payment_type: 'card',
    installment_count: '0',
    currency: 'TL',
    test_mode: gateway.testMode ? '1' : '0',
    non_3d: '0',
  };
  const app = input.application;
  const fields: Record<string, string> = {
    ...signed,
    merchant_ok_url: `${input.origin}/billing/success?oid=${merchantOid}`,
    merchant_fail_url: `${input.origin}/billing/fail?oid=${merchantOid}`,
    user_name: (app?.fullName ?? input.user.fullName ?? input.user.email).slice(0, 60),
    user_address: (app?.address ?? 'Türkiye').slice(0, 400),
    user_phone: phoneDigits(app?.contactPhoneMobile ?? app?.contactPhoneWork),
    user_basket: JSON.stringify([
      [`PsikoRehber ${PLAN_NAMES[offer.code]} - ${String(offer.months)} ay`, paymentAmount, 1],
    ]),
    debug_on: gateway.testMode ? '1' : '0',
    client_lang: 'tr',
    non3d_test_failed: '0',
    paytr_token: paymentToken(signed, gateway.credentials),
  };
  return {
    ok: true,
    postUrl: gateway.formUrl(input.origin),
    fields,
    merchantOid,
    plan: offer.code,
    months: offer.months,
    amountKurus: offer.priceKurus,
  };
}

/** PayTR wants digits only, at most 20. */
function phoneDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '').slice(-20);
  return digits.length >= 10 ? digits : '0000000000';
}

export interface ProviderOutcome {
  merchantOid: string;
  status: 'success' | 'failed';
  /** Kuruş the provider charged (success only). */
  totalKurus: number;
  failedReasonCode?: string;
  failedReasonMsg?: string;
}

export type SettleResult = 'applied' | 'failed' | 'already_settled';

/**
 * Records the provider's signed outcome. Idempotent: only a pending order changes (a conditional
 * UPDATE, so concurrent deliveries apply once); a success is applied in the same transaction.
 * Throws not_found for an unknown order and amount_mismatch when the provider charged a different
 * amount than the order's (nothing is granted then).
 */
export async function settlePayment(
  db: Database,
  outcome: ProviderOutcome,
  now: Date,
  publicUrl: string,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const payment = await findPaymentByMerchantOid(tx, outcome.merchantOid);
    if (!payment) throw new AppError('not_found');
    if (payment.status !== 'pending') return 'already_settled';

    if (outcome.status === 'failed') {
      const failed = await markPaymentFailed(tx, payment.id, now, {
        code: outcome.failedReasonCode?.slice(0, 20) || null,
        msg: outcome.failedReasonMsg?.slice(0, 500) || null,
      });
      return failed ? 'failed' : 'already_settled';
    }

    if (outcome.totalKurus !== payment.amountKurus) throw new AppError('amount_mismatch');
    const settled = await markPaymentSucceeded(tx, payment.id, now, outcome.totalKurus);
    if (!settled) return 'already_settled';
    await applySubscription(tx, settled, now, publicUrl);
    return 'applied';
  });
}

function addMonths(date: Date, months: number): Date {
  const end = new Date(date);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/**
 * A purchase starts a new period now and replaces the active subscription (unused credit does
 * not carry over); quota = monthly quota × months (docs/requirements/limits.md#lim-purchase).
 */
async function applySubscription(
  tx: DbOrTx,
  payment: PaymentRow,
  now: Date,
  publicUrl: string,
): Promise<void> {
  if (!payment.userId) return; // the account was erased; the payment stays for the books
  // Serialises purchases of one user, so two orders settling at once cannot both be "active"
  // (lockBuyer says why the lock is NO KEY UPDATE).
  const user = await lockBuyer(tx, payment.userId);
  if (!user) return;
  const plan = await findPlan(tx, payment.planCode);
  const quota = totalQuota(plan?.monthlyQuota ?? 0, payment.periodMonths);
  const periodEnd = addMonths(now, payment.periodMonths);

  await replaceActiveSubscription(tx, user.id, now);
  await insertSubscription(tx, {
    userId: user.id,
    planCode: payment.planCode,
    paymentId: payment.id,
    status: 'active',
    months: payment.periodMonths,
    quotaInitial: quota,
    quotaRemaining: quota,
    periodStart: now,
    periodEnd,
    createdAt: now,
    updatedAt: now,
  });
  await markPaymentApplied(tx, payment.id, now);
  await enqueueMail(
    tx,
    paymentReceiptMail(
      user.email,
      {
        planName: PLAN_NAMES[payment.planCode as PlanCode],
        months: payment.periodMonths,
        amount: formatKurus(payment.amountKurus),
        quota,
        periodEnd,
      },
      publicUrl,
    ),
  );
}

export interface FinalizeContext {
  db: Database;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  now: () => Date;
  publicUrl: string;
}

/**
 * POST /billing/payments/finalize: what the provider's signed word recorded for the caller's own
 * order. `assumeOk` is never trusted (docs/requirements/payments.md#pay-finalize); a pending order
 * is checked with the provider's status service instead.
 */
export async function finalizePayment(
  ctx: FinalizeContext,
  userId: string,
  merchantOid: string,
): Promise<FinalizeResponse> {
  const before = await findOwnPayment(ctx.db, userId, merchantOid);
  let payment = before;
  if (before.status === 'pending') {
    const inquiry = await ctx.gateway.inquire(merchantOid);
    if (inquiry.state === 'unknown' && inquiry.detail) {
      ctx.log.warn({ merchantOid, detail: inquiry.detail }, 'payment status inquiry failed');
    }
    if (inquiry.state === 'paid') {
      try {
        await settlePayment(
          ctx.db,
          { merchantOid, status: 'success', totalKurus: inquiry.totalKurus },
          ctx.now(),
          ctx.publicUrl,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        ctx.log.error({ merchantOid, code: error.code }, 'status inquiry result was not applied');
      }
      payment = await findOwnPayment(ctx.db, userId, merchantOid);
    }
  }
  const applied = payment.appliedAt !== null;
  return {
    ok: payment.status !== 'failed',
    applied,
    alreadyApplied: applied && before.appliedAt !== null,
    plan: payment.planCode as PlanCode,
    months: payment.periodMonths,
    status: payment.status as PaymentStatus,
  };
}

/** Another user's order answers exactly like a missing one (no probing of order ids). */
async function findOwnPayment(
  db: DbOrTx,
  userId: string,
  merchantOid: string,
): Promise<PaymentRow> {
  const payment = await findUserPayment(db, userId, merchantOid);
  if (!payment) throw new AppError('not_found');
  return payment;
}

export async function paymentHistory(db: DbOrTx, userId: string): Promise<PaymentHistoryItem[]> {
  const rows = await listRecentPayments(db, userId, HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    amountKurus: row.amountKurus,
    status: row.status as PaymentStatus,
    kind: row.kind,
    providerTxnId: row.providerTxnId,
    merchantOid: row.merchantOid,
    plan: row.planCode as PlanCode,
    months: row.periodMonths,
  }));
}
