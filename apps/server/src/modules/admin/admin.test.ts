import { APPLICATION_STATUSES } from '@psikorehber/shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payments, plans, subscriptions, users } from '../../db/schema';
import {
  createDraft,
  lastCodeFor,
  multipartBody,
  outbox,
  SAMPLE_PDF,
  signUp,
} from '../../../test/support/accounts';
import { adminCookie, seedApplication, statusOf } from '../../../test/support/admin';
import { useTestApp } from '../../../test/support/test-app';
import { describeEachDatabase } from '../../../test/support/test-database';
import { createOrPromoteAdmin, ensureDevelopmentAdmin } from './bootstrap';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('admin', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

  it('answers 401 to visitors, 403 to users and 2xx to admins on every /i/admin route', async () => {
    const admin = await adminCookie(ctx.app, ctx.database.db);
    const user = await signUp(ctx.app, 'siradan@example.com');
    const application = await seedApplication(ctx.database.db, { email: 'matris@example.com' });
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/i/admin/ping?_=1'],
      ['GET', '/api/i/admin/applications'],
      ['GET', `/api/i/admin/applications/${application.id}`],
      ['GET', `/api/i/admin/applications/${application.id}/files`],
      ['POST', `/api/i/admin/applications/${application.id}/hold`],
      ['POST', `/api/i/admin/applications/${application.id}/approve`],
      ['POST', `/api/i/admin/applications/${SOME_ID}/reject`],
      ['GET', `/api/i/admin/files/${SOME_ID}/download`],
      ['GET', '/api/i/admin/reports/payments/summary?window=day'],
      ['GET', '/api/i/admin/reports/payments/list?window=week&limit=1000'],
    ];
    for (const [method, url] of routes) {
      const visitor = await ctx.app.inject({ method, url });
      expect(visitor.statusCode, `visitor ${method} ${url}`).toBe(401);
      const normal = await ctx.app.inject({ method, url, headers: { cookie: user } });
      expect(normal.statusCode, `user ${method} ${url}`).toBe(403);
      const asAdmin = await ctx.app.inject({ method, url, headers: { cookie: admin } });
      const expected = url.includes(SOME_ID) ? 404 : 200;
      expect(asAdmin.statusCode, `admin ${method} ${url}`).toBe(expected);
    }
    expect(await statusOf(ctx.database.db, application.id)).toBe('APPROVED');
  });

  describe('decisions', () => {
    const decisions = ['approve', 'reject', 'hold'] as const;
    const target = { approve: 'APPROVED', reject: 'REJECTED', hold: 'HOLD' } as const;
    const allowed = (from: string, decision: string) =>
      (from === 'SUBMITTED' || from === 'HOLD') && !(from === 'HOLD' && decision === 'hold');

    // docs/requirements/data.md#data-application-transitions
    it('follows the transition rules from every status, with an audit row and e-mail', async () => {
      const admin = await adminCookie(ctx.app, ctx.database.db, 'karar@example.com');
      for (const from of APPLICATION_STATUSES.filter((s) => s !== 'NONE')) {
        for (const decision of decisions) {
          const email = `karar-${from}-${decision}@example.com`.toLowerCase();
          const app = await seedApplication(ctx.database.db, { email, status: from });
          const res = await post(`/api/i/admin/applications/${app.id}/${decision}`, admin);
          if (allowed(from, decision)) {
            expect(res.statusCode, `${from} ${decision}`).toBe(200);
            expect(res.json().application.status).toBe(target[decision]);
            const audit = await ctx.database.db
              .select()
              .from(auditLog)
              .where(eq(auditLog.entityId, app.id));
            expect(audit).toMatchObject([
              { action: decision, fromStatus: from, toStatus: target[decision] },
            ]);
            expect(res.json().history[0]).toMatchObject({
              action: decision,
              actorEmail: 'karar@example.com',
            });
            expect((await outbox(ctx.app)).some((m) => m.to === email)).toBe(true);
          } else {
            expect(res.statusCode, `${from} ${decision}`).toBe(409);
            expect(res.json().error).toBe('invalid_state');
            expect(await statusOf(ctx.database.db, app.id)).toBe(from);
          }
        }
      }
    });

    it('applies only one of two concurrent decisions', async () => {
      const admin = await adminCookie(ctx.app, ctx.database.db, 'yaris@example.com');
      const app = await seedApplication(ctx.database.db, { email: 'yaris-basvuru@example.com' });
      const [a, b] = await Promise.all([
        post(`/api/i/admin/applications/${app.id}/approve`, admin),
        post(`/api/i/admin/applications/${app.id}/reject`, admin),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, app.id));
      expect(audit).toHaveLength(1);
    });

    it('lets an approved applicant see APPROVED in the session', async () => {
      const admin = await adminCookie(ctx.app, ctx.database.db, 'onay@example.com');
      const cookie = await signUp(ctx.app, 'onaylanan@example.com');
      await ctx.app.inject({
        method: 'POST',
        url: '/api/apply/secure/submit',
        headers: { cookie },
      });
      const id = (await get('/api/apply/secure/me', cookie)).json().application.id;
      expect((await post(`/api/i/admin/applications/${id}/approve`, admin)).statusCode).toBe(200);
      expect((await get('/api/auth/me', cookie)).json().user).toMatchObject({
        approved: true,
        applicationStatus: 'APPROVED',
      });
    });
  });

  describe('list and search', () => {
    it('finds Turkish names without diacritics or case, filters by status, pages newest first', async () => {
      const admin = await adminCookie(ctx.app, ctx.database.db, 'arama@example.com');
      const base = Date.now() - 1_000_000;
      await seedApplication(ctx.database.db, {
        email: 'sule.ozturk@example.com',
        fullName: 'Şule Öztürk',
        specialization: 'Çocuk ve Ergen',
        createdAt: new Date(base + 1000),
      });
      await seedApplication(ctx.database.db, {
        email: 'igdir@example.com',
        fullName: 'IŞIL Çağlar',
        specialization: 'Aile Danışmanlığı',
        status: 'HOLD',
        createdAt: new Date(base + 2000),
      });
      await seedApplication(ctx.database.db, {
        email: 'mehmet@example.com',
        fullName: 'Mehmet Kaya',
        specialization: 'Klinik Psikoloji',
        status: 'APPROVED',
        createdAt: new Date(base + 3000),
      });

      const search = async (query: string) =>
        (await get(`/api/i/admin/applications?${query}`, admin)).json();
      for (const q of ['sule', 'ŞULE', 'Şule']) {
        const emails = (await search(`q=${encodeURIComponent(q)}`)).items.map(
          (i: { email: string }) => i.email,
        );
        expect(emails, q).toContain('sule.ozturk@example.com');
      }
      for (const q of ['ozturk', 'ÖZTÜRK', 'şule öztürk']) {
        const emails = (await search(`q=${encodeURIComponent(q)}`)).items.map(
          (i: { email: string }) => i.email,
        );
        expect(emails, q).toEqual(['sule.ozturk@example.com']);
      }
      expect((await search('q=isil')).items[0].fullName).toBe('IŞIL Çağlar');
      expect((await search('q=cocuk')).total).toBe(1);
      expect((await search('q=100%25')).total).toBe(0);
      expect(
        (await search('status=PENDING')).items.every(
          (i: { status: string }) => i.status === 'HOLD',
        ),
      ).toBe(true);
      expect((await search('statuses=HOLD,APPROVED&q=example')).total).toBeGreaterThanOrEqual(2);
      expect((await get('/api/i/admin/applications?status=BOGUS', admin)).statusCode).toBe(400);

      const page1 = await search('size=1&page=1&q=example.com');
      expect(page1).toMatchObject({ page: 1, size: 1 });
      expect(page1.items).toHaveLength(1);
      expect(page1.total).toBeGreaterThanOrEqual(3);
      const all = await search('size=100&q=example.com');
      const created = all.items.map((i: { createdAt: string }) => i.createdAt);
      expect([...created].sort().reverse()).toEqual(created);

      const beyond = await search('page=999');
      expect(beyond.items).toEqual([]);
      expect(beyond.page).toBe(999);
      expect((await search('size=0')).size).toBe(1);
      expect((await search('size=1000')).size).toBe(100);
      expect((await search('page=-3')).page).toBe(1);
      expect((await search('page=abc')).page).toBe(1);
      expect((await search('')).size).toBe(50);
    });
  });

  it('lists and downloads an application’s documents', async () => {
    const admin = await adminCookie(ctx.app, ctx.database.db, 'belgeler@example.com');
    const cookie = await signUp(ctx.app, 'belgeli@example.com');
    const body = multipartBody('diploma.pdf', SAMPLE_PDF);
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/apply/secure/files/upload',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const id = (await get('/api/apply/secure/me', cookie)).json().application.id;
    const files = (await get(`/api/i/admin/applications/${id}/files`, admin)).json().files;
    expect(files).toHaveLength(1);
    expect(files[0].downloadUrl).toBe(`/api/i/admin/files/${files[0].id}/download`);
    const download = await get(files[0].downloadUrl, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(
      (await get(`/api/i/admin/applications/${id}`, admin)).json().application.documentCount,
    ).toBe(1);

    // The list counts documents of the page's rows only; each count stays with its row.
    await seedApplication(ctx.database.db, { email: 'belgesiz@example.com' });
    const page = async (n: number) =>
      (await get(`/api/i/admin/applications?q=belge&size=1&page=${n}`, admin)).json();
    const [newer, older] = [(await page(1)).items[0], (await page(2)).items[0]];
    expect([newer.email, newer.documentCount]).toEqual(['belgesiz@example.com', 0]);
    expect([older.email, older.documentCount]).toEqual(['belgeli@example.com', 1]);
  });

  it('shows no document of a draft whose address was never verified', async () => {
    const admin = await adminCookie(ctx.app, ctx.database.db, 'belge-dogrulama@example.com');
    const draftId = await createDraft(ctx.app, 'dogrulanmamis@example.com');
    const body = multipartBody('baskasinin.pdf', SAMPLE_PDF);
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/apply/files/upload',
      headers: { ...body.headers, 'x-apply-draft-id': draftId },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const fileId = up.json().file.id as string;
    const [row] = (await get('/api/i/admin/applications?q=dogrulanmamis', admin)).json().items;
    expect(row.documentCount).toBe(0);
    expect((await get(`/api/i/admin/applications/${row.id}/files`, admin)).json().files).toEqual(
      [],
    );
    expect((await get(`/api/i/admin/files/${fileId}/download`, admin)).statusCode).toBe(404);

    // Once the address is verified, the admin sees it.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/public/apply/request-code',
      payload: { email: 'dogrulanmamis@example.com', draftId },
      remoteAddress: '10.0.7.1',
    });
    const code = await lastCodeFor(ctx.app, 'dogrulanmamis@example.com');
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/apply/verify-code',
      payload: { draftId, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await get(`/api/i/admin/files/${fileId}/download`, admin)).statusCode).toBe(200);
  });

  it('reports settled payments in the window only', async () => {
    const admin = await adminCookie(ctx.app, ctx.database.db, 'rapor@example.com');
    await ctx.database.db
      .insert(plans)
      .values({ code: 'BASIC', name: 'Temel', tagline: 't', monthlyQuota: 50, sortOrder: 2 })
      .onConflictDoNothing();
    const [buyer] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'rapor@example.com'));
    const now = Date.now();
    const row = (oid: string, status: string, settledAgoDays: number | null, amount: number) => ({
      userId: buyer!.id,
      email: 'alici@example.com',
      merchantOid: oid,
      provider: 'sandbox',
      planCode: 'BASIC',
      periodMonths: 3,
      amountKurus: amount,
      status,
      settledAt: settledAgoDays === null ? null : new Date(now - settledAgoDays * 86_400_000),
    });
    const [today] = await ctx.database.db
      .insert(payments)
      .values([
        row('RPTODAY', 'success', 0.1, 240300),
        row('RPWEEK', 'success', 3, 89000),
        row('RPOLD', 'success', 40, 50000),
        row('RPFAIL', 'failed', 0.1, 99900),
        row('RPPEND', 'pending', null, 77700),
      ])
      .returning();
    await ctx.database.db.insert(subscriptions).values({
      userId: buyer!.id,
      planCode: 'BASIC',
      paymentId: today!.id,
      months: 3,
      quotaInitial: 150,
      quotaRemaining: 150,
      periodStart: new Date(now),
      periodEnd: new Date(now + 90 * 86_400_000),
    });

    const summary = async (window: string) =>
      (await get(`/api/i/admin/reports/payments/summary?window=${window}`, admin)).json();
    expect(await summary('day')).toMatchObject({ ok: true, totalMinor: 240300, count: 1 });
    expect(await summary('week')).toMatchObject({ totalMinor: 329300, count: 2 });
    expect(await summary('month')).toMatchObject({ totalMinor: 329300, count: 2 });
    expect(await summary('nonsense')).toMatchObject({ count: 2 }); // falls back to month
    const month = await summary('month');
    expect(new Date(month.to).getTime() - new Date(month.from).getTime()).toBe(30 * 86_400_000);

    const list = (
      await get('/api/i/admin/reports/payments/list?window=week&limit=1000', admin)
    ).json();
    expect(list.items.map((i: { amountMinor: number }) => i.amountMinor)).toEqual([240300, 89000]);
    expect(list.items[0]).toMatchObject({
      email: 'alici@example.com',
      planWanted: 'BASIC',
      monthsWanted: 3,
      currency: 'TRY',
    });
    expect(list.items[0].periodStart).not.toBeNull();
    expect(
      (await get('/api/i/admin/reports/payments/list?window=week&limit=1', admin)).json().items,
    ).toHaveLength(1);
  });

  it('never exposes clinical content routes to admins (no such admin route exists)', async () => {
    const adminUrls = ctx.app.registeredRoutes
      .map((r) => r.url)
      .filter((url) => url.startsWith('/api/i/admin'));
    expect(adminUrls).toContain('/api/i/admin/applications/:id/files');
    expect(adminUrls.filter((url) => /workspace|topic|message/i.test(url))).toEqual([]);
  });
});

describeEachDatabase('admin bootstrap', (driver) => {
  const ctx = useTestApp(driver);
  it('creates admin@localhost once, and admin:create promotes an existing user', async () => {
    const first = await ensureDevelopmentAdmin(ctx.database.db);
    expect(first?.email).toBe('admin@localhost');
    expect(first!.password.length).toBeGreaterThanOrEqual(16);
    expect(await ensureDevelopmentAdmin(ctx.database.db)).toBeNull();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@localhost', password: first!.password },
    });
    expect(login.statusCode).toBe(200);

    await signUp(ctx.app, 'terfi@example.com');
    // An existing account's password is replaced only when asked for (--force).
    await expect(
      createOrPromoteAdmin(ctx.database.db, 'Terfi@Example.com', 'Uzun-Bir-Sifre-1'),
    ).rejects.toThrow(/--force/);
    expect(
      await createOrPromoteAdmin(ctx.database.db, 'Terfi@Example.com', 'Uzun-Bir-Sifre-1', {
        replaceExisting: true,
      }),
    ).toBe('promoted');
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'terfi@example.com'));
    expect(user?.role).toBe('ADMIN');
    await expect(
      createOrPromoteAdmin(ctx.database.db, 'kisa@example.com', 'short'),
    ).rejects.toThrow(/12/);
  });
});
