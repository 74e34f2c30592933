import { describe, expect, it } from 'vitest';
import { formatDevLogLine } from './dev-log-format';

describe('development log lines', () => {
  it('turns a request line into one short readable line', () => {
    const json = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 24, 11, 2, 7),
      msg: 'request completed',
      req: { method: 'GET', url: '/api/auth/me' },
      res: { statusCode: 200 },
      responseTime: 3.4,
    });
    const line = formatDevLogLine(json);
    expect(line).toMatch(/^\d\d:\d\d:\d\d GET \/api\/auth\/me 200 3 ms\n$/);
    expect(line).not.toContain('{');
  });

  it('names the level and the error of other lines, and passes non-JSON text through', () => {
    const json = JSON.stringify({
      level: 40,
      time: Date.now(),
      msg: 'mail delivery failed',
      err: { type: 'Error', message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' },
    });
    expect(formatDevLogLine(json)).toMatch(
      /WARN mail delivery failed — Error \[ECONNREFUSED\]: connect ECONNREFUSED\n$/,
    );
    expect(formatDevLogLine('plain text')).toBe('plain text\n');
  });
});
