import { z } from 'zod';

// The one error model of docs/requirements/errors.md#err-format: HTTP status + { ok: false, error,
// message, details? }. Codes named by the requirements keep their names; the rest are ours
// (docs/requirements/errors.md#err-codes).

export const ERROR_STATUS = {
  invalid_body: 400,
  invalid_code: 400,
  invalid_token: 400,
  invalid_credentials: 401,
  unauthorized: 401,
  forbidden: 403,
  quota_exhausted: 403,
  trial_exhausted: 403,
  not_found: 404,
  invalid_state: 409,
  conflict: 409,
  application_exists: 409,
  trial_used: 409,
  subscription_active: 409,
  amount_mismatch: 409,
  payload_too_large: 413,
  unsupported_file_type: 415,
  rate_limited: 429,
  internal_error: 500,
  ai_unavailable: 502,
  mail_send_failed: 502,
  mail_not_configured: 503,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorDetailSchema = z.object({
  /** Dotted path of the offending field, e.g. "contactPhoneWork" or "items.0.name". */
  field: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorBodySchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  message: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
