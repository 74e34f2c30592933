import { ADMIN_MESSAGES, SERVER_ERROR_MESSAGES } from '@psikorehber/shared/messages';
import { isApiError } from '~/lib/api-client';
import { messageOr } from '~/lib/error-message';

// How the admin screens word failures (docs/requirements/errors.md#err-admin). The API client only
// types the failure; these helpers pick the text.

/** 'Oturum veya yetki gerekli. Lütfen giriş yapın.' */
export const AUTH_REQUIRED_MESSAGE = SERVER_ERROR_MESSAGES.unauthorized;

/** A 401 or 403: the page offers a link to /login instead of a retry. */
export function isAuthError(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Detail page load failures: 'Bulunamadı.' for 404, else 'Yüklenemedi'. */
export function detailLoadErrorMessage(error: unknown): string {
  if (isAuthError(error)) return AUTH_REQUIRED_MESSAGE;
  return isNotFoundError(error) ? ADMIN_MESSAGES.notFound : ADMIN_MESSAGES.loadFailed;
}

/** Approve / reject / hold failures: the server's message, else 'İşlem başarısız'. */
export function decisionErrorMessage(error: unknown): string {
  if (isAuthError(error)) return AUTH_REQUIRED_MESSAGE;
  return messageOr(error, ADMIN_MESSAGES.actionFailed);
}

/** Report load failures: the server's message, else 'Yüklenemedi'. */
export function reportErrorMessage(error: unknown): string {
  if (isAuthError(error)) return AUTH_REQUIRED_MESSAGE;
  return messageOr(error, ADMIN_MESSAGES.loadFailed);
}
