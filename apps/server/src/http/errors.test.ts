import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandlers } from './errors';

/** What the error handler answers when a plugin fails a request with `statusCode` only. */
async function answerTo(statusCode: number) {
  const app = Fastify();
  registerErrorHandlers(app);
  app.get('/plugin-error', () => {
    throw Object.assign(new Error('raw plugin text'), { statusCode });
  });
  const response = await app.inject({ method: 'GET', url: '/plugin-error' });
  await app.close();
  return { status: response.statusCode, body: response.json<{ error: string; message: string }>() };
}

describe("another plugin's client error", () => {
  it.each([
    [400, 'invalid_body'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [415, 'unsupported_file_type'],
    [429, 'rate_limited'],
  ])('keeps status %i and answers %s', async (status, code) => {
    const { status: answered, body } = await answerTo(status);
    expect(answered).toBe(status);
    expect(body.error).toBe(code);
    expect(body.message).not.toBe('raw plugin text');
  });

  it('answers a 4xx the shared mapping does not name as invalid_body, keeping its status', async () => {
    for (const status of [405, 408, 422]) {
      const { status: answered, body } = await answerTo(status);
      expect(answered).toBe(status);
      expect(body.error).toBe('invalid_body');
    }
  });
});
