import { STALE_TIME_MS } from '@psikorehber/shared/constants';
import { TRIAL_MESSAGES } from '@psikorehber/shared/messages';
import {
  trialStatusResponseSchema,
  type TrialStatusResponse,
} from '@psikorehber/shared/schemas/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, type ApiOptions } from '~/lib/api-client';
import { messageOr } from '~/lib/error-message';
import { queryKeys } from '~/lib/query-keys';

// The trial (docs/requirements/data.md#data-subscription-state), used by the dashboard and the
// plans page. Each call has a fallback address that is tried only when the first one answers 404
// (docs/requirements/api.md#api-trial-status, docs/requirements/api.md#api-trial-start).

const TRIAL_STATUS_PATHS = ['/trial/status', '/billing/trial/status'] as const;
const TRIAL_START_PATHS = ['/trial/start', '/billing/trial/start'] as const;

async function callWithFallback<T>(
  [primary, fallback]: readonly [string, string],
  options: ApiOptions<T>,
): Promise<T> {
  try {
    return await api(primary, options);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return api(fallback, options);
    throw error;
  }
}

/** GET /trial/status (fallback /billing/trial/status). */
export async function getTrialStatus(signal?: AbortSignal): Promise<TrialStatusResponse> {
  return callWithFallback(TRIAL_STATUS_PATHS, { schema: trialStatusResponseSchema, signal });
}

/** POST /trial/start (fallback /billing/trial/start) with an empty body; answers the new status. */
export async function startTrial(): Promise<TrialStatusResponse> {
  return callWithFallback(TRIAL_START_PATHS, {
    method: 'POST',
    schema: trialStatusResponseSchema,
  });
}

export const trialStatusQueryOptions = queryOptions({
  queryKey: queryKeys.trialStatus,
  queryFn: ({ signal }) => getTrialStatus(signal),
  staleTime: STALE_TIME_MS.trialStatus,
});

export function useTrialStatus(enabled = true) {
  return useQuery({ ...trialStatusQueryOptions, enabled });
}

/** Starts the trial; the answer becomes the cached status and every entitlement view refreshes. */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: async (status) => {
      queryClient.setQueryData(queryKeys.trialStatus, status);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.billingMe }),
        queryClient.invalidateQueries({ queryKey: queryKeys.workspaceAccess }),
      ]);
    },
  });
}

/**
 * A missing session has its own text; otherwise the server's message or the requirements' one
 * (docs/requirements/errors.md#err-trial).
 */
export function trialStartErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return TRIAL_MESSAGES.sessionExpired;
  return messageOr(error, TRIAL_MESSAGES.startFailed);
}
