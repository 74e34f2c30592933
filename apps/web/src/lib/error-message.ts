import { isApiError } from '~/lib/api-client';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The message the server itself sent with a failure (error bodies carry Turkish text:
 * docs/requirements/errors.md#err-format), or undefined when it sent none: then the caller shows
 * its own text from docs/requirements/errors.md#err-catalogue rather than the API client's generic
 * status wording.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || !isRecord(error.body)) return undefined;
  const { message } = error.body;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

/**
 * The server's message, else `fallback` (the requirements' "the server's message, else …":
 * docs/requirements/errors.md#err-catalogue).
 */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
