import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import { BILLING_MESSAGES } from '@psikorehber/shared/messages';
import {
  normalizePlan,
  normalizePlanList,
  normalizePricingDump,
} from '@psikorehber/shared/rules/plans';
import { plansResponseSchema, pricingDumpSchema } from '@psikorehber/shared/schemas/billing';
import type { Plan } from '@psikorehber/shared/schemas/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

// The plan list of the pricing page (marketing) and the plans and checkout pages (billing).
// SPEC §7: GET /billing/plans, read tolerantly, with GET /admin/pricing/dump as the fallback source.
// Our own contract is checked first; any other shape goes through the shared tolerant readers.

function plansFromList(raw: unknown): Plan[] {
  const parsed = plansResponseSchema.safeParse(raw);
  if (!parsed.success) return normalizePlanList(raw);
  return parsed.data.items.flatMap((item) => {
    const plan = normalizePlan(item);
    return plan ? [plan] : [];
  });
}

function plansFromDump(raw: unknown): Plan[] {
  const parsed = pricingDumpSchema.safeParse(raw);
  return normalizePricingDump(parsed.success ? parsed.data : raw);
}

/**
 * Purchasable plans in BEGINNER, BASIC, PREMIUM order. When /billing/plans fails or lists nothing,
 * the pricing dump is tried; when both give nothing the first failure is thrown.
 */
export async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  let firstError: unknown = null;
  try {
    const plans = plansFromList(await api('/billing/plans', { signal }));
    if (plans.length > 0) return plans;
  } catch (error) {
    if (signal?.aborted) throw error;
    firstError = error;
  }
  try {
    const plans = plansFromDump(await api('/admin/pricing/dump', { signal }));
    if (plans.length > 0) return plans;
  } catch (error) {
    if (signal?.aborted) throw error;
    firstError ??= error;
  }
  throw firstError instanceof ApiError
    ? firstError
    : new ApiError({
        status: 200,
        code: 'invalid_response',
        message: BILLING_MESSAGES.plansLoadFailed,
      });
}

export const plansQueryOptions = queryOptions({
  queryKey: queryKeys.plans,
  queryFn: ({ signal }) => fetchPlans(signal),
  staleTime: STALE_TIME_MS.plans,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
