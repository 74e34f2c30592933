import { FORGOT_MESSAGES } from '@psikorehber/shared/messages';
import { api, ApiError, isApiError, type ResponseSchema } from '~/lib/api-client';
import { messageOr } from '~/lib/error-message';

// Each step has candidate endpoints, tried in turn, moving on only after a 404
// (docs/requirements/api.md#api-forgot). Our server answers the first of each list; the rest keep
// older deployments working.

export const FORGOT_ENDPOINTS = {
  requestCode: [
    '/auth/forgot/request-code',
    '/forgot/request-code',
    '/auth/forgot/start',
    '/forgot/start',
  ],
  verifyCode: [
    '/auth/forgot/verify-code',
    '/forgot/verify-code',
    '/auth/forgot/verify',
    '/forgot/verify',
  ],
  reset: ['/auth/forgot/reset', '/forgot/reset'],
} as const;

const NO_ENDPOINT = 'no_endpoint';

/** POSTs `body` to the first candidate that is not a 404; every one a 404 → 'Uygun endpoint bulunamadı'. */
export async function postToFirstAvailable<T>(
  candidates: readonly string[],
  body: unknown,
  schema: ResponseSchema<T>,
): Promise<T> {
  for (const path of candidates) {
    try {
      return await api(path, { method: 'POST', body, schema });
    } catch (error) {
      if (isApiError(error) && error.status === 404) continue;
      throw error;
    }
  }
  throw new ApiError({ status: 404, code: NO_ENDPOINT, message: FORGOT_MESSAGES.noEndpoint });
}

/** The server's message, else 'Beklenmeyen hata' (docs/requirements/errors.md#err-forgot). */
export function forgotErrorMessage(error: unknown): string {
  if (isApiError(error, NO_ENDPOINT)) return FORGOT_MESSAGES.noEndpoint;
  return messageOr(error, FORGOT_MESSAGES.unexpected);
}
