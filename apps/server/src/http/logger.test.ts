import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS, maskUrl } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  const log = pino({ redact: { paths: REDACT_PATHS, censor: '[REDACTED]' } }, stream);
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
    const out = text();
    for (const value of Object.values(secrets)) expect(out).not.toContain(value);
    expect(out).toContain('[REDACTED]');
  });

  it('redacts cookies and authorization headers', () => {
    const { log, text } = capture();
    log.info({ req: { headers: { cookie: 'sid=abc123secret', authorization: 'Bearer tok999' } } });
    expect(text()).not.toContain('abc123secret');
    expect(text()).not.toContain('tok999');
  });

  it('masks secret query parameters in logged URLs', () => {
    expect(maskUrl('/set-password?token=abc.def&x=1')).toBe('/set-password?token=[REDACTED]&x=1');
    expect(maskUrl('/api/x?code=123456')).toBe('/api/x?code=[REDACTED]');
    expect(maskUrl('/pricing?m=3')).toBe('/pricing?m=3');
  });
});
