import { describe, expect, it } from 'vitest';

import { ERROR_STATUS } from './errors';
import { errorCodeForStatus, STATUS_ERROR_CODES } from './status-codes';

describe('errorCodeForStatus', () => {
  it('names the code of each known client status', () => {
    expect(
      [400, 401, 403, 404, 409, 413, 415, 429].map((status) => errorCodeForStatus(status)),
    ).toEqual([
      'invalid_body',
      'unauthorized',
      'forbidden',
      'not_found',
      'conflict',
      'payload_too_large',
      'unsupported_file_type',
      'rate_limited',
    ]);
  });

  it('reads every 5xx as internal_error', () => {
    for (const status of [500, 502, 503, 504, 599]) {
      expect(errorCodeForStatus(status)).toBe('internal_error');
    }
  });

  it('leaves other statuses to the caller', () => {
    for (const status of [0, 200, 302, 402, 405, 408, 410, 418, 422]) {
      expect(errorCodeForStatus(status)).toBeUndefined();
    }
  });

  it('maps each status to a code that answers with that status', () => {
    for (const [status, code] of Object.entries(STATUS_ERROR_CODES)) {
      expect(ERROR_STATUS[code]).toBe(Number(status));
    }
    expect(ERROR_STATUS[errorCodeForStatus(500) ?? 'invalid_body']).toBe(500);
  });
});
