import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggedUrl, loggerOptions, redactQuery } from './logger';

/** A logger with the server's options (as Fastify builds it), writing to memory. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  const log = pino(loggerOptions('info', stream) as pino.LoggerOptions, stream);
  return { log, text: () => lines.join('') };
}

describe('log redaction', () => {
  it('removes passwords, codes, tokens, clinical text and card fields at any common depth', () => {
    const { log, text } = capture();
    const secrets = {
      password: 'Gizli-Sifre-123',
      code: '482913',
      verifyToken: 'vtok-abcdef',
      text: 'Danışanım intihar düşüncelerinden bahsetti',
      card_number: '4355084355084358',
      // Values that cannot occur by chance in a log line (a cvv of '000' matched timestamps).
      cvv: 'cvv-7Q9',
    };
    log.info(secrets, 'top level');
    log.info({ body: secrets }, 'nested');
    log.info({ req: { body: secrets } }, 'deeper');
    log.info({ context: { items: [{ draft: secrets }] } }, 'in an array');
    log.error({ err: Object.assign(new Error('failed'), { details: secrets }) }, 'an error');
    const out = text();
    for (const value of Object.values(secrets)) expect(out).not.toContain(value);
    expect(out).toContain('[REDACTED]');
  });

  it('keeps the logged object as it was and everything that is not sensitive', () => {
    const { log, text } = capture();
    const logged = { userId: 'u-1', body: { text: 'klinik metin', status: 'complete' } };
    log.info(logged, 'kept');
    expect(logged.body.text).toBe('klinik metin');
    const line = JSON.parse(text()) as { userId: string; body: Record<string, string> };
    expect(line.userId).toBe('u-1');
    expect(line.body).toEqual({ text: '[REDACTED]', status: 'complete' });
  });

  it('redacts cookies and authorization headers', () => {
    const { log, text } = capture();
    log.info({ req: { headers: { cookie: 'sid=abc123secret', authorization: 'Bearer tok999' } } });
    expect(text()).not.toContain('abc123secret');
    expect(text()).not.toContain('tok999');
  });

  it('redacts credential headers wherever they are logged', () => {
    const { log, text } = capture();
    log.info({
      upstream: { response: { headers: { 'set-cookie': ['sid=cookie777secret'] } } },
      retry: [{ headers: { 'x-apply-draft-id': 'draft555secret', accept: 'application/json' } }],
    });
    expect(text()).not.toContain('cookie777secret');
    expect(text()).not.toContain('draft555secret');
    expect(text()).toContain('application/json');
  });

  it('masks secret query parameters in logged URLs', () => {
    expect(redactQuery('/set-password?token=abc.def&x=1')).toBe(
      '/set-password?token=[REDACTED]&x=[REDACTED]',
    );
    expect(redactQuery('/api/x?code=123456')).toBe('/api/x?code=[REDACTED]');
    expect(redactQuery('/api/admin/applications?status=PENDING&page=2&q=ayse@example.com')).toBe(
      '/api/admin/applications?status=PENDING&page=2&q=[REDACTED]',
    );
  });

  it('logs the route pattern instead of the path, and the path only for catch-alls', () => {
    expect(
      loggedUrl('/api/topics/4f1c/search?q=Elif%20panik&limit=20', '/api/topics/:id/search'),
    ).toBe('/api/topics/:id/search?q=[REDACTED]&limit=20');
    expect(loggedUrl('/workspace?x=1', '/*')).toBe('/workspace?x=[REDACTED]');
    expect(loggedUrl('/nope', undefined)).toBe('/nope');
  });

  it('keeps error codes readable and one-time codes secret', () => {
    const { log, text } = capture();
    log.warn({
      err: Object.assign(new Error('charged amount differs'), { code: 'amount_mismatch' }),
    });
    log.info({ code: '482913' }, 'a mailed code');
    expect(text()).toContain('amount_mismatch');
    expect(text()).not.toContain('482913');
  });

  it('logs a failed query without its parameters (clinical text, e-mail addresses)', () => {
    const { log, text } = capture();
    const cause = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const question = 'Danışanım intihar\ndüşüncelerinden bahsetti';
    const failed = new DrizzleQueryError(
      'insert into "messages" ("text", "user_id") values ($1, $2)',
      [question, 'hasta@example.com'],
      cause,
    );
    log.error({ err: failed }, 'request failed');
    log.error({ err: new Error('wrapped', { cause: failed }) }, 'request failed');
    const out = text();
    expect(out).not.toContain('intihar');
    expect(out).not.toContain('düşüncelerinden');
    expect(out).not.toContain('hasta@example.com');
    expect(out).toContain('insert into');
    expect(out).toContain('deadlock detected');
    expect(out).toContain('[2 redacted]');
  });
});
