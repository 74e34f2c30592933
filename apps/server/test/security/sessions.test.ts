// Session security beyond modules/auth/auth.test.ts (which covers rotation of a signed-in cookie at
// login, logout of one session and a reset revoking one session): forged and planted cookies, the
// cookie's flags in development and production, what logout ends and what it leaves, a reset
// ending every session of the user and only theirs, and the Origin-based CSRF check on real routes.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import {
  applicationFiles,
  applications,
  messages,
  payments,
  sessions,
  users,
} from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/crypto';
import { createOrPromoteAdmin } from '../../src/modules/admin/bootstrap';
import { OutboxTransport } from '../../src/providers/mail/outbox-transport';
import {
  forgotResetToken,
  login,
  multipartBody,
  SAMPLE_PDF,
  sessionCookie,
  signUp,
  verifiedDraft,
} from '../support/accounts';
import { adminCookie, seedApplication } from '../support/admin';
import { approvedUser } from '../support/billing';
import { FakeEngine } from '../support/fake-engine';
import { PRODUCTION_ENV } from '../support/production-app';
import { AccountLimitsOffStore } from '../support/rate-limits';
import { useTestApp } from '../support/test-app';
import { describeEachDatabase } from '../support/test-database';
import { newTopic, startTrial, workspaceOf } from '../support/workspace';

const PASSWORD = 'Guclu-Sifre-2026';

/** A well-formed token the server never issued (what an attacker plants in a victim's browser). */
const forgedToken = () => randomBytes(32).toString('base64url');

function setCookieOf(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

function me(app: FastifyInstance, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
}

describeEachDatabase('sessions', (driver) => {
  const ctx = useTestApp(driver, {
    providers: { engine: new FakeEngine(), rateLimits: new AccountLimitsOffStore() },
  });

  it('issues a new session id at login whatever cookie the browser carried (no fixation)', async () => {
    await signUp(ctx.app, 'fiksasyon@example.com', PASSWORD);
    // 1. A forged, never-issued token: ignored, and replaced by a fresh one.
    const forged = forgedToken();
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: `pr_session=${forged}` },
      payload: { email: 'fiksasyon@example.com', password: PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    const issued = setCookieOf(first, 'pr_session')!.value;
    expect(issued).not.toBe(forged);
    expect((await me(ctx.app, `pr_session=${forged}`)).statusCode).toBe(401);
    expect((await me(ctx.app, `pr_session=${issued}`)).statusCode).toBe(200);

    // 2. An attacker's own valid session planted in the victim's browser: the victim's login does
    // not adopt it (the victim would otherwise work inside the attacker's account, or vice versa).
    const attacker = await signUp(ctx.app, 'saldirgan@example.com', PASSWORD);
    const victim = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: attacker },
      payload: { email: 'fiksasyon@example.com', password: PASSWORD },
    });
    const victimCookie = sessionCookie(victim);
    expect(victimCookie).not.toBe(attacker);
    expect((await me(ctx.app, victimCookie)).json().user.email).toBe('fiksasyon@example.com');

    // 3. Finishing a sign-up issues a new id as well.
    const planted = forgedToken();
    const { verifyToken } = await verifiedDraft(ctx.app, 'yeni-uye@example.com');
    const signedUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/apply/set-password',
      headers: { cookie: `pr_session=${planted}` },
      payload: { verifyToken, password: PASSWORD },
    });
    expect(signedUp.statusCode).toBe(200);
    expect(setCookieOf(signedUp, 'pr_session')!.value).not.toBe(planted);
  });

  it('stores only a hash of the 256-bit session token', async () => {
    await signUp(ctx.app, 'ozet@example.com', PASSWORD);
    const res = await login(ctx.app, 'ozet@example.com', PASSWORD);
    const token = setCookieOf(res, 'pr_session')!.value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and not Secure on plain http in development', async () => {
    await signUp(ctx.app, 'bayrak@example.com', PASSWORD);
    const res = await login(ctx.app, 'bayrak@example.com', PASSWORD);
    const cookie = setCookieOf(res, 'pr_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.domain).toBeUndefined();
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now());
  });

  it('ends the session server-side at logout, and only that session', async () => {
    const { cookie: kept } = await approvedUser(ctx.app, ctx.database.db, 'cikis@example.com');
    const ended = sessionCookie(await login(ctx.app, 'cikis@example.com', PASSWORD));
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: ended, origin: ctx.config.publicUrl },
    });
    expect(out.statusCode).toBe(200);
    const cleared = setCookieOf(out, 'pr_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/');
    // The old cookie, replayed as an attacker who copied it would, is refused everywhere.
    for (const url of ['/api/auth/me', '/api/billing/me', '/api/workspaces/v2']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: ended } });
      expect(res.statusCode, url).toBe(401);
    }
    const token = ended.split('=')[1]!;
    expect(
      await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256Hex(token))),
    ).toEqual([]);
    // The same user's other browser stays signed in.
    expect((await me(ctx.app, kept)).statusCode).toBe(200);
  });

  it('ends every session of the user after a password reset, and no one else’s', async () => {
    const email = 'her-yerden@example.com';
    const sessionsOfUser = [
      await signUp(ctx.app, email, PASSWORD),
      sessionCookie(await login(ctx.app, email, PASSWORD)),
      sessionCookie(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'user-agent': 'Telefon' },
          payload: { email, password: PASSWORD },
        }),
      ),
    ];
    const bystander = await signUp(ctx.app, 'komsu@example.com', PASSWORD);
    for (const cookie of sessionsOfUser) expect((await me(ctx.app, cookie)).statusCode).toBe(200);

    const { resetToken } = await forgotResetToken(ctx.app, email);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot/reset',
      payload: {
        resetToken,
        password: 'Yeni-Sifre-2026',
        passwordConfirm: 'Yeni-Sifre-2026',
      },
    });
    expect(reset.statusCode).toBe(200);
    for (const cookie of sessionsOfUser) expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(
      await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user!.id)),
    ).toEqual([]);
    expect((await me(ctx.app, bystander)).statusCode).toBe(200);
  });

  it('refuses state-changing requests from a foreign Origin on real routes, and changes nothing', async () => {
    const owner = await approvedUser(ctx.app, ctx.database.db, 'csrf@example.com');
    const admin = await adminCookie(ctx.app, ctx.database.db, 'csrf-admin@example.com');
    await startTrial(ctx.app, owner.cookie);
    const ws = await workspaceOf(ctx.app, owner.cookie);
    const topic = await newTopic(ctx.app, owner.cookie, ws, { title: 'Konu' });
    const application = await seedApplication(ctx.database.db, { email: 'karar@example.com' });
    const upload = multipartBody('diploma.pdf', SAMPLE_PDF, 'application/pdf');
    const draftOwner = await signUp(ctx.app, 'csrf-taslak@example.com', PASSWORD);

    const requests = [
      {
        name: 'login',
        method: 'POST' as const,
        url: '/api/auth/login',
        cookie: undefined,
        payload: { email: 'csrf@example.com', password: PASSWORD },
        headers: {},
      },
      {
        name: 'ask',
        method: 'POST' as const,
        url: `/api/workspaces/v2/${ws}/topics/${topic}/ask`,
        cookie: owner.cookie,
        payload: { text: 'Danışanım seanslara geç kalıyor.' },
        headers: {},
      },
      {
        name: 'prepare',
        method: 'POST' as const,
        url: '/api/billing/direct/prepare',
        cookie: owner.cookie,
        payload: { planCode: 'BASIC', periodMonths: 1 },
        headers: {},
      },
      {
        name: 'admin decision',
        method: 'POST' as const,
        url: `/api/i/admin/applications/${application.id}/approve`,
        cookie: admin,
        payload: undefined,
        headers: {},
      },
      {
        name: 'topic delete',
        method: 'DELETE' as const,
        url: `/api/workspaces/v2/${ws}/topics/${topic}`,
        cookie: owner.cookie,
        payload: undefined,
        headers: {},
      },
      {
        name: 'document upload',
        method: 'POST' as const,
        url: '/api/apply/secure/files/upload',
        cookie: draftOwner,
        payload: upload.payload,
        headers: upload.headers,
      },
    ];
    const hostile: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' }, // sandboxed frames and cross-origin redirects
      { origin: 'http://localhost.evil.example' },
      // The request's own host and port under another scheme (inject's host is localhost:80).
      { origin: 'https://localhost:80' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' }, // a sibling subdomain is another origin
    ];
    for (const request of requests) {
      for (const headers of hostile) {
        const res = await ctx.app.inject({
          method: request.method,
          url: request.url,
          headers: {
            ...request.headers,
            ...(request.cookie ? { cookie: request.cookie } : {}),
            ...headers,
          },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        expect(res.statusCode, `${request.name} with ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toMatchObject({ ok: false, error: 'forbidden' });
        expect(res.cookies, `${request.name}: no session issued`).toEqual([]);
      }
    }
    // Nothing happened: no question, the topic is there, the application is still submitted,
    // no document, no order.
    expect(
      await ctx.database.db.select().from(messages).where(eq(messages.topicId, topic)),
    ).toEqual([]);
    const [stillSubmitted] = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(stillSubmitted!.status).toBe('SUBMITTED');
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/v2/${ws}/topics`,
      headers: { cookie: owner.cookie },
    });
    expect(listed.json().items.map((t: { id: string }) => t.id)).toContain(topic);
    const draftApplication = await ctx.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.email, 'csrf-taslak@example.com'));
    expect(draftApplication).toHaveLength(1);
    expect(
      await ctx.database.db
        .select()
        .from(applicationFiles)
        .where(eq(applicationFiles.applicationId, draftApplication[0]!.id)),
    ).toEqual([]);
    expect(
      await ctx.database.db.select().from(payments).where(eq(payments.userId, owner.userId)),
    ).toEqual([]);

    // The same requests from the site itself go through (delete last: the ask needs the topic).
    const ownOrigin = ctx.config.publicUrl;
    for (const request of requests) {
      const headers =
        request.name === 'prepare' ? { 'sec-fetch-site': 'same-origin' } : { origin: ownOrigin };
      const res = await ctx.app.inject({
        method: request.method,
        url: request.url,
        headers: {
          ...request.headers,
          ...(request.cookie ? { cookie: request.cookie } : {}),
          ...headers,
        },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      expect(res.statusCode, `${request.name} from ${JSON.stringify(headers)}: ${res.body}`).toBe(
        200,
      );
    }
  });

  it('lets cross-site GETs through without granting them read access', async () => {
    // GET stays allowed cross-site (links), so no GET route may change anything that matters;
    // the one that writes (first use creates the default workspace) is idempotent and harmless.
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'get-csrf@example.com');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/workspaces/v2',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
    // …but a cross-site reader gets no CORS grant, so the answer stays unreadable to it.
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describeEachDatabase('sessions in production', (driver) => {
  const ctx = useTestApp(driver, {
    env: { ...PRODUCTION_ENV },
    providers: { mailTransport: new OutboxTransport() },
  });

  it('uses a __Host- cookie that is Secure, HttpOnly, SameSite=Lax, Path=/ and host-only', async () => {
    await createOrPromoteAdmin(ctx.database.db, 'uretim@example.com', 'Uretim-Sifresi-2026');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ctx.config.publicUrl },
      payload: { email: 'uretim@example.com', password: 'Uretim-Sifresi-2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = setCookieOf(res, '__Host-pr_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    expect(setCookieOf(res, 'pr_session')).toBeUndefined();

    const jar = sessionCookie(res, '__Host-pr_session');
    expect((await me(ctx.app, jar)).statusCode).toBe(200);
    // The development cookie name means nothing in production.
    expect((await me(ctx.app, `pr_session=${cookie.value}`)).statusCode).toBe(401);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: jar, origin: ctx.config.publicUrl },
    });
    expect(out.statusCode).toBe(200);
    // Browsers ignore a __Host- Set-Cookie without Secure: the clearing cookie must carry it, or
    // the browser keeps sending the dead token.
    const cleared = setCookieOf(out, '__Host-pr_session')!;
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
    expect(cleared.domain).toBeUndefined();
    expect((await me(ctx.app, jar)).statusCode).toBe(401);
  });

  it('clears the __Host- cookie with Secure when the account is deleted', async () => {
    await createOrPromoteAdmin(
      ctx.database.db,
      'ikinci-yonetici@example.com',
      'Uretim-Sifresi-2026',
    );
    await createOrPromoteAdmin(ctx.database.db, 'silinen@example.com', 'Uretim-Sifresi-2026');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ctx.config.publicUrl },
      payload: { email: 'silinen@example.com', password: 'Uretim-Sifresi-2026' },
    });
    const jar = sessionCookie(login, '__Host-pr_session');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: jar, origin: ctx.config.publicUrl },
      payload: { password: 'Uretim-Sifresi-2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(setCookieOf(res, '__Host-pr_session')).toMatchObject({
      value: '',
      secure: true,
      path: '/',
    });
  });

  it('refuses a foreign Origin in production too, and the development origins', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:5173']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin },
        payload: { email: 'uretim@example.com', password: 'Uretim-Sifresi-2026' },
      });
      expect(res.statusCode, origin).toBe(403);
    }
  });
});
