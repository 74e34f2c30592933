import type { ErrorCode } from './errors';

// The one mapping from a bare HTTP status to an error code (docs/requirements/errors.md#err-codes),
// used when no error body names the code: the web client reading an answer without a body it
// understands, the server answering another plugin's client error. Each code answers with this same
// status in ERROR_STATUS. A module of its own, without zod: errors.ts builds zod schemas, and the
// web app's entry chunk (its API client) must not load zod (the budget of
// docs/requirements/platform.md#plat-budget-landing).

export const STATUS_ERROR_CODES = {
  400: 'invalid_body',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_file_type',
  429: 'rate_limited',
} as const satisfies Record<number, ErrorCode>;

/**
 * The code of a bare `status`: its entry in STATUS_ERROR_CODES, 'internal_error' for any 5xx, and
 * undefined for every other status, where each caller keeps its own fallback.
 */
export function errorCodeForStatus(status: number): ErrorCode | undefined {
  if (status >= 500) return 'internal_error';
  return Object.hasOwn(STATUS_ERROR_CODES, status)
    ? STATUS_ERROR_CODES[status as keyof typeof STATUS_ERROR_CODES]
    : undefined;
}
