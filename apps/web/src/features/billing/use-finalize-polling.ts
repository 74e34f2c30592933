import {
  FINALIZE_POLL_INTERVAL_MS,
  FINALIZE_POLL_MAX_ATTEMPTS,
} from '@psikorehber/shared/constants';
import type { FinalizeResponse } from '@psikorehber/shared/schemas/billing';
import { useCallback, useEffect, useRef, useState } from 'react';
import { finalizePayment } from '~/features/billing/api/finalize-payment';
import { isApiError } from '~/lib/api-client';

// The billing result of docs/requirements/data.md#data-billing-result: after the provider sends
// the browser back, the page asks finalize whether the order was applied — every 2 s up to 15 times
// on success, once on failure.

/** Where the provider sent the browser back: merchant_ok_url or merchant_fail_url. */
export type ReturnOutcome = 'success' | 'fail';

export type FinalizeState =
  | { view: 'waiting'; attempt: number; maxAttempts: number }
  | { view: 'applied'; result: FinalizeResponse }
  | { view: 'failed' }
  | { view: 'error'; retryable: boolean };

export interface FinalizePollingOptions {
  intervalMs?: number;
  maxAttempts?: number;
  /** Called once when the order is applied (cache invalidation, storage clean-up). */
  onApplied?: (result: FinalizeResponse) => void;
}

/** A 4xx other than 429 will not change by asking again (404: not the caller's order). */
function isFinalAnswer(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

function waiting(attempt: number, maxAttempts: number): FinalizeState {
  return { view: 'waiting', attempt, maxAttempts };
}

export function useFinalizePolling(
  oid: string | null,
  outcome: ReturnOutcome,
  {
    intervalMs = FINALIZE_POLL_INTERVAL_MS,
    maxAttempts = FINALIZE_POLL_MAX_ATTEMPTS,
    onApplied,
  }: FinalizePollingOptions = {},
): { state: FinalizeState; retry: () => void } {
  // A failed return is finalized once (docs/requirements/data.md#data-billing-result).
  const attempts = outcome === 'fail' ? 1 : maxAttempts;
  const [state, setState] = useState<FinalizeState>(() =>
    oid ? waiting(1, attempts) : { view: 'error', retryable: false },
  );
  // Bumped by retry(): a new run of polling from the first attempt.
  const [run, setRun] = useState(0);
  const onAppliedRef = useRef(onApplied);
  useEffect(() => {
    onAppliedRef.current = onApplied;
  }, [onApplied]);

  useEffect(() => {
    if (!oid) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const attempt = async (number: number): Promise<void> => {
      let result: FinalizeResponse | null = null;
      let finalError = false;
      try {
        result = await finalizePayment(oid, outcome === 'success', controller.signal);
      } catch (error) {
        finalError = isFinalAnswer(error);
      }
      if (!active) return;
      if (result?.applied) {
        setState({ view: 'applied', result });
        onAppliedRef.current?.(result);
        return;
      }
      if (outcome === 'fail' || result?.status === 'failed') {
        setState({ view: 'failed' });
        return;
      }
      if (finalError || number >= attempts) {
        setState({ view: 'error', retryable: true });
        return;
      }
      timer = setTimeout(() => {
        setState(waiting(number + 1, attempts));
        void attempt(number + 1);
      }, intervalMs);
    };
    void attempt(1);

    return () => {
      active = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [oid, outcome, attempts, intervalMs, run]);

  const retry = useCallback(() => {
    if (!oid) return;
    setState(waiting(1, attempts));
    setRun((current) => current + 1);
  }, [oid, attempts]);

  return { state, retry };
}
