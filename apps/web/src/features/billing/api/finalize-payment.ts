import { finalizeResponseSchema, type FinalizeResponse } from '@psikorehber/shared/schemas/billing';
import { api } from '~/lib/api-client';

/**
 * POST /billing/payments/finalize {oid, assumeOk}: what the provider's signed callback recorded for
 * the order (the server never trusts assumeOk). 404 when the order is not the caller's.
 */
export async function finalizePayment(
  oid: string,
  assumeOk: boolean,
  signal?: AbortSignal,
): Promise<FinalizeResponse> {
  return api('/billing/payments/finalize', {
    method: 'POST',
    body: { oid, assumeOk },
    schema: finalizeResponseSchema,
    signal,
  });
}
