import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '~/lib/api-client';

const MAX_QUERY_RETRIES = 1;

/** A 4xx is the server's answer, not a glitch: retrying it only delays the message. */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery },
      // Mutations are not idempotent (a question costs a credit, a code send is rate-limited).
      mutations: { retry: false },
    },
  });
}
