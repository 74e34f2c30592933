import { isApiError } from '~/lib/api-client';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The message the server itself sent with a failure (DESIGN §5 bodies carry Turkish text), or
 * undefined when it sent none: then the caller shows its own SPEC §8 text rather than the API
 * client's generic status wording.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || !isRecord(error.body)) return undefined;
  const { message } = error.body;
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

/** The server's message, else `fallback` (SPEC §8's "the server message or …"). */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
