import { PAYMENT_MESSAGES } from '@psikorehber/shared/messages';
import {
  directPrepareResponseSchema,
  type DirectPrepareResponse,
} from '@psikorehber/shared/schemas/billing';
import type { PlanCode, PlanPeriodMonths } from '@psikorehber/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '~/lib/api-client';
import { serverMessage } from '~/lib/error-message';

export interface PrepareOrder {
  planCode: PlanCode;
  periodMonths: PlanPeriodMonths;
  /** The amount the page showed; the server prices from its own table and only compares. */
  amountKurus: number;
}

/**
 * POST /billing/direct/prepare: the provider form's fields for this order. The body carries the
 * order only — never a card field (card data goes only to the provider,
 * docs/requirements/payments.md#pay-card-data).
 */
export async function prepareDirectPayment(order: PrepareOrder): Promise<DirectPrepareResponse> {
  return api('/billing/direct/prepare', {
    method: 'POST',
    body: {
      planCode: order.planCode,
      periodMonths: order.periodMonths,
      amountKurus: order.amountKurus,
      saveCard: false,
    },
    schema: directPrepareResponseSchema,
  });
}

export function usePrepareDirectPayment() {
  return useMutation({ mutationFn: prepareDirectPayment });
}

function bodyError(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  return typeof body.error === 'string' && body.error.trim() ? body.error.trim() : undefined;
}

/**
 * The prepare failure text (docs/requirements/errors.md#err-prepare) comes from the answer (its
 * Turkish message first, then its error code), then the thrown error's own message, else
 * 'request_failed'.
 */
export function prepareErrorText(error: unknown): string {
  return (
    serverMessage(error) ??
    bodyError(error) ??
    (error instanceof Error && error.message.trim()
      ? error.message
      : PAYMENT_MESSAGES.requestFailed)
  );
}
