import { describe, expect, it } from 'vitest';
import { createQueryClient } from '~/app/query-client';
import { ApiError } from '~/lib/api-client';

function queryRetry() {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('expected a retry function');
  return retry;
}

const apiError = (status: number) => new ApiError({ status, code: 'x', message: 'x' });

describe('createQueryClient', () => {
  it('never retries a 4xx answer', () => {
    const retry = queryRetry();
    for (const status of [400, 401, 403, 404, 429]) expect(retry(0, apiError(status))).toBe(false);
  });

  it('retries a network failure or 5xx once', () => {
    const retry = queryRetry();
    for (const error of [apiError(0), apiError(503), new Error('boom')]) {
      expect(retry(0, error)).toBe(true);
      expect(retry(1, error)).toBe(false);
    }
  });

  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
