import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import { BILLING_MESSAGES } from '@psikorehber/shared/messages';
import { normalizePlanList, normalizePricingDump } from '@psikorehber/shared/rules/plans';
import type { Plan } from '@psikorehber/shared/schemas/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

// The plan list of the pricing page (marketing) and the plans and checkout pages (billing).
// GET /billing/plans, read tolerantly (docs/requirements/api.md#api-billing-plans), with
// GET /admin/pricing/dump as the fallback source (docs/requirements/api.md#api-pricing-dump).
// Both are read with the shared plain-TypeScript readers, not the zod contracts: /pricing is a
// public page under the Lighthouse budget (docs/requirements/platform.md#plat-budget-landing). zod
// added about 25 KB gzip of JavaScript to its route, and its first object parse probes
// `new Function`, which our CSP refuses (a reported violation). Our own contract
// ({ ok, items: PlanDto[] }, in the order of docs/requirements/limits.md#lim-ordering) reads to the
// same plans the schema gave; any other shape reads as it did before, through the same readers.

/**
 * Purchasable plans in BEGINNER, BASIC, PREMIUM order. When /billing/plans fails or lists nothing,
 * the pricing dump is tried; when both give nothing the first failure is thrown.
 */
export async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  let firstError: unknown = null;
  try {
    const plans = normalizePlanList(await api('/billing/plans', { signal }));
    if (plans.length > 0) return plans;
  } catch (error) {
    if (signal?.aborted) throw error;
    firstError = error;
  }
  try {
    const plans = normalizePricingDump(await api('/admin/pricing/dump', { signal }));
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
