import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import {
  forgotResetToken,
  lastCodeFor,
  login,
  outbox,
  sessionCookie,
  signUp,
} from '../../../test/support/accounts';
import { useTestApp } from '../../../test/support/test-app';
import { describeEachDatabase } from '../../../test/support/test-database';

const PASSWORD = 'Guclu-Sifre-2026';

describeEachDatabase('auth and forgot password', (driver) => {
  const ctx = useTestApp(driver);
  const me = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

  it('logs in, rotates the session, answers /auth/me and its /me alias, logs out', async () => {
    const signupCookie = await signUp(ctx.app, 'giris@example.com', PASSWORD);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: signupCookie },
      payload: { email: 'GIRIS@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'giris@example.com',
      role: 'USER',
      approved: false,
      applicationStatus: 'DRAFT',
    });
    const cookie = sessionCookie(res);
    expect(cookie).not.toBe(signupCookie);
    // The session the browser carried before login is gone (no fixation).
    expect((await me(signupCookie)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user
        .email,
    ).toBe('giris@example.com');

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers invalid_credentials for a wrong password and an unknown e-mail alike', async () => {
    await signUp(ctx.app, 'yanlis@example.com', PASSWORD);
    const wrong = await login(ctx.app, 'yanlis@example.com', 'baska-bir-sifre');
    const unknown = await login(ctx.app, 'kimse@example.com', 'baska-bir-sifre');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        ok: false,
        error: 'invalid_credentials',
        message: 'E-posta veya şifre hatalı.',
      });
    }
    expect((await me()).statusCode).toBe(401);
    expect((await me('pr_session=forged-token-value-that-is-long-enough-000000')).statusCode).toBe(
      401,
    );
  });

  it('expires idle and absolute sessions', async () => {
    const cookie = await signUp(ctx.app, 'sure@example.com', PASSWORD);
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sure@example.com'));
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 73 * 3_600_000) })
      .where(eq(sessions.userId, user!.id));
    expect((await me(cookie)).statusCode).toBe(401);
    const fresh = sessionCookie(await login(ctx.app, 'sure@example.com', PASSWORD));
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));
    expect((await me(fresh)).statusCode).toBe(401);
  });

  it('resets a password: generic answer, code, single-use token, every session revoked', async () => {
    const email = 'unuttum@example.com';
    const cookie = await signUp(ctx.app, email, PASSWORD);
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot/request-code',
      payload: { email: 'UNUTTUM@example.com' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/forgot/start',
      payload: { email: 'hic-yok@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await outbox(ctx.app)).some((m) => m.to === 'hic-yok@example.com')).toBe(false);

    const code = await lastCodeFor(ctx.app, email);
    const wrongEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/forgot/verify',
      payload: { email: 'hic-yok@example.com', code },
    });
    expect(wrongEmail.statusCode).toBe(400);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot/verify-code',
      payload: { email, code },
    });
    expect(verified.statusCode).toBe(200);
    const resetToken = verified.json().data.resetToken;
    expect(verified.json().resetToken).toBe(resetToken);

    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot/reset',
      payload: { resetToken, password: 'Yeni-Sifre-2026', passwordConfirm: 'Farkli-2026' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details[0].message).toBe('Şifreler eşleşmiyor.');

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/forgot/reset',
      payload: { resetToken, password: 'Yeni-Sifre-2026', passwordConfirm: 'Yeni-Sifre-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(ctx.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx.app, email, 'Yeni-Sifre-2026')).statusCode).toBe(200);

    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot/reset',
      payload: { resetToken, password: 'Ucuncu-2026', passwordConfirm: 'Ucuncu-2026' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_token');
  });

  it('never writes passwords, codes or tokens to the logs', async () => {
    const email = 'gizli@example.com';
    await signUp(ctx.app, email, 'Log-Gizli-Sifre-99');
    const { code, resetToken } = await forgotResetToken(ctx.app, email);
    await login(ctx.app, email, 'Log-Gizli-Sifre-99');
    const logs = ctx.logs();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain('Log-Gizli-Sifre-99');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(resetToken);
    expect(logs).not.toMatch(/pr_session=/);
  });
});
