import { expect, it } from 'vitest';
import { loginThrottles } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { signUp } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/test-database';
import { useTestApp } from '../../../test/support/test-app';
import { addressDelayMs, LOGIN_THROTTLE } from './login-throttle';

const PASSWORD = 'Guclu-Sifre-2026';

describeEachDatabase('sign-in limits', (driver) => {
  const clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
  const ctx = useTestApp(driver, { providers: { clock } });
  const login = (email: string, password: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('locks out only the guessing client; the owner on another network gets in', async () => {
    const email = 'sahip@example.com';
    await signUp(ctx.app, email, PASSWORD);
    for (let i = 0; i < LOGIN_THROTTLE.pairLimit; i++) {
      expect((await login(email, `yanlis-${i}`, '198.51.100.7')).statusCode).toBe(401);
    }
    const refused = await login(email, PASSWORD, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'rate_limited',
      message: 'Hız limiti aşıldı. Kısa süre sonra tekrar deneyin.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, elsewhere, with the right password.
    expect((await login(email, PASSWORD, '203.0.113.50')).statusCode).toBe(200);

    // The guessing client may try again once its window has passed.
    clock.advance(LOGIN_THROTTLE.pairWindowMs);
    expect((await login(email, 'yine-yanlis', '198.51.100.7')).statusCode).toBe(401);
  }, 60_000);

  it('slows guessing from many networks with growing delays, never a hard lock', async () => {
    const email = 'hedef@example.com';
    await signUp(ctx.app, email, PASSWORD);
    let ip = 0;
    const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
    for (let i = 0; i < LOGIN_THROTTLE.freeAddressFailures; i++) {
      expect((await login(email, `yanlis-${i}`, nextIp())).statusCode).toBe(401);
    }
    // Now each further try waits a delay that doubles up to the cap.
    for (let failures = LOGIN_THROTTLE.freeAddressFailures; failures < 20; failures++) {
      const delay = addressDelayMs(failures);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(LOGIN_THROTTLE.maxDelayMs);
      const early = await login(email, 'erken', nextIp());
      expect(early.statusCode).toBe(429);
      expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(delay / 1000);
      clock.advance(delay);
      expect((await login(email, `yanlis-${failures}`, nextIp())).statusCode).toBe(401);
    }
    expect(addressDelayMs(19)).toBe(LOGIN_THROTTLE.maxDelayMs);

    // The owner waits at most the cap, gets in, and the counters are gone.
    clock.advance(LOGIN_THROTTLE.maxDelayMs);
    expect((await login(email, PASSWORD, nextIp())).statusCode).toBe(200);
    expect((await login(email, 'bir-kez-yanlis', nextIp())).statusCode).toBe(401);
    expect((await login(email, PASSWORD, nextIp())).statusCode).toBe(200);
    // Nothing in the table names the address or a client.
    const rows = await ctx.database.db.select().from(loginThrottles);
    expect(JSON.stringify(rows)).not.toMatch(/example\.com|10\.9\./);
  }, 120_000);
});
